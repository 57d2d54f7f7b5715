/**
 * What the battle Combat's details (data/combat/battle-model.ts `details`) hold for Red Poppies, as every side may know
 * it: this turn's initiative dice (RP 5.11), the couplets (RP 5.2: how many, how many left, which half, who acts), the
 * command under way (RP 6.01) and each OMA group's hourglass on the turn track (RP 7.221). Nothing of a pre-registered
 * vertex (RP 7.3): it is no part of any of these.
 */
import { RP } from "../../../engine/rules/rp/state";
import type { BattleCombatData } from "../../applications/tracker/tracker-pieces";
import { countField, idField, maybeIdField } from "../../data/fields";


/** RP 6.01 a–e: how a command activates. */
export const RP_CONFIGS = ["unit", "stack", "mass", "blob", "oma"] as const;

export interface RpCombatDetails {
  readonly type: typeof RP;
  /** RP 7.11: the side whose preliminary bombardment is fired next (null: none left). */
  readonly preliminary: string | null;
  /** RP 5.11: each side's die this turn, the side with the initiative and the couplets it gave (RP 5.12). */
  readonly initiative: { readonly winner: string; readonly couplets: number; readonly dice: readonly { readonly side: string; readonly die: number }[] } | null;
  /** RP 5.2: couplets left (the one under way included), which half, and the side acting now (the actor). */
  readonly couplets: { readonly total: number; readonly left: number; readonly half: number; readonly actor: string } | null;
  /** RP 6.01: the command under way, its units and those that acted. */
  readonly command: { readonly side: string; readonly config: (typeof RP_CONFIGS)[number]; readonly units: readonly string[]; readonly acted: readonly string[] } | null;
  /** RP 7.221: the hourglasses on the turn track, by turn: each group's, its side, whether primed (RP 7.222). */
  readonly hourglasses: readonly { readonly turn: number; readonly group: string; readonly side: string; readonly primed: boolean }[];
}

/** The details of a battle Combat of Red Poppies (none before the referee writes them). */
export const rpDetails = (data: BattleCombatData): RpCombatDetails | null => (data.details?.type === RP ? (data.details as RpCombatDetails) : null);

/** The details' fields (read when the Combat's schema is built, after `init`). */
export function rpCombatFields() {
  const { ArrayField, BooleanField, NumberField, SchemaField, StringField } = foundry.data.fields;
  const maybe = { required: true, nullable: true, initial: null } as const;
  return {
    preliminary: maybeIdField(),
    initiative: new SchemaField({ winner: idField(), couplets: countField(0), dice: new ArrayField(new SchemaField({ side: idField(), die: countField(1) })) }, maybe),
    couplets: new SchemaField({ total: countField(0), left: countField(0), half: countField(1), actor: idField() }, maybe),
    command: new SchemaField(
      {
        side: idField(),
        config: new StringField({ required: true, choices: Object.fromEntries(RP_CONFIGS.map((c) => [c, c])) }),
        units: new ArrayField(idField()),
        acted: new ArrayField(idField()),
      },
      maybe,
    ),
    hourglasses: new ArrayField(new SchemaField({ turn: new NumberField({ required: true, integer: true }), group: idField(), side: idField(), primed: new BooleanField({ required: true, initial: false }) })),
  };
}
