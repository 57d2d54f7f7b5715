import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planAtShot, type AtShotInput, type AtShotPlan } from "../../../../../src/engine/rules/pg/at/at-fire";
import { counter, counterType, shot, table } from "./fixtures";

function plan(input: AtShotInput): AtShotPlan {
  const p = planAtShot(table, input);
  if (!p.allowed) throw new Error(`refused by ${p.rule}: ${p.reason}`);
  return p;
}
/** A firer's side with AT value `strength`-`range`. */
const atFace = (strength: number, range: number): AtShotInput["firer"] => ({ direct: null, bombardment: null, at: { strength, range }, movement: 6 });

describe("PG 14.3, 13.23 a demoralized unit may not AT-fire", () => {
  it("PG 14.3 a demoralized firer is refused, naming 14.3", () => {
    expect(planAtShot(table, shot({ firerStatus: "demoralized" }))).toEqual({ allowed: false, rule: "14.3", reason: "firer-demoralized" });
  });
  it("PG 14.3 not even inside an assault hex: defending against assault is assault combat, not AT fire", () => {
    const inAssault = shot({ firerStatus: "demoralized", firerInAssaultHex: true, targetInAssaultHex: true, distance: 0 });
    expect(planAtShot(table, inAssault)).toMatchObject({ allowed: false, rule: "14.3" });
  });
  it("PG 14.3 good order and disrupted firers are not refused for their status", () => {
    for (const firerStatus of ["good-order", "disrupted"] as const) expect(planAtShot(table, shot({ firerStatus })).allowed, firerStatus).toBe(true);
  });
});

describe("PG 14.2, 13.23 a disrupted unit AT-fires at half its value", () => {
  it("PG 14.2 AT 5 fires as 3 (1.2 rounds up), and the plan says 14.2 halved it", () => {
    const p = plan(shot({ firerStatus: "disrupted" }));
    const printed = counterType("tank-5-5").faces.full.antiTankFire!.strength;
    expect(p.at).toEqual({ printed: printed.value, provenance: printed.provenance, value: 3, rule: "11.1", disrupted: "14.2" });
    expect(p.added).toBe(2);
  });
  it("PG 14.2 a good-order firer, stated or not, fires its full value with no 14.2 mark", () => {
    for (const p of [plan(shot({ firerStatus: "good-order" })), plan(shot())]) expect([p.at.value, p.at.disrupted]).toEqual([5, undefined]);
  });
  it("PG 14.2, 11.3 at increased range a disrupted AT 5 fires as 2: a quarter, rounded up once (1.2)", () => {
    const p = plan(shot({ firerStatus: "disrupted", distance: 7 }));
    expect([p.at.value, p.at.rule, p.at.disrupted]).toEqual([2, "11.3", "14.2"]);
  });
  it("PG 14.2, 11.3, 1.2 both halvings give the printed value quartered and rounded up, for every value and range", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), fc.integer({ min: 2, max: 8 }), (strength, range) => {
        const p = plan(shot({ firer: atFace(strength, range), firerStatus: "disrupted", distance: range + 1 }));
        expect(p.at.value).toBe(Math.ceil(strength / 4));
      }),
    );
  });
  it("PG 14.2 an AT value of 0 or less is not raised by halving: 0 and −1 fire as printed", () => {
    expect(plan(shot({ firer: counter("tank-at-0").full, firerStatus: "disrupted" })).at.value).toBe(0);
    expect(plan(shot({ firer: counter("tank-at-minus-1").full, firerStatus: "disrupted" })).at.value).toBe(-1);
  });
  it("PG 14.2 an AT value of 1 halves to 1 (1.2: ½ rounds up)", () => {
    expect(plan(shot({ firer: atFace(1, 3), firerStatus: "disrupted" })).at.value).toBe(1);
  });
});
