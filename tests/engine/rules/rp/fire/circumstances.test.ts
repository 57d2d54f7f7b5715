import { describe, expect, it } from "vitest";
import type { RpContext } from "../../../../../src/engine/rules/rp/context";
import { circumstances, sightConditions, type CircumstanceSpec } from "../../../../../src/engine/rules/rp/fire/circumstances";
import { rpSight } from "../../../../../src/engine/rules/rp/los";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";
import { BRITISH, GERMAN, MG, couplets, face, rpBattle, rpMap, type BattleSpec } from "../support/fixture";
import { rpHexAt } from "../../../../../src/engine/rules/rp/map/labels";

const map = rpMap({
  columns: 12,
  rows: 12,
  hexes: {
    B02: { terrain: ["village"] },
    B03: { terrain: ["crater"] },
    B04: { terrain: ["woods"] },
    B05: { terrain: ["trench", "crater"] },
    B06: { terrain: ["blockhouse"] },
    B07: { terrain: ["light-woods"] },
    B08: { level: 1 },
    E05: { terrain: ["wheat"] },
  },
});
const at = (label: string) => rpHexAt(map, label);
const TANK = { formed: face(2, 3, 2, 9, 4, { antiTank: 2 }), dispersed: face(1, 3, 1, 8, 2, { antiTank: 1 }) };

const battle = (spec: BattleSpec): RpBattle => rpBattle(map, { ...spec, extra: { ...couplets(GERMAN), ...(spec.extra ?? {}) } });
const ctxOf = (b: RpBattle) => ({ state: b, map }) as unknown as RpContext;
/** The modifiers of `spec` as `category:id value`. */
const mods = (b: RpBattle, spec: Partial<CircumstanceSpec> & { target: string }) =>
  circumstances(ctxOf(b), { kind: "area", shooterHex: null, howitzer: false, concealment: 0, ...spec }).map((m) => `${m.category}:${m.id} ${m.value}`);

describe("RP 6.53 and the card: circumstance modifiers", () => {
  it("RP 6.53: +1 deployment for a formed target; +1 area fire, −1 anti-tank fire at a moving target", () => {
    const b = battle({
      units: { g: { side: GERMAN, at: "E02" }, t: { side: GERMAN, at: "F02", types: ["tank"], ...TANK }, d: { side: GERMAN, at: "E02", face: "dispersed" } },
      extra: { activation: { side: GERMAN, config: "mass", units: ["g", "t", "d"], acted: ["g", "t"], moving: ["g", "t"] } },
    });
    expect(mods(b, { target: "g", shooterHex: at("E03") })).toEqual(["deployment:formed 1", "movement:moving 1"]);
    expect(mods(b, { target: "t", kind: "anti-tank", shooterHex: at("F03") })).toEqual(["deployment:formed 1", "movement:moving -1"]);
    expect(mods(b, { target: "d", shooterHex: at("E03") })).toEqual([]);
  });

  it("RP 6.52 and the card: −1 for every 2nd hex of range, +1 in the same hex, none for OMA", () => {
    const b = battle({ units: { d: { side: GERMAN, at: "E02", face: "dispersed" } } });
    const range = (from: string | null) => mods(b, { target: "d", shooterHex: from === null ? null : at(from) });
    expect(range("E02")).toEqual(["range:same-hex 1"]);
    expect(range("E03")).toEqual([]);
    expect(range("E04")).toEqual(["range:range -1"]);
    expect(range("E05")).toEqual(["range:range -1"]);
    expect(range("E06")).toEqual(["range:range -2"]);
    expect(range("E08")).toEqual(["range:range -3"]);
    expect(range(null)).toEqual([]);
  });

  it("RP 8.1, 8.2, 8.9: −1 cover in a village, craters, a scrape or green-dot woods; light woods give none", () => {
    const units = Object.fromEntries(["B02", "B03", "B04", "B07", "C03"].map((h) => [h, { side: GERMAN, at: h, face: "dispersed" as const }]));
    const b = battle({ units, extra: { markers: { scrapes: [{ hex: [2, 2], origin: "dig" }] } } });
    expect(mods(b, { target: "B02" })).toEqual(["terrain:village -1"]);
    expect(mods(b, { target: "B03" })).toEqual(["terrain:craters -1"]);
    expect(mods(b, { target: "B04" })).toEqual(["terrain:woods -1"]);
    expect(mods(b, { target: "B07" })).toEqual([]);
    expect(mods(b, { target: "C03" })).toEqual(["terrain:scrape -1"]);
  });

  it("RP 8.321: −3 for infantry IN a trench, −2 against mortar or howitzer fire; none on top of it; RP 8.31: −4 for an MG IN a blockhouse", () => {
    const b = battle({
      units: {
        inside: { side: GERMAN, at: "B05", face: "dispersed", in: "trench" },
        outside: { side: GERMAN, at: "B05", face: "dispersed" },
        mg: { side: GERMAN, at: "B06", face: "dispersed", types: ["machine-gun"], ...MG, in: "blockhouse" },
      },
    });
    expect(mods(b, { target: "inside" })).toEqual(["terrain:trench -3", "terrain:craters -1"]);
    expect(mods(b, { target: "inside", howitzer: true })).toEqual(["terrain:trench -2", "terrain:craters -1"]);
    expect(mods(b, { target: "outside" })).toEqual(["terrain:craters -1"]);
    expect(mods(b, { target: "mg" })).toEqual(["terrain:blockhouse -4"]);
  });

  it("RP 8.43: −1 on a higher hill against fire from a lower level, never against mortar/howitzer fire nor OMA (ruling R7)", () => {
    const b = battle({ units: { up: { side: GERMAN, at: "B08", face: "dispersed" } } });
    expect(mods(b, { target: "up", shooterHex: at("C08") })).toEqual(["terrain:hill -1"]);
    expect(mods(b, { target: "up", shooterHex: at("C08"), howitzer: true })).toEqual([]);
    expect(mods(b, { target: "up", kind: "ffe" })).toEqual([]);
  });

  it("card: −1 against area fire only for a friendly AFV in the target's hex", () => {
    const b = battle({ units: { d: { side: GERMAN, at: "E02", face: "dispersed" }, t: { side: GERMAN, at: "E02", types: ["tank"], ...TANK, face: "dispersed" }, e: { side: BRITISH, at: "E03", types: ["tank"], ...TANK } } });
    expect(mods(b, { target: "d", shooterHex: at("E03") })).toEqual(["terrain:friendly-afv -1"]);
    expect(mods(b, { target: "t", kind: "anti-tank", shooterHex: at("E03") })).toEqual([]);
  });

  it("RP 4.81, ruling R1: concealment on the line is the terrain category; OMA counts none (ruling R6)", () => {
    const b = battle({ units: { d: { side: GERMAN, at: "B05", face: "dispersed", in: "trench" } } });
    expect(mods(b, { target: "d", shooterHex: at("E05"), concealment: 1 })).toEqual(["range:range -1", "terrain:trench -3", "terrain:craters -1", "terrain:concealment -1"]);
    expect(mods(b, { target: "d", kind: "ffe", concealment: 1 })).toEqual(["terrain:trench -3", "terrain:craters -1"]);
  });

  it("card: −1 visibility at night and for a shooter in a gas hex (RP 7.514), never for OMA; gas gets no terrain (RP 7.511)", () => {
    const b = battle({ night: true, units: { d: { side: GERMAN, at: "B05", face: "dispersed", in: "trench" } }, extra: { markers: { gas: [[2, 4]] } } });
    expect(mods(b, { target: "d", shooterHex: at("C05") })).toEqual(["terrain:trench -3", "terrain:craters -1", "visibility:night -1", "visibility:shooter-gas -1"]);
    expect(mods(b, { target: "d", kind: "gas" })).toEqual([]);
    expect(mods(b, { target: "d", kind: "ffe" })).toEqual(["terrain:trench -3", "terrain:craters -1"]);
  });

  it("every modifier names its category and rule", () => {
    const b = battle({ units: { g: { side: GERMAN, at: "B02" } } });
    for (const m of circumstances(ctxOf(b), { target: "g", kind: "area", shooterHex: at("C03"), howitzer: false, concealment: 1 })) {
      expect(m.category).toMatch(/^(deployment|movement|range|terrain|visibility)$/);
      expect(m.rule).toMatch(/^RP \d/);
    }
  });
});

describe("the sight conditions of fire", () => {
  it("RP 4.6: friendly units not IN a trench block an infantry firer's line, not an MG's", () => {
    const b = battle({
      units: {
        rifle: { side: GERMAN, at: "E02" },
        mg: { side: GERMAN, at: "E02", types: ["machine-gun"], ...MG },
        friend: { side: GERMAN, at: "E03" },
        enemy: { side: BRITISH, at: "E04" },
      },
    });
    const sees = (firer: string, state = b) => rpSight(map, at("E02"), at("E04"), sightConditions(state, map, { firer })).visible;
    expect(sees("rifle")).toBe(false);
    expect(sees("mg")).toBe(true);
    const entrenched = battle({ units: { rifle: { side: GERMAN, at: "E02" }, friend: { side: GERMAN, at: "E03", in: "trench" } } });
    expect(sees("rifle", entrenched)).toBe(true);
  });

  it("RP 8.8: wheat conceals April–October only; RP 7.52, 7.43: smoke and a creeping barrage's hexes conceal", () => {
    const october = battle({ date: "1917-10-23", units: {} });
    const november = battle({ date: "1917-11-20", units: {} });
    expect(sightConditions(october, map).wheat).toBe(true);
    expect(sightConditions(november, map).wheat).toBe(false);
    const smoky = battle({
      units: {},
      extra: { markers: { smoke: [[4, 6]] }, barrages: [{ side: BRITISH, line: "row", at: 9, span: [2, 5], step: 1, from: 1, struck: true }] },
    });
    const c = sightConditions(smoky, map);
    expect(c.concealing(at("E07"))).toBe(true);
    expect(["B10", "G10", "C09"].map((h) => c.concealing(at(h)))).toEqual([false, false, false]);
    expect(["C10", "D10", "F10"].map((h) => c.concealing(at(h)))).toEqual([true, true, true]);
  });
});
