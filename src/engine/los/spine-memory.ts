export type Side = "left" | "right";

/** IA2 7.56: where a spotter's choice of side along a hex spine is kept, for a pair of hexes in either direction. */
export interface SpineChoices {
  get(from: number, to: number): Side | undefined;
  set(from: number, to: number, side: Side): void;
}

/** The key of a pair of hexes, the lower index first, and the side as seen from it. */
export const pairKey = (a: number, b: number): string => (a < b ? `${a}:${b}` : `${b}:${a}`);
export const flipSide = (s: Side): Side => (s === "left" ? "right" : "left");
/** `side` seen from `from` toward `to`, as seen from the lower index (and back). */
export const fromLower = (from: number, to: number, side: Side): Side => (from < to ? side : flipSide(side));

/**
 * IA2 7.56: along a hex spine the spotter chooses a side, and "that choice remains constant for the remainder of the
 * turn". A memory of its own for sight used outside a battle (tools, tests); a battle keeps its choices in its state.
 */
export class SpineMemory implements SpineChoices {
  private turn = -1;
  private readonly choices = new Map<string, Side>();

  /** Forgets the previous turn's choices when the turn changes. */
  setTurn(turn: number): void {
    if (turn !== this.turn) this.choices.clear();
    this.turn = turn;
  }

  get(from: number, to: number): Side | undefined {
    const side = this.choices.get(pairKey(from, to));
    return side === undefined ? undefined : fromLower(from, to, side);
  }

  set(from: number, to: number, side: Side): void {
    this.choices.set(pairKey(from, to), fromLower(from, to, side));
  }
}
