/**
 * The HQ activation under way as the battle Combat shows it to every side (CI 4.x HQ Activation): the HQ (face-up since
 * it activated), its rank, the stage, the strike called (CI 2.x Field Artillery / Air Support), the face-up units that
 * acted, the units sent through each hexside (CI 6.x Hexside Fire Limits, CI 9.x Assault Combat: ruling R13), the
 * assaults declared and a PHQ's command range (CI 4.x HQ Ranks; a CHQ commands anywhere: none). Nothing of the
 * commands the other side cannot see — a CHQ's commands given, a PHQ's weapon command, the hidden units commanded: the
 * engine's side view (ci/view/side-view.ts) keeps them from the other side, and so does the Combat.
 */
import { byHandle } from "../../../engine/core/presence";
import type { HexMap } from "../../../engine/map";
import { commandRangeHexes } from "../../../engine/rules/ci/sequence/command-range";
import type { CiBattle } from "../../../engine/rules/ci/state";
import { isHidden } from "../../../engine/rules/ci/state/block";
import { labelOf } from "../../../engine/rules/ci/state/lookups";
import type { TableHex } from "../../referee/layer-json";

/** Units sent through the hexside between two hexes this activation. */
export interface CiHexsideCount {
  readonly from: TableHex;
  readonly to: TableHex;
  readonly count: number;
}

export interface CiActivationSeen {
  readonly side: string;
  readonly company: string;
  readonly hq: string;
  readonly rank: "chq" | "phq";
  readonly stage: "commands" | "hq-action" | "assaults";
  readonly strike: "artillery" | "air" | null;
  /** The commanded units every side sees (face-up), by id. */
  readonly acted: readonly string[];
  readonly fireThrough: readonly CiHexsideCount[];
  readonly assaultThrough: readonly CiHexsideCount[];
  readonly assaults: readonly TableHex[];
  /** CI 4.x HQ Ranks: the active PHQ's command range while it gives its commands (its hex and the adjacent ones). */
  readonly range: readonly TableHex[];
}

export function ciActivationSeen(b: CiBattle, map: HexMap): CiActivationSeen | null {
  const a = b.activation;
  if (a === null) return null;
  const offset = (hex: number): TableHex => {
    const { col, row } = map.offsetAt(hex);
    return [col, row];
  };
  // `hexsideKey` is "lower>higher" hex index (ci/state/markers.ts).
  const counts = (through: Readonly<Record<string, number>>): CiHexsideCount[] =>
    Object.entries(through)
      .filter(([, n]) => n > 0)
      .sort(([x], [y]) => byHandle(x, y))
      .map(([key, count]) => {
        const [from, to] = key.split(">").map(Number) as [number, number];
        return { from: offset(from), to: offset(to), count };
      });
  const hq = b.blocks[a.hq]!;
  const rank = labelOf(b, a.hq).rank === "chq" ? "chq" : "phq";
  // The range shows where the PHQ stands, so only while every side sees it (face-up, on the map) and its commands last.
  const ranging = rank === "phq" && a.stage === "commands" && hq.status === "on-map" && hq.hex !== null && !isHidden(hq);
  return {
    side: a.side,
    company: a.company,
    hq: a.hq,
    rank,
    stage: a.stage,
    strike: a.strike,
    acted: Object.keys(a.commanded).filter((id) => b.blocks[id]?.status === "on-map" && !isHidden(b.blocks[id]!)),
    fireThrough: counts(a.fireThrough),
    assaultThrough: counts(a.assaultThrough),
    assaults: a.assaults.map((s) => offset(s.hex)),
    range: ranging ? commandRangeHexes(map, hq.hex!).map(offset) : [],
  };
}
