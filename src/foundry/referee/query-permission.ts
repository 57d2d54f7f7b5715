/**
 * Every request to the referee is a `User#query` (queries.ts), and V13 lets a user send one only with the
 * `QUERY_USER` permission (foundryvtt/foundryvtt#11235; `CONST.USER_PERMISSIONS.QUERY_USER`, default role PLAYER). A
 * GM can take it from a role in the permission configuration: that role's players could then give no command. At
 * `ready` a GM is told which players lack it, and a player lacking it is told (docs/foundry-facts.md §1).
 */
import { foundryI18n } from "../i18n";

/** What this check reads of a V13 `User`: `can(action)` is true for a GM whatever the permission. */
export interface QueryingUser {
  readonly name: string;
  readonly isGM: boolean;
  can(permission: "QUERY_USER"): boolean;
}

/** The names of the players (not GMs) among `users` who may not send a query. */
export const playersWithoutQuery = (users: Iterable<QueryingUser>): string[] => [...users].filter((u) => !u.isGM && !u.can("QUERY_USER")).map((u) => u.name);

/** `ready`: the check, on every client. */
export function checkQueryPermission(): void {
  const { user, users } = game as unknown as { user: QueryingUser; users: Iterable<QueryingUser> };
  const i18n = foundryI18n();
  if (user.isGM) {
    const players = playersWithoutQuery(users);
    if (players.length) ui.notifications?.warn(i18n.format("HEX_TACTICS.Referee.players-cannot-query", { players: players.join(", ") }), { permanent: true });
  } else if (!user.can("QUERY_USER")) ui.notifications?.error(i18n.localize("HEX_TACTICS.Referee.cannot-query"), { permanent: true });
}
