/**
 * "Before the turn begins" (IA1 17.52) and "at the start of each turn" (PG 17.63): what the Commanding Officer gives is
 * for the turn not yet begun. In both games a turn begins with its initiative roll (IA1 3.0 A, PG 3.0 A).
 */

/** Where a battle stands in its turns: its number, and whether it has begun (initiative rolled). */
export interface TurnState {
  readonly turn: number;
  readonly begun: boolean;
}

/** A battle's turn, from its state: a turn has begun once its initiative phase is over or its initiative is rolled. */
export const turnOf = (state: { readonly turn: number; readonly phase: string; readonly initiative: unknown }): TurnState => ({
  turn: state.turn,
  begun: state.phase !== "initiative" || state.initiative !== null,
});

/** What is given now is for this turn if it has not begun, else for the next. */
export const ordersTurn = (now: TurnState): number => (now.begun ? now.turn + 1 : now.turn);
