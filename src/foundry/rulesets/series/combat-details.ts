/**
 * What the battle Combat's details (data/combat/battle-model.ts `details`) hold for a game of the series (Infantry
 * Attacks, Panzer Grenadier): the initiative roll (3.0 A), whose segment it is, the lead segments left and who passed
 * last (3.0 C), and the segment under way as every side may know it (3.13). Each game's details add their `type`.
 */
import type { SeriesActivation, SeriesBattle } from "../../../engine/rules/series/state/battle";
import type { BattleCombatData } from "../../applications/tracker/tracker-pieces";
import { countField, idField, maybeIdField } from "../../data/fields";

/** 3.13: a piece of a segment is activated to move or to fire. */
export const SEGMENT_ACTIONS = ["move", "fire"] as const;

export interface SeriesCombatDetails<Type extends string = string> {
  readonly type: Type;
  /** This turn's roll: each side's dice and total, the winner and the segments he won. */
  readonly initiative: { readonly winner: string; readonly segments: number; readonly rolls: readonly { readonly side: string; readonly dice: readonly number[]; readonly total: number }[] } | null;
  readonly active: string | null;
  readonly lead: number;
  readonly lastPass: string | null;
  /** The segment under way, as every side may know it. */
  readonly segment: { readonly side: string; readonly pieces: readonly { readonly piece: string; readonly action: (typeof SEGMENT_ACTIONS)[number]; readonly ledBy: string | null }[] } | null;
}

/** The details of a battle Combat of a series game (none before the referee writes them). */
export const seriesDetails = (data: BattleCombatData): SeriesCombatDetails | null => data.details as SeriesCombatDetails | null;

/** The details' fields (read when the Combat's schema is built, after `init`). */
export function seriesCombatFields() {
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
          new SchemaField({ piece: idField(), action: new StringField({ required: true, choices: Object.fromEntries(SEGMENT_ACTIONS.map((a) => [a, a])) }), ledBy: maybeIdField() }),
        ),
      },
      { required: true, nullable: true, initial: null },
    ),
  };
}

/** A battle's details as every side may know them: `seen`, the segment as the side not acting sees it (its own secrets left out). */
export function seriesCombatDetails<Type extends string>(
  type: Type,
  b: Pick<SeriesBattle<never, never>, "initiative" | "impulses">,
  seen: SeriesActivation | null,
): SeriesCombatDetails<Type> {
  return {
    type,
    initiative: b.initiative && { winner: b.initiative.winner, segments: b.initiative.segments, rolls: b.initiative.rolls.map((r) => ({ side: r.side, dice: r.roll.dice, total: r.total })) },
    active: b.impulses?.active ?? null,
    lead: b.impulses?.lead ?? 0,
    lastPass: b.impulses?.lastPass ?? null,
    segment: seen && { side: seen.side, pieces: Object.entries(seen.pieces).map(([piece, p]) => ({ piece, action: p.action, ledBy: p.ledBy })) },
  };
}
