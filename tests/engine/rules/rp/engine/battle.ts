/**
 * The robustness tests' battle: a fixture map with trench lines (printed trench hexes joined by trench hexsides), wire,
 * woods, light woods, a crater, a village, a hill, a stream and a road crossing it by a bridge; on each side infantry
 * (three identical companies for a mass, two dispersed German ones for a blob: the Germans use infiltration tactics;
 * a dispersed British company shares a hex with one of them, RP 6.678),
 * a machine gun, a mortar, an artillery gun and a tank; off-map groups of every mode of transmission (one with a cross
 * hair on the map; the telephone and aircraft groups assigned a pre-registered vertex, RP 7.3); a British creeping barrage and a paralyzing preliminary bombardment; October 1917 (gas allowed,
 * RP 7.51). Every number is a fixture's.
 */
import type { HexMap } from "../../../../../src/engine/map";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";
import { BRITISH, face, GERMAN, offsetOf, rpBattle, rpMap, type UnitSpec } from "../support/fixture";

const trench = (labels: string[]) => Object.fromEntries(labels.map((l) => [l, { terrain: ["trench"] }]));
const along = (labels: string[], features: string[]) => labels.slice(1).map((l, i) => [labels[i]!, l, features] as const);

export const engineMap = (): HexMap =>
  rpMap({
    hexes: {
      ...trench(["J9", "K9", "L9", "M9", "K13", "L13", "M13", "N13"]),
      N11: { terrain: ["woods"] },
      O11: { terrain: ["woods"] },
      O12: { terrain: ["woods"] },
      J12: { terrain: ["light-woods"] },
      J14: { terrain: ["crater"] },
      Q9: { terrain: ["village"] },
      P8: { level: 1 },
      P9: { slope: true },
    },
    hexsides: [
      ...along(["J9", "K9", "L9", "M9"], ["trench"]),
      ...along(["K13", "L13", "M13", "N13"], ["trench"]),
      ["J10", "J11", ["wire"]],
      ["K10", "K11", ["wire"]],
      ["M10", "M11", ["wire"]],
      ["K11", "K12", ["stream"]],
      ["M11", "M12", ["stream"]],
      ["N11", "N12", ["stream"]],
      ...along(["L8", "L9", "L10", "L11"], ["road"]),
      ["L11", "L12", ["road", "stream", "bridge"]],
      ...along(["L12", "L13", "L14"], ["road"]),
    ],
  });

const INFANTRY = { formed: face(1, 3, 2, 8, 3), dispersed: face(1, 2, 3, 7, 1) };
const MG = { types: ["machine-gun"] as const, formed: face(1, 1, 1, 7, 2), dispersed: face(2, 4, 2, 8, 1) };
const MORTAR = { types: ["mortar"] as const, howitzer: true, formed: face(1, 1, 0, 7, 1), dispersed: face(2, 5, 0, 7, 0) };
const GUN = { types: ["artillery"] as const, formed: face(0, 0, 0, 7, 1), dispersed: face(2, 6, 0, 7, 0, { antiTank: 1 }) };
const TANK = { types: ["tank"] as const, formed: face(2, 3, 2, 8, 2, { antiTank: 1 }), dispersed: face(1, 3, 1, 7, 1, { antiTank: 0 }) };

const unit = (side: string, at: string, spec: Partial<UnitSpec> = {}): UnitSpec => ({ side, at, ...INFANTRY, ...spec });

const UNITS: Record<string, UnitSpec> = {
  g1: unit(GERMAN, "K9", { in: "trench" }),
  g2: unit(GERMAN, "L9", { in: "trench" }),
  g3: unit(GERMAN, "M9"),
  g4: unit(GERMAN, "L10", { face: "dispersed" }),
  g5: unit(GERMAN, "M10", { face: "dispersed" }),
  gmg: unit(GERMAN, "K9", { ...MG, face: "dispersed", in: "trench" }),
  gmor: unit(GERMAN, "L8", MORTAR),
  gart: unit(GERMAN, "M8", { ...GUN, face: "dispersed" }),
  gtank: unit(GERMAN, "N10", TANK),
  b1: unit(BRITISH, "L11"),
  b2: unit(BRITISH, "L12"),
  b3: unit(BRITISH, "M13", { in: "trench" }),
  b4: unit(BRITISH, "L10", { face: "dispersed" }),
  bmg: unit(BRITISH, "L13", { ...MG, face: "dispersed", in: "trench" }),
  bmor: unit(BRITISH, "K14", MORTAR),
  bart: unit(BRITISH, "M14", { ...GUN, face: "dispersed" }),
  btank: unit(BRITISH, "N12", TANK),
};

const group = (side: string, name: string, mode: string, extra: Record<string, unknown> = {}) => ({ side, name, firepower: 2, mode, ...extra });
const hexes = (labels: string[]) => labels.map(offsetOf);

/** The battle before play: its preliminary bombardment still to fire (RP 7.11). */
export function engineBattle(map: HexMap): RpBattle {
  return rpBattle(map, {
    units: UNITS,
    phase: "preliminary",
    turns: 6,
    sides: [
      { infiltration: true, setUp: hexes(["J9", "K9", "L9", "M9", "L8", "M8", "L10", "M10", "N10"]), transport: { wagon: 1 } },
      { setUp: hexes(["L11", "L12", "M13", "L13", "K14", "M14", "N12"]), transport: { truck: 1 } },
    ],
    extra: {
      oma: {
        "g-tel": group(GERMAN, "German telephone group", "telephone", { firepower: 3, mayPreregister: true }),
        "g-run": group(GERMAN, "German runner group", "runner", { howitzer: true }),
        "g-flare": group(GERMAN, "German flare group", "flare"),
        "b-air": group(BRITISH, "British aircraft group", "aircraft", { mayPreregister: true }),
        "b-set": group(BRITISH, "British trench-set group", "trench-set"),
        "b-tel": group(BRITISH, "British telephone group", "telephone", {
          crossHair: { vertex: [...offsetOf("L9"), 2], ammo: "he", hourglass: 1, primed: false},
        }),
      },
      barrages: [{ side: BRITISH, line: "row", at: offsetOf("K11")[1], span: [offsetOf("N11")[0], offsetOf("P11")[0]], step: -1, from: 1, advancesLeft: 4 }],
      preliminary: [{ side: BRITISH, kind: "paralyzing", hexes: hexes(["L8"]) }],
    },
  });
}
