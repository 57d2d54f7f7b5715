import { describe, expect, it } from "vitest";
import { BRITISH, couplets, GERMAN, INFANTRY, MG, rpBattle, rpMap, rpRunner, type UnitSpec } from "../support/fixture";
import { snapshot, waiting } from "./setup";

const map = rpMap();
const { run, play } = rpRunner(map);

const british = (at: string, extra: Partial<UnitSpec> = {}): UnitSpec => ({ side: BRITISH, at, ...extra });
/** The RP 3.5 and 3.6 illustrations' British units, by hex (the illustration is missing: what the text says of each). */
const EXAMPLE_3_5 = {
  O19: british("O19"),
  P19: british("P19"),
  Q19: british("Q19"),
  N18: british("N18", { face: "dispersed" }),
  P18: british("P18", { types: ["machine-gun"], formed: MG.formed, dispersed: MG.dispersed }),
  Q18: british("Q18", { spent: true }),
  M19: british("M19"),
  R17: british("R17"),
};
const battle = (units: Record<string, UnitSpec>, sides?: [Record<string, unknown>, Record<string, unknown>]) => rpBattle(map, { units, extra: couplets(BRITISH), ...(sides ? { sides } : {}) });
const activate = (b: ReturnType<typeof battle>, config: "unit" | "stack" | "mass" | "blob", units: string[]) => run(b, { type: "activate", side: BRITISH, config, units });

describe("RP 6.01 commands: unit, stack, mass, blob", () => {
  it("RP 6.01a: a command activates a single ready unit", () => {
    const b = battle({ u: british("V10"), s: british("V11", { spent: true }), g: { side: GERMAN, at: "X10" } });
    const { state, events } = play(b, { type: "activate", side: BRITISH, config: "unit", units: ["u"] });
    expect(events).toEqual([{ type: "activated", side: BRITISH, config: "unit", units: ["u"], rule: "RP 6.01a" }]);
    expect(state.activation).toMatchObject({ side: BRITISH, config: "unit", units: ["u"], acted: [] });
    expect(activate(b, "unit", ["s"])).toMatchObject({ status: "refused", rule: "RP 3.3", reason: expect.stringContaining('"s" is spent') });
    expect(activate(b, "unit", ["g"])).toMatchObject({ status: "refused", rule: "RP 6.01" });
    expect(activate(b, "unit", ["u", "s"])).toMatchObject({ status: "refused", rule: "RP 6.01" });
  });

  it("RP 6.01b, ruling R22: a stack command activates two ready units of one hex, never more", () => {
    const b = battle({ a: british("V10"), c: british("V10"), t: british("V10", { types: ["tank"] }), d: british("V11") });
    expect(play(b, { type: "activate", side: BRITISH, config: "stack", units: ["a", "t"] }).state.activation?.units).toEqual(["a", "t"]);
    expect(activate(b, "stack", ["a", "c", "t"])).toMatchObject({ status: "refused", rule: "RP 6.01" });
    expect(activate(b, "stack", ["a", "d"])).toMatchObject({ status: "refused", rule: "RP 3.4", reason: expect.stringContaining('"d"') });
    expect(activate(b, "stack", ["a", "a"])).toMatchObject({ status: "refused", rule: "RP 6.01", reason: expect.stringContaining("named twice") });
  });

  it("RP 3.5 example: only the formed, ready, identical infantry of O19, P19 and Q19 form the mass", () => {
    const b = battle(EXAMPLE_3_5);
    const before = snapshot(b);
    expect(play(b, { type: "activate", side: BRITISH, config: "mass", units: ["O19", "P19", "Q19"] }).events[0]).toMatchObject({ config: "mass", rule: "RP 6.01c" });
    // The red units: N18 is dispersed, P18 a different type, Q18 spent.
    expect(activate(b, "mass", ["O19", "P19", "Q19", "N18"])).toMatchObject({ status: "refused", rule: "RP 3.5", reason: expect.stringContaining('"N18" is dispersed') });
    expect(activate(b, "mass", ["O19", "P19", "Q19", "P18"])).toMatchObject({ status: "refused", rule: "RP 3.11", reason: expect.stringContaining('"P18" is not identical') });
    expect(activate(b, "mass", ["O19", "P19", "Q19", "Q18"])).toMatchObject({ status: "refused", rule: "RP 3.3", reason: expect.stringContaining('"Q18" is spent') });
    // The yellow units: M19 and R17 are cut off by N18 and Q18.
    expect(activate(b, "mass", ["O19", "P19", "Q19", "M19"])).toMatchObject({ status: "refused", rule: "RP 3.5", reason: expect.stringContaining('"M19" is not adjacent') });
    expect(activate(b, "mass", ["R17", "O19", "P19", "Q19"])).toMatchObject({ status: "refused", rule: "RP 3.5", reason: expect.stringContaining('"R17" is not adjacent') });
    expect(b).toEqual(before);
  });

  it("RP 3.5 example: a mass spans at most six hexes, so with valid links one of M19 or R17 would still be left out", () => {
    // N18 and Q18 formed and ready: M19 and R17 are linked, and the chain M19…R17 covers seven hexes.
    const b = battle({ ...EXAMPLE_3_5, N18: british("N18"), Q18: british("Q18"), P18: british("P18", { spent: true }) });
    const seven = ["M19", "N18", "O19", "P19", "Q19", "Q18", "R17"];
    expect(activate(b, "mass", seven)).toMatchObject({ status: "refused", rule: "RP 3.5", reason: expect.stringContaining("six hexes, not 7") });
    expect(play(b, { type: "activate", side: BRITISH, config: "mass", units: seven.slice(0, 6) }).state.activation?.units).toHaveLength(6);
  });

  it("RP 3.5: at most 12 units; ruling R11: units in one hex are linked", () => {
    const twelve = Object.fromEntries(["K10", "K11", "K12", "K13", "K14", "K15"].flatMap((h) => [[`${h}a`, british(h)], [`${h}b`, british(h)]]));
    const b = battle({ ...twelve, extra: british("K16") });
    const ids = Object.keys(twelve);
    expect(play(b, { type: "activate", side: BRITISH, config: "mass", units: ids }).state.activation?.units).toHaveLength(12);
    expect(activate(b, "mass", [...ids, "extra"])).toMatchObject({ status: "refused", rule: "RP 3.5", reason: expect.stringContaining("not 13") });
    expect(play(b, { type: "activate", side: BRITISH, config: "mass", units: ["K10a", "K10b"] }).state.activation?.units).toEqual(["K10a", "K10b"]);
  });

  it("RP 3.11: identical means the same nationality, type and values on both faces", () => {
    const b = battle({
      a: british("V10"),
      other: british("V11", { nationality: "canadian" }),
      weaker: british("V11", { dispersed: { ...INFANTRY.dispersed, cohesion: 6 } }),
    });
    expect(activate(b, "mass", ["a", "other"])).toMatchObject({ status: "refused", rule: "RP 3.11", reason: expect.stringContaining('"other"') });
    expect(activate(b, "mass", ["a", "weaker"])).toMatchObject({ status: "refused", rule: "RP 3.11", reason: expect.stringContaining('"weaker"') });
  });

  it("RP 3.6 example: only the dispersed, ready units of P19 and Q19 form the blob", () => {
    const units = {
      P19: british("P19", { face: "dispersed" }),
      Q19: british("Q19", { face: "dispersed", types: ["machine-gun"], formed: MG.formed, dispersed: MG.dispersed }),
      O19: british("O19", { face: "dispersed", spent: true }),
      P18: british("P18"),
      O18: british("O18", { face: "dispersed" }),
    };
    const b = battle(units, [{}, { infiltration: true }]);
    expect(play(b, { type: "activate", side: BRITISH, config: "blob", units: ["P19", "Q19"] }).events[0]).toMatchObject({ config: "blob", rule: "RP 6.01e" });
    expect(activate(b, "blob", ["P19", "Q19", "O19"])).toMatchObject({ status: "refused", rule: "RP 3.3", reason: expect.stringContaining('"O19"') });
    expect(activate(b, "blob", ["P19", "Q19", "P18"])).toMatchObject({ status: "refused", rule: "RP 3.6", reason: expect.stringContaining('"P18" is formed') });
    expect(activate(b, "blob", ["O18", "P19", "Q19"])).toMatchObject({ status: "refused", rule: "RP 3.6", reason: expect.stringContaining('"O18" is not adjacent') });
  });

  it("RP 3.6, 6.01e: only forces using infiltration tactics (a scenario note, or AA's Eingreif companies) form a blob of at most four", () => {
    const units = { a: british("V10", { face: "dispersed" }), b: british("V11", { face: "dispersed" }) };
    expect(activate(battle(units), "blob", ["a", "b"])).toMatchObject({ status: "refused", rule: "RP 3.6", reason: expect.stringContaining("infiltration") });
    const eingreif = battle({ a: british("V10", { face: "dispersed", infiltration: true }), b: british("V11", { face: "dispersed", infiltration: true }) });
    expect(activate(eingreif, "blob", ["a", "b"])).toMatchObject({ status: "done" });
    const five = battle(Object.fromEntries(["V10", "V11", "V12", "V13", "V14"].map((h) => [h, british(h, { face: "dispersed" })])), [{}, { infiltration: true }]);
    expect(activate(five, "blob", ["V10", "V11", "V12", "V13", "V14"])).toMatchObject({ status: "refused", rule: "RP 3.6", reason: expect.stringContaining("not 5") });
  });

  it("RP 10.21: off the map up to 12 entering units count as adjacent for a mass; a unit not due yet cannot be activated", () => {
    let b = battle({ a: british("A01"), c: british("A02"), late: british("A03"), on: british("B05") });
    const edge = [0, 1].map((r) => map.indexOfOffset(0, r));
    b = waiting(waiting(waiting(b, "a", "enter", 1, edge), "c", "enter", 1, edge), "late", "enter", 2, edge);
    expect(play(b, { type: "activate", side: BRITISH, config: "mass", units: ["a", "c"] }).state.activation?.units).toEqual(["a", "c"]);
    expect(activate(b, "unit", ["late"])).toMatchObject({ status: "refused", rule: "RP 10.2" });
    expect(activate(b, "mass", ["a", "on"])).toMatchObject({ status: "refused", rule: "RP 10.21" });
  });
});
