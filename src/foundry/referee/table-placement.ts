/**
 * Where a battle is laid out in the world, as its stored JSON says (every ruleset's stored battle carries it, e.g.
 * rulesets/ia/wire.ts `IaStoredBattle`): the actor each piece is a counter of, the counters to import when a hidden
 * piece is first revealed (counter-actors.ts), the scene its map is on, and where the map's hex [0, 0] lies on that
 * scene's grid (engine/hex/foundry-grid.ts). Only the referee reads it, from the store.
 */
import { z } from "zod";
import type { GridPlacement } from "../../engine/hex/foundry-grid";
import { CounterImport } from "./counter-actors";

/** A stored battle's `grid`: the scene grid's type and where the map's hex [0, 0] lies on it (each ruleset's stored battle uses it). */
export const StoredGrid = z
  .object({ gridType: z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5)]), origin: z.object({ i: z.number().int(), j: z.number().int() }).strict() })
  .strict();

const TablePlacementSchema = z.looseObject({
  ruleset: z.string().min(1),
  actors: z.record(z.string(), z.string().min(1)),
  hiddenCounters: z.record(z.string(), CounterImport).optional(),
  scene: z.string().min(1).optional(),
  grid: StoredGrid.optional(),
});

export interface TablePlacement {
  readonly ruleset: string;
  /** Piece id → the world actor whose unlinked tokens show it. */
  readonly actors: Readonly<Record<string, string>>;
  /** Piece id → its counter, for a hidden piece whose counter was not in the world when the battle began. */
  readonly hiddenCounters?: Readonly<Record<string, CounterImport>>;
  readonly scene?: string;
  readonly grid?: GridPlacement;
}

/** The placement a stored battle gives, or null when it gives none (nothing is drawn then). */
export function tablePlacementOf(saved: unknown): TablePlacement | null {
  const parsed = TablePlacementSchema.safeParse(saved);
  if (!parsed.success) return null;
  const { ruleset, actors, hiddenCounters, scene, grid } = parsed.data;
  return { ruleset, actors, ...(hiddenCounters ? { hiddenCounters } : {}), ...(scene ? { scene } : {}), ...(grid ? { grid } : {}) };
}
