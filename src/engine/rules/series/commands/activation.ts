import { refuseUnless } from "../../../core/refusal";
import { activators } from "../activation/scope";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import { endSegment } from "../sequence/turn";
import type { SeriesTextCode } from "../text";
import type { ActivationCommand, ActivationRoot, Designation } from "./activation-shapes";

type Activate = Extract<ActivationCommand, { type: "activate" }>;

/** 3.1–3.2, 3.13: start an action segment: who activates, through whom, and who moves or fires. */
export function activate<B extends ReducedBattle>(ctx: SeriesContext<B>, c: Activate): void {
  const b = ctx.state;
  const { cite, say, leadership } = ctx.rules;
  refuseUnless(b.phase === "action" && b.impulses !== null, cite("3.1"), say("activation.not-action-phase"));
  refuseUnless(b.impulses.active === c.side, cite("3.0 B"), say("sequence.not-your-segment", { side: b.impulses.active }));
  refuseUnless(b.activation === null, cite("3.1"), say("activation.under-way"));
  const ids = Object.keys(c.pieces);
  refuseUnless(ids.length > 0, cite("3.1"), say("activation.nobody"));
  let reach = activators(leadership, b, ctx.map, c.side, c.root);
  for (const id of ids) {
    const p = b.units.get(id) ?? b.leaders.get(id);
    refuseUnless(p !== undefined && p.side === c.side, cite("3.1"), say("activation.not-your-piece", { id, side: c.side }));
    // PG 16.51, IA1 16.41: a piece off the board activates only to enter, when the game lets it.
    if (p.hex === null) {
      refuseUnless(leadership.checkOffBoard !== undefined, cite("3.1"), say("activation.not-your-piece", { id, side: c.side }));
      leadership.checkOffBoard(ctx, c.side, id);
    }
    refuseUnless(reach.has(id), cite("3.12", "3.2"), say(outOfScope(c.root), { piece: p.name }));
    // PG 15.2: a train or vessel that took opportunity fire may still activate, to move.
    const marked = leadership.activatesUnderMarker?.(b, p as UnitOf<B> | LeaderOf<B>) === true && actionOf(c.pieces[id]!) === "move";
    refuseUnless(!p.movedFired || marked, cite("3.13 (once)"), say("activation.moved-fired", { piece: p.name }));
    refuseUnless(!("oppFire" in p && p.oppFire) || marked, cite("7.22 (opportunity)"), say("activation.opportunity-fired", { piece: p.name }));
    // 14.3: a demoralized piece can only attempt recovery, a Movement action (3.13).
    refuseUnless(p.status !== "demoralized" || actionOf(c.pieces[id]!) === "move", cite("14.3", "3.13"), say("activation.demoralized", { piece: p.name }));
    // 3.2: the leader named to activate it must be one who reaches it.
    const named = namedLeader(c.pieces[id]!);
    const leader = named === null ? "" : (leadership.leader(b, named)?.name ?? named);
    refuseUnless(named === null || reach.get(id)!.includes(named), cite("3.12", "3.2"), say("activation.not-led-by", { leader, piece: p.name }));
    if (isStrategic(c.pieces[id]!)) leadership.checkStrategic(ctx, c.side, id, actionOf(c.pieces[id]!));
  }
  let ledBy = leadersOf(reach, c.pieces);
  // IA1 6.72: a check some leaders taking part must pass to activate, one at a time; who fails activates nobody.
  const failed: string[] = [];
  const check = leadership.activationCheck;
  if (check) {
    const checked = new Set<string>();
    for (;;) {
      const next = check.next(b, c.side, involvedLeaders(b, ledBy, ids).filter((l) => !checked.has(l)));
      if (next === undefined) break;
      checked.add(next);
      if (!check.passes(ctx, next)) {
        failed.push(next);
        reach = activators(leadership, b, ctx.map, c.side, c.root);
        ledBy = leadersOf(reach, c.pieces);
      }
    }
  }
  const active = ids.filter((id) => !failed.includes(id) && ledBy.has(id));
  if (!active.length) return endSegment(ctx, c.side, false);
  // 3.13: the leaders directing the activated pieces take part too (and are marked MOVED/FIRED with them); a leader
  // aboard a unit (PG 3.3) takes part in it.
  const all = [...active, ...involvedLeaders(b, ledBy, active).filter((l) => !active.includes(l))];
  const pieces = Object.fromEntries(
    all.map((id) => [id, { action: c.pieces[id] === undefined ? ("move" as const) : actionOf(c.pieces[id]), ledBy: ledBy.get(id) ?? null, ...(c.pieces[id] && isStrategic(c.pieces[id]) ? { strategic: true as const } : {}) }]),
  );
  ctx.emit({ type: "activated", side: c.side, pieces });
  leadership.revealLeaders(ctx, c.root, pieces);
}

const actionOf = (d: Designation): "move" | "fire" => (typeof d === "string" ? d : d.action);
const isStrategic = (d: Designation): boolean => typeof d !== "string" && d.strategic === true;
const namedLeader = (d: Designation): string | null => (typeof d === "string" ? null : (d.ledBy ?? null));

/**
 * 3.2, 3.13: who activates each piece in reach: the leader the player named, while he still reaches it (a leader who
 * failed a check to activate no longer does), else the first to reach it; null for a piece activating by itself or
 * with its stack.
 */
function leadersOf(reach: ReadonlyMap<string, readonly string[]>, pieces: Readonly<Record<string, Designation>>): Map<string, string | null> {
  return new Map(
    [...reach].map(([id, by]) => {
      const named = pieces[id] === undefined ? null : namedLeader(pieces[id]);
      return [id, named !== null && by.includes(named) ? named : (by[0] ?? null)];
    }),
  );
}

/**
 * The requested leaders and every leader through whom a requested piece is reached (3.2; chains go up in rank), a
 * leader aboard a unit by its id (once: he may have activated the unit carrying him).
 */
function involvedLeaders(b: ReducedBattle, ledBy: ReadonlyMap<string, string | null>, ids: readonly string[]): string[] {
  const out = new Set<string>();
  for (const id of ids) {
    if (!ledBy.has(id)) continue;
    if (b.leaders.has(id)) out.add(id);
    for (let l = ledBy.get(id) ?? null; l !== null && !out.has(l); l = ledBy.get(l) ?? null) out.add(l);
  }
  return [...out];
}

/** 3.13: when the activated pieces are done, they get MOVED/FIRED and the segment ends. */
export function endActivation<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string): void {
  const { cite, say, leadership } = ctx.rules;
  const a = ctx.state.activation;
  refuseUnless(a !== null && a.side === side, cite("3.1"), say("activation.none-under-way"));
  leadership.checkEnd(ctx, side);
  const inPlay = (id: string) => ctx.state.units.get(id) ?? ctx.state.leaders.get(id);
  const marked = Object.keys(a.pieces).filter((id) => inPlay(id) && !inPlay(id)!.movedFired);
  if (marked.length) ctx.emit({ type: "moved-fired", pieces: marked, rule: cite("3.13") });
  ctx.emit({ type: "activation-ended", side });
  endSegment(ctx, side, false);
}

const outOfScope = (root: ActivationRoot): SeriesTextCode =>
  "piece" in root ? "activation.out-of-scope.self" : "leader" in root ? "activation.out-of-scope.leader" : "activation.out-of-scope.stack";

export const activationHandlers = {
  activate: <B extends ReducedBattle>(ctx: SeriesContext<B>, c: Activate) => activate(ctx, c),
  "end-activation": <B extends ReducedBattle>(ctx: SeriesContext<B>, c: Extract<ActivationCommand, { type: "end-activation" }>) => endActivation(ctx, c.side),
};
