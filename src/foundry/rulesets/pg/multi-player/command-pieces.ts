/**
 * What Panzer Grenadier's multi-player rules (PG 17.61–17.63) read of a command: the side's own pieces it orders, the
 * hexes it fires at, and the off-board artillery factors and aircraft it fires with. Only the commanding side's own
 * pieces count, and an enemy piece it targets only when the side sees it (a hidden one, 16.6, is the engine's to refuse:
 * where it stands is not to be told).
 */
import type { HexMap } from "../../../../engine/map";
import { pgPiecesNamed, type PgCommand } from "../../../../engine/rules/pg/commands/schema";
import type { SetUpCommand } from "../../../../engine/rules/pg/commands/set-up";
import type { PgBattle } from "../../../../engine/rules/pg/state";
import type { TableHex } from "../../../referee/layer-json";
import type { FactorFire } from "../../series/sector-command/factors";
import { tableHex } from "../../series/sector-command/piece-hexes";

/** PG 6.8, 6.9: the side's set-up, made for the whole side before play (docs/rulings.md, PG 17.61, 17.62 set-up). */
const SET_UP: ReadonlySet<string> = new Set<SetUpCommand["type"]>(["assign-tank-leaders", "designate-cavalry-leaders"]);

/**
 * The pieces a command names as its own to act: the door's (`pgPiecesNamed`) and those of the commands it does not list;
 * none for the side's set-up (the tank leaders' AFVs, the cavalry leaders: designations, no acts).
 */
export function pgOrderedPieces(c: PgCommand): string[] {
  if (SET_UP.has(c.type)) return [];
  const more = (): string[] => {
    switch (c.type) {
      case "bombard":
        return [...c.firers, ...(c.leaders ?? [])];
      case "fire-smoke":
        return [c.firer];
      case "dig-in":
      case "clear":
      case "cross":
        return [c.unit];
      case "assault":
        return [...c.units, ...(c.leaders ?? [])];
      default:
        return [];
    }
  };
  return [...new Set([...pgPiecesNamed(c), ...more()])];
}

/**
 * PG 17.61 "Units may not fire at targets outside their own sector, except to initiate or join an assault": the hexes a
 * command fires at — direct fire (10.0), an AT attack's target as the side sees it (11.0), bombardment and smoke (9.0,
 * 16.11), off-board artillery (9.2) and air attacks (15.11). An assault (12.0) fires at no target outside its own hex.
 */
export function pgTargetHexes(map: HexMap, state: PgBattle, c: PgCommand): TableHex[] {
  switch (c.type) {
    case "direct-fire":
    case "bombard":
    case "fire-smoke":
      return [tableHex(map, c.at)];
    case "at-fire": {
      const target = state.units.get(c.target);
      return target && target.side !== c.side && !target.hidden && target.hex !== null ? [tableHex(map, target.hex)] : [];
    }
    case "offboard-fire":
    case "air-attack":
      return c.attacks.map((a) => tableHex(map, a.at));
    default:
      return [];
  }
}

/** PG 17.63: the off-board artillery factors (9.2) and aircraft (15.1) a command fires, with the hexes each fires at. */
export function pgSupportFire(map: HexMap, c: PgCommand): FactorFire[] {
  if (c.type === "offboard-fire") return c.attacks.flatMap((a) => a.factors.map((factor) => ({ factor, hexes: [tableHex(map, a.at)] })));
  if (c.type === "air-attack") return c.attacks.flatMap((a) => a.aircraft.map((factor) => ({ factor, hexes: [tableHex(map, a.at)] })));
  return [];
}

/** PG 17.63: the side's off-board artillery factors (9.2) and aircraft (15.1), the fire its CO divides, each with a name. */
export function pgSupport(state: PgBattle, side: string): { id: string; name: string }[] {
  const factors = (state.offboard ?? []).filter((f) => f.side === side).map((f) => ({ id: f.id, name: `${f.id} (${f.strength})` }));
  const aircraft = (state.aircraft ?? []).filter((a) => a.side === side).map((a) => ({ id: a.id, name: a.face ? a[a.face].name : a.id }));
  return [...factors, ...aircraft];
}
