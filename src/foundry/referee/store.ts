/**
 * The referee's store (docs/foundry.md, "The referee's store"): a world compendium of journal entries,
 * `world.hex-tactics-referee`, one entry per battle, each write a page of it sealed with the world's store key
 * (sealed.ts), which only GMs' clients hold (keyring.ts). Two walls: the pack is created with no player or
 * trusted-player ownership — at creation, never through `configure` (#13283) — and checked at every start; and whatever
 * the server broadcasts of the pack's changes (not established: docs/foundry-facts.md §2) is ciphertext, padded to a
 * size bucket. A battle's pages are written as sealed-journal.ts says (a snapshot, entries, changes nobody else sees
 * held back in this browser: held-back.ts); a snapshot written, the pages before it are deleted. A marker entry names
 * the key the store is sealed under.
 */
import { SYSTEM_ID } from "../constants";
import type { JournalEntry as Entry, Snapshot, StoredBattle } from "./journal";
import { browserHeldBack } from "./held-back";
import { isSealed, type StoreKey } from "./sealed";
import { SealedJournal, type PageKind, type PageSink, type StoredPage } from "./sealed-journal";

export const STORE_NAME = "hex-tactics-referee";
export const STORE_PACK = `world.${STORE_NAME}`;

/** No player or trusted player; assistants and GMs own it (explicitly: #9394, #13484). */
export const STORE_OWNERSHIP = { PLAYER: "NONE", TRUSTED: "NONE", ASSISTANT: "OWNER", GAMEMASTER: "OWNER" } as const;

/** The store's layout: 2, sealed pages (1 was the whole saved game in clear in a flag of the battle's entry). */
export const STORE_FORMAT = 2;

/**
 * The flags of the store's entries: the marker's (`store`), a battle's (`battle`). Format 1, read once to be sealed:
 * the saved game (`saved`) and, each under a flag of its own, the records of the ruleset's capabilities — JSON strings.
 */
export interface StoreFlags {
  readonly store?: { readonly format: number; readonly key: string };
  readonly battle?: string;
  readonly saved?: string;
  readonly [legacyRecord: string]: unknown;
}

declare global {
  interface FlagConfig {
    JournalEntry: { "hex-tactics"?: StoreFlags };
  }
}

/** A store a later version of the system wrote: this one neither reads nor writes it. */
export class NewerStore extends Error {
  constructor(readonly found: number) {
    super(`the ${STORE_PACK} compendium is in layout ${found}; this system reads up to ${STORE_FORMAT}`);
    this.name = "NewerStore";
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
type Doc = JournalEntry.Implementation;
/** What the store reads of a page (typed loosely: a page's flags are the store's own). */
interface Page {
  readonly id: string | null;
  readonly flags: Record<string, unknown>;
}

/** Whether an ownership record leaves players and trusted players no access (nothing blank: blanks inherit, #9860). */
export const storeIsPrivate = (ownership: Readonly<Record<string, string | undefined>>): boolean => ownership.PLAYER === "NONE" && ownership.TRUSTED === "NONE";

const flagsOf = (entry: Doc) => (entry.flags as Record<string, StoreFlags | undefined>)[SYSTEM_ID];

/** A battle entry's sealed pages in order (a page that is not the store's is left alone). */
function readPages(entry: Doc): StoredPage[] {
  return [...(entry as unknown as { pages: Iterable<Page> }).pages]
    .flatMap((page) => {
      const f = page.flags[SYSTEM_ID] as Partial<StoredPage> | undefined;
      const ok = f && typeof f.seq === "number" && (f.kind === "snapshot" || f.kind === "entries") && isSealed(f.sealed) && page.id;
      return ok ? [{ id: page.id!, seq: f.seq!, kind: f.kind as PageKind, sealed: f.sealed! }] : [];
    })
    .sort((a, b) => a.seq - b.seq);
}

export class RefereeStore implements PageSink {
  private journal: SealedJournal | null = null;

  private constructor(
    private readonly pack: Pack,
    private readonly held: Map<string, { readonly entry: Doc; pages: StoredPage[] }>,
    private marker: Doc | undefined,
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
    const held = new Map<string, { readonly entry: Doc; pages: StoredPage[] }>();
    let marker: Doc | undefined;
    if (safe)
      for (const entry of (await pack.getDocuments()) as Doc[]) {
        const flags = flagsOf(entry);
        if (flags?.store) marker = entry;
        else if (typeof flags?.battle === "string") held.set(flags.battle, { entry, pages: readPages(entry) });
      }
    return new RefereeStore(pack, held, marker, safe);
  }

  /** The pack's ownership now (what `open` checked). */
  get ownership(): Readonly<Record<string, string | undefined>> {
    return (this.pack as unknown as { ownership: Readonly<Record<string, string | undefined>> }).ownership;
  }

  /** The battles the store holds. */
  battles(): string[] {
    return [...this.held.keys()];
  }

  /** The id of the key the store is sealed under; null for a store nothing was sealed in yet. */
  get keyId(): string | null {
    return this.marker ? (flagsOf(this.marker)?.store?.key ?? null) : null;
  }

  /**
   * Seals the store under `key` from now on: a new store is marked with it; battles stored in clear by format 1 are
   * sealed into a snapshot each — a capability's record under the name of its flag (capability.ts `legacyKey`) — and
   * their clear flags removed. Throws for a key the store is not sealed under.
   */
  async use(key: StoreKey): Promise<void> {
    this.writable();
    if (this.format > STORE_FORMAT) throw new NewerStore(this.format);
    if (this.keyId !== null && this.keyId !== key.id) throw new Error(`the store is sealed under key ${this.keyId}, not ${key.id}`);
    this.journal = new SealedJournal(key, this, browserHeldBack);
    if (this.keyId === null) {
      await this.unlock();
      this.marker = (await JournalEntry.create({ name: "Hex Tactics referee store", flags: { [SYSTEM_ID]: { store: { format: STORE_FORMAT, key: key.id } } } }, { pack: STORE_PACK })) as Doc;
    }
    for (const [battle, { entry }] of this.held) {
      const flags = flagsOf(entry);
      if (typeof flags?.saved !== "string") continue;
      // One battle that cannot be sealed (its clear JSON unreadable) is left as it is, the GM told; the others are sealed.
      try {
        const records = Object.entries(flags).filter((e): e is [string, string] => !["store", "battle", "saved"].includes(e[0]) && typeof e[1] === "string");
        await this.snapshot(battle, { game: JSON.parse(flags.saved) as unknown, capabilities: Object.fromEntries(records.map(([k, v]) => [k, JSON.parse(v) as unknown])) });
        await entry.update(Object.fromEntries(["saved", ...records.map(([k]) => k)].map((k) => [`flags.${SYSTEM_ID}.-=${k}`, null])) as never);
      } catch (e) {
        console.error(e);
        ui.notifications?.error(game.i18n!.format("HEX_TACTICS.Referee.unsealable", { battle }), { permanent: true });
      }
    }
  }

  /** The layout the store was written in (its marker's); a store newer than this system's is not touched. */
  get format(): number {
    return this.marker ? Number(flagsOf(this.marker)?.store?.format ?? STORE_FORMAT) : STORE_FORMAT;
  }

  /** A battle's last snapshot and the entries after it, opened; undefined without a snapshot. */
  read(battle: string): Promise<StoredBattle | undefined> {
    return this.opened().read(battle);
  }

  /** Writes a battle's snapshot (its entry made the first time); resolves with the bytes written. */
  async snapshot(battle: string, snapshot: Snapshot): Promise<number> {
    const journal = this.opened();
    if (!this.held.has(battle)) {
      await this.unlock();
      const entry = (await JournalEntry.create({ name: battle, flags: { [SYSTEM_ID]: { battle } } }, { pack: STORE_PACK })) as Doc | undefined;
      if (!entry) throw new Error(`the battle ${battle} could not be stored`);
      this.held.set(battle, { entry, pages: [] });
    }
    return journal.snapshot(battle, snapshot);
  }

  /** Appends an entry to a battle's record (held back while nobody else sees it); resolves with the bytes written. */
  append(battle: string, entry: Entry, shown: boolean): Promise<number> {
    if (!this.held.has(battle)) throw new Error(`the battle ${battle} is not stored`);
    return this.opened().append(battle, entry, shown);
  }

  // PageSink: a battle's pages are the pages of its journal entry.
  pages(battle: string): readonly StoredPage[] {
    return this.held.get(battle)?.pages ?? [];
  }

  async write(battle: string, page: Omit<StoredPage, "id">, data: object): Promise<void> {
    const held = this.held.get(battle)!;
    await this.unlock();
    const [made] = (await held.entry.createEmbeddedDocuments("JournalEntryPage", [data as never])) as unknown as Page[];
    if (!made?.id) throw new Error(`battle ${battle}: page ${page.seq} was not written`);
    held.pages.push({ ...page, id: made.id });
  }

  async remove(battle: string, ids: readonly string[]): Promise<void> {
    const held = this.held.get(battle)!;
    await held.entry.deleteEmbeddedDocuments("JournalEntryPage", [...ids]);
    held.pages = held.pages.filter((p) => !ids.includes(p.id));
  }

  private writable(): void {
    if (!this.safe) throw new UnsafeStore(this.ownership);
  }

  private opened(): SealedJournal {
    this.writable();
    if (!this.journal) throw new Error("the store's key is not at hand");
    return this.journal;
  }

  private async unlock(): Promise<void> {
    if (this.pack.locked) await this.pack.configure({ locked: false });
  }
}
