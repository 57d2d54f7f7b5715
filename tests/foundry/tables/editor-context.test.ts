import { beforeEach, describe, expect, it } from "vitest";
import { ia1FireTables, ia1Tec, ia2Tec } from "../../../src/engine/rules/ia/data";
import { iaTableRules } from "../../../src/foundry/rulesets/ia/tables";
import { rulesetModules } from "../../../src/engine/rules/registry";
import { registerSettings } from "../../../src/foundry/settings/settings";
import { editChart, exportChart, formatOf, importChart, tablesEditorContext } from "../../../src/foundry/tables/editor-context";
import { chartsInEffect, withTable } from "../../../src/foundry/tables/charts-in-effect";
import { storeTable, worldTables } from "../../../src/foundry/tables/world-tables";
import { localize } from "../../support/lang";
import { resetWorld } from "../setup/foundry-shim";

/** Foundry's `game.i18n.format` over lang/en.json. */
const t = (key: string, params: Readonly<Record<string, string>> = {}) => localize(key).replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? `{${k}}`);
const shipped = () => chartsInEffect({}, "infantry-attacks", "IA1", iaTableRules);

describe("the charts in effect in a world", () => {
  it("are the edition's shipped charts until a GM stores one (IA2 has its own TEC)", () => {
    expect(shipped()).toMatchObject({ fireTables: ia1FireTables, tec: ia1Tec, origin: { "fire-tables": "shipped", tec: "shipped", counters: "shipped" }, problems: {} });
    expect(chartsInEffect({}, "infantry-attacks", "IA2", iaTableRules).tec).toBe(ia2Tec);
  });

  it("are the world's own once edited, for that edition only, and the shipped ones again after a reset", () => {
    const edited = editChart(shipped(), iaTableRules, "fire-tables", "direct-fire|2|1", "M");
    if (!edited.ok) throw new Error(JSON.stringify(edited.issues));
    const stored = withTable({}, "infantry-attacks", "IA1", "fire-tables", edited.table);
    const ia1 = chartsInEffect(stored, "infantry-attacks", "IA1", iaTableRules);
    expect(ia1.origin["fire-tables"]).toBe("world");
    expect(ia1.fireTables.tables[0]!.rows["2"]![0]).toEqual({ value: "M", provenance: { source: "user" } });
    expect(chartsInEffect(stored, "infantry-attacks", "IA2", iaTableRules).origin["fire-tables"]).toBe("shipped");
    const reset = withTable(stored, "infantry-attacks", "IA1", "fire-tables", null);
    expect(chartsInEffect(reset, "infantry-attacks", "IA1", iaTableRules).fireTables).toBe(ia1FireTables);
  });

  it("fall back to the shipped chart, with the reason, when the world holds one that cannot be played", () => {
    const broken = withTable({}, "infantry-attacks", "IA1", "tec", { ...ia1Tec, terrain: { clear: { name: "Clear" } } });
    const tables = chartsInEffect(broken, "infantry-attacks", "IA1", iaTableRules);
    expect(tables.tec).toBe(ia1Tec);
    expect(tables.origin.tec).toBe("shipped");
    expect(tables.problems.tec?.[0]).toMatchObject({ code: "json", params: { path: expect.stringMatching(/^\$\.terrain\.clear\./) } });
  });

  describe("in a world's settings", () => {
    beforeEach(() => {
      resetWorld();
      registerSettings(rulesetModules());
    });

    it("a stored chart is in effect for the edition the world plays", async () => {
      const imported = importChart(worldTables(), iaTableRules, "tec", "json", JSON.stringify({ ...ia1Tec, name: "Our TEC" }));
      if (!imported.ok) throw new Error(JSON.stringify(imported.issues));
      await storeTable("tec", imported.table);
      expect(worldTables().tec.name).toBe("Our TEC");
      await game.settings!.set("hex-tactics", "edition", "IA2");
      expect(worldTables().tec).toBe(ia2Tec);
    });
  });
});

describe("the chart editor's view", () => {
  it("shows the kinds as tabs, the chart's grids and every cell with its provenance in words and colour", () => {
    const view = tablesEditorContext(shipped(), "fire-tables", [], t);
    expect(view.kinds.map((k) => [k.label, k.active])).toEqual([
      ["Fire tables", true],
      ["Terrain Effects Chart", false],
      ["Counters", false],
    ]);
    expect(view.origin).toBe("shipped chart");
    const grid = view.groups.find((g) => g.id === "direct-fire")!;
    expect(grid.part).toBe("results");
    const header = grid.rows.find((r) => r.label === "Strength")!;
    // IA1 7.51: the third column is 4, a rules cell citing its rule with the edition.
    expect(header.cells[2]).toEqual({ id: "direct-fire|strength|3", text: "4", source: "rules", title: expect.stringMatching(/^Rules: IA1 7\.51 — /) });
    expect(grid.rows.find((r) => r.label === "2")!.cells[0]).toMatchObject({ id: "direct-fire|2|1", text: "-", source: "playtest", title: "Playtest" });
    const counts = Object.fromEntries(view.legend.map((l) => [l.source, l.count]));
    expect(counts.rules + counts.playtest + counts.user).toBe(tableCells(view));
    expect(counts.user).toBe(0);
  });

  it("refuses an edit the engine cannot play: fire table column headers ascend (IA1 7.51)", () => {
    expect(editChart(shipped(), iaTableRules, "fire-tables", "direct-fire|strength|3", "2")).toEqual({
      ok: false,
      issues: [{ code: "cellValue", params: { value: "2", message: "column headers must be strictly ascending: 2 follows 2" } }],
    });
  });

  it("keeps apart the rows of two unit types of one name", () => {
    const counters = shipped().counters;
    const twin = { ...counters, units: { ...counters.units, "ger-inf-2": counters.units["ger-inf"]! } };
    const units = tablesEditorContext({ ...shipped(), charts: { ...shipped().charts, counters: twin } }, "counters", [], t).groups.find((g) => g.id === "units")!;
    const name = counters.units["ger-inf"]!.name;
    expect(units.rows.filter((r) => r.label === `${name} (full)`).map((r) => r.cells[0]!.id)).toEqual(["unit|ger-inf||steps", "unit|ger-inf-2||steps"]);
  });

  it("lists counter values by unit type and face, and terrain by name", () => {
    const counters = tablesEditorContext(shipped(), "counters", [], t);
    const units = counters.groups.find((g) => g.id === "units")!;
    expect(units.columns.slice(0, 3)).toEqual(["Steps", "Direct fire", "Direct range"]);
    const name = shipped().counters.units["ger-inf"]!.name;
    expect(units.rows.filter((r) => r.label.startsWith(`${name} (`)).map((r) => r.label)).toEqual([`${name} (full)`, `${name} (reduced)`]);
    const tec = tablesEditorContext(shipped(), "tec", [], t);
    expect(tec.groups.find((g) => g.id === "terrain")!.rows.map((r) => r.label)).toContain("Woods");
  });

  it("shows why an import was refused, in words", () => {
    const refused = importChart(shipped(), iaTableRules, "tec", "csv", "section,id,property,value,source,rule,note\nterrain,lava,los,clear,user,,\n");
    expect(refused.ok).toBe(false);
    const view = tablesEditorContext(shipped(), "tec", refused.ok ? [] : refused.issues, t);
    expect(view.issues).toEqual(["CSV row 2: the chart has no cell terrain,lava,los."]);
  });

  it("exports a chart as a file named for the ruleset, edition and kind, in the format asked", () => {
    expect(exportChart(shipped(), "tec", "csv")).toMatchObject({ type: "text/csv", filename: "infantry-attacks-IA1-tec.csv", text: expect.stringMatching(/^section,id,property,value,source,rule,note\n/) });
    const json = exportChart(shipped(), "fire-tables", "json");
    expect(json.filename).toBe("infantry-attacks-IA1-fire-tables.json");
    expect(JSON.parse(json.text)).toEqual(ia1FireTables);
    expect([formatOf("ours.CSV"), formatOf("ours.json"), formatOf("ours")]).toEqual(["csv", "json", "json"]);
  });
});

const tableCells = (view: ReturnType<typeof tablesEditorContext>) => view.groups.flatMap((g) => g.rows.flatMap((r) => r.cells)).filter((c) => c !== null).length;
