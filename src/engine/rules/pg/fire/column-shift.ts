import { totalModifiers, type Modifier } from "../../../core/modifiers";
import type { TraceEntry } from "../../../core/trace";
import type { Cell } from "../../../data/provenance";
import { resolveColumn, type ShiftLimits } from "../../../data/table-lookup";
import type { FireTable } from "../../series/data/schemas/fire-table";
import { unitsAt, type PgBattle, type PgLeader, type PgUnit } from "../state";
import { stackShift } from "./stack-shift";
import { tableShift } from "./table-modifier";

/** One direct or bombardment attack as its column modifiers ask about it. */
export interface PgAttackSituation {
  /** The target hex and the side fired on (9.51: each side of an assault hex on its own). */
  readonly target: number;
  readonly side: string;
  /** Hexes from the target to the farthest firer (7.32). */
  readonly distance: number;
  /** Opportunity fire at one moving unit (13.0). */
  readonly opportunity: boolean;
}

/** A column of the table: its index and header, and the trace that reached it. */
export interface PgColumn {
  readonly index: number;
  readonly header: number;
  readonly trace: readonly TraceEntry[];
}

/** PG 7.52: one roll, a column per target piece; `hex` is the column of pieces with no modifier of their own. */
export interface PgAttackColumns {
  readonly hex: PgColumn;
  readonly pieces: readonly { readonly piece: string; readonly column: PgColumn }[];
}

const isUnit = (p: PgUnit | PgLeader): p is PgUnit => "maxSteps" in p;

/**
 * Modifiers for every piece of the attack: three combat units (4.4, not in opportunity fire 13.12); on the Direct Fire
 * table only, point-blank range when every firer is adjacent (10.3's example) and night (1.2 Night Turn, ruling A56).
 */
export function hexModifiers(b: PgBattle, table: FireTable, s: PgAttackSituation): Modifier[] {
  const direct = table.kind === "direct";
  return [
    ...stackShift(b, table, s.target, s.side, s.opportunity),
    ...(direct && s.distance === 1 ? tableShift(table, "point-blank") : []),
    ...(direct && b.visibility.night ? tableShift(table, "night") : []),
  ];
}

/**
 * Modifiers of one target piece alone (7.52): +2 against an artillery unit, once for the unit whatever the guns in the
 * hex (7.52, 10.3's three artillery units); a unit actually dug in (16.22) or under an entrenchment it occupies (16.4,
 * 16.42). A leader is dug in when a unit of his side in his hex is (16.22's note).
 */
export function pieceModifiers(b: PgBattle, table: FireTable, p: PgUnit | PgLeader): Modifier[] {
  if (!isUnit(p)) {
    const dugIn = p.hex !== null && unitsAt(b, p.hex).some((u) => u.side === p.side && u.dugIn === true);
    return dugIn ? tableShift(table, "dug-in") : [];
  }
  return [
    ...(p.kind === "artillery" ? tableShift(table, "artillery-target") : []),
    ...(p.dugIn === true ? tableShift(table, "dug-in") : []),
    ...(p.entrenched ? tableShift(table, "entrenchment") : []),
  ];
}

/** PG 7.51: "no attack on any table is ever reduced below the lowest column"; ruling A17: past the top it stops there too. */
const CLAMP: Cell<boolean> = { value: true, provenance: { source: "rules", rule: "7.51", note: "ruling A17: the top column too" } };

/**
 * PG 10.3, 7.51: the table's caps on the net shift (+3 and −2 on the shipped Direct Fire table) count on direct fire
 * only — "Direct fire is the only type of fire with these maximums" — and every table stops at its end columns.
 */
export function pgShiftLimits(table: FireTable): ShiftLimits {
  const { clampToTable, maxUp, maxDown } = table.shiftLimits;
  const clamp = clampToTable.value ? clampToTable : CLAMP;
  if (table.kind !== "direct") return { clampToTable: clamp };
  return { clampToTable: clamp, ...(maxUp ? { maxUp } : {}), ...(maxDown ? { maxDown } : {}) };
}

/**
 * PG 10.2, 7.51, 10.3: the column for `strength` shifted by the net of `modifiers`, the net capped (10.3: "AFTER all the
 * positive and negative column modifiers have been calculated and netted out") and stopped at the table's ends. Null:
 * the strength is below the lowest column, no attack (ruling A18).
 */
export function pgColumn(table: FireTable, strength: number, modifiers: readonly Modifier[]): PgColumn | null {
  const r = resolveColumn({ ...table, shiftLimits: pgShiftLimits(table) }, strength, totalModifiers(modifiers).trace);
  return r.index === null ? null : { index: r.index, header: r.header!, trace: r.trace };
}

/**
 * PG 7.52: the column of each target piece — the hex's modifiers plus its own, netted and capped per piece (10.3) — for
 * one roll. `pieces` are what the attack reaches (the hex's pieces of `s.side`, or the moving unit, 7.64). Null when the
 * strength has no column (ruling A18).
 */
export function attackColumns(b: PgBattle, table: FireTable, strength: number, s: PgAttackSituation, pieces: readonly (PgUnit | PgLeader)[]): PgAttackColumns | null {
  const forHex = hexModifiers(b, table, s);
  const hex = pgColumn(table, strength, forHex);
  if (hex === null) return null;
  return {
    hex,
    pieces: pieces.map((p) => {
      const own = pieceModifiers(b, table, p);
      return { piece: p.id, column: own.length ? pgColumn(table, strength, [...forHex, ...own])! : hex };
    }),
  };
}
