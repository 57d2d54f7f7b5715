import type { TerrainEffectsChart } from "../../../data/schemas/tec";
import { distance } from "../../../hex";
import type { HexMap } from "../../../map";
import type { EntryCost } from "../../series/movement/cost";
import { banks, riverAt } from "../../series/state/river-banks";
import { unitsAt, type PgBattle, type PgLeader, type PgUnit } from "../state";
import type { PgMovementClass } from "../units/unit-class";

/** PG 5.7: a bridge or ford (a `crossing` feature) on the hexside between `a` and `b`. */
export const atBridgeOrFord = (map: HexMap, tec: TerrainEffectsChart, a: number, b: number): boolean =>
  map.hexsideFeatures(a, b).some((f) => tec.hexsides[f]?.kind === "crossing");

/**
 * PG 5.71 "cross to the other side of the river": a step out of river hex `from` onto a hex that is no river hex and
 * not on the bank the piece stands on (`bank`: series `riverBank`, the bank hex it entered the river from). A piece
 * whose bank is not known (set up in the river) crosses nothing.
 */
export function crossesRiver(map: HexMap, from: number, to: number, bank: number | null | undefined): boolean {
  if (bank == null || riverAt(map, from) === null || riverAt(map, to) !== null) return false;
  return !banks(map, from).some((run) => run.includes(bank) && run.includes(to));
}

/**
 * PG 5.7: "No matter the size of the river, any unit that crosses must stop moving once it leaves the river hex" — a
 * crossing away from a bridge or ford: one taken across a bridge or ford keeps moving (5.2, roads run over bridges).
 */
export const mustStopAfter = (map: HexMap, tec: TerrainEffectsChart, from: number, to: number, bank: number | null | undefined): boolean =>
  crossesRiver(map, from, to, bank) && !atBridgeOrFord(map, tec, from, to);

/**
 * PG 5.71–5.73: an ENG of `side` helps units across in river hex `hex`: it is in good order, not carried, and has been
 * at it since an earlier turn ("cannot enter the river hex until at least the turn after the ENG enters it"; it must
 * "remain in the river hex without moving": its `crossing` work, restarted if interrupted).
 */
export function engAssists(b: PgBattle, side: string, hex: number): boolean {
  return unitsAt(b, hex).some(
    (u) => u.side === side && u.kind === "engineer" && u.status === "good" && u.carriedBy === null && u.work?.kind === "crossing" && u.work.since < b.turn,
  );
}

/**
 * The cheapest bridge or ford across the hexside into river hex `to` for the class (PG 5.7: "pay the MP cost listed on
 * the TEC"). Read here for motorized pieces: the series' `entryCost` refuses a terrain the class may not enter (PG's TEC
 * forbids river hexes to motorized units, "except at a bridge or ford") before it looks at the hexside.
 */
function crossingCost(map: HexMap, tec: TerrainEffectsChart, from: number, to: number, cls: PgMovementClass): EntryCost | null {
  let best: { readonly mp: number; readonly by: string } | null = null;
  for (const f of map.hexsideFeatures(from, to)) {
    const side = tec.hexsides[f];
    const mp = side?.kind === "crossing" ? (side.moveCosts?.[cls]?.value ?? side.moveCost?.value) : undefined;
    if (typeof mp === "number" && (best === null || mp < best.mp)) best = { mp, by: f };
  }
  return best;
}

/**
 * PG 5.71, 5.72, 5.73 for one step of `piece` moving as `cls`: its cost where the river rules set it, or null where the
 * TEC's cost for the class stands (series `entryCost`).
 *
 * - Motorized pieces enter a river hex only across a bridge or ford, at its cost; or with an ENG's help there, having
 *   started the activation adjacent to it, for all their MPs (they "may move no farther that turn").
 * - Leaving a river hex for the other bank away from a bridge or ford (`crossesRiver`): across a major river only an
 *   ENG or a piece an ENG there helps; across a minor one a motorized piece only with an ENG's help. Otherwise it pays
 *   "the normal MP cost for the hex entered". Across a major river it needs the crossing roll passed this turn (5.73).
 */
export function riverCost(b: PgBattle, map: HexMap, tec: TerrainEffectsChart, piece: PgUnit | PgLeader, cls: PgMovementClass, from: number | null, to: number): EntryCost | null {
  const into = riverAt(map, to);
  if (cls === "motorized" && into !== null) {
    const bridge = from === null ? null : crossingCost(map, tec, from, to, cls);
    if (bridge !== null) return bridge;
    const start = b.activation?.pieces[piece.id]?.start ?? from;
    const adjacent = start !== null && distance(map.hexAt(start), map.hexAt(to)) === 1;
    return adjacent && engAssists(b, piece.side, to) ? { mp: "all", by: into } : { prohibited: into };
  }
  const outOf = from === null ? null : riverAt(map, from);
  if (outOf === null || from === null || !mustStopAfter(map, tec, from, to, piece.riverBank)) return null;
  const helped = engAssists(b, piece.side, from) || (outOf === "major-river" && piece.kind === "engineer");
  // 5.73: a unit crosses a major river only on a crossing roll passed this turn (crossing.ts); the roll is a unit's, by
  // its type: a leader on his own crosses with the ENG's help (docs/rulings.md, PG 5.73).
  const rolled = outOf !== "major-river" || !("maxSteps" in piece) || piece.work?.crossed === b.turn;
  return (helped && rolled) || (outOf === "minor-river" && cls !== "motorized") ? null : { prohibited: outOf };
}
