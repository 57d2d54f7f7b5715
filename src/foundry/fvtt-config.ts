/** Tells fvtt-types about this system's additions to Foundry's configuration. */
import type { HEX_TACTICS_CONFIG } from "./config";
import type { LeaderModel, MarkerModel, UnitModel } from "./data/actor/_module";

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: {
      unit: typeof UnitModel;
      leader: typeof LeaderModel;
      marker: typeof MarkerModel;
    };
  }
}

declare global {
  interface CONFIG {
    HEX_TACTICS: typeof HEX_TACTICS_CONFIG;
  }
  interface SettingConfig {
    /** The last migration run on this world (migrations/migrate-world.ts). */
    "hex-tactics.schemaVersion": number;
  }
}
