/**
 * Panzer Grenadier's choice lists for its counters, each value mapped to its `lang/en.json` key. The values are the
 * `pg-counters` schema's (src/engine/rules/pg/data/schemas/counters.ts), so an actor holds a counter's entries as they
 * are. They reach `CONFIG.HEX_TACTICS` by their names in its table ruleset's `choices` (table-ruleset.ts).
 */
import { PG_LEADER_KINDS, type PgLeaderKind } from "../../../engine/rules/pg/state/pieces";
import { RANKS } from "../../../engine/rules/pg/data/schemas/counters";
import { PG_MOVEMENT_CLASSES, PG_TRANSPORT_KINDS, PG_UNIT_KINDS, type PgMovementClass, type PgTransportKind, type PgUnitKind } from "../../../engine/rules/pg/units/unit-class";

const labels = <K extends string>(keys: readonly K[], group: string): Record<K, string> =>
  Object.fromEntries(keys.map((k) => [k, `HEX_TACTICS.PG.${group}.${k}`])) as Record<K, string>;

/** The unit types of the Playing Pieces chart (PG 1.2). */
export const PG_UNIT_KIND_LABELS: Record<PgUnitKind, string> = labels(PG_UNIT_KINDS, "UnitKind");

/** PG 5.1's movement classes. */
export const PG_MOVEMENT_CLASS_LABELS: Record<PgMovementClass, string> = labels(PG_MOVEMENT_CLASSES, "MovementClass");

/** An unarmed transport's kind (PG 7.61); blank: the unit is none. */
export const PG_TRANSPORT_LABELS: Record<"" | PgTransportKind, string> = { "": "HEX_TACTICS.PG.Transport.none", ...labels(PG_TRANSPORT_KINDS, "Transport") };

/** A leader piece's kind (PG 3.3, 6.6, 6.9, 15.2). */
export const PG_LEADER_KIND_LABELS: Record<PgLeaderKind, string> = labels(PG_LEADER_KINDS, "LeaderKind");

/** The sides a unit's piece may show (PG 7.6 reduced, 5.62 limbered), in the order shown. */
export const PG_UNIT_FACES = { full: "HEX_TACTICS.Unit.Face.full", reduced: "HEX_TACTICS.Unit.Face.reduced", limbered: "HEX_TACTICS.Unit.Face.limbered" } as const;
export type PgUnitFace = keyof typeof PG_UNIT_FACES;

/** A leader piece's two sides (PG 1.2 Leaders). */
export const PG_LEADER_FACES = { front: "HEX_TACTICS.PG.LeaderFace.front", back: "HEX_TACTICS.PG.LeaderFace.back" } as const;
export type PgLeaderFace = keyof typeof PG_LEADER_FACES;

/** PG 1.2 Rank, lowest first. */
export const PG_RANKS: readonly string[] = RANKS;

/** The nationalities of PG's demonstration counters with a name in lang/en.json; others show by their id. */
export const PG_NATIONALITIES = {
  german: "HEX_TACTICS.Nationality.german",
  soviet: "HEX_TACTICS.PG.Nationality.soviet",
  italian: "HEX_TACTICS.PG.Nationality.italian",
  french: "HEX_TACTICS.PG.Nationality.french",
} as const;
