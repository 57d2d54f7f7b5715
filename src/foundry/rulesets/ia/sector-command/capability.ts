/**
 * IA1 17.51, 17.52 sector command in multi-player games (docs/foundry.md, "Sectors"), Infantry Attacks' capability at
 * the referee (referee/capability.ts):
 * - before the GM's consent and any die, a sector's commander may order only his side's pieces standing in his sector
 *   or in none (`referee.not-your-sector`), fire or plot fire only at hexes of his sector
 *   (`referee.target-outside-sector`) and move a piece into another sector only on the CO's order for this turn
 *   (`referee.not-ordered-into-sector`); an off-board factor's fire is its sector's, whoever plots it, the GM too
 *   (`referee.factor-not-yours`, `referee.factor-outside-sector`);
 * - a decision goes to the deciding side's player whose sector holds the deciding pieces;
 * - the `orders` request: the CO's orders for the turn not yet begun and, at the start of the game, his factors'
 *   sectors, or a side's read back; kept as its record (book.ts), a side's secret.
 */
import { z } from "zod";
import type { IaCommand } from "../../../../engine/rules/ia/commands/schema";
import type { TableCapability } from "../../../referee/capability";
import { refusal, type Reply } from "../../../referee/protocol";
import type { IaTableGame } from "../table-game";
import type { BattleSector } from "../../series/sector-command/battle-sectors";
import { factorRefusal, readAssignments, sameAssignments } from "../../series/sector-command/factors";
import type { SectorPorts } from "../../series/sector-command/ports";
import { sectorDecider, sectorRefusal, type SectorCodes } from "../../series/sector-command/sector-vet";
import { ordersTurn, turnOf as battleTurn, type TurnState } from "../../series/sector-command/turns";
import { bookJson, emptyBook, readBook, type SideBook } from "./book";
import { ordersInForce, readOrders, unorderedEntry } from "./orders";
import { iaCommandHexes, iaDecisionHexes, iaEntries, iaFactorFire, iaFactors, iaTargetHexes } from "./sector-hexes";

/** By side, its orders and factor sectors. */
export type SectorBook = ReadonlyMap<string, SideBook>;

export const SECTOR_COMMAND = "ia.sector-command";

/** IA1 17.52 "before the turn begins": a turn begins with its initiative roll (3.0 A). */
const turnOf = ({ state }: IaTableGame): TurnState => battleTurn(state);

/** IA1 17.51's refusals. */
const CODES: SectorCodes = { notYourSector: "referee.not-your-sector", targetOutside: "referee.target-outside-sector" };

/** The `orders` request: `orders` (`[{ piece, sector }]`) and `factors` (`[{ factor, sector }]`), both optional, read when played. */
const OrdersRequest = z.looseObject({ kind: z.literal("orders"), orders: z.unknown().optional(), factors: z.unknown().optional() });

/**
 * The refusal when the commander of `sector` orders pieces of another sector, fires or plots fire at a hex of another
 * sector (never allowed: an assault there is made by entering it), or moves a piece into another sector without the
 * CO's order for this turn; null when he may.
 */
function beyondSector(game: IaTableGame, sectors: readonly BattleSector[], sector: string | null, book: SectorBook, side: string, commands: readonly IaCommand[]): Reply | null {
  if (sector === null) return null;
  const beyond = sectorRefusal(sectors, sector, commands.flatMap((c) => iaCommandHexes(game.map, game.state, c)), commands.flatMap((c) => iaTargetHexes(game.map, c)), CODES);
  if (beyond !== null) return beyond;
  const orders = ordersInForce(book.get(side)?.orders ?? undefined, turnOf(game));
  const entry = unorderedEntry(sectors, sector, commands.flatMap((c) => iaEntries(game.map, game.state, c)), orders);
  return entry === null ? null : refusal("referee.not-ordered-into-sector", { sector, other: entry.other, piece: entry.piece });
}

/**
 * IA1 17.52: the refusal when a command plots fire for a factor the CO assigned to another sector than its commander's
 * (`sector`; null for one held to no sector, as a GM), or at a hex outside the factor's sector; null when it may.
 */
function factorsBeyondSector(game: IaTableGame, sectors: readonly BattleSector[], sector: string | null, book: SectorBook, side: string, command: IaCommand): Reply | null {
  const fires = iaFactorFire(game.map, game.state, command);
  if (!fires.length) return null;
  const why = factorRefusal(sectors, sector, book.get(side)?.factors ?? [], fires);
  if (why === null) return null;
  const factor = iaFactors(game.state, side).find((f) => f.id === why.factor)?.name ?? why.factor;
  return why.kind === "not-yours" ? refusal("referee.factor-not-yours", { sector: sector!, factor, other: why.other }) : refusal("referee.factor-outside-sector", { factor, sector: why.sector });
}

export function sectorCommand(ports: SectorPorts): TableCapability<SectorBook, IaTableGame, IaCommand> {
  return {
    id: SECTOR_COMMAND,
    record: { empty: () => new Map(), read: readBook, write: bookJson, legacyKey: "orders" },
    requests: { orders: OrdersRequest },

    vet({ game, record, placement, user, gm, side }, commands) {
      const sectors = ports.sectors(placement);
      if (!sectors.length) return null;
      // A GM is held to no sector, but an off-board factor's fire is its sector's whoever plots it.
      const sector = gm ? null : ports.sectorOf(user);
      return beyondSector(game, sectors, sector, record, side, commands) ?? commands.reduce<Reply | null>((r, c) => r ?? factorsBeyondSector(game, sectors, sector, record, side, c), null);
    },

    decider: ({ game, placement }, request, players) => sectorDecider(ports, placement, players, () => iaDecisionHexes(game.map, game.state, request)),

    /**
     * IA1 17.52: a side's orders — given by its Commanding Officer (or a GM) for the turn not yet begun, replacing those
     * given before — and its off-board factors' sectors, assigned before the side's first command; or read back by any
     * of its players, with the battle's sectors (public: the scene's) and whether the factors may still be assigned.
     * Orders for a turn gone by are cleared. What is given is stored with the battle before it is in force.
     */
    async handle({ game, record, placement, user, gm, side, keep }, json) {
      const request = json as z.output<typeof OrdersRequest>;
      const now = turnOf(game);
      const held = record.get(side) ?? emptyBook;
      const orders = held.orders && held.orders.turn >= now.turn ? held.orders : { turn: ordersTurn(now), orders: [] };
      const sectors = ports.sectors(placement);
      // "At the start of the game": before the side gives its first command (its Artillery Plan, 9.1); the other side's commands do not close it.
      const factorsOpen = !game.log.entries.some((e) => e.command.side === side);
      if (request.orders === undefined && request.factors === undefined) return { ok: true, result: { ...orders, factors: held.factors, factorsOpen, sectors } };
      if (!gm && !ports.isCommandingOfficer(user)) return refusal("referee.not-commanding-officer");
      const names = sectors.map((s) => s.name);
      let next: SideBook = { ...held, orders };
      if (request.orders !== undefined) {
        const given = readOrders(request.orders);
        if (given === null) return refusal("referee.bad-orders");
        const bad = given.find((o) => !names.includes(o.sector) || (game.state.units.get(o.piece) ?? game.state.leaders.get(o.piece))?.side !== side);
        if (bad) return refusal("referee.bad-order", { piece: bad.piece, sector: bad.sector });
        next = { ...next, orders: { turn: ordersTurn(now), orders: given } };
      }
      if (request.factors !== undefined) {
        const given = readAssignments(request.factors);
        if (given === null) return refusal("referee.bad-factors");
        const factors = iaFactors(game.state, side);
        const bad = given.find((a) => !names.includes(a.sector) || !factors.some((f) => f.id === a.factor));
        if (bad) return refusal("referee.bad-factor", { factor: bad.factor, sector: bad.sector });
        // "At the start of the game … may not be moved to different sectors during play": the same ones again are no change.
        if (!factorsOpen && !sameAssignments(given, held.factors)) return refusal("referee.factors-fixed");
        next = { ...next, factors: factorsOpen ? given : held.factors };
      }
      await keep(new Map(record).set(side, next));
      return { ok: true, result: { ...next.orders!, factors: next.factors, factorsOpen, sectors } };
    },
  };
}
