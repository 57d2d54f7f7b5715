/**
 * Where the pieces a command orders, or a decision is about, stand now: what sector command (IA1 17.51,
 * capability.ts) compares with the sectors. Only the commanding (deciding) side's own pieces count: another
 * side's piece a command names is the engine's to refuse, and where it stands (hidden perhaps, 16.5) is not to be told.
 */
import type { DecisionRequest } from "../../../../engine/core/decision";
import type { HexMap } from "../../../../engine/map";
import { piecesNamed, type IaCommand } from "../../../../engine/rules/ia/commands/schema";
import type { IaBattle } from "../../../../engine/rules/ia/state";
import { gunName } from "../../../../engine/rules/ia/artillery/plan";
import type { TableHex } from "../../../referee/layer-json";
import type { FactorFire } from "./factors";

/** The hexes where the side's pieces among `ids` stand (each hex once, battle order of the ids). */
function hexesOf(map: HexMap, state: IaBattle, side: string, ids: Iterable<string>): TableHex[] {
  const out = new Map<number, TableHex>();
  for (const id of ids) {
    const piece = state.units.get(id) ?? state.leaders.get(id);
    if (piece?.side !== side || piece.hex === null || out.has(piece.hex)) continue;
    const { col, row } = map.offsetAt(piece.hex);
    out.set(piece.hex, [col, row]);
  }
  return [...out.values()];
}

/** IA1 17.51: the hexes of the pieces a command orders (its own pieces: `piecesNamed`); none for roll-initiative, pass, end-activation. */
export const iaCommandHexes = (map: HexMap, state: IaBattle, command: IaCommand): TableHex[] => hexesOf(map, state, command.side, piecesNamed(command));

/**
 * The hexes of the deciding side's pieces a decision is about: those its options and default name (the firing groups of
 * opportunity fire, the units to lose a step, the leaders who may help …) and the one its id names (`flee:<piece>:…`).
 */
export function iaDecisionHexes(map: HexMap, state: IaBattle, request: DecisionRequest): TableHex[] {
  const ids: string[] = request.id.split(/[:@.,]/).slice(1);
  const visit = (value: unknown): void => {
    if (typeof value === "string") ids.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
  };
  visit([request.options, request.default]);
  return hexesOf(map, state, request.side, ids);
}

/** IA1 17.51, 17.52: the hexes a command fires at (direct fire, Open Sights) or plots fire at (the Planned Fire missions of an Artillery Plan). */
export function iaTargetHexes(map: HexMap, command: IaCommand): TableHex[] {
  const at = (hex: number): TableHex => {
    const { col, row } = map.offsetAt(hex);
    return [col, row];
  };
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
  const { col, row } = map.offsetAt(command.to);
  return [command.piece, ...(command.with ?? [])].filter((id) => (state.units.get(id) ?? state.leaders.get(id))?.side === command.side).map((piece) => ({ piece, hex: [col, row] as TableHex }));
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
      ? [{ factor, hexes: m.turns.flatMap((t): TableHex[] => (t ? [[map.offsetAt(t.at).col, map.offsetAt(t.at).row]] : [])) }]
      : [],
  );
}
