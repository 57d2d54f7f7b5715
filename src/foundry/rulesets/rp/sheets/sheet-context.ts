/**
 * The view model of Red Poppies' unit sheet (applications/sheets/sheet-context.ts holds what every game's sheets share):
 * both faces with their values (RP 3.11, 3.2), the face up marked where the actor is a unit on the board, its types,
 * and its state in battle (its statuses).
 */
import { cellView, header, nationalityLabel, showsPlaytest, type ActorView, type SheetOptions } from "../../../applications/sheets/sheet-context";
import type { RpFaceData, RpUnitSystem } from "../actors/system-data";
import { RP_MELEE_MARKS, RP_UNIT_FACES, RP_UNIT_TYPE_LABELS, type RpUnitFace } from "../choices";
import { RP_STATUS_EFFECTS } from "../statuses";

export type { RpUnitSystem };

function faceView(key: RpUnitFace, face: RpFaceData, current: boolean) {
  const name = `system.faces.${key}`;
  return {
    key,
    label: RP_UNIT_FACES[key],
    current,
    firepower: cellView(`${name}.firepower`, face.firepower),
    range: cellView(`${name}.range`, face.range),
    melee: cellView(`${name}.melee`, face.melee),
    meleeMark: RP_MELEE_MARKS[face.meleeMark.value],
    cohesion: cellView(`${name}.cohesion`, face.cohesion),
    movement: cellView(`${name}.movement`, face.movement),
    antiTank: cellView(`${name}.antiTank`, face.antiTank, "—"),
  };
}

export function rpUnitSheetContext(actor: ActorView<RpUnitSystem>, options: SheetOptions) {
  const { system } = actor;
  const shown = options.piece?.face ?? null;
  const faces = (Object.keys(RP_UNIT_FACES) as RpUnitFace[]).map((key) => faceView(key, system.faces[key], key === shown));
  const statuses = options.piece ? RP_STATUS_EFFECTS.filter((s) => options.piece!.statuses.includes(s.id)).map((s) => ({ id: s.id, label: s.name, img: s.img })) : [];
  return {
    ...header(actor, options),
    nationality: nationalityLabel(system.nationality),
    types: system.types.map((t) => RP_UNIT_TYPE_LABELS[t]),
    howitzer: system.howitzer,
    faces,
    playtest: showsPlaytest(faces),
    // The shared partial shows `status`: for RP the face up (RP 3.2).
    piece: options.piece ? { status: shown && Object.hasOwn(RP_UNIT_FACES, shown) ? RP_UNIT_FACES[shown as RpUnitFace] : "", statuses, steps: null } : null,
  };
}
