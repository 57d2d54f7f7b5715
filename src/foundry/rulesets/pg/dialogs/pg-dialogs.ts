/**
 * Panzer Grenadier's tracker dialogs: Activate (PG 3.1–3.34, 17.3), Fire with an HMG's split (10.2, 7.23), AT fire (11.0),
 * bombardment or smoke (9.0, 16.11), assault (12.2, 12.3), the segments of off-board artillery (3.14, 9.2) and of aircraft (15.11),
 * the pieces' Movement actions (5.6, 5.63, 14.4, 16.52: the referee's `actions` answer), and the set-up's secret tank
 * leaders (6.8) and face-down minefields (16.7), and the public cavalry leaders (6.9). Each works on the acting side's own view and sends its command as the
 * IA dialogs do (series/dialogs/tracker-dialogs.ts): the referee judges it and answers the asker alone.
 */
import { systemPath } from "../../../constants";
import { phrase } from "../../../i18n";
import { notify } from "../../../applications/send-request";
import { TableDialog } from "../../../applications/dialogs/table-dialog";
import type { BattleCombatData, TrackerDialog, Viewer } from "../../../applications/tracker/tracker-view";
import { clientView, openStateDialog, send, unitActionDialog, viewDialog, type DialogClass, type ViewDialogSpec } from "../../series/dialogs/tracker-dialogs";
import type { PgBattle } from "../../../../engine/rules/pg/state";
import { pgClientView } from "../client-view";
import { activateCommand, activateView, emptyPgActivation, pgActivateStateFrom, type PgDialogInput } from "./activate-view";
import { emptyPgFire, pgFireCommand, pgFireStateFrom, pgFireView } from "./fire-view";
import { atFireCommand, atFireStateFrom, atFireView, emptyAtFire } from "./at-fire-view";
import { emptyTankLeaders, tankLeaderCommand, tankLeaderCount, tankLeaderStateFrom, tankLeaderView } from "./tank-leaders-view";
import { PG_DIALOGS } from "./templates";
import { emptyMinefields, minefieldCommand, minefieldStateFrom, minefieldView, ownMinefields } from "./minefields-view";
import { attackStateFrom, emptyAttacks } from "./segment-attacks";
import { offboardCommand, offboardView } from "./offboard-view";
import { airAttackCommand, airAttackView } from "./air-attack-view";
import { assaultCommand, assaultStateFrom, assaultView, emptyAssault } from "./assault-view";
import { bombardCommand, bombardStateFrom, bombardView, emptyBombard } from "./bombard-view";
import { cavalryLeaderCandidates, cavalryLeaderCommand, cavalryLeaderStateFrom, cavalryLeaderView, emptyCavalryLeaders, hasCavalry } from "./cavalry-leaders-view";

const dialogOf = (name: (typeof PG_DIALOGS)[number]): DialogClass =>
  class extends TableDialog {
    static PARTS = { body: { template: systemPath(`templates/pg/dialogs/${name}.hbs`) } };
  };

/**
 * A set-up dialog for each side the viewer plays that has something to set up (`has`): a player his own side, a GM
 * any side (he picks it in the dialog). Each side's choices are made on its own view and sent as that side.
 */
function setUpDialog<S>(name: (typeof PG_DIALOGS)[number], has: (input: PgDialogInput) => boolean, nothing: string, spec: ViewDialogSpec<PgBattle, S>): TrackerDialog {
  return async (data: BattleCombatData, viewer: Viewer) => {
    const sides = viewer.sides === "all" ? (data.sides ?? []).map((s) => s.id) : viewer.sides;
    const views = await Promise.all(sides.map((side) => clientView(data, side, pgClientView)));
    const inputs = views.flatMap((v) => (v ? [{ battle: v.view.battle, map: v.map, side: v.side }] : [])).filter(has);
    if (!inputs.length) return notify("info", phrase(nothing));
    const sideName = (id: string) => data.sides?.find((s) => s.id === id)?.name ?? id;
    // The side whose set-up is shown (a GM's choice among several), and its choices; another side starts afresh.
    await openStateDialog(dialogOf(name), {
      title: spec.title,
      empty: { input: inputs[0]!, chosen: spec.empty },
      context: ({ input, chosen }) => ({ ...spec.context(input, chosen), sides: inputs.length > 1 ? inputs.map((i) => ({ id: i.side, name: sideName(i.side), selected: i === input })) : [] }),
      stateFrom: (form, { input, chosen }) => {
        const other = inputs.find((i) => i.side === form.side && i !== input);
        return other ? { input: other, chosen: spec.empty } : { input, chosen: spec.stateFrom(form, chosen, input) };
      },
      submit: async ({ input, chosen }) => send(data, viewer, spec.command(input, chosen), input.side),
    });
  };
}

/** Panzer Grenadier's dialogs for the tracker, by the names its buttons give (tracker.ts). */
export const pgTrackerDialogs: Readonly<Record<"activate" | "fire" | "atFire" | "pieceAction" | "tankLeaders" | "minefields" | "cavalryLeaders" | "bombard" | "offboardFire" | "airAttack" | "assault", TrackerDialog>> = {
  activate: viewDialog(dialogOf("activate"), pgClientView, { title: "HEX_TACTICS.Dialog.Activate.title", empty: emptyPgActivation, context: activateView, stateFrom: pgActivateStateFrom, command: activateCommand }),
  // PG 10.2, 7.23: the segment's firers at a hex, an HMG firing a part of its value.
  fire: viewDialog(dialogOf("fire"), pgClientView, { title: "HEX_TACTICS.Dialog.Fire.title", empty: emptyPgFire, context: pgFireView, stateFrom: pgFireStateFrom, command: pgFireCommand }),
  // PG 11.0: one firer, one truck or AFV.
  atFire: viewDialog(dialogOf("at-fire"), pgClientView, { title: "HEX_TACTICS.PG.Dialog.AtFire.title", empty: emptyAtFire, context: atFireView, stateFrom: atFireStateFrom, command: atFireCommand }),
  // PG 9.0, 9.3: the segment's bombardment units at a hex; 16.11: or one mortar or gun firing smoke.
  bombard: viewDialog(dialogOf("bombard"), pgClientView, { title: "HEX_TACTICS.PG.Dialog.Bombard.title", empty: emptyBombard, context: bombardView, stateFrom: bombardStateFrom, command: bombardCommand }),
  // PG 12.2, 12.3: the segment's units and leaders attack in a hex they share with enemy units.
  assault: viewDialog(dialogOf("assault"), pgClientView, { title: "HEX_TACTICS.PG.Dialog.Assault.title", empty: emptyAssault, context: assaultView, stateFrom: assaultStateFrom, command: assaultCommand }),
  // PG 3.14, 9.2: a segment of off-board artillery, each factor at a hex or firing smoke.
  offboardFire: viewDialog(dialogOf("support-fire"), pgClientView, { title: "HEX_TACTICS.PG.Dialog.Offboard.title", empty: emptyAttacks, context: offboardView, stateFrom: attackStateFrom, command: offboardCommand }),
  // PG 3.14, 15.11: a segment of air attacks, each aircraft drawn this turn at a hex.
  airAttack: viewDialog(dialogOf("support-fire"), pgClientView, { title: "HEX_TACTICS.PG.Dialog.AirAttack.title", empty: emptyAttacks, context: airAttackView, stateFrom: attackStateFrom, command: airAttackCommand }),
  // PG 5.6, 5.63, 14.4, 16.52: what the referee accepts now for each of the side's pieces.
  pieceAction: unitActionDialog(dialogOf("unit-action"), pgClientView),
  // PG 6.8: each side with tank leaders to give assigns them in secret.
  tankLeaders: setUpDialog("tank-leaders", (i) => tankLeaderCount(i) > 0, "HEX_TACTICS.PG.Dialog.TankLeaders.noSide", {
    title: "HEX_TACTICS.PG.Dialog.TankLeaders.title",
    empty: emptyTankLeaders,
    context: tankLeaderView,
    stateFrom: tankLeaderStateFrom,
    command: tankLeaderCommand,
  }),
  // PG 16.7: each side that drew minefields places them face-down.
  minefields: setUpDialog("minefields", (i) => ownMinefields(i).length > 0, "HEX_TACTICS.PG.Dialog.Minefields.noSide", {
    title: "HEX_TACTICS.PG.Dialog.Minefields.title",
    empty: emptyMinefields,
    context: minefieldView,
    stateFrom: minefieldStateFrom,
    command: minefieldCommand,
  }),
  // PG 6.9: in a scenario with cavalry, each side with leaders designates its cavalry leaders (public).
  cavalryLeaders: setUpDialog("cavalry-leaders", (i) => hasCavalry(i) && cavalryLeaderCandidates(i).length > 0, "HEX_TACTICS.PG.Dialog.CavalryLeaders.noSide", {
    title: "HEX_TACTICS.PG.Dialog.CavalryLeaders.title",
    empty: emptyCavalryLeaders,
    context: cavalryLeaderView,
    stateFrom: cavalryLeaderStateFrom,
    command: cavalryLeaderCommand,
  }),
};
