/**
 * Where a battle is laid out in the world, as its stored JSON says (every ruleset's stored battle carries it, e.g.
 * rulesets/ia/wire.ts `IaStoredBattle`): the actor each piece is a counter of, the scene its map is on, and where the
 * map's hex [0, 0] lies on that scene's grid (engine/hex/foundry-grid.ts). Only the referee reads it, from the store.
 */
import { z } from "zod";
import type { GridPlacement } from "../../engine/hex/foundry-grid";

const Placement = z.object({
  gridType: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  origin: z.object({ i: z.number().int(), j: z.number().int() }),
});

const TablePlacementSchema = z.looseObject({
  ruleset: z.string().min(1),
  actors: z.record(z.string(), z.string().min(1)),
  scene: z.string().min(1).optional(),
  grid: Placement.optional(),
});

export interface TablePlacement {
  readonly ruleset: string;
  /** Piece id → the world actor whose unlinked tokens show it. */
  readonly actors: Readonly<Record<string, string>>;
  readonly scene?: string;
  readonly grid?: GridPlacement;
}

/** The placement a stored battle gives, or null when it gives none (nothing is drawn then). */
export function tablePlacementOf(saved: unknown): TablePlacement | null {
  const parsed = TablePlacementSchema.safeParse(saved);
  if (!parsed.success) return null;
  const { ruleset, actors, scene, grid } = parsed.data;
  return { ruleset, actors, ...(scene ? { scene } : {}), ...(grid ? { grid } : {}) };
}
