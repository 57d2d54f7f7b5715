/**
 * CI 2.x Field Artillery / Air Support: the Call Strike dialog — the active CHQ calls one strike of the side's off-map
 * artillery or air support with strikes left, on a hex (picked on the canvas) an HQ of its company spots (CI 6.x
 * Spotting: ruling R25). The engine judges the spotting and whether a strike may still be called.
 */
import type { CiDialogInput } from "./input";
import { commandName, commandsLeft, hexLabel, hexOfValue, ownHqs, text, unitRow } from "./input";

const KINDS = ["artillery", "air"] as const;
type Kind = (typeof KINDS)[number];

export interface CiStrikeState {
  readonly kind: Kind;
  readonly at: string;
  readonly spotter: string;
}

export const emptyStrike: CiStrikeState = { kind: "artillery", at: "", spotter: "" };

export const strikeStateFrom = (form: Readonly<Record<string, unknown>>, previous: CiStrikeState): CiStrikeState => ({
  kind: text(form, "kind") === "air" ? "air" : "artillery",
  at: text(form, "at") || previous.at,
  spotter: text(form, "spotter"),
});

/** The kinds of strike the side has left: an off-map block of that class with strikes (steps) left. */
export const strikeKinds = (input: CiDialogInput): Kind[] =>
  KINDS.filter((kind) =>
    Object.values(input.battle.blocks).some((k) => k.side === input.side && k.status === "off-map" && k.strength > 0 && input.battle.roster.kinds[k.kind]!.class === kind),
  );

export function strikeCommand(input: CiDialogInput, state: CiStrikeState): Record<string, unknown> | null {
  const at = hexOfValue(input.map, state.at);
  if (!strikeKinds(input).includes(state.kind) || at === null || !ownHqs(input).some((id) => commandName(input.battle, id) === state.spotter)) return null;
  const { col, row } = input.map.offsetAt(at);
  return { type: "call-strike", kind: state.kind, target: { hex: [col, row] }, spotter: state.spotter };
}

export function strikeView(input: CiDialogInput, state: CiStrikeState) {
  const kinds = strikeKinds(input);
  const at = hexOfValue(input.map, state.at);
  return {
    commands: commandsLeft(input),
    kinds: kinds.map((k) => ({ value: k, label: `HEX_TACTICS.CI.Tracker.Strike.${k}`, selected: k === state.kind })),
    hexes: { name: "at", legend: "HEX_TACTICS.CI.Dialog.targetHex", optional: false, options: at === null ? [] : [{ value: state.at, label: hexLabel(input.map, at), selected: true }] },
    spotters: ownHqs(input).map((id) => unitRow(input, id, state.spotter)),
    none: kinds.length ? null : "HEX_TACTICS.CI.Dialog.noStrike",
    canSubmit: strikeCommand(input, state) !== null,
    submit: { label: "HEX_TACTICS.Tracker.Button.callStrike", icon: "fa-solid fa-jet-fighter" },
  };
}
