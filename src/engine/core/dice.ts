/** Where dice come from: a seeded generator in play, a script in tests and bug reports. */
export interface DiceSource {
  /** One die of `sides` faces: 1..sides. */
  die(sides: number): number;
}

/** A roll of individual dice (doubles matter in some rulesets), recorded in events so a log replays exactly. */
export interface DiceRoll {
  readonly dice: readonly number[];
  readonly sides: number;
  readonly total: number;
  /** What the roll was for, e.g. "initiative", "morale". */
  readonly purpose: string;
}

export function roll(source: DiceSource, count: number, sides: number, purpose: string): DiceRoll {
  const dice = Array.from({ length: count }, () => source.die(sides));
  return { dice, sides, total: dice.reduce((a, b) => a + b, 0), purpose };
}

export const isDoubles = (r: DiceRoll): boolean => r.dice.length >= 2 && r.dice.every((d) => d === r.dice[0]);

/** A seedable generator (mulberry32): the same seed gives the same dice. */
export class SeededDice implements DiceSource {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  die(sides: number): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return 1 + Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * sides);
  }
}

/** Thrown when a script runs out: names the die the engine wanted. */
export class DiceExhausted extends Error {
  constructor(sides: number, used: number) {
    super(`the dice script ran out after ${used} dice (wanted a d${sides})`);
    this.name = "DiceExhausted";
  }
}

/** Dice read from a list, in order; a value outside the die's faces is an error. */
export class ScriptedDice implements DiceSource {
  private next = 0;

  constructor(private readonly values: readonly number[]) {}

  die(sides: number): number {
    if (this.next >= this.values.length) throw new DiceExhausted(sides, this.next);
    const v = this.values[this.next++]!;
    if (!Number.isInteger(v) || v < 1 || v > sides) throw new RangeError(`scripted die ${this.next} is ${v}, not a face of a d${sides}`);
    return v;
  }

  get used(): number {
    return this.next;
  }
}

/** Records every die drawn from `inner`, after first replaying `tape` (dice drawn before a decision stopped a command). */
export class TapeDice implements DiceSource {
  readonly drawn: number[] = [];
  private replayed = 0;

  constructor(
    private readonly inner: DiceSource,
    private readonly tape: readonly number[] = [],
  ) {}

  die(sides: number): number {
    const v = this.replayed < this.tape.length ? this.tape[this.replayed++]! : this.inner.die(sides);
    this.drawn.push(v);
    return v;
  }
}
