/**
 * The `system` data of Infantry Attacks' actor types as plain JSON: the shapes unit-model.ts and leader-model.ts define,
 * written out so code that only reads or writes data (the counter import, sheet view models, migrations) needs no
 * Foundry. A test checks they and the models name the same fields.
 */
import type { CellData } from "../../../data/actor/system-data";
import type { LeaderType, UnitCategory, UnitSize } from "../choices";

/** A fire value "strength-range" (IA1 7.3); range null is unlimited (off-board artillery). */
export interface FireValueData {
  strength: CellData<number>;
  range: CellData<number | null>;
}

/** The values printed on one side of a counter; fire values null where the side has none. */
export interface FaceData {
  directFire: FireValueData | null;
  bombardmentFire: FireValueData | null;
  /** Movement points; null is `T`: moves only when towed (IA1 5.61). */
  movement: CellData<number | null>;
  /** Only for games that print morale on units; IA gives it per side in the scenario (IA1 14.0). */
  morale: CellData<number> | null;
}

export interface UnitFacesData {
  full: FaceData;
  reduced: FaceData | null;
  limbered: FaceData | null;
  dismounted: FaceData | null;
  dismountedReduced: FaceData | null;
}

/** A unit type of a counter set (the counter schema's `UnitType`); the actor's name is its `name`. */
export interface UnitSystem {
  /** Its id in the counter set it came from (blank for a unit made by hand). */
  counterId: string;
  code: string;
  nationality: string;
  category: UnitCategory;
  size: UnitSize;
  /** Blank: none. */
  subtype: string;
  /** Blank: the leader type its category implies. */
  ledBy: "" | LeaderType;
  /** IA2 7.3 special spotting powers, named by the game's special rules (the model's initial value: false). */
  specialSpotting?: boolean;
  steps: CellData<number>;
  faces: UnitFacesData;
}

/** A leader of a counter set (the counter schema's `Leader`); the actor's name is his `name`. */
export interface LeaderSystem {
  counterId: string;
  nationality: string;
  type: LeaderType;
  subtype: string;
  /** A title from `rankTitles` (IA1 Rank), or a number of stars written as digits (IA2 3.2). */
  rank: string;
  /** His nationality's rank titles for his type, most junior first (IA1 Rank); empty when ranked by stars. */
  rankTitles: string[];
  morale: CellData<number>;
  combat: CellData<number>;
  moraleBonus: CellData<number>;
  /** The piece he shares with another leader, one on each side (IA1 6.2); blank: a piece of his own. */
  piece: string;
}
