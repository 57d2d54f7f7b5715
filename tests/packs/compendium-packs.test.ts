import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { afterAll, describe, expect, it } from "vitest";
import system from "../../system.json";

const root = join(import.meta.dirname, "../..");
const sourceRoot = join(root, "packs/_source");
const scratch = mkdtempSync(join(tmpdir(), "hex-tactics-packs-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type PackDocument = { _id: string; _key: string } & Record<string, unknown>;

/** The collection a pack's documents are keyed under (`!actors!<id>`); its folders are `!folders!<id>`. */
const COLLECTIONS: Record<string, string> = { Actor: "actors", JournalEntry: "journal" };

/** Every JSON document in a folder, keyed by `_key`. */
function readDocuments(dir: string): Map<string, PackDocument> {
  const documents = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")) as PackDocument);
  return new Map(documents.map((doc) => [doc._key, doc]));
}

/** Extracts a compiled LevelDB pack back into JSON documents. */
async function extracted(pack: string): Promise<Map<string, PackDocument>> {
  const out = mkdtempSync(join(scratch, "extract-"));
  await extractPack(pack, out, { log: false });
  return readDocuments(out);
}

const sourceFolders = readdirSync(sourceRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("compendium packs", () => {
  it("every system.json pack has a source folder, and every source folder a pack", () => {
    expect(system.packs.map((pack) => pack.path).sort()).toEqual(sourceFolders.map((name) => `packs/${name}`).sort());
    for (const pack of system.packs) {
      expect(pack).toMatchObject({ name: pack.path.replace("packs/", ""), system: system.id });
    }
  });

  describe.each(system.packs)("$name", (pack) => {
    const sources = readDocuments(join(sourceRoot, pack.name));
    const collection = COLLECTIONS[pack.type];

    it("each source document has a 16-character _id and its _key (else compilePack drops it)", () => {
      expect(sources.size).toBeGreaterThan(0);
      for (const doc of sources.values()) {
        expect(doc._id).toMatch(/^[A-Za-z0-9]{16}$/);
        expect([`!${collection}!${doc._id}`, `!folders!${doc._id}`]).toContain(doc._key);
      }
    });

    it("compiles to LevelDB and reads back every source document unchanged", async () => {
      const compiled = join(scratch, pack.name);
      await compilePack(join(sourceRoot, pack.name), compiled, { log: false });
      expect(await extracted(compiled)).toEqual(sources);
    });

    it.skipIf(!existsSync(join(root, pack.path)))("the built pack in packs/ matches its sources", async () => {
      expect(await extracted(join(root, pack.path))).toEqual(sources);
    });
  });
});
