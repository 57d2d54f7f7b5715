import type { Presence } from "../../../core/presence";
import type { PrivateLayer } from "../../../core/private-layer";
import type { SeriesLeader, SeriesUnit } from "../state/pieces";

type Records = { readonly units: ReadonlyMap<string, SeriesUnit<unknown>>; readonly leaders: ReadonlyMap<string, SeriesLeader> };
const pieces = (b: Records): (SeriesUnit<unknown> | SeriesLeader)[] => [...b.units.values(), ...b.leaders.values()];

/** What every side knows of the board: each piece placed on it by its id (16.6, IA1 16.5: a hidden piece is written down, not placed). */
export const seriesPresence = (b: Records): Presence[] =>
  pieces(b).flatMap((p) => (p.hex === null || p.hidden ? [] : [{ what: "piece" as const, ref: p.id, side: p.side, hex: p.hex }]));

/** What `side` alone knows of the board: its own hidden pieces, each at its hex under its name (16.6, IA1 16.5). */
export const seriesPrivateLayer = (b: Records, side: string): PrivateLayer => ({
  pieces: pieces(b).flatMap((p) => (p.side === side && p.hidden && p.hex !== null ? [{ hex: p.hex, label: { text: p.name }, hidden: true as const }] : [])),
  markers: [],
  hexes: [],
});
