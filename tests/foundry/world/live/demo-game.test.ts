/**
 * Issue 10 at the table: the compendium's demonstration scenario, started by the GM from its journal entry, played in
 * the simulated V13 world as tests/cli/demo-game.test.ts plays it headless. Bob writes the German Artillery Plan through
 * the referee; the Bombardment Phases of turns 1 and 2 fire it (drumfire in turn 2, IA1 9.7), his captain's company
 * assaults (12.4) and his squadron charges (12.7); Alice's outpost re-enters the drumfire and is attacked (9.71). Everything Alice's page received is the same whatever Bob's plan says
 * until it fires (IA1 9.11).
 */
import { describe, expect, it } from "vitest";
import { HEX, type Line } from "../../../cli/demo-game";
import type { SimScene, SimToken } from "../documents";
import type { Client } from "../world";
import { playDemo, type DemoTable } from "./demo-table";
import { received } from "./table";

const T = { at: HEX.target };
const D = { at: HEX.decoy };
const LINE: Line = [T, T, null, null, null, null, null, null];

const types = (events: { type: string }[]) => events.map((e) => e.type);

/** The pieces' tokens on a page's battle scene, as [piece, hex]. */
function tokens(page: Client) {
  const scene = page.game.scenes.contents[0] as SimScene;
  return scene.tokens.contents
    .map((t: SimToken) => {
      const { i, j } = scene.grid.getOffset({ x: t.x, y: t.y });
      return [String(t.getFlag("hex-tactics", "piece")), [j, i]] as [string, number[]];
    })
    .sort((a, b) => a[0].localeCompare(b[0]));
}
const everyPage = (t: DemoTable) => [t.gm, t.alice, t.bob];

describe("IA1 9–12 the demonstration scenario at the table", () => {
  it("IA1 9.3, 9.7, 12.4, 12.7: Bob's plan fires in both Bombardment Phases, places drumfire in turn 2, his company assaults and his squadron charges", async () => {
    const { t, steps } = await playDemo(LINE, 2);
    expect(steps[0]).toEqual([expect.objectContaining({ type: "artillery-plan-written", side: "german" })]);
    const bombardments = (s: { type: string }[]) => s.filter((e) => e.type === "fire-resolved");
    expect(bombardments(steps[1]!)).toMatchObject([
      { table: "bombardment", firers: ["ger-art-1"], at: HEX.target, strength: 12, rule: "IA1 9.3" },
      { table: "bombardment", firers: ["german-oba-1", "german-oba-2"], at: HEX.target, strength: 28, rule: "IA1 9.3" },
    ]);
    expect(steps[2]!.filter((e) => e.type === "drumfire-placed")).toMatchObject([
      { gun: "ger-art-1", at: HEX.target, rule: "IA1 9.7" },
      { gun: "german-oba-1", at: HEX.target, rule: "IA1 9.7" },
      { gun: "german-oba-2", at: HEX.target, rule: "IA1 9.7" },
    ]);
    expect(types(steps[3]!)).toContain("assault-owed");
    expect(steps[4]!.filter((e) => e.type === "fire-resolved")).toMatchObject([
      { side: "german", table: "assault", strength: 6, column: 10, results: [{ piece: "rus-inf-5", result: "1" }] },
      { side: "russian", table: "assault", strength: 4, column: 3 },
    ]);
    expect(steps[5]!.filter((e) => e.type === "cavalry-charged")).toEqual([{ type: "cavalry-charged", pieces: ["ger-cav-1"], hex: HEX.charged, through: HEX.through, rule: "IA1 12.7" }]);
    const [charge] = steps[6]!.filter((e) => e.type === "fire-resolved") as unknown as { trace: { id: string; value: number }[]; results: { piece: string; result: string }[] }[];
    expect(charge!.trace.find((x) => x.id === "cavalry-charge")).toMatchObject({ value: 2 });
    expect(charge!.results).toMatchObject([{ piece: "rus-inf-6", result: "2" }]);
    for (const page of everyPage(t)) {
      const at = Object.fromEntries(tokens(page));
      expect([at["ger-cav-1"], at["rus-inf-5"], at["rus-inf-6"]]).toEqual([HEX.charged, HEX.assaulted, undefined]);
    }
  }, 120_000);

  it("IA1 9.71: Alice's outpost steps out of [13, 4] and back in; the drumfire attacks it, the battery alone and Bob's two off-board factors combined", async () => {
    const { t, steps } = await playDemo(LINE, 2);
    expect(steps[7]!.filter((e) => e.type === "fire-resolved")).toMatchObject([
      { side: "german", table: "bombardment", firers: ["ger-art-1"], at: HEX.target, strength: 12, results: [{ piece: "rus-inf-4", result: "-" }], rule: "IA1 9.71" },
      { side: "german", table: "bombardment", firers: ["german-oba-1", "german-oba-2"], at: HEX.target, strength: 28, results: [{ piece: "rus-inf-4", result: "M" }], rule: "IA1 9.71" },
    ]);
    expect(steps[7]!.filter((e) => e.type === "morale-checked")).toMatchObject([{ piece: "rus-inf-4", result: 6, target: 7, passed: true }]);
    for (const page of everyPage(t)) expect(Object.fromEntries(tokens(page))["rus-inf-4"]).toEqual(HEX.target);
  }, 120_000);

  it("IA1 9.11 Alice's page receives exactly the same whatever Bob's plan says, until it fires; Bob's page holds his plan", async () => {
    const a = await playDemo(LINE, 0);
    const b = await playDemo([D, null, D, null, null, null, null, null], 0);
    const alice = received(a.t.alice.received);
    expect(alice.join("\n")).not.toContain("missions");
    expect(alice).toEqual(received(b.t.alice.received));
    // The comparison can tell: Bob's page heard his own plan.
    expect(a.t.bob.received.join("\n")).toContain("missions");
    expect(received(a.t.bob.received)).not.toEqual(received(b.t.bob.received));
  }, 120_000);

  it("IA1 9.11 a plan that differs only in turn 3 reaches Alice's page as the same stream through two bombardments, an assault, a charge and the drumfire's entry attack", async () => {
    const a = await playDemo(LINE, 2);
    const b = await playDemo([T, T, D, null, null, null, null, null], 2);
    const alice = received(a.t.alice.received);
    expect(alice.join("\n")).not.toContain("missions");
    expect(alice).toEqual(received(b.t.alice.received));
  }, 180_000);

  it("IA1 9.11 once the plan fires, Alice's page sees where: the bombardment of [13, 4], or an ineffective one at the empty [9, 9]", async () => {
    const a = await playDemo(LINE, 1);
    const b = await playDemo([D, T, null, null, null, null, null, null], 1, []);
    expect(b.steps[1]!.filter((e) => e.type === "bombardment-ineffective")).toMatchObject([
      { side: "german", guns: ["ger-art-1"], at: HEX.decoy, rule: "IA1 9.3" },
      { side: "german", guns: ["german-oba-1", "german-oba-2"], at: HEX.decoy, rule: "IA1 9.3" },
    ]);
    expect(received(a.t.alice.received).join("\n")).toContain('"kind":"bombardment"');
    expect(received(a.t.alice.received).join("\n")).toContain('"at":"[13, 4]"');
    expect(received(b.t.alice.received).join("\n")).not.toContain('"at":"[13, 4]"');
    expect(received(a.t.alice.received)).not.toEqual(received(b.t.alice.received));
  }, 120_000);
});
