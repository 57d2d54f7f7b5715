/**
 * What every game's pack script (scripts/ia-packs.ts, scripts/pg-packs.ts) writes its compendium sources with: one JSON
 * document a file under packs/_source/<pack>, each with the `_key` compilePack needs (a source without one is dropped
 * silently), counter actors in a folder per nationality and kind.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { CounterActor } from "../src/foundry/data/actor/counter-actor";
import { readableId } from "../src/foundry/data/static-id";

export const root = fileURLToPath(new URL("../", import.meta.url));

export type Doc = { _id: string; _key: string; name: string } & Record<string, unknown>;

/** A folder's id by its name: readable (IA's packs), or one of the game's own (`folderId`) where names recur across packs. */
const readableFolderId = (name: string) => readableId(`ht-fd-${name}`);

function folder(_id: string, name: string, sort: number): Doc {
  return { _id, _key: `!folders!${_id}`, name, type: "Actor", folder: null, description: "", sorting: "a", sort, color: null, flags: {} };
}

/** Counter actors, each in its nationality's folder for units or for leaders (`isLeader`), after their folders. */
export function counterDocuments(
  actors: readonly CounterActor<string, { readonly nationality: string }>[],
  nationalities: Readonly<Record<string, { readonly name: string }>>,
  isLeader: (actor: CounterActor<string, unknown>) => boolean,
  folderId: (name: string) => string = readableFolderId,
): Doc[] {
  const folders = new Map<string, Doc>();
  const folderOf = (nationality: string, leaders: boolean) => {
    const name = `${nationalities[nationality]?.name ?? nationality} ${leaders ? "leaders" : "units"}`;
    if (!folders.has(name)) folders.set(name, folder(folderId(name), name, folders.size * 100000));
    return folders.get(name)!._id;
  };
  const docs = actors.map((a, i): Doc => ({ ...a, _key: `!actors!${a._id}`, folder: folderOf(a.system.nationality, isLeader(a)), sort: i * 100000 }));
  return [...folders.values(), ...docs];
}

/** A document's file: a folder's id, an actor's counter id, else its id. */
const fileName = (doc: Doc) =>
  doc._key.startsWith("!folders!") ? `folder-${doc._id}` : ((doc.system as { counterId?: string } | undefined)?.counterId ?? doc._id);

/** Replaces a source folder's JSON files with these documents, one file each. */
export function writeSources(pack: string, docs: readonly Doc[]): void {
  const dir = `${root}packs/_source/${pack}/`;
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) if (file.endsWith(".json")) rmSync(`${dir}${file}`);
  for (const doc of docs) writeFileSync(`${dir}${fileName(doc)}.json`, `${JSON.stringify(doc, null, 2)}\n`);
  console.log(`wrote packs/_source/${pack} (${docs.length} documents)`);
}
