export type Side = "left" | "right";

/**
 * IA2 7.56: along a hex spine the spotter chooses a side, and "that choice remains constant for the
 * remainder of the turn". Choices are kept per pair of hexes, as seen from the lower index to the higher.
 */
export class SpineMemory {
  private turn = -1;
  private readonly choices = new Map<string, Side>();

  /** Forgets the previous turn's choices when the turn changes. */
  setTurn(turn: number): void {
    if (turn !== this.turn) this.choices.clear();
    this.turn = turn;
  }

  get(from: number, to: number): Side | undefined {
    const side = this.choices.get(pairKey(from, to));
    return side === undefined || from < to ? side : flip(side);
  }

  set(from: number, to: number, side: Side): void {
    this.choices.set(pairKey(from, to), from < to ? side : flip(side));
  }

  toJSON(): { turn: number; choices: [string, Side][] } {
    return { turn: this.turn, choices: [...this.choices] };
  }
}

const pairKey = (a: number, b: number): string => (a < b ? `${a}:${b}` : `${b}:${a}`);
const flip = (s: Side): Side => (s === "left" ? "right" : "left");
