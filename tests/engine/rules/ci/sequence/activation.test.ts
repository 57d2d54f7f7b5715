import { describe, expect, it } from "vitest";
import type { CiBattle } from "../../../../../src/engine/rules/ci/state";
import { ciBattle, ciMap, ciRunner, GERMAN, US, type BattleSpec } from "../support/fixture";
import { expectRefused, nameOf, runAll, typesOf } from "./support";

// 0304's neighbours: 0303, 0305, 0204, 0205, 0404, 0405. A woods hexside toward 0303; a road through woods toward 0404.
const map = ciMap({ hexsides: [["0304", "0303", ["ht-woods"]], ["0304", "0404", ["ht-woods", "road-unpaved"]]] });
const { at, play, seen } = ciRunner(map);

const forces = {
  phq: { kind: "us-phq", at: "0304", company: "B", platoon: 1 },
  phq2: { kind: "us-phq", at: "0104", company: "B", platoon: 2 },
  chqC: { kind: "us-chq", at: "0101", company: "C" },
  s1: { kind: "us-squad", at: "0305", company: "B", platoon: 1 },
  s2: { kind: "us-squad", at: "0303", company: "B", platoon: 1 },
  s3: { kind: "us-squad", at: "0404", company: "B", platoon: 1 },
  g1: { kind: "ger-squad", at: "0206" },
  gchq: { kind: "ger-chq", at: "1010", company: "A" },
} as const;

const battle = (more: Omit<BattleSpec, "blocks"> = {}, blocks: BattleSpec["blocks"] = {}): CiBattle => ciBattle(map, { ...more, blocks: { ...forces, ...blocks } });
const activate = (b: CiBattle, hq: string, deploy?: string) => ({ type: "activate", side: US, hq: nameOf(b, hq), ...(deploy ? { deploy: at(deploy) } : {}) }) as const;

describe("CI 4.x HQ Activation", () => {
  it("CI 4.x HQ Activation: the HQ turns face-up and its commands begin; its company is done for the Player Turn", () => {
    const b = battle();
    const { state, events } = play(b, activate(b, "phq"));
    expect(typesOf(events)).toEqual(["revealed", "activation-begun"]);
    expect(events[0]).toMatchObject({ block: "phq", why: "hq", kind: "us-phq" });
    expect(state.blocks.phq).toMatchObject({ orientation: "face-up", hqActivated: true });
    expect(state.activation).toMatchObject({ side: US, company: "B", hq: "phq", stage: "commands" });
    expect(state.companiesDone).toEqual(["B"]);
  });

  it("CI 1.x Commands: one HQ activation per company per Player Turn; another company may activate (ruling R2)", () => {
    let b = battle();
    b = play(b, activate(b, "phq")).state;
    b = play(b, { type: "end-activation", side: US }).state;
    expect(b.activation).toBeNull();
    expectRefused(map, b, activate(b, "phq2"), "CI 1.x Commands");
    expect(play(b, activate(b, "chqC")).state.activation).toMatchObject({ company: "C" });
  });

  it("CI 1.x Commands: each HQ activates at most once a Game Turn (ruling R2)", () => {
    const b = battle();
    b.blocks.phq!.hqActivated = true;
    expectRefused(map, b, activate(b, "phq"), "CI 1.x Commands");
  });

  it("CI 1.x Commands: no activation out of turn, during another, or of a block that is not an HQ; the state is unchanged", () => {
    const b = battle();
    expectRefused(map, b, { type: "activate", side: GERMAN, hq: nameOf(b, "gchq") }, "CI 1.x Game Turns");
    expectRefused(map, b, activate(b, "s1"), "CI 4.x HQ Activation");
    const during = play(b, activate(b, "phq")).state;
    expectRefused(map, during, activate(during, "chqC"), "CI 1.x Commands");
  });

  it("CI 4.x HQ Activation: the HQ may deploy one hex into a friendly hex across a clear or road hexside, then turns face-up", () => {
    const b = battle();
    const clear = play(b, activate(b, "phq", "0305"));
    expect(typesOf(clear.events)).toEqual(["hq-deployed", "revealed", "activation-begun"]);
    expect(clear.state.blocks.phq!.hex).toBe(at("0305"));
    // It may overstack for now (CI 8.x Stacking Limits is checked at the end of the activation).
    expect(play(b, activate(b, "phq", "0404")).state.blocks.phq!.hex).toBe(at("0404"));
    // The other side watches the hidden HQ's back move, then sees what it is.
    const r = seen(b, activate(b, "phq", "0305"), GERMAN);
    expect(r.status === "done" && r.events[0]).toMatchObject({ type: "hq-deployed", block: b.blocks.phq!.handle, to: at("0305") });
  });

  it("CI 4.x HQ Activation: no deploy across a woods hexside, beyond one hex, or into a hex that is not friendly", () => {
    const b = battle();
    expectRefused(map, b, activate(b, "phq", "0303"), "CI 4.x HQ Activation");
    expectRefused(map, b, activate(b, "phq", "0307"), "CI 4.x HQ Activation");
    // 0205 is next to the German squad in 0206: disputed, not friendly.
    expectRefused(map, b, activate(b, "phq", "0205"), "CI 4.x HQ Activation");
  });

  it("CI 1.x Commands: the commands and the activation end only when an activation of one's own is under way", () => {
    const b = battle();
    expectRefused(map, b, { type: "end-commands", side: US }, "CI 1.x Commands");
    expectRefused(map, b, { type: "end-activation", side: US }, "CI 1.x Commands");
    const active = play(b, activate(b, "phq")).state;
    expectRefused(map, active, { type: "end-commands", side: GERMAN }, "CI 1.x Game Turns");
    expectRefused(map, active, { type: "end-activation", side: GERMAN }, "CI 1.x Game Turns");
  });

  it("CI 4.x HQ Activation: after the commands the HQ alone takes its action, and not before", () => {
    const b = battle({}, { s1: { ...forces.s1, strength: 2 } });
    const active = play(b, activate(b, "phq")).state;
    expectRefused(map, active, { type: "rally", side: US, unit: "phq" }, "CI 4.x HQ Activation", [1]);
    const after = play(active, { type: "end-commands", side: US }).state;
    expect(after.activation!.stage).toBe("hq-action");
    expectRefused(map, after, { type: "rally", side: US, unit: nameOf(after, "s1") }, "CI 4.x HQ Activation", [1]);
    expect(play(after, { type: "rally", side: US, unit: "phq" }, [1]).state.blocks.phq!.acted).toBe(true);
    expectRefused(map, after, { type: "end-commands", side: US }, "CI 4.x HQ Activation");
  });
});

describe("CI 4.x HQ Activation: the end of the activation (ruling R14)", () => {
  // Four US squads in clear 0503 (limit 3); half-hits on a hidden US squad and on German blocks, shown and hidden.
  const crowd = {
    o1: { kind: "us-squad", at: "0503", company: "B", platoon: 1, strength: 4 },
    o2: { kind: "us-squad", at: "0503", company: "B", platoon: 1, strength: 2 },
    o3: { kind: "us-squad", at: "0503", company: "B", platoon: 1, strength: 3 },
    o4: { kind: "us-squad", at: "0503", company: "B", platoon: 1, strength: 4 },
    s1: { ...forces.s1, halfHit: true },
    gUp: { kind: "ger-squad", at: "0808", orientation: "face-up", halfHit: true },
    gHid: { kind: "ger-squad", at: "0809", halfHit: true },
  } as const;
  const active = (): CiBattle => {
    const b = battle({}, crowd);
    return play(b, activate(b, "phq")).state;
  };

  it("CI 4.x HQ Activation: half-hits of both sides are recovered first, then the overstacked are eliminated, then it ends (ruling R14)", () => {
    const b = active();
    const { state, events, asked } = runAll(map, b, { type: "end-activation", side: US }, [], () => "o1");
    expect(typesOf(events)).toEqual(["half-hit-cleared", "half-hit-cleared", "half-hit-cleared", "revealed", "eliminated", "activation-ended"]);
    // The face-up block first, then the hidden ones by handle (the order tells nothing).
    const hidden = ["s1", "gHid"].sort((x, y) => (b.blocks[x]!.handle! < b.blocks[y]!.handle! ? -1 : 1));
    expect(events.slice(0, 3).map((e) => "block" in e && e.block)).toEqual(["gUp", ...hidden]);
    for (const id of ["s1", "gUp", "gHid"]) expect(state.blocks[id]!.halfHit).toBe(false);
    expect(asked).toMatchObject([{ kind: "ci-overstack", side: US, options: ["o1", "o2", "o3", "o4"], default: "o2", rule: "CI 8.x Stacking Limits" }]);
    expect(events[4]).toMatchObject({ block: "o1", to: GERMAN, vp: 1 });
    expect(state.vp[GERMAN]).toBe(1);
    expect(state.activation).toBeNull();
    expect(state.companiesDone).toEqual(["B"]);
  });

  it("CI 8.x Stacking Limits: the owner chooses the overstacked block; the other side only waits, and sees none of its hidden half-hits", () => {
    const b = active();
    const r = seen(b, { type: "end-activation", side: US }, GERMAN);
    expect(r).toEqual({ status: "waiting", side: US, kind: "ci-overstack" });
    const done = seen(b, { type: "end-activation", side: US }, GERMAN, [], { [`ci-overstack:${at("0503")}:${US}:0`]: "o2" });
    expect(done.status === "done" && done.events.filter((e) => e.type === "half-hit-cleared").map((e) => "block" in e && e.block).sort()).toEqual(["gHid", "gUp"]);
  });

  it("CI 4.x HQ Activation: the assaults are fought after the half-hits are recovered and before the stacking check (ruling R14)", () => {
    // The face-up squad from 0404 has assaulted the German squad holding a half-hit in 0405.
    const act = battle(
      { extra: { activation: { side: US, company: "B", hq: "phq", stage: "hq-action", assaults: [{ hex: [4, 5], attackers: ["a1"], via: [[[4, 4], [4, 5]]] }] }, companiesDone: ["B"] } },
      { ...crowd, phq: { ...forces.phq, orientation: "face-up" }, a1: { kind: "us-squad", at: "0405", company: "B", platoon: 1, orientation: "face-up" }, gUp: { ...crowd.gUp, at: "0405" } },
    );
    const { events } = runAll(map, act, { type: "end-activation", side: US }, Array<number>(40).fill(9), (r) => (r.kind === "ci-overstack" ? "o1" : r.default));
    const types = typesOf(events);
    const lastCleared = types.lastIndexOf("half-hit-cleared");
    const assault = types.indexOf("activation-stage");
    const overstack = events.findIndex((e) => e.type === "eliminated" && e.block === "o1");
    expect(lastCleared).toBeGreaterThanOrEqual(0);
    expect(events[assault]).toMatchObject({ stage: "assaults" });
    expect(lastCleared).toBeLessThan(assault);
    expect(types.slice(assault + 1, overstack)).toContain("assault-begun");
    expect(overstack).toBeGreaterThan(types.lastIndexOf("assault-begun"));
    expect(types.at(-1)).toBe("activation-ended");
  });
});
