/**
 * What every Combat Infantry dialog works on: the acting side's view of the battle (the referee's `view` reply, wire.ts
 * `CiSideViewJson`) read back on its map, and how a dialog names the side's blocks — by the name the side commands them
 * by (ci/state/handles.ts `blockNamed`): its handle while hidden, its id while face-up.
 */
import { decodeOnMap, loadMap, type HexMap } from "../../../../engine/map";
import { CI_TEC } from "../../../../engine/rules/ci/data/tec";
import type { CiBattle } from "../../../../engine/rules/ci/state";
import { isHidden } from "../../../../engine/rules/ci/state/block";
import { CHQ_COMMANDS } from "../../../../engine/rules/ci/sequence/command";
import { blockLabelWords } from "../../../../engine/rules/ci/view/label";
import { phrase, type Phrase } from "../../../i18n";
import { CiSideViewJson } from "../wire";

export interface CiDialogInput {
  readonly battle: CiBattle;
  readonly map: HexMap;
  readonly side: string;
}

/** The view a `view` reply's result holds, as the dialogs' input; null when it is not one (no map with it). */
export function ciClientView(result: unknown): CiDialogInput | null {
  if (typeof result !== "object" || result === null) return null;
  const { map: mapJson, ...json } = result as { map?: unknown };
  if (mapJson === undefined) return null;
  const map = loadMap(mapJson, CI_TEC, "view.map");
  const view = decodeOnMap(map, CiSideViewJson, json, "view");
  return { battle: view.battle, map, side: view.side };
}

/** A form's string field, or "" where it has none. */
export const text = (form: Readonly<Record<string, unknown>>, name: string): string => (typeof form[name] === "string" ? (form[name] as string) : "");

/** A hex as a form value ("column,row") and back (null: none, or off the map). */
export const hexValue = (map: HexMap, hex: number): string => {
  const { col, row } = map.offsetAt(hex);
  return `${col},${row}`;
};
export function hexOfValue(map: HexMap, value: string): number | null {
  const m = /^(\d+),(\d+)$/.exec(value);
  if (!m || Number(m[1]) >= map.columns || Number(m[2]) >= map.rows) return null;
  return map.indexOfOffset(Number(m[1]), Number(m[2]));
}

/** A hex as the rules print it: "CCRR", from 0. */
export const hexLabel = (map: HexMap, hex: number): string => {
  const { col, row } = map.offsetAt(hex);
  return `${String(col).padStart(2, "0")}${String(row).padStart(2, "0")}`;
};

/** The name the side commands its block `id` by: its handle while hidden, else its id. */
export const commandName = (b: CiBattle, id: string): string => (isHidden(b.blocks[id]!) ? b.blocks[id]!.handle! : id);

/** The block the side names `name` (its own, on the map), or undefined. */
export const namedOwn = (input: CiDialogInput, name: string): string | undefined =>
  ownOnMap(input).find((id) => commandName(input.battle, id) === name);

/** The side's blocks on the map. */
export const ownOnMap = (input: CiDialogInput): string[] =>
  Object.keys(input.battle.blocks).filter((id) => {
    const k = input.battle.blocks[id]!;
    return k.side === input.side && k.status === "on-map" && k.hex !== null;
  });

/** A block of the side as a dialog lists it: the name it is commanded by, its label's words, its hex, whether hidden. */
export const unitRow = (input: CiDialogInput, id: string, chosen: string) => {
  const k = input.battle.blocks[id]!;
  const value = commandName(input.battle, id);
  return { value, name: blockLabelWords(input.battle, id).text, hex: hexLabel(input.map, k.hex!), hidden: isHidden(k), selected: value === chosen };
};

const byHex = (input: CiDialogInput) => (x: string, y: string) => input.battle.blocks[x]!.hex! - input.battle.blocks[y]!.hex! || x.localeCompare(y);

/**
 * CI 1.x Actions: the side's blocks that may still act under its activation — while the commands last, those that have
 * not acted but the HQ (CI 4.x HQ Activation: it acts after them); after them, the HQ alone. The engine judges command.
 */
export function readyUnits(input: CiDialogInput): string[] {
  const a = input.battle.activation;
  if (a === null || a.side !== input.side || a.stage === "assaults") return [];
  return ownOnMap(input)
    .filter((id) => !input.battle.blocks[id]!.acted && (a.stage === "hq-action" ? id === a.hq : id !== a.hq))
    .sort(byHex(input));
}

/** The side's HQs on the map (spotters: CI 6.x Spotting). */
export const ownHqs = (input: CiDialogInput): string[] =>
  ownOnMap(input)
    .filter((id) => input.battle.roster.kinds[input.battle.blocks[id]!.kind]!.class === "hq")
    .sort(byHex(input));

/**
 * CI 4.x HQ Ranks, on the side's own view (the other side never learns it): a CHQ's commands left of its three, or
 * whether a PHQ's one weapon command is used. Null with no activation of the side.
 */
export function commandsLeft(input: CiDialogInput): Phrase | null {
  const a = input.battle.activation;
  if (a === null || a.side !== input.side) return null;
  if (input.battle.roster.kinds[input.battle.blocks[a.hq]!.kind]!.rank === "chq") return phrase("HEX_TACTICS.CI.Dialog.chqCommands", { left: CHQ_COMMANDS - a.chqCommands, of: CHQ_COMMANDS });
  return phrase(a.weaponCommanded ? "HEX_TACTICS.CI.Dialog.weaponUsed" : "HEX_TACTICS.CI.Dialog.weaponFree");
}
