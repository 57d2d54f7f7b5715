import { z } from "zod";
import { DiceRollJson } from "../../../core/json";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import type { PgBattle } from "../state";

const Rule = z.string();

/** What one die of a minefield attack does (the die table `minefield`, PG 16.71): 1–2, 3–4, 5, 6. */
export const MINEFIELD_DIE_RESULTS = ["no-effect", "stop", "demoralized", "step-loss"] as const;
export type MinefieldDieResult = (typeof MINEFIELD_DIE_RESULTS)[number];

/**
 * PG's minefield events (PG 16.7–16.74), by type, to join PG's event union. None names a face-down minefield's strength:
 * where a side's minefields lie is public (16.7 "face-down on the board"), what each is stays its own until turned up.
 */
export const PG_MINEFIELD_EVENTS = {
  /** `side` placed its drawn minefields face-down, each in its hex (the whole placement: it replaces an earlier one). */
  "minefields-placed": z
    .object({ type: z.literal("minefields-placed"), side: z.string(), minefields: z.array(z.object({ minefield: PieceId, hex: Hex }).strict()).readonly(), rule: Rule })
    .strict(),
  /** A unit entered the minefield's hex: it is turned up for both sides (16.71); a dummy (strength 0) is removed (16.74). */
  "minefield-revealed": z
    .object({ type: z.literal("minefield-revealed"), minefield: PieceId, hex: Hex, strength: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]), rule: Rule })
    .strict(),
  /**
   * The dice rolled against `piece` (and its `cargo`, which shares the roll) entering `hex`: `strength`, the hex's
   * minefield points; `reduction`, the engineers' (16.73); `roll` null when that leaves no die (the minefield is
   * ignored); `results`, each die's; `steps`, the step losses they score (16.71 sixes, 16.72 every two demoralizations).
   * The stop, demoralization and losses follow as series events.
   */
  "minefield-rolled": z
    .object({
      type: z.literal("minefield-rolled"),
      piece: PieceId,
      cargo: PieceId.nullable(),
      hex: Hex,
      strength: z.number().int().positive(),
      reduction: z.number().int().min(0).max(2),
      roll: DiceRollJson.nullable(),
      results: z.array(z.enum(MINEFIELD_DIE_RESULTS)).readonly(),
      steps: z.number().int().nonnegative(),
      rule: Rule,
    })
    .strict(),
};

type Of<T extends keyof typeof PG_MINEFIELD_EVENTS> = z.output<(typeof PG_MINEFIELD_EVENTS)[T]>;
export type PgMinefieldEvent = Of<keyof typeof PG_MINEFIELD_EVENTS>;

/** How PG's minefield events change a battle (plain top-level writes: the draft owns its root, core/draft). */
export const minefieldReducers = {
  "minefields-placed"(b: PgBattle, e: Of<"minefields-placed">) {
    const at = new Map(e.minefields.map((p) => [p.minefield, p.hex]));
    b.minefields = (b.minefields ?? []).map((m) => (at.has(m.id) ? { ...m, hex: at.get(m.id)! } : m));
  },
  "minefield-revealed"(b: PgBattle, e: Of<"minefield-revealed">) {
    const all = b.minefields ?? [];
    b.minefields = e.strength === 0 ? all.filter((m) => m.id !== e.minefield) : all.map((m) => (m.id === e.minefield ? { ...m, revealed: true } : m));
  },
  "minefield-rolled"(_b: PgBattle, _e: Of<"minefield-rolled">) {},
};
