/**
 * The referee's store (docs/foundry.md, "Documents are public; secrets are not documents"): a world compendium of
 * journal entries, `world.hex-tactics-referee`, one entry per battle holding its saved JSON in a flag. The server
 * withholds a pack's contents from roles without permission to it (docs/foundry-facts.md §2), so the pack is created
 * with no player or trusted-player ownership — at creation, never through `configure` (#13283) — and checked at every
 * start: if a player could read it, the store refuses to hold anything.
 */
import { SYSTEM_ID } from "../constants";

export const STORE_NAME = "hex-tactics-referee";
export const STORE_PACK = `world.${STORE_NAME}`;

/** No player or trusted player; assistants and GMs own it (explicitly: #9394, #13484). */
export const STORE_OWNERSHIP = { PLAYER: "NONE", TRUSTED: "NONE", ASSISTANT: "OWNER", GAMEMASTER: "OWNER" } as const;

/**
 * What a battle's entry holds: the battle id and its saved JSON as a string (replaced whole by each write), and the
 * referee's own record of its sector command (IA1 17.52 orders and factor sectors: orders-book.ts), a JSON string too.
 */
export interface StoreFlags {
  readonly battle: string;
  readonly saved: string;
  readonly orders?: string;
}

declare global {
  interface FlagConfig {
    JournalEntry: { "hex-tactics"?: StoreFlags };
  }
}

/** A store that will not hold anything: a player could read it. */
export class UnsafeStore extends Error {
  constructor(readonly ownership: Readonly<Record<string, string | undefined>>) {
    super(`the ${STORE_PACK} compendium is readable by players (${JSON.stringify(ownership)})`);
    this.name = "UnsafeStore";
  }
}

type Pack = foundry.documents.collections.CompendiumCollection<"JournalEntry">;
type Entry = JournalEntry.Implementation;

/** Whether an ownership record leaves players and trusted players no access (nothing blank: blanks inherit, #9860). */
export const storeIsPrivate = (ownership: Readonly<Record<string, string | undefined>>): boolean => ownership.PLAYER === "NONE" && ownership.TRUSTED === "NONE";

export class RefereeStore {
  private constructor(
    private readonly pack: Pack,
    private readonly entries: Map<string, Entry>,
    /** False when a player could read the pack: then nothing is written. */
    readonly safe: boolean,
  ) {}

  /** The store, created by the active GM the first time, its ownership checked (docs/foundry-facts.md §2). */
  static async open(): Promise<RefereeStore> {
    const packs = (game as ReadyGame).packs;
    let pack = packs.get(STORE_PACK) as Pack | undefined;
    if (!pack) {
      const metadata = { name: STORE_NAME, label: STORE_NAME, type: "JournalEntry" as const, ownership: { ...STORE_OWNERSHIP } };
      // fvtt-types omits `ownership` from the creation metadata V13 takes (#13484 creates with it).
      pack = (await foundry.documents.collections.CompendiumCollection.createCompendium(metadata as never)) as unknown as Pack;
    }
    const ownership = (pack as unknown as { ownership: Readonly<Record<string, string | undefined>> }).ownership;
    const safe = pack.metadata.type === "JournalEntry" && storeIsPrivate(ownership);
    const entries = new Map<string, Entry>();
    if (safe)
      for (const entry of (await pack.getDocuments()) as Entry[]) {
        const battle = entry.getFlag(SYSTEM_ID, "battle");
        if (typeof battle === "string") entries.set(battle, entry);
      }
    return new RefereeStore(pack, entries, safe);
  }

  /** The pack's ownership now (what `open` checked). */
  get ownership(): Readonly<Record<string, string | undefined>> {
    return (this.pack as unknown as { ownership: Readonly<Record<string, string | undefined>> }).ownership;
  }

  /** The battles the store holds. */
  battles(): string[] {
    return [...this.entries.keys()];
  }

  /** A battle's saved JSON, or undefined if the store has none. */
  read(battle: string): unknown {
    const saved = this.entries.get(battle)?.getFlag(SYSTEM_ID, "saved");
    return typeof saved === "string" ? (JSON.parse(saved) as unknown) : undefined;
  }

  /** A battle's sector-command record (orders-book.ts), or undefined if none was written. */
  readOrders(battle: string): unknown {
    const orders = this.entries.get(battle)?.getFlag(SYSTEM_ID, "orders");
    return typeof orders === "string" ? (JSON.parse(orders) as unknown) : undefined;
  }

  /** Saves a battle's sector-command record with the battle (stored before: `write`); refuses if players could read the pack. */
  async writeOrders(battle: string, json: unknown): Promise<void> {
    if (!this.safe) throw new UnsafeStore(this.ownership);
    const entry = this.entries.get(battle);
    if (!entry) throw new Error(`the battle ${battle} is not stored`);
    if (this.pack.locked) await this.pack.configure({ locked: false });
    await entry.setFlag(SYSTEM_ID, "orders", JSON.stringify(json));
  }

  /** Saves a battle's JSON, unlocking the pack first; refuses if players could read the pack. */
  async write(battle: string, json: unknown): Promise<void> {
    if (!this.safe) throw new UnsafeStore(this.ownership);
    if (this.pack.locked) await this.pack.configure({ locked: false });
    const flags: StoreFlags = { battle, saved: JSON.stringify(json) };
    const entry = this.entries.get(battle);
    if (entry) {
      await entry.setFlag(SYSTEM_ID, "saved", flags.saved);
      return;
    }
    const made = (await JournalEntry.create({ name: battle, flags: { [SYSTEM_ID]: flags } }, { pack: STORE_PACK })) as Entry | undefined;
    if (!made) throw new Error(`the battle ${battle} could not be stored`);
    this.entries.set(battle, made);
  }
}
