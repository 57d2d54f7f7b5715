/**
 * A simulated Foundry V13 world for tests: `simulatedWorld()` gives its server, with a GM and two players (Alice and
 * Bob); `await world.connect("alice")` opens Alice's page, which boots the system. See server.ts, client.ts, page.ts.
 */
import { installPageGlobals } from "./page";
import { Server, type ServerOptions } from "./server";
import type { ROLES } from "./documents";

export const USERS: readonly { id: string; name: string; role: keyof typeof ROLES }[] = [
  { id: "gm", name: "Gamemaster", role: "GAMEMASTER" },
  { id: "alice", name: "Alice", role: "PLAYER" },
  { id: "bob", name: "Bob", role: "PLAYER" },
];

export function simulatedWorld(options: Partial<ServerOptions> = {}, users = USERS): Server {
  installPageGlobals();
  return new Server(users, options);
}

/** An entry point that loads no system. */
export const BARE = new URL("./fixtures/bare-entry.ts", import.meta.url).pathname;

export type { Client } from "./client";
export type { Server } from "./server";
