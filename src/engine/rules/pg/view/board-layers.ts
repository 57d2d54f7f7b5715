import type { PrivateLayer } from "../../../core/private-layer";
import { seriesPrivateLayer } from "../../series/view/board-layers";
import type { PgBattle } from "../state";

/**
 * What `side` alone knows of the board: its own hidden pieces (16.6), and its own minefields placed face-down with
 * their strength, a dummy's too (16.7), which the enemy sees only as backs.
 */
export function pgPrivateLayer(b: PgBattle, side: string): PrivateLayer {
  const layer = seriesPrivateLayer(b, side);
  const mines = (b.minefields ?? []).flatMap((m) =>
    m.owner === side && m.hex !== null && !m.revealed ? [{ hex: m.hex, kind: "minefield", label: { text: m.strength === 0 ? "dummy minefield" : `minefield ${m.strength}` } }] : [],
  );
  return { ...layer, markers: [...layer.markers, ...mines] };
}
