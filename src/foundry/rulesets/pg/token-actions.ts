/**
 * Panzer Grenadier's token actions (the Token HUD's buttons, the Unit action dialog's choices), each a Movement action
 * of an activated piece (3.13): limbering and unlimbering (5.63), loading onto and unloading from a transport of its
 * hex (5.6, 6.3; a weapon unlimbering as it gets off, 5.63), attempting recovery (14.4), exiting the board (16.52). Of
 * several transports or cargoes, the first the engine accepts is offered. The engine judges each on the side's view
 * (series/token-actions.ts): offered only where the referee would carry it out.
 */
import type { PgCommand } from "../../../engine/rules/pg/commands/schema";
import { unitsAt } from "../../../engine/rules/series/state/occupancy";
import { pgSideView } from "../../../engine/rules/pg/view/side-view";
import { acceptedActions, type ProposedAction } from "../series/token-actions";
import type { PgTableGame } from "./table-game";

/** The token actions, in the order their buttons show. */
export const PG_TOKEN_ACTIONS = ["limber", "unlimber", "load", "unload", "unload-unlimber", "recover", "exit-board", "dig-in", "clear-wreck", "clear-mines", "cross", "consolidate"] as const;
export type PgTokenAction = (typeof PG_TOKEN_ACTIONS)[number];

/** The actions `side`'s unit or leader `piece` may take now, each with its command in JSON (no side: the referee adds the asker's). */
export function pgTokenActions(game: PgTableGame, side: string, piece: string): { action: string; command: Record<string, unknown> }[] {
  const b = pgSideView(game.state, side).battle;
  const unit = b.units.get(piece);
  const p = unit ?? b.leaders.get(piece);
  if (p === undefined || p.side !== side || p.hex === null) return [];
  const propose = (action: PgTokenAction, command: object, type: string = action): ProposedAction<PgCommand> => ({ action, command: { type, side, ...command } as PgCommand });
  // PG 5.63: a weapon getting off may unlimber as it does.
  const unlimbering = (c: { transport: string; unit: string }): ProposedAction<PgCommand> => ({ action: "unload-unlimber", command: { type: "unload", side, ...c, unlimber: true } });
  // PG 5.6: what boards a transport of its hex, or gets off the transport carrying it (or the cargo off this transport).
  const transports = p.carriedBy === null ? unitsAt(b, p.hex).filter((t) => t.side === side && t.id !== piece) : [];
  const cargo = [...(p.carriedBy === null ? [] : [{ transport: p.carriedBy, unit: piece }]), ...(unit?.carrying ? [{ transport: piece, unit: unit.carrying }] : []), ...(unit?.leadersAboard ?? []).map((l) => ({ transport: piece, unit: l }))];
  const proposed = [
    ...(unit ? [propose("limber", { unit: piece }), propose("unlimber", { unit: piece })] : []),
    ...transports.map((t) => propose("load", { transport: t.id, unit: piece })),
    ...cargo.map((c) => propose("unload", c)),
    ...cargo.map(unlimbering),
    propose("recover", { piece }),
    ...(unit ? [propose("exit-board", { unit: piece })] : []),
    // PG 16.2, 16.3, 16.75, 5.73: a unit's work in its hex; 17.1: with another unit of its side there.
    ...(unit
      ? [
          propose("dig-in", { unit: piece }),
          propose("clear-wreck", { unit: piece, task: "wreck" }, "clear"),
          propose("clear-mines", { unit: piece, task: "mines" }, "clear"),
          propose("cross", { unit: piece }),
          ...unitsAt(b, p.hex).filter((o) => o.side === side && o.id !== piece).map((o) => propose("consolidate", { unit: piece, with: o.id })),
        ]
      : []),
  ];
  return acceptedActions(game.ruleset, b, proposed);
}
