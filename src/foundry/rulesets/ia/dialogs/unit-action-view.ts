/**
 * The Unit action dialog's view model: the series' (rulesets/series/dialogs/unit-action-view.ts) — for each of the
 * side's units on the map, the actions the referee accepts now (its `actions` answer): mounting, dismounting (IA1
 * 15.x), digging in (16.2), exiting the board (16.42).
 */
export { askUnitActions, emptyUnitAction, unitActionCommand, unitActionStateFrom, unitActionView, type UnitActions, type UnitActionState } from "../../series/dialogs/unit-action-view";
