/**
 * The Before Play dialog (RP 7.3, 7.21, 7.41): what a side records before turn 1 — a group's pre-registered vertex
 * (picked on the canvas, as the Call OMA dialog picks one), its trench-set observer, or one of its planned creeping
 * barrages (its first hex picked on the canvas; its line, the way it advances, its first turn). A GM chooses the side.
 */
import type { RpDialogInput } from "./input";
import { rpHexLabel } from "../../../../engine/rules/rp/map/labels";
import { preregisters } from "../../../../engine/rules/rp/oma/before-play";
import { hexOfValue, sideUnits, text, unitRow } from "./input";
import { vertexOfValue } from "./oma-view";

export const BEFORE_PLAY_ACTIONS = ["preregister", "trench-set", "plan-barrage"] as const;
export type BeforePlayAction = (typeof BEFORE_PLAY_ACTIONS)[number];
const DIRECTIONS = { row: ["north", "south"], column: ["east", "west"] } as const;

export interface RpBeforePlayState {
  readonly side: string;
  readonly action: BeforePlayAction;
  readonly group: string;
  /** "column,row,corner", or "" until picked. */
  readonly vertex: string;
  readonly unit: string;
  /** "column,row", or "" until picked. */
  readonly first: string;
  readonly line: "row" | "column";
  readonly advancing: string;
  readonly from: number;
}

export const startBeforePlay = (side: string): RpBeforePlayState => ({ side, action: "preregister", group: "", vertex: "", unit: "", first: "", line: "row", advancing: "north", from: 1 });

const oneOf = <T extends string>(value: string, options: readonly T[], fallback: T): T => (options.includes(value as T) ? (value as T) : fallback);

export function beforePlayStateFrom(form: Readonly<Record<string, unknown>>, previous: RpBeforePlayState, sides: readonly string[]): RpBeforePlayState {
  const line = oneOf(text(form, "line"), ["row", "column"] as const, previous.line);
  const from = Number(form.from);
  return {
    side: oneOf(text(form, "side"), sides, previous.side),
    action: oneOf(text(form, "action"), BEFORE_PLAY_ACTIONS, previous.action),
    group: text(form, "group"),
    vertex: text(form, "vertex") || previous.vertex,
    unit: text(form, "unit"),
    first: text(form, "first") || previous.first,
    line,
    advancing: oneOf(text(form, "advancing"), DIRECTIONS[line], DIRECTIONS[line][0]),
    from: Number.isInteger(from) && from >= 1 ? from : previous.from,
  };
}

/** RP 7.3: the side's groups that may record a pre-registered vertex (the scenario assigns one, or flare) and have none yet. */
const unregistered = (input: RpDialogInput) =>
  Object.entries(input.battle.oma).filter(([, g]) => g.side === input.side && preregisters(g) && g.preregistered === null);

/** The command in JSON; null until what it needs is chosen. */
export function beforePlayCommand(input: RpDialogInput, state: RpBeforePlayState): Record<string, unknown> | null {
  switch (state.action) {
    case "preregister": {
      const vertex = vertexOfValue(state.vertex);
      return unregistered(input).some(([id]) => id === state.group) && vertex ? { type: "preregister", group: state.group, vertex } : null;
    }
    case "trench-set":
      return sideUnits(input).some(([id]) => id === state.unit) ? { type: "designate-trench-set", unit: state.unit } : null;
    case "plan-barrage": {
      const first = hexOfValue(state.first);
      return first ? { type: "plan-barrage", first, line: state.line, advancing: state.advancing, from: state.from } : null;
    }
  }
}

export function beforePlayView(input: RpDialogInput, state: RpBeforePlayState, sides: readonly { readonly id: string; readonly name: string }[]) {
  const plan = input.battle.barragePlans.find((p) => p.side === input.side) ?? null;
  const firstHex = hexOfValue(state.first);
  return {
    sides: sides.length > 1 ? sides.map((s) => ({ ...s, selected: s.id === state.side })) : [],
    actions: BEFORE_PLAY_ACTIONS.map((a) => ({ value: a, label: `HEX_TACTICS.RP.Dialog.BeforePlay.${a}`, selected: a === state.action })),
    preregister: state.action === "preregister" && {
      groups: unregistered(input).map(([id, g]) => ({ id, name: g.name, selected: id === state.group })),
      vertex: state.vertex,
    },
    trenchSet: state.action === "trench-set" && { units: sideUnits(input).map(([id, u]) => ({ ...unitRow(input, id, u), selected: id === state.unit })) },
    barrage: state.action === "plan-barrage" && {
      plan: plan && { count: plan.count, width: plan.width, advances: plan.advances, starts: plan.starts },
      first: state.first,
      firstLabel: firstHex && firstHex[0] < input.map.columns && firstHex[1] < input.map.rows ? rpHexLabel(input.map, input.map.indexOfOffset(firstHex[0], firstHex[1])) : "",
      lines: (["row", "column"] as const).map((l) => ({ value: l, label: `HEX_TACTICS.RP.Dialog.BeforePlay.${l}`, selected: l === state.line })),
      directions: DIRECTIONS[state.line].map((d) => ({ value: d, label: `HEX_TACTICS.RP.Dialog.BeforePlay.${d}`, selected: d === state.advancing })),
      from: state.from,
      turns: input.battle.scenario.turns,
    },
    canSubmit: beforePlayCommand(input, state) !== null,
  };
}
