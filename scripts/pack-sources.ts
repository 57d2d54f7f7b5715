/**
 * What every game's pack script (scripts/ia-packs.ts, scripts/pg-packs.ts, scripts/rp-packs.ts) writes its compendium
 * sources with: one JSON document a file under packs/_source/<pack>, each with the `_key` compilePack needs (a source
 * without one is dropped silently), counter actors in a folder per nationality and kind, marker actors one a kind.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SYSTEM_ID } from "../src/foundry/constants";
import type { CounterActor } from "../src/foundry/data/actor/counter-actor";
import { hashedId, readableId } from "../src/foundry/data/static-id";

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

/** A game's hex markers by kind: name, rule and what the marker tells. */
export type MarkerTexts = Readonly<Record<string, readonly [name: string, rule: string, description: string]>>;

/** The marker actors of a `pack`, one a kind, each an unlinked one-hex token of its image (assets/markers/<image>.svg: the kind's own, or `images`'). */
export function markerDocuments(pack: string, markers: MarkerTexts, images: Readonly<Record<string, string>> = {}): Doc[] {
  return Object.entries(markers).map(([kind, [name, rule, description]], i): Doc => {
    const _id = hashedId("htmk", `${pack}/${kind}`);
    const img = `systems/${SYSTEM_ID}/assets/markers/${images[kind] ?? kind}.svg`;
    return {
      _id,
      _key: `!actors!${_id}`,
      name,
      type: "marker",
      img,
      system: { kind, rule, description: `<p>${description}</p>` },
      prototypeToken: { name, texture: { src: img }, actorLink: false, width: 1, height: 1, disposition: 0 },
      items: [],
      effects: [],
      folder: null,
      sort: i * 100000,
      ownership: { default: 0 },
      flags: {},
    };
  });
}

/** What a scenario's briefing tells of it: its situation, each side's forces, turns, special rules and victory. */
export interface Briefing {
  readonly situation: string;
  readonly sides: readonly { readonly name: string; readonly summary: string; readonly forces: readonly string[] }[];
  readonly turns: string;
  readonly specialRules: readonly string[];
  readonly victory: string;
}

/** A briefing page's HTML: situation, sides and their forces, turns, special rules, victory. */
function briefingHtml(b: Briefing): string {
  const sides = b.sides.map((side) => `<h3>${side.name}</h3><p>${side.summary}</p>` + `<ul>${side.forces.map((f) => `<li>${f}</li>`).join("")}</ul>`);
  return [
    `<p>${b.situation}</p>`,
    `<h2>Sides</h2>${sides.join("")}`,
    `<h2>Turns</h2><p>${b.turns}</p>`,
    `<h2>Special rules</h2><ul>${b.specialRules.map((r) => `<li>${r}</li>`).join("")}</ul>`,
    `<h2>Victory</h2><p>${b.victory}</p>`,
  ].join("");
}

/** A scenario as a JournalEntry with its briefing page: its flags (the system's) hold what starts it (scenarios/start-scenario.ts). */
export function scenarioJournal(scenario: { readonly id: string; readonly name: string }, briefing: Briefing, flags: Record<string, unknown>): Doc {
  const _id = hashedId("htsc", scenario.id);
  const pageId = hashedId("htpg", `${scenario.id}/briefing`);
  return {
    _id,
    _key: `!journal!${_id}`,
    name: scenario.name,
    pages: [
      {
        _id: pageId,
        _key: `!journal.pages!${_id}.${pageId}`,
        name: "Briefing",
        type: "text",
        title: { show: true, level: 1 },
        text: { format: 1, content: briefingHtml(briefing) },
        sort: 100000,
        ownership: { default: -1 },
        flags: {},
      },
    ],
    categories: [],
    folder: null,
    sort: 0,
    ownership: { default: 0 },
    flags: { [SYSTEM_ID]: flags },
  };
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
