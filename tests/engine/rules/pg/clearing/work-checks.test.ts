import { describe, expect, it } from "vitest";
import { anyJson, at, battle, refusals, RIVER, unit } from "../state/fixtures";

const refused = (json: unknown) => refusals(json).map((r) => `${r.path}: ${r.message}`);
const HERE = at(8, 8);

describe("PG 16.3, 16.75, 5.73: a battle's work under way is one that can exist", () => {
  it("PG 16.3 the last turn spent clearing lies between its first and this one", () => {
    const tank = (last: number) => battle([{ ...unit("t", "german", "german-tank", { hex: HERE }), work: { kind: "wreck", since: 2, last } }], [], { turn: 3, wrecks: { [HERE]: 1 } });
    expect(refused(anyJson(tank(3)))).toEqual([]);
    expect(refused(anyJson(tank(1)))).toEqual(["$.units.t.work.last: no turn spent clearing between turn 2 and this one (PG 16.3)"]);
    expect(refused(anyJson(tank(4)))).toEqual(["$.units.t.work.last: no turn spent clearing between turn 2 and this one (PG 16.3)"]);
  });
  it("PG 5.73 a crossing roll passed is a crossing unit's, in a turn played", () => {
    const eng = (crossed: number) => battle([{ ...unit("e", "soviet", "soviet-engineer", { hex: RIVER }), work: { kind: "crossing", since: 1, crossed } }], [], { turn: 2 });
    expect(refused(anyJson(eng(2)))).toEqual([]);
    expect(refused(anyJson(eng(3)))).toEqual(["$.units.e.work.crossed: no crossing roll passed in turn 3 (PG 5.73)"]);
  });
});
