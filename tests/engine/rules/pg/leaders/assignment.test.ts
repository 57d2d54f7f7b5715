import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pgSetUpOwed } from "../../../../../src/engine/rules/pg/leaders/assignment";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { after, at, battle, eventsOf, run, side, unit } from "./fixtures";

/** Before play (turn 1, initiative not yet rolled): Soviets of 1942 with two tank leaders, three tanks, an APC, an INF; German tanks. */
function setUp(over: Partial<PgBattle> = {}): PgBattle {
  const units = [
    unit("t1", "soviet", "soviet-tank", at(8, 8)),
    unit("t2", "soviet", "soviet-tank", at(8, 9)),
    unit("t3", "soviet", "soviet-tank", at(9, 9)),
    unit("p", "soviet", "soviet-apc", at(9, 8)),
    unit("i", "soviet", "soviet-infantry", at(9, 10)),
    unit("g", "soviet", "soviet-tank", at(10, 10), { guards: true }),
    unit("pz", "german", "german-tank", at(2, 2)),
    unit("pz2", "german", "german-tank", at(2, 3)),
  ];
  return battle(units, [], { phase: "initiative", turn: 1, impulses: null, sides: [side("german"), side("soviet", { tankLeaders: 2 })], ...over });
}
const assign = (units: string[], s = "soviet") => ({ type: "assign-tank-leaders" as const, side: s, units });

describe("PG 6.8 the set-up's tank-leader assignment", () => {
  it("PG 6.8 a side gives its scenario's tank leaders to AFVs of its own, in secret, before the first initiative roll", () => {
    const b = setUp();
    expect(pgSetUpOwed(b).map((s) => s.id)).toEqual(["soviet"]);
    expect(eventsOf(b, assign(["t1", "t3"]))).toEqual([{ type: "tank-leaders-assigned", side: "soviet", units: ["t1", "t3"], rule: "PG 6.8" }]);
    const done = after(b, assign(["t1", "t3"]));
    expect(done.tankLeaders).toEqual({ soviet: ["t1", "t3"] });
    expect(pgSetUpOwed(done)).toEqual([]);
  });
  it("PG 6.8 fewer than the scenario's count may be given; until play begins a new assignment replaces the last", () => {
    const once = after(setUp(), assign(["t1"]));
    expect(after(once, assign(["t2", "t3"])).tankLeaders).toEqual({ soviet: ["t2", "t3"] });
  });
  it("PG 6.8 a side with no tank leaders to give, or no AFV to take one, owes none (German AFVs have theirs by rule)", () => {
    expect(pgSetUpOwed(setUp({ sides: [side("german", { tankLeaders: 1 }), side("soviet")] }))).toEqual([]);
  });

  it("PG 6.8 refused once the first initiative has been rolled", () => {
    expect(run(setUp({ phase: "action", initiative: { winner: "soviet", segments: 1, rolls: [] } }), assign(["t1"]))).toMatchObject({ status: "refused", rule: "PG 6.8", code: "tank-leaders.before-play" });
    expect(run(setUp({ turn: 2 }), assign(["t1"]))).toMatchObject({ status: "refused", rule: "PG 6.8", code: "tank-leaders.before-play" });
  });
  it("PG 6.8 refused for a unit that is no AFV: tank leaders lead AFVs", () => {
    expect(run(setUp(), assign(["i"]))).toMatchObject({ status: "refused", rule: "PG 6.8", code: "tank-leaders.not-afv" });
  });
  it("PG 6.8 refused for an APC: APCs never have tank leaders", () => {
    expect(run(setUp(), assign(["p"]))).toMatchObject({ status: "refused", rule: "PG 6.8", code: "tank-leaders.apc" });
  });
  it("PG 6.8 refused for an AFV that has one by rule (Soviet Guards from 1943)", () => {
    expect(run(setUp({ year: 1943 }), assign(["g"]))).toMatchObject({ status: "refused", rule: "PG 6.8", code: "tank-leaders.by-rule" });
    expect(run(setUp({ year: 1942 }), assign(["g"])).status).toBe("done");
  });
  it("PG 6.8 refused for an AFV named twice", () => {
    expect(run(setUp(), assign(["t1", "t1"]))).toMatchObject({ status: "refused", rule: "PG 6.8", code: "tank-leaders.twice" });
  });
  it("PG 6.8 refused beyond the scenario's count", () => {
    expect(run(setUp(), assign(["t1", "t2", "t3"]))).toMatchObject({ status: "refused", rule: "PG 6.8", code: "tank-leaders.too-many", params: { count: 2, asked: 3 } });
  });
  it("PG 6.8 a side assigns its own AFVs only: the enemy's are refused at the door", () => {
    expect(run(setUp(), assign(["pz"]))).toMatchObject({ status: "refused", rule: "engine", code: "engine.not-your-piece" });
  });

  it("PG 6.8 a secret assignment changes nothing the other side's commands do", { timeout: 60_000 }, () => {
    // The Germans' activations come out the same, event for event, whichever Soviet AFVs were given tank leaders.
    const germanTurn = (b: PgBattle): PgBattle => ({ ...b, phase: "action", turn: 1, impulses: { sides: ["german", "soviet"], active: "german", lead: 1, lastPass: null, over: false } });
    const roots = [{ leader: "pz" }, { stack: at(2, 2) }, { piece: "pz2" }] as const;
    fc.assert(
      fc.property(fc.subarray(["t1", "t2", "t3", "g"], { maxLength: 2 }), fc.constantFrom(...roots), (tls, root) => {
        const secret = after(setUp(), assign(tls));
        const pieces = { pz: "move" as const, pz2: "fire" as const };
        const command = { type: "activate" as const, side: "german", root, pieces: "piece" in root ? { pz2: "move" as const } : pieces };
        // What the command does, the state it leaves but for the Soviets' own assignment.
        const outcome = (b: PgBattle) => {
          const r = run(germanTurn(b), command);
          return r.status === "done" ? { events: r.record.events, state: { ...r.state, tankLeaders: {} } } : r;
        };
        expect(outcome(secret)).toEqual(outcome(setUp()));
      }),
      { numRuns: 25 },
    );
  });
});
