import { describe, expect, it } from "vitest";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { localizeAll } from "../../../../../src/foundry/i18n";
import { cavalryLeaderCandidates, cavalryLeaderCommand, cavalryLeaderStateFrom, cavalryLeaderView, emptyCavalryLeaders } from "../../../../../src/foundry/rulesets/pg/dialogs/cavalry-leaders-view";
import { enI18n } from "../../../../support/i18n";
import { at, battle, judged, leader, played, unit, viewOf } from "./support";

/** Set-up (turn 1, no initiative yet): a Soviet cavalry squadron (a rifle counter as cavalry) unless `cavalry` is false, Kapitan Orlov, Lt. Petrov and a Kommissar; a German leader. */
function setUp(cavalry = true, over: Partial<PgBattle> = {}): PgBattle {
  const rifles = unit("c", "soviet", "soviet-infantry", { hex: at(8, 8) });
  const units = [cavalry ? { ...rifles, kind: "cavalry" as const } : rifles, unit("gi", "german", "german-infantry", { hex: at(2, 2) })];
  return battle(units, [leader("kap", "soviet", at(8, 8)), leader("pet", "soviet", at(8, 9)), leader("kom", "soviet", at(8, 8), "kommissar"), leader("ger", "german", at(2, 2))], over);
}

const ticked = (b: PgBattle, ids: string[]) => cavalryLeaderStateFrom(Object.fromEntries(["kap", "pet", "kom"].map((id) => [`leader.${id}`, ids.includes(id)])), emptyCavalryLeaders, viewOf(b, "soviet"));

describe("PG Cavalry leaders dialog", () => {
  it("PG 6.9 offers the side's regular leaders, no Kommissar (6.6) and no leader of another side", () => {
    expect(cavalryLeaderCandidates(viewOf(setUp(), "soviet")).map((l) => l.id)).toEqual(["kap", "pet"]);
  });

  it("PG 6.9 the leaders ticked go to the referee, which makes them cavalry leaders and the rest regular", () => {
    const command = cavalryLeaderCommand(viewOf(setUp(), "soviet"), ticked(setUp(), ["pet", "kom"]));
    expect(command).toEqual({ type: "designate-cavalry-leaders", leaders: ["pet"] });
    const after = played(setUp(), "soviet", command!);
    expect([after.leaders.get("kap")!.kind, after.leaders.get("pet")!.kind]).toEqual(["regular", "cavalry"]);
    // Public: the dialog opens again on the designation as it stands, and the other side's view shows it too.
    expect(cavalryLeaderView(viewOf(after, "soviet"), emptyCavalryLeaders).leaders.map((l) => [l.id, l.checked])).toEqual([
      ["kap", false],
      ["pet", true],
    ]);
    expect(viewOf(after, "german").battle.leaders.get("pet")!.kind).toBe("cavalry");
  });

  it("PG 6.9 only in a scenario with cavalry units: the dialog says so and sends nothing; the referee refuses", () => {
    const view = localizeAll(cavalryLeaderView(viewOf(setUp(false), "soviet"), ticked(setUp(false), ["kap"])), enI18n);
    expect(view).toMatchObject({ none: "This scenario has no cavalry units.", canSubmit: false });
    expect(judged(setUp(false), "soviet", { type: "designate-cavalry-leaders", leaders: ["kap"] })).toMatchObject({ status: "refused", rule: "PG 6.9" });
  });

  it("PG 3.0, 6.9 only before the first initiative roll", () => {
    const rolled = setUp(true, { phase: "action", turn: 2, initiative: { winner: "soviet", segments: 1, rolls: [] } });
    expect(cavalryLeaderCommand(viewOf(rolled, "soviet"), ticked(rolled, ["kap"]))).toBeNull();
    expect(localizeAll(cavalryLeaderView(viewOf(rolled, "soviet"), emptyCavalryLeaders), enI18n).none).toBe("Cavalry leaders are designated before the first initiative roll.");
    expect(judged(rolled, "soviet", { type: "designate-cavalry-leaders", leaders: ["kap"] })).toMatchObject({ status: "refused", rule: "PG 6.9" });
  });
});
