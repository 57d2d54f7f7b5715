/** What every Red Poppies dialog works on: the acting side's view of the battle (the referee's `view` reply) and its map. */
import type { HexMap } from "../../../../engine/map";
import { rpHexLabel } from "../../../../engine/rules/rp/map/labels";
import type { RpBattle, RpUnit } from "../../../../engine/rules/rp/state";
import { onMap } from "../../../../engine/rules/rp/state/lookups";

export interface RpDialogInput {
  readonly battle: RpBattle;
  readonly map: HexMap;
  readonly side: string;
}

/** A form's ticked boxes named `<prefix>.<id>`, by id. */
export const ticked = (form: Readonly<Record<string, unknown>>, prefix: string): string[] =>
  Object.entries(form).flatMap(([k, v]) => (k.startsWith(`${prefix}.`) && v === true ? [k.slice(prefix.length + 1)] : []));

/** A form's string field, or "" where it has none. */
export const text = (form: Readonly<Record<string, unknown>>, name: string): string => (typeof form[name] === "string" ? (form[name] as string) : "");

/** A hex as a form value ("column,row") and back. */
export const hexValue = (map: HexMap, hex: number): string => {
  const { col, row } = map.offsetAt(hex);
  return `${col},${row}`;
};
export const hexOfValue = (value: string): [number, number] | null => {
  const m = /^(\d+),(\d+)$/.exec(value);
  return m ? [Number(m[1]), Number(m[2])] : null;
};

/** The side's units on the map, as a dialog lists them: id, name, printed hex label. */
export const unitRow = (input: RpDialogInput, id: string, u: RpUnit) => ({ id, name: u.name, hex: rpHexLabel(input.map, u.hex!) });

export const sideUnits = (input: RpDialogInput): [string, RpUnit][] => onMap(input.battle).filter(([, u]) => u.side === input.side);

/** RP 6.03: the command's units that have not acted yet, on the map. */
export function readyInCommand(input: RpDialogInput): [string, RpUnit][] {
  const a = input.battle.activation;
  if (a === null || a.side !== input.side || a.config === "oma") return [];
  return sideUnits(input).filter(([id]) => a.units.includes(id) && !a.acted.includes(id));
}
