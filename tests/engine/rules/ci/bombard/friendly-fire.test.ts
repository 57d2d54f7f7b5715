import { describe, expect, it } from "vitest";
import { ciMap, ciRunner, GERMAN } from "../support/fixture";
import { activeBattle, runAll } from "../fire/support";
import { bombardAt, eventOf } from "./support";

const map = ciMap();
const mortar = { kind: "us-mortar-60", at: "0206", company: "B" as const, orientation: "face-up" as const };
const target = { kind: "ger-squad", at: "0203" };

describe("CI 6.x Friendly Fire", () => {
  it("CI 6.x Friendly Fire: each 0 rolled is one hit on a friendly unit adjacent to the target, the strongest first (ruling R10)", () => {
    const b = activeBattle(map, { chq: { kind: "us-chq", at: "0204", company: "B", orientation: "face-up" }, m: mortar, s: { kind: "us-squad", at: "0303", company: "B", platoon: 1 }, g: target });
    const { state, events, asked } = runAll(map, b, bombardAt(map, b, "m", { hex: "0203" }, "chq"), [10, 9]);
    expect(eventOf(events, "bombarded")).toMatchObject({ hits: 0, friendly: 1 });
    expect(asked.map((r) => [r.kind, r.side, r.options])).toEqual([["ci-friendly-fire", "us", ["s"]]]);
    expect(state.blocks.s!.strength).toBe(3);
    expect(state.blocks.chq!.strength).toBe(1);
    expect(state.blocks.g!.strength).toBe(3);
  });

  it("CI 6.x Friendly Fire: units not adjacent to the target take none", () => {
    const b = activeBattle(map, { chq: { kind: "us-chq", at: "0204", company: "B", orientation: "face-up" }, m: mortar, s: { kind: "us-squad", at: "0205", company: "B", platoon: 1 }, g: target });
    const { state } = runAll(map, b, bombardAt(map, b, "m", { hex: "0203" }, "chq"), [10, 9]);
    expect(state.blocks.s!.strength).toBe(4);
    expect(state.blocks.chq!.status).toBe("eliminated");
  });

  it("CI 6.x Friendly Fire: armor class is ignored — a face-up tank adjacent takes the hit", () => {
    const b = activeBattle(map, { m: { ...mortar, at: "0205" }, t: { kind: "sherman", at: "0204", orientation: "face-up", attachedTo: "B" }, g: target });
    const { state } = runAll(map, b, bombardAt(map, b, "m", { hex: "0203" }), [10, 9]);
    expect(state.blocks.t!.strength).toBe(2);
  });

  it("CI 6.x Friendly Fire: bunkers included — the German bunker adjacent takes the hit, AC ignored", () => {
    const b = activeBattle(
      map,
      { chq: { kind: "ger-chq", at: "0000", company: "B", orientation: "face-up" }, m: { kind: "ger-mortar-80", at: "0205", company: "B", orientation: "face-up" }, k: { kind: "ger-bunker", at: "0204", orientation: "face-up", attachedTo: "B" }, u: { kind: "us-squad", at: "0203" } },
      { firstPlayer: GERMAN, extra: { activation: { side: GERMAN, company: "B", hq: "chq", stage: "commands" } } },
    );
    const { state } = runAll(map, b, bombardAt(map, b, "m", { hex: "0203" }), [10, 9, 9]);
    expect(state.blocks.k!.strength).toBe(2);
  });

  it("CI 6.x Friendly Fire, ruling R10: friendly hits are bombardment hits — 2D in a town, 1D in woods", () => {
    const m2 = ciMap({ hexes: { "0303": { terrain: "town" }, "0103": { terrain: "woods" } } });
    const b = activeBattle(m2, { m: { ...mortar, at: "0205" }, s1: { kind: "us-squad", at: "0303", company: "B", platoon: 1 }, s2: { kind: "us-squad", at: "0103", company: "B", platoon: 1 }, g: target });
    const town = runAll(m2, b, bombardAt(m2, b, "m", { hex: "0203" }), [10, 9], () => "s1").state.blocks.s1!;
    expect([town.strength, town.halfHit]).toEqual([4, true]);
    const woods = runAll(m2, b, bombardAt(m2, b, "m", { hex: "0203" }), [10, 9], () => "s2").state.blocks.s2!;
    expect([woods.strength, woods.halfHit]).toEqual([3, false]);
  });

  it("CI 6.x Friendly Fire, CI 1.x Blocks: a hidden minefield next to the target counts like any block — the other side receives the same whether it is one", () => {
    const { seen, at } = ciRunner(map);
    const received = (kind: string) => {
      const b = activeBattle(map, { chq: { kind: "us-chq", at: "0000", company: "B", orientation: "face-up" }, m: mortar, s: { kind: "us-squad", at: "0303", company: "B", platoon: 1 }, x: { kind, at: "0302", company: kind === "us-squad" ? "B" : null, platoon: kind === "us-squad" ? 2 : null, attachedTo: kind === "us-squad" ? null : "B", strength: 1 }, g: target });
      const c = bombardAt(map, b, "m", { hex: "0203" });
      const answers = { [`ci-friendly-fire:${at("0203")}:1`]: "s", [`ci-friendly-fire:${at("0203")}:2`]: "s" };
      return [seen(b, c, GERMAN, [10, 10]), seen(b, c, GERMAN, [10, 10], answers)];
    };
    const mine = received("us-minefield");
    expect(mine[0]).toMatchObject({ status: "waiting", kind: "ci-friendly-fire" });
    expect(mine).toEqual(received("us-squad"));
  });
});
