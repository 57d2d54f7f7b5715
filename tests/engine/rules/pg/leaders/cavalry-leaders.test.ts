import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { pgAllowance } from "../../../../../src/engine/rules/pg/rules/movement";
import { pgRuleset, type PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgBattle, PgUnit } from "../../../../../src/engine/rules/pg/state";
import { at, battle, leader, map, unit } from "../state/fixtures";

const pg = pgRuleset(map, pg3Charts.tec);
const run = (b: PgBattle, c: PgCommand) => runCommand(pg, b, c, new ScriptedDice([]));
const designate = (leaders: string[], side = "soviet"): PgCommand => ({ type: "designate-cavalry-leaders", side, leaders });
const cavalry = (id: string): PgUnit => ({ ...unit(id, "soviet", "soviet-infantry", { hex: at(4, 4) }), kind: "cavalry" });
/** Before play, a Soviet cavalry unit, two Soviet leaders and a Kommissar. */
const setUp = (units: PgUnit[] = [cavalry("c")]) =>
  battle(units, [leader("lt", "soviet", at(4, 4)), leader("cpt", "soviet", at(5, 4), "regular", 4), leader("kom", "soviet", at(4, 4), "kommissar"), leader("g", "german", at(12, 4))], { tankLeaders: { soviet: [] } });
function done(b: PgBattle, c: PgCommand) {
  const r = run(b, c);
  if (r.status !== "done") throw new Error(JSON.stringify(r));
  return r;
}

describe("PG 6.9 cavalry leaders", () => {
  it("PG 6.9 in a scenario with cavalry units a player designates any of his leaders cavalry leaders: movement allowance 6, regular in all else", () => {
    const r = done(setUp(), designate(["lt"]));
    expect(r.record.events).toContainEqual({ type: "cavalry-leaders-designated", side: "soviet", leaders: ["lt"], rule: "PG 6.9" });
    expect(r.state.leaders.get("lt")!.kind).toBe("cavalry");
    expect(pgAllowance(r.state.leaders.get("lt")!)).toBe(6);
    expect(pgAllowance(r.state.leaders.get("cpt")!)).toBe(4);
  });
  it("PG 6.9 a new designation before play replaces the last: the leaders left out are regular again", () => {
    const again = done(done(setUp(), designate(["lt"])).state, designate(["cpt"])).state;
    expect([again.leaders.get("lt")!.kind, again.leaders.get("cpt")!.kind]).toEqual(["regular", "cavalry"]);
  });
  it("PG 6.9 not in a scenario without cavalry units", () => {
    expect(run(setUp([unit("i", "soviet", "soviet-infantry", { hex: at(4, 4) })]), designate(["lt"]))).toMatchObject({ status: "refused", rule: "PG 6.9", code: "cavalry-leaders.no-cavalry" });
  });
  it("PG 6.9 only the side's own regular leaders: not a Kommissar (6.6), not the enemy's", () => {
    expect(run(setUp(), designate(["kom"]))).toMatchObject({ status: "refused", rule: "PG 6.9", code: "cavalry-leaders.not-regular" });
    expect(run(setUp(), designate(["g"]))).toMatchObject({ status: "refused" });
  });
  it("PG 6.9 before the first initiative roll only", () => {
    expect(run({ ...setUp(), turn: 2 }, designate(["lt"]))).toMatchObject({ status: "refused", rule: "PG 6.9", code: "cavalry-leaders.before-play" });
  });
});

describe("PG 6.9, 16.6 a hidden leader's designation is his side's business", () => {
  it("PG 16.6 the Germans learn that a leader they see is a cavalry leader, nothing of a hidden one", () => {
    const b = setUp();
    const hidden = { ...b, leaders: new Map([...b.leaders].map(([id, l]) => [id, id === "cpt" ? { ...l, hidden: true } : l])) };
    const r = done(hidden, designate(["lt", "cpt"]));
    const e = r.record.events.find((x) => x.type === "cavalry-leaders-designated")!;
    expect(pg.views!.event(r.state, e, "german")).toEqual({ ...e, leaders: ["lt"] });
    expect(pg.views!.event(r.state, e, "soviet")).toEqual(e);
  });
});
