import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaUnit, PieceFaces } from "../../../../../src/engine/rules/ia/state";
import { inf } from "../../../../fixtures/ia-battle";

/** Test pieces (not printed values): the mounted piece fires 3 and moves 8, the dismounted one fires 4 and moves 4. */
export const MOUNTED: PieceFaces = { full: { direct: 3, bombardment: 0, range: 3, movement: 8 }, reduced: { direct: 2, bombardment: 0, range: 3, movement: 8 } };
export const DISMOUNTED: PieceFaces = { full: { direct: 4, bombardment: 0, range: 4, movement: 4 }, reduced: { direct: 2, bombardment: 0, range: 4, movement: 4 } };

/** A side R cavalry unit with its mounted piece on the map and its dismounted piece aside. */
export const mountedCav = (id: string, hex: number, more: Partial<IaUnit> = {}): IaUnit =>
  inf(id, "R", hex, { kind: "CAV", mounted: true, ...MOUNTED, aside: DISMOUNTED, ...more });
/** The same unit dismounted. */
export const dismountedCav = (id: string, hex: number, more: Partial<IaUnit> = {}): IaUnit =>
  inf(id, "R", hex, { kind: "CAV", mounted: false, ...DISMOUNTED, aside: MOUNTED, ...more });

export const mount = (unit: string, type: "mount" | "dismount" = "mount"): IaCommand => ({ type, side: "R", unit });
export const dismount = (unit: string): IaCommand => mount(unit, "dismount");
export const move = (piece: string, to: number): IaCommand => ({ type: "move", side: "R", piece, to });
/** Activates `unit` alone (IA1 3.11) for `action`. */
export const alone = (unit: string, action: "move" | "fire" = "move"): IaCommand => ({ type: "activate", side: "R", root: { piece: unit }, pieces: { [unit]: action } });
