/**
 * The Fire dialog's view model (IA1 10.2, 6.51–6.52, 7.3): the series' (rulesets/series/dialogs/fire-view.ts), each
 * firer with the direct fire value its face shows.
 */
import type { IaBattle } from "../../../../engine/rules/ia/state";
import { faceOf } from "../../../../engine/rules/ia/state/pieces";
import { fireDialog } from "../../series/dialogs/fire-view";
import type { ActivateInput } from "./activate-view";

export { emptyFire, fireStateFrom, type FireState } from "../../series/dialogs/fire-view";

export type FireInput = ActivateInput;

export const { fireCommand, fireView } = fireDialog<IaBattle>((u) => faceOf(u).direct);
