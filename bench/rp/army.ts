import { loadMap, type HexMap } from "../../src/engine/map";
import { RP_TEC } from "../../src/engine/rules/rp/data/tec";
import { RpSideJson, type RpBattle } from "../../src/engine/rules/rp/state";
import type { RpFace, RpUnit } from "../../src/engine/rules/rp/state/unit";
import { A_FRONT, B_FRONT } from "../army";
import { seeded } from "../measure";
import { COLUMNS, ROWS, syntheticMap } from "../synthetic";

/** The bench's synthetic ground in RP's vocabulary: open ground, woods, light woods, villages, wheat; rivers as open ground crossed by bridged roads. */
export function rpCommandsMap(): HexMap {
  const json = syntheticMap([["woods", 0.1], ["light-woods", 0.06], ["village", 0.04], ["wheat", 0.08]], null, 7, true);
  const hexes = (json.hexes ?? []).map((h) => ({ ...h, terrain: h.terrain.map((t) => (t === "clear" || t === "minor-river" ? "open" : t)) }));
  return loadMap({ ...json, defaultTerrain: "open", hexes }, RP_TEC, "synthetic map (RP)");
}

const face = (firepower: number, range: number, melee: number, cohesion: number, movement: number): RpFace => ({ firepower, range, melee, meleeMark: "none", cohesion, movement });
/** Bench values (not the game's): infantry, machine guns, field guns. */
const KINDS = {
  infantry: { types: ["infantry"], formed: face(1, 2, 2, 8, 3), dispersed: face(1, 2, 3, 7, 1) },
  mg: { types: ["machine-gun"], formed: face(0, 1, 1, 7, 2), dispersed: face(2, 4, 2, 8, 1) },
  gun: { types: ["artillery"], formed: face(0, 0, 0, 7, 2), dispersed: face(3, 6, 0, 8, 0) },
} as const;
const MIX = ["infantry", "infantry", "infantry", "infantry", "infantry", "infantry", "mg", "mg", "infantry", "gun"] as const;

const unit = (side: string, kind: keyof typeof KINDS, hex: number, n: number): RpUnit => ({
  side,
  name: `${side} ${kind} ${n}`,
  nationality: side,
  types: [...KINDS[kind].types],
  howitzer: false,
  faces: { formed: KINDS[kind].formed, dispersed: KINDS[kind].dispersed },
  face: kind === "infantry" ? "formed" : "dispersed",
  spent: false,
  status: "on-map",
  hex,
  in: null,
  mpSpent: 0,
  lostChecked: false,
  dug: false,
  bogsInCraters: false,
  infiltration: false,
});

const side = (id: string, power: "central" | "entente"): RpBattle["sides"][number] =>
  RpSideJson.parse({ id, name: id, power });

/**
 * An RP battle of `perSide` units a side on the synthetic map, Germans west of the bench's front, British east of it, two
 * non-AFV units a hex at most (RP 3.4); the Germans hold a mass of 12 identical formed infantry in six hexes of
 * column A_FRONT − 1 (two a hex, rows 20–25), the rest in bands whose depth grows with their number. Couplets in
 * progress, the Germans to act.
 */
export function rpArmyBattle(map: HexMap, perSide: number, seed = 17): RpBattle {
  const rnd = seeded(seed);
  const depth = Math.min(30, Math.max(3, Math.round(perSide / ROWS / 1.2)));
  const units: Record<string, RpUnit> = {};
  const load = new Map<number, number>();
  const put = (id: string, u: RpUnit) => {
    units[id] = u;
    load.set(u.hex!, (load.get(u.hex!) ?? 0) + 1);
  };
  for (let n = 0; n < 12; n++) put(`mass${n}`, unit("german", "infantry", map.indexOfOffset(A_FRONT - 1, 20 + Math.floor(n / 2)), n));
  const deploy = (side: string, c0: number, from: number) => {
    for (let n = from; n < perSide; n++)
      for (;;) {
        const c = c0 + Math.floor(rnd() * depth);
        if (c < 0 || c >= COLUMNS) continue;
        const hex = map.indexOfOffset(c, Math.floor(rnd() * ROWS));
        if ((load.get(hex) ?? 0) >= 2) continue;
        put(`${side[0]}${n}`, unit(side, MIX[n % MIX.length]!, hex, n));
        break;
      }
  };
  deploy("german", A_FRONT - depth, 12);
  deploy("british", B_FRONT, 0);
  return {
    ruleset: "red-poppies",
    edition: "RPC3",
    scenario: { id: "bench", name: "Bench", turns: 12, date: "1917-10-23", night: false, precipitation: false },
    sides: [side("german", "central"), side("british", "entente")],
    turn: 1,
    phase: "couplets",
    couplets: { initiative: "german", total: 3, left: 3, half: 1 },
    zeroLast: false,
    activation: null,
    units,
    oma: {},
    markers: { scrapes: [], smoke: [], gas: [], breaches: [], bombStops: [], trenches: [], blockhouses: [], hallowed: null },
    hallowedUsed: false,
    barrages: [],
    barragePlans: [],
    preliminary: [],
    pbFired: false,
    control: {},
    winner: null,
  };
}
