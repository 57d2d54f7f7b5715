/**
 * The Activate dialog's view model (IA1 3.1–3.3, 3.13): the series' (rulesets/series/dialogs/activate-view.ts) on
 * Infantry Attacks' reach — the root of the segment, every unit and subordinate leader it reaches (IA1 6.1: of the
 * leader's type), each designated to move, to fire or to sit out.
 */
import { iaReach } from "../../../../engine/rules/ia/activation/leads";
import type { IaBattle } from "../../../../engine/rules/ia/state";
import { activateDialog, type DialogInput } from "../../series/dialogs/activate-view";

export { activateStateFrom, emptyActivation, rootOf, type ActivateState, type Designation, type RootOption, type ScopeRow } from "../../series/dialogs/activate-view";

/** What the dialog works on: the side's view of the battle, its map, the side. */
export type ActivateInput = DialogInput<IaBattle>;

export const { activationRoots, scopeRows, activateCommand, activateView } = activateDialog(iaReach);
