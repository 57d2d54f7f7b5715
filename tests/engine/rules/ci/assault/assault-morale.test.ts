import { describe, expect, it } from "vitest";
import { ciMap, FIXTURE_NUMBERS, GERMAN, US, type BlockSpec } from "../support/fixture";
import { assaultBattle, fightAll, ofType } from "./support";

/** Germans in 0605 and 0606 assault 0505 across the 0605 hexside; the US defends it (clear, fixture map). */
const map = ciMap();
const assault = (blocks: Readonly<Record<string, BlockSpec>>, numbers = FIXTURE_NUMBERS) =>
  assaultBattle(
    map,
    { "g-phq": { side: GERMAN, kind: "ger-phq", at: "0707", company: "A", platoon: 1, orientation: "face-up", acted: true }, ...blocks },
    [{ hex: "0505", attackers: Object.keys(blocks).filter((id) => id.startsWith("g")), via: [["0605", "0505"]] }],
    { side: GERMAN, hq: "g-phq", numbers },
  );

const morale = (events: ReturnType<typeof fightAll>["events"]) => ofType(events, "assault-morale").map((e) => [e.block, e.hq, e.morale, e.die, e.disrupted]);

describe("CI 9.x Assault Morale", () => {
  it("CI 9.x Assault Morale: a unit at strength 1 checks at the start of its side's step with its own morale; failed, it is disrupted and neither fires nor retreats that round (fixture values)", () => {
    const b = assault({ "us-1": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 1 }, g1: { kind: "ger-squad", at: "0505", company: "A", platoon: 1, strength: 1 } });
    // Round 1: US morale 7 (> 6: disrupted); German morale 6 (passes), fires 9 (miss). Round 2: US 2 (passes), fires 1: the German is eliminated.
    const { events } = fightAll(map, b, [7, 6, 9, 2, 1]);
    expect(morale(events)).toEqual([
      ["us-1", null, 6, 7, true],
      ["g1", null, 6, 6, false],
      ["us-1", null, 6, 2, false],
    ]);
    expect(ofType(events, "assault-fired").map((e) => [e.block, e.dice])).toEqual([
      ["g1", [9]],
      ["us-1", [1]],
    ]);
    expect(ofType(events, "assault-ended")[0]!.winner).toBe(US);
  });

  it("CI 9.x Assault Morale: a unit above strength 1 never checks (fixture values)", () => {
    const b = assault({ "us-1": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 2 }, g1: { kind: "ger-squad", at: "0505", company: "A", platoon: 1, strength: 2 } });
    const { events } = fightAll(map, b, [1, 1]);
    expect(morale(events)).toEqual([]);
  });

  it("CI 9.x Assault Morale: the check uses the morale of a commanding HQ in the assault hex (ruling R16; fixture values)", () => {
    const b = assault({
      "us-1": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 1 },
      "us-phq": { kind: "us-phq", at: "0505", company: "B", platoon: 1 },
      g1: { kind: "ger-squad", at: "0505", company: "A", platoon: 1, strength: 1 },
    });
    // The squad rolls 7: over its own 6, at the PHQ's 7 (fixture) — it passes, and its 1 ends the assault. The PHQ,
    // not alone, checks nothing.
    const { events } = fightAll(map, b, [7, 1]);
    expect(morale(events)[0]).toEqual(["us-1", "us-phq", 7, 7, false]);
    expect(morale(events).map((m) => m[0])).not.toContain("us-phq");
  });

  it("CI 9.x Assault Morale: an HQ checks only when it is its side's only unit in the assault (fixture values)", () => {
    const b = assault({ "us-phq": { kind: "us-phq", at: "0505", company: "B", platoon: 1 }, g1: { kind: "ger-squad", at: "0505", company: "A", platoon: 1, strength: 2 } });
    // The PHQ alone rolls 8 against its 7: disrupted in round 1; the German's 1 eliminates it.
    const { events } = fightAll(map, b, [8, 1, 10]);
    expect(morale(events)[0]).toEqual(["us-phq", null, 7, 8, true]);
  });

  it("CI 9.x Assault Rounds: no attacker morale checks in round 3 (RP default; fixture values)", () => {
    const b = assault({ "us-1": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 4 }, g1: { kind: "ger-squad", at: "0505", company: "A", platoon: 1, strength: 1 } });
    // The German at 1 checks in rounds 1 and 2 (passes, misses), not in round 3, where it retreats.
    const { events } = fightAll(map, b, [10, 10, 10, 10, 1, 9, 10, 10, 10, 10, 1, 9, 10, 10, 10, 10]);
    expect(morale(events).map((m) => m[0])).toEqual(["g1", "g1"]);
    expect(ofType(events, "retreated").map((e) => e.block)).toEqual(["g1"]);
  });

  it("CI 9.x Assault Morale: the strength that checks is the battle's number (assaultMoraleStrength 2; fixture values)", () => {
    const b = assault({ "us-1": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 2 }, g1: { kind: "ger-squad", at: "0505", company: "A", platoon: 1, strength: 3 } }, { ...FIXTURE_NUMBERS, assaultMoraleStrength: 2 });
    const { events } = fightAll(map, b, [7, 1, 1, 10]);
    expect(morale(events)[0]).toEqual(["us-1", null, 6, 7, true]);
  });
});
