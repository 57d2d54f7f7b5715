/**
 * Foundry V13's dice as far as the system uses them: `Roll` (a formula of one dice term, `2d6`), the terms
 * `foundry.dice.terms.RollTerm`, `DiceTerm` and `Die`, and `CONFIG.Dice` (`rolls`, `termTypes`, `terms`). Each behaviour
 * is V13 13.351's client, read in `client/dice/roll.mjs` and `client/dice/terms/{term,dice,die}.mjs` of the public copy
 * `umplacable/foundryVTT` @ 9dd067a0 (docs/foundry-facts.md §3). Evaluating draws the faces from the test's script.
 *
 * Stricter than V13 on purpose: `Roll.fromData` accepts exactly what `toJSON` writes, key for key, with every face a
 * face of its die and the total their sum. V13 13.351 is lenient there (an unknown term class is read as a `Die`, a
 * missing total reads 0) and other builds may not be: JSON written by hand that is off in any way fails here.
 */
import { isDeepStrictEqual } from "node:util";

/** Where evaluated dice come from: the faces a test scripted, in order. */
export interface DiceScript {
  draw(faces: number): number;
}

export interface DieResult {
  result: number;
  active: boolean;
}

/** What a `DiceTerm` is built from (V13 `DiceTerm` constructor; `results`: "pre-cast results for the term"). */
export interface DieData {
  number?: number;
  faces?: number;
  modifiers?: string[];
  results?: DieResult[];
  options?: Record<string, unknown>;
}

/**
 * V13 `RollTerm#toJSON` of a `Die`: `class` (its constructor's name), `options`, `evaluated`, then
 * `DiceTerm.SERIALIZE_ATTRIBUTES` — `number`, `faces`, `modifiers`, `results`, `method` (undefined here: JSON drops it).
 */
export interface DieJson {
  class: string;
  options: Record<string, unknown>;
  evaluated: boolean;
  number: number;
  faces: number;
  modifiers: string[];
  results: DieResult[];
}

/** V13 `Roll#toJSON`: `class`, `options`, `dice` (`_dice`: none here), `formula`, `terms`, `total` (absent before evaluation), `evaluated`. */
export interface RollJson {
  class: string;
  options: Record<string, unknown>;
  dice: unknown[];
  formula: string;
  terms: DieJson[];
  total?: number;
  evaluated: boolean;
}

const TERM = /^(\d+)d(\d+)$/;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** A page's dice classes over the world's script, and its `CONFIG.Dice` (each page has its own, as each browser does). */
export function diceClasses(script: DiceScript) {
  /** V13 `RollTerm`: its options and whether it has been evaluated (once only). */
  class RollTerm {
    options: Record<string, unknown>;
    _evaluated = false;
    constructor({ options = {} }: { options?: Record<string, unknown> } = {}) {
      this.options = options;
    }
  }

  /** V13 `DiceTerm`: "If results were explicitly passed, the term has already been evaluated". */
  class DiceTerm extends RollTerm {
    number: number;
    faces: number;
    modifiers: string[];
    results: DieResult[];

    constructor({ number = 1, faces = 6, modifiers = [], results = [], options = {} }: DieData = {}) {
      super({ options });
      this.number = number;
      this.faces = faces;
      this.modifiers = modifiers;
      this.results = results;
      if (results.length) this._evaluated = true;
    }

    get formula(): string {
      return `${this.number}d${this.faces}${this.modifiers.join("")}`;
    }

    /** The active results' sum; undefined before evaluation (V13 `DiceTerm#total`). */
    get total(): number | undefined {
      return this._evaluated ? sum(this.values) : undefined;
    }

    get values(): number[] {
      return this.results.filter((r) => r.active).map((r) => r.result);
    }

    async evaluate(): Promise<this> {
      if (this._evaluated) throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
      this._evaluated = true;
      for (let n = this.results.length; n < this.number; n++) this.results.push({ result: script.draw(this.faces), active: true });
      return this;
    }

    toJSON(): DieJson {
      const { options, number, faces, modifiers } = this;
      return { class: this.constructor.name, options, evaluated: this._evaluated, number, faces, modifiers, results: this.results };
    }
  }

  class Die extends DiceTerm {}

  class Roll {
    data: Record<string, unknown>;
    options: Record<string, unknown>;
    terms: DiceTerm[];
    _evaluated = false;
    _total: number | undefined;
    _dice: DiceTerm[] = [];

    constructor(formula: string, data: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
      this.data = data;
      this.options = options;
      const m = TERM.exec(formula.trim());
      if (!m) throw new Error(`the simulated Roll reads one dice term (2d6), not "${formula}"`);
      this.terms = [new Die({ number: Number(m[1]), faces: Number(m[2]) })];
    }

    get formula(): string {
      return this.terms.map((t) => t.formula).join("");
    }

    /** The dice terms, after any inner ones (V13 `Roll#dice`). */
    get dice(): DiceTerm[] {
      return [...this._dice, ...this.terms];
    }

    /** V13 `Roll#total`: `Number(this._total) || 0`. */
    get total(): number {
      return Number(this._total) || 0;
    }

    async evaluate(_options: { allowInteractive?: boolean } = {}): Promise<this> {
      if (this._evaluated) throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
      this._evaluated = true;
      for (const t of this.terms) if (!t._evaluated) await t.evaluate();
      this._total = sum(this.terms.map((t) => t.total!));
      return this;
    }

    toJSON(): RollJson {
      const { options, formula, _total: total, _evaluated: evaluated } = this;
      return { class: this.constructor.name, options, dice: this._dice, formula, terms: this.terms.map((t) => t.toJSON()), total, evaluated };
    }

    /**
     * V13 `Roll.fromTerms`: RollTerm instances, all evaluated or none; the formula is the terms', the total theirs.
     * (The simulated Roll holds dice terms only.)
     */
    static fromTerms(terms: RollTerm[], options: Record<string, unknown> = {}): Roll {
      if (!terms.every((t) => t instanceof RollTerm)) throw new Error("All provided terms must be RollTerm instances");
      if (!terms.every((t) => t instanceof DiceTerm)) throw new Error("the simulated Roll holds dice terms only");
      const evaluated = terms.every((t) => t._evaluated);
      if (!evaluated && terms.some((t) => t._evaluated))
        throw new Error("You can only call Roll.fromTerms with an array of terms which are either all evaluated, or none evaluated");
      const roll = new this(terms.map((t) => t.formula).join(""), {}, options);
      roll.terms = terms;
      roll._evaluated = evaluated;
      if (evaluated) roll._total = sum(terms.map((t) => t.total!));
      return roll;
    }

    /**
     * V13 `Roll.fromData`: the class named by `data.class` among `CONFIG.Dice.rolls` (none: "Unable to recreate"), each
     * term's among `CONFIG.Dice.termTypes` (V13 falls back to `Die`; here an unknown class fails), `evaluated` kept.
     * Then, stricter than V13: the Roll must write back exactly `data`, every face be one of its die's, the total their sum.
     */
    static fromData(data: RollJson): Roll {
      if (data.class !== this.name) {
        const cls = DICE.rolls.find((c) => c.name === data.class);
        if (!cls) throw new Error(`Unable to recreate ${data.class} instance from provided data`);
        return cls.fromData(data);
      }
      const roll = new this(data.formula, {}, data.options);
      roll.terms = data.terms.map((t) => {
        const cls = DICE.termTypes[t.class];
        if (!cls) throw new Error(`the simulated world has no RollTerm class ${t.class}`);
        const term = new cls(t);
        term._evaluated = t.evaluated;
        return term;
      });
      roll._evaluated = data.evaluated;
      roll._total = data.total;
      if (!isDeepStrictEqual(JSON.parse(JSON.stringify(roll)), data)) throw new Error(`Roll data is not what a Roll writes: ${JSON.stringify(data)}`);
      for (const t of roll.terms) {
        if (t.results.some((r) => !Number.isInteger(r.result) || r.result < 1 || r.result > t.faces)) throw new Error(`Roll data holds a face no d${t.faces} has`);
        if (t._evaluated !== roll._evaluated || (t._evaluated && t.results.length !== t.number)) throw new Error(`Roll data term ${t.formula} is not evaluated as its Roll is`);
      }
      if (roll._evaluated && roll._total !== sum(roll.terms.map((t) => t.total!))) throw new Error(`Roll data's total ${data.total} is not the sum of its dice`);
      return roll;
    }

    static fromJSON(json: string): Roll {
      return this.fromData(JSON.parse(json) as RollJson);
    }
  }

  /** The page's `CONFIG.Dice`: the Roll classes `fromData` may recreate, the term classes by name, the dice by denomination. */
  const DICE: { rolls: (typeof Roll)[]; termTypes: Record<string, typeof DiceTerm>; terms: Record<string, typeof DiceTerm> } = {
    rolls: [Roll],
    termTypes: { DiceTerm, Die },
    terms: { d: Die },
  };
  return { Roll, terms: { RollTerm, DiceTerm, Die }, config: DICE };
}

export type SimDice = ReturnType<typeof diceClasses>;
export type SimRoll = InstanceType<SimDice["Roll"]>;
