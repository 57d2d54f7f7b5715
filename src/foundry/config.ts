/**
 * Choice lists for the actor fields, each value mapped to its `lang/en.json` key.
 * Exposed as `CONFIG.HEX_TACTICS` so modules can extend them.
 */

/** Formation sizes printed on counters: IA companies, MG detachments, batteries and squadrons (IA1 Defs, 15.1); PG platoons (PG 1.1). */
export const UNIT_SIZES = {
  platoon: "HEX_TACTICS.Unit.Size.platoon",
  company: "HEX_TACTICS.Unit.Size.company",
  battalion: "HEX_TACTICS.Unit.Size.battalion",
  detachment: "HEX_TACTICS.Unit.Size.detachment",
  battery: "HEX_TACTICS.Unit.Size.battery",
  squadron: "HEX_TACTICS.Unit.Size.squadron",
} as const;

/** Good order, disrupted, demoralized (IA1 Defs, 14.2, 14.3); applies to units and leaders alike. */
export const MORALE_STATUSES = {
  good: "HEX_TACTICS.Status.good",
  disrupted: "HEX_TACTICS.Status.disrupted",
  demoralized: "HEX_TACTICS.Status.demoralized",
} as const;

/** Leader kinds: infantry and cavalry lead only their own kind (IA1 6.1); armor leaders (PG). */
export const LEADER_TYPES = {
  infantry: "HEX_TACTICS.Leader.Type.infantry",
  cavalry: "HEX_TACTICS.Leader.Type.cavalry",
  armor: "HEX_TACTICS.Leader.Type.armor",
} as const;

/** Marker kinds; the rule that defines each is on the marker documents in the `ia-markers` pack. */
export const MARKER_TYPES = {
  spotted: "HEX_TACTICS.Marker.Type.spotted",
  "moved-fired": "HEX_TACTICS.Marker.Type.moved-fired",
  "opportunity-fire": "HEX_TACTICS.Marker.Type.opportunity-fire",
  smoke: "HEX_TACTICS.Marker.Type.smoke",
  drumfire: "HEX_TACTICS.Marker.Type.drumfire",
  entrenchment: "HEX_TACTICS.Marker.Type.entrenchment",
  "dug-in": "HEX_TACTICS.Marker.Type.dug-in",
  disrupted: "HEX_TACTICS.Marker.Type.disrupted",
  demoralized: "HEX_TACTICS.Marker.Type.demoralized",
  "depleted-ammunition": "HEX_TACTICS.Marker.Type.depleted-ammunition",
} as const;

export type UnitSize = keyof typeof UNIT_SIZES;
export type MoraleStatus = keyof typeof MORALE_STATUSES;
export type LeaderType = keyof typeof LEADER_TYPES;
export type MarkerType = keyof typeof MARKER_TYPES;

export const HEX_TACTICS_CONFIG = {
  unitSizes: UNIT_SIZES,
  moraleStatuses: MORALE_STATUSES,
  leaderTypes: LEADER_TYPES,
  markerTypes: MARKER_TYPES,
};
