import { describe, expect, it } from "vitest";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { atFireCommand, atFireStateFrom, atFireView, emptyAtFire } from "../../../../../src/foundry/rulesets/pg/dialogs/at-fire-view";
import { at, battle, judged, played, unit, viewOf } from "./support";

const SOVIET = { phase: "action" as const, turn: 2, initiative: { winner: "soviet", segments: 1, rolls: [] }, impulses: { sides: ["soviet", "german"] as [string, string], active: "soviet", lead: 1, lastPass: null, over: false } };

/** The Soviet segment: a 45 mm AT gun (3-4), a tank (AT 5-5) and a rifle company at [8, 5], activated to fire; a German tank, truck and rifles nearby, a tank five hexes off. */
function ready(): PgBattle {
  const units = [
    unit("gun", "soviet", "soviet-at-gun", { hex: at(8, 5) }),
    unit("t1", "soviet", "soviet-tank", { hex: at(8, 5) }),
    unit("s1", "soviet", "soviet-infantry", { hex: at(8, 5) }),
    unit("gt", "german", "german-tank", { hex: at(10, 5) }),
    unit("gk", "german", "german-truck", { hex: at(9, 6) }),
    unit("gi", "german", "german-infantry", { hex: at(9, 5) }),
    unit("far", "german", "german-tank", { hex: at(13, 5) }),
  ];
  return played(battle(units, [], SOVIET), "soviet", { type: "activate", root: { stack: [8, 5] }, pieces: { gun: "fire", t1: "fire", s1: "fire" } });
}

const withUnit = (id: string, change: object) => (b: PgBattle): PgBattle => ({ ...b, units: new Map([...b.units].map(([k, u]) => [k, k === id ? { ...u, ...change } : u])) });

describe("PG AT fire dialog", () => {
  it("PG 11.0 offers the segment's firers with an AT value, and the enemy trucks and AFVs as targets", () => {
    const view = atFireView(viewOf(ready(), "soviet"), emptyAtFire);
    expect(view.firers.map((f) => [f.id, f.at, f.range])).toEqual([
      ["gun", 3, 4],
      ["t1", 5, 5],
    ]);
    expect(view.targets.map((t) => [t.id, t.armor])).toEqual([
      ["gt", 3],
      ["gk", null],
      ["far", 3],
    ]);
    expect(view.canSubmit).toBe(false);
  });

  it("PG 11.0, 7.33 one firer at one target goes to the referee, which rolls for it", () => {
    const state = atFireStateFrom({ firer: "gun", target: "gt" });
    const command = atFireCommand(viewOf(ready(), "soviet"), state);
    expect(command).toEqual({ type: "at-fire", firer: "gun", target: "gt" });
    expect(atFireView(viewOf(ready(), "soviet"), state).targets.find((t) => t.id === "gt")?.range).toBe(2);
    expect(judged(ready(), "soviet", command)).toEqual({ status: "dice" });
  });

  it("PG 7.32, 11.3 once a firer is chosen, the targets in its reach: within its range at its AT value, to 150% of it at half", () => {
    const gun = atFireView(viewOf(ready(), "soviet"), atFireStateFrom({ firer: "gun" }));
    expect(gun.targets.map((t) => [t.id, t.range, t.at])).toEqual([
      ["gt", 2, 3],
      ["gk", 2, 3],
      ["far", 5, 2],
    ]);
    const far = ready();
    const out: PgBattle = { ...far, units: new Map([...far.units].map(([k, u]) => [k, k === "far" ? { ...u, hex: at(15, 5) } : u])) };
    expect(atFireView(viewOf(out, "soviet"), atFireStateFrom({ firer: "gun" })).targets.map((t) => t.id)).toEqual(["gt", "gk"]);
    expect(atFireCommand(viewOf(out, "soviet"), atFireStateFrom({ firer: "gun", target: "far" }))).toBeNull();
    expect(judged(out, "soviet", { type: "at-fire", firer: "gun", target: "far" })).toMatchObject({ status: "refused", rule: "PG 11.3" });
    expect(atFireCommand(viewOf(out, "soviet"), atFireStateFrom({ firer: "t1", target: "far" }))).toEqual({ type: "at-fire", firer: "t1", target: "far" });
  });

  it("PG 11.0 infantry is no AT target; a unit not among the offered is never sent", () => {
    expect(atFireCommand(viewOf(ready(), "soviet"), atFireStateFrom({ firer: "gun", target: "gi" }))).toBeNull();
    expect(atFireCommand(viewOf(ready(), "soviet"), atFireStateFrom({ firer: "s1", target: "gt" }))).toBeNull();
  });

  it("PG 16.6 a hidden AFV is no target: the side's view does not hold it", () => {
    expect(atFireView(viewOf(withUnit("gt", { hidden: true })(ready()), "soviet"), emptyAtFire).targets.map((t) => t.id)).toEqual(["gk", "far"]);
  });

  it("PG 14.3, 7.22 a demoralized firer, or one that took opportunity fire, is not offered", () => {
    const b = ready();
    expect(atFireView(viewOf(withUnit("gun", { status: "demoralized" })(b), "soviet"), emptyAtFire).firers.map((f) => f.id)).toEqual(["t1"]);
    expect(atFireView(viewOf(withUnit("t1", { oppFire: true })(b), "soviet"), emptyAtFire).firers.map((f) => f.id)).toEqual(["gun"]);
  });
});
