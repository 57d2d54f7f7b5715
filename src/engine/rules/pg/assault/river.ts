import type { Modifier } from "../../../core/modifiers";
import { assaultTerrain, terrainModifier } from "../../series/assault/columns";
import { unitsAt } from "../../series/state/occupancy";
import type { PgContext } from "../commands/context";

/**
 * PG 5.75: "If units assault into a Major River hex, the attacker suffers a −2 column modifier on the first assault
 * round IF neither side has an ENG in the hex" — the TEC's major-river `assault` entry, on the attacker's fire of the
 * assault their assault movement made (docs/rulings.md: the first round is the required one, 12.2).
 */
export function firstRoundRiver(ctx: PgContext, hex: number, firstRound: boolean): Modifier[] {
  if (!firstRound || unitsAt(ctx.state, hex).some((u) => u.kind === "engineer")) return [];
  return assaultTerrain(ctx, hex)
    .filter((e) => e.id === "major-river")
    .map((e) => terrainModifier(ctx, e.id, e.m));
}
