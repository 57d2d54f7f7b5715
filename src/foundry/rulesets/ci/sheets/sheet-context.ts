/**
 * The view model of Combat Infantry's block sheet (applications/sheets/sheet-context.ts holds what every game's sheets
 * share): the label's class, rank and triangles, and its values — a lost one shown as lost (the battle's numbers give
 * it) — and, on the board, the block's steps.
 */
import { cellView, header, nationalityLabel, type ActorView, type SheetOptions } from "../../../applications/sheets/sheet-context";
import { CLASS_FIELDS, OFF_MAP_CLASSES } from "../../../../engine/rules/ci/data/schemas/roster";
import type { CiBlockSystem } from "../actors/system-data";

export function ciBlockSheetContext(actor: ActorView<CiBlockSystem>, options: SheetOptions) {
  const { system } = actor;
  // The fields its class's rules read (CI 2.x Unit Data), and an off-map block's F7 strike form.
  const fields = [...(CLASS_FIELDS[system.class] ?? []), ...(OFF_MAP_CLASSES.includes(system.class) ? (["strikeF"] as const) : [])];
  const values = fields.map((f) => ({
    key: f,
    label: `HEX_TACTICS.CI.Actor.block.FIELDS.label.${f}.label`,
    cell: cellView(`system.label.${f}`, system.label[f], "HEX_TACTICS.CI.Sheet.lostShort"),
  }));
  return {
    ...header(actor, options),
    nationality: nationalityLabel(system.nationality),
    classLabel: `HEX_TACTICS.CI.Class.${system.class}`,
    rank: system.rank,
    bombard: system.bombard,
    battalion: system.battalion,
    companyWeapon: system.companyWeapon,
    values,
    piece: options.piece ? { status: "", statuses: [], steps: options.piece.steps ?? null } : null,
  };
}
