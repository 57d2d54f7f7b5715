/**
 * The `marker` actors of the `ia-markers` pack, found by kind: each has the static id `markerActorId(kind)`, so the
 * referee places a hex's marker (smoke, drumfire, entrenchment …) without looking the pack up by name.
 */
import { MARKER_KINDS, type MarkerKind } from "../../config";
import { SYSTEM_ID } from "../../constants";
import { readableId } from "../../data/static-id";

export const MARKER_PACK = `${SYSTEM_ID}.ia-markers`;

/** `smoke` → `htMkSmoke0000000`. */
export const markerActorId = (kind: MarkerKind): string => readableId(`ht-mk-${kind}`);

/** Where the marker actor of a kind is (its pack, id and UUID), or null for a kind with no marker actor. */
export function markerActorFor(kind: string): { readonly pack: string; readonly id: string; readonly uuid: string } | null {
  if (!Object.hasOwn(MARKER_KINDS, kind)) return null;
  const id = markerActorId(kind as MarkerKind);
  return { pack: MARKER_PACK, id, uuid: `Compendium.${MARKER_PACK}.Actor.${id}` };
}
