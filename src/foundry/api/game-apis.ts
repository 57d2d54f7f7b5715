/**
 * What the games add to `game.system.api` (table-module.ts `api`; docs/api.md): a game's table module declares its own
 * members here by module augmentation, so the API is typed for them, and gives them in its module's `api`.
 */
export interface GameApis {}
