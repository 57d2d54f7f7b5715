import type { CiCommand } from "../commands/schema";
import type { CiContext } from "../context";
import { rollD10s } from "../dice";
import { valueOf } from "../state/lookups";
import { conceal } from "../view/reveal";
import { takeAction } from "./command";

const RALLY = "CI 5.x Rally";
/** CI 5.x Rally: a pass gains one step (C17), never above the label's strength. */
export const RALLY_STEPS = 1;

/**
 * CI 5.x Rally: a commanded unit's action — d10 at or under its commanding HQ's morale (a squad acting by its own
 * morale under No Command rolls its own again, ruling R20) gains a step; pass or fail it does nothing else this Game
 * Turn and turns face-down. Its roll and strength are its owner's while it is hidden: the other side sees the tip.
 */
export function rally(ctx: CiContext, c: Extract<CiCommand, { type: "rally" }>): void {
  const id = takeAction(ctx, c.side, c.unit, "rally");
  const b = ctx.state;
  const a = b.activation!;
  const morale = valueOf(b, a.noCommandPassed.includes(id) ? id : a.hq, "morale");
  const max = valueOf(b, id, "maxStrength");
  const [die] = rollD10s(ctx, 1, "morale");
  const passed = die! <= morale;
  const strength = passed ? Math.min(max, b.blocks[id]!.strength + RALLY_STEPS) : b.blocks[id]!.strength;
  ctx.emit({ type: "rallied", block: id, die: die!, morale, passed, strength, rule: RALLY });
  conceal(ctx, id, "face-down", RALLY);
}
