import { describe, expect, it } from "vitest";
import atTable from "../../../../../src/engine/rules/pg/data/pg3-at-table.json";
import demoCounters from "../../../../../src/engine/rules/pg/data/pg3-demo-counters.json";
import dieTables from "../../../../../src/engine/rules/pg/data/pg3-die-tables.json";
import fireTables from "../../../../../src/engine/rules/pg/data/pg3-fire-tables.json";
import morale from "../../../../../src/engine/rules/pg/data/pg3-morale.json";
import tec from "../../../../../src/engine/rules/pg/data/pg3-tec.json";
import { cited } from "./provenance-walk";
import { RULES_CELLS } from "./rules-cells";

/** The charts as shipped (before defaults), by file. */
const FILES: Record<string, unknown> = {
  "pg3-fire-tables.json": fireTables,
  "pg3-at-table.json": atTable,
  "pg3-morale.json": morale,
  "pg3-die-tables.json": dieTables,
  "pg3-tec.json": tec,
  "pg3-demo-counters.json": demoCounters,
};

describe("PG charts: nothing poses as a rule", () => {
  it("every chart's rules cells are listed", () => {
    expect(Object.keys(RULES_CELLS).sort()).toEqual(Object.keys(FILES).sort());
  });

  it.each(Object.entries(FILES))("%s: its rules cells are exactly those the text fixes, each with the text's value and PG rule", (file, json) => {
    const fixed = Object.fromEntries(
      cited(json).flatMap((c) => (c.provenance.source === "rules" ? [[c.path, [c.provenance.rule, c.value]] as const] : [])),
    );
    expect(fixed).toEqual(RULES_CELLS[file]);
  });

  it.each(Object.entries(FILES))("%s: every other value is playtest, with a note saying where the real one is", (_, json) => {
    const others = cited(json).filter((c) => c.provenance.source !== "rules");
    for (const c of others) expect(c.provenance, c.path).toEqual({ source: "playtest", note: expect.stringMatching(/\S/) });
  });
});
