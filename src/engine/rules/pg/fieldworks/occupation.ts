import { entrenchmentAt, leaderDugIn } from "../../series/fieldworks/markers";
import { unitsAt, type PgBattle, type PgLeader, type PgUnit } from "../state";

const isUnit = (p: PgUnit | PgLeader): p is PgUnit => "maxSteps" in p;

/**
 * PG 16.2, 16.22, 16.25 (ruling A42): whether `p` has the benefits of being dug in — defensive column modifiers and
 * First Fire in assaults (12.43). A unit under its own finished Dug In marker (on top of it after its second segment);
 * a leader of any kind while a unit of his side in his hex is (16.22's note).
 */
export function pgDugIn(b: PgBattle, p: PgUnit | PgLeader): boolean {
  return isUnit(p) ? p.dugIn === true : leaderDugIn(b, p.side, p.hex);
}

/**
 * PG 16.4, 16.41, 16.42, 12.43: whether `p` has an entrenchment's benefits — it occupied the entrenchment in its hex
 * before enemy units entered (the series' marker bookkeeping sets `entrenched`; AFVs, cavalry and transports never
 * occupy one). A leader: while no enemy unit there occupies it (docs/rulings.md, PG 16.4).
 */
export function pgEntrenched(b: PgBattle, p: PgUnit | PgLeader): boolean {
  if (isUnit(p)) return p.entrenched;
  return entrenchmentAt(b, p.hex) && !unitsAt(b, p.hex!).some((u) => u.side !== p.side && u.entrenched);
}
