import { refuseUnless } from "../../../core/refusal";
import type { LimberCommand } from "../../series/commands/shapes";
import { movementAction } from "../../series/transport/action";
import { flipLimbered, limberInPlace } from "../../series/transport/limber";
import type { PgContext } from "../commands/context";
import { isAfv, isWeapon } from "../units/classify";
import { say } from "../text";

/**
 * PG 3.13, 5.62, 5.63: a weapon (or mortar) with a limbered side, activated to move and not moved, turns to or from it
 * where it stands; unlimbering "requires the weapon unit's entire action segment", and so does limbering (ruling): it is
 * MOVED/FIRED. SP artillery never limbers (5.64). A loaded weapon is never activated itself: it unlimbers as it unloads (5.63).
 */
export function limber(ctx: PgContext, c: LimberCommand): void {
  const { unit: u, activated } = movementAction(ctx, c.side, c.unit);
  const to = c.type === "limber";
  refuseUnless(!isWeapon(u) || !isAfv(u), "PG 5.64", say("transport.self-propelled-limber", { unit: u.name }));
  refuseUnless(u.limberedFace !== undefined, "PG 5.62", say("transport.no-limbered-side", { unit: u.name }));
  limberInPlace(ctx, u, activated, to, { rules: { side: "PG 5.62", moved: "PG 5.63", done: "PG 5.63" }, flip: () => flipLimbered(ctx, u.id, to, "PG 5.62") });
}
