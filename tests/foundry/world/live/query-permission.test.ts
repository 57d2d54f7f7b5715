/**
 * Every request to the referee is a `User#query`, which V13 sends only for a user with the QUERY_USER permission
 * (src/foundry/referee/query-permission.ts). In a world where it was taken from players, the GM is told at `ready`
 * which players lack it — connected or not —, and a player lacking it is told at his own `ready`.
 */
import { describe, expect, it } from "vitest";
import { playersWithoutQuery } from "../../../../src/foundry/referee/query-permission";
import { enI18n } from "../../../support/i18n";
import { ROLES } from "../documents";
import { simulatedWorld } from "../world";

describe("the QUERY_USER permission the referee's requests need", () => {
  it("a world that gives it to trusted players only: the GM is told Alice and Bob lack it, and Alice is told she does", { timeout: 60_000 }, async () => {
    const server = simulatedWorld({ queryRole: ROLES.TRUSTED });
    const gm = await server.connect("gm");
    const alice = await server.connect("alice");
    expect(gm.notifications).toContainEqual({ type: "warn", message: enI18n.format("HEX_TACTICS.Referee.players-cannot-query", { players: "Alice, Bob" }) });
    expect(alice.notifications).toContainEqual({ type: "error", message: enI18n.localize("HEX_TACTICS.Referee.cannot-query") });
  });

  it("the default (players have it): nobody is told anything about it", async () => {
    const server = simulatedWorld();
    const pages = [await server.connect("gm"), await server.connect("alice")];
    const told = [enI18n.format("HEX_TACTICS.Referee.players-cannot-query", { players: "Alice, Bob" }), enI18n.localize("HEX_TACTICS.Referee.cannot-query")];
    for (const page of pages) expect(page.notifications.filter((n) => told.includes(n.message))).toEqual([]);
  });

  it("only players are named: a trusted player who holds it and the GMs are not", () => {
    const user = (name: string, role: number) => ({ name, isGM: role >= ROLES.ASSISTANT, can: () => role >= ROLES.TRUSTED });
    expect(playersWithoutQuery([user("Gamemaster", ROLES.GAMEMASTER), user("Alice", ROLES.PLAYER), user("Tim", ROLES.TRUSTED), user("Bob", ROLES.PLAYER)])).toEqual(["Alice", "Bob"]);
  });
});
