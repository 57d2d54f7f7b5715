/**
 * PG 16.7 minefields on the board as every side may see them (the projection's markers, public): each placed face-down
 * as a back — no strength, nothing telling a dummy — and, once a unit entered its hex (16.71), turned up with its
 * strength; a dummy turned up is removed (16.74). The owner's canvas draws his face-down minefields' strengths from his
 * private layer (rules/pg/view/board-layers.ts).
 */
import type { HexMap } from "../../../engine/map";
import type { PgBattle } from "../../../engine/rules/pg/state";
import { offsetOf } from "../series/dialogs/offset";

/** The marker kinds (their `marker` actors): a face-down minefield, and one turned up of each strength. */
export const PG_MINEFIELD_MARKER_KINDS = {
  minefield: "HEX_TACTICS.PG.Marker.minefield",
  "minefield-1": "HEX_TACTICS.PG.Marker.minefield-1",
  "minefield-2": "HEX_TACTICS.PG.Marker.minefield-2",
  "minefield-3": "HEX_TACTICS.PG.Marker.minefield-3",
} as const;

/** The minefields' markers, one a kind a hex (several face-down in a hex show one back, as their hex is all that is known). */
export function minefieldMarkers(b: PgBattle, map: HexMap): { kind: keyof typeof PG_MINEFIELD_MARKER_KINDS; hex: [number, number] }[] {
  const seen = new Set<string>();
  return (b.minefields ?? []).flatMap((m) => {
    if (m.hex === null) return [];
    const kind = m.revealed ? (`minefield-${m.strength}` as const) : "minefield";
    if (!(kind in PG_MINEFIELD_MARKER_KINDS) || seen.has(`${kind}@${m.hex}`)) return [];
    seen.add(`${kind}@${m.hex}`);
    return [{ kind: kind as keyof typeof PG_MINEFIELD_MARKER_KINDS, hex: offsetOf(map, m.hex) }];
  });
}
