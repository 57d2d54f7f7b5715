/**
 * CI 1.x Blocks: what one side receives of a script of commands from both sides — each command's result as it gets it
 * (every "waiting" or decision on the way, each decision answered by its default, then the events and rolls, or the
 * refusal), and after it the battle as it may know it, the presence every side sees and its own private layer.
 * `compareReceived` plays a script on battles that differ only in the other side's hidden blocks and finds how far
 * the side receives the same from all of them.
 */
import { expect } from "vitest";
import type { Presence } from "../../../../../src/engine/core/presence";
import type { PrivateLayer } from "../../../../../src/engine/core/private-layer";
import type { SideResult } from "../../../../../src/engine/core/side-views";
import { resultFor } from "../../../../../src/engine/core/views";
import type { HexMap } from "../../../../../src/engine/map";
import type { CiCommand } from "../../../../../src/engine/rules/ci/commands/schema";
import type { CiEvent } from "../../../../../src/engine/rules/ci/events/schema";
import type { CiBattle } from "../../../../../src/engine/rules/ci/state";
import { blockNamed } from "../../../../../src/engine/rules/ci/state/handles";
import { ciPresence, ciPrivateLayer, ciSideView } from "../../../../../src/engine/rules/ci/view/side-view";
import { ciRunner } from "../support/fixture";

/** One command of a script (or how to give it on the battle as it stands: a hidden block's handle changes), with the dice it rolls. */
export interface Step {
  readonly command: CiCommand | ((b: CiBattle) => CiCommand);
  readonly dice?: readonly number[];
}

/** What a side receives of one step. */
export interface Received {
  readonly results: SideResult<CiEvent>[];
  readonly view: CiBattle;
  readonly presence: Presence[];
  readonly privateLayer: PrivateLayer;
}

/** A command's block names: its unit, its HQ, its spotter, the block it places or targets. */
function namesIn(c: CiCommand): string[] {
  const names: string[] = [];
  if ("unit" in c) names.push(c.unit);
  if ("hq" in c) names.push(c.hq);
  if ("spotter" in c && c.spotter !== undefined) names.push(c.spotter);
  if (c.type === "place") names.push(c.block);
  if ("target" in c && "block" in c.target) names.push(c.target.block);
  return names;
}

/** The ids of the blocks the script's commands name, each as it stands when its command is given. */
export function namedIn(map: HexMap, b: CiBattle, steps: readonly Step[]): Set<string> {
  const named = new Set<string>();
  const p = player(map, b, b.sides[0].id, (state, c) => {
    for (const name of namesIn(c)) named.add(blockNamed(state, c.side, name) ?? name);
  });
  for (const step of steps) p.next(step);
  return named;
}

/** What one step gave: the command as given, what `side` received, the whole events, the answers given (defaults). */
export interface Played {
  readonly command: CiCommand;
  readonly received: Received;
  readonly events: readonly CiEvent[];
  readonly answers: Readonly<Record<string, unknown>>;
}

/**
 * A player of steps from `b`, one at a time, each decision answered by its default: what `side` receives of each, and
 * the battle after it (a refused command leaves it as it was). `before` is told of each command and its battle.
 */
export function player(map: HexMap, b: CiBattle, side: string, before?: (state: CiBattle, c: CiCommand) => void) {
  const { ruleset, run } = ciRunner(map);
  let state = b;
  return {
    get state() {
      return state;
    },
    next(step: Step): Played {
      const command = typeof step.command === "function" ? step.command(state) : step.command;
      before?.(state, command);
      const answers: Record<string, unknown> = {};
      const results: SideResult<CiEvent>[] = [];
      let events: readonly CiEvent[] = [];
      for (;;) {
        const r = run(state, command, [...(step.dice ?? [])], answers);
        results.push(resultFor(ruleset, state, r, side));
        if (r.status === "decision") {
          answers[r.request.id] = r.request.default;
          continue;
        }
        if (r.status === "dice") throw new Error(`${command.type} wants more dice than the script gives: ${JSON.stringify(r.need)}`);
        if (r.status === "done") ({ state, record: { events } } = r);
        break;
      }
      const received = { results, view: ciSideView(state, side), presence: ciPresence(state), privateLayer: ciPrivateLayer(state, side) };
      return { command, received, events, answers };
    },
  };
}

/** Plays all of `steps` from `b` (see `player`). */
export function played(map: HexMap, b: CiBattle, steps: readonly Step[], side: string, before?: (state: CiBattle, c: CiCommand) => void) {
  const p = player(map, b, side, before);
  const each = steps.map((step) => p.next(step));
  return { each, received: each.map((s) => s.received), state: p.state };
}

const same = (x: unknown, y: unknown): boolean => JSON.stringify(x) === JSON.stringify(y);

/** The events a step's last result gives the side (none for a refusal), and the rolls of the first `n` of them. */
const eventsOf = (r: Received): readonly CiEvent[] => {
  const last = r.results.at(-1)!;
  return last.status === "done" ? last.events : [];
};
const rollsOf = (r: Received, n: number): readonly unknown[] => {
  const last = r.results.at(-1)!;
  return last.status === "done" ? last.rolls.filter((roll) => roll.event < n) : [];
};

/**
 * Plays `steps` on `battles[0]` and each variant after it, each block the steps name kept out of what the variants
 * change (`pool`: those they change), and expects `side` to receive the same from all of them up to the first step at
 * which a variant reveals a block whose label differs (CI 1.x Blocks: an elimination or any reveal shows it): there,
 * the events up to that reveal are the same. Returns how many steps were the same throughout and the step that
 * revealed (null: none).
 */
export function compareReceived(map: HexMap, battles: readonly CiBattle[], steps: readonly Step[], side: string, pool: readonly string[]) {
  const guard = new Set(pool);
  const players = battles.map((b) =>
    player(map, b, side, (state, c) => {
      for (const name of namesIn(c)) {
        const id = blockNamed(state, c.side, name);
        if (id !== undefined && guard.has(id)) throw new Error(`the script names ${id}, a block the variants change`);
      }
    }),
  );
  for (let i = 0; i < steps.length; i++) {
    const all = players.map((p) => p.next(steps[i]!));
    const [here, ...others] = all.map((o) => o.received);
    if (others.every((o) => same(o, here))) continue;
    // A reveal ends the comparison: the side received the same up to it.
    const lists = all.map((o) => eventsOf(o.received));
    const cut = lists.reduce((n, l) => {
      let k = 0;
      while (k < n && k < l.length && same(l[k], lists[0]![k])) k++;
      return k;
    }, Math.max(...lists.map((l) => l.length)));
    for (const o of others) expect(rollsOf(o, cut), `step ${i}: the rolls before the reveal`).toEqual(rollsOf(here!, cut));
    if (!lists.some((l) => l[cut]?.type === "revealed")) {
      const odd = others.find((o) => !same(o, here))!;
      expect(odd, `step ${i} (${all[0]!.command.type}) received differently, with no reveal to explain it`).toEqual(here);
    }
    return { same: i, revealedAt: i, atReveal: all };
  }
  return { same: steps.length, revealedAt: null, atReveal: null };
}
