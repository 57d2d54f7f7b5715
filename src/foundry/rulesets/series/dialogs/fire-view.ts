/**
 * A series game's Fire dialog as a view model (10.2, 7.3; leaders combining: PG 6.4, IA1 6.51–6.52): the player picks
 * firing units and combining leaders among the pieces his segment designated to fire, and a target hex holding enemy
 * pieces he knows of (his view shows no hidden enemy); the referee resolves it. Each game says what fire value a unit
 * shows (ia/dialogs, pg/dialogs).
 */
import { distance } from "../../../../engine/hex";
import type { HexMap } from "../../../../engine/map";
import type { ReducedBattle } from "../../../../engine/rules/series/events/types";
import { hexName } from "../../../../engine/rules/series/scenario/positions";
import type { UnitOf } from "../../../../engine/rules/series/rules/leadership";
import { phrase } from "../../../i18n";
import type { DialogInput } from "./activate-view";

/** The chosen firers and leaders (ids) and target (a map index), as read from the form. */
export interface FireState {
  readonly firers: readonly string[];
  readonly leaders: readonly string[];
  readonly target: number | null;
}

export const emptyFire: FireState = { firers: [], leaders: [], target: null };

export function fireStateFrom(form: Readonly<Record<string, unknown>>): FireState {
  const checked = (prefix: string) => Object.entries(form).flatMap(([k, v]) => (k.startsWith(prefix) && v === true ? [k.slice(prefix.length)] : []));
  const target = typeof form.target === "string" && /^\d+$/.test(form.target) ? Number(form.target) : null;
  return { firers: checked("firer."), leaders: checked("leader."), target };
}

/** 3.13: the side's pieces its segment designated to fire that have not acted yet. */
export function designatedToFire<B extends ReducedBattle>(battle: B, side: string) {
  const a = battle.activation;
  if (a === null || a.side !== side) return { units: [], leaders: [] };
  const ready = (id: string) => a.pieces[id]?.action === "fire" && !a.done.includes(id);
  return {
    units: [...battle.units.values()].filter((u) => ready(u.id) && !u.movedFired && u.hex !== null) as UnitOf<B>[],
    leaders: [...battle.leaders.values()].filter((l) => ready(l.id) && !l.movedFired && l.hex !== null),
  };
}

/** The Fire dialog of a game whose units show the direct fire value `fire(u)` (null: none, it does not fire so). */
export function fireDialog<B extends ReducedBattle>(fire: (u: UnitOf<B>) => number | null) {
  type Input = DialogInput<B>;
  const firing = (input: Input) => {
    const { units, leaders } = designatedToFire(input.battle, input.side);
    return { units: units.filter((u) => fire(u) !== null), leaders };
  };

  /** Hexes holding enemy pieces the side knows of (its view shows no hidden enemy), with what stands there. */
  function targets(input: Input) {
    const { battle, side } = input;
    const byHex = new Map<number, string[]>();
    for (const p of [...battle.units.values(), ...battle.leaders.values()])
      if (p.side !== side && p.hex !== null && !p.hidden) byHex.set(p.hex, [...(byHex.get(p.hex) ?? []), p.name]);
    return [...byHex].sort(([a], [b]) => a - b);
  }

  /** The `direct-fire` command in JSON (hexes [column, row]), or null until a firer and a target are chosen. */
  function fireCommand(input: Input, state: FireState): Record<string, unknown> | null {
    const { units, leaders } = firing(input);
    const firers = units.filter((u) => state.firers.includes(u.id)).map((u) => u.id);
    const combining = leaders.filter((l) => state.leaders.includes(l.id)).map((l) => l.id);
    if (firers.length === 0 || state.target === null || !targets(input).some(([h]) => h === state.target)) return null;
    const { col, row } = input.map.offsetAt(state.target);
    return { type: "direct-fire", firers, ...(combining.length ? { leaders: combining } : {}), at: [col, row] };
  }

  const range = (map: HexMap, from: readonly { hex: number | null }[], to: number) =>
    from.length ? Math.min(...from.map((p) => distance(map.hexAt(p.hex!), map.hexAt(to)))) : null;

  function fireView(input: Input, state: FireState) {
    const { map } = input;
    const { units, leaders } = firing(input);
    const chosen = units.filter((u) => state.firers.includes(u.id));
    return {
      firers: units.map((u) => ({ id: u.id, name: u.name, hex: hexName(map, u.hex!), fire: fire(u), checked: state.firers.includes(u.id) })),
      leaders: leaders.map((l) => ({ id: l.id, name: l.name, hex: hexName(map, l.hex!), combat: l.combat, checked: state.leaders.includes(l.id) })),
      targets: targets(input).map(([hex, pieces]) => ({
        value: String(hex),
        label: hexName(map, hex),
        pieces: pieces.join(", "),
        range: range(map, chosen, hex),
        selected: hex === state.target,
      })),
      none: units.length === 0 ? phrase("HEX_TACTICS.Dialog.Fire.none") : null,
      canSubmit: fireCommand(input, state) !== null,
    };
  }

  return { fireCommand, fireView };
}
