import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { dataSchemas } from "../../../src/engine/schemas";
import type { FireTable, ResultDefinition } from "../../../src/engine/rules/series/data/schemas/fire-table";
import { dieTableRow } from "../../../src/engine/data/table-lookup";
import { parseData } from "../../../src/engine/data/validate";
import * as ia from "../../../src/engine/rules/ia/data";
import ia1DieTables from "../../../src/engine/rules/ia/data/ia1-die-tables.json";
import ia1FireTables from "../../../src/engine/rules/ia/data/ia1-fire-tables.json";
import ia1Morale from "../../../src/engine/rules/ia/data/ia1-morale.json";
import ia1Tec from "../../../src/engine/rules/ia/data/ia1-tec.json";
import ia2DieTables from "../../../src/engine/rules/ia/data/ia2-die-tables.json";
import ia2Tec from "../../../src/engine/rules/ia/data/ia2-tec.json";
import ia2Visibility from "../../../src/engine/rules/ia/data/ia2-visibility.json";
import { counterSet, scenario } from "./fixtures";

const files: [string, z.ZodType, unknown][] = [
  ["ia1-tec.json", dataSchemas["terrain-effects-chart"], ia1Tec],
  ["ia2-tec.json", dataSchemas["terrain-effects-chart"], ia2Tec],
  ["ia1-fire-tables.json", dataSchemas["fire-tables"], ia1FireTables],
  ["ia1-die-tables.json", dataSchemas["die-tables"], ia1DieTables],
  ["ia2-die-tables.json", dataSchemas["die-tables"], ia2DieTables],
  ["ia1-morale.json", dataSchemas["morale-table"], ia1Morale],
  ["ia2-visibility.json", dataSchemas["visibility-table"], ia2Visibility],
  ["counters fixture", dataSchemas.counters, counterSet],
  ["scenario fixture", dataSchemas.scenario, scenario],
];

/** Every object in `json` with a `provenance` key, by JSON path. */
function provenances(json: unknown, path = "$"): [string, { source: string; rule?: string }][] {
  if (Array.isArray(json)) return json.flatMap((x, i) => provenances(x, `${path}[${i}]`));
  if (json === null || typeof json !== "object") return [];
  const here = "provenance" in json ? [[path, (json as { provenance: { source: string } }).provenance] as [string, { source: string }]] : [];
  return [...here, ...Object.entries(json).flatMap(([k, v]) => (k === "provenance" ? [] : provenances(v, `${path}.${k}`)))];
}

/** How hard a result hits: no effect < M < M1 < M2 < one step < two steps < three steps. */
const severity = (r: ResultDefinition) => (r.steps > 0 ? 10 + r.steps : r.morale === null ? 0 : 1 + r.morale);

describe("Infantry Attacks data files", () => {
  it.each(files)("%s round-trips: parse → JSON → parse gives an equal object", (name, schema, json) => {
    const once = parseData(schema, json, name);
    expect(parseData(schema, JSON.parse(JSON.stringify(once)), name)).toEqual(once);
  });

  it.each(files.slice(0, 7))("%s: every rules provenance names an IA rule number", (_, __, json) => {
    const cited = provenances(json).filter(([, p]) => p.source === "rules");
    expect(cited.length).toBeGreaterThan(0);
    for (const [path, p] of cited) expect(p.rule, path).toMatch(/^\d{1,2}\.\d{1,2}$/);
  });

  it("every fire table cell and column header has provenance; only the worked examples are rules cells", () => {
    const rulesCells = (t: FireTable) =>
      Object.entries(t.rows).flatMap(([roll, row]) =>
        row.flatMap((c, i) => (c.provenance.source === "rules" ? [`${t.columns[i]!.value}/${roll}=${c.value} (${c.provenance.rule})`] : [])),
      );
    for (const t of ia.ia1FireTables.tables) {
      for (const row of Object.values(t.rows)) for (const c of row) expect(["rules", "playtest"]).toContain(c.provenance.source);
      for (const c of t.columns) expect(["rules", "playtest"]).toContain(c.provenance.source);
    }
    expect(rulesCells(ia.ia1DirectFire)).toEqual(["11/5=M (7.52)", "16/5=M1 (7.52)", "22/5=M2 (7.52)", "16/6=M (13.15)"]);
    expect(rulesCells(ia.ia1Bombardment)).toEqual(["16/8=- (9.3)", "21/8=M (9.3)"]);
    expect(rulesCells(ia.ia1Assault)).toEqual([]);
  });

  it("playtest cells never contradict the direction of the rules cells: worse to the right, better on higher rolls", () => {
    for (const t of ia.ia1FireTables.tables) {
      const s = (roll: number, i: number) => severity(t.results[t.rows[String(roll)]![i]!.value]!);
      const rolls = Object.keys(t.rows).map(Number);
      for (const roll of rolls)
        for (let i = 0; i < t.columns.length; i++) {
          if (i > 0) expect(s(roll, i), `${t.id} ${roll}/${i}`).toBeGreaterThanOrEqual(s(roll, i - 1));
          if (t.rows[String(roll + 1)]) expect(s(roll + 1, i), `${t.id} ${roll + 1}/${i}`).toBeLessThanOrEqual(s(roll, i));
        }
    }
  });

  it("the TEC's combat modifiers name fire kinds the IA1 tables have", () => {
    const kinds = new Set(ia.ia1FireTables.tables.map((t) => t.kind));
    for (const tec of [ia.ia1Tec, ia.ia2Tec])
      for (const [id, t] of Object.entries(tec.terrain)) for (const m of t.combat) expect(kinds, `${tec.edition} ${id}`).toContain(m.fire);
  });
});

describe("IA1 terrain facts", () => {
  const t = ia.ia1Tec.terrain;
  const rule = (c: { provenance: { source: string; rule?: string } }) => (c.provenance.source === "rules" ? c.provenance.rule : "playtest");
  it("IA1 8.5 woods, hill, field and town are limiting; clear, swamp, rivers and lake are not", () => {
    const limiting = Object.entries(t).filter(([, x]) => x.limiting.value && !x.marker).map(([id]) => id);
    expect(limiting.sort()).toEqual(["field", "hill", "town", "woods"]);
  });
  it("IA1 8.61/8.62 limiting terrain blocks LOS except hill; 8.72 town and woods stand 20 m tall", () => {
    expect(["woods", "town", "field", "hill"].map((id) => t[id]!.los.value)).toEqual(["blocks", "blocks", "blocks", "clear"]);
    expect(["woods", "town", "field", "hill"].map((id) => t[id]!.losHeight.value)).toEqual([1, 1, 0, 0]);
  });
  it("IA1 8.51 three hexes in limiting terrain; 8.8 swamp only from adjacent hexes", () => {
    expect(t.woods!.concealRange).toMatchObject({ value: 3 });
    expect([t.swamp!.concealRange.value, rule(t.swamp!.concealRange)]).toEqual([1, "8.8"]);
  });
  it("IA1 8.52 direct fire at woods −2; 12.31 town −2 to the attacker's assault fire only", () => {
    expect(t.woods!.combat.find((m) => m.fire === "direct")).toMatchObject({ shift: -2, provenance: { source: "rules", rule: "8.52" } });
    expect(t.town!.combat.find((m) => m.fire === "assault")).toMatchObject({ shift: -2, appliesTo: "attacker", provenance: { rule: "12.31" } });
  });
  it("IA1 5.84 lakes cannot be entered; 5.83 Major River −2 to assaults across it", () => {
    expect(t.lake!.moveCost).toMatchObject({ value: "prohibited", provenance: { rule: "5.84" } });
    expect(t["major-river"]!.combat).toEqual([expect.objectContaining({ fire: "assault", shift: -2 })]);
  });
  it("IA1 16.12 smoke is a limiting marker of unlimited height that blocks LOS and hides at three hexes", () => {
    const s = t.smoke!;
    expect([s.marker, s.limiting.value, s.los.value, s.losHeight.value, s.concealRange.value]).toEqual([true, true, "blocks", "unlimited", 3]);
  });
  it("movement costs are playtest values, except lakes", () => {
    expect(Object.entries(t).filter(([, x]) => x.moveCost.provenance.source === "rules").map(([id]) => id)).toEqual(["lake", "smoke"]);
  });
});

describe("IA2 terrain facts", () => {
  const t = ia.ia2Tec.terrain;
  it("IA2 7.2/7.53 fields, brush and tall grass are limiting but do not block LOS", () => {
    for (const id of ["field", "brush", "tall-grass"]) expect([t[id]!.limiting.value, t[id]!.los.value, t[id]!.losHeight.value]).toEqual([true, "clear", 0]);
  });
  it("IA2 7.51 light woods and orchard block only when more than one lies between", () => {
    expect([t["light-woods"]!.los.value, t.orchard!.los.value]).toEqual(["light", "light"]);
  });
  it("IA2 7.44 a town (not a village) raises the spotter 20 m", () => {
    expect([t.town!.spotterBonus?.value, t.village!.spotterBonus?.value]).toEqual([1, 0]);
  });
});

describe("IA1 die tables and morale", () => {
  const distance = ia.ia1DieTables.tables.find((x) => x.id === "distance")!;
  it("IA1 18.1 Distance Table: 1-3 target hex, 4-5 adjacent, 6 two hexes away", () => {
    expect([1, 2, 3, 4, 5, 6].map((roll) => dieTableRow(distance, roll).result.value)).toEqual([0, 0, 0, 1, 1, 2]);
  });
  it("IA2 7.12 darkness: 1-4 one hex, 5-6 two hexes", () => {
    const dark = ia.ia2DieTables.tables[0]!;
    expect([1, 4, 5, 6].map((roll) => dieTableRow(dark, roll).result.value)).toEqual([1, 1, 2, 2]);
  });
  it("IA1 14.1 example: failing by one disrupts, by three or more demoralizes", () => {
    const band = (margin: number) =>
      ia.ia1Morale.check.failures.find((b) => b.status === "good-order" && margin >= b.margin.min && (b.margin.max === null || margin <= b.margin.max))!;
    const m2 = ia.ia1DirectFire.results.M2!;
    expect([m2.morale, m2.provenance]).toEqual([2, { source: "rules", rule: "14.1" }]);
    // INF morale 8 + leader 1 = 9; rolls 8 and 10, each +2 for M2.
    expect([8 + 2 - 9, 10 + 2 - 9].map((m) => band(m).unit)).toEqual(["disrupted", "demoralized"]);
  });
  it("IA2 7.11 dusk to dawn spotting ranges", () => {
    expect(ia.ia2LightTable.steps.map((s) => s.spottingRange.value)).toEqual(["night", 2, 4, 8, 12, 12, 8, 4, 2, "night"]);
  });
});
