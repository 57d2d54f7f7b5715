import type { DieTable } from "../../../data/schemas/die-table";
import { dieTableRow } from "../../../data/table-lookup";
import { piece } from "../../series/events/piece-events";
import { unitsAt } from "../../series/state/occupancy";
import type { PgContext } from "../commands/context";
import type { PgBattle, PgLeader, PgUnit } from "../state";
import { MINEFIELD_DIE_RESULTS, type MinefieldDieResult } from "./events";
import { minefieldHits, type MinefieldHits } from "./hits";
import { PG_MINEFIELD_RULINGS } from "./rulings";

/** What entering a hex did to the movers (PG 16.71). */
export interface MinefieldEntry {
  /** The movers that must stop moving in the hex, eliminated ones left out. */
  readonly stopped: readonly string[];
  /** The step losses units suffered there (7.6, a transport's cargo included): the leaders' casualty rolls follow them (6.7, ruling A33). */
  readonly stepsLost: number;
}

const NOTHING: MinefieldEntry = { stopped: [], stepsLost: 0 };

/**
 * PG 16.71–16.74 (ruling A44): `movers`, one side's pieces moving together, have entered `hex`. The minefields there
 * are turned up for both sides, the dummies removed (16.74); then the owning player rolls a die per point of the hex's
 * minefields, less the engineers' reduction (16.73), for each unit that entered: a transport's roll is its cargo's too,
 * and leaders roll only when moving alone. Each unit's results follow (minefieldHits), and those that must stop are
 * stopped (`movement-stopped`). The movement command calls this for every hex entered, after the movers' `piece-moved`.
 * A side's own minefields attack its units unless the battle's `minesHitOwner` is off.
 */
export function minefieldEntry(ctx: PgContext, movers: readonly string[], hex: number): MinefieldEntry {
  const b = ctx.state;
  const side = piece(b, movers[0]!).side;
  const hitsOwner = b.rulings?.minesHitOwner ?? PG_MINEFIELD_RULINGS.minesHitOwner;
  // The referee's battle knows every strength (null is only the enemy's view of a face-down one, view/side-view.ts).
  const mines = (b.minefields ?? []).filter((m) => m.hex === hex && (hitsOwner || m.owner !== side));
  for (const m of mines.filter((m) => !m.revealed)) {
    ctx.reveal();
    ctx.emit({ type: "minefield-revealed", minefield: m.id, hex, strength: m.strength!, rule: m.strength === 0 ? "PG 16.74" : "PG 16.71" });
  }
  const strength = mines.reduce((sum, m) => sum + m.strength!, 0);
  if (strength === 0) return NOTHING;

  // A transport's cargo shares its roll (ruling A44, 5.64); leaders roll only when no unit moves with them.
  const units = movers.flatMap((id) => b.units.get(id) ?? []).filter((u) => u.carriedBy === null);
  const rollers: (PgUnit | PgLeader)[] = units.length ? units : movers.flatMap((id) => b.leaders.get(id) ?? []);
  const entering = units.flatMap((u) => (u.carrying ? [u, b.units.get(u.carrying)!] : [u]));
  const reduction = engineerReduction(b, side, entering, hex);
  const dice = Math.max(0, strength - reduction);
  const table = minefieldTable(ctx);
  const stopped: string[] = [];
  let stepsLost = 0;
  for (const p of rollers) {
    const cargo = "carrying" in p && p.carrying ? b.units.get(p.carrying)! : null;
    const roll = dice > 0 ? ctx.roll(dice, 6, "minefield") : null;
    const results = roll?.dice.map((d) => dieResult(table, d)) ?? [];
    const hits = minefieldHits(results, p.status === "demoralized");
    // 16.73: "If the number of dice rolled is reduced to zero … units entering the minefield can ignore it."
    ctx.emit({ type: "minefield-rolled", piece: p.id, cargo: cargo?.id ?? null, hex, strength, reduction, roll, results, steps: hits.steps, rule: roll ? "PG 16.71" : "PG 16.73" });
    if ("carrying" in p) {
      const cargoSteps = cargo?.steps ?? 0;
      stepsLost += hitUnit(ctx, p, hits);
      // 7.6: the cargo of a transport eliminated goes with it; else it takes the transport's dice by its own state.
      if (cargo) stepsLost += b.units.has(cargo.id) ? hitUnit(ctx, cargo, minefieldHits(results, cargo.status === "demoralized")) : cargoSteps;
    } else hitLeader(ctx, p, hits);
    if (hits.stop && (b.units.has(p.id) || b.leaders.has(p.id))) stopped.push(p.id);
  }
  if (stopped.length) ctx.emit({ type: "movement-stopped", pieces: stopped, rule: "PG 16.71" });
  return { stopped, stepsLost };
}

/**
 * PG 16.73: dice fewer against each unit: two when the only units entering are ENGs; one when an ENG enters with others,
 * or one of the movers' side stands in the hex already.
 */
function engineerReduction(b: PgBattle, side: string, entering: readonly PgUnit[], hex: number): 0 | 1 | 2 {
  const engineer = (u: PgUnit) => u.kind === "engineer";
  if (entering.length > 0 && entering.every(engineer)) return 2;
  const moving = new Set(entering.map((u) => u.id));
  return entering.some(engineer) || unitsAt(b, hex).some((u) => u.side === side && !moving.has(u.id) && engineer(u)) ? 1 : 0;
}

/** PG 16.71, 7.6: a unit's step losses (two or more eliminate it) and demoralization; the steps it lost. */
function hitUnit(ctx: PgContext, u: PgUnit, hits: MinefieldHits): number {
  const { steps, status } = u;
  const lost = hits.steps >= 2 ? steps : Math.min(hits.steps, steps);
  if (lost > 0) ctx.emit({ type: "steps-lost", unit: u.id, steps: lost, rule: hits.rule });
  if (lost < steps && hits.demoralized && status !== "demoralized") ctx.emit({ type: "status-changed", piece: u.id, status: "demoralized", rule: "PG 16.71" });
  return lost;
}

/** PG 16.71, 14.11 (ruling A44): a leader moving alone has no step to lose: a step loss eliminates him. */
function hitLeader(ctx: PgContext, l: PgLeader, hits: MinefieldHits): void {
  if (hits.steps > 0) ctx.emit({ type: "eliminated", piece: l.id, rule: hits.rule });
  else if (hits.demoralized) ctx.emit({ type: "status-changed", piece: l.id, status: "demoralized", rule: "PG 16.71" });
}

/** The battle's minefield die table (PG 16.71; a GM's printed chart may replace the shipped one). */
function minefieldTable(ctx: PgContext): DieTable {
  const table = ctx.charts.dieTables.tables.find((t) => t.id === "minefield");
  if (!table) throw new Error('the die tables have no "minefield" table (PG 16.71)');
  return table;
}

/** What one die does, by the table's band. */
function dieResult(table: DieTable, die: number): MinefieldDieResult {
  const value = dieTableRow(table, die).result.value;
  if (!(MINEFIELD_DIE_RESULTS as readonly unknown[]).includes(value)) throw new Error(`the minefield table gives "${value}": not one of ${MINEFIELD_DIE_RESULTS.join(", ")} (PG 16.71)`);
  return value as MinefieldDieResult;
}
