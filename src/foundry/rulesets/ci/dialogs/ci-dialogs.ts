/**
 * Combat Infantry's tracker dialogs (Foundry applications): Activate (CI 4.x HQ Activation, its deploy hex picked on the
 * canvas), Rally (CI 5.x Rally), No Command (CI 4.x No Command), Fire and Bombard (CI 6.x Firepower, CI 6.x
 * Bombardment), Call Strike (CI 2.x Field Artillery / Air Support) and Special Action (CI 7.x), each target hex picked
 * on the canvas. Each works on the acting side's own view (the name it gives its hidden blocks is their handle) and
 * sends its command; the referee judges it and answers the asker alone. A GM acts for the active side.
 */
import { fromGridOffset, type GridPlacement } from "../../../../engine/hex/foundry-grid";
import { TableDialog, type DialogModel } from "../../../applications/dialogs/table-dialog";
import { replyNotice } from "../../../applications/reply-notice";
import { notify, sendRequest } from "../../../applications/send-request";
import type { BattleCombatData, TrackerDialog, Viewer } from "../../../applications/tracker/tracker-pieces";
import { SYSTEM_ID, systemPath } from "../../../constants";
import { phrase } from "../../../i18n";
import { ciDetails } from "../combat";
import { activateCommand, activateStateFrom, activateView, emptyActivate, pickDeploy } from "./activate-view";
import { emptyFire, fireCommand, fireStateFrom, fireView, pickTarget } from "./fire-view";
import { ciClientView, type CiDialogInput } from "./input";
import { emptySpecial, specialCommand, specialStateFrom, specialView } from "./special-view";
import { emptyStrike, strikeCommand, strikeStateFrom, strikeView } from "./strike-view";
import { emptyUnit, unitCommand, unitStateFrom, unitView } from "./unit-view";

/** What one dialog shows and sends, on the side's view; `pick`: what a hex clicked on the canvas does to its state. */
interface Spec<S> {
  readonly title: string;
  readonly start: S;
  context(input: CiDialogInput, state: S): object;
  stateFrom(form: Readonly<Record<string, unknown>>, previous: S): S;
  command(input: CiDialogInput, state: S): Record<string, unknown> | null;
  pick?(input: CiDialogInput, state: S, hex: number): S;
}

const ActionDialog = () =>
  class extends TableDialog {
    static PARTS = { body: { template: systemPath("templates/ci/dialogs/action.hbs") } };
  };

/** A GM acts for the active side (CI 1.x Game Turns); a player for his own, which the referee finds. */
const asSide = (data: BattleCombatData, viewer: Viewer): { side?: string } => {
  const active = ciDetails(data)?.active;
  return viewer.sides === "all" && active ? { side: active } : {};
};

/**
 * While `dialog` is open, a left click on the battle's scene picks the map hex under it (on the battle's grid placement,
 * its Combat's flag, as the canvas reads it).
 */
function pickHexes(dialog: TableDialog, input: CiDialogInput, picked: (hex: number) => void): void {
  const board = (globalThis as any).canvas;
  const combat = (game as any).combats?.find((c: any) => c.getFlag(SYSTEM_ID, "battle") && c.scene?.id === board?.scene?.id);
  if (!board?.stage || !combat) return;
  const placement = (combat.getFlag(SYSTEM_ID, "grid") as GridPlacement | undefined) ?? { gridType: board.grid.type, origin: { i: 0, j: 0 } };
  const listener = (event: any) => {
    if (!(dialog as any).rendered) return void board.stage.off("pointerdown", listener);
    if (event.button !== 0) return;
    const [column, row] = fromGridOffset(placement, board.grid.getOffset(event.getLocalPosition(board.stage)));
    if (column >= 0 && row >= 0 && column < input.map.columns && row < input.map.rows) picked(input.map.indexOfOffset(column, row));
  };
  board.stage.on("pointerdown", listener);
}

function ciDialog<S>(spec: Spec<S>): TrackerDialog {
  return async (data, viewer) => {
    const side = asSide(data, viewer);
    const reply = await sendRequest({ kind: "view", battle: data.battle, ...side });
    if (!reply?.ok) return;
    const input = ciClientView(reply.result);
    if (!input) return notify("warn", phrase("HEX_TACTICS.Dialog.noMap"));
    let state = spec.start;
    const model: DialogModel = {
      title: phrase(spec.title),
      context: () => spec.context(input, state),
      change: (form) => void (state = spec.stateFrom(form, state)),
      submit: async (form) => {
        state = spec.stateFrom(form, state);
        const command = spec.command(input, state);
        if (!command) return false;
        const sent = await sendRequest({ kind: "command", battle: data.battle, command, ...side });
        return sent !== null && replyNotice(sent)?.level !== "warn";
      },
    };
    const Dialog = ActionDialog();
    const dialog = new Dialog({ model });
    await dialog.render({ force: true });
    if (spec.pick)
      pickHexes(dialog, input, (hex) => {
        state = spec.pick!(input, state, hex);
        void dialog.render();
      });
  };
}

const fire = (bombard: boolean) =>
  ciDialog({ title: bombard ? "HEX_TACTICS.Tracker.Button.ciBombard" : "HEX_TACTICS.Tracker.Button.fire", start: emptyFire, context: fireView(bombard), stateFrom: fireStateFrom, command: fireCommand(bombard), pick: pickTarget });

/** Combat Infantry's dialogs for the tracker, by the names its buttons give (tracker.ts). */
export const ciTrackerDialogs: Readonly<Record<string, TrackerDialog>> = {
  ciActivate: ciDialog({ title: "HEX_TACTICS.Tracker.Button.activate", start: emptyActivate, context: activateView, stateFrom: activateStateFrom, command: activateCommand, pick: pickDeploy }),
  ciRally: ciDialog({ title: "HEX_TACTICS.Tracker.Button.rally", start: emptyUnit, context: unitView("rally"), stateFrom: unitStateFrom, command: unitCommand("rally") }),
  ciNoCommand: ciDialog({ title: "HEX_TACTICS.Tracker.Button.noCommand", start: emptyUnit, context: unitView("no-command"), stateFrom: unitStateFrom, command: unitCommand("no-command") }),
  ciFire: fire(false),
  ciBombard: fire(true),
  ciStrike: ciDialog({ title: "HEX_TACTICS.Tracker.Button.callStrike", start: emptyStrike, context: strikeView, stateFrom: strikeStateFrom, command: strikeCommand, pick: pickTarget }),
  ciSpecial: ciDialog({ title: "HEX_TACTICS.Tracker.Button.specialAction", start: emptySpecial, context: specialView, stateFrom: specialStateFrom, command: specialCommand, pick: pickTarget }),
};
