import { systemPath } from "../../../constants";
import { phrase } from "../../../i18n";
import { TableDialog, type DialogModel } from "../../../applications/dialogs/table-dialog";
import { notify, sendRequest } from "../../../applications/send-request";
import { replyNotice } from "../../../applications/reply-notice";
import type { BattleCombatData, TrackerDialog, Viewer } from "../../../applications/tracker/tracker-view";
import { iaClientView, type IaClientView } from "../client-view";
import { activateCommand, activateStateFrom, activateView, emptyActivation } from "./activate-view";
import { emptyFire, fireCommand, fireStateFrom, fireView } from "./fire-view";

class ActivateDialog extends TableDialog {
  static PARTS = { body: { template: systemPath("templates/dialogs/activate.hbs") } };
}

class FireDialog extends TableDialog {
  static PARTS = { body: { template: systemPath("templates/dialogs/fire.hbs") } };
}

/** The side a viewer acts for in this battle: a GM the side whose segment it is; a player his own (the referee's to find). */
const sideFor = (data: BattleCombatData, viewer: Viewer) => (viewer.sides === "all" ? (data.segment?.side ?? data.active ?? undefined) : viewer.sides[0]);

/** The side's view of the battle, from the referee; a notification where it cannot be had. */
async function clientView(data: BattleCombatData, side: string | undefined): Promise<(IaClientView & { side: string }) | null> {
  const reply = await sendRequest({ kind: "view", battle: data.battle, ...(side ? { side } : {}) });
  if (!reply?.ok) return null;
  const got = iaClientView(reply.result);
  if (!got) notify("warn", phrase("HEX_TACTICS.Dialog.noMap"));
  return got && { ...got, side: got.view.side };
}

/** A command the dialog built, sent for the side; true once the referee carried it out (or is asking a decision of it). */
async function send(data: BattleCombatData, viewer: Viewer, command: Record<string, unknown> | null): Promise<boolean> {
  if (!command) return false;
  const side = viewer.sides === "all" ? sideFor(data, viewer) : undefined;
  const reply = await sendRequest({ kind: "command", battle: data.battle, command, ...(side ? { side } : {}) });
  return reply !== null && replyNotice(reply)?.level !== "warn";
}

/** Infantry Attacks' Activate and Fire dialogs for the tracker. */
export const iaTrackerDialogs: Readonly<Record<"activate" | "fire", TrackerDialog>> = {
  async activate(data, viewer) {
    const got = await clientView(data, sideFor(data, viewer));
    if (!got) return;
    const input = { battle: got.view.battle, map: got.map, side: got.side };
    let state = emptyActivation;
    const model: DialogModel = {
      title: phrase("HEX_TACTICS.Dialog.Activate.title"),
      context: () => activateView(input, state),
      change: (form) => void (state = activateStateFrom(form, state)),
      submit: async (form) => send(data, viewer, activateCommand(input, (state = activateStateFrom(form, state)))),
    };
    await new ActivateDialog({ model }).render({ force: true });
  },

  async fire(data, viewer) {
    const got = await clientView(data, sideFor(data, viewer));
    if (!got) return;
    const input = { battle: got.view.battle, map: got.map, side: got.side };
    let state = emptyFire;
    const model: DialogModel = {
      title: phrase("HEX_TACTICS.Dialog.Fire.title"),
      context: () => fireView(input, state),
      change: (form) => void (state = fireStateFrom(form)),
      submit: async (form) => send(data, viewer, fireCommand(input, (state = fireStateFrom(form)))),
    };
    await new FireDialog({ model }).render({ force: true });
  },
};
