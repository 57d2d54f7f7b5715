/**
 * A battle's record in the referee's store as sealed pages (docs/foundry.md, "The referee's store"): a snapshot page,
 * then pages of entries (journal.ts), each sealed under the store key for its place (sealed.ts). Entries of changes no
 * other side may see are held back, sealed, in the referee's own browser and written with the next change everyone
 * sees, so neither a page nor its time tells of them; so are those of a page that could not be written, until one is.
 * Entries held back follow a page, which they name: held back in a browser the store has moved on from (another GM's
 * referee wrote pages since, or the world was restored from a backup), they are dropped, and the GM told. Where pages
 * and held-back entries are kept is the caller's (the GM-only compendium and a client setting in Foundry: store.ts,
 * held-back.ts); no Foundry here.
 */
import { z } from "zod";
import { SYSTEM_ID } from "../constants";
import { StoredEntry, StoredSnapshot, type JournalEntry, type Snapshot, type StoredBattle } from "./journal";
import { isSealed, seal, unseal, type Sealed, type StoreKey } from "./sealed";

export type PageKind = "snapshot" | "entries";

/** A page as kept: its id where it is kept, its number in the battle's record, its kind, its sealed value. */
export interface StoredPage {
  readonly id: string;
  readonly seq: number;
  readonly kind: PageKind;
  readonly sealed: Sealed;
}

/** Where a battle's pages are kept, in order of their numbers. */
export interface PageSink {
  pages(battle: string): readonly StoredPage[];
  /** Writes a page (`data`: the page document's) and keeps it among the battle's pages. */
  write(battle: string, page: { readonly seq: number; readonly kind: PageKind; readonly sealed: Sealed }, data: object): Promise<void>;
  remove(battle: string, ids: readonly string[]): Promise<void>;
}

/** Entries held back: the number of the page they follow, and the entries, sealed for their battle and that page. */
export interface HeldBack {
  readonly after: number;
  readonly sealed: Sealed;
}

/**
 * Where the entries held back are kept, a value a battle (null: none; a bare `Sealed`: as format 2 kept them, naming no
 * page); told when some had to be dropped (`entries` null: they did not open).
 */
export interface HeldBackStore {
  get(battle: string): HeldBack | Sealed | undefined;
  set(battle: string, held: HeldBack | null): Promise<void>;
  dropped(battle: string, entries: number | null): void;
}

/** A page's document data: its number as its name, an empty text, and the store's flags. */
export const pageData = (seq: number, kind: PageKind, sealed: Sealed) => ({ name: String(seq), type: "text", text: { content: "" }, flags: { [SYSTEM_ID]: { seq, kind, sealed } } });

/** The bytes a write sends: its JSON's length. */
export const bytesOf = (value: unknown): number => JSON.stringify(value).length;

const PageJson = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("snapshot"), snapshot: StoredSnapshot }).strict(),
  z.object({ kind: z.literal("entries"), entries: z.array(StoredEntry) }).strict(),
]);

/** Where a sealed page belongs: its battle, number and kind (a page copied elsewhere does not open). */
const context = (battle: string, seq: number, kind: PageKind) => `${battle}#${seq}:${kind}`;
/** Where entries held back belong: their battle and the page they follow (format 2: their battle alone). */
const heldBackContext = (battle: string, after?: number) => (after === undefined ? `${battle}#held-back` : `${battle}#held-back:${after}`);
const lastSeq = (pages: readonly StoredPage[]): number => pages.at(-1)?.seq ?? 0;

export class SealedJournal {
  constructor(
    private readonly key: StoreKey,
    private readonly sink: PageSink,
    private readonly held: HeldBackStore,
  ) {}

  /** A battle's last snapshot and the entries after it (those held back last), opened; undefined without a snapshot. */
  async read(battle: string): Promise<StoredBattle | undefined> {
    const pages = this.sink.pages(battle);
    const last = pages.map((p) => p.kind).lastIndexOf("snapshot");
    if (last < 0) return undefined;
    const open = async (p: StoredPage) => PageJson.parse(JSON.parse(await unseal(this.key, p.sealed, context(battle, p.seq, p.kind))));
    const snapshot = await open(pages[last]!);
    if (snapshot.kind !== "snapshot") throw new Error(`battle ${battle}: page ${pages[last]!.seq} is no snapshot`);
    const entries: JournalEntry[] = [];
    for (const p of pages.slice(last + 1)) {
      const opened = await open(p);
      if (opened.kind !== "entries") throw new Error(`battle ${battle}: page ${p.seq} is no entries' page`);
      entries.push(...opened.entries);
    }
    entries.push(...(await this.heldBack(battle)));
    const bytes = (p: StoredPage) => bytesOf(pageData(p.seq, p.kind, p.sealed));
    return { snapshot: snapshot.snapshot, entries, bytes: { snapshot: bytes(pages[last]!), entries: pages.slice(last + 1).reduce((n, p) => n + bytes(p), 0) } };
  }

  /** Writes a battle's snapshot (what was held back is in it), then removes the pages it stands for; resolves with the bytes written. */
  async snapshot(battle: string, snapshot: Snapshot): Promise<number> {
    const before = this.sink.pages(battle).map((p) => p.id);
    let bytes = await this.page(battle, { kind: "snapshot", snapshot });
    await this.held.set(battle, null);
    if (before.length) {
      await this.sink.remove(battle, before);
      bytes += bytesOf(before);
    }
    return bytes;
  }

  /**
   * Appends an entry to a battle's record: held back if every side may not see the change (`shown` false), else
   * written with those held back as one page — or, if the page cannot be written, held back with them until one is
   * (the write's error is thrown). Resolves with the bytes written to the world (0: held back).
   */
  async append(battle: string, entry: JournalEntry, shown: boolean): Promise<number> {
    const entries = [...(await this.heldBack(battle)), entry];
    if (!shown) {
      await this.holdBack(battle, entries);
      return 0;
    }
    let bytes: number;
    try {
      bytes = await this.page(battle, { kind: "entries", entries });
    } catch (e) {
      await this.holdBack(battle, entries);
      throw e;
    }
    await this.held.set(battle, null);
    return bytes;
  }

  private async holdBack(battle: string, entries: readonly JournalEntry[]): Promise<void> {
    const after = lastSeq(this.sink.pages(battle));
    await this.held.set(battle, { after, sealed: await seal(this.key, JSON.stringify(entries), heldBackContext(battle, after)) });
  }

  /**
   * The entries held back after the battle's last page; those held back after another page are dropped (the GM told).
   * Those format 2 held back, naming no page, are taken to follow the last, or dropped (the GM told) if they do not open.
   */
  private async heldBack(battle: string): Promise<JournalEntry[]> {
    const held = this.held.get(battle);
    if (!held) return [];
    const open = async (sealed: Sealed, after?: number) => z.array(StoredEntry).parse(JSON.parse(await unseal(this.key, sealed, heldBackContext(battle, after))));
    if (isSealed(held))
      try {
        return await open(held);
      } catch (e) {
        console.error(e);
        await this.held.set(battle, null);
        this.held.dropped(battle, null);
        return [];
      }
    const entries = await open(held.sealed, held.after);
    if (held.after === lastSeq(this.sink.pages(battle))) return entries;
    await this.held.set(battle, null);
    this.held.dropped(battle, entries.length);
    return [];
  }

  /** Seals a value into the battle's next page; resolves with the bytes written. */
  private async page(battle: string, value: z.output<typeof PageJson>): Promise<number> {
    const seq = (this.sink.pages(battle).at(-1)?.seq ?? 0) + 1;
    const sealed = await seal(this.key, JSON.stringify(value), context(battle, seq, value.kind));
    const data = pageData(seq, value.kind, sealed);
    await this.sink.write(battle, { seq, kind: value.kind, sealed }, data);
    return bytesOf(data);
  }
}
