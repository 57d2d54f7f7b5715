/**
 * The ruleset-neutral table (tracker, battle Combat, chat cards, status effects, choice lists) plays whatever ruleset
 * registers its pieces: here a made-up one, as Panzer Grenadier or Combat Infantry will, next to Infantry Attacks.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { BattleTracker } from "../../../src/foundry/applications/tracker/battle-tracker";
import { trackerRequest, trackerView, type BattleCombatData } from "../../../src/foundry/applications/tracker/tracker-view";
import { tableTemplates } from "../../../src/foundry/applications/register-table";
import { HEX_TACTICS_CONFIG } from "../../../src/foundry/config";
import { CardModel } from "../../../src/foundry/data/chat/card-model";
import { BattleModel } from "../../../src/foundry/data/combat/battle-model";
import type { Request } from "../../../src/foundry/referee/protocol";
import { tableClient } from "../../../src/foundry/referee/table-client";
import { iaTableRuleset } from "../../../src/foundry/rulesets/ia/table-ruleset";
import { registerTableRuleset, type TableRuleset } from "../../../src/foundry/rulesets/table-ruleset";
import { registerStatusEffects } from "../../../src/foundry/status-effects";
import { enI18n } from "../../support/i18n";
import { readSchema } from "../support/schema";
import { schemaIssues } from "../support/validate";
import { resetWorld } from "../setup/foundry-shim";

const assaultDialog = vi.fn(async () => {});

/** A ruleset that is not Infantry Attacks: chit-pull activation, assaults, pinned units. */
const fake: TableRuleset = {
  id: "fake-ruleset",
  tracker: {
    buttons: [
      { action: "drawChit", icon: "fa-solid fa-hand", enabled: (data, side) => data.phase === "chits" && data.segment === null && side !== null, does: { command: "draw-chit" } },
      { action: "assault", icon: "fa-solid fa-burst", enabled: (data, side) => data.segment !== null && side !== null, does: { dialog: "assault" } },
    ],
    acting: (data) => (data.segment ? [data.segment.side] : data.phase === "chits" && data.active ? [data.active] : []),
  },
  dialogs: { assault: assaultDialog },
  segmentActions: ["assault", "rally"],
  statuses: ["pinned", "disrupted"],
  cards: { assault: "chat/fake/assault" },
  templates: ["dialogs/fake/assault"],
  choices: { nationalities: { american: "FAKE.american" } },
};

const battle = (over: Partial<BattleCombatData> = {}): BattleCombatData => ({
  ruleset: "fake-ruleset",
  battle: "f1",
  turn: 2,
  lastTurn: 8,
  phase: "chits",
  initiative: null,
  active: "US",
  lead: 0,
  lastPass: null,
  segment: null,
  canUndo: false,
  sides: [
    { id: "US", name: "Americans" },
    { id: "GE", name: "Germans" },
  ],
  names: {},
  ...over,
});
const enabled = (data: BattleCombatData, sides: readonly string[] | "all") => trackerView(data, { sides }, fake.tracker).buttons.filter((b) => !b.disabled).map((b) => b.action);

beforeAll(() => {
  registerTableRuleset(iaTableRuleset({}));
  registerTableRuleset(fake);
});

describe("a second ruleset at the table", () => {
  beforeEach(() => {
    resetWorld({ isActiveGM: false });
    Object.assign(game as object, { i18n: enI18n, user: { id: "u1", isGM: false }, users: { activeGM: { isSelf: true } } });
  });

  it("the tracker shows that ruleset's buttons, then Undo, enabled by its own rules, and sends its commands", () => {
    const view = trackerView(battle(), { sides: ["US"] }, fake.tracker);
    expect(view.buttons.map((b) => b.action)).toEqual(["drawChit", "assault", "undo"]);
    expect(view.holder).toBe("Americans");
    expect(enabled(battle(), ["US"])).toEqual(["drawChit"]);
    expect(enabled(battle(), ["GE"])).toEqual([]);
    expect(enabled(battle({ segment: { side: "GE", pieces: [{ piece: "p1", action: "assault", ledBy: null }] } }), ["GE"])).toEqual(["assault"]);
    expect(trackerRequest("drawChit", battle(), { sides: "all" }, fake.tracker)).toEqual({ kind: "command", battle: "f1", command: { type: "draw-chit" }, side: "US" });
    expect(trackerRequest("assault", battle(), { sides: ["US"] }, fake.tracker)).toBeNull();
    // Infantry Attacks' buttons are not this ruleset's.
    expect(trackerRequest("pass", battle(), { sides: ["US"] }, fake.tracker)).toBeNull();
  });

  it("the sidebar tracker finds the ruleset by the battle's id: its buttons, its commands, its dialogs", async () => {
    Object.assign(Object.getPrototypeOf(BattleTracker.prototype), { _preparePartContext: async (_id: string, context: object) => ({ ...context }) });
    const sent: Request[] = [];
    tableClient().referee = { handle: async (_user: string, request: Request) => (sent.push(request), { ok: true, result: null }) } as never;
    await game.settings!.set("hex-tactics", "sides", { u1: ["US"] });
    const data = battle({ segment: { side: "US", pieces: [{ piece: "p1", action: "assault", ledBy: null }] } });
    const tracker = Object.assign(Object.create(BattleTracker.prototype), { viewed: { type: "battle", system: data } });
    const context = await tracker._preparePartContext("battle", {}, {});
    expect(context.battle.buttons.map((b: { action: string }) => b.action)).toEqual(["drawChit", "assault", "undo"]);
    await BattleTracker.onBattleAction.call(tracker, new Event("click"), { dataset: { battleAction: "assault" } } as unknown as HTMLElement);
    expect(assaultDialog).toHaveBeenCalledWith(data, { sides: ["US"] });
    tracker.viewed = { type: "battle", system: battle() };
    await BattleTracker.onBattleAction.call(tracker, new Event("click"), { dataset: { battleAction: "drawChit" } } as unknown as HTMLElement);
    expect(sent).toEqual([{ kind: "command", battle: "f1", command: { type: "draw-chit" } }]);
  });

  it("the battle Combat takes the segment actions of every registered ruleset, no other", () => {
    const segment = (action: string) => ({ side: "US", pieces: [{ piece: "p1", action, ledBy: null }] });
    const issues = (action: string) => schemaIssues({ segment: readSchema(BattleModel).segment! }, { segment: segment(action) });
    expect([issues("assault"), issues("fire")]).toEqual([[], []]);
    expect(issues("charge")).toEqual(['system.segment.pieces[0].action: "charge" is not a choice']);
  });

  it("a card of that ruleset renders with its template; a kind it does not have shows as unknown", async () => {
    const paths: string[] = [];
    (foundry.applications as any).handlebars.renderTemplate = vi.fn(async (path: string) => (paths.push(path), ""));
    vi.stubGlobal("document", { createElement: () => ({ dataset: {}, classList: { add: () => {} }, style: { setProperty: () => {} }, innerHTML: "" }) });
    const card = (kind: string) => {
      const model = Object.assign(new CardModel({} as never), { ruleset: "fake-ruleset", kind, data: {} });
      Object.defineProperty(model, "parent", { value: { id: "m1", alias: "Referee", author: { isGM: true }, flags: {} } });
      return model;
    };
    await card("assault").renderHTML();
    await card("fire").renderHTML();
    await card("undone").renderHTML();
    expect(paths.filter((p) => !p.endsWith("header.hbs"))).toEqual([
      "systems/hex-tactics/templates/chat/fake/assault.hbs",
      "systems/hex-tactics/templates/chat/unknown.hbs",
      "systems/hex-tactics/templates/chat/undone.hbs",
    ]);
    vi.unstubAllGlobals();
  });

  it("status effects, templates and choice lists are every registered ruleset's", () => {
    registerStatusEffects();
    const ids = (CONFIG.statusEffects as unknown as { id: string; order: number }[]).map((s) => s.id);
    expect(ids.slice(-1)).toEqual(["ht-pinned"]);
    expect(ids.filter((id) => id === "ht-disrupted")).toHaveLength(1);
    expect(ids).toContain("ht-moved-fired");
    expect(tableTemplates()).toEqual(expect.arrayContaining(["systems/hex-tactics/templates/chat/fake/assault.hbs", "systems/hex-tactics/templates/dialogs/fake/assault.hbs", "systems/hex-tactics/templates/chat/fire.hbs"]));
    expect(HEX_TACTICS_CONFIG.nationalities).toMatchObject({ german: "HEX_TACTICS.Nationality.german", american: "FAKE.american" });
  });
});
