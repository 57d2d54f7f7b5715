import { decodeOnMap, loadMap, type HexMap } from "../../src/engine/map";
import { CI_ROSTER } from "../../src/engine/rules/ci/data/roster";
import { CI_TEC } from "../../src/engine/rules/ci/data/tec";
import type { CiKind } from "../../src/engine/rules/ci/data/schemas/roster";
import { CiBattleJson, type CiBattle } from "../../src/engine/rules/ci/state";
import { firstHandle } from "../../src/engine/rules/ci/state/handles";
import { A_FRONT, B_FRONT } from "../army";
import { seeded } from "../measure";
import { COLUMNS, ROWS, syntheticMap } from "../synthetic";

/**
 * Open ground (clear, no hexsides) the bench's cases play on: the platoon moves over columns 1–6, rows 29–34 (its HQ
 * deploys there); the fire is from column A_FRONT into A_FRONT + 1, rows 19–21.
 */
const OPEN = [
  { columns: [1, 6], rows: [29, 34] },
  { columns: [A_FRONT - 1, A_FRONT + 2], rows: [19, 21] },
] as const;
const inPatch = ([c, r]: readonly number[]) => OPEN.some((p) => c! >= p.columns[0] && c! <= p.columns[1] && r! >= p.rows[0] && r! <= p.rows[1]);

/**
 * The bench's synthetic ground in CI's vocabulary: clear, woods, orchards and towns on hills; its roads unpaved (a
 * bridge is a road crossing: the river hexes are clear), the platoon's patch left open.
 */
export function ciCommandsMap(): HexMap {
  const json = syntheticMap([["woods", 0.1], ["orchard", 0.06], ["town", 0.04]], null, 7, true);
  const hexes = (json.hexes ?? []).filter((h) => !inPatch(h.at)).map((h) => ({ ...h, terrain: h.terrain.map((t) => (t === "minor-river" ? "clear" : t)) }));
  const hexsides = (json.hexsides ?? []).filter((s) => !s.between.some(inPatch)).map((s) => ({ ...s, features: ["road-unpaved"] }));
  return loadMap({ ...json, hexes, hexsides }, CI_TEC, "synthetic map (CI)");
}

/**
 * BENCH VALUES — NOT THE RULES': every lost number the bench's battle reads (ci/data/numbers.ts), so that nothing is
 * refused as unset; a 6-step squad label of the bench's own for the fire of 6 dice.
 */
export const BENCH_NUMBERS: Readonly<Record<string, number>> = {
  "unit.us-chq.F": 2, "unit.us-chq.range": 2, "unit.us-chq.mp": 4, "unit.us-chq.morale": 8,
  "unit.us-phq.F": 2, "unit.us-phq.range": 2, "unit.us-phq.mp": 4, "unit.us-phq.morale": 7,
  "unit.ger-chq.F": 2, "unit.ger-chq.range": 2, "unit.ger-chq.mp": 4, "unit.ger-chq.morale": 8,
  "unit.ger-phq.F": 2, "unit.ger-phq.range": 2, "unit.ger-phq.mp": 4, "unit.ger-phq.morale": 7,
  "unit.us-squad.maxStrength": 4, "unit.us-squad.F": 3, "unit.us-squad.range": 3, "unit.us-squad.mp": 4, "unit.us-squad.morale": 6,
  "unit.ger-squad.maxStrength": 3, "unit.ger-squad.F": 3, "unit.ger-squad.range": 3, "unit.ger-squad.mp": 4, "unit.ger-squad.morale": 6,
  "unit.bench-squad-6.maxStrength": 6, "unit.bench-squad-6.F": 4, "unit.bench-squad-6.range": 3, "unit.bench-squad-6.mp": 4, "unit.bench-squad-6.morale": 6,
  "mp.ht-clear": 1, "mp.ht-orchard": 2, "mp.ht-woods": 2, "mp.ht-town": 2, roadBonus: 0.5,
  "fireLimit.ht-clear": 3, "fireLimit.ht-orchard": 2, "fireLimit.ht-woods": 2, "fireLimit.ht-town": 2,
  "assaultLimit.ht-clear": 3, "assaultLimit.ht-orchard": 2, "assaultLimit.ht-woods": 1, "assaultLimit.ht-town": 1,
  "stack.orchard": 3, "stack.woods": 3, "defense.orchard": 1,
};

/** The bench's 6-step squad (a label of its own, not one of the game's). */
const SQUAD_6: CiKind = { ...CI_ROSTER.kinds["us-squad"]!, name: "Bench 6-step squad (not a rules label)" };

const ROSTER = { ...CI_ROSTER, kinds: { ...CI_ROSTER.kinds, "bench-squad-6": SQUAD_6 } };
const COMPANIES = ["A", "B", "C"] as const;

export interface CiArmy {
  readonly battle: CiBattle;
  /** The platoon that moves: its PHQ, the hex it deploys into, its three squads. */
  readonly phq: string;
  readonly deploy: number;
  readonly squads: readonly string[];
  /** The fire of 6 dice: the firer and the hex of the three hidden German squads, in the middle of the front. */
  readonly firer: string;
  readonly target: number;
  readonly firerHq: string;
}

/**
 * A CI battle of `perSide` blocks a side on the synthetic map, the US west of the bench's front and the Germans east of
 * it, two a hex at most, all hidden (upright, under their first handles); the US to play, Game Turn 1. Companies A–C
 * and platoons 1–3 in turn, a PHQ for each. The moving platoon (its PHQ and three squads) stands in the open patch; the
 * 6-step squad and its PHQ face three German squads across the front.
 */
export function ciArmyBattle(map: HexMap, perSide: number, seed = 17): CiArmy {
  const rnd = seeded(seed);
  const salt = "bench-salt";
  const depth = Math.min(24, Math.max(3, Math.round(perSide / ROWS / 1.2)));
  const load = new Map<number, number>();
  const blocks: Record<string, unknown> = {};
  const at = (c: number, r: number) => map.indexOfOffset(c, r);
  // A block as JSON: its hex [column, row].
  const put = (id: string, side: string, kind: string, company: string, platoon: number | null, hex: number) => {
    load.set(hex, (load.get(hex) ?? 0) + 1);
    const { col, row } = map.offsetAt(hex);
    blocks[id] = { side, kind, company, platoon, hex: [col, row], strength: BENCH_NUMBERS[`unit.${kind}.maxStrength`] ?? 1, handle: firstHandle(salt, id) };
  };
  // The platoon: PHQ and two squads in one hex, a squad next to it (the HQ deploys there); all move east.
  put("us-move-phq", "us", "us-phq", "B", 1, at(2, 31));
  put("us-move-1", "us", "us-squad", "B", 1, at(2, 31));
  put("us-move-2", "us", "us-squad", "B", 1, at(2, 31));
  put("us-move-3", "us", "us-squad", "B", 1, at(2, 32));
  // The fire: the 6-step squad and its PHQ at the front, three German squads in the clear hex east of it.
  const front = at(A_FRONT, 20);
  const target = at(A_FRONT + 1, 20);
  put("us-fire-phq", "us", "us-phq", "C", 1, front);
  put("us-fire-6", "us", "bench-squad-6", "C", 1, front);
  for (const n of [1, 2, 3]) put(`ger-target-${n}`, "german", "ger-squad", "A", 1, target);
  const deploy = (side: string, c0: number, from: number) => {
    for (let n = from; n < perSide; n++)
      for (;;) {
        const c = c0 + Math.floor(rnd() * depth);
        const r = Math.floor(rnd() * ROWS);
        if (c < 0 || c >= COLUMNS || inPatch([c, r])) continue;
        const hex = at(c, r);
        if ((load.get(hex) ?? 0) >= 2 || hex === front || hex === target) continue;
        const company = COMPANIES[n % 3]!;
        const platoon = 1 + (Math.floor(n / 3) % 3);
        const prefix = side === "us" ? "us" : "ger";
        // A PHQ for each platoon first, then squads.
        put(`${side}-${n}`, side, n < 9 ? `${prefix}-phq` : `${prefix}-squad`, company, platoon, hex);
        break;
      }
  };
  deploy("us", A_FRONT - depth, 6);
  deploy("german", B_FRONT, 3);
  const battle = decodeOnMap(map, CiBattleJson, {
    ruleset: "combat-infantry",
    edition: "CI-WF",
    scenario: { id: "bench", name: "Bench", turns: 6 },
    sides: [
      { id: "us", name: "US", nation: "us" },
      { id: "german", name: "Germans", nation: "german" },
    ],
    numbers: BENCH_NUMBERS,
    roster: ROSTER,
    gameTurn: 1,
    playerTurn: 1,
    firstPlayer: "us",
    blocks,
    salt,
  }, "bench battle");
  return { battle, phq: "us-move-phq", deploy: at(2, 32), squads: ["us-move-1", "us-move-2", "us-move-3"], firer: "us-fire-6", target, firerHq: "us-fire-phq" };
}
