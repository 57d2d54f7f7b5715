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

/** The fake ruleset's details of the battle Combat: whose chit was drawn, and the segment under way. */
interface FakeDetails {
  readonly type: "fake-ruleset";
  readonly active: string | null;
  readonly segment: { readonly side: string; readonly pieces: readonly { readonly piece: string; readonly action: string; readonly ledBy: string | null }[] } | null;
}
const details = (data: BattleCombatData) => data.details as FakeDetails;

/** A ruleset that is not Infantry Attacks: chit-pull activation, assaults, pinned units. */
const fake: TableRuleset = {
  id: "fake-ruleset",
  tracker: {
    buttons: [
      { action: "drawChit", icon: "fa-solid fa-hand", enabled: (data, side) => data.phase === "chits" && details(data).segment === null && side !== null, does: { command: "draw-chit" } },
      { action: "assault", icon: "fa-solid fa-burst", enabled: (data, side) => details(data).segment !== null && side !== null, does: { dialog: "assault" } },
    ],
    acting: (data) => (details(data).segment ? [details(data).segment!.side] : data.phase === "chits" && details(data).active ? [details(data).active!] : []),
  },
  dialogs: { assault: assaultDialog },
  combat: {
    details: () => {
      const { ArrayField, SchemaField, StringField } = foundry.data.fields;
      const id = () => new StringField({ required: true, blank: false });
      const piece = { piece: id(), action: new StringField({ required: true, choices: { assault: "assault", rally: "rally" } }), ledBy: new StringField({ required: true, nullable: true }) };
      return { active: new StringField({ required: true, nullable: true }), segment: new SchemaField({ side: id(), pieces: new ArrayField(new SchemaField(piece)) }, { required: true, nullable: true }) };
    },
  },
  statuses: ["pinned", "disrupted"],
  cards: { assault: "chat/fake/assault" },
  templates: ["dialogs/fake/assault"],
  choices: { nationalities: { american: "FAKE.american" } },
};

const battle = (over: Partial<Omit<FakeDetails, "type">> = {}): BattleCombatData<FakeDetails> => ({
  ruleset: "fake-ruleset",
  battle: "f1",
  turn: 2,
  lastTurn: 8,
  phase: "chits",
  canUndo: false,
  sides: [
    { id: "US", name: "Americans" },
    { id: "GE", name: "Germans" },
  ],
  names: {},
  details: { type: "fake-ruleset", active: "US", segment: null, ...over },
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

  it("the battle Combat takes the details of every registered ruleset, each with its own segment actions, no other", () => {
    const segment = (action: string) => ({ side: "US", pieces: [{ piece: "p1", action, ledBy: null }] });
    const issues = (details: object) => schemaIssues({ details: readSchema(BattleModel).details! }, { details });
    const fakeDetails = (action: string) => ({ type: "fake-ruleset", active: "US", segment: segment(action) });
    const iaDetails = (action: string) => ({ type: "infantry-attacks", initiative: null, active: "US", lead: 0, lastPass: null, segment: segment(action) });
    expect([issues(fakeDetails("assault")), issues(iaDetails("fire"))]).toEqual([[], []]);
    expect(issues(fakeDetails("charge"))).toEqual(['system.details.segment.pieces[0].action: "charge" is not a choice']);
    expect(issues(iaDetails("assault"))).toEqual(['system.details.segment.pieces[0].action: "assault" is not a choice']);
    expect(issues({ type: "other-ruleset", segment: null })).toEqual(['system.details.type: "other-ruleset" is not a type']);
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
    expect(tableTemplates()).toEqual(expect.arrayContaining(["systems/hex-tactics/templates/chat/fake/assault.hbs", "systems/hex-tactics/templates/dialogs/fake/assault.hbs", "systems/hex-tactics/templates/ia/chat/fire.hbs"]));
    expect(HEX_TACTICS_CONFIG.nationalities).toMatchObject({ german: "HEX_TACTICS.Nationality.german", american: "FAKE.american" });
  });
});
