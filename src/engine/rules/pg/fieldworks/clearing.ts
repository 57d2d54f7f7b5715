import { z } from "zod";
import { refuseUnless } from "../../../core/refusal";
import { PieceId } from "../../../data/schemas/common";
import { command } from "../../series/commands/shapes";
import { actNow, movementAction } from "../../series/transport/action";
import type { PgContext } from "../commands/context";
import type { PgBattle, PgUnit } from "../state";
import { say } from "../text";

/** `clear`: an activated unit spends its turn clearing a wreck (PG 16.3) or enemy minefields (16.75) in its hex. */
export const Clear = command("clear", { unit: PieceId, task: z.enum(["wreck", "mines"]) });
export type ClearCommand = z.output<typeof Clear>;

/** The turns each task takes: "two consecutive turns" (16.3), "three complete turns" (16.75). */
const TURNS = { wreck: 2, mines: 3 } as const;
const RULE = { wreck: "PG 16.3", mines: "PG 16.75" } as const;

/**
 * PG 16.75: the enemy minefields in `u`'s hex it may clear — turned up (16.71: a unit entering turned them; a face-down
 * one is never looked at, so nothing here depends on its strength or whether it is a dummy).
 */
export const clearableMinefields = (b: PgBattle, u: PgUnit) => (b.minefields ?? []).filter((m) => m.hex === u.hex && m.owner !== u.side && m.revealed && (m.strength ?? 0) > 0);

/**
 * PG 16.3, 16.75 (docs/rulings.md, PG 16.75): a unit designated to move that has not moved spends its activation at the task —
 * MOVED/FIRED, in good order — and the task goes on from its last turn if that was the turn before (anything between
 * that moved it or broke its good order ended it, 16.21). An AFV of armor 2 or more clears one wreck on its second
 * consecutive turn; an ENG removes one enemy minefield point on its third. The owner's pick of the minefield changes
 * nothing (a hex's points attack as one sum, ruling A44): the point comes off the weakest, first placed first.
 */
export function clear(ctx: PgContext, c: ClearCommand): void {
  const b = ctx.state;
  const { unit: u, activated } = movementAction(ctx, c.side, c.unit);
  const rule = RULE[c.task];
  refuseUnless(activated.hexesEntered === 0 && activated.mpSpent === 0, rule, say("clearing.moved", { unit: u.name }));
  refuseUnless(u.status === "good", rule, say("clearing.not-good-order", { unit: u.name, status: u.status }));
  refuseUnless(u.carriedBy === null, rule, say("clearing.carried", { unit: u.name }));
  const hex = u.hex!;
  if (c.task === "wreck") {
    refuseUnless((u.armor ?? -1) >= 2, rule, say("clearing.wreck-armor", { unit: u.name }));
    refuseUnless((b.wrecks?.[hex] ?? 0) > 0, rule, say("clearing.no-wreck"));
  } else {
    refuseUnless(u.kind === "engineer", rule, say("clearing.mines-engineer", { unit: u.name }));
    refuseUnless(clearableMinefields(b, u).length > 0, rule, say("clearing.no-minefield"));
  }
  actNow(ctx, u.id);
  const w = u.work;
  const since = w?.kind === c.task && (w.last ?? w.since) === b.turn - 1 ? w.since : b.turn;
  ctx.emit({ type: "work-done", unit: u.id, kind: c.task, since, turn: b.turn, rule });
  ctx.emit({ type: "moved-fired", pieces: [u.id], rule });
  if (b.turn - since + 1 < TURNS[c.task]) return;
  if (c.task === "wreck") return ctx.emit({ type: "wreck-cleared", unit: u.id, hex, rule });
  const chosen = [...clearableMinefields(b, u)].sort((x, y) => x.strength! - y.strength!)[0]!.id;
  ctx.emit({ type: "minefield-cleared", unit: u.id, minefield: chosen, hex, rule });
}

export const clearingHandlers = { clear: (ctx: PgContext, c: ClearCommand) => clear(ctx, c) };
