import { describe, expect, it } from "vitest";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { actionEnabled } from "../../../../../src/foundry/applications/tracker/tracker-view";
import { pgCombat } from "../../../../../src/foundry/rulesets/pg/combat";
import type { PgTableGame } from "../../../../../src/foundry/rulesets/pg/table-game";
import { pgTracker } from "../../../../../src/foundry/rulesets/pg/tracker";
import { at, battle, played, side, unit } from "./support";

/** The battle Combat's data every page holds for `b`. */
const data = (b: PgBattle) => pgCombat({ id: "b", state: b } as unknown as PgTableGame, false);
/** The tracker's buttons enabled for a player of `side`. */
const enabled = (b: PgBattle, s: string) => pgTracker.buttons.filter((button) => actionEnabled(button.action, data(b), { sides: [s] }, pgTracker)).map((button) => button.action);

const units = [unit("t1", "soviet", "soviet-tank", { hex: at(8, 8) }), unit("i1", "soviet", "soviet-infantry", { hex: at(8, 8) }), unit("gi", "german", "german-infantry", { hex: at(2, 2) })];
const setUp = battle(units, [], { sides: [side("german"), side("soviet", { tankLeaders: 1 })] });
const action = (segments: number, lead = segments): PgBattle => ({
  ...setUp,
  phase: "action",
  tankLeaders: { soviet: [] },
  initiative: { winner: "soviet", segments, rolls: [] },
  impulses: { sides: ["soviet", "german"], active: "soviet", lead, lastPass: null, over: false },
});

describe("PG tracker", () => {
  it("PG 3.0, 6.8, 16.7, 6.9 the set-up dialogs before the first initiative roll, then no more", () => {
    expect(enabled(setUp, "soviet")).toEqual(["tankLeaders", "minefields", "cavalryLeaders", "rollInitiative"]);
    expect(enabled(action(1), "soviet")).not.toContain("tankLeaders");
  });

  it("PG 17.2 saving a segment is offered the winner of three or more, before the first of them", () => {
    expect(enabled(action(3), "soviet")).toEqual(["activate", "offboardFire", "airAttack", "saveSegment", "pass"]);
    expect(enabled(action(2), "soviet")).toEqual(["activate", "offboardFire", "airAttack", "pass"]);
    expect(enabled(action(3, 2), "soviet")).toEqual(["activate", "offboardFire", "airAttack", "pass"]);
  });

  it("PG 3.13 fire, AT fire and bombardment while the segment has pieces designated to fire; the pieces' actions while it has pieces to move", () => {
    const firing = played(action(1), "soviet", { type: "activate", root: { stack: [8, 8] }, pieces: { t1: "fire", i1: "move" } });
    expect(enabled(firing, "soviet")).toEqual(["fire", "atFire", "bombard", "assault", "pieceAction", "endActivation"]);
    const moving = played(action(1), "soviet", { type: "activate", root: { stack: [8, 8] }, pieces: { t1: "move", i1: "move" } });
    expect(enabled(moving, "soviet")).toEqual(["assault", "pieceAction", "endActivation"]);
  });
});
