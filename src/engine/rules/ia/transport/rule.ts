import type { IaBattle } from "../state";

/** A rule in the battle's edition: the 2nd edition renumbered the transport rules (IA1 5.62 is IA2 5.64, …). */
export const cite = (b: IaBattle, ia1: string, ia2: string): string => (b.edition === "IA1" ? `IA1 ${ia1}` : `IA2 ${ia2}`);

/** IA1 5.6, 5.61: MG, mortar and artillery units limber and ride transports; IA2 5.6: the weapon units, MGs and field guns. */
export function isWeapon(b: IaBattle, kind: string): boolean {
  return kind === "MG" || kind === "ART" || (b.edition === "IA1" && kind === "MORTAR");
}
