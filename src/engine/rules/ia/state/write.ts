import { own } from "../../../core/draft";
import type { IaBattle } from "./battle";

export { activatedW, activationW, controlW, leadersW, leaderW, listW, pieceW, placeW, removeW, revealW, sideW, unitsW, unitW } from "../../series/state/write";

/** IA1 9.7: the draft's own Drumfire markers (created empty when absent). */
export function drumfireW(b: IaBattle): NonNullable<IaBattle["drumfire"]> {
  b.drumfire ??= [];
  return own(b, b, "drumfire");
}
/** IA1 9.11: the draft's own Artillery Plans, by side (created empty when absent). */
export function plansW(b: IaBattle): NonNullable<IaBattle["plans"]> {
  b.plans ??= {};
  return own(b, b, "plans");
}
/** IA2 7.56: the draft's own spine choices (created empty when absent). */
export function spinesW(b: IaBattle): NonNullable<IaBattle["spines"]> {
  b.spines ??= [];
  return own(b, b, "spines");
}
