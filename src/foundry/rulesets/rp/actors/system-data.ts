/**
 * The `system` data of Red Poppies' unit actor as plain JSON: the shape unit-model.ts defines, written out so code that
 * only reads or writes data (the scenario start, the sheet's view model) needs no Foundry. A test checks they and the
 * model name the same fields.
 */
import type { RpUnitType } from "../../../../engine/rules/rp/state/unit";
import type { CellData } from "../../../data/actor/system-data";

/** One side of a counter (RP 3.11: firepower, range, melee, cohesion, movement; RP 6.54 anti-tank, null where not printed). */
export interface RpFaceData {
  firepower: CellData<number>;
  range: CellData<number>;
  melee: CellData<number>;
  /** RP 6.677: underlined (−1 against an AFV) or boxed (+1). */
  meleeMark: CellData<"none" | "underline" | "box">;
  cohesion: CellData<number>;
  movement: CellData<number>;
  antiTank: CellData<number | null>;
}

/** A Red Poppies unit's counter; the actor's name is its name. */
export interface RpUnitSystem {
  counterId: string;
  nationality: string;
  /** RP 3.11, 3.12: one type, or two (horse artillery). */
  types: RpUnitType[];
  /** RP 8.321: mortar or howitzer fire. */
  howitzer: boolean;
  faces: { formed: RpFaceData; dispersed: RpFaceData };
}
