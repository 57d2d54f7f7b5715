/**
 * What a series game's tracker dialogs share: the side a viewer acts for, the side's view from the referee, a command
 * sent as that side, and the Unit action dialog (unit-action-view.ts) whole. A GM acts for the side whose segment it is
 * (or the side he names); a player for his own, which the referee finds.
 */
import type { HexMap } from "../../../../engine/map";
import type { ReducedBattle } from "../../../../engine/rules/series/events/types";
import { notify, sendRequest } from "../../../applications/send-request";
import { replyNotice } from "../../../applications/reply-notice";
import type { TableDialog, DialogModel } from "../../../applications/dialogs/table-dialog";
import type { BattleCombatData, TrackerDialog, Viewer } from "../../../applications/tracker/tracker-view";
import { phrase } from "../../../i18n";
import { requestReferee } from "../../../referee/queries";
import { seriesDetails } from "../combat-details";
import type { DialogInput } from "./activate-view";
import { askUnitActions, emptyUnitAction, unitActionCommand, unitActionStateFrom, unitActionView } from "./unit-action-view";

/** A side's view on a client, read back from the referee's `view` reply (the game's `client-view.ts`). */
export interface ClientViewOf<B> {
  readonly view: { readonly side: string; readonly battle: B };
  readonly map: HexMap;
}

/** The side a viewer acts for in this battle: a GM the side whose segment it is; a player his own (the referee's to find). */
export const sideFor = (data: BattleCombatData, viewer: Viewer): string | undefined =>
  viewer.sides === "all" ? (seriesDetails(data)?.segment?.side ?? seriesDetails(data)?.active ?? undefined) : viewer.sides[0];

/** The side's view of the battle, from the referee, read by `read`; a notification where it cannot be had. */
export async function clientView<V extends ClientViewOf<unknown>>(data: BattleCombatData, side: string | undefined, read: (result: unknown) => V | null): Promise<(V & { side: string }) | null> {
  const reply = await sendRequest({ kind: "view", battle: data.battle, ...(side ? { side } : {}) });
  if (!reply?.ok) return null;
  const got = read(reply.result);
  if (!got) notify("warn", phrase("HEX_TACTICS.Dialog.noMap"));
  return got && { ...got, side: got.view.side };
}

/** A command the dialog built, sent for the side (a GM's: `forSide`, else whose segment it is); true once the referee carried it out (or is asking a decision of it). */
export async function send(data: BattleCombatData, viewer: Viewer, command: Record<string, unknown> | null, forSide?: string): Promise<boolean> {
  if (!command) return false;
  const side = viewer.sides === "all" ? (forSide ?? sideFor(data, viewer)) : undefined;
  const reply = await sendRequest({ kind: "command", battle: data.battle, command, ...(side ? { side } : {}) });
  return reply !== null && replyNotice(reply)?.level !== "warn";
}

/** A dialog class over a `DialogModel` (a `TableDialog` naming its template). */
export type DialogClass = new (options: { model: DialogModel }) => TableDialog;

/** What a dialog shows and does, by its state: its title (a lang key), first state, view, the form read back, and what a submit sends. */
export interface StateDialogSpec<S> {
  readonly title: string;
  readonly empty: S;
  context(state: S): object;
  stateFrom(form: Readonly<Record<string, unknown>>, previous: S): S;
  /** Sends what `state` chose; true once the referee took it (the dialog then closes). */
  submit(state: S): Promise<boolean>;
}

/** Opens `Dialog` over `spec`: every change reads the form back into the state, a submit reads it and sends it. */
export async function openStateDialog<S>(Dialog: DialogClass, spec: StateDialogSpec<S>): Promise<void> {
  let state = spec.empty;
  const model: DialogModel = {
    title: phrase(spec.title),
    context: () => spec.context(state),
    change: (form) => void (state = spec.stateFrom(form, state)),
    submit: async (form) => spec.submit((state = spec.stateFrom(form, state))),
  };
  await new Dialog({ model }).render({ force: true });
}

/** The Unit action dialog: the actions the referee accepts now for the side's units (its `actions` answer, as the Token HUD's). */
export function unitActionDialog<B extends ReducedBattle>(Dialog: DialogClass, read: (result: unknown) => ClientViewOf<B> | null): TrackerDialog {
  return async (data, viewer) => {
    const got = await clientView(data, sideFor(data, viewer), read);
    if (!got) return;
    const input = { battle: got.view.battle, map: got.map, side: got.side };
    const side = viewer.sides === "all" ? { side: got.side } : {};
    const offered = await askUnitActions(input, (piece) => requestReferee({ kind: "actions", battle: data.battle, piece, ...side }).catch(() => null));
    await openStateDialog(Dialog, {
      title: "HEX_TACTICS.Dialog.UnitAction.title",
      empty: emptyUnitAction,
      context: (state) => unitActionView(offered, state),
      stateFrom: unitActionStateFrom,
      submit: async (state) => {
        const chosen = unitActionCommand(offered, state);
        return chosen !== null && send(data, viewer, chosen.command, chosen.side);
      },
    });
  };
}

/** A dialog over the side's view: its title (a lang key), its first state, its view, how a form reads back and the command it sends. */
export interface ViewDialogSpec<B extends ReducedBattle, S> {
  readonly title: string;
  readonly empty: S;
  context(input: DialogInput<B>, state: S): object;
  stateFrom(form: Readonly<Record<string, unknown>>, previous: S, input: DialogInput<B>): S;
  command(input: DialogInput<B>, state: S): Record<string, unknown> | null;
}

/** A tracker dialog on the acting side's view: it shows `spec`'s view model and sends its command once submitted. */
export function viewDialog<B extends ReducedBattle, S>(Dialog: DialogClass, read: (result: unknown) => ClientViewOf<B> | null, spec: ViewDialogSpec<B, S>): TrackerDialog {
  return async (data, viewer) => {
    const got = await clientView(data, sideFor(data, viewer), read);
    if (!got) return;
    const input = { battle: got.view.battle, map: got.map, side: got.side };
    await openStateDialog(Dialog, {
      title: spec.title,
      empty: spec.empty,
      context: (state) => spec.context(input, state),
      stateFrom: (form, previous) => spec.stateFrom(form, previous, input),
      submit: async (state) => send(data, viewer, spec.command(input, state)),
    });
  };
}
