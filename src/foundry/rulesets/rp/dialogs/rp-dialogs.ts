/**
 * Red Poppies' tracker dialogs (Foundry applications, joined in module.ts): Before Play (RP 7.3, 7.21, 7.41), Activate
 * (RP 6.01), Fire (RP 6.5), Deploy (RP 6.3), Dig (RP 6.4), Call OMA with its vertex picked on the canvas (RP 6.1, 7.22)
 * and Cancel OMA (RP 6.2). Each
 * works on the acting side's own view and sends its command; the referee judges it and answers the asker alone. A GM
 * acts for the side acting now.
 */
import { fromGridOffset, type GridPlacement } from "../../../../engine/hex/foundry-grid";
import { TableDialog, type DialogModel } from "../../../applications/dialogs/table-dialog";
import { replyNotice } from "../../../applications/reply-notice";
import { notify, sendRequest } from "../../../applications/send-request";
import type { BattleCombatData, TrackerDialog, Viewer } from "../../../applications/tracker/tracker-pieces";
import { SYSTEM_ID, systemPath } from "../../../constants";
import { phrase } from "../../../i18n";
import { rpClientView } from "../client-view";
import { rpDetails } from "../combat-details";
import { beforePlayCommand, beforePlayStateFrom, beforePlayView, startBeforePlay, type RpBeforePlayState } from "./before-play-view";
import { activateCommand, activateStart, activateStateFrom, activateView } from "./activate-view";
import { deployCommand, digCommand, emptyRpUnits, unitsStateFrom, unitsView } from "./deploy-dig-view";
import { emptyRpFire, fireCommand, fireStateFrom, fireView } from "./fire-view";
import type { RpDialogInput } from "./input";
import { callOmaCommand, callOmaStateFrom, callOmaView, cancelOmaCommand, cancelOmaStateFrom, cancelOmaView, emptyCallOma, emptyCancelOma } from "./oma-view";
import { RP_DIALOGS } from "./templates";
import { rpCampaignDialogs } from "../campaign/campaign-dialogs";
import { nearestVertex, type VertexGrid } from "./vertex-pick";

type Template = (typeof RP_DIALOGS)[number];

const dialogOf = (name: Template) =>
  class extends TableDialog {
    static PARTS = { body: { template: systemPath(`templates/rp/dialogs/${name}.hbs`) } };
  };

/** What one dialog shows and sends, on the side's view. */
interface Spec<S> {
  readonly title: string;
  start(input: RpDialogInput): S;
  context(input: RpDialogInput, state: S): object;
  stateFrom(form: Readonly<Record<string, unknown>>, previous: S, input: RpDialogInput): S;
  command(input: RpDialogInput, state: S): Record<string, unknown> | null;
}

/** A GM acts for the side acting now (RP 5.21); a player for his own, which the referee finds. */
const asSide = (data: BattleCombatData, viewer: Viewer): { side?: string } => {
  const actor = rpDetails(data)?.couplets?.actor;
  return viewer.sides === "all" && actor ? { side: actor } : {};
};

/** Opens a dialog over `spec` on the side's view; `opened` is told the dialog and a way to change its state (the canvas pick). */
function rpDialog<S>(name: Template, spec: Spec<S>, opened?: (dialog: TableDialog, input: RpDialogInput, set: (f: (s: S) => S) => void) => void): TrackerDialog {
  return async (data, viewer) => {
    const side = asSide(data, viewer);
    const reply = await sendRequest({ kind: "view", battle: data.battle, ...side });
    if (!reply?.ok) return;
    const input = rpClientView(reply.result);
    if (!input) return notify("warn", phrase("HEX_TACTICS.Dialog.noMap"));
    let state = spec.start(input);
    const model: DialogModel = {
      title: phrase(spec.title),
      context: () => spec.context(input, state),
      change: (form) => void (state = spec.stateFrom(form, state, input)),
      submit: async (form) => {
        state = spec.stateFrom(form, state, input);
        const command = spec.command(input, state);
        if (!command) return false;
        const sent = await sendRequest({ kind: "command", battle: data.battle, command, ...side });
        return sent !== null && replyNotice(sent)?.level !== "warn";
      },
    };
    const Dialog = dialogOf(name);
    const dialog = new Dialog({ model });
    await dialog.render({ force: true });
    opened?.(dialog, input, (f) => {
      state = f(state);
      void dialog.render();
    });
  };
}

/** The units of the user's controlled tokens on the canvas (a mass is chosen there). */
const controlledUnits = (): string[] =>
  ((globalThis as any).canvas?.tokens?.controlled ?? []).flatMap((t: any) => {
    const piece = t.document?.getFlag?.(SYSTEM_ID, "piece");
    return typeof piece === "string" ? [piece] : [];
  });

/**
 * While a dialog is open, a left click on the battle's scene is read by `pick` at the point clicked (RP 6.1: the
 * nearest vertex; RP 7.41: the hex), on the battle's grid placement (its Combat's flag, as the canvas reads it).
 */
function pickOnCanvas(dialog: TableDialog, pick: (placement: GridPlacement, grid: VertexGrid, point: { x: number; y: number }) => void): void {
  const board = (globalThis as any).canvas;
  const combat = (game as any).combats?.find((c: any) => c.getFlag(SYSTEM_ID, "battle") && c.scene?.id === board?.scene?.id);
  if (!board?.stage || !combat) return;
  const placement = (combat.getFlag(SYSTEM_ID, "grid") as GridPlacement | undefined) ?? { gridType: board.grid.type, origin: { i: 0, j: 0 } };
  const listener = (event: any) => {
    if (!(dialog as any).rendered) return void board.stage.off("pointerdown", listener);
    if (event.button !== 0) return;
    pick(placement, board.grid, event.getLocalPosition(board.stage));
  };
  board.stage.on("pointerdown", listener);
}

/** A clicked vertex as a form value. */
const vertexAt = (placement: GridPlacement, grid: VertexGrid, point: { x: number; y: number }) => nearestVertex(placement, grid, point).join(",");

/**
 * RP 7.3, 7.21, 7.41: the Before Play dialog, on the view of a side the user plays (a GM: any, chosen in the dialog);
 * a click on the canvas picks a group's vertex or a barrage's first hex.
 */
const rpBeforePlay: TrackerDialog = async (data, viewer) => {
  const all = data.sides ?? [];
  const sides = viewer.sides === "all" ? all : all.filter((s) => (viewer.sides as readonly string[]).includes(s.id));
  const inputs = new Map<string, ReturnType<typeof rpClientView>>();
  for (const s of sides) {
    const reply = await sendRequest({ kind: "view", battle: data.battle, side: s.id });
    if (reply?.ok) inputs.set(s.id, rpClientView(reply.result));
  }
  const first = sides.find((s) => inputs.get(s.id));
  if (!first) return notify("warn", phrase("HEX_TACTICS.Dialog.noMap"));
  const ids = sides.map((s) => s.id);
  const inputOf = (side: string) => (inputs.get(side) ?? inputs.get(first.id))!;
  let state: RpBeforePlayState = startBeforePlay(first.id);
  const model: DialogModel = {
    title: phrase("HEX_TACTICS.RP.Dialog.BeforePlay.title"),
    context: () => beforePlayView(inputOf(state.side), state, sides),
    change: (form) => void (state = beforePlayStateFrom(form, state, ids)),
    submit: async (form) => {
      state = beforePlayStateFrom(form, state, ids);
      const command = beforePlayCommand(inputOf(state.side), state);
      if (!command) return false;
      const sent = await sendRequest({ kind: "command", battle: data.battle, command, side: state.side });
      return sent !== null && replyNotice(sent)?.level !== "warn";
    },
  };
  const Dialog = dialogOf("before-play");
  const dialog = new Dialog({ model });
  await dialog.render({ force: true });
  pickOnCanvas(dialog, (placement, grid, point) => {
    state = state.action === "plan-barrage" ? { ...state, first: fromGridOffset(placement, grid.getOffset(point)).join(",") } : { ...state, vertex: vertexAt(placement, grid, point) };
    void dialog.render();
  });
};

/** Red Poppies' dialogs for the tracker, by the names its buttons give (tracker.ts). */
export const rpTrackerDialogs: Readonly<Record<string, TrackerDialog>> = {
  rpBeforePlay,
  rpActivate: rpDialog("activate", {
    title: "HEX_TACTICS.Dialog.Activate.title",
    start: (input) => activateStart(input, controlledUnits()),
    context: activateView,
    stateFrom: activateStateFrom,
    command: activateCommand,
  }),
  rpFire: rpDialog("fire", { title: "HEX_TACTICS.Dialog.Fire.title", start: () => emptyRpFire, context: fireView, stateFrom: fireStateFrom, command: fireCommand }),
  rpDeploy: rpDialog("units", {
    title: "HEX_TACTICS.RP.Dialog.deployTitle",
    start: () => emptyRpUnits,
    context: (input, state) => unitsView(input, state, true),
    stateFrom: unitsStateFrom,
    command: deployCommand,
  }),
  rpDig: rpDialog("units", { title: "HEX_TACTICS.RP.Dialog.digTitle", start: () => emptyRpUnits, context: (input, state) => unitsView(input, state, false), stateFrom: unitsStateFrom, command: digCommand }),
  rpCallOma: rpDialog(
    "call-oma",
    { title: "HEX_TACTICS.RP.Dialog.callOmaTitle", start: () => emptyCallOma, context: callOmaView, stateFrom: callOmaStateFrom, command: callOmaCommand },
    (dialog, _input, set) => pickOnCanvas(dialog, (placement, grid, point) => set((s) => ({ ...s, vertex: vertexAt(placement, grid, point) }))),
  ),
  rpCancelOma: rpDialog("cancel-oma", { title: "HEX_TACTICS.RP.Dialog.cancelOmaTitle", start: () => emptyCancelOma, context: cancelOmaView, stateFrom: cancelOmaStateFrom, command: cancelOmaCommand }),
  // RP 11.02: the campaign's day dialog and journal.
  ...rpCampaignDialogs,
};
