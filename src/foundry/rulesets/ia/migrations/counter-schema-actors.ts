/**
 * Migration 1: actors saved before the counter schema. Units, leaders and markers are rewritten in the new shape
 * (actor-sources.ts), their old fields deleted; marker actors for what is a status effect now (MOVED/FIRED, SPOTTED,
 * Disrupted …) are deleted. Reads the raw world data (`game.data.actors`), which still holds the old fields the
 * models no longer have. Unlinked tokens' deltas and compendium packs are left as they are: the models' `migrateData`
 * reads them on load.
 */
import { removedKeys } from "../../../migrations/removed-keys";
import type { MigrationStep } from "../../../migrations/step";
import { isOldLeader, isOldMarker, isOldUnit, migrateLeaderSystem, migrateMarkerSystem, migrateUnitSystem, OBSOLETE_MARKER_KINDS } from "./actor-sources";

type Source = Record<string, unknown>;
interface RawActor {
  _id: string;
  type: string;
  system?: Source;
}

const MIGRATE: Record<string, { old(s: Source): boolean; migrate(s: Source): Source }> = {
  unit: { old: isOldUnit, migrate: migrateUnitSystem },
  leader: { old: isOldLeader, migrate: migrateLeaderSystem },
  marker: { old: isOldMarker, migrate: migrateMarkerSystem },
};

/** The update that rewrites one actor's `system`, or "delete", or null when it is already current. */
export function actorMigration(actor: RawActor): Source | "delete" | null {
  const system = actor.system ?? {};
  if (actor.type === "marker" && OBSOLETE_MARKER_KINDS.includes(String(system.markerType ?? system.kind))) return "delete";
  const step = MIGRATE[actor.type];
  if (!step?.old(system)) return null;
  const migrated = step.migrate(system);
  return { _id: actor._id, system: migrated, ...Object.fromEntries(removedKeys(system, migrated).map((key) => [key, null])) };
}

export const counterSchemaActors: MigrationStep = {
  version: 1,
  name: "counter-schema-actors",
  async run() {
    const raw = (game as ReadyGame).data.actors as unknown as RawActor[];
    const updates: Source[] = [];
    const deletions: string[] = [];
    for (const actor of raw) {
      const change = actorMigration(actor);
      if (change === "delete") deletions.push(actor._id);
      else if (change) updates.push(change);
    }
    let failed = 0;
    for (const update of updates) {
      try {
        // diff: false — the loaded actor already reads as new (migrateData): only the raw data still holds the old fields.
        await Actor.implementation.updateDocuments([update] as never[], { diff: false, render: false });
      } catch (error) {
        failed++;
        console.error(`hex-tactics | migration 1: actor ${String(update._id)}`, error);
      }
    }
    if (deletions.length) {
      try {
        await Actor.implementation.deleteDocuments(deletions);
      } catch (error) {
        failed += deletions.length;
        console.error("hex-tactics | migration 1: obsolete marker actors", error);
      }
    }
    return failed;
  },
};
