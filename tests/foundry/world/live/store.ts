/**
 * The referee's store as a GM's page reads it back (src/foundry/referee/store.ts): a fresh store opened with the key the
 * page holds, the battle's snapshot and the entries after it folded as a reload folds them.
 */
import { heldKey } from "../../../../src/foundry/referee/keyring";
import { RefereeStore } from "../../../../src/foundry/referee/store";
import { SECTOR_COMMAND } from "../../../../src/foundry/rulesets/ia/sector-command/capability";
import type { Client } from "../world";

export interface StoredSeen {
  /** The snapshot's saved game, as its ruleset saved it. */
  readonly game: any;
  /** The sector-command record in force (its capability's), the command waiting on a decision (null: none), and the entries by kind. */
  readonly orders: unknown;
  readonly pending: unknown;
  readonly kinds: readonly string[];
}

export async function stored(page: Client, battle: string): Promise<StoredSeen> {
  const read = await page.run(async () => {
    const store = await RefereeStore.open();
    await store.use((await heldKey(store.keyId!))!);
    return store.read(battle);
  });
  if (!read) throw new Error(`the store holds no battle ${battle}`);
  let orders = read.snapshot.capabilities[SECTOR_COMMAND];
  let pending: unknown = (read.snapshot.game as { game?: { pending?: unknown } }).game?.pending ?? null;
  for (const e of read.entries)
    if (e.kind === "capability" && e.id === SECTOR_COMMAND) orders = e.record;
    else if (e.kind === "pending") pending = e.pending;
    else if (e.kind === "record") pending = null;
  return { game: read.snapshot.game, orders, pending, kinds: read.entries.map((e) => e.kind) };
}
