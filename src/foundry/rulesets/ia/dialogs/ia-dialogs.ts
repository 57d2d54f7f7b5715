import { systemPath } from "../../../constants";
import { phrase } from "../../../i18n";
import { TableDialog, type DialogModel } from "../../../applications/dialogs/table-dialog";
import { notify, sendRequest } from "../../../applications/send-request";
import { replyNotice } from "../../../applications/reply-notice";
import type { BattleCombatData, TrackerDialog, Viewer } from "../../../applications/tracker/tracker-view";
import { iaClientView, type IaClientView } from "../client-view";
import { iaDetails } from "../combat-details";
import { activateCommand, activateStateFrom, activateView, emptyActivation } from "./activate-view";
import { emptyFire, fireCommand, fireStateFrom, fireView } from "./fire-view";
import { emptyPlan, planCommand, planStateFrom, planView, type PlanInput } from "./artillery-plan-view";
import { sideOf } from "../../../../engine/rules/ia/state";
import { assaultCommand, assaultStateFrom, assaultView, emptyAssault } from "./assault-view";
import { askUnitActions, emptyUnitAction, unitActionCommand, unitActionStateFrom, unitActionView } from "./unit-action-view";
import { requestReferee } from "../../../referee/queries";
import { emptyEntry, enterBoardRequest, enterBoardStateFrom, enterBoardView } from "./enter-board-view";
import { openOrdersDialog } from "../sector-command/orders-dialog";
import { iaOrdersSide } from "../sector-command/orders-side";

class ActivateDialog extends TableDialog {
  static PARTS = { body: { template: systemPath("templates/ia/dialogs/activate.hbs") } };
}

class FireDialog extends TableDialog {
  static PARTS = { body: { template: systemPath("templates/ia/dialogs/fire.hbs") } };
}

class AssaultDialog extends TableDialog {
  static PARTS = { body: { template: systemPath("templates/ia/dialogs/assault.hbs") } };
}

class UnitActionDialog extends TableDialog {
  static PARTS = { body: { template: systemPath("templates/ia/dialogs/unit-action.hbs") } };
}

class EnterBoardDialog extends TableDialog {
  static PARTS = { body: { template: systemPath("templates/ia/dialogs/enter-board.hbs") } };
}

class ArtilleryPlanDialog extends TableDialog {
  static PARTS = { body: { template: systemPath("templates/ia/dialogs/artillery-plan.hbs") } };
}

/** The side a viewer acts for in this battle: a GM the side whose segment it is; a player his own (the referee's to find). */
const sideFor = (data: BattleCombatData, viewer: Viewer) => (viewer.sides === "all" ? (iaDetails(data)?.segment?.side ?? iaDetails(data)?.active ?? undefined) : viewer.sides[0]);

/** The side's view of the battle, from the referee; a notification where it cannot be had. */
async function clientView(data: BattleCombatData, side: string | undefined): Promise<(IaClientView & { side: string }) | null> {
  const reply = await sendRequest({ kind: "view", battle: data.battle, ...(side ? { side } : {}) });
  if (!reply?.ok) return null;
  const got = iaClientView(reply.result);
  if (!got) notify("warn", phrase("HEX_TACTICS.Dialog.noMap"));
  return got && { ...got, side: got.view.side };
}

/** A command the dialog built, sent for the side (a GM's: `forSide`, else whose segment it is); true once the referee carried it out (or is asking a decision of it). */
async function send(data: BattleCombatData, viewer: Viewer, command: Record<string, unknown> | null, forSide?: string): Promise<boolean> {
  if (!command) return false;
  const side = viewer.sides === "all" ? (forSide ?? sideFor(data, viewer)) : undefined;
  const reply = await sendRequest({ kind: "command", battle: data.battle, command, ...(side ? { side } : {}) });
  return reply !== null && replyNotice(reply)?.level !== "warn";
}

/** Infantry Attacks' Activate, Fire and Artillery Plan dialogs for the tracker. */
export const iaTrackerDialogs: Readonly<Record<"activate" | "fire" | "assault" | "unitAction" | "enterBoard" | "artilleryPlan" | "orders", TrackerDialog>> = {
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

  // IA1 12.1–12.7: the assault hex, its attackers, Cold Steel; the referee resolves both sides' fire.
  async assault(data, viewer) {
    const got = await clientView(data, sideFor(data, viewer));
    if (!got) return;
    const input = { battle: got.view.battle, map: got.map, side: got.side };
    let state = emptyAssault;
    const model: DialogModel = {
      title: phrase("HEX_TACTICS.Dialog.Assault.title"),
      context: () => assaultView(input, state),
      change: (form) => void (state = assaultStateFrom(form)),
      submit: async (form) => send(data, viewer, assaultCommand(input, (state = assaultStateFrom(form)))),
    };
    await new AssaultDialog({ model }).render({ force: true });
  },

  // IA1 15.x, 16.2, 16.42: the actions the referee accepts now for the side's units (its `actions` answer, as the Token HUD's).
  async unitAction(data, viewer) {
    const got = await clientView(data, sideFor(data, viewer));
    if (!got) return;
    const input = { battle: got.view.battle, map: got.map, side: got.side };
    const side = viewer.sides === "all" ? { side: got.side } : {};
    const offered = await askUnitActions(input, (piece) => requestReferee({ kind: "actions", battle: data.battle, piece, ...side }).catch(() => null));
    let state = emptyUnitAction;
    const model: DialogModel = {
      title: phrase("HEX_TACTICS.Dialog.UnitAction.title"),
      context: () => unitActionView(offered, state),
      change: (form) => void (state = unitActionStateFrom(form)),
      submit: async (form) => {
        const chosen = unitActionCommand(offered, (state = unitActionStateFrom(form)));
        return chosen !== null && send(data, viewer, chosen.command, chosen.side);
      },
    };
    await new UnitActionDialog({ model }).render({ force: true });
  },

  // IA1 16.41: an activated off-board piece enters by an entry hex, sent as a drag onto it is.
  async enterBoard(data, viewer) {
    const got = await clientView(data, sideFor(data, viewer));
    if (!got) return;
    const input = { battle: got.view.battle, map: got.map, side: got.side };
    let state = emptyEntry;
    const model: DialogModel = {
      title: phrase("HEX_TACTICS.OnTheTable.Enter.title"),
      context: () => enterBoardView(input, state),
      change: (form) => void (state = enterBoardStateFrom(form)),
      submit: async (form) => {
        const entry = enterBoardRequest(input, (state = enterBoardStateFrom(form)));
        if (!entry) return false;
        const reply = await sendRequest({ ...entry, battle: data.battle, ...(viewer.sides === "all" ? { side: got.side } : {}) });
        return reply !== null && replyNotice(reply)?.level !== "warn";
      },
    };
    await new EnterBoardDialog({ model }).render({ force: true });
  },

  // IA1 9.1: a player writes his side's plan, a GM any side's still due; the plan stays in the dialog until sent.
  async artilleryPlan(data, viewer) {
    const sides = viewer.sides === "all" ? (data.sides ?? []).map((s) => s.id) : viewer.sides;
    const views = await Promise.all(sides.map((side) => clientView(data, side)));
    const due = views.filter((v): v is NonNullable<typeof v> => v !== null && sideOf(v.view.battle, v.side).artillery !== undefined && !v.view.battle.plans?.[v.side]);
    if (!due.length) return notify("info", phrase("HEX_TACTICS.Dialog.ArtilleryPlan.noSide"));
    let current = due[0]!;
    let state = emptyPlan;
    const input = (): PlanInput => ({ battle: current.view.battle, map: current.map, side: current.side });
    const sideName = (id: string) => data.sides?.find((s) => s.id === id)?.name ?? id;
    const model: DialogModel = {
      title: phrase("HEX_TACTICS.Dialog.ArtilleryPlan.title"),
      context: () => ({ ...planView(input(), state), sides: due.length > 1 ? due.map((v) => ({ id: v.side, name: sideName(v.side), selected: v === current })) : [] }),
      change: (form) => {
        const chosen = due.find((v) => v.side === form.side);
        if (chosen && chosen !== current) [current, state] = [chosen, emptyPlan];
        else state = planStateFrom(form, input());
      },
      submit: async (form) => send(data, viewer, planCommand(input(), (state = planStateFrom(form, input()))), current.side),
    };
    await new ArtilleryPlanDialog({ model }).render({ force: true });
  },

  // IA1 17.52: the CO's orders for the turn not yet begun and his factors' sectors, for each side the viewer plays.
  async orders(data, viewer) {
    const sides = viewer.sides === "all" ? (data.sides ?? []).map((s) => s.id) : viewer.sides;
    const views = await Promise.all(sides.map((side) => clientView(data, side)));
    const own = views.flatMap((v) => (v ? [iaOrdersSide(v.view.battle, v.map, v.side)] : []));
    await openOrdersDialog(data.battle, viewer.sides === "all", own);
  },
};
