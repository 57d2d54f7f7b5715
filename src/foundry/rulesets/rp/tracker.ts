/**
 * Red Poppies' part of the activation tracker (applications/tracker/tracker-view.ts): RP 5.0's sequence of play — the
 * preliminary bombardments (RP 7.1), the initiative roll (RP 5.11), then couplets (RP 5.2) in which the actor issues
 * one command or passes (RP 6.0) — and the details: the dice, couplets left, the side acting, the command under way and
 * each group's hourglass on the turn track (RP 7.221).
 */
import type { BattleCombatData, TrackerButton, TrackerPieces } from "../../applications/tracker/tracker-pieces";
import { phrase } from "../../i18n";
import { beforePlay } from "../../../engine/rules/rp/oma/before-play";
import { rpDetails } from "./combat-details";

/** RP 5.21: the side acting now, in the couplets phase. */
const actorIs = (data: BattleCombatData, side: string | null) => side !== null && data.phase === "couplets" && rpDetails(data)?.couplets?.actor === side;
/** RP 6.0: the actor, before he issues his command (he may then command or pass). */
export const betweenCommands = (data: BattleCombatData, side: string | null) => actorIs(data, side) && rpDetails(data)?.command == null;
/** RP 6.03: the actor's command is under way (its units act, then it ends). */
export const commandUnderWay = (data: BattleCombatData, side: string | null) => actorIs(data, side) && rpDetails(data)?.command?.side === side;
/** RP 6.01 a–c, e: a command of units (not an OMA command's, RP 6.01 d). */
const unitCommand = (data: BattleCombatData, side: string | null) => commandUnderWay(data, side) && rpDetails(data)?.command?.config !== "oma";

export const RP_BUTTONS: readonly TrackerButton[] = [
  // RP 7.3, 7.21, 7.41: what either side records before play (pre-registered vertices, trench set, placed barrages).
  { action: "beforePlay", icon: "fa-solid fa-clipboard-list", enabled: beforePlay, does: { dialog: "rpBeforePlay" } },
  // RP 7.11: the scenario's preliminary bombardments, before turn 1.
  { action: "firePreliminary", icon: "fa-solid fa-explosion", enabled: (data, side) => side !== null && data.phase === "preliminary" && rpDetails(data)?.preliminary === side, does: { command: "fire-preliminary" } },
  { action: "rollInitiative", icon: "fa-solid fa-dice", enabled: (data, side) => side !== null && data.phase === "initiative", does: { command: "roll-initiative" } },
  { action: "activate", icon: "fa-solid fa-play", enabled: betweenCommands, does: { dialog: "rpActivate" } },
  // RP 6.1, 6.2: a command calling an OMA group, or trying to cancel one.
  { action: "callOma", icon: "fa-solid fa-crosshairs", enabled: betweenCommands, does: { dialog: "rpCallOma" } },
  { action: "cancelOma", icon: "fa-solid fa-ban", enabled: betweenCommands, does: { dialog: "rpCancelOma" } },
  { action: "fire", icon: "fa-solid fa-gun", enabled: unitCommand, does: { dialog: "rpFire" } },
  // RP 6.3, 6.4: deploy (flip) or dig, activated units at once.
  { action: "deploy", icon: "fa-solid fa-retweet", enabled: unitCommand, does: { dialog: "rpDeploy" } },
  { action: "dig", icon: "fa-solid fa-trowel", enabled: unitCommand, does: { dialog: "rpDig" } },
  { action: "pass", icon: "fa-solid fa-forward", enabled: betweenCommands, does: { command: "pass" } },
  { action: "endCommand", icon: "fa-solid fa-flag-checkered", enabled: commandUnderWay, does: { command: "end-command" } },
  // RP 11.02: between a campaign's scenarios, the day's segments (campaign/day-view.ts) and the journal (campaign/journal.ts).
  { action: "campaignDay", icon: "fa-solid fa-calendar-day", enabled: (data) => data.phase === "campaign" || data.phase === "ended", does: { dialog: "rpCampaignDay" } },
  { action: "campaignJournal", icon: "fa-solid fa-book-open", enabled: (data) => data.phase === "campaign" || data.phase === "ended", does: { dialog: "rpCampaignJournal" } },
];

/** RP 7.11: the side firing the next preliminary bombardment; RP 5.11: both sides roll (either may ask); RP 5.21: the actor. */
export function rpActing(data: BattleCombatData): "every" | readonly string[] {
  const details = rpDetails(data);
  if (data.phase === "preliminary") return details?.preliminary ? [details.preliminary] : [];
  if (data.phase === "initiative") return "every";
  return data.phase === "couplets" && details?.couplets ? [details.couplets.actor] : [];
}

export const rpTrackerDetails: NonNullable<TrackerPieces["details"]> = {
  partial: "rp/combat/tracker-details",
  view(data, names) {
    const details = rpDetails(data);
    const initiative = details?.initiative ?? null;
    const couplets = details?.couplets ?? null;
    const command = details?.command ?? null;
    const turns = [...new Set((details?.hourglasses ?? []).map((h) => h.turn))];
    return {
      initiative: initiative && {
        dice: initiative.dice.map((d) => ({ side: names.side(d.side), die: d.die, won: d.side === initiative.winner })),
        wins: phrase("HEX_TACTICS.RP.Tracker.wins", { side: names.side(initiative.winner), couplets: initiative.couplets }),
      },
      couplets: couplets && phrase("HEX_TACTICS.RP.Tracker.couplets", { left: couplets.left, total: couplets.total, half: couplets.half, side: names.side(couplets.actor) }),
      command: command && {
        title: phrase("HEX_TACTICS.RP.Tracker.command", { side: names.side(command.side), config: phrase(`HEX_TACTICS.RP.Card.Config.${command.config}`) }),
        units: command.units.map((u) => ({ name: names.piece(u), acted: command.acted.includes(u) })),
      },
      hourglasses: turns.map((turn) => ({
        turn,
        groups: details!.hourglasses.filter((h) => h.turn === turn).map((h) => ({ name: names.piece(h.group), side: names.side(h.side), primed: h.primed })),
      })),
    };
  },
};

export const rpTracker: TrackerPieces = { buttons: RP_BUTTONS, acting: rpActing, details: rpTrackerDetails };
