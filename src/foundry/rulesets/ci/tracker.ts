/**
 * Combat Infantry's part of the activation tracker (applications/tracker/tracker-view.ts): the set-up (CI 10.x Set-up:
 * each side says when it has placed its blocks), then Game Turns of 8 Player Turns (CI 1.x Game Turns) in which the
 * active side activates its companies' HQs one at a time (CI 1.x Commands, CI 4.x HQ Activation) — or draws them, with
 * the chit-pull option (CI 10.x Solitaire) — gives their commands, the HQ's own action, ends the activation, then its
 * Player Turn. The details: the Player Turn, the HQ activation as every side knows it (combat-activation.ts).
 */
import type { BattleCombatData, TrackerButton, TrackerPieces } from "../../applications/tracker/tracker-pieces";
import { phrase } from "../../i18n";
import { ciDetails } from "./combat";

/** CI 1.x Game Turns: the active side, in play. */
const activeIs = (data: BattleCombatData, side: string | null) => side !== null && data.phase === "playing" && ciDetails(data)?.active === side;
/** CI 1.x Commands: the active side, between its HQ activations. */
export const betweenActivations = (data: BattleCombatData, side: string | null) => activeIs(data, side) && !ciDetails(data)?.activation;
/** CI 4.x HQ Activation: the side's activation is under way, at one of `stages`. */
const activationAt =
  (...stages: readonly string[]) =>
  (data: BattleCombatData, side: string | null) => {
    const a = ciDetails(data)?.activation;
    return activeIs(data, side) && !!a && a.side === side && stages.includes(a.stage);
  };
/** CI 1.x Actions: units act while the commands last; the HQ after them. */
const acting = activationAt("commands", "hq-action");
const commanding = activationAt("commands");
const rank = (data: BattleCombatData) => ciDetails(data)?.activation?.rank ?? null;
const chitPull = (data: BattleCombatData) => ciDetails(data)?.chitPull === true;

export const CI_BUTTONS: readonly TrackerButton[] = [
  // CI 10.x Set-up: a side has placed its blocks.
  { action: "setupDone", icon: "fa-solid fa-flag", enabled: (data, side) => side !== null && data.phase === "setup" && !(ciDetails(data)?.setupDone ?? []).includes(side), does: { command: "end-setup" } },
  // CI 4.x HQ Activation: an HQ of a company that has not activated (a deploy hex picked on the canvas); CI 10.x Solitaire: drawn.
  { action: "activate", icon: "fa-solid fa-play", enabled: (data, side) => betweenActivations(data, side) && !chitPull(data), does: { dialog: "ciActivate" } },
  { action: "drawHq", icon: "fa-solid fa-shuffle", enabled: (data, side) => betweenActivations(data, side) && chitPull(data), does: { command: "draw-hq" } },
  // CI 5.x Rally, CI 6.x Firepower, CI 6.x Bombardment, CI 7.x Special Actions: a commanded unit's one action.
  { action: "rally", icon: "fa-solid fa-kit-medical", enabled: acting, does: { dialog: "ciRally" } },
  { action: "fire", icon: "fa-solid fa-gun", enabled: acting, does: { dialog: "ciFire" } },
  { action: "ciBombard", icon: "fa-solid fa-burst", enabled: acting, does: { dialog: "ciBombard" } },
  // CI 2.x Field Artillery / Air Support: a CHQ calls one strike per activation.
  { action: "callStrike", icon: "fa-solid fa-jet-fighter", enabled: (data, side) => commanding(data, side) && rank(data) === "chq" && !ciDetails(data)?.activation?.strike, does: { dialog: "ciStrike" } },
  { action: "specialAction", icon: "fa-solid fa-trowel", enabled: acting, does: { dialog: "ciSpecial" } },
  // CI 4.x No Command: an own-platoon squad out of the active PHQ's range checks its morale.
  { action: "noCommand", icon: "fa-solid fa-person-circle-question", enabled: (data, side) => commanding(data, side) && rank(data) === "phq", does: { dialog: "ciNoCommand" } },
  { action: "endCommands", icon: "fa-solid fa-forward-step", enabled: commanding, does: { command: "end-commands" } },
  { action: "endActivation", icon: "fa-solid fa-flag-checkered", enabled: activationAt("commands", "hq-action", "assaults"), does: { command: "end-activation" } },
  // CI 1.x Commands: the Player Turn ends; companies that did not activate pass (ruling R2).
  { action: "endPlayerTurn", icon: "fa-solid fa-hourglass-end", enabled: betweenActivations, does: { command: "end-player-turn" } },
  // CI 10.x Victory: a player may surrender at any time, his side's Player Turn or not.
  { action: "surrender", icon: "fa-solid fa-flag", enabled: (data, side) => side !== null && data.phase !== "ended", does: { command: "surrender" }, anyTime: true },
];

/** CI 10.x Set-up: both sides place their blocks (each says when it is done); CI 1.x Game Turns: then the active side acts. */
export function ciActing(data: BattleCombatData): "every" | readonly string[] {
  if (data.phase === "setup") return "every";
  const active = ciDetails(data)?.active ?? null;
  return data.phase === "ended" || active === null ? [] : [active];
}

export const ciTrackerDetails: NonNullable<TrackerPieces["details"]> = {
  partial: "ci/combat/tracker-details",
  view(data, names) {
    const details = ciDetails(data);
    const a = details?.activation ?? null;
    const hexside = (h: { from: readonly number[]; to: readonly number[]; count: number }) => ({ hexside: `${label(h.from)}–${label(h.to)}`, count: h.count });
    return {
      playerTurn: details && data.phase === "playing" && details.active ? phrase("HEX_TACTICS.CI.Tracker.playerTurn", { turn: details.playerTurn, side: names.side(details.active) }) : null,
      setup: data.phase === "setup" ? (data.sides ?? []).map((s) => ({ side: s.name, done: (details?.setupDone ?? []).includes(s.id) })) : null,
      activation: a && {
        title: phrase("HEX_TACTICS.CI.Tracker.activation", { side: names.side(a.side), company: a.company, hq: names.piece(a.hq) }),
        rank: phrase(`HEX_TACTICS.CI.Tracker.Rank.${a.rank}`),
        stage: phrase(`HEX_TACTICS.CI.Tracker.Stage.${a.stage}`),
        strike: a.strike && phrase(`HEX_TACTICS.CI.Tracker.Strike.${a.strike}`),
        acted: a.acted.map((id) => names.piece(id)),
        fire: a.fireThrough.map(hexside),
        assault: a.assaultThrough.map(hexside),
      },
    };
  },
};

/** A map hex [column, row] as the rules print it: "CCRR" from 0. */
export const label = (hex: readonly number[]): string => `${String(hex[0]).padStart(2, "0")}${String(hex[1]).padStart(2, "0")}`;

export const ciTracker: TrackerPieces = { buttons: CI_BUTTONS, acting: ciActing, details: ciTrackerDetails };
