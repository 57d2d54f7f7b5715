import { describe, expect, it } from "vitest";
import { battle } from "../leaders/fixtures";
import { activate, after, at, events, leader, move, NEXT, ofType, run, rulesetWith, T, unit } from "../assault/fixtures";

const R = rulesetWith("1");
const DICE = Array(30).fill(6);
/** The opportunity fire decisions asked at a mover, with their options. */
const windows = (r: ReturnType<typeof run>) => r.asked.filter((q) => q.kind === "opportunity-fire").map((q) => [q.id, q.options]);

describe("PG 7.46 the free shot (12.12)", () => {
  /** A Soviet INF and leader leave T, where the German INF "g" (marked MOVED/FIRED or not) stays. */
  const leaving = (movedFired: boolean) => {
    const b = after(R, battle([unit("i", "soviet", "soviet-infantry", T), unit("g", "german", "german-infantry", T, { movedFired })], [leader("l", "soviet", T)], { control: {} }), [activate({ leader: "l" }, ["l", "i"])]);
    return run(R, b, move("i", NEXT, ["l"]), DICE);
  };
  it("PG 7.46, 12.12 a unit already MOVED/FIRED still takes the free shot", () => {
    const r = leaving(true);
    expect(ofType(r, "fire-resolved")[0]).toMatchObject({ side: "german", firers: ["g"], rule: "PG 12.12" });
  });
  it("PG 7.46, 12.12 the free shot's firer is not marked MOVED/FIRED", () => {
    const r = leaving(false);
    expect(ofType(r, "fire-resolved")[0]).toMatchObject({ side: "german", firers: ["g"], rule: "PG 12.12" });
    expect(events(r).some((e) => e.type === "moved-fired" && e.pieces.includes("g"))).toBe(false);
    if (r.result.status !== "done") throw new Error("not done");
    expect(r.result.state.units.get("g")!.movedFired).toBe(false);
  });
});

describe("PG 15.31 opportunity fire at a cavalry charge", () => {
  const FAR = at(4, 5);
  /** Soviet cavalry "c" with its cavalry leader two hexes from T (German INF "g"), and `others`, activated to charge. */
  const charge = (others: ReturnType<typeof unit>[] = []) =>
    after(R, battle([unit("c", "soviet", "soviet-cavalry", FAR), unit("g", "german", "german-infantry", T), ...others], [leader("cl", "soviet", FAR, { kind: "cavalry" })]), [activate({ leader: "cl" }, ["cl", "c"])]);
  it("PG 15.31 the units being charged fire at the cavalry in the first hex it enters", () => {
    expect(windows(run(R, charge(), move("c", NEXT, ["cl"]), DICE))).toEqual([["opportunity-fire:c@5,5:1", ["pass", ["g"]]]]);
  });
  it("PG 15.31 not if other enemy units are already in their hex: the German outside it still may", () => {
    const r = run(R, charge([unit("a", "soviet", "soviet-infantry", T), unit("f", "german", "german-infantry", at(5, 7))]), move("c", NEXT, ["cl"]), DICE);
    expect(windows(r)).toEqual([["opportunity-fire:c@5,5:1", ["pass", ["f"]]]]);
  });
  it("PG 15.31, 13.24 none at the cavalry entering the assault hex itself", () => {
    const b = after(R, charge([unit("f", "german", "german-infantry", at(5, 7))]), [move("c", NEXT, ["cl"])]);
    // With no German in T, f fires at the cavalry entering it.
    const open = after(R, battle([unit("c", "soviet", "soviet-cavalry", NEXT), unit("f", "german", "german-infantry", at(5, 7))], [leader("cl", "soviet", NEXT, { kind: "cavalry" })]), [activate({ leader: "cl" }, ["cl", "c"])]);
    expect(windows(run(R, open, move("c", T, ["cl"]), DICE))).toEqual([["opportunity-fire:c@6,5:1", ["pass", ["f"]]]]);
    const r = run(R, b, move("c", T, ["cl"]), DICE);
    expect(ofType(r, "cavalry-charged")).toHaveLength(1);
    expect(windows(r)).toEqual([]);
  });
});
