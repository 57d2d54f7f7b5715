/**
 * The referee's ports in Foundry V13 (ports.ts `RefereePorts`), on the active GM's client: the store is the GM-only
 * world compendium (store.ts); users are `game.users`, the side table a world setting (settings/sides.ts); a user is
 * asked by `User#query` (the GM himself directly, docs/foundry-facts.md §1); dice are Foundry `Roll`s; the projection
 * is written into the Combat, tokens and their status effects (projection-writer.ts); cards are `card` chat messages
 * carrying their rolls as `Roll`s; with automation at "GM confirms first" a player's command waits on the GM's consent.
 */
import { SYSTEM_ID } from "../constants";
import { automation, promptTimeoutMs } from "../settings/settings";
import { sidesOf } from "../settings/sides";
import { askConsent } from "./consent-prompt";
import type { Card, Projection, RefereePorts } from "./ports";
import { writeProjection } from "./projection-writer";
import { QUERY, type Message } from "./protocol";
import { rollFaces, rollOf } from "./rolls";
import type { RefereeStore } from "./store";
import { tablePlacementOf, type TablePlacement } from "./table-placement";

/** The ChatMessage subtype of a card (data/chat/card-model.ts). */
export const CARD_MESSAGE = "card";

/** How this client answers a message sent to its own user (the queries dispatcher). */
export type LocalHandler = (message: Message, timeoutMs: number) => Promise<unknown>;

const ready = () => game as ReadyGame;

/** Resolves null once `ms` have passed, unless `work` settles first. */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return Promise.race([work.catch(() => null), late]).finally(() => clearTimeout(timer));
}

export class FoundryPorts implements RefereePorts {
  readonly self: string;
  private readonly placements = new Map<string, TablePlacement | null>();
  /** Users whose client took the session key last sent to it, and session keys on their way. */
  private readonly keyed = new Set<string>();
  private readonly sending = new Map<string, Promise<unknown>>();

  constructor(
    private readonly store: RefereeStore,
    private readonly local: LocalHandler,
  ) {
    this.self = ready().user.id;
  }

  read(battle: string): Promise<unknown> {
    const json = this.store.read(battle);
    this.placements.set(battle, tablePlacementOf(json));
    return Promise.resolve(json);
  }

  async write(battle: string, json: unknown): Promise<void> {
    await this.store.write(battle, json);
    this.placements.set(battle, tablePlacementOf(json));
  }

  connected(): readonly { readonly id: string; readonly isGM: boolean }[] {
    return ready()
      .users.filter((u) => u.active)
      .map((u) => ({ id: u.id!, isGM: u.isGM }));
  }

  sidesOf(user: string): readonly string[] {
    return sidesOf(user);
  }

  /** A query to one user (his own handler for the GM himself); null when he is gone, fails or does not answer in time. */
  async ask(user: string, message: Message, timeoutMs: number): Promise<unknown> {
    const target = ready().users.get(user);
    if (!target?.active) return null;
    const asked = target.isSelf
      ? withTimeout(this.local(message, timeoutMs), timeoutMs)
      : target.query(QUERY, message, { timeout: timeoutMs }).catch(() => null);
    if (message.type !== "session") return (await asked) ?? null;
    this.sending.set(user, asked);
    const taken = (await asked) === true;
    if (this.sending.get(user) === asked) this.sending.delete(user);
    if (taken) this.keyed.add(user);
    else this.keyed.delete(user);
    return taken;
  }

  /** Connected users whose client holds no key from this referee, once the keys on their way have arrived. */
  async unkeyed(): Promise<string[]> {
    await Promise.all(this.sending.values());
    return this.connected()
      .map((u) => u.id)
      .filter((id) => !this.keyed.has(id));
  }

  /** A user left: his client's key went with it. */
  forget(user: string): void {
    this.keyed.delete(user);
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

  /** One `card` message per card, in order, each with its dice as `Roll`s (Dice So Nice animates them). */
  async post(battle: string, cards: readonly Card[]): Promise<void> {
    if (!cards.length) return;
    const ruleset = this.placements.get(battle)?.ruleset ?? "";
    const messages = cards.map((card) => ({
      // `as never` until the `card` subtype is declared to fvtt-types (fvtt-config.ts).
      type: CARD_MESSAGE as never,
      author: this.self,
      system: { ruleset, kind: card.kind, data: card.data },
      rolls: card.rolls.map(rollOf),
      flags: { [SYSTEM_ID]: { battle } },
    }));
    await ChatMessage.createDocuments(messages);
  }

  timeoutMs(): number {
    return promptTimeoutMs();
  }

  secret(): string {
    return crypto.randomUUID();
  }
}
