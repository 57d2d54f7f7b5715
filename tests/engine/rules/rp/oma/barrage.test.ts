import { describe, expect, it } from "vitest";
import type { RpEvent } from "../../../../../src/engine/rules/rp/events/schema";
import { attacksOnEntering } from "../../../../../src/engine/rules/rp/oma/entering";
import { barrageAfterShortTurn, barrageAtCoupletStart } from "../../../../../src/engine/rules/rp/oma/turn-track";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";
import { BRITISH, couplets, GERMAN, rpBattle, rpMap, type UnitSpec } from "../support/fixture";
import { omaRunner, only } from "./oma-fixture";

// A German barrage on row 11 (0-based 10), columns F–I, creeping south; G12 is a trench hex, wire runs south of row 12.
const map = rpMap({ hexes: { G12: { terrain: ["trench"] } }, hexsides: [["F12", "F13", ["wire"]], ["G12", "G13", ["wire"]], ["H12", "H13", ["wire"]]] });
const { hook, at, label } = omaRunner(map);
const row = (n: number) => ["F", "G", "H", "I"].map((c) => `${c}${n}`);
const barrage = (extra: Record<string, unknown> = {}) => ({ side: GERMAN, line: "row", at: 10, span: [5, 8], step: 1, from: 1, ...extra });
const units: Record<string, UnitSpec> = { g11: { side: BRITISH, at: "G11" }, g12: { side: BRITISH, at: "G12", in: "trench" }, g14: { side: BRITISH, at: "G14" } };
const battle = (extra: Record<string, unknown> = {}, b = barrage()): RpBattle => rpBattle(map, { units, extra: { ...couplets(BRITISH, 3), barrages: [b], ...extra } });

const breaches = Object.fromEntries(["F", "G", "H"].map((c, i) => [`rp-breach:${i + 1}`, [at(`${c}12`), at(`${c}13`)].sort((x, y) => x - y)]));
const struck = (events: readonly RpEvent[]) => only(events, "barrage-struck").map((e) => (e as { hexes: number[] }).hexes.map(label));
const moved = (events: readonly RpEvent[]) => only(events, "barrage-moved").map((e) => (e as { at: number }).at);

describe("RP 7.4 creeping barrage", () => {
  it("RP 7.42, 7.45: over a 3-couplet turn it strikes its row at couplet 1, advances and strikes at couplet 2, and stays at couplet 3", () => {
    const { events, state } = hook(
      battle(),
      (ctx) => {
        barrageAtCoupletStart(ctx, 1);
        barrageAtCoupletStart(ctx, 2);
        barrageAtCoupletStart(ctx, 3);
      },
      [3],
      breaches,
    );
    expect(struck(events)).toEqual([row(11), row(12)]);
    expect(moved(events)).toEqual([11]);
    // RP 7.43: a paralyzing bombardment: G11 (not IN a trench) eliminated; G12 IN its trench dispersed, a 3 spends it.
    expect(state.units.g11!.status).toBe("destroyed");
    expect(state.units.g12).toMatchObject({ status: "on-map", face: "dispersed", spent: true });
    expect(state.units.g14!.status).toBe("on-map");
    // RP 7.43: three breaches by the firer bordering the struck row; RP 7.13: no scrapes; R3: PB fired.
    expect(only(events, "hexside-marked").map((e) => (e as { by: string }).by)).toEqual([GERMAN, GERMAN, GERMAN]);
    expect(only(events, "marker-placed")).toEqual([]);
    expect(state.pbFired).toBe(true);
    expect(state.barrages[0]).toMatchObject({ at: 11, struck: true });
  });

  it("RP 7.42: a 2-couplet turn: struck at couplet 1, advanced and struck at couplet 2; the next turn it first strikes where it ended", () => {
    const twice = hook(battle(), (ctx) => (barrageAtCoupletStart(ctx, 1), barrageAtCoupletStart(ctx, 2)), [3], breaches);
    expect(struck(twice.events)).toEqual([row(11), row(12)]);
    const next = hook({ ...twice.state, turn: 2 }, (ctx) => barrageAtCoupletStart(ctx, 1), [1]);
    expect(struck(next.events)).toEqual([row(12)]);
  });

  it("RP 7.44, R12: a 1-couplet turn strikes at couplet 1 and then advances with no effect; a 0-couplet turn only advances", () => {
    const one = hook(battle(), (ctx) => (barrageAtCoupletStart(ctx, 1), barrageAfterShortTurn(ctx)));
    expect(struck(one.events)).toEqual([row(11)]);
    expect(only(one.events, "barrage-moved")).toEqual([{ type: "barrage-moved", barrage: 0, at: 11, advancesLeft: null, rule: "RP 7.44" }]);
    expect(one.events.at(-1)!.type).toBe("barrage-moved");
    const none = hook(battle(), barrageAfterShortTurn);
    expect(none.events.map((e) => e.type)).toEqual(["barrage-moved"]);
    expect(none.state.units.g12!.face).toBe("formed");
  });

  it("RP 7.41: a barrage fires from its scenario turn; its advances counted down, it ceases when none is left", () => {
    expect(hook(battle({}, barrage({ from: 2 })), (ctx) => barrageAtCoupletStart(ctx, 1)).events).toEqual([]);
    const counted = hook(battle(), (ctx) => barrageAtCoupletStart(ctx, 2), [3], breaches);
    expect(counted.state.barrages[0]).toMatchObject({ at: 11 });
    const last = hook(battle({}, barrage({ advancesLeft: 1 })), (ctx) => barrageAtCoupletStart(ctx, 2), [3], breaches);
    expect(last.state.barrages[0]).toMatchObject({ at: 11, advancesLeft: 0 });
    const ceased = hook(last.state, (ctx) => barrageAtCoupletStart(ctx, 2));
    expect(ceased.events).toEqual([{ type: "barrage-ceased", barrage: 0, rule: "RP 7.42" }]);
    expect(ceased.state.barrages).toEqual([]);
  });

  it("RP 7.43, 7.45: in the couplets, a unit entering a barrage hex takes a paralyzing bombardment (no breaches); outside them, nothing", () => {
    const b = battle({}, barrage({ struck: true }));
    const { events, state } = hook(b, (ctx) => attacksOnEntering(ctx, ["g14"], at("H11")));
    expect(events.map((e) => e.type)).toEqual(["bombardment-fired", "unit-destroyed"]);
    expect(events[0]).toMatchObject({ side: GERMAN, kind: "paralyzing", hexes: [at("H11")], barrage: true, rule: "RP 7.43" });
    expect(state.units.g14!.status).toBe("destroyed");
    expect(hook({ ...b, phase: "initiative", couplets: null }, (ctx) => attacksOnEntering(ctx, ["g14"], at("H11"))).events).toEqual([]);
    expect(hook(b, (ctx) => attacksOnEntering(ctx, ["g14"], at("H12"))).events).toEqual([]);
  });
});
