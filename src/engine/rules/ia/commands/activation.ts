import { refuseUnless } from "../../../core/refusal";
import { activators } from "../activation/scope";
import { decapitated } from "../morale";
import { decapitationRule } from "../morale/decapitation";
import { chooseHelper } from "../morale/leader-help";
import { baseMorale, leaderBonus, rollAgainst, tableModifier } from "../morale/morale-values";
import { piece } from "../events";
import type { IaBattle } from "../state";
import { say, type IaTextCode } from "../text";
import { checkStrategic } from "../optional/strategic-movement";
import { cite } from "../transport/rule";
import type { IaContext } from "./context";
import { endSegment } from "./sequence";
import { enemyCombatUnitsIn } from "../movement/entering";
import { entryDue, entryOf } from "../board-edge/edge";

import type { ActivationCommand, ActivationRoot, Designation } from "./schema";

export type { ActivationCommand };

/** IA1 3.1–3.3, 3.13: start an action segment: who activates, through whom, and who moves or fires. */
export function activate(ctx: IaContext, c: Extract<ActivationCommand, { type: "activate" }>): void {
  const b = ctx.state;
  refuseUnless(b.phase === "action" && b.impulses !== null, "IA1 3.1", say("activation.not-action-phase"));
  refuseUnless(b.impulses.active === c.side, "IA1 3.0 C", say("sequence.not-your-segment", { side: b.impulses.active }));
  refuseUnless(b.activation === null, "IA1 3.1", say("activation.under-way"));
  const ids = Object.keys(c.pieces);
  refuseUnless(ids.length > 0, "IA1 3.1", say("activation.nobody"));
  let reach = activators(b, ctx.map, c.side, c.root);
  for (const id of ids) {
    const p = b.units.get(id) ?? b.leaders.get(id);
    refuseUnless(p !== undefined && p.side === c.side && (p.hex !== null || entryOf(b, id) !== undefined), "IA1 3.1", say("activation.not-your-piece", { id, side: c.side }));
    // IA1 16.41: off-board pieces activate once their turn to enter has come.
    refuseUnless(p.hex !== null || entryDue(b, id), "IA1 16.41", say("board-edge.not-due", { piece: p.name, turn: entryOf(b, id)?.turn ?? "—" }));
    refuseUnless(reach.has(id), "IA1 3.12, 3.2", say(outOfScope(c.root), { piece: p.name }));
    refuseUnless(!p.movedFired, "IA1 3.3", say("activation.moved-fired", { piece: p.name }));
    refuseUnless(!("oppFire" in p && p.oppFire), "IA1 3.14", say("activation.opportunity-fired", { piece: p.name }));
    // IA1 14.3: a demoralized piece can only attempt recovery, a Movement action (3.13).
    refuseUnless(p.status !== "demoralized" || actionOf(c.pieces[id]!) === "move", "IA1 14.3, 3.13", say("activation.demoralized", { piece: p.name }));
    // IA1 3.2: the leader named to activate it must be one who reaches it.
    const named = namedLeader(c.pieces[id]!);
    const leader = named === null ? "" : (b.leaders.get(named)?.name ?? named);
    refuseUnless(named === null || reach.get(id)!.includes(named), "IA1 3.12, 3.2", say("activation.not-led-by", { leader, piece: p.name }));
    if (isStrategic(c.pieces[id]!)) checkStrategic(ctx, c.side, id, actionOf(c.pieces[id]!));
  }
  let ledBy = leadersOf(reach, c.pieces);
  // IA1 6.72: after decapitation, every leader taking part must pass a morale check to activate, seniors first.
  const checked = new Set<string>();
  const failed: string[] = [];
  for (;;) {
    const next = involvedLeaders(b, ledBy, ids)
      .filter((l) => !checked.has(l) && decapitated(b, c.side, b.leaders.get(l)!.leaderType))
      .sort((x, y) => b.leaders.get(y)!.rank - b.leaders.get(x)!.rank)[0];
    if (next === undefined) break;
    checked.add(next);
    if (!passesActivationCheck(ctx, next)) {
      failed.push(next);
      reach = activators(b, ctx.map, c.side, c.root);
      ledBy = leadersOf(reach, c.pieces);
    }
  }
  const active = ids.filter((id) => !failed.includes(id) && ledBy.has(id));
  if (!active.length) return endSegment(ctx, c.side, false);
  // IA1 3.13: the leaders directing the activated pieces take part too (and are marked MOVED/FIRED with them).
  const all = [...active, ...involvedLeaders(b, ledBy, active).filter((l) => !active.includes(l))];
  ctx.emit({
    type: "activated",
    side: c.side,
    pieces: Object.fromEntries(
      all.map((id) => [id, { action: c.pieces[id] === undefined ? "move" : actionOf(c.pieces[id]), ledBy: ledBy.get(id) ?? null, ...(c.pieces[id] && isStrategic(c.pieces[id]) ? { strategic: true as const } : {}) }]),
    ),
  });
}

const actionOf = (d: Designation): "move" | "fire" => (typeof d === "string" ? d : d.action);
const isStrategic = (d: Designation): boolean => typeof d !== "string" && d.strategic === true;
const namedLeader = (d: Designation): string | null => (typeof d === "string" ? null : (d.ledBy ?? null));

/**
 * IA1 3.2, 3.13: who activates each piece in reach: the leader the player named, while he still reaches it (a leader
 * who failed 6.72's check no longer does), else the first to reach it; null for a piece activating by itself or with
 * its stack.
 */
function leadersOf(reach: ReadonlyMap<string, readonly string[]>, pieces: Readonly<Record<string, Designation>>): Map<string, string | null> {
  return new Map(
    [...reach].map(([id, by]) => {
      const named = pieces[id] === undefined ? null : namedLeader(pieces[id]);
      return [id, named !== null && by.includes(named) ? named : (by[0] ?? null)];
    }),
  );
}

/** The requested leaders and every leader through whom a requested piece is reached (IA1 3.2; chains go up in rank). */
function involvedLeaders(b: IaBattle, ledBy: ReadonlyMap<string, string | null>, ids: readonly string[]): string[] {
  const out = new Set<string>();
  for (const id of ids) {
    if (!ledBy.has(id)) continue;
    if (b.leaders.has(id)) out.add(id);
    for (let l = ledBy.get(id) ?? null; l !== null; l = ledBy.get(l) ?? null) out.add(l);
  }
  return [...out];
}

/**
 * IA1 6.72 (IA2 6.73): a leader of a decapitated type checks morale to activate (14.1, with one leader's modifier,
 * 6.61); on a failure he is marked MOVED/FIRED at once and activates nobody (those only he reaches stay inactive).
 */
function passesActivationCheck(ctx: IaContext, id: string): boolean {
  const b = ctx.state;
  const l = b.leaders.get(id)!;
  // IA1 6.61, 6.64: a morale check, which a senior leader of his type in reach may help.
  const helper = chooseHelper(ctx, l, "activation");
  const rating = [baseMorale(b, l), ...(helper ? [leaderBonus(helper, cite(b, "6.61, 6.64", "6.61, 6.65"))] : [])];
  const check = rollAgainst(ctx, "check", `activation:${id}`, [...rating, ...(l.status === "demoralized" ? [tableModifier("demoralized")] : [])]);
  const rule = decapitationRule(b);
  ctx.emit({ type: "activation-checked", leader: id, passed: check.passed, roll: check.roll, target: check.target, rule });
  if (!check.passed) ctx.emit({ type: "moved-fired", pieces: [id], rule });
  return check.passed;
}

/** IA1 3.13, 3.3: when the activated pieces are done, they get MOVED/FIRED and the segment ends. */
export function endActivation(ctx: IaContext, side: string): void {
  const a = ctx.state.activation;
  refuseUnless(a !== null && a.side === side, "IA1 3.1", say("activation.none-under-way"));
  // IA1 14.3, 14.42: an activated demoralized piece must attempt recovery (which marks it MOVED/FIRED).
  const owing = Object.keys(a.pieces)
    .map((id) => ctx.state.units.get(id) ?? ctx.state.leaders.get(id))
    .filter((p) => p !== undefined && p.status === "demoralized" && !p.movedFired);
  refuseUnless(owing.length === 0, "IA1 14.42", say("activation.recovery-owed", { pieces: owing.map((p) => p!.name).join(", ") }));
  // IA1 12.4: an assault begun by assault movement is resolved in the segment.
  const owed = (a.assaultsOwed ?? [])
    .filter((h) => enemyCombatUnitsIn(ctx.state, side, h))
    .map((h) => ctx.map.offsetAt(h)).map(({ col, row }) => `${col},${row}`);
  refuseUnless(owed.length === 0, "IA1 12.4", say("assault.owed", { hexes: owed.join("; ") }));
  const marked = Object.keys(a.pieces).filter((id) => (ctx.state.units.get(id) ?? ctx.state.leaders.get(id)) && !piece(ctx.state, id).movedFired);
  if (marked.length) ctx.emit({ type: "moved-fired", pieces: marked, rule: "IA1 3.13" });
  ctx.emit({ type: "activation-ended", side });
  endSegment(ctx, side, false);
}

const outOfScope = (root: ActivationRoot): IaTextCode =>
  "piece" in root ? "activation.out-of-scope.self" : "leader" in root ? "activation.out-of-scope.leader" : "activation.out-of-scope.stack";

export const activationHandlers = {
  activate: (ctx: IaContext, c: Extract<ActivationCommand, { type: "activate" }>) => activate(ctx, c),
  "end-activation": (ctx: IaContext, c: Extract<ActivationCommand, { type: "end-activation" }>) => endActivation(ctx, c.side),
};
