/**
 * The world actors whose unlinked tokens show a battle's pieces: counters imported from a compendium into a scenario's
 * Actor folder, each flagged with its counter (`<type>/<counterId>`) to be found again. World documents reach every
 * client (docs/foundry.md), so a counter only hidden pieces use is imported when the first of them is revealed: the
 * stored battle keeps a `CounterImport` for each such piece, in the referee's store, never in a document.
 */
import { z } from "zod";
import { SYSTEM_ID } from "../constants";

/** What it takes to import a piece's counter: its pack, actor type, id in the counter set, the `system` the world's charts give it, and the folder. */
export const CounterImport = z
  .object({ pack: z.string().min(1), type: z.string().min(1), counterId: z.string().min(1), system: z.looseObject({}), folder: z.string().min(1) })
  .strict();
export type CounterImport = z.output<typeof CounterImport>;

/** A counter whose pack is missing, or which its pack lacks. */
export class MissingCounter extends Error {
  override name = "MissingCounter";
  constructor(
    readonly pack: string,
    readonly counter: string | null,
  ) {
    super(counter === null ? `no Actor compendium ${pack}` : `${pack} has no counter ${counter}`);
  }
}

type Counter = Pick<CounterImport, "type" | "counterId"> & { readonly system: object };
const ready = () => game as ReadyGame;
export const counterKey = (type: string, counterId: unknown) => `${type}/${String(counterId)}`;
const keyOf = (a: Actor.Implementation) => counterKey(a.type, (a.system as { counterId?: unknown }).counterId);

/** The counter actor of `<type>/<counterId>` in a folder, as the import flagged it. */
export const counterActorIn = (folder: string, key: string): Actor.Implementation | undefined =>
  ready().actors.find((a) => a._source.folder === folder && a.getFlag(SYSTEM_ID as never, "counter" as never) === key);

/** The pack's actors for these counters, by key; throws a `MissingCounter` for the first it lacks. */
export async function counterTemplates(pack: string, counters: readonly Counter[]): Promise<Map<string, Actor.Implementation>> {
  const found = ready().packs.get(pack);
  if (!found || found.documentName !== "Actor") throw new MissingCounter(pack, null);
  const templates = new Map(((await found.getDocuments()) as Actor.Implementation[]).map((a) => [keyOf(a), a]));
  const lacking = counters.find((c) => !templates.has(counterKey(c.type, c.counterId)));
  if (lacking) throw new MissingCounter(pack, lacking.counterId);
  return templates;
}

/** Imports the counters from `pack` into `folder`, one actor each, and returns them in order. */
export async function importCounters(pack: string, counters: readonly Counter[], folder: string): Promise<Actor.Implementation[]> {
  if (!counters.length) return [];
  const templates = await counterTemplates(pack, counters);
  const data = counters.map((c) => {
    const key = counterKey(c.type, c.counterId);
    const { _id, _stats, sort, ...source } = templates.get(key)!.toObject() as Record<string, unknown>;
    const flags = { ...(source.flags as object | undefined), [SYSTEM_ID]: { counter: key } };
    // Every user may read a counter's printed values; only the referee writes (docs/foundry.md).
    return { ...source, system: c.system, folder, flags, ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER } };
  });
  return (await Actor.createDocuments(data as never)) as Actor.Implementation[];
}

/** The actor of a piece's counter that the stored battle imports on its first reveal: found in its folder, or imported now. */
export async function revealedCounter(counter: CounterImport): Promise<Actor.Implementation | undefined> {
  const key = counterKey(counter.type, counter.counterId);
  return counterActorIn(counter.folder, key) ?? (await importCounters(counter.pack, [counter], counter.folder))[0];
}
