import { requestReferee } from "../referee/queries";
import { createApi, type HexTacticsApi } from "./api";

declare global {
  // eslint-disable-next-line no-var
  var hexTactics: HexTacticsApi | undefined;
}

/** `init`: the public API as `game.system.api` and `globalThis.hexTactics` (docs/api.md). */
export function exposeApi(): HexTacticsApi {
  const api = createApi(requestReferee);
  (game.system as unknown as { api: HexTacticsApi }).api = api;
  globalThis.hexTactics = api;
  return api;
}
