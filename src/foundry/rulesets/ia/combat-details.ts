/**
 * Infantry Attacks' details of the battle Combat (data/combat/battle-model.ts `details`): the initiative roll (IA1
 * 3.0 A), whose segment it is, the lead segments left and who passed last (3.0 C), and the segment under way (3.13).
 */
import type { BattleCombatData } from "../../applications/tracker/tracker-pieces";
import { countField, idField, maybeIdField } from "../../data/fields";

const RULESET = "infantry-attacks";

/** IA1 3.13: a piece of a segment is activated to move or to fire. */
export const IA_SEGMENT_ACTIONS = ["move", "fire"] as const;

export interface IaCombatDetails {
  readonly type: typeof RULESET;
  /** This turn's roll: each side's dice and total, the winner and the segments he won. */
  readonly initiative: { readonly winner: string; readonly segments: number; readonly rolls: readonly { readonly side: string; readonly dice: readonly number[]; readonly total: number }[] } | null;
  readonly active: string | null;
  readonly lead: number;
  readonly lastPass: string | null;
  /** The segment under way, as every side may know it. */
  readonly segment: { readonly side: string; readonly pieces: readonly { readonly piece: string; readonly action: (typeof IA_SEGMENT_ACTIONS)[number]; readonly ledBy: string | null }[] } | null;
}

/** The details of a battle Combat of Infantry Attacks (none before the referee writes them). */
export const iaDetails = (data: BattleCombatData): IaCombatDetails | null => data.details as IaCombatDetails | null;

/** The details' fields (read when the Combat's schema is built, after `init`). */
export function iaCombatFields() {
  const { ArrayField, NumberField, SchemaField, StringField } = foundry.data.fields;
  return {
    initiative: new SchemaField(
      {
        winner: idField(),
        segments: countField(1),
        rolls: new ArrayField(new SchemaField({ side: idField(), dice: new ArrayField(countField(1)), total: new NumberField({ required: true, integer: true }) })),
      },
      { required: true, nullable: true, initial: null },
    ),
    active: maybeIdField(),
    lead: countField(0),
    lastPass: maybeIdField(),
    segment: new SchemaField(
      {
        side: idField(),
        pieces: new ArrayField(
          new SchemaField({ piece: idField(), action: new StringField({ required: true, choices: Object.fromEntries(IA_SEGMENT_ACTIONS.map((a) => [a, a])) }), ledBy: maybeIdField() }),
        ),
      },
      { required: true, nullable: true, initial: null },
    ),
  };
}

const FLAT = ["initiative", "active", "lead", "lastPass", "segment"] as const;

/** A Combat's system as the referee wrote it before the details were the ruleset's: its flat fields moved into `details`. */
export function migrateIaCombat(system: Record<string, unknown>): Record<string, unknown> {
  if ("details" in system || !FLAT.some((key) => key in system)) return system;
  const flat = Object.fromEntries(FLAT.filter((key) => key in system).map((key) => [key, system[key]]));
  const rest = Object.fromEntries(Object.entries(system).filter(([key]) => !(FLAT as readonly string[]).includes(key)));
  return { ...rest, details: { type: RULESET, ...flat } };
}
