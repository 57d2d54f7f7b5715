import { describe, expect, it } from "vitest";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { localizeAll } from "../../../../../src/foundry/i18n";
import { emptyTankLeaders, tankLeaderAfvs, tankLeaderCommand, tankLeaderStateFrom, tankLeaderView } from "../../../../../src/foundry/rulesets/pg/dialogs/tank-leaders-view";
import { enI18n } from "../../../../support/i18n";
import { at, battle, judged, played, side, unit, viewOf } from "./support";

/** Set-up (turn 1, no initiative yet) of 1942: the Soviets have `count` tank leaders for two tanks; a rifle company; a German tank. */
function setUp(count = 2, over: Partial<PgBattle> = {}): PgBattle {
  const units = [
    unit("t1", "soviet", "soviet-tank", { hex: at(8, 8) }),
    unit("t2", "soviet", "soviet-tank", { hex: at(8, 9) }),
    unit("i", "soviet", "soviet-infantry", { hex: at(9, 9) }),
    unit("pz", "german", "german-tank", { hex: at(2, 2) }),
  ];
  return battle(units, [], { sides: [side("german"), side("soviet", { tankLeaders: count })], ...over });
}

const ticked = (b: PgBattle, ids: string[]) => tankLeaderStateFrom(Object.fromEntries(["t1", "t2", "i"].map((id) => [`afv.${id}`, ids.includes(id)])), emptyTankLeaders, viewOf(b, "soviet"));

describe("PG Tank leaders dialog", () => {
  it("PG 6.8 offers the side's AFVs that may take a tank leader, none of its other units", () => {
    expect(tankLeaderAfvs(viewOf(setUp(), "soviet")).map((u) => u.id)).toEqual(["t1", "t2"]);
    expect(tankLeaderView(viewOf(setUp(), "soviet"), emptyTankLeaders)).toMatchObject({ count: 2, canSubmit: true });
  });

  it("PG 6.8 the AFVs ticked go to the referee, which records them", () => {
    const command = tankLeaderCommand(viewOf(setUp(), "soviet"), ticked(setUp(), ["t1", "t2", "i"]));
    expect(command).toEqual({ type: "assign-tank-leaders", units: ["t1", "t2"] });
    expect(played(setUp(), "soviet", command!).tankLeaders).toEqual({ soviet: ["t1", "t2"] });
  });

  it("PG 6.8 no more AFVs than the scenario's tank leaders: the dialog says so and sends nothing", () => {
    const view = localizeAll(tankLeaderView(viewOf(setUp(1), "soviet"), ticked(setUp(1), ["t1", "t2"])), enI18n);
    expect(view).toMatchObject({ tooMany: "At most 1 AFV(s).", canSubmit: false });
    expect(judged(setUp(1), "soviet", { type: "assign-tank-leaders", units: ["t1", "t2"] })).toMatchObject({ status: "refused", rule: "PG 6.8" });
  });

  it("PG 6.8 the side's own assignment shows ticked when the dialog opens again; the other side's view does not hold it", () => {
    const assigned = played(setUp(), "soviet", { type: "assign-tank-leaders", units: ["t2"] });
    expect(tankLeaderView(viewOf(assigned, "soviet"), emptyTankLeaders).afvs.map((a) => [a.id, a.checked])).toEqual([
      ["t1", false],
      ["t2", true],
    ]);
    expect(viewOf(assigned, "german").battle.tankLeaders).toEqual({});
  });

  it("PG 3.0, 6.8 only before the first initiative roll", () => {
    const rolled = setUp(2, { phase: "action", initiative: { winner: "soviet", segments: 1, rolls: [] } });
    expect(tankLeaderCommand(viewOf(rolled, "soviet"), ticked(rolled, ["t1"]))).toBeNull();
    expect(localizeAll(tankLeaderView(viewOf(rolled, "soviet"), emptyTankLeaders), enI18n).none).toBe("Tank leaders are assigned before the first initiative roll.");
  });
});
