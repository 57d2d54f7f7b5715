/** What every in-memory referee of these tests has alike: no scene placement, documents and chat that go nowhere, one GM. */
import type { RefereePorts } from "../../../src/foundry/referee/ports";

export const quietPorts = {
  placement: () => null,
  project: async () => undefined,
  inPlay: () => true,
  post: async () => undefined,
  self: "gm",
  timeoutMs: () => 100,
  secret: () => crypto.randomUUID(),
} satisfies Partial<RefereePorts>;
