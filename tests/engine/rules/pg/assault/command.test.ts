import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { assault, inAssault, leader, ofType, run, rulesetWith, T, unit } from "./fixtures";

const R = rulesetWith("1");
const QUIET = [6, 6];
const soviets = () => [unit("i", "soviet", "soviet-infantry", T), unit("j", "soviet", "soviet-infantry", T)];
/** The Soviets' i and j (and leader l) entered T this segment, where the German INF g is: the assault is owed. */
const owed = (germans = [unit("g", "german", "german-infantry", T)]) =>
  inAssault([...soviets(), ...germans], [leader("l", "soviet", T)], { i: { ledBy: "l", hexesEntered: 1 }, j: { ledBy: "l", hexesEntered: 1 }, l: { hexesEntered: 1 } }, [T]);

describe("PG 12.2, 12.3, 12.13 who attacks", () => {
  it("PG 12.2 a required assault is fought by every unit of the side in the hex", () => {
    expect(run(R, owed(), assault(T, ["i"], ["l"])).result).toMatchObject({ status: "refused", rule: "PG 12.2" });
    const r = run(R, owed(), assault(T, ["i", "j"], ["l"]), QUIET);
    expect(ofType(r, "assault-declared")).toEqual([{ type: "assault-declared", side: "soviet", at: T, units: ["i", "j"], leaders: ["l"], required: true, firstFire: [], rule: "PG 12.2" }]);
  });

  it("PG 12.3 an optional assault: some units attack, every enemy unit defends; 7.63 (ruling N4) an active unit that stays out takes no step loss but checks M2", () => {
    const b = inAssault(
      [...soviets(), unit("g", "german", "german-infantry", T), unit("g2", "german", "german-infantry", T)],
      [leader("l", "soviet", T)],
      { i: { ledBy: "l" }, j: { ledBy: "l" }, l: {} },
    );
    const r = run(R, b, assault(T, ["i"], ["l"]), [6, 1, ...Array(20).fill(1)]);
    const [, defence] = ofType(r, "fire-resolved");
    expect(defence!.firers).toEqual(["g", "g2"]);
    expect(defence!.results.map((x) => x.piece)).toEqual(["i", "j", "l"]);
    expect(ofType(r, "loss-allocated").map((e) => e.unit)).toEqual(["i"]);
    expect(ofType(r, "morale-checked").map((e) => e.piece)).toContain("j");
    expect(ofType(r, "assault-declared")[0]).toMatchObject({ required: false, rule: "PG 12.3" });
  });

  it("PG 12.13 a demoralized unit may not attack", () => {
    const b = inAssault([unit("i", "soviet", "soviet-infantry", T, { status: "demoralized" }), unit("g", "german", "german-infantry", T)], [], { i: {} });
    expect(run(R, b, assault(T, ["i"])).result).toMatchObject({ status: "refused", rule: "PG 12.13" });
  });

  it("PG 12.51 a unit that began the segment in the hex under a leader outside it may not attack", () => {
    const b = inAssault([unit("i", "soviet", "soviet-infantry", T), unit("g", "german", "german-infantry", T)], [leader("l", "soviet", T + 1)], { i: { ledBy: "l" }, l: {} });
    expect(run(R, b, assault(T, ["i"])).result).toMatchObject({ status: "refused", rule: "PG 12.51" });
  });

  it("PG 12.3 a unit under a MOVED/FIRED marker may defend but not attack", () => {
    const b = inAssault([unit("i", "soviet", "soviet-infantry", T, { movedFired: true }), unit("g", "german", "german-infantry", T)], [], { i: {} });
    expect(run(R, b, assault(T, ["i"])).result).toMatchObject({ status: "refused", rule: "PG 12.3" });
  });
});

describe("PG 12.0, 16.6 refusals and what they tell", () => {
  it("PG 16.6 a hex holding only hidden enemy units is refused exactly as an empty one, and nothing is revealed", () => {
    const hidden = inAssault([unit("i", "soviet", "soviet-infantry", T), unit("g", "german", "german-infantry", T, { hidden: true })], [], { i: {} });
    const empty = inAssault([unit("i", "soviet", "soviet-infantry", T)], [], { i: {} });
    const a = run(R, hidden, assault(T, ["i"])).result;
    const b = run(R, empty, assault(T, ["i"])).result;
    expect(a).toMatchObject({ status: "refused", rule: "PG 12.0" });
    expect(a).toEqual(b);
  });

  it("PG 12.0–12.51 a refused assault leaves the state unchanged and names a PG rule (property)", { timeout: 60_000 }, () => {
    const ids = ["i", "j", "l", "g", "x"];
    fc.assert(
      fc.property(
        fc.subarray(ids),
        fc.subarray(ids),
        fc.constantFrom(T, T + 1),
        fc.boolean(),
        (units, leaders, hex, required) => {
          const b = required ? owed() : inAssault([...soviets(), unit("g", "german", "german-infantry", T)], [leader("l", "soviet", T)], { i: { ledBy: "l" }, l: {} });
          const before = structuredClone(b);
          const r = run(R, b, assault(hex, units, leaders), [...QUIET, ...Array(20).fill(1)]).result;
          expect(b).toEqual(before);
          // A PG rule, or the command door's refusal of a piece that is none of the side's.
          if (r.status === "refused") expect(r.rule).toMatch(/^(PG \d|engine$)/);
        },
      ),
      { numRuns: 60 },
    );
  });
});
