/**
 * The campaign's two windows for the tracker (joined in dialogs/rp-dialogs.ts): the Campaign day dialog the GM advances
 * the day cycle with (day-view.ts: each step sent for the side that takes it; the referee refuses a player a side not
 * his) and the campaign journal a side's players read (journal.ts). Both are drawn on the asking client from the
 * referee's `view` reply — a side's view, never the battle — and neither holds anything secret.
 */
import { TableDialog, type DialogModel } from "../../../applications/dialogs/table-dialog";
import { replyNotice } from "../../../applications/reply-notice";
import { notify, sendRequest } from "../../../applications/send-request";
import type { BattleCombatData, TrackerDialog, Viewer } from "../../../applications/tracker/tracker-pieces";
import { systemPath } from "../../../constants";
import { phrase } from "../../../i18n";
import { rpClientView } from "../client-view";
import type { RpDialogInput } from "../dialogs/input";
import { campaignDayCommand, campaignDayStateFrom, campaignDayView, emptyCampaignDay } from "./day-view";
import { rpCampaignJournal } from "./journal";
import { RP_CAMPAIGN_TEMPLATES } from "./templates";

const dialogOf = (template: (typeof RP_CAMPAIGN_TEMPLATES)[number]) =>
  class extends TableDialog {
    static PARTS = { body: { template: systemPath(`templates/${template}.hbs`) } };
  };
const CampaignDayDialog = dialogOf("rp/dialogs/campaign-day");
const CampaignJournalDialog = dialogOf("rp/campaign/journal");

/** A side's view: a player's own; a GM's, the first side's (what these windows show is the same from either side). */
async function viewFor(data: BattleCombatData, viewer: Viewer): Promise<RpDialogInput | null> {
  const side = viewer.sides === "all" ? data.sides?.[0]?.id : undefined;
  const reply = await sendRequest({ kind: "view", battle: data.battle, ...(side ? { side } : {}) });
  if (!reply?.ok) return null;
  const input = rpClientView(reply.result);
  if (!input) notify("warn", phrase("HEX_TACTICS.Dialog.noMap"));
  return input;
}

const campaignDay: TrackerDialog = async (data, viewer) => {
  const input = await viewFor(data, viewer);
  if (!input) return;
  let state = emptyCampaignDay;
  const model: DialogModel = {
    title: phrase("HEX_TACTICS.RP.Campaign.dayTitle"),
    context: () => campaignDayView(input, state),
    change: (form) => void (state = campaignDayStateFrom(form)),
    submit: async (form) => {
      state = campaignDayStateFrom(form);
      const step = campaignDayCommand(input, state);
      if (!step) return false;
      const sent = await sendRequest({ kind: "command", battle: data.battle, command: step.command, side: step.side });
      return sent !== null && replyNotice(sent)?.level !== "warn";
    },
  };
  await new CampaignDayDialog({ model }).render({ force: true });
};

const campaignJournal: TrackerDialog = async (data, viewer) => {
  const input = await viewFor(data, viewer);
  if (!input) return;
  const journal = rpCampaignJournal(input.battle, input.side, input.map);
  const model: DialogModel = {
    title: phrase("HEX_TACTICS.RP.Campaign.journalTitle"),
    context: () => ({ ...(journal ?? { title: phrase("HEX_TACTICS.RP.Campaign.notCampaign"), sides: [], night: {} }), close: true }),
    change: () => undefined,
    submit: async () => true,
  };
  await new CampaignJournalDialog({ model }).render({ force: true });
};

/** The tracker dialogs by the names the tracker's buttons give. */
export const rpCampaignDialogs: Readonly<Record<string, TrackerDialog>> = { rpCampaignDay: campaignDay, rpCampaignJournal: campaignJournal };
