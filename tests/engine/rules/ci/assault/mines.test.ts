import { describe, expect, it } from "vitest";
import { ciMap, GERMAN, US, type BlockSpec } from "../support/fixture";
import { answering, assaultBattle, fightAll, ofType } from "./support";

const map = ciMap();

/** US units assault 0505 from 0605: a German minefield there, with whatever else is given. */
const battle = (blocks: Readonly<Record<string, BlockSpec>>) =>
  assaultBattle(
    map,
    { "us-phq": { kind: "us-phq", at: "1010", company: "B", platoon: 1, orientation: "face-up", acted: true }, m1: { kind: "ger-minefield", at: "0505" }, ...blocks },
    [{ hex: "0505", attackers: Object.keys(blocks).filter((id) => id.startsWith("us")), via: [["0605", "0505"]] }],
    { side: US, hq: "us-phq", company: "B" },
  );

describe("CI 7.x Mines in assaults", () => {
  it("CI 7.x Mines: an attacker's 9s and 10s are hits on itself while a minefield defends the hex, never hits on the enemy (ruling R19; fixture values)", () => {
    const b = battle({ "us-1": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 3 }, g1: { side: GERMAN, kind: "ger-squad", at: "0505", company: "A", platoon: 1, strength: 3 } });
    // Round 1: the German misses (10 10 10); the US squad rolls 1 9 10 at F3: one hit (on the German, the strongest), two on itself.
    const { state, events } = fightAll(map, b, [10, 10, 10, 1, 9, 10, 1, 10, 10, 1, 1]);
    const fired = ofType(events, "assault-fired").find((e) => e.block === "us-1")!;
    expect([fired.F, fired.dice, fired.hits, fired.friendly]).toEqual([3, [1, 9, 10], 1, 2]);
    expect(ofType(events, "hits-taken").slice(0, 2).map((e) => [e.block, e.strength])).toEqual([
      ["g1", 2],
      ["us-1", 1],
    ]);
    // The minefield never fires nor checks morale.
    expect(ofType(events, "assault-fired").map((e) => e.block)).not.toContain("m1");
    expect(ofType(events, "assault-morale").map((e) => e.block)).not.toContain("m1");
    expect(state.blocks.m1!.status).toBe("on-map");
  });

  it("CI 7.x Mines: the defenders' fire has no friendly hits; a minefield dies of one hit in an assault, whatever its steps (fixture values)", () => {
    const b = battle({ "us-1": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 2 } });
    const strong = { ...b, blocks: { ...b.blocks, m1: { ...b.blocks.m1!, strength: 2 } } };
    // The minefield never acts; the US squad rolls 2 3: its first hit kills the minefield, the second is wasted.
    const { state, events } = fightAll(map, strong, [2, 3]);
    expect(ofType(events, "eliminated")).toEqual([expect.objectContaining({ block: "m1", to: US, vp: 1, rule: "CI 7.x Mines" })]);
    expect(state.blocks["us-1"]!.strength).toBe(2);
    expect(ofType(events, "assault-ended")[0]!.winner).toBe(US);
  });

  it('CI 7.x Mines: the engineer example "?, 0" — an assaulting engineer targets the minefield at double F: its hit eliminates the mine, its 0 is one hit on itself; its 9 is no friendly hit (fixture values)', () => {
    const b = battle({ "us-eng": { kind: "us-engineer", at: "0505", company: "B", strength: 3 } });
    const { state, events, asked } = fightAll(map, b, [9, 4, 10], answering({ "ci-assault-action:0:1:us-eng": { target: "m1" } }));
    expect(asked.find((r) => r.kind === "ci-assault-action")!.options).toEqual(["fire", { target: "m1" }, "retreat"]);
    const fired = ofType(events, "assault-fired")[0]!;
    expect([fired.F, fired.dice, fired.hits, fired.friendly, fired.target, fired.rule]).toEqual([6, [9, 4, 10], 1, 1, "m1", "CI 7.x Mines"]);
    expect(state.blocks.m1!.status).toBe("eliminated");
    expect(state.blocks["us-eng"]!.strength).toBe(2);
    expect(ofType(events, "assault-ended")[0]!.winner).toBe(US);
  });

  it("CI 7.x Mines: a minefield that holds its hex stays face-up; the defenders that had not acted stand upright (fixture values)", () => {
    const b = battle({ "us-1": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 1 }, g1: { side: GERMAN, kind: "ger-squad", at: "0505", company: "A", platoon: 1, strength: 3 } });
    // Round 1: the German's 1 eliminates the attacker.
    const { state, events } = fightAll(map, b, [1, 10, 10]);
    expect(ofType(events, "assault-ended")[0]!.winner).toBe(GERMAN);
    expect(ofType(events, "concealed").map((e) => e.block)).toEqual(["g1"]);
    expect(state.blocks.m1!.orientation).toBe("face-up");
    expect(state.blocks.g1!.orientation).toBe("upright");
  });
});
