import { describe, expect, it } from "vitest";
import { pgDugIn } from "../../../../../src/engine/rules/pg/fieldworks/occupation";
import * as fire from "../fire-command/fixtures";
import * as assault from "../assault/fixtures";
import { activate, at, battle, play, playAll, unit } from "../fieldworks/fixtures";

/** PG 16.21, 16.24, 16.25, 16.4 (12.43): what the Dug In and Entrenchment markers do in play, through the command door. */

describe("PG 16.21 firing or attacking in an assault interrupts digging in", () => {
  const FROM = fire.at(8, 5);
  const TARGET = fire.at(10, 5);
  const X = fire.rulesetWith("X");

  it("PG 16.21 a unit under a first-segment Dug In marker that makes direct fire loses it", () => {
    const b = fire.playAll(X, fire.battle([{ ...fire.unit("i", "soviet", "soviet-infantry", FROM), digging: true }, fire.unit("g", "german", "german-infantry", TARGET)]), [fire.activate({ i: "fire" }, { piece: "i" })]);
    expect(b.units.get("i")!.digging).toBe(true);
    const r = fire.run(X, b, fire.fire(["i"], TARGET), [3, 4]);
    expect(r.status).toBe("done");
    if (r.status !== "done") return;
    expect(r.record.events.some((e) => e.type === "fire-resolved")).toBe(true);
    expect(r.state.units.get("i")!.digging).toBeUndefined();
  });

  it("PG 16.21 a unit that attacks in an assault loses its Dug In marker; the dug-in defender keeps his", () => {
    const R = assault.rulesetWith("1");
    const b = assault.inAssault([assault.unit("i", "soviet", "soviet-infantry", assault.T, { dugIn: true }), assault.unit("g", "german", "german-infantry", assault.T, { dugIn: true })], [assault.leader("l", "soviet", assault.T)], { i: { ledBy: "l" }, l: {} });
    const r = assault.run(R, b, assault.assault(assault.T, ["i"], ["l"]), [6, 6]);
    expect(assault.ofType(r, "assault-declared")[0]).toMatchObject({ units: ["i"] });
    expect(r.result.status).toBe("done");
    if (r.result.status !== "done") return;
    expect(r.result.state.units.get("i")!.dugIn).toBeUndefined();
    expect(r.result.state.units.get("g")!.dugIn).toBe(true);
  });

  it("PG 16.21 a unit under a first-segment Dug In marker that attacks in an assault loses it", () => {
    const R = assault.rulesetWith("1");
    const b = assault.inAssault([assault.unit("i", "soviet", "soviet-infantry", assault.T, { digging: true }), assault.unit("g", "german", "german-infantry", assault.T)], [assault.leader("l", "soviet", assault.T)], { i: { ledBy: "l" }, l: {} });
    const r = assault.run(R, b, assault.assault(assault.T, ["i"], ["l"]), [6, 6]);
    expect(r.result.status).toBe("done");
    if (r.result.status !== "done") return;
    expect(r.result.state.units.get("i")!.digging).toBeUndefined();
  });
});

describe("PG 16.24, 16.25 the Dug In marker is each unit's", () => {
  it("PG 16.24 a dug-in unit that leaves its hex loses its Dug In state; the unit dug in beside it keeps its own", () => {
    const HERE = at(8, 8);
    const b = battle([{ ...unit("i", "soviet", "soviet-infantry", HERE), dugIn: true }, { ...unit("j", "soviet", "soviet-infantry", HERE), dugIn: true }, unit("g", "german", "german-infantry", at(18, 1))]);
    const moved = playAll(b, [activate(["i"]), { type: "move", side: "soviet", piece: "i", to: at(9, 8) }]);
    expect(moved.units.get("i")!.dugIn).toBeUndefined();
    expect(pgDugIn(moved, moved.units.get("i")!)).toBe(false);
    expect(moved.units.get("j")!.dugIn).toBe(true);
    // 16.25: coming back does not give it j's status.
    const back = play(moved, { type: "move", side: "soviet", piece: "i", to: HERE });
    expect(pgDugIn(back.state, back.state.units.get("i")!)).toBe(false);
  });
});

describe("PG 16.4 First Fire from an entrenchment (12.43)", () => {
  const R = assault.rulesetWith("1");
  const entered = { i: { ledBy: "l", hexesEntered: 1 }, l: { hexesEntered: 1 } };
  const inTrench = (entrenched: boolean) => ({
    ...assault.inAssault([assault.unit("i", "soviet", "soviet-infantry", assault.T), assault.unit("g", "german", "german-infantry", assault.T, { entrenched })], [assault.leader("l", "soviet", assault.T)], entered, [assault.T]),
    entrenchments: [assault.T],
  });

  it("PG 16.4 the defender in the entrenchment before the enemy entered fires first (12.43); with no entrenchment the fire is simultaneous", () => {
    const r = assault.run(R, inTrench(true), assault.assault(assault.T, ["i"], ["l"]), [6, 6]);
    expect(assault.ofType(r, "assault-declared")[0]).toMatchObject({ firstFire: ["g"] });
    const [first, second] = assault.ofType(r, "fire-resolved");
    expect([first!.side, first!.rule, second!.side, second!.rule]).toEqual(["german", "PG 12.43", "soviet", "PG 12.43"]);
    const open = assault.run(R, { ...inTrench(false), entrenchments: [] }, assault.assault(assault.T, ["i"], ["l"]), [6, 6]);
    expect(assault.ofType(open, "assault-declared")[0]!.firstFire).toEqual([]);
    expect(assault.ofType(open, "fire-resolved").map((f) => f.rule)).toEqual(["PG 12.4", "PG 12.4"]);
  });
});

describe("PG 16.4, 16.41 entering an entrenchment the enemy holds", () => {
  it("PG 16.4 a unit that moves into an entrenchment hex the enemy occupies gains no place in it; the defenders there fire first (12.43)", () => {
    const R = assault.rulesetWith("1");
    const b = {
      ...assault.inAssault([assault.unit("i", "soviet", "soviet-infantry", assault.NEXT), assault.unit("g", "german", "german-infantry", assault.T, { entrenched: true })], [assault.leader("l", "soviet", assault.NEXT)], { i: { ledBy: "l" }, l: {} }),
      entrenchments: [assault.T],
    };
    const moved = assault.run(R, b, { type: "move", side: "soviet", piece: "i", to: assault.T, with: ["l"] });
    expect(moved.result.status).toBe("done");
    if (moved.result.status !== "done") return;
    expect(moved.result.state.units.get("i")).toMatchObject({ hex: assault.T, entrenched: false });
    const r = assault.run(R, moved.result.state, assault.assault(assault.T, ["i"], ["l"]), [6, 6]);
    expect(assault.ofType(r, "assault-declared")[0]).toMatchObject({ firstFire: ["g"] });
    expect(assault.ofType(r, "fire-resolved").map((f) => [f.side, f.rule])).toEqual([["german", "PG 12.43"], ["soviet", "PG 12.43"]]);
  });
});
