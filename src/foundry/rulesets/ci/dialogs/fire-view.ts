/**
 * CI 6.x Firepower, CI 6.x Targeting, CI 6.x Bombardment: the Fire and Bombard dialogs — a unit that may act fires at a
 * hex (picked on the canvas, or one holding enemy blocks) or at a face-up enemy unit; a red-triangle unit bombards,
 * naming the HQ that spots for it when it cannot see the target (CI 6.x Spotting). The other side's hidden blocks are
 * known by where they stand alone: their hexes are targets, never they. The engine judges range, sight and limits.
 */
import type { CiDialogInput } from "./input";
import { commandName, commandsLeft, hexLabel, hexOfValue, hexValue, ownHqs, readyUnits, text, unitRow } from "./input";

export interface CiFireState {
  readonly unit: string;
  /** The target hex as a form value ("" none). */
  readonly at: string;
  /** A face-up enemy unit's id ("" the hex). */
  readonly target: string;
  /** The spotting HQ as the side names it ("" none). */
  readonly spotter: string;
}

export const emptyFire: CiFireState = { unit: "", at: "", target: "", spotter: "" };

export const fireStateFrom = (form: Readonly<Record<string, unknown>>, previous: CiFireState): CiFireState => ({
  unit: text(form, "unit"),
  at: text(form, "at") || previous.at,
  target: text(form, "target"),
  spotter: text(form, "spotter"),
});

/** A hex picked on the canvas becomes the target hex. */
export const pickTarget = <S extends { readonly at: string }>(input: CiDialogInput, state: S, hex: number): S => ({ ...state, at: hexValue(input.map, hex) });

/** CI 6.x Bombardment: the units that may act and carry the red triangle; else every unit that may act. */
export const firers = (input: CiDialogInput, bombard: boolean): string[] =>
  readyUnits(input).filter((id) => !bombard || input.battle.roster.kinds[input.battle.blocks[id]!.kind]!.bombard);

/** CI 6.x Targeting: the other side's face-up units (the only ones its view holds), by hex. */
export const faceUpEnemies = (input: CiDialogInput): string[] =>
  Object.keys(input.battle.blocks)
    .filter((id) => {
      const k = input.battle.blocks[id]!;
      return k.side !== input.side && k.status === "on-map" && k.hex !== null;
    })
    .sort((x, y) => input.battle.blocks[x]!.hex! - input.battle.blocks[y]!.hex! || x.localeCompare(y));

/** The hexes holding the other side's blocks, face-up or hidden, and the hex picked, by label. */
function targetHexes(input: CiDialogInput, state: CiFireState): number[] {
  const hexes = new Set<number>([...faceUpEnemies(input).map((id) => input.battle.blocks[id]!.hex!), ...(input.battle.unknown ?? []).map((u) => u.hex)]);
  const picked = hexOfValue(input.map, state.at);
  if (picked !== null) hexes.add(picked);
  return [...hexes].sort((x, y) => hexLabel(input.map, x).localeCompare(hexLabel(input.map, y)));
}

/** The `fire` or `bombard` command in JSON; null until a unit and a target are chosen. */
export const fireCommand = (bombard: boolean) => (input: CiDialogInput, state: CiFireState): Record<string, unknown> | null => {
  if (!firers(input, bombard).some((id) => commandName(input.battle, id) === state.unit)) return null;
  const at = hexOfValue(input.map, state.at);
  const enemy = faceUpEnemies(input).includes(state.target) ? state.target : "";
  if (enemy === "" && at === null) return null;
  const { col, row } = at === null ? { col: 0, row: 0 } : input.map.offsetAt(at);
  const target = enemy ? { block: enemy } : { hex: [col, row] };
  const spotter = bombard && ownHqs(input).some((id) => commandName(input.battle, id) === state.spotter) ? { spotter: state.spotter } : {};
  return { type: bombard ? "bombard" : "fire", unit: state.unit, target, ...spotter };
};

export const fireView = (bombard: boolean) => (input: CiDialogInput, state: CiFireState) => {
  const units = firers(input, bombard).map((id) => unitRow(input, id, state.unit));
  const { battle, map } = input;
  return {
    commands: commandsLeft(input),
    units,
    unitLegend: bombard ? "HEX_TACTICS.CI.Dialog.bombarder" : "HEX_TACTICS.CI.Dialog.firer",
    unitName: "unit",
    hexes: { name: "at", legend: "HEX_TACTICS.CI.Dialog.targetHex", optional: false, options: targetHexes(input, state).map((h) => ({ value: hexValue(map, h), label: hexLabel(map, h), selected: hexValue(map, h) === state.at })) },
    targets: faceUpEnemies(input).map((id) => ({ value: id, name: battle.roster.kinds[battle.blocks[id]!.kind]!.name, hex: hexLabel(map, battle.blocks[id]!.hex!), selected: id === state.target })),
    spotters: bombard ? ownHqs(input).map((id) => unitRow(input, id, state.spotter)) : null,
    none: units.length ? null : "HEX_TACTICS.CI.Dialog.noUnit",
    canSubmit: fireCommand(bombard)(input, state) !== null,
    submit: bombard ? { label: "HEX_TACTICS.Tracker.Button.ciBombard", icon: "fa-solid fa-burst" } : { label: "HEX_TACTICS.Tracker.Button.fire", icon: "fa-solid fa-gun" },
  };
};
