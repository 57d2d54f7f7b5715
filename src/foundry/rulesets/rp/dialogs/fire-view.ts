/**
 * RP 6.5: the Fire dialog — one of the command's ready units fires at a hex holding enemy units: area fire at the hex
 * (RP 6.53), or anti-tank fire at one AFV in it (RP 6.54, the firer needing an anti-tank value). The engine judges range
 * and line of sight.
 */
import { rpHexLabel } from "../../../../engine/rules/rp/map/labels";
import { isAfv, onMap } from "../../../../engine/rules/rp/state/lookups";
import type { RpDialogInput } from "./input";
import { hexOfValue, hexValue, readyInCommand, text, unitRow } from "./input";

export interface RpFireState {
  readonly unit: string;
  readonly at: string;
  readonly kind: "area" | "anti-tank";
  readonly target: string;
}

export const emptyRpFire: RpFireState = { unit: "", at: "", kind: "area", target: "" };

export const fireStateFrom = (form: Readonly<Record<string, unknown>>): RpFireState => ({
  unit: text(form, "unit"),
  at: text(form, "at"),
  kind: text(form, "kind") === "anti-tank" ? "anti-tank" : "area",
  target: text(form, "target"),
});

/** The enemy units on the map, by hex. */
function enemyHexes(input: RpDialogInput): Map<number, string[]> {
  const by = new Map<number, string[]>();
  for (const [id, u] of onMap(input.battle)) if (u.side !== input.side) by.set(u.hex!, [...(by.get(u.hex!) ?? []), id]);
  return by;
}

/** The `fire` command in JSON; null until a firer and a hex are chosen (and, for anti-tank fire, an AFV). */
export function fireCommand(input: RpDialogInput, state: RpFireState): Record<string, unknown> | null {
  const at = hexOfValue(state.at);
  if (!readyInCommand(input).some(([id]) => id === state.unit) || at === null) return null;
  if (state.kind === "anti-tank") return state.target ? { type: "fire", unit: state.unit, at, kind: "anti-tank", target: state.target } : null;
  return { type: "fire", unit: state.unit, at, kind: "area" };
}

export function fireView(input: RpDialogInput, state: RpFireState) {
  const { battle, map } = input;
  const firers = readyInCommand(input).map(([id, u]) => ({ ...unitRow(input, id, u), checked: id === state.unit, antiTank: u.faces[u.face].antiTank ?? null }));
  const enemies = enemyHexes(input);
  const targets = [...enemies.entries()]
    .map(([hex, ids]) => ({ value: hexValue(map, hex), label: rpHexLabel(map, hex), units: ids.map((id) => battle.units[id]!.name).join(", "), selected: hexValue(map, hex) === state.at }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const chosen = hexOfValue(state.at);
  const afvs = chosen === null ? [] : (enemies.get(map.indexOfOffset(chosen[0], chosen[1])) ?? []).filter((id) => isAfv(battle.units[id]!));
  return {
    firers,
    targets,
    kinds: (["area", "anti-tank"] as const).map((k) => ({ value: k, label: `HEX_TACTICS.RP.Card.Fire.${k}`, selected: k === state.kind })),
    afvs: state.kind === "anti-tank" ? afvs.map((id) => ({ id, name: battle.units[id]!.name, selected: id === state.target })) : [],
    none: firers.length ? null : "HEX_TACTICS.RP.Dialog.noneInCommand",
    canSubmit: fireCommand(input, state) !== null,
  };
}
