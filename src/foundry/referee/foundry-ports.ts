/**
 * The referee's ports in Foundry V13 (ports.ts `RefereePorts`), on the active GM's client: the store is the GM-only
 * world compendium (store.ts); users are `game.users`, the side table a world setting (settings/sides.ts); a user is
 * asked by `User#query` (the GM himself directly, docs/foundry-facts.md §1); dice are Foundry `Roll`s; the projection
 * is written into the Combat, tokens and their status effects (projection-writer.ts); cards are `card` chat messages
 * carrying their rolls as `Roll`s; with automation at "GM confirms first" a player's command waits on the GM's consent.
 * A battle's sectors are its scene's flag (terrain/scene-sectors.ts), each user's sector the sectors setting.
 */
import { SYSTEM_ID } from "../constants";
import { automation, promptTimeoutMs } from "../settings/settings";
import { isCommandingOfficer } from "../settings/commanders";
import { sectorOf } from "../settings/sectors";
import { sidesOf } from "../settings/sides";
import { sceneSectors } from "../terrain/scene-sectors";
import { rebase } from "../terrain/sectors";
import { askConsent } from "./consent-prompt";
import type { Card, Projection, RefereePorts } from "./ports";
import { battleCombat, writeProjection } from "./projection-writer";
import { QUERY, type Message } from "./protocol";
import { rollFaces, rollOf } from "./rolls";
import type { BattleSector } from "./sector-command";
import type { RefereeStore } from "./store";
import { tablePlacementOf, type TablePlacement } from "./table-placement";
import { withTimeout } from "./timeout";

/** The ChatMessage subtype of a card (data/chat/card-model.ts). */
export const CARD_MESSAGE = "card";

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

  read(battle: string): Promise<unknown> {
    const json = this.store.read(battle);
    this.placements.set(battle, tablePlacementOf(json));
    return Promise.resolve(json);
  }

  async write(battle: string, json: unknown): Promise<void> {
    await this.store.write(battle, json);
    this.placements.set(battle, tablePlacementOf(json));
  }

  readOrders(battle: string): Promise<unknown> {
    return Promise.resolve(this.store.readOrders(battle));
  }

  writeOrders(battle: string, json: unknown): Promise<void> {
    return this.store.writeOrders(battle, json);
  }

  connected(): readonly { readonly id: string; readonly isGM: boolean }[] {
    return ready()
      .users.filter((u) => u.active)
      .map((u) => ({ id: u.id!, isGM: u.isGM }));
  }

  sidesOf(user: string): readonly string[] {
    return sidesOf(user);
  }

  /** The battle's scene's sectors on the battle's map (the flag's hexes moved to the battle's grid placement). */
  sectors(battle: string): readonly BattleSector[] {
    const placement = this.placements.get(battle);
    const scene = placement?.scene ? ready().scenes.get(placement.scene) : undefined;
    if (!scene || !placement?.grid) return [];
    const read = sceneSectors(scene as never);
    if (!read) return [];
    if (!read.ok) {
      console.error(`hex-tactics | the sectors of scene ${placement.scene} cannot be read`, read.issues);
      return [];
    }
    return rebase(read.value, placement.grid.origin).sectors;
  }

  sectorOf(user: string): string | null {
    return sectorOf(user);
  }

  isCommandingOfficer(user: string): boolean {
    return isCommandingOfficer(user);
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
