import { pg3DirectFire } from "../../../../../src/engine/rules/pg/data";
import { pgUnitFromCounter, type MoraleStatus, type PgUnit, type PgUnitSetUp } from "../../../../../src/engine/rules/pg/state/pieces";
import { FireTable, type FireTable as Table } from "../../../../../src/engine/rules/series/data/schemas/fire-table";
import { base, cell, fire, fixtureCounters } from "../fixture-counters";
import { counterType } from "../units/fixtures";

export { at, battle, leader, RIVER } from "../state/fixtures";

/** Counters neither the demonstration set nor the units fixtures have. */
const extra = fixtureCounters("PG fire test fixtures", {
  "anti-aircraft": { ...base, name: "AA gun", code: "AA", kind: "anti-aircraft", movementClass: cell("towed"), faces: { full: { directFire: fire(4, 4), movement: cell("T") } } },
});

/** A unit of counter type `type` (the demonstration set, units/fixtures.ts or the above) for `side`, German unless said. */
export function pgUnit(id: string, type: string, over: PgUnitSetUp & { side?: string; status?: MoraleStatus; dugIn?: boolean; entrenched?: boolean } = {}): PgUnit {
  const { side = "german", status = "good", dugIn, entrenched = false, ...setUp } = over;
  const u = pgUnitFromCounter(id, side, type, extra[type] ?? counterType(type), setUp);
  return { ...u, status, entrenched, ...(dugIn === undefined ? {} : { dugIn }) };
}

/** `cargo` rides `transport` (PG 5.6), in its hex. */
export function load(transport: PgUnit, cargo: PgUnit): void {
  transport.carrying = cargo.id;
  cargo.carriedBy = transport.id;
  cargo.hex = transport.hex;
}

/** The shipped Direct Fire table's modifier `id`, which must be a `rules` cell (PG 4.4, 7.52, 10.3, 1.2). */
export function rulesModifier(id: string) {
  const m = pg3DirectFire.modifiers.find((x) => x.id === id)!;
  if (m.shift?.provenance.source !== "rules") throw new Error(`${id} is not fixed by the rules`);
  return m;
}

const fixtureModifier = (id: string, shift: number, perUnit = false) => ({ id, label: id, category: "target", shift: cell(shift), perUnit });

/**
 * A fire table made for a test: `headers` as columns, every cell "-", the shipped Direct Fire table's results and rule-fixed
 * shift limits (10.3, 7.51), the rule-fixed modifiers `rules` and fixture-sized ones (`sized`: id → shift, per unit).
 */
export function fixtureTable(kind: string, headers: readonly number[], rules: readonly string[], sized: Readonly<Record<string, number>> = {}, limits: Partial<Table["shiftLimits"]> = {}): Table {
  return FireTable.parse({
    ruleset: "panzer-grenadier",
    edition: "PG3",
    id: `fixture-${kind}`,
    name: `Fixture ${kind} table`,
    kind,
    dice: pg3DirectFire.dice,
    columns: headers.map((h) => cell(h)),
    rows: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [String(i + 2), headers.map(() => cell("-"))])),
    results: pg3DirectFire.results,
    shiftLimits: { ...pg3DirectFire.shiftLimits, ...limits },
    modifiers: [...rules.map(rulesModifier), ...Object.entries(sized).map(([id, shift]) => fixtureModifier(id, shift, true))],
  });
}
