import { systemPath } from "../../../constants";
import { phrase } from "../../../i18n";
import { TableDialog, type DialogModel } from "../../../applications/dialogs/table-dialog";
import { notify, sendRequest } from "../../../applications/send-request";
import { clientView as seriesClientView, send, sideFor, unitActionDialog, viewDialog } from "../../series/dialogs/tracker-dialogs";
import { replyNotice } from "../../../applications/reply-notice";
import type { BattleCombatData, TrackerDialog } from "../../../applications/tracker/tracker-view";
import { iaClientView } from "../client-view";
import { activateCommand, activateStateFrom, activateView, emptyActivation } from "./activate-view";
import { emptyFire, fireCommand, fireStateFrom, fireView } from "./fire-view";
import { emptyPlan, planCommand, planStateFrom, planView, type PlanInput } from "./artillery-plan-view";
import { sideOf } from "../../../../engine/rules/ia/state";
import { assaultCommand, assaultStateFrom, assaultView, emptyAssault } from "./assault-view";
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

/** The side's view of the battle, from the referee; a notification where it cannot be had. */
const clientView = (data: BattleCombatData, side: string | undefined) => seriesClientView(data, side, iaClientView);

/** Infantry Attacks' Activate, Fire and Artillery Plan dialogs for the tracker. */
export const iaTrackerDialogs: Readonly<Record<"activate" | "fire" | "assault" | "unitAction" | "enterBoard" | "artilleryPlan" | "orders", TrackerDialog>> = {
  activate: viewDialog(ActivateDialog, iaClientView, {
    title: "HEX_TACTICS.Dialog.Activate.title",
    empty: emptyActivation,
    context: activateView,
    stateFrom: activateStateFrom,
    command: activateCommand,
  }),

  fire: viewDialog(FireDialog, iaClientView, { title: "HEX_TACTICS.Dialog.Fire.title", empty: emptyFire, context: fireView, stateFrom: fireStateFrom, command: fireCommand }),

  // IA1 12.1–12.7: the assault hex, its attackers, Cold Steel; the referee resolves both sides' fire.
  assault: viewDialog(AssaultDialog, iaClientView, { title: "HEX_TACTICS.Dialog.Assault.title", empty: emptyAssault, context: assaultView, stateFrom: assaultStateFrom, command: assaultCommand }),

  // IA1 15.x, 16.2, 16.42: the actions the referee accepts now for the side's units (its `actions` answer, as the Token HUD's).
  unitAction: unitActionDialog(UnitActionDialog, iaClientView),

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
