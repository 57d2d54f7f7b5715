/**
 * View models for the actor sheets: plain data in, plain data out, so the templates can be rendered and tested
 * without Foundry. Labels are lang/en.json keys, localized by the templates.
 *
 * A sheet shows a counter's printed values; the GM may write them (`canEdit`; system.json makes them `gmOnlyFields`).
 * A piece's state is the battle's: when the actor is a piece's on the board, the sheet is handed a `PieceSummary` and
 * shows it read-only.
 */
import {
  LED_BY,
  LEADER_TYPES,
  LATER_MARKER_KINDS,
  MARKER_KINDS,
  MORALE_STATUSES,
  PROVENANCE_SOURCES,
  UNIT_CATEGORIES,
  UNIT_FACES,
  UNIT_SIZES,
  type MarkerKind,
  type ProvenanceSource,
  type UnitFace,
} from "../../config";
import type { CellData, FaceData, FireValueData, LeaderSystem, MarkerSystem, UnitSystem } from "../../data/actor/system-data";
import { SYSTEM_ID } from "../../constants";
import { pieceSummary } from "./piece-summary";
import { rulesetChoices } from "../../rulesets/table-ruleset";
import { STATUS, STATUS_EFFECTS } from "../../rulesets/ia/statuses";

export type { LeaderSystem, MarkerSystem, UnitSystem };

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

/** A piece's state in the battle, as its token shows it: status ids (`ht-…`), and when known its face and steps. */
export interface PieceSummary {
  readonly statuses: readonly string[];
  readonly face?: UnitFace;
  readonly steps?: { readonly value: number; readonly max: number };
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

export interface FireView {
  strength: CellView;
  range: CellView;
}

export interface FaceView {
  key: UnitFace;
  label: string;
  current: boolean;
  directFire: FireView | null;
  bombardmentFire: FireView | null;
  movement: CellView;
  morale: CellView | null;
}

export interface PieceView {
  status: string;
  statuses: { id: string; label: string; img: string }[];
  steps: { value: number; max: number } | null;
}

export function selectOptions(choices: Record<string, string>, current: string): SelectOption[] {
  return Object.entries(choices).map(([value, label]) => ({ value, label, selected: value === current }));
}

/** The counter's word for a null value: `T` movement (IA1 5.61), unlimited range (IA1 7.3). */
const WORDS = { movement: "HEX_TACTICS.Counter.towed", range: "HEX_TACTICS.Counter.unlimited" } as const;

function cellView<T extends number | null>(name: string, cell: CellData<T>, word: string | null = null): CellView {
  const { source, rule, note } = cell.provenance;
  return { name: `${name}.value`, value: cell.value, word: cell.value === null ? word : null, source, sourceLabel: PROVENANCE_SOURCES[source], rule, note };
}

function fireView(name: string, fire: FireValueData | null): FireView | null {
  return fire && { strength: cellView(`${name}.strength`, fire.strength), range: cellView(`${name}.range`, fire.range, WORDS.range) };
}

function faceView(key: UnitFace, face: FaceData, current: boolean): FaceView {
  const name = `system.faces.${key}`;
  return {
    key,
    label: UNIT_FACES[key],
    current,
    directFire: fireView(`${name}.directFire`, face.directFire),
    bombardmentFire: fireView(`${name}.bombardmentFire`, face.bombardmentFire),
    movement: cellView(`${name}.movement`, face.movement, WORDS.movement),
    morale: face.morale && cellView(`${name}.morale`, face.morale),
  };
}

/** Every cell's provenance in a view model, to say which kinds the sheet shows (a legend for `playtest` values). */
function sources(value: unknown): ProvenanceSource[] {
  if (!value || typeof value !== "object") return [];
  if ("sourceLabel" in value && "source" in value) return [(value as CellView).source];
  return Object.values(value).flatMap(sources);
}

function nationalityLabel(id: string): string {
  const names = rulesetChoices("nationalities");
  return Object.hasOwn(names, id) ? names[id]! : id;
}

function pieceView(piece: PieceSummary | null | undefined): PieceView | null {
  if (!piece) return null;
  const status = piece.statuses.includes(STATUS.demoralized) ? "demoralized" : piece.statuses.includes(STATUS.disrupted) ? "disrupted" : "good";
  return {
    status: MORALE_STATUSES[status],
    statuses: STATUS_EFFECTS.filter((s) => piece.statuses.includes(s.id)).map((s) => ({ id: s.id, label: s.name, img: s.img })),
    steps: piece.steps ? { ...piece.steps } : null,
  };
}

function header<System>(actor: ActorView<System>, options: SheetOptions) {
  return { name: actor.name, img: actor.img, typeLabel: `TYPES.Actor.${actor.type}`, system: actor.system, canEdit: options.canEdit };
}

const FACE_ORDER = Object.keys(UNIT_FACES) as UnitFace[];

export function unitSheetContext(actor: ActorView<UnitSystem>, options: SheetOptions) {
  const { system } = actor;
  const shown = options.piece?.face ?? null;
  const faces = FACE_ORDER.flatMap((key) => {
    const face = system.faces[key];
    return face ? [faceView(key, face, key === shown)] : [];
  });
  const steps = cellView("system.steps", system.steps);
  return {
    ...header(actor, options),
    nationality: nationalityLabel(system.nationality),
    category: UNIT_CATEGORIES[system.category],
    size: UNIT_SIZES[system.size],
    ledBy: system.ledBy ? LED_BY[system.ledBy] : null,
    categoryOptions: selectOptions(UNIT_CATEGORIES, system.category),
    sizeOptions: selectOptions(UNIT_SIZES, system.size),
    ledByOptions: selectOptions(LED_BY, system.ledBy),
    specialSpotting: system.specialSpotting === true,
    steps,
    faces,
    showMorale: faces.some((f) => f.morale),
    playtest: sources({ steps, faces }).includes("playtest"),
    piece: pieceView(options.piece),
  };
}

/** A leader's rank: his title on his nationality's ladder (IA1 Rank), or his stars (IA2 3.2). */
function rankView(system: LeaderSystem) {
  const stars = /^\d+$/.test(system.rank) ? Number(system.rank) : null;
  return {
    stars,
    starText: stars === null ? "" : "★".repeat(stars),
    title: stars === null ? system.rank : "",
    ladder: system.rankTitles.map((title) => ({ title, current: title === system.rank })),
  };
}

export function leaderSheetContext(actor: ActorView<LeaderSystem>, options: SheetOptions) {
  const { system } = actor;
  const values = {
    morale: cellView("system.morale", system.morale),
    combat: cellView("system.combat", system.combat),
    moraleBonus: cellView("system.moraleBonus", system.moraleBonus),
  };
  return {
    ...header(actor, options),
    nationality: nationalityLabel(system.nationality),
    leaderType: LEADER_TYPES[system.type],
    typeOptions: selectOptions(LEADER_TYPES, system.type),
    rank: rankView(system),
    ...values,
    playtest: sources(values).includes("playtest"),
    piece: pieceView(options.piece),
  };
}

export function markerSheetContext(actor: ActorView<MarkerSystem>, options: SheetOptions) {
  const { kind } = actor.system;
  return {
    ...header(actor, options),
    kindLabel: MARKER_KINDS[kind],
    kindOptions: selectOptions(MARKER_KINDS, kind),
    later: LATER_MARKER_KINDS.includes(kind as MarkerKind),
  };
}
