/**
 * The referee's ports in Foundry V13 (ports.ts `RefereePorts`), on the active GM's client: the store is the GM-only
 * world compendium, sealed (store.ts); users are `game.users`, the side table a world setting (settings/sides.ts); a user is
 * asked by `User#query` (the GM himself directly, docs/foundry-facts.md §1); dice are Foundry `Roll`s; the projection
 * is written into the Combat, tokens and their status effects (projection-writer.ts); cards are `card` chat messages
 * carrying their rolls as `Roll`s; with automation at "GM confirms first" a player's command waits on the GM's consent.
 * Where a battle lies in the world is its stored JSON's placement (table-placement.ts), read with the battle.
 */
import { automation, promptTimeoutMs } from "../settings/settings";
import { sidesOf } from "../settings/sides";
import { postCards } from "./card-post";
import { askConsent } from "./consent-prompt";
import type { JournalEntry, Snapshot, StoredBattle } from "./journal";
import type { Card, Projection, RefereePorts } from "./ports";
import { battleCombat, writeProjection } from "./projection-writer";
import { QUERY, type Message } from "./protocol";
import { rollFaces } from "./rolls";
import type { RefereeStore } from "./store";
import { tablePlacementOf, type TablePlacement } from "./table-placement";
import { withTimeout } from "./timeout";

/** How this client answers a message sent to its own user (the queries dispatcher). */
export type LocalHandler = (message: Message, timeoutMs: number) => Promise<unknown>;

const ready = () => game as ReadyGame;

export class FoundryPorts implements RefereePorts {
  readonly self: string;
  private readonly placements = new Map<string, TablePlacement | null>();

  constructor(
    private readonly store: RefereeStore,
    private readonly local: LocalHandler,
  ) {
    this.self = ready().user.id;
  }

  async read(battle: string): Promise<StoredBattle | undefined> {
    const stored = await this.store.read(battle);
    this.placements.set(battle, stored ? tablePlacementOf(stored.snapshot.game) : null);
    return stored;
  }

  async snapshot(battle: string, snapshot: Snapshot): Promise<number> {
    const bytes = await this.store.snapshot(battle, snapshot);
    this.placements.set(battle, tablePlacementOf(snapshot.game));
    return bytes;
  }

  append(battle: string, entry: JournalEntry, shown: boolean): Promise<number> {
    return this.store.append(battle, entry, shown);
  }

  connected(): readonly { readonly id: string; readonly isGM: boolean }[] {
    return ready()
      .users.filter((u) => u.active)
      .map((u) => ({ id: u.id!, isGM: u.isGM }));
  }

  sidesOf(user: string): readonly string[] {
    return sidesOf(user);
  }

  placement(battle: string): TablePlacement | null {
    return this.placements.get(battle) ?? null;
  }

  /** A query to one user (his own handler for the GM himself); null when he is gone, fails or does not answer in time. */
  async ask(user: string, message: Message, timeoutMs: number): Promise<unknown> {
    const target = ready().users.get(user);
    if (!target?.active) return null;
    // Foundry's own query timeout is not relied on alone: a page that never answers resolves null here too.
    const asked = target.isSelf ? this.local(message, timeoutMs) : target.query(QUERY, message, { timeout: timeoutMs });
    return (await withTimeout(asked, timeoutMs)) ?? null;
  }

  /** "GM confirms first": the GM (this client) is asked; no answer within the prompt timeout is a no. */
  async consent(user: string, _battle: string, side: string, command: unknown): Promise<boolean> {
    if (automation() !== "confirm") return true;
    const timeoutMs = this.timeoutMs();
    const name = ready().users.get(user)?.name ?? user;
    return (await withTimeout(askConsent({ user: name, side, command }, timeoutMs), timeoutMs)) === true;
  }

  roll(count: number, sides: number): Promise<readonly number[]> {
    return rollFaces(count, sides);
  }

  project(battle: string, projection: Projection): Promise<void> {
    return writeProjection(battle, this.placements.get(battle) ?? null, projection);
  }

  /** One `card` message per card, in order, each with its dice as `Roll`s (card-post.ts: a card is never lost to its rolls). */
  post(battle: string, cards: readonly Card[]): Promise<void> {
    return postCards(this.self, battle, this.placements.get(battle)?.ruleset ?? "", cards);
  }

  /** A battle is in play while its Combat is in the world (deleting it ends the battle). */
  inPlay(battle: string): boolean {
    return battleCombat(battle) !== undefined;
  }

  timeoutMs(): number {
    return promptTimeoutMs();
  }

  secret(): string {
    return crypto.randomUUID();
  }
}
