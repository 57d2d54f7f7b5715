/**
 * View models for Infantry Attacks' unit and leader sheets (applications/sheets/sheet-context.ts holds what every
 * game's sheets share): every face of a unit counter, a leader's ratings and rank, and a piece's morale state in battle.
 */
import { cellView, header, nationalityLabel, selectOptions, showsPlaytest, type ActorView, type CellView, type SheetOptions } from "../../../applications/sheets/sheet-context";
import { pieceView as statePieceView, type PieceView } from "../../series/piece-view";
import type { PieceSummary } from "../../../applications/sheets/piece-summary";
import type { FaceData, FireValueData, LeaderSystem, UnitSystem } from "../actors/system-data";
import { LED_BY, LEADER_TYPES, UNIT_CATEGORIES, UNIT_FACES, UNIT_SIZES, type UnitFace } from "../choices";
import { STATUS_EFFECTS } from "../statuses";

export type { LeaderSystem, PieceView, UnitSystem };

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

/** The counter's word for a null value: `T` movement (IA1 5.61), unlimited range (IA1 7.3). */
const WORDS = { movement: "HEX_TACTICS.Counter.towed", range: "HEX_TACTICS.Counter.unlimited" } as const;

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

/** IA1 14.2, 14.3: the piece's morale state, its statuses and the steps it has left. */
const pieceView = (piece: PieceSummary | null | undefined): PieceView | null => statePieceView(piece, STATUS_EFFECTS);

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
    playtest: showsPlaytest({ steps, faces }),
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
    playtest: showsPlaytest(values),
    piece: pieceView(options.piece),
  };
}
