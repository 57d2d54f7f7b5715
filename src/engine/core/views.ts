import type { CommandResult, RollRecord } from "./records";
import type { EngineCommand, EngineEvent, Ruleset } from "./ruleset";
import type { SideResult, SideViews } from "./side-views";

// What each side may know (core/side-views.ts), where its importers have always found it.
export type { SideResult, SideViews } from "./side-views";

/** The ruleset's views, or an error naming it: a ruleset played at a table must say what each side may know. */
function viewsOf<S, C extends EngineCommand, E extends EngineEvent>(ruleset: Ruleset<S, C, E>): SideViews<S, E, unknown> {
  if (!ruleset.views) throw new Error(`the ${ruleset.id} ruleset does not say what each side may know`);
  return ruleset.views;
}

/** What `side` may know of `state`. */
export const sideView = <S, C extends EngineCommand, E extends EngineEvent>(ruleset: Ruleset<S, C, E>, state: S, side: string): unknown =>
  viewsOf(ruleset).state(state, side);

/**
 * `events`, applied from `before`, as `side` sees them; with each roll moved to the index of the visible event that
 * records it (rolls whose event the side does not see are left out).
 */
export function eventsFor<S, C extends EngineCommand, E extends EngineEvent>(
  ruleset: Ruleset<S, C, E>,
  before: S,
  events: readonly E[],
  side: string,
  rolls: readonly RollRecord[] = [],
): { readonly events: E[]; readonly rolls: RollRecord[] } {
  const views = viewsOf(ruleset);
  const state = ruleset.draft(before);
  const seen: E[] = [];
  const at: number[] = [];
  for (const e of events) {
    const shown = views.event(state, e, side);
    at.push(shown ? seen.length : -1);
    if (shown) seen.push(shown);
    ruleset.apply(state, e);
  }
  // A roll is recorded by the first event emitted after it; one made last (none after) belongs to no event.
  const visible = rolls.flatMap((r) => (r.event < at.length && at[r.event]! >= 0 ? [{ ...r, event: at[r.event]! }] : []));
  return { events: seen, rolls: visible };
}

/**
 * The events a public record (a chat card everyone receives) may show, each as every side may see it. An event some side
 * does not see at all is left out; one a side sees enriched (a reveal, with the pieces it finds) is public as it
 * happened; one a side sees only in part (another side's hidden piece left out) is shown in that part, exactly as it
 * would have happened without what is hidden — leaving it out would tell that side something (IA1 16.5). Where two
 * sides see different parts, it is left out. Rolls move with their events, as in `eventsFor`.
 */
export function publicEvents<S, C extends EngineCommand, E extends EngineEvent>(
  ruleset: Ruleset<S, C, E>,
  before: S,
  events: readonly E[],
  sides: readonly string[],
  rolls: readonly RollRecord[] = [],
): { readonly events: E[]; readonly rolls: RollRecord[] } {
  const views = viewsOf(ruleset);
  const state = ruleset.draft(before);
  const seen: E[] = [];
  const at: number[] = [];
  for (const e of events) {
    const shown = sides.map((side) => views.event(state, e, side));
    const partial = shown.filter((v): v is E => v !== null && v !== e && !sameExcept(v, e));
    const common = shown.includes(null) ? null : partial.length === 0 ? e : partial.every((v) => JSON.stringify(v) === JSON.stringify(partial[0])) ? partial[0]! : null;
    at.push(common ? seen.length : -1);
    if (common) seen.push(common);
    ruleset.apply(state, e);
  }
  return { events: seen, rolls: rolls.flatMap((r) => (r.event < at.length && at[r.event]! >= 0 ? [{ ...r, event: at[r.event]! }] : [])) };
}

/** Whether a side's version of an event only adds to it (a reveal's `found`): every field of the event is there, unchanged. */
function sameExcept(shown: object, e: object): boolean {
  return Object.entries(e).every(([k, v]) => JSON.stringify((shown as Record<string, unknown>)[k]) === JSON.stringify(v));
}

/** A command's outcome as the referee, who may know everything, receives it. */
export function wholeResult<S, C, E>(result: CommandResult<S, C, E>): SideResult<E> {
  switch (result.status) {
    case "done":
      return { status: "done", events: result.record.events, rolls: result.record.rolls };
    case "refused":
      return result;
    case "decision":
      return { status: "decision", request: result.request, preview: result.preview, rolls: result.rolls };
    case "dice":
      return { status: "dice", need: result.need, preview: result.preview, rolls: result.rolls };
  }
}

/** A command's outcome, run from `before`, as `side` receives it. */
export function resultFor<S, C extends EngineCommand, E extends EngineEvent>(ruleset: Ruleset<S, C, E>, before: S, result: CommandResult<S, C, E>, side: string): SideResult<E> {
  switch (result.status) {
    case "refused":
      return result;
    case "done":
      return { status: "done", ...eventsFor(ruleset, before, result.record.events, side, result.record.rolls) };
    case "decision": {
      if (result.request.side !== side) return { status: "waiting", side: result.request.side, kind: result.request.kind };
      const { events, rolls } = eventsFor(ruleset, before, result.preview, side, result.rolls);
      return { status: "decision", request: result.request, preview: events, rolls };
    }
    case "dice": {
      const { events, rolls } = eventsFor(ruleset, before, result.preview, side, result.rolls);
      return { status: "dice", need: result.need, preview: events, rolls };
    }
  }
}
