import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PG_MARKERS, pgMarkerDocuments, pgScenarioDocuments } from "../../../../scripts/pg-packs";
import { pgTableRuleset } from "../../../../src/foundry/rulesets/pg/table-ruleset";

const root = join(import.meta.dirname, "../../../..");
const sources = (pack: string) => readdirSync(join(root, "packs/_source", pack)).map((file) => JSON.parse(readFileSync(join(root, "packs/_source", pack, file), "utf8")) as { _id: string; _key: string } & Record<string, any>);
const byId = (docs: readonly { _id: string }[]) => Object.fromEntries(docs.map((d) => [d._id, d]));

describe("packs/_source/pg-markers: the markers the referee puts on a PG hex", () => {
  const markers = sources("pg-markers");
  it("is what scripts/pg-packs.ts writes (run it after the markers change)", () => {
    expect(byId(markers)).toEqual(byId(pgMarkerDocuments()));
  });
  it("PG 16.1, 16.3, 16.4, 16.7 holds one marker actor for each marker kind PG's table places, each under its `_key`", () => {
    expect(markers.map((d) => d.system.kind).sort()).toEqual(Object.keys(pgTableRuleset.choices.markerKinds!).sort());
    expect(Object.keys(PG_MARKERS).sort()).toEqual(markers.map((d) => d.system.kind).sort());
    expect(markers.filter((d) => d._key !== `!actors!${d._id}` || d.type !== "marker")).toEqual([]);
  });
  it("each marker's image ships with the system and is its unlinked one-hex token's", () => {
    for (const doc of markers) {
      expect(doc.img).toBe(`systems/hex-tactics/assets/markers/${doc.system.kind}.svg`);
      expect(existsSync(join(root, doc.img.replace("systems/hex-tactics/", "")))).toBe(true);
      expect(doc.prototypeToken).toMatchObject({ texture: { src: doc.img }, actorLink: false, width: 1, height: 1 });
    }
  });
});

describe("packs/_source/pg-scenarios", () => {
  const entries = sources("pg-scenarios");
  it("is what scripts/pg-packs.ts writes from the demonstration scenario (run it after it changes)", () => {
    expect(byId(entries)).toEqual(byId(pgScenarioDocuments()));
  });
  it("PG 2.3 the demonstration scenario's entry: its flags hold the scenario, its map and the counters' pack; a briefing page", () => {
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry!.flags["hex-tactics"]).toMatchObject({ ruleset: "panzer-grenadier", edition: "PG3", counters: { pack: "hex-tactics.pg-counters" } });
    expect(entry!.pages.map((p: { name: string; _key: string }) => [p.name, p._key.startsWith(`!journal.pages!${entry!._id}.`)])).toEqual([["Briefing", true]]);
  });
});
