import { describe, expect, it } from "vitest";
import { ciMap, GERMAN, offsetOf, US, type BlockSpec } from "../support/fixture";
import { answering, assaultBattle, fightAll, ofType } from "./support";

const HQ: Readonly<Record<string, BlockSpec>> = { "g-phq": { side: GERMAN, kind: "ger-phq", at: "1010", company: "A", platoon: 1, orientation: "face-up", acted: true } };

/** Germans assault `hex` from `from`; every block given stands where it says. */
function battle(map: ReturnType<typeof ciMap>, blocks: Readonly<Record<string, BlockSpec>>, hex = "0505", from = "0605") {
  const attackers = Object.keys(blocks).filter((id) => blocks[id]!.at === hex && (blocks[id]!.side ?? GERMAN) === GERMAN && id.startsWith("g"));
  return assaultBattle(map, { ...HQ, ...blocks }, [{ hex, attackers, via: [[from, hex]] }], { side: GERMAN, hq: "g-phq" });
}

const MISS = 10;
const misses = (n: number) => Array<number>(n).fill(MISS);

describe("CI 9.x Assault Retreats", () => {
  const map = ciMap();
  const at = (label: string) => map.indexOfOffset(...offsetOf(label));

  it("CI 9.x Assault Rounds: a defender may not retreat in round 1 (RP default); from round 2 it may, through any hexside no attacker entered by (ruling R18; fixture values)", () => {
    const b = battle(map, { "us-1": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 4 }, g1: { kind: "ger-squad", at: "0505", company: "A", platoon: 1, strength: 3 } });
    const { state, events, asked } = fightAll(map, b, misses(7), answering({ "ci-assault-action:0:2:us-1": "retreat", "ci-retreat:0:2:us-1": at("0406") }));
    expect(asked.filter((r) => r.id === "ci-assault-action:0:1:us-1")).toEqual([]);
    expect(asked.find((r) => r.id === "ci-assault-action:0:2:us-1")!.options).toEqual(["fire", "retreat"]);
    // Every adjacent hex but 0605, the hexside the German came in by.
    expect(asked.find((r) => r.kind === "ci-retreat")!.options).toEqual(["0606", "0504", "0405", "0406", "0506"].map(at));
    expect(ofType(events, "retreated")).toEqual([expect.objectContaining({ block: "us-1", from: at("0505"), to: at("0406") })]);
    expect(state.blocks["us-1"]!.hex).toBe(at("0406"));
    expect(ofType(events, "assault-ended")[0]!.winner).toBe(GERMAN);
  });

  it("CI 9.x Assault Retreats: an attacker retreats back through a hexside the attackers entered by or into an adjacent friendly-occupied hex (fixture values)", () => {
    const b = battle(map, {
      "us-1": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 4 },
      g1: { kind: "ger-squad", at: "0505", company: "A", platoon: 1, strength: 3 },
      g3: { kind: "ger-squad", at: "0606", company: "A", platoon: 2 },
    });
    const { state, asked } = fightAll(map, b, misses(4), answering({ "ci-assault-action:0:1:g1": "retreat", "ci-retreat:0:1:g1": at("0606") }));
    expect(asked.find((r) => r.id === "ci-assault-action:0:1:g1")!.options).toEqual(["fire", "retreat"]);
    expect(asked.find((r) => r.kind === "ci-retreat")!.options).toEqual([at("0606"), at("0605")]);
    expect(state.blocks.g1!.hex).toBe(at("0606"));
  });

  it("CI 9.x Assault Rounds: attackers must retreat in round 3 — no choice of fire (fixture values)", () => {
    const b = battle(map, { "us-1": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 2 }, g1: { kind: "ger-squad", at: "0505", company: "A", platoon: 1, strength: 2 } });
    const { state, events, asked } = fightAll(map, b, misses(10));
    expect(asked.filter((r) => r.id.startsWith("ci-assault-action:0:3:g1"))).toEqual([]);
    expect(ofType(events, "assault-fired").filter((e) => e.block === "g1")).toHaveLength(2);
    expect(state.blocks.g1!.hex).toBe(at("0605"));
    expect(ofType(events, "assault-ended")[0]!.winner).toBe(US);
  });

  it("CI 9.x Assault Retreats: with no legal hex — its way back enemy-controlled, no friendly hex beside — a retreating unit is eliminated, a VP to the enemy (fixture values)", () => {
    const b = battle(map, {
      "us-1": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 2 },
      "us-2": { kind: "us-squad", at: "0604", company: "B", platoon: 1 },
      g1: { kind: "ger-squad", at: "0505", company: "A", platoon: 1, strength: 2 },
    });
    const { state, events } = fightAll(map, b, misses(10));
    expect(ofType(events, "eliminated")).toEqual([expect.objectContaining({ block: "g1", to: US, vp: 1, rule: "CI 9.x Assault Retreats" })]);
    expect(state.vp[US]).toBe(1);
    expect(ofType(events, "retreated")).toEqual([]);
  });

  it("CI 9.x Assault Retreats: a unit may retreat off the map: removed, no VP (fixture values)", () => {
    const b = battle(map, { "us-1": { kind: "us-squad", at: "0000", company: "B", platoon: 1, strength: 4 }, g1: { kind: "ger-squad", at: "0000", company: "A", platoon: 1, strength: 3 } }, "0000", "0100");
    const { state, events, asked } = fightAll(map, b, misses(7), answering({ "ci-assault-action:0:2:us-1": "retreat", "ci-retreat-off-map:0:2:us-1": true }));
    expect(asked.find((r) => r.kind === "ci-retreat-off-map")!.options).toEqual([false, true]);
    expect(ofType(events, "retreated")).toEqual([expect.objectContaining({ block: "us-1", to: null })]);
    expect(state.blocks["us-1"]!.status).toBe("left");
    expect(state.vp).toEqual({});
  });

  it("CI 9.x Assault Retreats: the hexside limits for retreats are the assault limits, per round (fixture values)", () => {
    // 0505 is hedged but for the hexside the Germans came in by and a woods hexside to 0406 (assault limit 1, fixture).
    const walled = ciMap({
      hexsides: [
        ["0505", "0606", ["hedge"]],
        ["0505", "0504", ["hedge"]],
        ["0505", "0405", ["hedge"]],
        ["0505", "0506", ["hedge"]],
        ["0505", "0406", ["ht-woods"]],
      ],
    });
    const b = battle(walled, {
      "us-1": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 2 },
      "us-2": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 2 },
      g1: { kind: "ger-squad", at: "0505", company: "A", platoon: 1, strength: 3 },
    });
    const { events, asked } = fightAll(walled, b, misses(15), answering({ "ci-assault-action:0:2:us-1": "retreat", "ci-assault-action:0:3:us-2": "retreat" }));
    // Round 2: us-1 takes the one way out; us-2 may only fire. Round 3: the way is open again.
    expect(asked.map((r) => r.id).filter((id) => id.includes("us-2"))).toEqual(["ci-assault-action:0:3:us-2"]);
    expect(ofType(events, "retreated").map((e) => [e.block, e.to])).toEqual([
      ["us-1", map.indexOfOffset(4, 6)],
      ["us-2", map.indexOfOffset(4, 6)],
    ]);
  });
});
