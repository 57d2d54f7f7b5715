import { describe, expect, it } from "vitest";
import { assault, inAssault, leader, ofType, run, rulesetWith, T, unit } from "../assault/fixtures";

const R = rulesetWith("1");
/** Both dice 6: no effect on either side. */
const QUIET = [6, 6];
const entered = (ids: string[], by = "l") => Object.fromEntries(ids.map((id) => [id, id === by ? { hexesEntered: 1 } : { ledBy: by, hexesEntered: 1 }]));
const fires = (r: ReturnType<typeof run>) => ofType(r, "fire-resolved");
const lines = (e: { strengthTrace: readonly { id: string; value: number; rule?: string }[] }) => e.strengthTrace.map((t) => [t.id, t.value, t.rule]);

describe("PG 6.42 defending leaders in an assault", () => {
  it("PG 6.42 a defending leader adds his combat modifier to a defending unit's assault fire", () => {
    const b = inAssault([unit("i", "soviet", "soviet-infantry", T), unit("g", "german", "german-infantry", T)], [leader("l", "soviet", T, { combat: 0 }), leader("gl", "german", T, { combat: 2 })], entered(["i", "l"]), [T]);
    const [, defence] = fires(run(R, b, assault(T, ["i"], ["l"]), QUIET));
    expect(lines(defence!)).toEqual([["pg-assault.unit", 5, "PG 12.4"], ["fire.leader", 2, "PG 6.42"]]);
    expect(defence!.strength).toBe(7);
  });
});

describe("PG 6.2 a MOVED/FIRED leader in an assault", () => {
  it("PG 6.2 a MOVED/FIRED leader may defend: he still adds his modifier to the defence", () => {
    const b = inAssault([unit("i", "soviet", "soviet-infantry", T), unit("g", "german", "german-infantry", T)], [leader("l", "soviet", T, { combat: 0 }), leader("gl", "german", T, { combat: 2, movedFired: true })], entered(["i", "l"]), [T]);
    const [, defence] = fires(run(R, b, assault(T, ["i"], ["l"]), QUIET));
    expect(defence!.strength).toBe(7);
  });
  it("PG 6.2 a MOVED/FIRED leader may not attack: naming him is refused (12.3); without him the assault is fought", () => {
    const b = inAssault([unit("i", "soviet", "soviet-infantry", T), unit("g", "german", "german-infantry", T)], [leader("l", "soviet", T), leader("m", "soviet", T, { movedFired: true })], { ...entered(["i", "l"]), m: { hexesEntered: 0 } }, [T]);
    const r = run(R, b, assault(T, ["i"], ["l", "m"]), QUIET);
    expect(r.result).toMatchObject({ status: "refused", rule: "PG 12.3", code: "pg-assault.moved-fired" });
    // Without him the same assault is fought.
    expect(run(R, b, assault(T, ["i"], ["l"]), QUIET).result.status).toBe("done");
  });
});
