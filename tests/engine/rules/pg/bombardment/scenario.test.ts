import { describe, expect, it } from "vitest";
import { build, countersJson, demoWith, refusals, roundTrip } from "../scenario/support";

const playtest = { source: "playtest", note: "test fixture" };
/** The demonstration counters with a German aircraft piece beside the Soviet one (PG 15.1: each side a different air unit). */
const withAircraft = () => {
  const c = countersJson();
  c.aircraft = { ...c.aircraft, "ju-87": { nationality: "german", front: { name: "Ju 87", directFire: { value: 8, provenance: playtest } }, back: { name: "Hs 123", directFire: { value: 5, provenance: playtest } } } };
  return c;
};
const supported = () =>
  demoWith((s) => {
    s.sides[0].offboard = [{ strength: 20, count: 3, nationality: "german" }];
    s.sides[0].aircraft = { pieces: ["ju-87"], count: 1, turns: [2, 3] };
    s.smoke = true;
  });

describe("PG 9.2, 15.1, 16.1 the scenario's off-board artillery, aircraft and smoke", () => {
  it("PG 9.3 \"3 x 20\" gives three factors of 20; the aircraft piece waits in its side's cup; smoke is allowed", () => {
    const { battle } = build(supported(), {}, withAircraft());
    expect(battle.offboard).toEqual([1, 2, 3].map((n) => ({ id: `german-offboard-${n}`, side: "german", strength: 20, nationality: "german", firedTurn: null })));
    expect(battle.aircraft!.filter((a) => a.side === "german")).toEqual([{ id: "ju-87", side: "german", nationality: "german", front: { name: "Ju 87", direct: 8, bombardment: null }, back: { name: "Hs 123", direct: 5, bombardment: null }, face: null, used: false }]);
    expect(battle.sides[0]!.aircraft).toEqual({ count: 1, turns: [2, 3] });
    expect(battle.smokeAllowed).toBe(true);
  });
  it("a saved game keeps them, and one saved before them still loads (the fields are optional)", () => {
    const { battle } = build(supported(), {}, withAircraft());
    const { back } = roundTrip(battle);
    expect(back.offboard).toEqual(battle.offboard);
    expect(back.aircraft).toEqual(battle.aircraft);
    expect(back.smokeAllowed).toBe(true);
    // The demonstration without its off-board battery, aircraft and smoke: a battle as saved before these rules.
    const without = demoWith((s) => {
      delete s.sides[0].offboard;
      delete s.sides[1].aircraft;
      delete s.smoke;
    });
    const plain = roundTrip(build(without).battle).back;
    expect(plain.offboard).toBeUndefined();
    expect(plain.aircraft).toBeUndefined();
  });
  it("PG 9.2, 15.1 an unknown nationality or aircraft piece is refused at its path", () => {
    const bad = demoWith((s) => {
      s.sides[0].offboard = [{ strength: 20, nationality: "martian" }];
      s.sides[1].aircraft = { pieces: ["il-2"], count: 1 };
    });
    expect(refusals(bad, {}, withAircraft()).map((i) => i.path)).toEqual(["$.sides[0].offboard[0].nationality", "$.sides[1].aircraft.pieces[0]"]);
  });
});
