import type { TraceEntry } from "../core/trace";
import type { Cell, Provenance } from "./provenance";
import type { DieTable } from "./schemas/die-table";

/** What happens when a net shift runs past the table, and any cap on it (IA1 7.51: a ruleset's results table gives them). */
export interface ShiftLimits {
  readonly clampToTable: Cell<boolean>;
  readonly maxUp?: Cell<number>;
  readonly maxDown?: Cell<number>;
}

/**
 * A combat results table as the lookup reads it: fire strengths as column headers (strictly ascending), a row of result
 * codes per roll total, and what each code means (`R`, the ruleset's). A ruleset's table schema gives more.
 */
export interface ResultsTable<R> {
  readonly name: string;
  readonly edition: string;
  /** The rule that states the column lookup. */
  readonly lookupRule?: string;
  readonly columns: readonly Cell<number>[];
  readonly rows: Readonly<Record<string, readonly Cell<string>[]>>;
  readonly results: Readonly<Record<string, R>>;
  readonly shiftLimits?: ShiftLimits;
}

/** A column-shift modifier as a results table lists it: its size, once or per item counted, within a cap. */
export interface ColumnModifier {
  readonly id: string;
  readonly label: string;
  readonly shift?: Cell<number>;
  /** The shift applies once per item counted (IA1 4.2: +1 per company in the hex). */
  readonly per?: string;
  readonly cap?: Cell<number>;
  readonly rule?: string;
}

/** A column index (null: the attack has no column) and how it was reached. */
export interface ColumnStep {
  readonly index: number | null;
  readonly trace: readonly TraceEntry[];
}

const ruleOf = (p: Provenance | undefined) => (p?.source === "rules" ? p.rule : undefined);
const withRule = (rule: string | undefined): { rule?: string } => (rule ? { rule } : {});
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * The column whose header "either equals or does not exceed" the strength: the largest header ≤ strength
 * (IA1 7.51, 9.3, 10.2, 12.3). Below the lowest header there is no column, so no attack (ruling: the rules
 * give no column for it). `headers` must be strictly ascending.
 */
export function columnFor(headers: readonly number[], strength: number, rule?: string): ColumnStep {
  let index = -1;
  while (index + 1 < headers.length && headers[index + 1]! <= strength) index++;
  const trace: TraceEntry[] = [{ id: "table.strength", label: `Strength ${strength}`, value: strength }];
  if (index < 0) {
    trace.push({ id: "table.below-table", label: `Below the lowest column (${headers[0]}): no attack`, value: strength, ...withRule(rule) });
    return { index: null, trace };
  }
  trace.push({ id: "table.column", label: `${headers[index]} column`, value: headers[index]!, ...withRule(rule) });
  return { index, trace };
}

/**
 * Moves `index` by `shift` columns. A net shift beyond `maxUp`/`maxDown` is cut to it; a column past either
 * end of the table is the end column when the table clamps (IA1 7.51), otherwise no column.
 */
export function shiftColumn(index: number, shift: number, headersLength: number, limits?: ShiftLimits): ColumnStep {
  const trace: TraceEntry[] = [];
  let net = shift;
  const up = limits?.maxUp;
  const down = limits?.maxDown;
  if (up && net > up.value) {
    net = up.value;
    trace.push({ id: "table.cap-up", label: `Net shift limited to +${net}`, value: net, ...withRule(ruleOf(up.provenance)) });
  }
  if (down && net < -down.value) {
    net = -down.value;
    trace.push({ id: "table.cap-down", label: `Net shift limited to −${down.value}`, value: net, ...withRule(ruleOf(down.provenance)) });
  }
  const target = index + net;
  const last = headersLength - 1;
  if (target >= 0 && target <= last) {
    if (net !== 0) trace.push({ id: "table.shift", label: `Shift ${signed(net)} columns`, value: net });
    return { index: target, trace };
  }
  const clamp = limits?.clampToTable;
  const rule = withRule(ruleOf(clamp?.provenance));
  if (clamp && !clamp.value) {
    trace.push({ id: "table.off-table", label: `Shift ${signed(net)} runs off the table: no column`, value: net, ...rule });
    return { index: null, trace };
  }
  const end = target < 0 ? 0 : last;
  trace.push({
    id: target < 0 ? "table.clamp-low" : "table.clamp-high",
    label: `Shift ${signed(net)} stops at the ${target < 0 ? "lowest" : "highest"} column`,
    value: end - index,
    ...rule,
  });
  return { index: end, trace };
}

/** A modifier's contribution: its shift once, or per item counted, within its cap (IA1 4.2: +1 per company, +2 at most). */
export function modifierShift(m: ColumnModifier, count = 1): TraceEntry {
  if (!m.shift) throw new Error(`modifier "${m.id}" is a die-roll modifier, not a column shift`);
  const raw = m.shift.value * (m.per ? count : 1);
  const cap = m.cap?.value;
  const value = cap === undefined ? raw : Math.sign(raw) * Math.min(Math.abs(raw), cap);
  const label = m.per && count !== 1 ? `${m.label} ×${count}` : m.label;
  return { id: m.id, label: `${label} ${signed(value)}`, value, ...withRule(ruleOf(m.shift.provenance) ?? m.rule) };
}

/**
 * Column, shifts and limits for one attack (or one target unit of it, IA1 7.52) on `table`; the trace cites
 * rules with the table's edition ("IA1 7.51").
 */
export function resolveColumn(table: ResultsTable<unknown>, strength: number, shifts: readonly TraceEntry[]): ColumnStep & { header: number | null } {
  const headers = table.columns.map((c) => c.value);
  const cite = (t: TraceEntry): TraceEntry => (t.rule && !t.rule.startsWith(`${table.edition} `) ? { ...t, rule: `${table.edition} ${t.rule}` } : t);
  const base = columnFor(headers, strength, table.lookupRule);
  if (base.index === null) return { index: null, header: null, trace: base.trace.map(cite) };
  const net = shifts.reduce((sum, s) => sum + s.value, 0);
  const moved = shiftColumn(base.index, net, headers.length, table.shiftLimits);
  const header = moved.index === null ? null : headers[moved.index]!;
  return { index: moved.index, header, trace: [...base.trace, ...shifts, ...moved.trace].map(cite) };
}

/** The cell at a column index and roll, with what its code means. */
export function resultAt<R>(table: ResultsTable<R>, index: number, roll: number): { code: string; provenance: Provenance; meaning: R } {
  const c = table.rows[String(roll)]?.[index];
  if (!c) throw new RangeError(`${table.name} has no cell for roll ${roll} in column ${index}`);
  return { code: c.value, provenance: c.provenance, meaning: table.results[c.value]! };
}

/** The band of a die table a roll falls in. */
export function dieTableRow(table: DieTable, roll: number) {
  const row = table.rows.find((r) => roll >= r.rolls[0] && roll <= r.rolls[1]);
  if (!row) throw new RangeError(`${table.name} has no row for roll ${roll}`);
  return row;
}
