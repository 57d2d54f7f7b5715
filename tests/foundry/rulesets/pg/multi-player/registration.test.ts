/**
 * PG 17.6 at the table: Panzer Grenadier's table module brings its multi-player capability to the referee, the Sides
 * dialog's sector and CO columns (with PG's hints) and the painter's sector tool, as Infantry Attacks does its own.
 */
import { describe, expect, it } from "vitest";
import { tableModule } from "../../../../../src/foundry/rulesets/registry";
import { PG_MULTI_PLAYER } from "../../../../../src/foundry/rulesets/pg/multi-player/capability";
import { sectorTool } from "../../../../../src/foundry/rulesets/series/sector-command/painter-tool";
import { pgSidesForm } from "../../../../../src/foundry/rulesets/pg/multi-player/sides-form";

describe("PG 17.6 registered at the table", () => {
  it("PG 17.61–17.64: the referee plays PG battles with the multi-player capability; the Sides dialog and painter are the sectors'", () => {
    const pg = tableModule("panzer-grenadier")!;
    expect(pg.pieces.capabilities?.map((c) => c.id)).toEqual([PG_MULTI_PLAYER]);
    expect(pg.sidesForm).toBe(pgSidesForm);
    expect(pg.painterTools).toEqual([sectorTool]);
    expect(tableModule("infantry-attacks")!.painterTools).toEqual([sectorTool]);
  });
});
