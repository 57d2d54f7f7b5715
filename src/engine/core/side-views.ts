import type { DecisionRequest } from "./decision";
import type { RollRecord } from "./records";

/**
 * How a ruleset shows a battle to one side. Everything a side receives — its view of the battle, the events of a
 * command, a decision — goes through this, so a secret (a hidden unit, a plan, a block's identity) never reaches a
 * side that may not know it, and nothing it receives depends on one.
 */
export interface SideViews<S, E, V> {
  /** What `side` may know of `state`: its own pieces in full, the others' as the rules show them. */
  state(state: S, side: string): V;
  /** `event` as `side` may see it, judged on `state` as it stood just before it; null when the side sees nothing of it. */
  event(state: S, event: E, side: string): E | null;
}

/** A command's outcome as one side receives it. */
export type SideResult<E> =
  | { readonly status: "done"; readonly events: readonly E[]; readonly rolls: readonly RollRecord[] }
  | { readonly status: "refused"; readonly rule: string; readonly reason: string; readonly code: string; readonly params: Readonly<Record<string, string | number>>; readonly fallback?: string }
  /** The deciding side alone gets the request and the events so far. */
  | { readonly status: "decision"; readonly request: DecisionRequest; readonly preview: readonly E[]; readonly rolls: readonly RollRecord[] }
  /** Everyone else learns only that another side is deciding, and what kind of choice it is. */
  | { readonly status: "waiting"; readonly side: string; readonly kind: string }
  | { readonly status: "dice"; readonly need: { readonly count: number; readonly sides: number; readonly purpose: string }; readonly preview: readonly E[]; readonly rolls: readonly RollRecord[] };
