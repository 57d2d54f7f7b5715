import type { RpEvent } from "../../../engine/rules/rp/events/schema";
import type { RpBattle } from "../../../engine/rules/rp/state";
import { actorOf } from "../../../engine/rules/rp/state/lookups";
import type { BattleCombatData } from "../../applications/tracker/tracker-pieces";
import { RP } from "../../../engine/rules/rp/state";
import type { RpCombatDetails } from "./combat-details";

type Initiative = Extract<RpEvent, { type: "initiative-rolled" }>;

/** RP 5.11: this turn's initiative roll, the last one the log holds since the turn began (null: not rolled yet). */
export function initiativeOf(entries: readonly { readonly events: readonly RpEvent[] }[], b: RpBattle): Initiative | null {
  if (b.phase !== "couplets") return null;
  for (let i = entries.length - 1; i >= 0; i--) {
    const events = entries[i]!.events;
    for (let j = events.length - 1; j >= 0; j--) {
      const e = events[j]!;
      if (e.type === "initiative-rolled") return e;
      if (e.type === "turn-began" || e.type === "administration") return null;
    }
  }
  return null;
}

/** RP 7.221: every hourglass on the turn track, by turn then group; RP 7.3's pre-registrations are no hourglass. */
export const hourglassesOf = (b: RpBattle): RpCombatDetails["hourglasses"] =>
  Object.entries(b.oma)
    .flatMap(([group, g]) => (g.crossHair ? [{ turn: g.crossHair.hourglass, group, side: g.side, primed: g.crossHair.primed }] : []))
    .sort((x, y) => x.turn - y.turn || x.group.localeCompare(y.group));

/** The details every side may know of (combat-details.ts). */
export function rpCombatDetails(b: RpBattle, initiative: Initiative | null): RpCombatDetails {
  const c = b.couplets;
  const a = b.activation;
  return {
    type: RP,
    preliminary: b.phase === "preliminary" ? (b.preliminary[0]?.side ?? null) : null,
    initiative: initiative && { winner: initiative.initiative, couplets: initiative.couplets, dice: initiative.dice.map((d) => ({ side: d.side, die: d.die })) },
    couplets: c && { total: c.total, left: c.left, half: c.half, actor: actorOf(b)! },
    command: a && { side: a.side, config: a.config, units: [...a.units], acted: [...a.acted] },
    hourglasses: hourglassesOf(b),
  };
}

/**
 * The battle Combat's system data for Red Poppies: turn and phase, the sides, every unit's and OMA group's name (RP has
 * no hidden units: every side may know them all), and the details.
 */
export function rpCombat(id: string, b: RpBattle, entries: readonly { readonly events: readonly RpEvent[] }[], canUndo: boolean): BattleCombatData<RpCombatDetails> {
  return {
    ruleset: RP,
    battle: id,
    turn: b.turn,
    lastTurn: b.scenario.turns,
    phase: b.phase,
    canUndo,
    sides: b.sides.map((s) => ({ id: s.id, name: s.name })),
    names: Object.fromEntries([...Object.entries(b.units), ...Object.entries(b.oma)].map(([id, p]) => [id, p.name])),
    ordersDue: [],
    score: null,
    details: rpCombatDetails(b, initiativeOf(entries, b)),
  };
}
