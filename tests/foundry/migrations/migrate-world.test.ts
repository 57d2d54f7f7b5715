import { beforeEach, describe, expect, it, vi } from "vitest";
import { onReady } from "../../../src/foundry/hooks/ready";
import { startTable } from "../../../src/foundry/referee/start";
import { migrateWorld, MIGRATIONS, registerMigrationSettings, SCHEMA_VERSION } from "../../../src/foundry/migrations/migrate-world";
import { resetWorld } from "../setup/foundry-shim";

// The rest of `ready` (the referee's table) is another area's; here only its order after the migrations matters.
vi.mock("../../../src/foundry/referee/start", () => ({ startTable: vi.fn(async () => {}) }));

const oldUnit = {
  _id: "unit000000000001",
  type: "unit",
  system: { nationality: "German", unitType: "MG", size: "detachment", steps: { value: 1, max: 1 }, fire: { direct: 6, bombardment: 0, range: 6 }, morale: 0, movement: 1, status: "good", movedFired: false, spotted: true, hidden: false },
};
const oldLeader = { _id: "leader0000000001", type: "leader", system: { nationality: "German", rank: 2, leaderType: "infantry", combatModifier: 1, moraleModifier: 1, morale: 8, status: "good", movedFired: true } };
const spottedMarker = { _id: "marker0000000001", type: "marker", system: { markerType: "spotted", rule: "IA1 8.52", description: "" } };
const smokeMarker = { _id: "marker0000000002", type: "marker", system: { markerType: "smoke", rule: "IA1 16.1", description: "" } };
const currentMarker = { _id: "marker0000000003", type: "marker", system: { kind: "wire", rule: "", description: "" } };
const otherActor = { _id: "other00000000001", type: "npc", system: { hp: 3 } };

/** A world from before the counter schema, its version unset. */
function oldWorld(options: { isActiveGM?: boolean } = {}) {
  const world = resetWorld({ actors: structuredClone([oldUnit, oldLeader, spottedMarker, smokeMarker, currentMarker, otherActor]), ...options });
  registerMigrationSettings();
  return world;
}

describe("migrations at ready", () => {
  beforeEach(() => resetWorld());

  it("the schema version is a world setting only a GM writes, off the settings form", () => {
    const world = resetWorld();
    registerMigrationSettings();
    expect(world.settings.registered.get("hex-tactics.schemaVersion")).toMatchObject({ scope: "world", config: false, type: Number, default: 0 });
  });

  it("steps run in order of their versions; the code's version is the last", () => {
    const versions = MIGRATIONS.map((m) => m.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(SCHEMA_VERSION).toBe(versions.at(-1));
    expect(MIGRATIONS.map((m) => m.name)).toEqual(["counter-schema-actors"]);
  });

  it("only the active GM migrates", async () => {
    const world = oldWorld({ isActiveGM: false });
    await migrateWorld();
    expect([world.updates, world.deletions, world.settings.values.size]).toEqual([[], [], 0]);
  });

  it("step 1 rewrites old units and leaders, deleting their old fields; marker kinds move to `kind`", async () => {
    const world = oldWorld();
    await migrateWorld();
    expect(world.updates.map((u) => u._id)).toEqual([oldUnit._id, oldLeader._id, smokeMarker._id]);
    const [unit, leader, smoke] = world.updates;
    expect(unit).toMatchObject({
      system: { code: "MG", category: "machine-gun", nationality: "german", faces: { full: { directFire: { strength: { value: 6 } }, movement: { value: 1 } }, reduced: null } },
      "system.-=fire": null,
      "system.-=spotted": null,
      "system.steps.-=max": null,
    });
    expect(leader).toMatchObject({ system: { type: "infantry", rank: "2", combat: { value: 1 }, moraleBonus: { value: 1 } }, "system.-=leaderType": null, "system.-=movedFired": null });
    expect(smoke).toEqual({ _id: smokeMarker._id, system: { kind: "smoke", rule: "IA1 16.1", description: "" }, "system.-=markerType": null });
  });

  it("step 1 deletes marker actors for what is a status effect now (SPOTTED, IA1 8.52)", async () => {
    const world = oldWorld();
    await migrateWorld();
    expect(world.deletions).toEqual([spottedMarker._id]);
  });

  it("stamps the world with the version it reached, and does nothing the next time", async () => {
    const world = oldWorld();
    await migrateWorld();
    expect(world.settings.get("hex-tactics", "schemaVersion")).toBe(SCHEMA_VERSION);
    world.updates.length = 0;
    world.deletions.length = 0;
    await migrateWorld();
    expect([world.updates, world.deletions]).toEqual([[], []]);
    expect(world.notifications.map((n) => n.level)).toEqual(["info", "info"]);
  });

  it("the system's ready hook runs them before the table starts", async () => {
    const world = oldWorld();
    vi.mocked(startTable).mockImplementationOnce(async () => {
      expect(world.settings.get("hex-tactics", "schemaVersion")).toBe(SCHEMA_VERSION);
    });
    await onReady();
    expect(startTable).toHaveBeenCalledTimes(1);
    expect(world.deletions).toEqual([spottedMarker._id]);
  });

  it("a new world with no actors is stamped without running a step", async () => {
    const world = resetWorld({ actors: [] });
    registerMigrationSettings();
    await migrateWorld();
    expect([world.settings.get("hex-tactics", "schemaVersion"), world.notifications]).toEqual([SCHEMA_VERSION, []]);
  });

  it("a step that fails for a document leaves the version unstamped, to run again at the next start", async () => {
    const world = oldWorld();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    (globalThis as any).Actor.implementation.updateDocuments = async ([u]: { _id: string }[]) => {
      if (u!._id === oldLeader._id) throw new Error("refused");
      world.updates.push(u!);
    };
    await migrateWorld();
    expect(world.settings.get("hex-tactics", "schemaVersion")).toBe(0);
    expect(world.notifications.at(-1)).toMatchObject({ level: "error" });
    expect(world.updates.map((u) => u._id)).toEqual([oldUnit._id, smokeMarker._id]);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
