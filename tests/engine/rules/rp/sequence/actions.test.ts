import { describe, expect, it } from "vitest";
import type { RpEvent } from "../../../../../src/engine/rules/rp/events/schema";
import { BRITISH, couplets, GERMAN, MG, rpBattle, rpMap, rpRunner, type UnitSpec } from "../support/fixture";

// V10, V11 and V12 are trench hexes; trench artwork links V10–V11 and V11–V12.
const map = rpMap({ hexes: { V10: { terrain: ["trench"] }, V11: { terrain: ["trench"] }, V12: { terrain: ["trench"] } }, hexsides: [["V10", "V11", ["trench"]], ["V11", "V12", ["trench"]]] });
const { run, play, at } = rpRunner(map);

const activation = (side: string, units: string[]) => ({ activation: { side, config: units.length > 1 ? "mass" : "unit", units } });
/** A battle in the couplets phase with `units` of `side` activated; `left`/`half` place it in the turn. */
const commanding = (units: Record<string, UnitSpec>, side: string, active: string[], extra: Record<string, unknown> = {}) =>
  rpBattle(map, { units, extra: { ...couplets(side), ...activation(side, active), ...extra } });

describe("RP 6.3 deploy", () => {
  it("RP 6.3: the example of play's turn 2: the two formed companies in W10, activated as a mass, disperse and are spent, with no reaction fire", () => {
    const b = commanding({ w1: { side: GERMAN, at: "W10" }, w2: { side: GERMAN, at: "W10" }, mg: { side: BRITISH, at: "V10", types: ["machine-gun"], ...MG, face: "dispersed" } }, GERMAN, ["w1", "w2"]);
    const { state, events } = play(b, { type: "deploy", side: GERMAN, units: ["w1", "w2"], face: "dispersed" });
    expect(events.map((e) => e.type)).toEqual(["acting", "acting", "unit-flipped", "unit-flipped"]);
    expect(events.slice(2)).toEqual([
      { type: "unit-flipped", unit: "w1", face: "dispersed", spent: true, rule: "RP 6.3" },
      { type: "unit-flipped", unit: "w2", face: "dispersed", spent: true, rule: "RP 6.3" },
    ]);
    expect(state.units.w1).toMatchObject({ face: "dispersed", spent: true });
    expect(state.activation?.acted).toEqual(["w1", "w2"]);
  });

  it("RP 6.3: deploying flips a unit to its other side; a unit not activated by the command cannot deploy", () => {
    const b = commanding({ w1: { side: GERMAN, at: "W10", face: "dispersed" }, x: { side: GERMAN, at: "X10" } }, GERMAN, ["w1"]);
    expect(run(b, { type: "deploy", side: GERMAN, units: ["w1"], face: "dispersed" })).toMatchObject({ status: "refused", rule: "RP 6.3" });
    expect(run(b, { type: "deploy", side: GERMAN, units: ["x"], face: "dispersed" })).toMatchObject({ status: "refused", rule: "RP 6.03" });
  });
});

describe("RP 6.4 dig", () => {
  const diggers = {
    inf: { side: BRITISH, at: "V11", in: "trench" as const },
    mg: { side: BRITISH, at: "V11", types: ["machine-gun" as const] },
    cav: { side: BRITISH, at: "V14", types: ["cavalry" as const] },
    horse: { side: BRITISH, at: "V15", types: ["cavalry" as const, "artillery" as const] },
    tank: { side: BRITISH, at: "V16", types: ["tank" as const] },
    g: { side: GERMAN, at: "X10" },
  };

  it("RP 6.41: ready guns and infantry dig: each is spent and takes a shovel", () => {
    const { state, events } = play(commanding(diggers, BRITISH, ["inf", "mg"]), { type: "dig", side: BRITISH, units: ["inf", "mg"] });
    expect(events.filter((e) => e.type === "unit-dug")).toEqual([
      { type: "unit-dug", unit: "inf", rule: "RP 6.41" },
      { type: "unit-dug", unit: "mg", rule: "RP 6.41" },
    ]);
    expect(state.units.inf).toMatchObject({ dug: true, spent: true });
  });

  it("RP 6.41, 3.12: cavalry cannot dig, nor horse artillery (the least advantageous type), nor a tank", () => {
    for (const unit of ["cav", "horse", "tank"])
      expect(run(commanding(diggers, BRITISH, [unit]), { type: "dig", side: BRITISH, units: [unit] })).toMatchObject({ status: "refused", rule: "RP 6.41" });
  });
});

describe("RP 6.41, 6.42 shovels in the administration phase", () => {
  /** The last half of the last couplet, German: passing it runs the administration phase. */
  const lastHalf = (units: Record<string, UnitSpec>, extra: Record<string, unknown> = {}) => rpBattle(map, { units, extra: { ...couplets(BRITISH, 1, 2), ...extra } });
  const dug = (at: string, extra: Partial<UnitSpec> = {}) => ({ side: BRITISH, at, ...extra });
  const withDug = (b: ReturnType<typeof lastHalf>, ...ids: string[]) => {
    const copy = structuredClone(b);
    for (const id of ids) Object.assign(copy.units[id]!, { dug: true, spent: true });
    return copy;
  };
  const pass = (b: ReturnType<typeof lastHalf>, answers = {}) => run(b, { type: "pass", side: GERMAN }, [], answers);
  const shovel = (events: readonly RpEvent[]) => events.filter((e) => ["marker-placed", "hexside-marked", "hexside-cleared"].includes(e.type));

  it("RP 6.41a, 5.3 (ruling R13): by default the shovel becomes a scrape", () => {
    const b = withDug(lastHalf({ d: dug("V14") }), "d");
    const r = pass(b);
    expect(r).toMatchObject({ status: "decision", request: { id: "rp-shovel:d", kind: "rp-shovel", side: BRITISH, default: { use: "scrape" }, options: [{ use: "scrape" }] } });
    const { state, events } = play(b, { type: "pass", side: GERMAN }, [], { "rp-shovel:d": { use: "scrape" } });
    expect(shovel(events)).toEqual([{ type: "marker-placed", kind: "scrape", hex: at("V14"), origin: "dig", by: BRITISH, rule: "RP 6.41" }]);
    expect(state.units.d).toMatchObject({ dug: false, spent: false });
  });

  it("RP 6.41b, 8.33: a unit IN a trench may make a bomb stop on a hexside its trench connects across; one not IN may not", () => {
    const b = withDug(lastHalf({ d: dug("V11", { in: "trench" }), top: dug("V12") }), "d", "top");
    const r = pass(b);
    const options = r.status === "decision" ? r.request.options : [];
    expect(options).toHaveLength(3);
    expect(options).toEqual(expect.arrayContaining([{ use: "scrape" }, ...[at("V10"), at("V12")].map((n) => ({ use: "bomb-stop", hexside: [at("V11"), n] }))]));
    const stop = { use: "bomb-stop", hexside: [at("V11"), at("V10")] };
    const after = pass(b, { "rp-shovel:d": stop });
    expect(after).toMatchObject({ status: "decision", request: { id: "rp-shovel:top", options: [{ use: "scrape" }] } });
    const { state, events } = play(b, { type: "pass", side: GERMAN }, [], { "rp-shovel:d": stop, "rp-shovel:top": { use: "scrape" } });
    expect(shovel(events)[0]).toEqual({ type: "hexside-marked", kind: "bomb-stop", hexside: [at("V11"), at("V10")], by: BRITISH, rule: "RP 8.33" });
    expect(state.markers.bombStops).toEqual([[at("V11"), at("V10")]]);
  });

  it("RP 6.41c, 6.42: a shovel may remove a bomb stop on a hexside of its hex, unless an enemy unit is in the hex across it", () => {
    const stops = { markers: { bombStops: [[[21, 9], [21, 10]], [[21, 10], [21, 11]]] } };
    const b = withDug(lastHalf({ d: dug("V11"), g: { side: GERMAN, at: "V12" } }, stops), "d");
    const r = pass(b);
    expect(r.status === "decision" && r.request.options).toEqual([{ use: "scrape" }, { use: "remove", hexside: [at("V10"), at("V11")] }]);
    const { state } = play(b, { type: "pass", side: GERMAN }, [], { "rp-shovel:d": { use: "remove", hexside: [at("V10"), at("V11")] } });
    expect(state.markers.bombStops).toEqual([[at("V11"), at("V12")]]);
    expect(pass(b, { "rp-shovel:d": { use: "remove", hexside: [at("V11"), at("V12")] } })).toMatchObject({ status: "refused", rule: "RP 6.41" });
  });
});
