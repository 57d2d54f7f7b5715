import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { runOracle } from "../../../src/cli/oracle";
import { DataError } from "../../../src/engine/data/validate";
import { ia1Tec } from "../../../src/engine/rules/ia/data";
import { createApi } from "../../../src/foundry/api/api";
import { exposeApi } from "../../../src/foundry/api/expose";
import { requestReferee } from "../../../src/foundry/referee/queries";
import { setSectors } from "../../../src/foundry/rulesets/series/sector-command/user-sectors";
import { registerSystemSettings as registerSettings } from "../../../src/foundry/settings/register";
import { setSides } from "../../../src/foundry/settings/sides";
import { resetWorld } from "../setup/foundry-shim";

const example = join(import.meta.dirname, "../../../docs/examples/initiative-and-pass.json");

beforeEach(() => {
  resetWorld();
  registerSettings();
});

describe("game.system.api", () => {
  it("is the engine facade, the referee's request helper, the world's charts, sides and settings", () => {
    const api = exposeApi();
    expect((game.system as unknown as { api: unknown }).api).toBe(api);
    expect(globalThis.hexTactics).toBe(api);
    expect(api.requestReferee).toBe(requestReferee);
    expect(Object.keys(api).sort()).toEqual(["engine", "requestReferee", "sectorOf", "settings", "sidesOf", "startScenario", "worldTables"]);
    expect(Object.keys(api.engine).sort()).toEqual(["DataError", "check", "lineOfSight", "loadBattle", "previewMove", "rules", "schemas", "sight"]);
    expect(Object.keys(api.settings).sort()).toEqual(["automation", "citationsShown", "promptTimeoutMs", "rulesetInPlay"]);
  });

  it("cannot be rewired by a macro: the object and what it holds are frozen", () => {
    const api = createApi(vi.fn());
    expect(() => Object.assign(api, { requestReferee: vi.fn() })).toThrow(TypeError);
    expect(() => Object.assign(api.engine, { rules: vi.fn() })).toThrow(TypeError);
    expect(() => Object.assign(api.settings, { automation: () => "apply" })).toThrow(TypeError);
  });

  it("changes a battle only through the referee: a request goes to the helper it was given", async () => {
    const send = vi.fn(async () => ({ ok: true as const, result: { undone: "pass" } }));
    const api = createApi(send);
    await expect(api.requestReferee({ kind: "undo", battle: "b1" })).resolves.toEqual({ ok: true, result: { undone: "pass" } });
    expect(send).toHaveBeenCalledWith({ kind: "undo", battle: "b1" });
  });

  it("answers rules questions on a battle given as JSON as the headless oracle does", () => {
    const request = JSON.parse(readFileSync(example, "utf8"));
    expect(createApi(vi.fn()).engine.rules(request, example)).toEqual(runOracle(request, example));
  });

  it("refuses bad JSON with a DataError naming its path", () => {
    const { engine } = createApi(vi.fn());
    const tec = { ...ia1Tec, terrain: { ...ia1Tec.terrain, woods: { ...ia1Tec.terrain.woods!, losHeight: "tall" } } };
    let error: unknown;
    try {
      engine.check("terrain-effects-chart", tec);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).issues.map((i) => i.path)).toEqual(["$.terrain.woods.losHeight"]);
    expect(engine.DataError).toBe(DataError);
  });

  it("reads the world's sides, sectors and charts", async () => {
    const api = createApi(vi.fn());
    await setSides({ anna: ["german"] });
    await setSectors({ anna: "north" });
    expect([api.sidesOf("anna"), api.sidesOf("boris"), api.sectorOf("anna")]).toEqual([["german"], [], "north"]);
    expect(api.worldTables().tec).toBe(ia1Tec);
    expect(api.settings.rulesetInPlay()).toEqual({ ruleset: "infantry-attacks", edition: "IA1" });
  });
});
