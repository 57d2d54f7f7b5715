/**
 * Red Poppies' private layer (referee/layer-json.ts): RP 7.3 — each of the side's OMA groups' pre-registered vertex,
 * recorded before play and secret from the other side until fired at, drawn on its own side's canvas only, named by
 * its group. Read from the side's own view, so the layer holds nothing the view does not.
 */
import { encodeOnMap, Vertex, type HexMap } from "../../../engine/map";
import type { RpBattle } from "../../../engine/rules/rp/state";
import { rpSideView } from "../../../engine/rules/rp/view/side-view";
import type { PrivateLayerJson, TableVertex } from "../../referee/layer-json";

export function rpPrivateLayer(b: RpBattle, map: HexMap, side: string): PrivateLayerJson {
  const view = rpSideView(b, side);
  const markers = Object.values(view.oma).flatMap((g) =>
    g.side === side && g.preregistered !== null ? [{ kind: "preregistered", vertex: encodeOnMap(map, Vertex, g.preregistered) as TableVertex, label: { text: g.name } }] : [],
  );
  return { pieces: [], markers, hexes: [] };
}
