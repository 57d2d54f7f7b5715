/**
 * Red Poppies' choice lists, each value mapped to its `lang/en.json` key; they reach `CONFIG.HEX_TACTICS` by their
 * names in its table ruleset's `choices` (table-ruleset.ts). The values are the engine's (rules/rp/state/unit.ts).
 */
import { RP_UNIT_TYPES, type RpUnitType } from "../../../engine/rules/rp/state/unit";
import { RP_MARKER_KINDS, type RpMarkerKind } from "./board-marks";

const labels = <K extends string>(keys: readonly K[], group: string): Record<K, string> =>
  Object.fromEntries(keys.map((k) => [k, `HEX_TACTICS.RP.${group}.${k}`])) as Record<K, string>;

/** RP 3.11: unit types. */
export const RP_UNIT_TYPE_LABELS: Record<RpUnitType, string> = labels(RP_UNIT_TYPES, "UnitType");

/** RP 3.2: the faces a unit's counter shows. */
export const RP_UNIT_FACES = { formed: "HEX_TACTICS.RP.Card.Face.formed", dispersed: "HEX_TACTICS.RP.Card.Face.dispersed" } as const;
export type RpUnitFace = keyof typeof RP_UNIT_FACES;

/** RP 6.677: a melee value underlined (−1 against an AFV) or boxed (+1). */
export const RP_MELEE_MARKS = { none: "HEX_TACTICS.RP.MeleeMark.none", underline: "HEX_TACTICS.RP.MeleeMark.underline", box: "HEX_TACTICS.RP.MeleeMark.box" } as const;

/** The nationalities of the AA orders of battle (RP 3.1). */
export const RP_NATIONALITIES = { british: "HEX_TACTICS.Nationality.british", french: "HEX_TACTICS.Nationality.french", german: "HEX_TACTICS.Nationality.german" } as const;

/** The markers the projection places (board-marks.ts), as `marker` actors' kinds. */
export const RP_MARKER_KIND_LABELS: Record<RpMarkerKind, string> = Object.fromEntries(RP_MARKER_KINDS.map((k) => [k, `HEX_TACTICS.Marker.Kind.${k}`])) as Record<RpMarkerKind, string>;
