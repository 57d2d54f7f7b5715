import { engineApi, type EngineApi } from "../../cli/api";
import type { Reply, Request } from "../referee/protocol";
import { startScenario } from "../scenarios/start-scenario";
import { tableModules } from "../rulesets/registry";
import { automation, citationsShown, promptTimeoutMs, rulesetInPlay } from "../settings/settings";
import { sidesOf } from "../settings/sides";
import { worldTables } from "../tables/world-tables";
import type { GameApis } from "./game-apis";

/**
 * `game.system.api` and `globalThis.hexTactics` (docs/api.md): the engine for macros, modules and bots — read-only
 * functions on a battle given as JSON — and the one way to change the battle in play, a request to the referee, which
 * plays it for the asker's side as it plays the UI's (macros are untrusted: they get no other door). Each game adds its
 * own members (game-apis.ts).
 */
export interface HexTacticsApi extends GameApis {
  /** The rules oracle, previews, sight and line of sight on a given battle, and the schemas (src/cli/api.ts). */
  readonly engine: EngineApi;
  /** Sends a request (a command, undo, a view) to the referee; the reply is what the asker's side may know. */
  readonly requestReferee: (request: Request) => Promise<Reply>;
  /** A GM starts the battle of a scenario journal entry (or its UUID) with the world's charts; resolves to the battle's id. */
  readonly startScenario: typeof startScenario;
  /** The fire tables, Terrain Effects Chart and counters in effect in this world. */
  readonly worldTables: typeof worldTables;
  /** The sides a user plays (none: he watches). */
  readonly sidesOf: typeof sidesOf;
  /** The world's settings, read-only. */
  readonly settings: {
    readonly rulesetInPlay: typeof rulesetInPlay;
    readonly automation: typeof automation;
    readonly citationsShown: typeof citationsShown;
    readonly promptTimeoutMs: typeof promptTimeoutMs;
  };
}

/** Freezes an object and the objects it holds (not the schemas: zod's are its own), so a macro cannot rewire the API. */
function frozen<T extends object>(value: T): Readonly<T> {
  for (const v of Object.values(value)) if (typeof v === "object" && v !== null && v !== engineApi.schemas && !Object.isFrozen(v)) frozen(v);
  return Object.freeze(value);
}

/** The API object, with the referee's request helper given (src/foundry/referee/queries.ts in the system). */
export function createApi(requestReferee: (request: Request) => Promise<Reply>): HexTacticsApi {
  const games = Object.assign({}, ...tableModules().map((m) => m.api ?? {})) as GameApis;
  return frozen({
    ...games,
    engine: { ...engineApi },
    requestReferee,
    startScenario,
    worldTables,
    sidesOf,
    settings: { rulesetInPlay, automation, citationsShown, promptTimeoutMs },
  });
}
