import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { pgSegments } from "../../../../../src/engine/rules/pg/rules/sequence";
import { pgRuleset, type PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { at, battle, leader, map, side, unit } from "../state/fixtures";

const pg = pgRuleset(map, pg3Charts.tec);
const run = (state: PgBattle, command: PgCommand, dice: number[] = []) => runCommand(pg, state, command, new ScriptedDice(dice));
function done(state: PgBattle, command: PgCommand, dice: number[] = []) {
  const r = run(state, command, dice);
  if (r.status !== "done") throw new Error(`expected done, got ${JSON.stringify(r)}`);
  return r;
}
const sides = (g: number, s: number) => [side("german", { initiative: g }), side("soviet", { initiative: s })] as const;

describe("PG 3.0 A initiative", () => {
  it("PG 3.0 A example: 9 against 5, a difference of 4, gives the winner two action segments", () => {
    const r = done(battle([], [], { sides: sides(3, 2) }), { type: "roll-initiative", side: "german" }, [6, 3]);
    expect(r.state.initiative).toMatchObject({ winner: "german", segments: 2 });
    expect(r.state.impulses).toMatchObject({ active: "german", lead: 2 });
  });
  it("PG 3.0 A, 1.2 rounding: half the difference, every fraction up (1/2 → 1, 1 1/2 → 2, 2 1/2 → 3), where IA1 rounds 1.5 and 2.5 down", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(pgSegments)).toEqual([1, 1, 2, 2, 3, 3, 4]);
  });
  it("PG 3.0 A a difference of 5 gives three segments through the command, not IA1's two", () => {
    const r = done(battle([], [], { sides: sides(4, 2) }), { type: "roll-initiative", side: "german" }, [5, 2]);
    expect(r.state.initiative).toMatchObject({ winner: "german", segments: 3 });
  });
  it("PG 3.0 no Bombardment Phase: initiative goes straight to the Action Phase", () => {
    const r = done(battle([], [], { sides: sides(2, 2) }), { type: "roll-initiative", side: "german" }, [6, 1]);
    expect(r.record.events.filter((e) => e.type === "phase-began").map((e: any) => e.phase)).toEqual(["action"]);
  });
  it("PG 3.0 A ties are rolled again", () => {
    const r = done(battle([], [], { sides: sides(2, 3) }), { type: "roll-initiative", side: "german" }, [4, 3, 1, 6]);
    expect(r.record.events.filter((e) => e.type === "initiative-rolled").map((e: any) => e.tie)).toEqual([true, false]);
    expect(r.state.initiative).toMatchObject({ winner: "soviet", segments: 3 });
  });
  it("PG 16.7 minefields are placed before play: initiative is refused while a side's drawn minefield is unplaced, the state unchanged", () => {
    const b = battle([], [], { minefields: [{ id: "m1", owner: "soviet", hex: null, strength: 2, revealed: false }] });
    const r = run(b, { type: "roll-initiative", side: "german" }, [6, 1]);
    expect(r).toMatchObject({ status: "refused", rule: "PG 16.7" });
    expect(b.phase).toBe("initiative");
  });
});

describe("PG 3.0 B action phase: passing", () => {
  const started = () => done(battle([unit("g1", "german", "german-infantry", { hex: at(2, 2) })], [leader("gl", "german", at(2, 2))], { sides: sides(3, 2) }), { type: "roll-initiative", side: "german" }, [6, 1]).state;
  /** The active side passes until the other side's pass answers it. */
  const passesToEnd = (s: PgBattle) => {
    for (;;) {
      const r = done(s, { type: "pass", side: s.impulses!.active });
      if (r.state.phase !== "action") return r;
      s = r.state;
    }
  };
  it("PG 3.0 B a pass answered at once by a pass ends the turn; markers come off and the next turn begins at initiative", () => {
    const r = passesToEnd(started());
    expect(r.record.events.map((e) => e.type)).toEqual(["segment-ended", "phase-began", "markers-removed", "turn-began", "phase-began"]);
    expect([r.state.turn, r.state.phase]).toEqual([2, "initiative"]);
  });
  it("PG 3.0 B only the side whose segment it is may pass, cited by PG's own number", () => {
    expect(run(started(), { type: "pass", side: "soviet" })).toMatchObject({ status: "refused", rule: "PG 3.0 B" });
  });
  it("PG 3.0 B a side with a demoralized unit that has not activated may not pass", () => {
    const s = started();
    const b = { ...s, units: new Map([...s.units].map(([id, u]) => [id, { ...u, status: "demoralized" as const }])) };
    expect(run(b, { type: "pass", side: "german" })).toMatchObject({ status: "refused", rule: "PG 3.0 B", code: "sequence.pass-demoralized" });
  });
  it("PG 3.0 the victory determined at the end of the last turn is cited by PG 3.0", () => {
    const end = passesToEnd({ ...started(), turn: 8 });
    expect(end.record.events.at(-1)).toMatchObject({ type: "victory-determined", rule: "PG 3.0" });
    expect(end.state.phase).toBe("over");
  });
});

describe("PG 17.2 and 17.4 (optional)", () => {
  it("PG 17.2 a winner with three or more segments saves one, only with the rule in force", () => {
    const b = battle([], [], { sides: sides(5, 0), options: ["excess-initiative"] });
    const s = done(b, { type: "roll-initiative", side: "german" }, [6, 1]).state;
    expect(done(s, { type: "save-segment", side: "german" }).state.savedSegment).toEqual({ side: "german", using: false });
    const without = done(battle([], [], { sides: sides(5, 0) }), { type: "roll-initiative", side: "german" }, [6, 1]).state;
    expect(run(without, { type: "save-segment", side: "german" })).toMatchObject({ status: "refused", rule: "PG 17.2" });
  });
  it("PG 17.4 Fog of War ends the turn on 16 or more (IA1's 15 does not)", () => {
    const fog = (total: number[]) => {
      let s = done(battle([], [], { sides: sides(2, 2), options: ["fog-of-war"] }), { type: "roll-initiative", side: "german" }, [6, 1]).state;
      // Three segments each (passes answered by a segment, so the turn goes on), then the German's fourth rolls.
      s = { ...s, segments: { german: 3, soviet: 3 }, impulses: { ...s.impulses!, active: "german", lead: 0, lastPass: null } };
      return done(s, { type: "pass", side: "german" }, total);
    };
    expect(fog([5, 5, 5]).record.events.find((e) => e.type === "fog-of-war-rolled")).toMatchObject({ total: 15, ended: false, rule: "PG 17.4" });
    expect(fog([6, 5, 5]).record.events.find((e) => e.type === "fog-of-war-rolled")).toMatchObject({ total: 16, ended: true });
  });
});
