import type { CiBattle } from "../state";
import { isHidden } from "../state/block";
import { nameFor } from "../state/handles";

/** What a side's view of an event is worked out from: the battle just before it, and who looks. */
export interface Onlooker {
  readonly battle: CiBattle;
  readonly side: string;
  /** A block as the onlooker knows it: its id, or its handle while it is hidden from the onlooker. */
  name(id: string): string;
  /** Whether a block is hidden from the onlooker. */
  hidden(id: string): boolean;
}

/**
 * How an event is shown to a side (ci/view/side-view.ts):
 * - "public": as it is, every block it names by the onlooker's name for it (a hidden block's handle); it must carry
 *   nothing else an opponent may not know of a hidden block (kind, strength, half-hits, commands);
 * - "owner": to the side of its `block` alone while that block is hidden from the others, else as "public";
 * - a function: the event as the onlooker sees it, or null.
 */
export type Secrecy<E> = "public" | "owner" | ((e: E, onlooker: Onlooker) => E | null);

/** A group's secrecies as the view reads them, whatever its events. */
export type AnySecrecy = "public" | "owner" | ((e: never, onlooker: Onlooker) => unknown);

/** The fields of an event that name blocks (one, or a list). */
const NAMING = ["block", "blocks", "unit", "units", "by", "target", "hq", "attackers", "defenders"] as const;

/** `e` with every block it names as the onlooker knows it; a list naming hidden blocks puts them last, by handle. */
export function renamed<E extends object>(e: E, o: Onlooker): E {
  let out: Record<string, unknown> | null = null;
  const fields = e as Record<string, unknown>;
  for (const key of NAMING) {
    const v = fields[key];
    if (typeof v === "string" && o.hidden(v)) (out ??= { ...fields })[key] = o.name(v);
    else if (Array.isArray(v) && v.some((id) => typeof id === "string" && o.hidden(id))) {
      const shown = v.filter((id) => !o.hidden(id));
      const handles = v.filter((id) => o.hidden(id)).map((id) => o.name(id)).sort();
      (out ??= { ...fields })[key] = [...shown, ...handles];
    }
  }
  return (out ?? e) as E;
}

/** An onlooker of `battle` from `side`. */
export function onlooker(battle: CiBattle, side: string): Onlooker {
  const hidden = (id: string) => {
    const k = battle.blocks[id];
    return k !== undefined && k.side !== side && isHidden(k);
  };
  return { battle, side, hidden, name: (id) => nameFor(battle, id, side) };
}
