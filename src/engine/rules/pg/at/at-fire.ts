import type { z } from "zod";
import type { Cell, Provenance } from "../../../data/provenance";
import { rollRange } from "../../../data/schemas/common";
import type { ResultDefinition } from "../../series/data/schemas/fire-table";
import type { MoraleStatus } from "../../series/data/schemas/morale";
import type { MoraleStatus as PieceStatus } from "../../series/state/pieces";
import { atResult, atTotal } from "../data/at-lookup";
import type { AtTable } from "../data/schemas/at-table";
import type { PgFace, PgUnitClass } from "../units/unit-class";
import { crossfireApplies, type CrossfireFacts } from "./crossfire";
import { atAtRange } from "./increased-range";
import { atModifiers, type AtModifier } from "./modifiers";
import { atArmor, type ArmorUsed } from "./targets";

/** One AT shot as the command knows it: plain facts, the board's verdicts included (PG 11.0, 11.1). */
export interface AtShotInput {
  /** The side of the firing unit now showing (full, reduced or limbered): its AT value and range (7.3, 7.31). */
  readonly firer: PgFace;
  /** The vehicle fired upon: a counter's class or a battle unit (units/unit-class.ts). */
  readonly target: PgUnitClass;
  /** Hexes from firer to target (7.32); 0: the same hex, which is then an assault hex (1.2, 11.0). */
  readonly distance: number;
  /** The firer stands in an assault hex (12.52: it fires only at vehicles in that hex). */
  readonly firerInAssaultHex: boolean;
  /** The target stands in an assault hex. */
  readonly targetInAssaultHex: boolean;
  /** The firer's side has a vehicle unit in the target's hex (7.24, 12.53). */
  readonly friendlyVehicleInTargetHex: boolean;
  /** The individual target is spotted (8.0); in limiting terrain that needs a SPOTTED marker on top of it (8.22, ruling N10). */
  readonly targetSpotted: boolean;
  /** PG 11.12. */
  readonly crossfire: CrossfireFacts;
  /** PG 17.3 (optional rule): a hidden firer's opportunity fire at a unit using strategic movement. */
  readonly hiddenVsStrategicMover: boolean;
  /** The firer's morale status (14.2 disrupted halves its AT value, 14.3 demoralized may not fire); absent: good order. */
  readonly firerStatus?: z.infer<typeof MoraleStatus> | PieceStatus;
}

/** Why a shot may not be made, and the rule that says so. */
export type AtRefusalReason =
  | "firer-demoralized"
  | "no-at-value"
  | "not-an-at-target"
  | "target-outside-assault-hex"
  | "friendly-vehicle-in-assault-hex"
  | "not-spotted"
  | "out-of-range";
export interface AtRefusal {
  readonly allowed: false;
  readonly rule: string;
  readonly reason: AtRefusalReason;
}

/** The AT value a shot uses: the printed value (and where it comes from, when the firer was read off a counter), and whether 11.3 and 14.2 halved it. */
export interface AtValueUsed {
  readonly printed: number;
  readonly provenance?: Provenance;
  readonly value: number;
  /** 11.1: as printed; 11.3: halved at increased range. */
  readonly rule: "11.1" | "11.3";
  /** Present when the firer is disrupted: 14.2 halved the value (a positive one; see `disruptedAt`). */
  readonly disrupted?: "14.2";
}

/** A result band of the table, and the dice rolls that land in it for this shot. */
export interface AtBandOdds {
  readonly result: Cell<string>;
  /** The lowest modified roll of the band (none for the first). */
  readonly min: Cell<number> | undefined;
  /** The unmodified rolls that give this result, within the dice's range; null: no roll does. */
  readonly rolls: { readonly from: number; readonly to: number } | null;
  readonly effect: ResultDefinition;
}

/** An allowed shot: everything added to the dice, and what each roll would give. */
export interface AtShotPlan {
  readonly allowed: true;
  readonly at: AtValueUsed;
  readonly armor: ArmorUsed;
  readonly modifiers: readonly AtModifier[];
  /** AT value − armor + die modifiers: what the dice are added to (11.1). */
  readonly added: number;
  readonly bands: readonly AtBandOdds[];
}

const refuse = (rule: string, reason: AtRefusalReason): AtRefusal => ({ allowed: false, rule, reason });

/**
 * PG 14.2: a disrupted unit "has all its combat strengths halved", rounded up (1.2). After 11.3's halving that is the
 * printed value quartered and rounded up once: for whole numbers ⌈⌈v/2⌉/2⌉ = ⌈v/4⌉, so halving the 11.3 value is the
 * same. A value of 0 or less stays as it is: halving it would raise it, and 14.2 is a penalty.
 */
function disruptedAt(value: number): number {
  return value > 0 ? Math.ceil(value / 2) : value;
}

/**
 * PG 11.0, 11.1: whether the firer may AT-fire at the target, and with what. Refusals in the order a player checks:
 * a firer not demoralized (14.3), an AT value (7.31), a truck or AFV target (11.0), assault hexes (12.52 from inside,
 * 12.53 and 7.24 into one), spotting (8.0, 8.22), range (7.32, 11.3). A disrupted firer's AT value is halved (14.2).
 */
export function planAtShot(table: AtTable, shot: AtShotInput): AtShotPlan | AtRefusal {
  if (shot.firerStatus === "demoralized") return refuse("14.3", "firer-demoralized");
  const fire = shot.firer.at;
  if (!fire) return refuse("7.31", "no-at-value");
  const armor = atArmor(shot.target, table);
  if (!armor) return refuse("11.0", "not-an-at-target");
  if (shot.firerInAssaultHex && shot.distance > 0) return refuse("12.52", "target-outside-assault-hex");
  if (shot.distance > 0 && shot.targetInAssaultHex && shot.friendlyVehicleInTargetHex) return refuse("12.53", "friendly-vehicle-in-assault-hex");
  if (!shot.targetSpotted) return refuse("8.0", "not-spotted");
  const reach = atAtRange(fire, shot.distance);
  if (reach.reach === null) return refuse(reach.rule, "out-of-range");
  const modifiers = atModifiers(table, {
    distance: shot.distance,
    crossfire: crossfireApplies(shot.crossfire),
    hiddenVsStrategicMover: shot.hiddenVsStrategicMover,
  });
  const atRange: AtValueUsed = { printed: fire.strength, ...(fire.provenance ? { provenance: fire.provenance } : {}), value: reach.at, rule: reach.reach === "printed" ? "11.1" : "11.3" };
  const at: AtValueUsed = shot.firerStatus === "disrupted" ? { ...atRange, value: disruptedAt(reach.at), disrupted: "14.2" } : atRange;
  const added = atTotal({ roll: 0, at: at.value, armor: armor.value, modifiers: modifiers.map((m) => m.die) });
  return { allowed: true, at, armor, modifiers, added, bands: bandOdds(table, added) };
}

/** For each band, the unmodified rolls that reach it and not the next (the first band takes every lower total, 1.1). */
function bandOdds(table: AtTable, added: number): AtBandOdds[] {
  const [lowest, highest] = rollRange(table.dice);
  return table.bands.map((band, i) => {
    const next = table.bands[i + 1]?.min?.value;
    const from = Math.max(lowest, band.min ? band.min.value - added : lowest);
    const to = Math.min(highest, next === undefined ? highest : next - 1 - added);
    return { result: band.result, min: band.min, rolls: from <= to ? { from, to } : null, effect: table.results[band.result.value]! };
  });
}

/** What one roll of an allowed shot gives (PG 11.1): the modified roll, the band it falls in and what that does to the target (7.42). */
export interface AtShotOutcome {
  readonly roll: number;
  readonly total: number;
  /** Index into the plan's bands. */
  readonly band: number;
  readonly result: Cell<string>;
  readonly effect: ResultDefinition;
}

/** PG 11.1: roll the dice, add what the plan adds, read the table. */
export function resolveAtShot(table: AtTable, plan: AtShotPlan, roll: number): AtShotOutcome {
  const total = atTotal({ roll, at: plan.at.value, armor: plan.armor.value, modifiers: plan.modifiers.map((m) => m.die) });
  const result = atResult(table, total);
  const band = table.bands.findIndex((b) => b.result === result);
  return { roll, total, band, result, effect: table.results[result.value]! };
}
