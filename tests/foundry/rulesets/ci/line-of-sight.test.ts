import { describe, expect, it } from "vitest";
import { ciSideView } from "../../../../src/engine/rules/ci/view/side-view";
import { ciLineOfSight } from "../../../../src/foundry/rulesets/ci/canvas-queries";
import { ciBattle, ciMap, offsetOf, US } from "../../../engine/rules/ci/support/fixture";

const map = ciMap({ hexes: { "0505": { terrain: "woods" } } });

describe("the LOS tool at a Combat Infantry table", () => {
  it("CI 6.x Line of Sight: a line crossing woods is blocked there; a clear line is seen, its hexes drawn end to end", () => {
    const b = ciBattle(map, { blocks: { s: { kind: "us-squad", at: "0503", company: "B", platoon: 1 } } });
    const blocked = ciLineOfSight(ciSideView(b, US), map, US, offsetOf("0504"), offsetOf("0506"));
    // The woods hex's hexside with the firer's hex is woods (ruling R28: the most restrictive): it blocks there.
    expect(blocked).toMatchObject({ spotted: false, reason: "blocked", range: 2, sides: [{ clear: false, blocked: { hex: offsetOf("0504"), rule: "CI 6.x Line of Sight" } }] });
    expect(blocked.sides[0]!.blocked!.label).toMatch(/woods/);
    const clear = ciLineOfSight(ciSideView(b, US), map, US, offsetOf("0203"), offsetOf("0206"));
    expect(clear).toMatchObject({ spotted: true, reason: "spotted", range: 3, trace: [] });
    expect(clear.sides[0]!.hexes[0]).toEqual(offsetOf("0203"));
    expect(clear.sides[0]!.hexes.at(-1)).toEqual(offsetOf("0206"));
  });

  it("CI 6.x Line of Sight: a side's own units in the way are seen through but not fired through; the other side's hidden blocks never block", () => {
    const b = ciBattle(map, {
      blocks: { s: { kind: "us-squad", at: "0204", company: "B", platoon: 1 }, g: { kind: "ger-squad", at: "0909" } },
    });
    // The American squad (hidden) stands between 0203 and 0205: the Americans see but may not fire; to the Germans it is an enemy.
    const us = ciLineOfSight(ciSideView(b, US), map, US, offsetOf("0203"), offsetOf("0205"));
    expect(us).toMatchObject({ spotted: true, trace: [{ label: "friendly units in the way: no fire" }] });
    const ger = ciLineOfSight(ciSideView(b, "german"), map, "german", offsetOf("0203"), offsetOf("0205"));
    expect(ger).toMatchObject({ spotted: true, trace: [] });
  });
});
