/** Where dice come from: a seeded generator in play, a script in tests and bug reports, the host's own rolls. */
export interface DiceSource {
  /** One die of `sides` faces: 1..sides. */
  die(sides: number): number;
  /** How many dice it can give now; a source without a limit leaves this out. */
  remaining?(): number;
}

/** A roll of individual dice (doubles matter in some rulesets), recorded in events so a log replays exactly. */
export interface DiceRoll {
  readonly dice: readonly number[];
  readonly sides: number;
  readonly total: number;
  /** What the roll was for, e.g. "initiative", "morale". */
  readonly purpose: string;
}

/** The dice a command wants next and has not got: the host rolls them (a Foundry `Roll`, dice rolled by hand). */
export class DiceNeeded extends Error {
  constructor(
    readonly count: number,
    readonly sides: number,
    readonly purpose: string,
  ) {
    super(`${count}d${sides} needed for ${purpose}`);
    this.name = "DiceNeeded";
  }
}

/** A die the host or a script gave that is not a face of the die wanted (9 on a d6). */
export class InvalidDie extends Error {
  constructor(
    /** Its place among the dice given, from 0. */
    readonly index: number,
    readonly value: number,
    readonly sides: number,
  ) {
    super(`die ${index + 1} is ${value}, not a face of a d${sides}`);
    this.name = "InvalidDie";
  }
}

/** `count` dice of `sides` faces for `purpose`; a source that holds fewer asks for the whole roll (DiceNeeded). */
export function roll(source: DiceSource, count: number, sides: number, purpose: string): DiceRoll {
  if ((source.remaining?.() ?? Infinity) < count) throw new DiceNeeded(count, sides, purpose);
  const dice = Array.from({ length: count }, () => source.die(sides));
  return { dice, sides, total: dice.reduce((a, b) => a + b, 0), purpose };
}

export const isDoubles = (r: DiceRoll): boolean => r.dice.length >= 2 && r.dice.every((d) => d === r.dice[0]);

/** A Foundry-style formula for a roll, e.g. `2d6`. */
export const formulaOf = (r: Pick<DiceRoll, "dice" | "sides">): string => `${r.dice.length}d${r.sides}`;

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

/**
 * Dice read from a list, in order: a script (tests, bug reports, the oracle) or the faces a host rolled (Foundry
 * `Roll`s, dice a player rolled by hand). When it runs out the command asks for more (DiceNeeded); a value that is not a
 * face of the die wanted is an InvalidDie.
 */
export class ScriptedDice implements DiceSource {
  private next = 0;

  constructor(private readonly values: readonly number[]) {}

  die(sides: number): number {
    if (this.next >= this.values.length) throw new DiceNeeded(1, sides, "a die");
    const at = this.next++;
    const v = this.values[at]!;
    if (!Number.isInteger(v) || v < 1 || v > sides) throw new InvalidDie(at, v, sides);
    return v;
  }

  remaining(): number {
    return this.values.length - this.next;
  }

  get used(): number {
    return this.next;
  }
}

/** Records every die drawn from `inner`, after first replaying `tape` (dice drawn before a command stopped to ask). */
export class TapeDice implements DiceSource {
  readonly drawn: number[] = [];
  private replayed = 0;

  constructor(
    private readonly inner: DiceSource,
    private readonly tape: readonly number[] = [],
  ) {}

  die(sides: number): number {
    let v: number;
    if (this.replayed < this.tape.length) {
      const at = this.replayed++;
      v = this.tape[at]!;
      if (!Number.isInteger(v) || v < 1 || v > sides) throw new InvalidDie(at, v, sides);
    } else v = this.inner.die(sides);
    this.drawn.push(v);
    return v;
  }

  remaining(): number {
    return this.tape.length - this.replayed + (this.inner.remaining?.() ?? Infinity);
  }
}
