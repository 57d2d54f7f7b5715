/**
 * The lost numbers at the table (plan §3 "One page", "Refusal before play"; src/foundry/rulesets/ci/numbers/,
 * scenario.ts): a GM-written world setting edited on a restricted page listing every number the text lost with its
 * badge; a scenario whose battle needs a UR number nobody gives is refused before anything is made, naming each by its
 * rule, unless the GM plays the scenario's labelled playtest values for this battle only.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CI_NUMBERS } from "../../../../src/engine/rules/ci/data/numbers";
import { CI_DEMO_MAP, CI_DEMO_SCENARIO } from "../../../../src/engine/rules/ci/data/demo";
import { CI_ROSTER } from "../../../../src/engine/rules/ci/data/roster";
import { CI_TEC } from "../../../../src/engine/rules/ci/data/tec";
import { loadCiGame } from "../../../../src/engine/rules/ci/saved-game";
import { loadMap } from "../../../../src/engine/map";
import ciDemoScenarioJson from "../../../../src/engine/rules/ci/data/ci-demo-scenario.json";
import { enteredNumbers, lostNumbersView } from "../../../../src/foundry/rulesets/ci/numbers/lost-numbers";
import { startNumbers } from "../../../../src/foundry/rulesets/ci/numbers/start-check";
import { ciScenarioWith, type CiStartPorts } from "../../../../src/foundry/rulesets/ci/scenario";
import { registerSystemSettings } from "../../../../src/foundry/settings/register";
import type { WorldTables } from "../../../../src/foundry/tables/charts-in-effect";
import { localize } from "../../../support/lang";
import { resetWorld } from "../../setup/foundry-shim";

const row = (view: ReturnType<typeof lostNumbersView>, id: string) => view.groups.flatMap((g) => g.rows).find((r) => r.id === id)!;
const urCount = Object.values(CI_NUMBERS).filter((n) => n.status === "UR").length;

describe("plan §3 One page: the lost numbers page", () => {
  it("CI 6.x Wrecks, CI 4.x HQ Elimination: every lost number by id, rule and meaning; a UR one unset until entered, its guess only a placeholder; an RP one 'probable, confirm'; the header counts the unset", () => {
    const view = lostNumbersView({});
    expect(view.groups.map((g) => g.id)).toEqual(["rule", "terrain", "hexside", "unit"]);
    expect(view.groups.flatMap((g) => g.rows).length).toBe(Object.keys(CI_NUMBERS).length);
    expect(view.unset).toBe(urCount);
    expect(row(view, "wreckEntryMp")).toEqual({ id: "wreckEntryMp", rule: "CI 6.x Wrecks", meaning: CI_NUMBERS.wreckEntryMp!.meaning, status: "UR", badge: "unset", badgeLabel: "HEX_TACTICS.CI.Numbers.Badge.unset", value: "", placeholder: "" });
    expect(row(view, "hqAdjacentBombardF")).toMatchObject({ badge: "unset", value: "", placeholder: "1" });
    expect(row(view, "hqReplacementStepLoss")).toMatchObject({ rule: "CI 4.x HQ Elimination", status: "RP", badge: "probable", badgeLabel: "HEX_TACTICS.CI.Numbers.Badge.probable", value: "", placeholder: "1" });
    const entered = lostNumbersView({ wreckEntryMp: 2, hqReplacementStepLoss: 1 });
    expect([row(entered, "wreckEntryMp").badge, row(entered, "wreckEntryMp").value, row(entered, "hqReplacementStepLoss").badge, entered.unset]).toEqual(["entered", "2", "entered", urCount - 1]);
  });

  it("plan §3: the page's template shows the count, a red 'unset' badge, 'probable, confirm', and a blank input with the guess as placeholder", () => {
    const template = Handlebars.create();
    template.registerHelper("localize", (key: string, options?: { hash?: Record<string, unknown> }) =>
      Object.entries(options?.hash ?? {}).reduce((text, [k, v]) => text.replace(`{${k}}`, String(v)), localize(key)),
    );
    const html = template.compile(readFileSync(join(import.meta.dirname, "../../../../templates/ci/settings/lost-numbers.hbs"), "utf8"))(lostNumbersView({ engineerWireF: 5 }));
    expect(html).toContain(`${urCount - 1} unset`);
    expect(html).toMatch(/<tr data-number="hqAdjacentBombardF">[\s\S]*?ci-badge-unset">unset<[\s\S]*?name="numbers.hqAdjacentBombardF" value="" placeholder="1"/);
    expect(html).toMatch(/<tr data-number="hqReplacementStepLoss">[\s\S]*?ci-badge-probable">probable, confirm</);
    expect(html).toMatch(/<tr data-number="engineerWireF">[\s\S]*?ci-badge-entered">entered<[\s\S]*?value="5"/);
  });

  it("plan §3: a submitted page enters its numbers; a blank input is unset; a word, a negative number or an unknown id is refused by its id", () => {
    const form: [string, unknown][] = [
      ["numbers.wreckEntryMp", "2"],
      ["numbers.hqAdjacentBombardF", ""],
      ["numbers.roadBonus", "0.5"],
      ["numbers.smokeAssaultF", "two"],
      ["numbers.bunkerAc", "-1"],
      ["numbers.noSuchNumber", "3"],
    ];
    expect(enteredNumbers(form)).toEqual({ numbers: { wreckEntryMp: 2, roadBonus: 0.5 }, bad: ["smokeAssaultF", "bunkerAc", "noSuchNumber"] });
  });

  it("plan §3: a world setting off the settings form, and its page a restricted menu (GMs only)", () => {
    const world = resetWorld();
    registerSystemSettings();
    expect(world.settings.registered.get("hex-tactics.ciNumbers")).toMatchObject({ scope: "world", config: false, type: Object, default: {} });
    expect(game.settings!.menus.get("hex-tactics.ciNumbersMenu")).toMatchObject({ restricted: true, name: "HEX_TACTICS.CI.Numbers.menu.name" });
  });
});

// ------------------------------------------------------------------------------------------ refusal before play

const map = loadMap(CI_DEMO_MAP, CI_TEC);
const tables = { ruleset: "combat-infantry", edition: "CI-WF", tec: CI_TEC } as unknown as WorldTables;
const flags = { ruleset: "combat-infantry", edition: "CI-WF", scenario: ciDemoScenarioJson, map: CI_DEMO_MAP, counters: { pack: "hex-tactics.ci-blocks" } };
const ruleNames = (issues: readonly { rule: string }[]) => [...new Set(issues.map((n) => n.rule))];

/** Every UR number the demonstration reads, set by the GM. */
const allSet = () => Object.fromEntries(startNumbers(CI_DEMO_SCENARIO, map, CI_ROSTER, {}).unset.map((n) => [n.id, 1]));

describe("plan §3 Refusal before play: starting a scenario", () => {
  let ports: CiStartPorts & { ask: ReturnType<typeof vi.fn> };
  beforeEach(() => {
    ports = { entered: () => ({}), ask: vi.fn(async () => "cancel" as const), salt: () => "test-salt" };
  });

  it("CI 10.x Set-up: the demonstration needs lost numbers no setting gives; its playtest values give them all, and its RP ones are probable", () => {
    const check = startNumbers(CI_DEMO_SCENARIO, map, CI_ROSTER, {});
    expect(check.unset.length).toBeGreaterThan(0);
    expect(check.unset.every((n) => n.status === "UR")).toBe(true);
    expect(check.playtest).toBe(true);
    expect(startNumbers(CI_DEMO_SCENARIO, map, CI_ROSTER, allSet()).unset).toEqual([]);
  });

  it("CI 10.x Set-up: with a UR number unset the start is refused before anything is made, the dialog and the refusal naming each number's rule and meaning", async () => {
    const check = startNumbers(CI_DEMO_SCENARIO, map, CI_ROSTER, {});
    const refusal = ciScenarioWith(ports).plan(flags, "CI demo", tables);
    await expect(refusal).rejects.toThrow(new RegExp(`\\$\\.numbers\\.${check.unset[0]!.id.replace(/\./g, "\\.")}: ${check.unset[0]!.rule}: .*is lost in the text \\(UR\\); set it before play`));
    expect(ports.ask).toHaveBeenCalledOnce();
    const [asked, name] = ports.ask.mock.calls[0]!;
    expect(name).toBe("CI demo: Caron Farm");
    expect(ruleNames(asked.unset)).toEqual(ruleNames(check.unset));
    ports.ask.mockResolvedValueOnce("settings");
    await expect(ciScenarioWith(ports).plan(flags, "CI demo", tables)).rejects.toThrow(/set it before play/);
  });

  it("CI 10.x Set-up: the GM may play the demonstration with its labelled playtest values, this battle only: its battle holds them, the settings are untouched", async () => {
    ports.ask.mockResolvedValueOnce("playtest");
    const outcome = await ciScenarioWith(ports).plan(flags, "CI demo", tables);
    if (!("plan" in outcome)) throw new Error("no plan");
    const stored = outcome.plan.stored({}, {}, "scene1", { gridType: 4, origin: { i: 0, j: 0 } }) as { ruleset: string; game: unknown; hiddenCounters: object };
    const battle = loadCiGame(stored.game).log.replay();
    const playtest = Object.entries(CI_DEMO_SCENARIO.numbers).filter(([, n]) => n.provenance === "playtest");
    expect(playtest.length).toBeGreaterThan(0);
    for (const [id, n] of playtest) expect(battle.numbers[id]).toBe(n.value);
    expect(ports.entered()).toEqual({});
    // CI 1.x Blocks: every block set up hidden has no actor yet: its label is imported on its first reveal.
    expect(Object.values(outcome.plan.pieces).every((p) => p.type === "ci-block")).toBe(true);
    const shown = Object.entries(battle.blocks).filter(([, k]) => k.status === "on-map" && k.orientation === "face-up").map(([id]) => id);
    expect(Object.entries(outcome.plan.pieces).filter(([, p]) => !p.hidden).map(([id]) => id)).toEqual(shown);
  });

  it("CI 10.x Set-up: with every UR number entered the battle starts without a dialog, with the GM's values; the RP ones it plays are its defaults", async () => {
    const entered = allSet();
    ports.entered = () => entered;
    const outcome = await ciScenarioWith(ports).plan(flags, "CI demo", tables);
    expect(ports.ask).not.toHaveBeenCalled();
    if (!("plan" in outcome)) throw new Error("no plan");
    const battle = loadCiGame((outcome.plan.stored({}, {}, "s", { gridType: 4, origin: { i: 0, j: 0 } }) as { game: unknown }).game).log.replay();
    const ruled = Object.entries(CI_DEMO_SCENARIO.numbers).filter(([, n]) => n.provenance === "rules").map(([id]) => id);
    for (const [id, v] of Object.entries(entered)) if (!ruled.includes(id)) expect(battle.numbers[id]).toBe(v);
    // RP numbers nobody entered are not copied: the engine plays their probable values (ci/numbers/read.ts).
    const probable = startNumbers(CI_DEMO_SCENARIO, map, CI_ROSTER, entered).probable;
    expect(probable.filter((n) => Object.hasOwn(battle.numbers, n.id))).toEqual([]);
  });

  it("CI 10.x Scenarios: a scenario of another edition than the world's is a mismatch, as every game's", async () => {
    expect(await ciScenarioWith(ports).plan({ ...flags, edition: "CI-XX" }, "CI demo", tables)).toEqual({ mismatch: { scenario: "CI-XX", world: "CI-WF" } });
    expect(ciScenarioWith(ports).setsUpHidden(flags)).toBe(true);
    expect(ciScenarioWith(ports).setsUpHidden({ ruleset: "red-poppies" })).toBe(false);
  });
});
