/**
 * PG 17.6 multi-player games at the referee (referee/capability.ts), Panzer Grenadier's capability. A side whose
 * players divided its pieces among themselves plays formation command; otherwise, where the battle's scene has sectors,
 * sector command. Before the GM's consent and any die (a GM is held to nothing):
 * - sector command (17.61, 17.63): a sector's commander orders only his side's pieces standing in his sector or in none
 *   (`referee.pg-not-your-sector`) and fires at no hex of another sector (`referee.pg-target-outside-sector`); the
 *   off-board artillery factors and aircraft the CO assigned to another sector this turn are not his to fire
 *   (`referee.pg-support-not-yours`); moving into another sector is free;
 * - formation command (17.62–17.64): a player orders no piece another player controls (`referee.pg-not-your-piece`);
 *   off-board artillery and air attacks are the CO's (`referee.pg-support-not-co`); once the CO names the player who
 *   activates the side's segments, only he or the CO begins, passes or saves one (`referee.pg-not-your-segment`);
 * - a decision goes to the player who controls (formation) or whose sector holds (sector) most of its pieces;
 * - the `multi-player` request gives, or reads back, the side's record (book.ts), a side's secret.
 */
import { z } from "zod";
import type { PgCommand } from "../../../../engine/rules/pg/commands/schema";
import type { TableCapability } from "../../../referee/capability";
import { refusal, type Reply } from "../../../referee/protocol";
import { factorRefusal, readAssignments } from "../../series/sector-command/factors";
import { decisionHexes, decisionPieces, hexesOf, pieceOf } from "../../series/sector-command/piece-hexes";
import type { SectorPorts } from "../../series/sector-command/ports";
import { sectorDecider, sectorRefusal, type SectorCodes } from "../../series/sector-command/sector-vet";
import { ordersTurn, turnOf } from "../../series/sector-command/turns";
import type { PgTableGame } from "../table-game";
import { emptyPgBook, pgBookJson, readPgBook, type PgBook, type PgSideBook } from "./book";
import { pgOrderedPieces, pgSupport, pgSupportFire, pgTargetHexes } from "./command-pieces";
import { commandingOfficer, foreignPiece, formationDecider, type Formation } from "./formation";
import { changeBook, type MultiPlayerRequest } from "./requests";

export const PG_MULTI_PLAYER = "pg.multi-player";

/** PG 17.61's refusals. */
const CODES: SectorCodes = { notYourSector: "referee.pg-not-your-sector", targetOutside: "referee.pg-target-outside-sector" };

/** PG 17.63: the commands that begin or give up a side's action segment (3.1, 3.2): the CO decides which player takes it. */
const SEGMENT_COMMANDS = new Set<string>(["activate", "pass", "save-segment", "use-saved-segment"]);

/** The `multi-player` request: any of its fields, read when played (requests.ts); none: the record read back. */
const MultiPlayerJson = z.looseObject({
  kind: z.literal("multi-player"),
  support: z.unknown().optional(),
  players: z.unknown().optional(),
  senior: z.unknown().optional(),
  successor: z.unknown().optional(),
  activating: z.unknown().optional(),
});

const nameOf = (game: PgTableGame, id: string): string => (game.state.units.get(id) ?? game.state.leaders.get(id))?.name ?? id;

/** PG 17.62, 17.63: a formation game's refusal of `user`'s commands, or null. */
function formationRefusal(game: PgTableGame, f: Formation, activating: string | null, user: string, side: string, commands: readonly PgCommand[]): Reply | null {
  const { co } = commandingOfficer(game.state, side, f);
  for (const c of commands) {
    const foreign = foreignPiece(f, user, pgOrderedPieces(c).filter((id) => pieceOf(game.state, id)?.side === side));
    if (foreign !== null) return refusal("referee.pg-not-your-piece", { piece: nameOf(game, foreign) });
    if ((c.type === "offboard-fire" || c.type === "air-attack") && user !== co) return refusal("referee.pg-support-not-co");
    if (SEGMENT_COMMANDS.has(c.type) && activating !== null && user !== activating && user !== co) return refusal("referee.pg-not-your-segment");
  }
  return null;
}

/** PG 17.61, 17.63: a sector game's refusal of the commands of `user`, commander of `sector` (null: none), or null. */
function sectorGameRefusal(game: PgTableGame, book: PgSideBook, sector: string | null, ports: SectorPorts, sectors: ReturnType<SectorPorts["sectors"]>, side: string, commands: readonly PgCommand[]): Reply | null {
  const { map, state } = game;
  const own = commands.flatMap((c) => hexesOf(map, state, side, pgOrderedPieces(c)));
  const targets = commands.flatMap((c) => pgTargetHexes(map, state, c));
  const beyond = sectorRefusal(sectors, sector, own, targets, CODES);
  if (beyond !== null) return beyond;
  // "Each sector commander may use the air and artillery factors assigned to him that turn": the fire stays his own sector's (the target check above).
  const assigned = book.support?.turn === turnOf(state).turn ? book.support.assignments : [];
  const why = factorRefusal(sectors, sector, assigned, commands.flatMap((c) => pgSupportFire(map, c)), false);
  if (why === null || why.kind !== "not-yours") return null;
  const factor = pgSupport(state, side).find((f) => f.id === why.factor)?.name ?? why.factor;
  return refusal("referee.pg-support-not-yours", { sector: sector!, factor, other: why.other });
}

export function pgMultiPlayer(ports: SectorPorts): TableCapability<PgBook, PgTableGame, PgCommand> {
  return {
    id: PG_MULTI_PLAYER,
    record: { empty: () => new Map(), read: readPgBook, write: pgBookJson },
    requests: { "multi-player": MultiPlayerJson },

    vet({ game, record, placement, user, gm, side }, commands) {
      if (gm) return null;
      const book = record.get(side) ?? emptyPgBook;
      if (book.formation) return formationRefusal(game, book.formation, book.activating, user, side, commands);
      const sectors = ports.sectors(placement);
      return sectors.length ? sectorGameRefusal(game, book, ports.sectorOf(user), ports, sectors, side, commands) : null;
    },

    decider({ game, record, placement }, request, players) {
      const f = record.get(request.side)?.formation;
      if (!f) return sectorDecider(ports, placement, players, () => decisionHexes(game.map, game.state, request));
      const own = decisionPieces(request).filter((id) => pieceOf(game.state, id)?.side === request.side);
      const { co } = commandingOfficer(game.state, request.side, f);
      return formationDecider(f, players, own) ?? (co !== null && players.includes(co) ? co : undefined);
    },

    /**
     * The side's record given — the CO's (or a GM's) division of the fire, of the pieces, the leader having seniority, the
     * player to activate; a GM's choice of the new CO after a die roll — or read back by any of its players, with the
     * battle's sectors (public: the scene's), the side's fire and its CO now.
     */
    async handle({ game, record, placement, user, gm, side, keep }, json) {
      const request = json as MultiPlayerRequest;
      const held = record.get(side) ?? emptyPgBook;
      const sectors = ports.sectors(placement);
      const changed = changeBook({ game, held, sectors, user, gm, side, ports }, request);
      if ("ok" in changed) return changed;
      if (changed.book !== held) await keep(new Map(record).set(side, changed.book));
      const book = changed.book;
      const now = turnOf(game.state);
      const co = book.formation ? commandingOfficer(game.state, side, book.formation) : { co: null, tied: [] };
      return {
        ok: true,
        result: {
          turn: ordersTurn(now),
          support: book.support && book.support.turn >= now.turn ? book.support : null,
          formation: book.formation,
          activating: book.activating,
          ...co,
          fire: pgSupport(game.state, side),
          sectors,
        },
      };
    },
  };
}
