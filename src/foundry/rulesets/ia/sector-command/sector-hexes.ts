/**
 * Where the pieces an Infantry Attacks command orders stand now, where it fires, which pieces it moves into which hex and
 * which off-board factors it plots fire for: what sector command (IA1 17.51, 17.52, capability.ts) compares with the
 * sectors. Only the commanding side's own pieces count (series/sector-command/piece-hexes.ts).
 */
import type { HexMap } from "../../../../engine/map";
import { piecesNamed, type IaCommand } from "../../../../engine/rules/ia/commands/schema";
import type { IaBattle } from "../../../../engine/rules/ia/state";
import { gunName } from "../../../../engine/rules/ia/artillery/plan";
import type { TableHex } from "../../../referee/layer-json";
import type { FactorFire } from "../../series/sector-command/factors";
import { decisionHexes, hexesOf, tableHex } from "../../series/sector-command/piece-hexes";

/** IA1 17.51: the hexes of the pieces a command orders (its own pieces: `piecesNamed`); none for roll-initiative, pass, end-activation. */
export const iaCommandHexes = (map: HexMap, state: IaBattle, command: IaCommand): TableHex[] => hexesOf(map, state, command.side, piecesNamed(command));

/** The hexes of the deciding side's pieces a decision is about (`flee:<piece>:…` names its piece in its id). */
export const iaDecisionHexes = decisionHexes;

/** IA1 17.51, 17.52: the hexes a command fires at (direct fire, Open Sights) or plots fire at (the Planned Fire missions of an Artillery Plan). */
export function iaTargetHexes(map: HexMap, command: IaCommand): TableHex[] {
  const at = (hex: number): TableHex => tableHex(map, hex);
  switch (command.type) {
    case "direct-fire":
    case "open-sights-fire":
      return [at(command.at)];
    case "write-artillery-plan":
      return Object.values(command.missions).flatMap((m) => (m.mission === "planned-fire" ? m.turns.flatMap((t) => (t ? [at(t.at)] : [])) : []));
    default:
      return [];
  }
}

/** IA1 17.51: the side's pieces a move carries into its hex (the mover and the leaders moving with it, 6.4). */
export function iaEntries(map: HexMap, state: IaBattle, command: IaCommand): { piece: string; hex: TableHex }[] {
  if (command.type !== "move") return [];
  const hex = tableHex(map, command.to);
  return [command.piece, ...(command.with ?? [])].filter((id) => (state.units.get(id) ?? state.leaders.get(id))?.side === command.side).map((piece) => ({ piece, hex }));
}

/** IA1 9.2, 17.52: the side's off-board artillery factors, named as the Artillery Plan names them (`12A (6)`). */
export const iaFactors = (state: IaBattle, side: string): { id: string; name: string }[] =>
  (state.sides.find((s) => s.id === side)?.artillery?.offBoard ?? []).map((f) => ({ id: f.id, name: gunName(f) }));

/** IA1 17.52: the Artillery Plan's Planned Fire hexes of each of the side's off-board factors (none: No Fire on every turn). */
export function iaFactorFire(map: HexMap, state: IaBattle, command: IaCommand): FactorFire[] {
  if (command.type !== "write-artillery-plan") return [];
  const factors = new Set(iaFactors(state, command.side).map((f) => f.id));
  return Object.entries(command.missions).flatMap(([factor, m]) =>
    factors.has(factor) && m.mission === "planned-fire"
      ? [{ factor, hexes: m.turns.flatMap((t): TableHex[] => (t ? [tableHex(map, t.at)] : [])) }]
      : [],
  );
}
