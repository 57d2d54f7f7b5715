import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { beforeAll, describe, expect, it } from "vitest";
import demoCounters from "../../../../src/engine/rules/pg/data/pg3-demo-counters.json";
import { PgCounterSet } from "../../../../src/engine/rules/pg/data/schemas/counters";
import { parseData } from "../../../../src/engine/data/validate";
import { pgCountersToActors, type PgLeaderActor, type PgUnitActor } from "../../../../src/foundry/rulesets/pg/counters-to-actors";
import { PgLeaderSheet, PgUnitSheet } from "../../../../src/foundry/rulesets/pg/sheets/_module";
import { pgLeaderSheetContext, pgUnitSheetContext } from "../../../../src/foundry/rulesets/pg/sheets/sheet-context";
import { pgTableRuleset } from "../../../../src/foundry/rulesets/pg/table-ruleset";
import { registerTableRuleset } from "../../../../src/foundry/rulesets/table-ruleset";
import { localize } from "../../../support/lang";
import { resetWorld } from "../../setup/foundry-shim";

const root = join(import.meta.dirname, "../../../..");
const read = (path: string) => readFileSync(join(root, path.replace("systems/hex-tactics/", "")), "utf8");
const actors = pgCountersToActors(parseData(PgCounterSet, demoCounters, "pg3-demo-counters.json"));
const unit = (id: string) => actors.find((a): a is PgUnitActor => a.type === "pg-unit" && a.system.counterId === id)!;
const leader = (id: string) => actors.find((a): a is PgLeaderActor => a.type === "pg-leader" && a.system.counterId === id)!;

/** A sheet body rendered as Foundry would: its partials registered, `localize` from lang/en.json. */
const hbs = Handlebars.create();
hbs.registerHelper("localize", (key: unknown) => (typeof key === "string" ? localize(key) : ""));
for (const partial of PgUnitSheet.PARTS.body.templates) hbs.registerPartial(partial, read(partial));
const render = (template: string, context: object) => hbs.compile(read(template))(context);
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

beforeAll(() => {
  resetWorld();
  registerTableRuleset(pgTableRuleset);
});

describe.each([
  ["pg-unit", PgUnitSheet, "pg/actor/unit-body"],
  ["pg-leader", PgLeaderSheet, "pg/actor/leader-body"],
] as const)("the %s sheet", (type, Sheet, body) => {
  it("is for its actor type and renders a header and its body from templates shipped under templates/pg", () => {
    expect(Sheet.actorType).toBe(type);
    expect(Sheet.PARTS.body.template).toBe(`systems/hex-tactics/templates/${body}.hbs`);
    for (const template of [...Object.values(Sheet.PARTS).map((p) => p.template), ...Sheet.PARTS.body.templates]) expect(() => read(template)).not.toThrow();
  });
});

describe("the PG unit sheet", () => {
  it("PG 7.3: a face shows its black direct, white bombardment and red-on-yellow AT values; PG 1.2 armor and closed top, 5.1 class", () => {
    const context = pgUnitSheetContext(unit("tiger"), { canEdit: false });
    expect(context.faces.map((f) => [f.key, f.directFire?.strength.value, f.antiTankFire?.strength.value, f.bombardmentFire])).toEqual([
      ["full", 7, 8, null],
      ["reduced", 4, 8, null],
    ]);
    expect([context.afv, context.top, context.armor.value, context.movementClass.label]).toEqual([true, "HEX_TACTICS.PG.Sheet.closedTop", 5, "HEX_TACTICS.PG.MovementClass.mechanized"]);
    const html = render("templates/pg/actor/unit-body.hbs", context);
    expect(html).toContain('class="fire anti-tank"');
    expect(text(html)).toContain("Armor 5 Closed top");
    expect(text(html)).toContain("Mechanized");
    expect(text(html)).toMatch(/7 - 6 .*8 - 8/);
  });

  it("an APC is open-top; a towed gun shows T on its limbered face; a non-AFV shows no armor line", () => {
    const spw = pgUnitSheetContext(unit("spw-251"), { canEdit: false });
    expect([spw.top, spw.apc.value]).toEqual(["HEX_TACTICS.PG.Sheet.openTop", true]);
    expect(text(render("templates/pg/actor/unit-body.hbs", spw))).toContain("Open top APC");
    const pak = pgUnitSheetContext(unit("pak-38"), { canEdit: false });
    expect(pak.faces.map((f) => [f.key, f.movement.word])).toEqual([
      ["full", null],
      ["limbered", "HEX_TACTICS.Counter.towed"],
    ]);
    const html = render("templates/pg/actor/unit-body.hbs", pak);
    expect(html).not.toContain("armor-line");
    expect(text(html)).toContain("Towed");
  });

  it("a GM edits every printed value: each face's three fire values and movement, armor, the designations", () => {
    const html = render("templates/pg/actor/unit-body.hbs", pgUnitSheetContext(unit("tiger"), { canEdit: true }));
    for (const name of ["system.faces.full.antiTankFire.strength.value", "system.faces.reduced.directFire.range.value", "system.armor.value", "system.openTop.value", "system.movementClass.value", "system.guards"])
      expect(html).toContain(`name="${name}"`);
  });

  it("on the board, a piece's face is marked and its state shown", () => {
    const context = pgUnitSheetContext(unit("tiger"), { canEdit: false, piece: { statuses: ["ht-disrupted", "ht-moved-fired"], face: "reduced", steps: { value: 1, max: 2 } } });
    expect(context.faces.map((f) => f.current)).toEqual([false, true]);
    expect(context.piece).toMatchObject({ status: "HEX_TACTICS.Status.disrupted", steps: { value: 1, max: 2 } });
    expect(context.piece!.statuses.map((s) => s.id)).toEqual(["ht-disrupted", "ht-moved-fired"]);
  });
});

describe("the PG leader sheet", () => {
  it("PG 1.2: both sides of the piece, each with rank on the ladder, morale, combat and morale modifier", () => {
    const context = pgLeaderSheetContext(leader("german-leader"), { canEdit: false });
    expect(context.faces.map((f) => [f.key, f.name, f.rank.title, f.morale.value, f.combat.value, f.moraleModifier.value])).toEqual([
      ["front", "Leutnant Weber", "LT", 8, 1, 1],
      ["back", "Feldwebel Braun", "SGT", 7, 0, 1],
    ]);
    expect(context.faces[0]!.rank.ladder.filter((r) => r.current).map((r) => r.title)).toEqual(["LT"]);
    const html = text(render("templates/pg/actor/leader-body.hbs", context));
    expect(html).toContain("Front: Leutnant Weber");
    expect(html).toContain("Back: Feldwebel Braun");
    expect(html).toContain("Regular");
  });
});
