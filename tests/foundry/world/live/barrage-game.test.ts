/**
 * Issue 10 at the table: the scenario of tests/cli/barrage-scenario.test.ts played in the simulated V13 world. Bob
 * writes the German Artillery Plan through the referee; the Bombardment Phases of turns 1 and 2 fire it (drumfire in
 * turn 2, IA1 9.7), his captain's company assaults (12.4) and his squadron charges (12.7). Everything Alice's page received is the same whatever
 * Bob's plan says until it fires (IA1 9.11).
 */
import { describe, expect, it } from "vitest";
import { HEX } from "../../../cli/barrage-scenario";
import { barrageTable } from "./barrage-table";
import { answer, command, everyone, received, result, type LiveTable } from "./table";

type Line = ({ at: readonly number[] } | null)[];
const T = { at: HEX.target };
const plan = (line: Line) => ({ type: "write-artillery-plan", missions: { "german-oba-1": { mission: "planned-fire", turns: line }, "german-oba-2": { mission: "planned-fire", turns: line } } });

const done = async (reply: ReturnType<typeof command>) => {
  const r = result(await reply);
  expect(r.status).toBe("done");
  return r;
};

/** Bob rolls the initiative (5–1); in the Bombardment Phase he attempts no abort (IA1 9.14) and combines the two factors (9.2). */
async function initiative(t: LiveTable, bombardment: number[]) {
  t.server.dice.push(5, 1, ...bombardment);
  const rolled = command(t.bob, { type: "roll-initiative" });
  for (let i = 0; i < 3; i++) await answer(t.bob, 0);
  return done(rolled);
}

/**
 * Bob writes `line`; the table after it, and after `more` of the game (0: the plan only, 1: turn 1's bombardment, 2: the
 * whole game, to the charge). `turn1` are turn 1's bombardment dice (none when the plan fires at an empty hex).
 */
async function play(line: Line, more: 0 | 1 | 2, turn1 = [4, 4]) {
  const t = await barrageTable();
  const written = await done(command(t.bob, plan(line)));
  const steps: { type: string }[][] = [written.events!];
  if (more >= 1) steps.push((await initiative(t, turn1)).events!);
  if (more >= 2) {
    for (const page of [t.bob, t.bob, t.alice]) await done(command(page, { type: "pass" }));
    steps.push((await initiative(t, [5, 2, 4, 2])).events!);
    await done(command(t.bob, { type: "activate", root: { leader: "ger-hptm-a1" }, pieces: { "ger-inf-1": "move", "ger-hptm-a1": "move" } }));
    steps.push((await done(command(t.bob, { type: "move", piece: "ger-inf-1", to: HEX.assaulted, with: ["ger-hptm-a1"] }))).events!);
    t.server.dice.push(3, 5, 1, 1);
    steps.push((await done(command(t.bob, { type: "assault", at: HEX.assaulted, units: ["ger-inf-1"], leaders: ["ger-hptm-a1"] }))).events!);
    await done(command(t.bob, { type: "end-activation" }));
    // The charge: Alice's company passes on opportunity fire at the squadron in the intervening hex (IA1 12.71).
    await done(command(t.bob, { type: "activate", root: { leader: "ger-rittm-1" }, pieces: { "ger-cav-1": "move", "ger-rittm-1": "move" } }));
    const through = command(t.bob, { type: "move", piece: "ger-cav-1", to: HEX.through, with: ["ger-rittm-1"] });
    await answer(t.alice, 0);
    await done(through);
    steps.push((await done(command(t.bob, { type: "move", piece: "ger-cav-1", to: HEX.charged, with: ["ger-rittm-1"] }))).events!);
    t.server.dice.push(2, 6);
    steps.push((await done(command(t.bob, { type: "assault", at: HEX.charged, units: ["ger-cav-1"], leaders: ["ger-rittm-1"] }))).events!);
    await done(command(t.bob, { type: "end-activation" }));
  }
  expect(t.server.dice.remaining).toBe(0);
  return { t, steps };
}

const types = (events: { type: string }[]) => events.map((e) => e.type);

describe("IA1 9–12 the barrage scenario at the table", () => {
  it("IA1 9.3, 9.7, 12.4: Bob's plan fires in both Bombardment Phases, places drumfire in turn 2, and his company assaults", async () => {
    const { steps } = await play([T, T, null], 2);
    expect(steps[0]).toEqual([expect.objectContaining({ type: "artillery-plan-written", side: "german" })]);
    const turn1 = steps[1]!.filter((e) => e.type === "fire-resolved");
    expect(turn1).toMatchObject([{ table: "bombardment", firers: ["german-oba-1", "german-oba-2"], at: HEX.target, strength: 28, column: 30, rule: "IA1 9.3" }]);
    expect(steps[2]!.filter((e) => e.type === "drumfire-placed")).toMatchObject([
      { gun: "german-oba-1", at: HEX.target, rule: "IA1 9.7" },
      { gun: "german-oba-2", at: HEX.target, rule: "IA1 9.7" },
    ]);
    expect(types(steps[3]!)).toContain("assault-owed");
    expect(steps[4]!.filter((e) => e.type === "fire-resolved")).toMatchObject([
      { side: "german", table: "assault", strength: 6, column: 10, results: [{ piece: "rus-inf-2", result: "1" }] },
      { side: "russian", table: "assault", strength: 4, column: 3 },
    ]);
  }, 60_000);

  it("IA1 12.7: the squadron charges through [18, 8] at +2 and eliminates the company; every page's tokens show it", async () => {
    const { t, steps } = await play([T, T, null], 2);
    expect(steps[5]!.filter((e) => e.type === "cavalry-charged")).toEqual([{ type: "cavalry-charged", pieces: ["ger-cav-1"], hex: HEX.charged, through: HEX.through, rule: "IA1 12.7" }]);
    const [charge] = steps[6]!.filter((e) => e.type === "fire-resolved") as unknown as { trace: { id: string; value: number }[]; results: { piece: string; result: string }[] }[];
    expect(charge!.trace.find((x) => x.id === "cavalry-charge")).toMatchObject({ value: 2 });
    expect(charge!.results).toMatchObject([{ piece: "rus-inf-3", result: "2" }]);
    const tokens = everyone(t).tokens;
    expect(tokens.find((x) => x.piece === "ger-cav-1")!.hex).toEqual(HEX.charged);
    expect(tokens.find((x) => x.piece === "rus-inf-2")!.hex).toEqual(HEX.assaulted);
    expect(tokens.some((x) => x.piece === "rus-inf-3")).toBe(false);
  }, 60_000);

  it("IA1 9.11 Alice's page receives exactly the same whatever Bob's plan says, until it fires; Bob's page holds his plan", async () => {
    const a = await play([T, T, null], 0);
    const b = await play([{ at: HEX.decoy }, null, { at: HEX.decoy }], 0);
    const alice = received(a.t.alice.received);
    expect(alice.join("\n")).not.toContain("missions");
    expect(alice).toEqual(received(b.t.alice.received));
    // The comparison can tell: Bob's page heard his own plan.
    expect(a.t.bob.received.join("\n")).toContain("missions");
    expect(received(a.t.bob.received)).not.toEqual(received(b.t.bob.received));
  }, 60_000);

  it("IA1 9.11 a plan that differs only in turn 3 reaches Alice's page as the same stream through two bombardments, an assault and a charge", async () => {
    const a = await play([T, T, null], 2);
    const b = await play([T, T, { at: HEX.decoy }], 2);
    const alice = received(a.t.alice.received);
    expect(alice.join("\n")).not.toContain("missions");
    expect(alice).toEqual(received(b.t.alice.received));
  }, 90_000);

  it("IA1 9.11 once the plan fires, Alice's page sees where: the bombardment of [14, 5], or an ineffective one at the empty [9, 9]", async () => {
    const a = await play([T, T, null], 1);
    const b = await play([{ at: HEX.decoy }, T, null], 1, []);
    expect(b.steps[1]!.filter((e) => e.type === "bombardment-ineffective")).toMatchObject([{ side: "german", guns: ["german-oba-1", "german-oba-2"], at: HEX.decoy, rule: "IA1 9.3" }]);
    // The bombardment card of [14, 5] reaches Alice's page with the plan that fires there, and only with it.
    expect(received(a.t.alice.received).join("\n")).toContain('"kind":"bombardment"');
    expect(received(a.t.alice.received).join("\n")).toContain('"at":"[14, 5]"');
    expect(received(b.t.alice.received).join("\n")).not.toContain('"at":"[14, 5]"');
    expect(received(a.t.alice.received)).not.toEqual(received(b.t.alice.received));
  }, 60_000);
});
