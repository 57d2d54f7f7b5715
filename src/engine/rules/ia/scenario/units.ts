import type { z } from "zod";
import type { CounterFace, UnitType } from "../data/schemas/counters";
import type { SetupEntry } from "../data/schemas/scenario";
import type { Face, IaUnit, MoraleStatus, PieceFaces, UnitKind } from "../state";
import { SETUP_STATUS } from "../../series/scenario/build";
import type { Issues, Path } from "../../series/scenario/issues";

type Entry = z.infer<typeof SetupEntry>;
type CounterFaceValues = z.infer<typeof CounterFace>;

/** IA1 2.4 and Definitions: the counter set's categories as the engine's unit kinds. */
const KIND: Record<UnitType["category"], UnitKind> = {
  infantry: "INF",
  cavalry: "CAV",
  "machine-gun": "MG",
  artillery: "ART",
  mortar: "MORTAR",
  transport: "TRANSPORT",
};

/** IA1 Definitions: personnel units other than MGs (infantry and cavalry) are companies. */
const isCompany = (type: UnitType) => type.category === "infantry" || type.category === "cavalry";

/** IA1 5.61: MGs, mortars and artillery have a limbered side. */
const LIMBERS: readonly UnitKind[] = ["MG", "MORTAR", "ART"];

export const STATUS: Record<Entry["status"], MoraleStatus> = SETUP_STATUS;

/**
 * One face as the engine holds it: direct and bombardment strengths (IA1 7.3: black and white values; IA2 enters its one
 * value as direct), the direct fire range (the bombardment range when there is no direct fire), and the movement
 * allowance (`T`, moving only when towed, is 0 on a face that fires).
 */
function faceOf(f: CounterFaceValues, path: Path, name: string, issues: Issues): Face | null {
  const range = (f.directFire ?? f.bombardmentFire)?.range.value ?? 0;
  if (range === "unlimited") return issues.fail(path, `the "${name}" face has unlimited range, which only off-board artillery has (IA1 7.3)`);
  const movement = f.movement.value;
  return {
    direct: f.directFire?.strength.value ?? 0,
    bombardment: f.bombardmentFire?.strength.value ?? 0,
    range,
    movement: movement === "T" ? 0 : movement,
  };
}

/**
 * IA1 15.1: the cavalry piece kept to the side — the dismounted piece of a unit set up mounted, or the mounted one;
 * undefined when the counter set has no such piece (the unit then cannot change), null when its faces are unusable.
 */
function asidePiece(type: UnitType, mounted: boolean, steps: number, path: Path, issues: Issues): PieceFaces | undefined | null {
  const [f, r, names] = mounted ? [type.faces.dismounted, type.faces.dismountedReduced, ["dismounted", "dismountedReduced"]] : [type.faces.full, type.faces.reduced, ["full", "reduced"]];
  if (!f || (steps > 1 && !r)) return undefined;
  const full = faceOf(f, [...path, "counter"], names[0]!, issues);
  const reduced = steps > 1 && r ? faceOf(r, [...path, "counter"], names[1]!, issues) : undefined;
  return full && reduced !== null ? { full, ...(reduced ? { reduced } : {}) } : null;
}

/**
 * A unit of `type` as a setup entry places it (IA1 7.6 reduced, 15.1 dismounted, 5.61 limbered, 16.5 hidden, the
 * scenario's morale status); null when the entry asks for a side the counter does not have.
 */
export function unitOf(type: UnitType, id: string, name: string, hex: number | null, entry: Entry, path: Path, issues: Issues): IaUnit | null {
  const kind = KIND[type.category];
  const steps = type.steps.value;
  const ok = [
    !entry.reduced || steps > 1 || issues.fail([...path, "reduced"], `${type.name} has one step and no reduced side (IA1 7.6)`),
    !entry.dismounted ||
      (kind === "CAV" && type.faces.dismounted && (steps === 1 || type.faces.dismountedReduced)) ||
      issues.fail([...path, "dismounted"], `${type.name} has no dismounted piece${kind === "CAV" && type.faces.dismounted ? " with a reduced side" : ""} (IA1 15.1, 7.6)`),
    !entry.limbered || LIMBERS.includes(kind) || issues.fail([...path, "limbered"], `${type.name} has no limbered side (IA1 5.61)`),
  ].every(Boolean);
  // IA1 15.1: a dismounted cavalry unit is the other piece, with its own values.
  const shown = entry.dismounted ? { full: type.faces.dismounted, reduced: type.faces.dismountedReduced, names: ["dismounted", "dismountedReduced"] } : { ...type.faces, names: ["full", "reduced"] };
  const full = shown.full && faceOf(shown.full, [...path, "counter"], shown.names[0]!, issues);
  const reduced = shown.reduced && faceOf(shown.reduced, [...path, "counter"], shown.names[1]!, issues);
  if (!ok || !full || reduced === null) return null;
  const aside = kind === "CAV" ? asidePiece(type, !entry.dismounted, steps, path, issues) : undefined;
  if (aside === null) return null;
  const limbered = type.faces.limbered?.movement.value;
  return {
    id,
    side: entry.side,
    name,
    kind,
    ...(type.subtype ? { subtype: type.subtype } : {}),
    // IA2 6.11: a non-cavalry unit led by cavalry leaders is horse artillery.
    ...(type.ledBy === "cavalry" && kind !== "CAV" ? { horseArtillery: true } : {}),
    // IA2 7.3: units the game's special rules give special spotting powers.
    ...(type.specialSpotting ? { specialSpotting: true } : {}),
    company: isCompany(type),
    steps: entry.reduced ? steps - 1 : steps,
    maxSteps: steps,
    full,
    ...(steps > 1 && reduced ? { reduced } : {}),
    ...(aside ? { aside } : {}),
    hex,
    status: STATUS[entry.status],
    movedFired: false,
    oppFire: false,
    spotted: false,
    hidden: entry.hidden,
    limbered: entry.limbered,
    ...(limbered !== undefined ? { limberedMovement: limbered } : {}),
    mounted: kind === "CAV" && !entry.dismounted,
    carrying: null,
    carriedBy: null,
    entrenched: false,
  };
}
