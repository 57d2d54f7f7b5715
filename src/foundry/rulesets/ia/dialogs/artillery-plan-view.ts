/**
 * The Artillery Plan dialog's view model (IA1 9.1, 9.11–9.15, 11.1, 16.14): before play the player gives each of his
 * side's guns and off-board factors a mission — Planned Fire with a hex (or smoke, or No Fire) for every turn, Open
 * Sights, or Move to a hex — checked here where his side's view tells enough, and sends the one `write-artillery-plan`
 * command. The plan is his side's secret: it lives in this dialog and goes to the referee alone.
 */
import { distance } from "../../../../engine/hex";
import { gunName, gunsOf, isUnit } from "../../../../engine/rules/ia/artillery/plan";
import { hexName } from "../../../../engine/rules/ia/scenario/positions";
import { sideOf } from "../../../../engine/rules/ia/state";
import { faceOf } from "../../../../engine/rules/ia/state/pieces";
import { phrase, type Phrase } from "../../../i18n";
import type { ActivateInput } from "./activate-view";

export type PlanInput = ActivateInput;

type MissionKind = "planned-fire" | "open-sights" | "move";

/** One gun's lines as typed: its mission, each turn's hex label (blank: No Fire) and smoke, a Move's destination. */
export interface GunLines {
  readonly mission: MissionKind;
  readonly turns: readonly string[];
  readonly smoke: readonly boolean[];
  readonly to: string;
}

export type PlanState = Readonly<Record<string, GunLines>>;

export const emptyPlan: PlanState = {};

/** The side's guns: its artillery and mortar units and off-board factors (IA1 9.1, 9.2), each with what its mission may be (9.13, 9.15). */
function guns(input: PlanInput) {
  return [...gunsOf(input.battle, input.side).values()].map((g) => {
    const unit = isUnit(g) ? g : null;
    const allowed: readonly MissionKind[] = !unit ? ["planned-fire"] : unit.hex === null ? ["move"] : unit.kind === "MORTAR" ? ["open-sights", "move"] : ["planned-fire", "open-sights", "move"];
    return { id: g.id, name: unit ? unit.name : gunName(g), unit, allowed };
  });
}

const linesOf = (state: PlanState, id: string, allowed: readonly MissionKind[]): GunLines => state[id] ?? { mission: allowed[0]!, turns: [], smoke: [], to: "" };

/** A hex by its board label as the dialog shows it (`A/0507`), case and spaces aside; null when the map has none. */
function hexByName(input: PlanInput, label: string): number | null {
  const wanted = label.trim().toLowerCase();
  for (let h = 0; h < input.map.size; h++) if (input.map.contains(input.map.hexAt(h)) && hexName(input.map, h).toLowerCase() === wanted) return h;
  return null;
}

export function planStateFrom(form: Readonly<Record<string, unknown>>, input: PlanInput): PlanState {
  const text = (key: string) => (typeof form[key] === "string" ? (form[key] as string) : "");
  const state: Record<string, GunLines> = {};
  for (const g of guns(input)) {
    const chosen = text(`mission.${g.id}`) as MissionKind;
    const turns = Array.from({ length: input.battle.lastTurn }, (_, i) => text(`turn.${g.id}.${i}`));
    const smoke = turns.map((_, i) => form[`smoke.${g.id}.${i}`] === true);
    state[g.id] = { mission: g.allowed.includes(chosen) ? chosen : g.allowed[0]!, turns, smoke, to: text(`to.${g.id}`) };
  }
  return state;
}

/** What is wrong with a gun's lines, as far as the side's view tells (the referee checks the rest). */
function problems(input: PlanInput, g: ReturnType<typeof guns>[number], lines: GunLines): Phrase[] {
  const artillery = sideOf(input.battle, input.side).artillery;
  const out: Phrase[] = [];
  const say = (key: string, params: Record<string, string | number> = {}) => out.push(phrase(`HEX_TACTICS.Dialog.ArtilleryPlan.Problem.${key}`, params));
  if (lines.mission === "move") {
    if (lines.to.trim() === "") say("no-to");
    else if (hexByName(input, lines.to) === null) say("to", { hex: lines.to });
    return out;
  }
  if (lines.mission !== "planned-fire") return out;
  let fires = 0;
  lines.turns.forEach((label, i) => {
    if (label.trim() === "") return;
    fires++;
    const at = hexByName(input, label);
    if (at === null) return void say("hex", { turn: i + 1, hex: label });
    if (lines.smoke[i] && !artillery?.smoke) say("smoke", { turn: i + 1 });
    const range = g.unit ? faceOf(g.unit).range : Infinity;
    if (g.unit?.hex != null && distance(input.map.hexAt(g.unit.hex), input.map.hexAt(at)) > range) say("range", { turn: i + 1, range });
  });
  if (artillery?.ammunition !== undefined && fires > artillery.ammunition) say("ammunition", { fires, ammunition: artillery.ammunition });
  return out;
}

/** The `write-artillery-plan` command in JSON (hexes [column, row]), or null while any line is wrong. */
export function planCommand(input: PlanInput, state: PlanState): Record<string, unknown> | null {
  const missions: Record<string, unknown> = {};
  const json = (h: number) => {
    const { col, row } = input.map.offsetAt(h);
    return [col, row];
  };
  for (const g of guns(input)) {
    const lines = linesOf(state, g.id, g.allowed);
    if (problems(input, g, lines).length) return null;
    if (lines.mission === "move") missions[g.id] = { mission: "move", to: json(hexByName(input, lines.to)!) };
    else if (lines.mission === "open-sights") missions[g.id] = { mission: "open-sights" };
    else {
      const turns = Array.from({ length: input.battle.lastTurn }, (_, i) => {
        const at = hexByName(input, lines.turns[i] ?? "");
        return at === null ? null : { at: json(at), ...(lines.smoke[i] ? { smoke: true } : {}) };
      });
      missions[g.id] = { mission: "planned-fire", turns };
    }
  }
  return Object.keys(missions).length ? { type: "write-artillery-plan", missions } : null;
}

export function planView(input: PlanInput, state: PlanState) {
  const artillery = sideOf(input.battle, input.side).artillery;
  const written = input.battle.plans?.[input.side] !== undefined;
  const rows = guns(input).map((g) => {
    const lines = linesOf(state, g.id, g.allowed);
    return {
      id: g.id,
      name: g.name,
      hex: g.unit?.hex != null ? hexName(input.map, g.unit.hex) : null,
      fire: g.unit ? faceOf(g.unit).bombardment : null,
      range: g.unit ? faceOf(g.unit).range : null,
      missions: g.allowed.map((m) => ({ value: m, label: phrase(`HEX_TACTICS.Dialog.ArtilleryPlan.Mission.${m}`), selected: m === lines.mission })),
      planned: lines.mission === "planned-fire",
      move: lines.mission === "move",
      to: lines.to,
      turns: Array.from({ length: input.battle.lastTurn }, (_, i) => ({ turn: i + 1, index: i, hex: lines.turns[i] ?? "", smoke: lines.smoke[i] ?? false })),
      problems: problems(input, g, lines),
    };
  });
  return {
    side: input.battle.sides.find((s) => s.id === input.side)?.name ?? input.side,
    ammunition: artillery?.ammunition === undefined ? null : phrase("HEX_TACTICS.Dialog.ArtilleryPlan.ammunition", { turns: artillery.ammunition }),
    smokeAllowed: artillery?.smoke === true,
    notice: !artillery ? phrase("HEX_TACTICS.Dialog.ArtilleryPlan.none") : written ? phrase("HEX_TACTICS.Dialog.ArtilleryPlan.written") : null,
    guns: artillery && !written ? rows : [],
    canSubmit: !!artillery && !written && planCommand(input, state) !== null,
  };
}
