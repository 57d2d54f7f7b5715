import { describe, expect, it } from "vitest";
import { inf, leader as iaLeader } from "../../../../fixtures/ia-battle";
import { assault as iaAssault, at as iaAt, inAssault as iaInAssault, ofType as iaOfType, run as iaRun } from "../../ia/assault/support";
import { assault, inAssault, leader, ofType, run, rulesetWith, TOWN, unit } from "../../pg/assault/fixtures";

/** Each side's Assault Table roll: both no effect in either game's fixture table. */
const QUIET = [6, 6];

describe("E21: the town's −2 in an assault is the attacker's alone (series/assault/columns.ts)", () => {
  it("PG 12.41 / IA1 12.31 town −2 to the attacker only", () => {
    // PG 12.41's example: the Axis (here the Soviets, the active side) attack in a town assault hex.
    const pg = inAssault([unit("i", "soviet", "soviet-infantry", TOWN), unit("g", "german", "german-infantry", TOWN)], [leader("l", "soviet", TOWN)], { i: { ledBy: "l", hexesEntered: 1 }, l: { hexesEntered: 1 } }, [TOWN]);
    const [pgAttack, pgDefence] = ofType(run(rulesetWith("1"), pg, assault(TOWN, ["i"], ["l"]), QUIET), "fire-resolved");
    const town = iaAt(0, 5);
    const ia = iaInAssault([inf("g1", "G", town), inf("r1", "R", town)], [iaLeader("capt", "G", town)], { g1: { ledBy: "capt", hexesEntered: 1 }, capt: { hexesEntered: 1 } }, "G", { assaultsOwed: [town] });
    const [iaAttack, iaDefence] = iaOfType(iaRun(ia, iaAssault(town, ["g1"], { leaders: ["capt"] }), QUIET), "fire-resolved");
    for (const [attack, defence, game] of [[pgAttack, pgDefence, "PG"], [iaAttack, iaDefence, "IA1"]] as const) {
      expect(attack!.trace.find((t) => t.id === "terrain.town"), game).toMatchObject({ value: -2 });
      expect(defence!.trace.some((t) => t.id === "terrain.town"), game).toBe(false);
    }
    expect(pgAttack!.trace.find((t) => t.id === "terrain.town")!.rule).toMatch(/12\.41$/);
    expect(iaAttack!.trace.find((t) => t.id === "terrain.town")!.rule).toBe("IA1 12.31");
  });
});
