/**
 * A stand-in for Foundry's `Roll` with dice terms only (`2d6`, `1d6 + 1d6`): evaluating draws the faces from the test's
 * script, and `toJSON` gives the object form a chat message stores (V13 `Roll#toJSON`: `class`, `options`, `dice`,
 * `formula`, `terms` with each `Die`'s `number`, `faces`, `modifiers`, `results` `{result, active}`, `total`,
 * `evaluated`). The exact V13 JSON is UNSURE (docs/foundry-facts.md §3, open question 9): this is the shape the system
 * writes and reads back, pinned here.
 */

/** Where evaluated dice come from: the faces a test scripted, in order. */
export interface DiceScript {
  draw(faces: number): number;
}

export interface DieResult {
  result: number;
  active: boolean;
}

export interface DieJson {
  class: "Die";
  options: Record<string, unknown>;
  evaluated: boolean;
  number: number;
  faces: number;
  modifiers: string[];
  results: DieResult[];
}

export interface RollJson {
  class: string;
  options: Record<string, unknown>;
  dice: unknown[];
  formula: string;
  terms: DieJson[];
  total: number | null;
  evaluated: boolean;
}

export class SimDie {
  results: DieResult[] = [];
  evaluated = false;

  constructor(
    readonly number: number,
    readonly faces: number,
  ) {}

  get total(): number {
    return this.results.filter((r) => r.active).reduce((a, r) => a + r.result, 0);
  }

  get values(): number[] {
    return this.results.filter((r) => r.active).map((r) => r.result);
  }

  toJSON(): DieJson {
    return { class: "Die", options: {}, evaluated: this.evaluated, number: this.number, faces: this.faces, modifiers: [], results: this.results.map((r) => ({ ...r })) };
  }
}

const TERM = /^(\d+)d(\d+)$/;

/** A `Roll` class whose `evaluate` draws from `script` (each client gets its own class over the world's script). */
export function rollClass(script: DiceScript) {
  return class SimRoll {
    readonly terms: SimDie[];
    evaluated = false;
    options: Record<string, unknown>;

    constructor(
      readonly formula: string,
      _data: Record<string, unknown> = {},
      options: Record<string, unknown> = {},
    ) {
      this.options = options;
      this.terms = formula.split("+").map((part) => {
        const m = TERM.exec(part.trim());
        if (!m) throw new Error(`the simulated Roll reads only dice terms, not "${part.trim()}"`);
        return new SimDie(Number(m[1]), Number(m[2]));
      });
    }

    get dice(): SimDie[] {
      return this.terms;
    }

    get total(): number | undefined {
      return this.evaluated ? this.terms.reduce((a, t) => a + t.total, 0) : undefined;
    }

    async evaluate(): Promise<this> {
      if (this.evaluated) throw new Error("this Roll has already been evaluated");
      for (const t of this.terms) {
        t.results = Array.from({ length: t.number }, () => ({ result: script.draw(t.faces), active: true }));
        t.evaluated = true;
      }
      this.evaluated = true;
      return this;
    }

    toJSON(): RollJson {
      return { class: "Roll", options: { ...this.options }, dice: [], formula: this.formula, terms: this.terms.map((t) => t.toJSON()), total: this.total ?? null, evaluated: this.evaluated };
    }

    static fromData(data: RollJson): SimRoll {
      const roll = new this(data.formula, {}, data.options ?? {});
      if (roll.terms.length !== data.terms.length) throw new Error(`Roll data for "${data.formula}" has ${data.terms.length} terms`);
      data.terms.forEach((t, i) => {
        const term = roll.terms[i]!;
        if (t.class !== "Die" || t.number !== term.number || t.faces !== term.faces) throw new Error(`Roll data term ${i} does not match "${data.formula}"`);
        if (t.results.some((r) => !Number.isInteger(r.result) || r.result < 1 || r.result > t.faces)) throw new Error(`Roll data term ${i} holds a face no d${t.faces} has`);
        term.results = t.results.map((r) => ({ result: r.result, active: r.active }));
        term.evaluated = t.evaluated;
      });
      roll.evaluated = data.evaluated;
      return roll;
    }

    static fromJSON(json: string): SimRoll {
      return this.fromData(JSON.parse(json) as RollJson);
    }
  };
}

export type SimRollClass = ReturnType<typeof rollClass>;
export type SimRoll = InstanceType<SimRollClass>;
