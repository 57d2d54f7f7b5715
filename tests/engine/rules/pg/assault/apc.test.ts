import { describe, expect, it } from "vitest";
import { assault, inAssault, leader, ofType, run, rulesetWith, T, unit } from "./fixtures";

const R = rulesetWith("1");
/** The Soviet APC `a` (direct fire 1) with rifles `i` aboard (PG 5.6), and its leader `l`, entered T this segment where the German INF g is. */
const carrierIn = () =>
  inAssault(
    [unit("a", "soviet", "soviet-apc", T, { carrying: "i" } as never), unit("i", "soviet", "soviet-infantry", T, { carriedBy: "a" }), unit("g", "german", "german-infantry", T)],
    [leader("l", "soviet", T)],
    { a: { ledBy: "l", hexesEntered: 1 }, i: { ledBy: "l", hexesEntered: 1 }, l: { hexesEntered: 1 } },
    [T],
  );

describe("PG 5.67, 12.4 an APC's assault (plan example E6)", () => {
  it("PG 5.67 loaded APC assaults with its own fire: the rifles aboard do not fire", () => {
    const r = run(R, carrierIn(), assault(T, ["a"], ["l"]), [6, 6, ...Array(10).fill(6)]);
    expect(r.result.status).toBe("done");
    const [attack] = ofType(r, "fire-resolved");
    expect(attack).toMatchObject({ side: "soviet", firers: ["a"] });
    expect(run(R, carrierIn(), assault(T, ["a", "i"], ["l"])).result).toMatchObject({ status: "refused", rule: "PG 5.67" });
  });
});
