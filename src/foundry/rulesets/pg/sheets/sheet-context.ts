/**
 * View models for Panzer Grenadier's unit and leader sheets (applications/sheets/sheet-context.ts holds what every
 * game's sheets share): a unit's faces with their three coloured fire values (PG 7.3), armor, open or closed top and
 * movement class; a leader piece's two sides with rank, morale, combat and morale modifier; a piece's state in battle.
 */
import { cellView, header, nationalityLabel, selectOptions, showsPlaytest, type ActorView, type CellView, type SheetOptions } from "../../../applications/sheets/sheet-context";
import { pieceView } from "../../series/piece-view";
import type { CellData } from "../../../data/actor/system-data";
import type { PgFaceData, PgFireValueData, PgLeaderSideData, PgLeaderSystem, PgUnitSystem } from "../actors/system-data";
import { PG_LEADER_FACES, PG_LEADER_KIND_LABELS, PG_MOVEMENT_CLASS_LABELS, PG_RANKS, PG_TRANSPORT_LABELS, PG_UNIT_FACES, PG_UNIT_KIND_LABELS, type PgLeaderFace, type PgUnitFace } from "../choices";
import { PG_STATUS_EFFECTS } from "../statuses";

export type { PgLeaderSystem, PgUnitSystem };

export interface PgFireView {
  strength: CellView;
  range: CellView;
}

export interface PgFaceView {
  key: PgUnitFace;
  label: string;
  current: boolean;
  /** Black (PG 7.3). */
  directFire: PgFireView | null;
  /** White (PG 7.3). */
  bombardmentFire: PgFireView | null;
  /** Red on yellow (PG 7.3). */
  antiTankFire: PgFireView | null;
  movement: CellView;
}

/** Where a printed value that is no number comes from. */
export interface SourceView {
  source: CellView["source"];
  sourceLabel: string;
  rule: string;
}

/** A yes-or-no printed value: its input name, value and where it comes from. */
export interface FlagView extends SourceView {
  name: string;
  value: boolean;
}

/** `T` movement (PG 5.62). */
const TOWED = "HEX_TACTICS.Counter.towed";

const fireView = (name: string, fire: PgFireValueData | null): PgFireView | null =>
  fire && { strength: cellView(`${name}.strength`, fire.strength), range: cellView(`${name}.range`, fire.range) };

function faceView(key: PgUnitFace, face: PgFaceData, current: boolean): PgFaceView {
  const name = `system.faces.${key}`;
  return {
    key,
    label: PG_UNIT_FACES[key],
    current,
    directFire: fireView(`${name}.directFire`, face.directFire),
    bombardmentFire: fireView(`${name}.bombardmentFire`, face.bombardmentFire),
    antiTankFire: fireView(`${name}.antiTankFire`, face.antiTankFire),
    movement: cellView(`${name}.movement`, face.movement, TOWED),
  };
}

function sourceView(cell: CellData<unknown>): SourceView {
  const { source, sourceLabel, rule } = cellView("", { value: null, provenance: cell.provenance });
  return { source, sourceLabel, rule };
}

const flagView = (name: string, cell: CellData<boolean>): FlagView => ({ name: `${name}.value`, value: cell.value, ...sourceView(cell) });

const FACE_ORDER = Object.keys(PG_UNIT_FACES) as PgUnitFace[];

/**
 * PG 1.2: an AFV has an armor value (0 is one); open-top AFVs are the APCs and those the scenario book names, the others
 * are closed-top.
 */
function armorView(system: PgUnitSystem) {
  const afv = system.armor.value !== null;
  const openTop = system.openTop.value || system.apc.value;
  return { afv, top: afv ? (openTop ? "HEX_TACTICS.PG.Sheet.openTop" : "HEX_TACTICS.PG.Sheet.closedTop") : null };
}

export function pgUnitSheetContext(actor: ActorView<PgUnitSystem>, options: SheetOptions) {
  const { system } = actor;
  const shown = options.piece?.face ?? null;
  const faces = FACE_ORDER.flatMap((key) => {
    const face = system.faces[key];
    return face ? [faceView(key, face, key === shown)] : [];
  });
  const values = {
    steps: cellView("system.steps", system.steps),
    armor: cellView("system.armor", system.armor),
    movementClass: { label: PG_MOVEMENT_CLASS_LABELS[system.movementClass.value], ...sourceView(system.movementClass) },
    openTop: flagView("system.openTop", system.openTop),
    apc: flagView("system.apc", system.apc),
    armoredCar: flagView("system.armoredCar", system.armoredCar),
  };
  return {
    ...header(actor, options),
    nationality: nationalityLabel(system.nationality),
    kind: PG_UNIT_KIND_LABELS[system.kind],
    transport: system.transport ? PG_TRANSPORT_LABELS[system.transport] : null,
    kindOptions: selectOptions(PG_UNIT_KIND_LABELS, system.kind),
    transportOptions: selectOptions(PG_TRANSPORT_LABELS, system.transport),
    movementClassOptions: selectOptions(PG_MOVEMENT_CLASS_LABELS, system.movementClass.value),
    ...values,
    ...armorView(system),
    selfPropelled: system.selfPropelled,
    guards: system.guards,
    faces,
    morale: system.morale && { full: cellView("system.morale.full", system.morale.full), reduced: cellView("system.morale.reduced", system.morale.reduced) },
    playtest: showsPlaytest({ ...values, faces }),
    piece: pieceView(options.piece, PG_STATUS_EFFECTS),
  };
}

/** One side of a leader piece: his name, rank on PG 1.2's ladder (a game's own title off it), morale, combat and modifier. */
function leaderFaceView(key: PgLeaderFace, side: PgLeaderSideData) {
  const name = `system.faces.${key}`;
  const rank = side.rank.value;
  return {
    key,
    label: PG_LEADER_FACES[key],
    name: side.name,
    nameField: `${name}.name`,
    rank: { title: rank, field: `${name}.rank.value`, ladder: PG_RANKS.map((title) => ({ title, current: title === rank })), onLadder: PG_RANKS.includes(rank) },
    morale: cellView(`${name}.morale`, side.morale),
    combat: cellView(`${name}.combat`, side.combat),
    moraleModifier: cellView(`${name}.moraleModifier`, side.moraleModifier),
  };
}

export function pgLeaderSheetContext(actor: ActorView<PgLeaderSystem>, options: SheetOptions) {
  const { system } = actor;
  const faces = (Object.keys(PG_LEADER_FACES) as PgLeaderFace[]).map((key) => leaderFaceView(key, system.faces[key]));
  return {
    ...header(actor, options),
    nationality: nationalityLabel(system.nationality),
    kind: PG_LEADER_KIND_LABELS[system.kind],
    kindOptions: selectOptions(PG_LEADER_KIND_LABELS, system.kind),
    faces,
    playtest: showsPlaytest(faces),
    piece: pieceView(options.piece, PG_STATUS_EFFECTS),
  };
}
