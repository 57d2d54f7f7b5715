/**
 * View models for the actor sheets: plain data in, plain data out, so the templates can be rendered and tested
 * without Foundry. Labels are lang/en.json keys, localized by the templates. A game's counter sheets build on these
 * (Infantry Attacks': rulesets/ia/sheets/sheet-context.ts); the `marker` sheet is every game's.
 *
 * A sheet shows a counter's printed values; the GM may write them (`canEdit`; system.json makes them `gmOnlyFields`).
 * A piece's state is the battle's: when the actor is a piece's on the board, the sheet is handed a `PieceSummary` and
 * shows it read-only.
 */
import { PROVENANCE_SOURCES, type ProvenanceSource } from "../../config";
import type { CellData, MarkerSystem } from "../../data/actor/system-data";
import { SYSTEM_ID } from "../../constants";
import { pieceSummary, type PieceSummary } from "./piece-summary";
import { rulesetChoices } from "../../rulesets/table-ruleset";

export type { MarkerSystem };

export interface SelectOption {
  value: string;
  label: string;
  selected: boolean;
}

/** What every sheet header shows: the actor's name, image and type. */
export interface ActorView<System> {
  name: string;
  img: string;
  type: string;
  system: System;
}

export interface SheetOptions {
  /** The user may write the printed values (a GM on an editable sheet). */
  readonly canEdit: boolean;
  /** The piece this actor is on the board, when it is in a battle. */
  readonly piece?: PieceSummary | null;
}

/** The parts of a sheet's actor its options come from: a token's actor, its status effects and its token's flags. */
export interface SheetActor {
  readonly isToken?: boolean;
  readonly statuses?: Iterable<string>;
  readonly token?: { readonly flags?: Readonly<Record<string, unknown>> } | null;
}

/**
 * What the view models are told: a GM on an editable sheet writes printed values (system.json `gmOnlyFields`); the
 * actor of a token on the board is a piece, whose public state the referee wrote on its token (piece-summary.ts).
 */
export function sheetOptions(actor: SheetActor, editable: boolean, isGM: boolean): SheetOptions {
  const flags = actor.token?.flags?.[SYSTEM_ID] as { state?: unknown } | undefined;
  return {
    canEdit: editable && isGM,
    piece: pieceSummary({ isToken: Boolean(actor.isToken), ...(actor.statuses ? { statuses: actor.statuses } : {}), state: flags?.state }),
  };
}

/** One printed value: its input name, its value (null: the counter's word, `word`), and where it comes from. */
export interface CellView {
  name: string;
  value: number | null;
  word: string | null;
  source: ProvenanceSource;
  sourceLabel: string;
  rule: string;
  note: string;
}

export function selectOptions(choices: Readonly<Record<string, string>>, current: string): SelectOption[] {
  return Object.entries(choices).map(([value, label]) => ({ value, label, selected: value === current }));
}

/** A printed value's view, named for its form field; `word` is the counter's word a null value prints as. */
export function cellView<T extends number | null>(name: string, cell: CellData<T>, word: string | null = null): CellView {
  const { source, rule, note } = cell.provenance;
  return { name: `${name}.value`, value: cell.value, word: cell.value === null ? word : null, source, sourceLabel: PROVENANCE_SOURCES[source], rule, note };
}

/** Whether a view model shows a `playtest` value (the sheet's legend says what those are). */
export function showsPlaytest(value: unknown): boolean {
  if (!value || typeof value !== "object") return false;
  if ("sourceLabel" in value && "source" in value) return (value as CellView).source === "playtest";
  return Object.values(value).some(showsPlaytest);
}

/** A nationality's name, from the registered rulesets' lists; a counter set's own shows by its id. */
export function nationalityLabel(id: string): string {
  const names = rulesetChoices("nationalities");
  return Object.hasOwn(names, id) ? names[id]! : id;
}

/** What every sheet's header shows. */
export function header<System>(actor: ActorView<System>, options: SheetOptions) {
  return { name: actor.name, img: actor.img, typeLabel: `TYPES.Actor.${actor.type}`, system: actor.system, canEdit: options.canEdit };
}

export function markerSheetContext(actor: ActorView<MarkerSystem>, options: SheetOptions) {
  const { kind } = actor.system;
  const kinds = rulesetChoices("markerKinds");
  return {
    ...header(actor, options),
    kindLabel: kinds[kind],
    kindOptions: selectOptions(kinds, kind),
    later: Object.hasOwn(rulesetChoices("laterMarkerKinds"), kind),
  };
}
