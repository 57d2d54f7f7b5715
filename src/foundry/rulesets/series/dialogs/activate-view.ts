/**
 * A series game's Activate dialog as a view model (3.1–3.3, 3.13): the player picks the root of his segment — a unit, a
 * stack or a leader (PG 3.3: a tank leader by his AFV) — sees every unit and subordinate leader it reaches (the engine's
 * `activators`, on his side's view), and designates each to move, to fire or to sit out, naming the activating leader
 * where several reach a piece. Each game binds it to its own reach rules (ia/dialogs, pg/dialogs).
 */
import { activators } from "../../../../engine/rules/series/activation/scope";
import { entryDue } from "../../../../engine/rules/series/board-edge/edge";
import type { ActivationRoot } from "../../../../engine/rules/series/commands/activation-shapes";
import type { ReducedBattle } from "../../../../engine/rules/series/events/types";
import { isAboard, type ReachRules } from "../../../../engine/rules/series/rules/leadership";
import type { HexMap } from "../../../../engine/map";
import { hexName } from "../../../../engine/rules/series/scenario/positions";
import { phrase, type Phrase } from "../../../i18n";
import { offsetOf } from "./offset";

/** What a dialog works on: the side's view of the battle, its map, the side. */
export interface DialogInput<B extends ReducedBattle> {
  readonly battle: B;
  readonly map: HexMap;
  readonly side: string;
}

export type Designation = "none" | "move" | "fire";

/** The player's choices so far: the root (a key of `activationRoots`), each piece's designation and activating leader. */
export interface ActivateState {
  readonly root: string | null;
  readonly designations: Readonly<Record<string, Designation>>;
  readonly ledBy: Readonly<Record<string, string>>;
}

export const emptyActivation: ActivateState = { root: null, designations: {}, ledBy: {} };

export interface RootOption {
  readonly key: string;
  readonly group: "unit" | "leader" | "stack" | "offBoard";
  readonly label: string;
}

/** A piece the root reaches: its default designation, and the leaders who may activate it, the default first. */
export interface ScopeRow {
  readonly id: string;
  readonly name: string;
  readonly hex: string;
  readonly isLeader: boolean;
  readonly leaders: readonly { readonly id: string; readonly name: string }[];
  /** Why it may not take part (3.13, 14.3), or null. */
  readonly barred: Phrase | null;
  /** 14.3: a demoralized piece may only attempt recovery, a Movement action (3.13): it is never designated to fire. */
  readonly movesOnly: boolean;
}

/** A root key as the engine's root. */
export function rootOf(key: string): ActivationRoot | null {
  const [kind, value] = [key.slice(0, key.indexOf(":")), key.slice(key.indexOf(":") + 1)];
  if (kind === "leader") return { leader: value };
  if (kind === "piece") return { piece: value };
  if (kind === "stack" && /^\d+$/.test(value)) return { stack: Number(value) };
  return null;
}

/** The choices read back from the dialog's form (`root`, `action.<id>`, `ledBy.<id>`); a new root starts afresh. */
export function activateStateFrom(form: Readonly<Record<string, unknown>>, previous: ActivateState): ActivateState {
  const root = typeof form.root === "string" && form.root !== "" ? form.root : null;
  if (root !== previous.root) return { root, designations: {}, ledBy: {} };
  const pick = (prefix: string) =>
    Object.fromEntries(Object.entries(form).flatMap(([k, v]) => (k.startsWith(prefix) && typeof v === "string" ? [[k.slice(prefix.length), v]] : [])));
  return { root, designations: pick("action.") as Record<string, Designation>, ledBy: pick("ledBy.") };
}

const ACTIONS: readonly Designation[] = ["none", "move", "fire"];

/** The Activate dialog of a game whose leaders reach as `reach` says. */
export function activateDialog<B extends ReducedBattle>(reach: ReachRules<B>) {
  type Input = DialogInput<B>;
  const ownOnMap = (input: Input) => (p: { side: string; hex: number | null; carriedBy?: string | null }) => p.side === input.side && p.hex !== null && !(p.carriedBy ?? null);

  /**
   * Every root the side may start a segment from: its units and leaders on the map not yet under MOVED/FIRED (PG 3.3:
   * the leaders aboard its AFVs that it knows of, its own), the hexes they stand in, and its off-board pieces whose
   * turn to enter has come (PG 16.51, IA1 16.41: activated normally).
   */
  function activationRoots(input: Input): RootOption[] {
    const { battle, map } = input;
    const units = [...battle.units.values()].filter(ownOnMap(input)).filter((u) => !u.movedFired);
    const leaders = [...battle.leaders.values()].filter(ownOnMap(input)).filter((l) => !l.movedFired);
    const hexes = [...new Set([...units, ...leaders].map((p) => p.hex!))].sort((a, b) => a - b);
    const aboard = reach.leadersIn(battle, hexes, input.side).filter(isAboard).filter((l) => !l.movedFired);
    return [
      ...leaders.map((l): RootOption => ({ key: `leader:${l.id}`, group: "leader", label: `${l.name} (${hexName(map, l.hex!)})` })),
      ...aboard.map((l): RootOption => ({ key: `leader:${l.id}`, group: "leader", label: `${l.name} (${hexName(map, l.hex!)})` })),
      ...units.map((u): RootOption => ({ key: `piece:${u.id}`, group: "unit", label: `${u.name} (${hexName(map, u.hex!)})` })),
      ...hexes.map((h): RootOption => ({ key: `stack:${h}`, group: "stack", label: hexName(map, h) })),
      ...[...battle.leaders.values(), ...battle.units.values()]
        .filter((p) => p.side === input.side && p.hex === null && entryDue(battle, p.id))
        .map((p): RootOption => ({ key: `${battle.leaders.has(p.id) ? "leader" : "piece"}:${p.id}`, group: "offBoard", label: p.name })),
    ];
  }

  function scopeRows(input: Input, rootKey: string | null): ScopeRow[] {
    const root = rootKey === null ? null : rootOf(rootKey);
    if (root === null) return [];
    const { battle, map, side } = input;
    return [...activators(reach, battle, map, side, root)].map(([id, by]) => {
      const p = battle.units.get(id) ?? battle.leaders.get(id)!;
      const barred = p.movedFired ? phrase("HEX_TACTICS.Dialog.Activate.movedFired") : "oppFire" in p && p.oppFire ? phrase("HEX_TACTICS.Dialog.Activate.oppFired") : null;
      return {
        id,
        name: p.name,
        hex: p.hex === null ? "" : hexName(map, p.hex),
        isLeader: battle.leaders.has(id),
        leaders: by.map((l) => ({ id: l, name: reach.leader(battle, l)?.name ?? l })),
        barred,
        movesOnly: p.status === "demoralized",
      };
    });
  }

  /** Each row's designation: what the player chose, else move for every piece that may take part. */
  const designationOf = (row: ScopeRow, state: ActivateState): Designation => {
    const chosen = state.designations[row.id] ?? "move";
    return row.barred ? "none" : row.movesOnly && chosen === "fire" ? "move" : chosen;
  };

  /** The `activate` command in JSON (hexes [column, row]), or null while no piece takes part. */
  function activateCommand(input: Input, state: ActivateState): Record<string, unknown> | null {
    const root = state.root === null ? null : rootOf(state.root);
    if (root === null) return null;
    const pieces: Record<string, unknown> = {};
    for (const row of scopeRows(input, state.root)) {
      const action = designationOf(row, state);
      if (action === "none") continue;
      const ledBy = state.ledBy[row.id];
      // The first leader to reach a piece activates it unless the player names another (3.2).
      pieces[row.id] = ledBy && ledBy !== row.leaders[0]?.id && row.leaders.some((l) => l.id === ledBy) ? { action, ledBy } : action;
    }
    if (Object.keys(pieces).length === 0) return null;
    const jsonRoot = "stack" in root ? { stack: offsetOf(input.map, root.stack) } : root;
    return { type: "activate", root: jsonRoot, pieces };
  }

  /** What the template shows. */
  function activateView(input: Input, state: ActivateState) {
    const roots = activationRoots(input).map((r) => ({ ...r, selected: r.key === state.root }));
    const groupLabel = (g: RootOption["group"]) => phrase(g === "offBoard" ? "HEX_TACTICS.OnTheTable.offBoardRoots" : `HEX_TACTICS.Dialog.Activate.Root.${g}`);
    const groups = (["leader", "unit", "stack", "offBoard"] as const).map((g) => ({ label: groupLabel(g), options: roots.filter((r) => r.group === g) })).filter((g) => g.options.length);
    const rows = scopeRows(input, state.root).map((row) => {
      const chosen = designationOf(row, state);
      const ledBy = state.ledBy[row.id] ?? row.leaders[0]?.id ?? null;
      return {
        ...row,
        actions: ACTIONS.filter((a) => !(row.movesOnly && a === "fire")).map((a) => ({ value: a, label: phrase(`HEX_TACTICS.Dialog.Activate.Action.${a}`), selected: a === chosen })),
        leaderOptions: row.leaders.map((l) => ({ ...l, selected: l.id === ledBy })),
        choosesLeader: row.leaders.length > 1,
        ledByName: row.leaders.find((l) => l.id === ledBy)?.name ?? null,
      };
    });
    return { groups, rows, chosen: state.root !== null, canSubmit: activateCommand(input, state) !== null };
  }

  return { activationRoots, scopeRows, activateCommand, activateView };
}
