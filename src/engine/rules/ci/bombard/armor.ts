import type { CiContext } from "../context";
import { numberOf } from "../numbers/read";
import { isArmored, labelOf, valueOf } from "../state/lookups";

/** CI 2.x Artillery Support: a bunker's AC is halved against artillery and air, rounded up (ruling R9). */
export const halvedUp = (n: number): number => Math.ceil(n / 2);

/**
 * CI 6.x Armor Class of a targeted face-up unit against a bombardment: its AC against a mortar (ruling R8a: only
 * artillery and air make it 0); against a strike (`strike`) 0, but a bunker's halved (CI 2.x Bunker: the lost `bunkerAc`).
 */
export function bombardArmorOf(ctx: CiContext, id: string, strike: boolean): number {
  const b = ctx.state;
  if (labelOf(b, id).class === "bunker") {
    const ac = numberOf(b.numbers, "bunkerAc");
    return strike ? halvedUp(ac) : ac;
  }
  return !strike && isArmored(b, id) ? valueOf(b, id, "ac") : 0;
}
