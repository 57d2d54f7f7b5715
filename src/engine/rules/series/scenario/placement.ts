import type { HexMap } from "../../../map";
import type { Issues, Path } from "./issues";
import { hexName, hexOf, type ScenarioPosition } from "./positions";

/** What a setup entry or leader draw says about where its pieces start. */
export interface PlacedEntry {
  readonly side: string;
  readonly count: number;
  readonly at?: ScenarioPosition;
  readonly zone?: readonly ScenarioPosition[];
  readonly enters?: { readonly turn: number; readonly hexes: readonly ScenarioPosition[]; readonly hidden?: true };
}

/** When and where pieces enter the board during play (PG 16.51, IA1 16.41). */
export interface Entry {
  readonly turn: number;
  /** Map indices the scenario lets them enter by. */
  readonly hexes: readonly number[];
  /** A scenario's special rule (PG 16.6, IA1 16.5): they stay hidden as they enter. */
  readonly hidden?: true;
}

/** Each piece's starting hex (null: off the map), and the entry when the pieces enter during play. */
export interface Starts {
  readonly hexes: readonly (number | null)[];
  readonly enters: Entry | null;
  /** The zone's hexes, when the owner chose the pieces' hexes in one: public where they are not (PG 16.6, IA1 16.5, 16.42). */
  readonly zone?: readonly number[];
}

/**
 * PG 16.51, IA1 16.41 and the scenario's set-up: `at` puts every piece of the entry in one hex; `zone` leaves the hexes to the
 * owner, who gives one per piece (`chosen`); `enters` keeps them off the map until their turn. Null when something is
 * wrong (recorded at `path`).
 */
export function startsOf(map: HexMap, entry: PlacedEntry, path: Path, chosen: readonly ScenarioPosition[] | undefined, issues: Issues): Starts | null {
  if (entry.at !== undefined) {
    const hex = hexOf(map, entry.at, [...path, "at"], issues);
    return hex === null ? null : { hexes: Array<number>(entry.count).fill(hex), enters: null };
  }
  if (entry.enters) {
    const hexes = entry.enters.hexes.map((h, i) => hexOf(map, h, [...path, "enters", "hexes", i], issues));
    if (hexes.includes(null)) return null;
    const hidden = entry.enters.hidden ? { hidden: true as const } : {};
    return { hexes: Array<null>(entry.count).fill(null), enters: { turn: entry.enters.turn, hexes: hexes as number[], ...hidden } };
  }
  const zonePath = [...path, "zone"];
  const zone = entry.zone!.map((h, i) => hexOf(map, h, [...zonePath, i], issues));
  if (zone.includes(null)) return null;
  const option = `options.placements.${path[0]}[${path[1]}]`;
  if (!chosen) return issues.fail(zonePath, `the zone leaves the hexes to the ${entry.side} player: give ${option}, ${entry.count} hex(es) of the zone`);
  if (chosen.length !== entry.count) return issues.fail(zonePath, `${option} gives ${chosen.length} hex(es) for ${entry.count} piece(s)`);
  const hexes = chosen.map((h, i) => {
    const hex = hexOf(map, h, zonePath, issues, `${option}[${i}]: `);
    if (hex !== null && !zone.includes(hex)) return issues.fail(zonePath, `${option}[${i}]: ${hexName(map, hex)} is not a hex of the zone`);
    return hex;
  });
  return hexes.includes(null) ? null : { hexes, enters: null, zone: zone as number[] };
}
