import { refuseUnless } from "../../../core/refusal";
import { distance } from "../../../hex";
import type { HexMap } from "../../../map";
import { leads } from "../activation/leads";
import type { IaBattle, IaLeader, IaUnit } from "../state";
import { say } from "../text";

/** IA1 7.32 ("personnel units in adjacent hexes"), IA2 6.51: artillery and mortars (IA2 field guns) never combine across hexes. */
const personnel = (u: IaUnit): boolean => u.kind !== "ART" && u.kind !== "MORTAR";

/**
 * IA1 6.51, 7.32: whether `l` may combine the fire of `firers`, who stand in more than one hex: an activated, good-order
 * leader, all of them of his type, in his hex plus at most as many adjacent hexes as his combat modifier (his own need
 * not fire; a modifier of 0 combines none). Only personnel units combine so (`checkCombining`; artillery and mortars
 * never take opportunity fire).
 */
export function combinesAcrossHexes(map: HexMap, l: IaLeader, firers: readonly IaUnit[]): boolean {
  if (l.status !== "good" || !firers.every((u) => leads(l, u))) return false;
  const away = [...new Set(firers.map((u) => u.hex!))].filter((h) => h !== l.hex);
  return away.length <= l.combat && away.every((h) => distance(map.hexAt(h), map.hexAt(l.hex!)) === 1);
}

/**
 * IA1 7.32, 6.51: units in one hex always combine their direct fire. Units in several hexes combine only if they are
 * personnel units (never a field gun, IA2 6.51) and one leader may combine them all (`combinesAcrossHexes`).
 */
export function checkCombining(b: IaBattle, map: HexMap, firers: readonly IaUnit[], leaders: readonly IaLeader[]): void {
  const hexes = new Set(firers.map((u) => u.hex!));
  if (hexes.size === 1) return;
  const gun = firers.find((u) => !personnel(u));
  refuseUnless(gun === undefined, b.edition === "IA2" ? "IA2 6.51" : "IA1 7.32", say("combine.field-gun", { unit: gun?.name ?? "" }));
  refuseUnless(
    leaders.some((l) => combinesAcrossHexes(map, l, firers)),
    "IA1 6.51",
    say("combine.no-leader", { count: hexes.size }),
  );
}
