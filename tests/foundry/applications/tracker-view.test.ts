import { describe, expect, it } from "vitest";
import { localizeAll } from "../../../src/foundry/i18n";
import { actionEnabled, trackerRequest, trackerView, type BattleCombatData } from "../../../src/foundry/applications/tracker/tracker-view";
import { iaCombat } from "../../../src/foundry/rulesets/ia/combat";
import { iaTracker } from "../../../src/foundry/rulesets/ia/tracker";
import type { IaTableGame } from "../../../src/foundry/rulesets/ia/table-game";
import { enI18n } from "../../support/i18n";
import { sampleTurn } from "../../support/ia-table-samples";

const turn = sampleTurn();
/** The battle Combat the referee writes after `state`, as every client receives it. */
const combatAfter = (state: (typeof turn)["fire"]["after"], canUndo = false): BattleCombatData =>
  iaCombat({ id: "b1", state, pending: null } as unknown as IaTableGame, canUndo);

const german = { sides: ["G"] };
const russian = { sides: ["R"] };
const shownTo = (data: BattleCombatData, viewer: { sides: readonly string[] | "all" }) => localizeAll(trackerView(data, viewer, iaTracker), enI18n);
const enabled = (view: ReturnType<typeof shownTo>) => view.buttons.filter((b) => !b.disabled).map((b) => b.action);

describe("activation tracker", () => {
  it("IA1 3.0 A after the initiative roll: the turn, the phase, each side's roll, the winner and his lead segments", () => {
    const view = shownTo(combatAfter(turn.initiative.after), german);
    expect(view).toMatchObject({ turn: "Turn 1 of 10", phase: "Action Phase", holder: "German", yours: true, lead: "German: 2 lead segment(s) left" });
    expect(view.initiative).toEqual({
      winner: "German",
      segments: 2,
      rolls: [
        { side: "German", dice: [5], total: 8, won: true },
        { side: "Russian", dice: [2], total: 4, won: false },
      ],
    });
  });

  it("IA1 3.0 C the segment holder may Activate or Pass; the other side may not", () => {
    const data = combatAfter(turn.initiative.after);
    expect(enabled(shownTo(data, german))).toEqual(["activate", "enterBoard", "pass"]);
    expect(enabled(shownTo(data, russian))).toEqual([]);
    expect(trackerRequest("pass", data, german, iaTracker)).toEqual({ kind: "command", battle: "b1", command: { type: "pass" } });
  });

  it("IA1 3.13 shows the segment under way with each piece's designation and activating leader by name", () => {
    const view = shownTo(combatAfter(turn.activation.after), russian);
    expect(view.segment).toEqual({
      side: "German",
      pieces: [
        { name: "1./IR 45", action: "move", actionLabel: "Move", ledBy: "Hptm Kluge" },
        { name: "Hptm Kluge", action: "move", actionLabel: "Move", ledBy: null },
        { name: "2./IR 45", action: "move", actionLabel: "Move", ledBy: "Hptm Kluge" },
        { name: "Fahrzeug 1", action: "move", actionLabel: "Move", ledBy: "Hptm Kluge" },
        { name: "sMG-Zug 45", action: "move", actionLabel: "Move", ledBy: "Hptm Kluge" },
        { name: "Lt Adler", action: "move", actionLabel: "Move", ledBy: "Hptm Kluge" },
      ],
    });
    expect(enabled(shownTo(combatAfter(turn.activation.after), german))).toEqual(["assault", "unitAction", "enterBoard", "endActivation"]);
  });

  it("IA1 10.2 Fire is offered while the segment has pieces designated to fire", () => {
    expect(enabled(shownTo(combatAfter(turn.fireActivation.after), german))).toEqual(["fire", "assault", "enterBoard", "endActivation"]);
  });

  it("Undo is offered where the engine allows it, and asks the referee to take the last command back", () => {
    const data = combatAfter(turn.activation.after, true);
    expect(actionEnabled("undo", data, german, iaTracker)).toBe(true);
    expect(actionEnabled("undo", data, { sides: [] }, iaTracker)).toBe(false);
    expect(trackerRequest("undo", data, german, iaTracker)).toEqual({ kind: "undo", battle: "b1" });
  });

  it("a GM plays every side: his requests name the side whose segment it is", () => {
    const data = combatAfter(turn.activation.after);
    expect(trackerRequest("endActivation", data, { sides: "all" }, iaTracker)).toEqual({ kind: "command", battle: "b1", command: { type: "end-activation" }, side: "G" });
  });

  it("IA1 3.0, 17.52 in the Initiative Phase the buttons offer the initiative roll and the CO's orders for the turn not yet begun", () => {
    const data: BattleCombatData = { ...combatAfter(turn.initiative.before), phase: "initiative" };
    expect(shownTo(data, german).phase).toBe("Initiative Determination Phase");
    expect(enabled(shownTo(data, german))).toEqual(["rollInitiative", "orders"]);
    expect(trackerRequest("rollInitiative", data, german, iaTracker)).toEqual({ kind: "command", battle: "b1", command: { type: "roll-initiative" } });
  });

  it("IA1 16.5 the names it shows are of pieces every side may know of", () => {
    const units = new Map([...turn.initiative.after.units].map(([id, u]) => [id, id === "rmg" ? { ...u, hidden: true } : u]));
    const data = combatAfter({ ...turn.initiative.after, units });
    expect(data.names).not.toHaveProperty("rmg");
    expect(data.names).toMatchObject({ g1: "1./IR 45", kap: "Kpt Orlov" });
  });
});
