/**
 * PG multi-player test tables: a battle on the PG state tests' 20 × 14 map as the referee holds it, its scene cut into
 * sectors North (rows 0–6) and South (rows 7–13), fake ports for the users' sectors and Commanding Officers, and the
 * capability (src/foundry/rulesets/pg/multi-player/capability.ts) called as the referee calls it.
 */
import type { DecisionRequest } from "../../../../../src/engine/core/decision";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import type { PgAircraft, PgOffboardFactor } from "../../../../../src/engine/rules/pg/state/support";
import type { Reply } from "../../../../../src/foundry/referee/protocol";
import type { TableHex } from "../../../../../src/foundry/referee/layer-json";
import type { BattleSector } from "../../../../../src/foundry/rulesets/series/sector-command/battle-sectors";
import type { SectorPorts } from "../../../../../src/foundry/rulesets/series/sector-command/ports";
import type { PgBook } from "../../../../../src/foundry/rulesets/pg/multi-player/book";
import { pgMultiPlayer } from "../../../../../src/foundry/rulesets/pg/multi-player/capability";
import type { PgTableGame } from "../../../../../src/foundry/rulesets/pg/table-game";
import { pgTablePieces } from "../../../../../src/foundry/rulesets/pg/table-pieces";
import { map } from "../../../../engine/rules/pg/state/fixtures";

export { at, battle, leader, unit } from "../../../../engine/rules/pg/state/fixtures";

const rows = (from: number, to: number): TableHex[] => Array.from({ length: 20 * (to - from + 1) }, (_, i) => [i % 20, from + Math.floor(i / 20)] as TableHex);
export const SECTORS: BattleSector[] = [
  { name: "North", hexes: rows(0, 6) },
  { name: "South", hexes: rows(7, 13) },
];

/** Ports: the scene has `sectors`; `sectorOf` and the COs as given. */
export const ports = (sectorOf: Record<string, string> = {}, cos: readonly string[] = [], sectors: BattleSector[] = SECTORS): SectorPorts => ({
  sectors: () => sectors,
  sectorOf: (user) => sectorOf[user] ?? null,
  isCommandingOfficer: (user) => cos.includes(user),
});

/** A battle at the table; `played`: sides that have given a command. */
export const tableOf = (state: PgBattle, played: readonly string[] = []) =>
  ({ id: "b", ruleset: null, log: { entries: played.map((side) => ({ command: { side } })) }, sides: ["german", "soviet"], state, pending: null, map, stored: {}, charts: {} }) as unknown as PgTableGame;

/** A PG command from its JSON (hexes as [column, row]) for `side`, as the referee reads it. */
export const cmd = (game: PgTableGame, json: Record<string, unknown>, side = "german") => pgTablePieces.command(game, json, side) as never;

export const factor = (id: string, side = "german"): PgOffboardFactor => ({ id, side, strength: 20, nationality: side, firedTurn: null });
export const aircraft = (id: string, side = "german"): PgAircraft => ({
  id,
  side,
  nationality: side,
  front: { name: "Ju 87", direct: null, bombardment: 8 },
  back: { name: "Ju 87", direct: null, bombardment: 6 },
  face: "front",
  used: false,
});

/** The capability over `ports`, its record kept between requests as the referee keeps it. */
export function referee(p: SectorPorts, game: PgTableGame) {
  const capability = pgMultiPlayer(p);
  let record: PgBook = capability.record.empty();
  const battle = () => ({ game, record, placement: null });
  return {
    capability,
    record: () => record,
    vet: (user: string, commands: readonly unknown[], side = "german", gm = false) => capability.vet!({ ...battle(), user, gm, side }, commands as never),
    decider: (request: Partial<DecisionRequest>, players: readonly string[]) =>
      capability.decider!(battle(), { id: "d", side: "german", options: [], default: null, ...request } as unknown as DecisionRequest, players),
    request: (user: string, body: Record<string, unknown>, side = "german", gm = false): Promise<Reply> =>
      capability.handle!({ ...battle(), user, gm, side, keep: async (next) => void (record = next) }, { kind: "multi-player", ...body }),
  };
}

/** A refusal's code, or null for a reply that is none. */
export const codeOf = (r: Reply | null): string | null => (r && !r.ok ? r.code : null);
