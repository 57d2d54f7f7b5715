/**
 * Infantry Attacks' choice lists for its counters and markers, each value mapped to its `lang/en.json` key. The values
 * are the counter schema's (src/engine/data/schemas/counters.ts), so an actor holds a counter set's entries as they are.
 * They reach `CONFIG.HEX_TACTICS` by their names in its table ruleset's `choices` (table-ruleset.ts).
 */

/** What a unit is (IA1 Definitions, 2.4): the counter schema's `category`. */
export const UNIT_CATEGORIES = {
  infantry: "HEX_TACTICS.Unit.Category.infantry",
  cavalry: "HEX_TACTICS.Unit.Category.cavalry",
  "machine-gun": "HEX_TACTICS.Unit.Category.machine-gun",
  artillery: "HEX_TACTICS.Unit.Category.artillery",
  mortar: "HEX_TACTICS.Unit.Category.mortar",
  transport: "HEX_TACTICS.Unit.Category.transport",
} as const;

/** Formation sizes printed on counters (the counter schema's `size`; IA1 2.4 counts cavalry squadrons as companies). */
export const UNIT_SIZES = {
  section: "HEX_TACTICS.Unit.Size.section",
  detachment: "HEX_TACTICS.Unit.Size.detachment",
  platoon: "HEX_TACTICS.Unit.Size.platoon",
  company: "HEX_TACTICS.Unit.Size.company",
  battery: "HEX_TACTICS.Unit.Size.battery",
  battalion: "HEX_TACTICS.Unit.Size.battalion",
} as const;

/** The sides of a unit's counter (IA1 7.6 reduced, 5.61 limbered, 15.1 the dismounted piece), in the order shown. */
export const UNIT_FACES = {
  full: "HEX_TACTICS.Unit.Face.full",
  reduced: "HEX_TACTICS.Unit.Face.reduced",
  limbered: "HEX_TACTICS.Unit.Face.limbered",
  dismounted: "HEX_TACTICS.Unit.Face.dismounted",
  dismountedReduced: "HEX_TACTICS.Unit.Face.dismountedReduced",
} as const;

/** Leader types: infantry and cavalry leaders lead only their own kind (IA1 6.1). */
export const LEADER_TYPES = {
  infantry: "HEX_TACTICS.Leader.Type.infantry",
  cavalry: "HEX_TACTICS.Leader.Type.cavalry",
} as const;

/** Who leads a unit: blank when its category says (IA1 6.1), else a leader type (IA2 6.11 horse artillery). */
export const LED_BY = {
  "": "HEX_TACTICS.Unit.LedBy.category",
  ...LEADER_TYPES,
} as const;

/** A piece's morale state (IA1 14.0–14.3), shown on a sheet while the piece is in a battle. */
export const MORALE_STATUSES = {
  good: "HEX_TACTICS.Status.good",
  disrupted: "HEX_TACTICS.Status.disrupted",
  demoralized: "HEX_TACTICS.Status.demoralized",
} as const;

/**
 * Markers that sit on a hex (the neutral `marker` actors; the referee places and removes their tokens as the battle
 * says): the ia-markers pack holds one of each. Unit states — MOVED/FIRED, SPOTTED, Disrupted … — are status effects.
 */
export const MARKER_KINDS = {
  smoke: "HEX_TACTICS.Marker.Kind.smoke",
  drumfire: "HEX_TACTICS.Marker.Kind.drumfire",
  entrenchment: "HEX_TACTICS.Marker.Kind.entrenchment",
  wire: "HEX_TACTICS.Marker.Kind.wire",
  "artillery-target": "HEX_TACTICS.Marker.Kind.artillery-target",
  minefield: "HEX_TACTICS.Marker.Kind.minefield",
  wreck: "HEX_TACTICS.Marker.Kind.wreck",
  barrage: "HEX_TACTICS.Marker.Kind.barrage",
} as const;

export type UnitCategory = keyof typeof UNIT_CATEGORIES;
export type UnitSize = keyof typeof UNIT_SIZES;
export type UnitFace = keyof typeof UNIT_FACES;
export type LeaderType = keyof typeof LEADER_TYPES;
export type MarkerKind = keyof typeof MARKER_KINDS;

/** Marker kinds for rules the engine does not play yet (minefields, wrecks, barrages): shown, never placed by a battle. */
export const LATER_MARKER_KINDS: readonly MarkerKind[] = ["minefield", "wreck", "barrage"];

/** The lists by the names `CONFIG.HEX_TACTICS` gives them. */
export const IA_CHOICES = {
  unitCategories: UNIT_CATEGORIES,
  unitSizes: UNIT_SIZES,
  unitFaces: UNIT_FACES,
  leaderTypes: LEADER_TYPES,
  ledBy: LED_BY,
  moraleStatuses: MORALE_STATUSES,
  markerKinds: MARKER_KINDS,
  laterMarkerKinds: Object.fromEntries(LATER_MARKER_KINDS.map((kind) => [kind, MARKER_KINDS[kind]])),
};
