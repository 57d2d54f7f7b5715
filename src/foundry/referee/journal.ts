/**
 * What the referee keeps of a battle in its store (docs/foundry.md, "The referee's store"): now and then a snapshot —
 * the whole saved game as its ruleset saves it, with the records of its ruleset's capabilities (capability.ts) — and
 * after it one entry per change: a command carried out, a command taken back, a command waiting on a decision (or no
 * longer waiting), a capability's record changed. A command writes its entry, not the game: what a click writes does
 * not grow with the counters or the turns. Reloading takes the last snapshot and the entries after it, in order.
 * Ruleset-neutral: records are the ruleset's JSON.
 */
import { z } from "zod";

export const JournalEntry = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("record"), record: z.unknown() }).strict(),
  z.object({ kind: z.literal("undo") }).strict(),
  /** The command waiting on a decision, as its ruleset saves it; null once it no longer waits. */
  z.object({ kind: z.literal("pending"), pending: z.unknown() }).strict(),
  /** A capability's record (capability.ts) as it now stands. */
  z.object({ kind: z.literal("capability"), id: z.string().min(1), record: z.unknown() }).strict(),
]);
export type JournalEntry = z.output<typeof JournalEntry>;

/** The saved game and each capability's record by its id (a store of an earlier format: by its legacy key). */
export const Snapshot = z.object({ game: z.unknown(), capabilities: z.record(z.string(), z.unknown()) }).strict();
export type Snapshot = z.output<typeof Snapshot>;

/**
 * What a page holds, read into this format's shapes. Format 2 kept a ruleset's record by its name — in a snapshot beside
 * the game, an entry as `{ kind: name, [name]: record }` — read as the record of the capability whose legacy key
 * (capability.ts) is that name.
 */
export const StoredSnapshot = z.union([Snapshot, z.looseObject({ game: z.unknown() }).transform(({ game, ...records }) => ({ game, capabilities: records }))]);
export const StoredEntry = z.union([
  JournalEntry,
  z
    .looseObject({ kind: z.string().min(1) })
    .refine((e) => Object.keys(e).length === 2 && Object.hasOwn(e, e.kind))
    .transform((e) => ({ kind: "capability" as const, id: e.kind, record: e[e.kind] })),
]);

/** The bytes the store holds of a battle: its last snapshot, and the entries written since. */
export interface JournalBytes {
  readonly snapshot: number;
  readonly entries: number;
}

/** A battle as the store gives it back: its last snapshot, the entries after it in order, and their bytes. */
export interface StoredBattle {
  readonly snapshot: Snapshot;
  readonly entries: readonly JournalEntry[];
  readonly bytes: JournalBytes;
}

/**
 * Whether a new snapshot is due: once the entries since the last one weigh as much as it does. Snapshots then cost at
 * most as much as the entries did, so a command writes at most about twice its entry's bytes, averaged over a game, and
 * a reload reads no more entries than one snapshot's worth.
 */
export const snapshotDue = (bytes: JournalBytes): boolean => bytes.entries >= bytes.snapshot;
