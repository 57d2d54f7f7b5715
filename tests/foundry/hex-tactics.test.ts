import { beforeAll, describe, expect, it, vi } from "vitest";
import system from "../../system.json";
import { HEX_TACTICS_CONFIG } from "../../src/foundry/config";
import { MarkerModel } from "../../src/foundry/data/actor/_module";
import { LeaderModel, UnitModel } from "../../src/foundry/rulesets/ia/actors/_module";
import { PgLeaderModel, PgUnitModel } from "../../src/foundry/rulesets/pg/actors/_module";
import { RpUnitModel } from "../../src/foundry/rulesets/rp/actors/unit-model";
import { CiBlockModel } from "../../src/foundry/rulesets/ci/actors/block-model";
import { RP_STATUSES } from "../../src/foundry/rulesets/rp/statuses";
import { statusEffects } from "../../src/foundry/status-effects";
import { MarkerSheet } from "../../src/foundry/applications/sheets/_module";
import { LeaderSheet, UnitSheet } from "../../src/foundry/rulesets/ia/sheets/_module";
import "../../src/foundry/hex-tactics";
import { STATUS_EFFECTS } from "../../src/foundry/rulesets/ia/statuses";
import { isLangKey } from "../support/lang";
import { resetWorld } from "./setup/foundry-shim";

const actorTypes = Object.keys(system.documentTypes.Actor).sort();
const registerSheet = vi.mocked(foundry.documents.collections.Actors.registerSheet);

let world: ReturnType<typeof resetWorld>;

describe("init", () => {
  beforeAll(() => {
    world = resetWorld();
    Hooks.callAll("init");
  });

  it("registers a data model for each Actor type in system.json (Panzer Grenadier's, Red Poppies' and Combat Infantry's own too)", () => {
    expect(CONFIG.Actor.dataModels).toEqual({ unit: UnitModel, leader: LeaderModel, marker: MarkerModel, "pg-unit": PgUnitModel, "pg-leader": PgLeaderModel, "rp-unit": RpUnitModel, "ci-block": CiBlockModel });
    expect(Object.keys(CONFIG.Actor.dataModels).sort()).toEqual(actorTypes);
  });

  it("registers a default sheet for each Actor type, labelled from lang/en.json", () => {
    const registered = registerSheet.mock.calls.map(([scope, sheet, options]) => ({ scope, sheet, options }));
    expect(registered).toEqual(
      expect.arrayContaining([
        { scope: "hex-tactics", sheet: UnitSheet, options: expect.objectContaining({ types: ["unit"], makeDefault: true }) },
        { scope: "hex-tactics", sheet: LeaderSheet, options: expect.objectContaining({ types: ["leader"], makeDefault: true }) },
        { scope: "hex-tactics", sheet: MarkerSheet, options: expect.objectContaining({ types: ["marker"], makeDefault: true }) },
      ]),
    );
    expect(registered.flatMap(({ options }) => options?.types ?? []).sort()).toEqual(actorTypes);
    for (const { options } of registered) expect(isLangKey(String(options?.label))).toBe(true);
  });

  it("exposes the choice lists as CONFIG.HEX_TACTICS", () => {
    expect(CONFIG.HEX_TACTICS).toBe(HEX_TACTICS_CONFIG);
  });

  it("replaces Foundry's status effects with Hex Tactics' own (each game's, once: Red Poppies adds its own four)", () => {
    const ia = STATUS_EFFECTS.map((s) => s.id);
    expect(CONFIG.statusEffects).toEqual(statusEffects([...STATUS_EFFECTS.map((s) => s.id.replace(/^ht-/, "")), ...RP_STATUSES.filter((n) => !ia.includes(`ht-${n}`))]));
  });

  it("registers the world setting the migrations keep the schema version in", () => {
    expect(world.settings.registered.has("hex-tactics.schemaVersion")).toBe(true);
  });
});
