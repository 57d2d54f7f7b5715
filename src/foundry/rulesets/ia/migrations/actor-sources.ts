/**
 * Infantry Attacks' actor `system` data saved before the actors followed the counter schema, read into the current
 * models. Pure: the models' `migrateData` use these on every load (the neutral marker model through the table module's
 * `markerSource`), and the world migration (counter-schema-actors.ts) saves their result.
 *
 * The old `unit` held one fire value (`fire.direct`, `fire.bombardment`, `fire.range`), `movement`, `morale`,
 * `steps: {value, max}`, a free-text `unitType`, sizes with `squadron`, and game state (`status`, `movedFired`,
 * `spotted`, `hidden`). The old `leader` had `leaderType` (with `armor`), a star `rank`, `combatModifier`,
 * `moraleModifier`, `status` and `movedFired`. The old `marker` had `markerType`. Game state is the battle's now: it is
 * dropped, not moved.
 */
import type { CellData, MarkerSystem, ProvenanceData } from "../../../data/actor/system-data";
import type { FaceData, LeaderSystem, UnitSystem } from "../actors/system-data";
import { LEADER_TYPES, MARKER_KINDS, UNIT_SIZES, type UnitCategory, type UnitSize } from "../choices";

type Source = Record<string, unknown>;

/** Values an owner typed into an old actor: the user's (the note is a lang key; a sheet localizes notes). */
const MIGRATED: ProvenanceData = { source: "user", rule: "", note: "HEX_TACTICS.Migration.note.migrated" };
/** The reduced side an old two-step actor never had: its full values, to be checked (playtest, IA1 7.6). */
const COPIED: ProvenanceData = { source: "playtest", rule: "", note: "HEX_TACTICS.Migration.note.reducedCopied" };

/** Marker kinds that are status effects now (IA1 7.46, 8.52, 13.1, 14.2, 14.3, 16.2; 11.2 is not yet played). */
export const OBSOLETE_MARKER_KINDS: readonly string[] = [
  "spotted",
  "moved-fired",
  "opportunity-fire",
  "dug-in",
  "disrupted",
  "demoralized",
  "depleted-ammunition",
];

/** The old free-text unit types, by the codes and words the old sheet suggested, as the counter schema's categories. */
const CATEGORY_OF_TYPE: Readonly<Record<string, UnitCategory>> = {
  INF: "infantry",
  INFANTRY: "infantry",
  CAV: "cavalry",
  CAVALRY: "cavalry",
  COSS: "cavalry",
  PLAS: "cavalry",
  MG: "machine-gun",
  "MACHINE-GUN": "machine-gun",
  ART: "artillery",
  ARTILLERY: "artillery",
  MTR: "mortar",
  MORTAR: "mortar",
  TRN: "transport",
  TRANSPORT: "transport",
};

const isObject = (v: unknown): v is Source => typeof v === "object" && v !== null && !Array.isArray(v);
const int = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? Math.trunc(v) : fallback);
const text = (v: unknown): string => (typeof v === "string" ? v.trim() : "");
const cell = <T>(value: T, provenance: ProvenanceData = MIGRATED): CellData<T> => ({ value, provenance: { ...provenance } });

/** A nationality as a counter-set id: "Russian" → "russian", "Austro Hungarian" → "austro-hungarian". */
export function nationalityId(name: unknown): string {
  const id = text(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return /^[a-z]/.test(id) ? id : "unknown";
}

/** Whether a unit's `system` is the old shape. */
export function isOldUnit(s: Source): boolean {
  return ["unitType", "fire", "status", "movedFired", "spotted", "hidden"].some((k) => k in s) || typeof s.movement === "number";
}

export function isOldLeader(s: Source): boolean {
  return ["leaderType", "combatModifier", "moraleModifier", "status", "movedFired"].some((k) => k in s) || typeof s.rank === "number";
}

export function isOldMarker(s: Source): boolean {
  return "markerType" in s;
}

/** An old unit as a unit type with one printed side (and its copy as the reduced side of a two-step unit). */
export function migrateUnitSystem(s: Source): Source {
  if (!isOldUnit(s)) return s;
  const fire = isObject(s.fire) ? s.fire : {};
  const range = Math.max(0, int(fire.range));
  const fireValue = (strength: number) => (strength > 0 ? { strength: cell(strength), range: cell<number | null>(range) } : null);
  const morale = int(s.morale);
  const full: FaceData = {
    directFire: fireValue(int(fire.direct)),
    bombardmentFire: fireValue(int(fire.bombardment)),
    movement: cell<number | null>(Math.max(0, int(s.movement))),
    morale: morale > 0 ? cell(morale) : null,
  };
  const steps = Math.min(4, Math.max(1, int(isObject(s.steps) ? s.steps.max : undefined, 2)));
  const code = text(s.unitType).toUpperCase();
  const size = text(s.size);
  const unit: UnitSystem = {
    counterId: "",
    code: code || "INF",
    nationality: nationalityId(s.nationality),
    category: CATEGORY_OF_TYPE[code] ?? "infantry",
    // IA1 2.4: a cavalry squadron is a company.
    size: size in UNIT_SIZES ? (size as UnitSize) : "company",
    subtype: "",
    ledBy: "",
    steps: cell(steps),
    faces: { full, reduced: steps > 1 ? reprovenance(full, COPIED) : null, limbered: null, dismounted: null, dismountedReduced: null },
  };
  return unit as unknown as Source;
}

/** An old leader: his star rank, modifiers as the counter schema's `combat` and `moraleBonus`; `armor` (no IA leader type) leads infantry. */
export function migrateLeaderSystem(s: Source): Source {
  if (!isOldLeader(s)) return s;
  const type = text(s.leaderType);
  const leader: LeaderSystem = {
    counterId: "",
    nationality: nationalityId(s.nationality),
    type: type in LEADER_TYPES ? (type as LeaderSystem["type"]) : "infantry",
    subtype: "",
    rank: String(Math.max(0, int(s.rank, 1))),
    rankTitles: [],
    morale: cell(int(s.morale, 8)),
    combat: cell(Math.max(0, int(s.combatModifier))),
    moraleBonus: cell(Math.max(0, int(s.moraleModifier))),
    piece: "",
  };
  return leader as unknown as Source;
}

/** An old marker's `markerType` as its `kind`; kinds that are status effects now stay as they were (the world migration deletes them). */
export function migrateMarkerSystem(s: Source): Source {
  if (!isOldMarker(s)) return s;
  const { markerType, ...rest } = s;
  const kind = text(markerType);
  if (!(kind in MARKER_KINDS)) return s;
  const marker: MarkerSystem = { kind, rule: text(rest.rule), description: typeof rest.description === "string" ? rest.description : "" };
  return marker as unknown as Source;
}

/** A face with every cell's provenance replaced. */
function reprovenance(face: FaceData, provenance: ProvenanceData): FaceData {
  const fire = (f: FaceData["directFire"]) => f && { strength: cell(f.strength.value, provenance), range: cell(f.range.value, provenance) };
  return {
    directFire: fire(face.directFire),
    bombardmentFire: fire(face.bombardmentFire),
    movement: cell(face.movement.value, provenance),
    morale: face.morale && cell(face.morale.value, provenance),
  };
}
