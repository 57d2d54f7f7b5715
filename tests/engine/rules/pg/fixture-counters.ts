import { PgCounterSet, type PgUnitType } from "../../../../src/engine/rules/pg/data/schemas/counters";

/**
 * Counters made for PG tests, standing for no printed counter: every value a test figure (provenance `playtest`, noted
 * so), checked by the PG counters schema like any counter set.
 */
const fixture = { source: "playtest", note: "test fixture" } as const;
export const cell = <T>(value: T) => ({ value, provenance: fixture });
export const fire = (strength: number, range: number) => ({ strength: cell(strength), range: cell(range) });
/** What a German one-step counter with no armor has unless it says otherwise. */
export const base = { nationality: "german", armor: cell(null), openTop: cell(false), apc: cell(false), armoredCar: cell(false), steps: cell(1) };

/** The unarmed transports (PG 1.2): truck, wagon, sledge. */
export const transports = {
  truck: { ...base, name: "Truck", code: "TRK", kind: "transport", transport: "truck", movementClass: cell("motorized"), faces: { full: { movement: cell(8) } } },
  wagon: { ...base, name: "Wagon", code: "WAG", kind: "transport", transport: "wagon", movementClass: cell("foot"), faces: { full: { movement: cell(4) } } },
  sledge: { ...base, name: "Sledge", code: "SLG", kind: "transport", transport: "sledge", movementClass: cell("foot"), faces: { full: { movement: cell(3) } } },
};

/** A German counter set named `name` holding `units`, read by the PG counters schema. */
export const fixtureCounters = (name: string, units: Record<string, object>): Readonly<Record<string, PgUnitType>> =>
  PgCounterSet.parse({ ruleset: "panzer-grenadier", edition: "PG3", name, nationalities: { german: { name: "German" } }, units }).units;
