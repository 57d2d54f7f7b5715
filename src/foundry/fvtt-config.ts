/** Tells fvtt-types about this system's additions to Foundry's configuration. */
import type { HEX_TACTICS_CONFIG } from "./config";
import type { MarkerModel } from "./data/actor/_module";

declare module "fvtt-types/configuration" {
  interface DataModelConfig {
    Actor: {
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
