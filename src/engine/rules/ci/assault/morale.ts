import type { CiContext } from "../context";
import { rollD10s } from "../dice";
import { numberOf } from "../numbers/read";
import type { CiBattle } from "../state";
import { companyOf, isHq, isWeapon, labelOf, valueOf } from "../state/lookups";
import { MORALE } from "./constants";
import { isMinefield, type Fight, unitsOf } from "./fight";

/** CI 4.x HQ Ranks: whether HQ `hq` commands `id` — a CHQ its company's units but PHQs, a PHQ its platoon's squads and its company's weapons. */
function commands(b: CiBattle, hq: string, id: string): boolean {
  const h = b.blocks[hq]!;
  const k = b.blocks[id]!;
  if (labelOf(b, hq).rank === "chq") return companyOf(k) === h.company && labelOf(b, id).rank !== "phq";
  if (isWeapon(b, id)) return companyOf(k) === h.company;
  return labelOf(b, id).class === "squad" && k.company === h.company && k.platoon === h.platoon;
}

/**
 * CI 9.x Assault Morale (ruling R16): at the start of a side's step each round, its units at strength
 * `assaultMoraleStrength` or less check morale — an HQ only when it is its side's only unit in the assault — with the
 * best morale of the HQs in the hex that command it, else its own: d10 at or under it passes, else the unit is
 * disrupted (no fire, no retreat this round). Minefields never check (CI 7.x Mines). Returns the disrupted units.
 */
export function assaultMorale(ctx: CiContext, fight: Fight, side: string): Set<string> {
  const b = ctx.state;
  const units = unitsOf(b, fight, side).filter((id) => !isMinefield(b, id));
  const threshold = numberOf(b.numbers, "assaultMoraleStrength");
  const disrupted = new Set<string>();
  for (const id of units) {
    if (b.blocks[id]!.strength > threshold || (isHq(b, id) && units.length > 1)) continue;
    const hqs = units.filter((hq) => hq !== id && isHq(b, hq) && commands(b, hq, id));
    const hq = hqs.reduce<string | null>((best, h) => (best === null || valueOf(b, h, "morale") > valueOf(b, best, "morale") ? h : best), null);
    const morale = valueOf(b, hq ?? id, "morale");
    const die = rollD10s(ctx, 1, `assault morale ${id}`)[0]!;
    ctx.emit({ type: "assault-morale", block: id, hq, morale, die, disrupted: die > morale, rule: MORALE });
    if (die > morale) disrupted.add(id);
  }
  return disrupted;
}
