import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import rpDemoMap from "../../../../src/engine/rules/rp/data/rp-demo-map.json";
import rpDemoScenario from "../../../../src/engine/rules/rp/data/rp-demo-scenario.json";
import { RP_TEC } from "../../../../src/engine/rules/rp/data/tec";
import { RP_DEMO } from "../../../../src/engine/rules/rp/data/demo";
import { rpScenario } from "../../../../src/foundry/rulesets/rp/scenario";
import { rpTablePieces } from "../../../../src/foundry/rulesets/rp/table-pieces";
import type { WorldTables } from "../../../../src/foundry/tables/charts-in-effect";

const world = (edition = "RPC3") => ({ ruleset: "red-poppies", edition, kinds: [], charts: {}, tec: RP_TEC, origin: {}, problems: {} }) as unknown as WorldTables;
const flags = { ruleset: "red-poppies", edition: "RPC3", scenario: rpDemoScenario, map: rpDemoMap, counters: { pack: "hex-tactics.rp-counters" } };

describe("RP scenario start", () => {
  it("RP 10.1: the demonstration scenario becomes a plan: an rp-unit actor per unit, of its counter, and a stored battle the referee loads", async () => {
    const outcome = await rpScenario.plan(flags, "rp-demo entry", world());
    if (!("plan" in outcome)) throw new Error("no plan");
    const { plan } = outcome;
    expect(plan.id).toBe("rp-demo");
    expect(plan.counters).toBe("hex-tactics.rp-counters");
    const pieces = Object.entries(plan.pieces);
    expect(pieces.length).toBeGreaterThan(0);
    for (const [id, p] of pieces) {
      expect(p.type).toBe("rp-unit");
      expect(p.hidden).toBe(false);
      expect(id.startsWith(`${p.counterId}-`)).toBe(true);
      expect((p.system as { faces: { formed: { cohesion: { value: number } } } }).faces.formed.cohesion.value).toBe(RP_DEMO.counters.counters[p.counterId]!.faces.formed.cohesion);
    }
    const actors = Object.fromEntries(pieces.map(([id]) => [id, `Actor.${id}`]));
    const stored = plan.stored(actors, {}, "scene1", { gridType: 4, origin: { i: 0, j: 0 } });
    const game = rpTablePieces.load("b1", stored);
    // Every unit set up on the map has its token.
    const onMap = Object.values(game.state.units).filter((u) => u.status === "on-map").length;
    expect(rpTablePieces.project(game).pieces).toHaveLength(onMap);
    expect(rpTablePieces.save(game)).toEqual(stored);
  });

  it("RP 10.1: a scenario of another edition than the world's charts is a mismatch, not a battle", async () => {
    expect(await rpScenario.plan(flags, "entry", world("RPC2"))).toEqual({ mismatch: { scenario: "RPC3", world: "RPC2" } });
  });
});

describe("RP scenario entries of the rp-scenarios compendium", () => {
  const dir = join(import.meta.dirname, "../../../../packs/_source/rp-scenarios");
  const entries = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")) : [];

  it.each(entries)("RP 10.1: the entry %s starts a battle the referee loads", async (file) => {
    const source = JSON.parse(readFileSync(join(dir, file), "utf8"));
    const outcome = await rpScenario.plan(source.flags["hex-tactics"], file, world());
    if (!("plan" in outcome)) throw new Error("no plan");
    const stored = outcome.plan.stored({}, {}, "scene1", { gridType: 4, origin: { i: 0, j: 0 } });
    expect(rpTablePieces.load("b1", stored).state.scenario.id).toBe(source.flags["hex-tactics"].scenario.id);
  });
});
