import type { Answers } from "../../../../../src/engine/core/decision";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import type { PgEvent } from "../../../../../src/engine/rules/pg/events";
import { pgRuleset, type PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { pgUnitFromCounter, type PgLeader, type PgLeaderKind, type PgUnit, type PgUnitSetUp } from "../../../../../src/engine/rules/pg/state/pieces";
import { testMap } from "../../../../fixtures/maps";
import { fixtureCounters, base, cell as c, fire } from "../fixture-counters";
import { counters as stateCounters, leader as stateLeader } from "../state/fixtures";
import { runner } from "../support/runner";

export { battle } from "../leaders/fixtures";

/**
 * The fixtures of PG's fieldworks, clearing, Kommissar and river-crossing tests: a 20 × 14 map with woods at [10, 5], a
 * town at [12, 8] and a major river down column 3; the PG state fixtures' counters and a cavalry unit of the test's own.
 */
const river = Array.from({ length: 14 }, (_, row) => [3, row, ["major-river"]] as [number, number, string[]]);
export const map = testMap(pg3Charts.tec, [[10, 5, ["woods"]], [12, 8, ["town"]], ...river], [20, 14]);
export const at = (col: number, row: number) => map.indexOfOffset(col, row);
export const ruleset = pgRuleset(map, pg3Charts.tec);

const counters = {
  ...stateCounters,
  ...fixtureCounters("PG fieldworks fixtures", {
    "german-cavalry": { ...base, name: "Cavalry", code: "CAV", kind: "cavalry", movementClass: c("foot"), faces: { full: { directFire: fire(3, 2), movement: c(6) } } },
  }),
};

/** A unit of fixture type `type` for `side` in `hex`. */
export const unit = (id: string, side: string, type: string, hex: number | null, setUp: PgUnitSetUp = {}): PgUnit => pgUnitFromCounter(id, side, type, counters[type]!, { ...setUp, hex });
/** A leader (morale 8, modifiers +1) of `kind`. */
export const leader = (id: string, side: string, hex: number, kind: PgLeaderKind = "regular", rank = 3): PgLeader => stateLeader(id, side, hex, kind, rank);

/** The Soviets activate `pieces` to move from `root` (default: the first by itself). */
export const activate = (pieces: readonly string[], root: { piece: string } | { leader: string } | { stack: number } = { piece: pieces[0]! }): PgCommand => ({
  type: "activate",
  side: "soviet",
  root,
  pieces: Object.fromEntries(pieces.map((p) => [p, "move" as const])),
});
export const endActivation: PgCommand = { type: "end-activation", side: "soviet" };

export const { run, play, playAll } = runner(ruleset);

/** `b` in the Soviets' next segment of turn `turn`, as a new turn leaves it: no activation, no MOVED/FIRED markers. */
export function nextTurn(b: PgBattle, turn = b.turn + 1): PgBattle {
  const units = new Map([...b.units].map(([id, u]) => [id, { ...u, movedFired: false, oppFire: false }]));
  const leaders = new Map([...b.leaders].map(([id, l]) => [id, { ...l, movedFired: false }]));
  return { ...b, turn, units, leaders, activation: null, impulses: { sides: ["soviet", "german"], active: "soviet", lead: 1, lastPass: null, over: false } };
}

/** The state and events after `command`, every decision it asks answered by its default. */
export function playDefaults(b: PgBattle, command: PgCommand, dice: number[] = []): { state: PgBattle; events: readonly PgEvent[] } {
  const answers: Record<string, unknown> = {};
  for (;;) {
    const r = run(b, command, dice, answers as Answers);
    if (r.status === "decision") answers[r.request.id] = r.request.default;
    else if (r.status === "done") return { state: r.state, events: r.record.events };
    else throw new Error(`${command.type}: ${JSON.stringify(r)}`);
  }
}
