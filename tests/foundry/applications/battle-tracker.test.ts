import { beforeEach, describe, expect, it } from "vitest";
import { BattleTracker } from "../../../src/foundry/applications/tracker/battle-tracker";
import type { Request } from "../../../src/foundry/referee/protocol";
import { tableClient } from "../../../src/foundry/referee/table-client";
import { iaCombat } from "../../../src/foundry/rulesets/ia/combat";
import { iaTableRuleset } from "../../../src/foundry/rulesets/ia/table-ruleset";
import { registerTableRuleset } from "../../../src/foundry/rulesets/table-ruleset";
import type { IaTableGame } from "../../../src/foundry/rulesets/ia/table-game";
import { enI18n } from "../../support/i18n";
import { sampleTurn } from "../../support/ia-table-samples";
import { resetWorld } from "../setup/foundry-shim";

// Core's tracker as the shim gives it has no parts: these are V13's (docs/foundry-facts.md §4).
Object.assign(Object.getPrototypeOf(BattleTracker.prototype), {
  _configureRenderParts: () => ({ header: {}, tracker: {}, footer: {}, battle: {} }),
  _preparePartContext: async (_id: string, context: object) => ({ ...context }),
});

registerTableRuleset(iaTableRuleset({}));

const turn = sampleTurn();
const battleCombat = { type: "battle", system: iaCombat({ id: "b1", state: turn.initiative.after, pending: null } as unknown as IaTableGame, false) };
const tracker = (viewed: object | null) => Object.assign(Object.create(BattleTracker.prototype), { viewed });

describe("activation tracker in the combat sidebar", () => {
  const sent: { user: string; request: Request }[] = [];
  beforeEach(async () => {
    const world = resetWorld({ isActiveGM: false });
    await world.settings.set("hex-tactics", "sides", { u1: ["G"] });
    Object.assign(game as object, {
      i18n: enI18n,
      user: { id: "u1", isGM: false },
      users: { activeGM: { isSelf: true } },
    });
    sent.length = 0;
    tableClient().referee = { handle: async (user: string, request: Request) => (sent.push({ user, request }), { ok: true, result: null }) } as never;
  });

  it("shows the battle part in place of core's combatant list and footer for a battle Combat only", () => {
    expect(Object.keys(tracker(battleCombat)._configureRenderParts({}))).toEqual(["header", "battle"]);
    expect(Object.keys(tracker({ type: "base" })._configureRenderParts({}))).toEqual(["header", "tracker", "footer"]);
  });

  it("IA1 3.0 A gives the battle part the turn, phase and segment holder in the reader's words, buttons for his side", async () => {
    const context = await tracker(battleCombat)._preparePartContext("battle", {}, {});
    expect(context.battle).toMatchObject({ turn: "Turn 1 of 10", phase: "Action Phase", holder: "German", yours: true, lead: "German: 2 lead segment(s) left" });
    expect(context.battle.buttons.filter((b: { disabled: boolean }) => !b.disabled).map((b: { action: string }) => b.action)).toEqual(["activate", "enterBoard", "pass"]);
  });

  it("IA1 3.0 C Pass sends the referee a pass for the player's side (the referee finds the side, the request names none)", async () => {
    await BattleTracker.onBattleAction.call(tracker(battleCombat), new Event("click"), { dataset: { battleAction: "pass" } } as unknown as HTMLElement);
    expect(sent).toEqual([{ user: "u1", request: { kind: "command", battle: "b1", command: { type: "pass" } } }]);
  });
});
