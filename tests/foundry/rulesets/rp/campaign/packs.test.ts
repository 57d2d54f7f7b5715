import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RP_MARKERS, rpCounterDocuments, rpMarkerDocuments, rpScenarioDocuments } from "../../../../../scripts/rp-packs";
import { RP_DEMO } from "../../../../../src/engine/rules/rp/data/demo";
import { RP_DEMO_CAMPAIGN } from "../../../../../src/engine/rules/rp/data/demo-campaign";
import { RpCampaignFile } from "../../../../../src/engine/rules/rp/data/schemas/campaign";
import { RP_MARKER_KINDS } from "../../../../../src/foundry/rulesets/rp/board-marks";
import { rpUnitActor } from "../../../../../src/foundry/rulesets/rp/counters-to-actors";
import { rpTableModule } from "../../../../../src/foundry/rulesets/rp/module";
import { RP_MARKER_PACK } from "../../../../../src/foundry/rulesets/rp/scenario";
import { RP_STATUS_EFFECTS } from "../../../../../src/foundry/rulesets/rp/statuses";

const root = join(import.meta.dirname, "../../../../..");
const sources = (pack: string) => readdirSync(join(root, "packs/_source", pack)).map((file) => JSON.parse(readFileSync(join(root, "packs/_source", pack, file), "utf8")) as { _id: string; _key: string } & Record<string, any>);
const byId = (docs: readonly { _id: string }[]) => Object.fromEntries(docs.map((d) => [d._id, d]));

const shipped = (img: string) => existsSync(join(root, img.replace("systems/hex-tactics/", "")));

describe("packs/_source/rp-counters: the counters a scenario's units are imported from", () => {
  const docs = sources("rp-counters");
  const actors = docs.filter((d) => d.type === "rp-unit");

  it("is what scripts/rp-packs.ts writes from the demonstration counters (run it after they change)", () => {
    expect(byId(docs)).toEqual(byId(rpCounterDocuments()));
  });

  it("RP 3.1: one `rp-unit` actor under its `_key` per counter kind, with the kind's values, in its nationality's folder", () => {
    const { counters } = RP_DEMO.counters;
    expect(actors.map((a) => a.system.counterId).sort()).toEqual(Object.keys(counters).sort());
    const folders = new Map(docs.filter((d) => d._key.startsWith("!folders!")).map((f) => [f._id, f.name]));
    expect([...folders.values()].sort()).toEqual(["British units", "French units", "German units"]);
    for (const a of actors) {
      expect(a._key).toBe(`!actors!${a._id}`);
      expect({ name: a.name, system: a.system }).toEqual(rpUnitActor(a.system.counterId, counters[a.system.counterId]!));
      expect(folders.get(a.folder)).toBe(`${RP_DEMO.counters.nationalities[a.system.nationality]!.name} units`);
      expect(shipped(a.img)).toBe(true);
    }
  });

  it("RP 10.1: holds the counter of every unit the demonstration scenario and campaign set up or bring in", () => {
    const flags = rpScenarioDocuments().map((e) => (e.flags as any)["hex-tactics"]);
    expect(new Set(flags.map((f) => f.counters.pack))).toEqual(new Set(["hex-tactics.rp-counters"]));
    const kinds = new Set(actors.map((a) => a.system.counterId));
    const used = [...RP_DEMO_CAMPAIGN.reinforcements.map((r) => r.counter), ...flags[0].scenario.order.map((l: { counter: string }) => l.counter)];
    expect(used.filter((c) => !kinds.has(c))).toEqual([]);
  });
});

describe("packs/_source/rp-markers: the markers the referee puts on an RP map", () => {
  const markers = sources("rp-markers");

  it("is what scripts/rp-packs.ts writes (run it after the markers change)", () => {
    expect(byId(markers)).toEqual(byId(rpMarkerDocuments()));
  });

  it("RP 6.1, 7.24, 7.4, 7.5, 8.2, 8.3, 6.679: one marker actor under its `_key` for each kind RP's projection places, the pack the scenario start asks for", () => {
    expect(markers.map((d) => d.system.kind).sort()).toEqual([...RP_MARKER_KINDS].sort());
    expect(Object.keys(RP_MARKERS).sort()).toEqual([...RP_MARKER_KINDS].sort());
    expect(markers.filter((d) => d._key !== `!actors!${d._id}` || d.type !== "marker")).toEqual([]);
    expect(RP_MARKER_PACK).toBe("hex-tactics.rp-markers");
  });

  it("each marker's image ships with the system and is its unlinked one-hex token's; each status's icon ships too", () => {
    for (const doc of markers) {
      expect(doc.img).toMatch(/^systems\/hex-tactics\/assets\/markers\/[a-z-]+\.svg$/);
      expect(shipped(doc.img)).toBe(true);
      expect(doc.prototypeToken).toMatchObject({ texture: { src: doc.img }, actorLink: false, width: 1, height: 1 });
    }
    for (const status of RP_STATUS_EFFECTS) expect(shipped(status.img)).toBe(true);
  });
});

describe("packs/_source/rp-scenarios", () => {
  const entries = sources("rp-scenarios");

  it("is what scripts/rp-packs.ts writes from the demonstration scenario and campaign (run it after they change)", () => {
    expect(byId(entries)).toEqual(byId(rpScenarioDocuments()));
  });

  it("RP 10.1, 11.0: a journal entry each for the demonstration scenario and campaign, under their `_key`, with a briefing page", () => {
    expect(entries.map((e) => e.name).sort()).toEqual(["Demonstration campaign: two days on the demonstration map (RP 11.0)", "Demonstration: the example of play (RP 9.0)"]);
    for (const entry of entries) {
      expect(entry._key).toBe(`!journal!${entry._id}`);
      expect(entry.flags["hex-tactics"]).toMatchObject({ ruleset: "red-poppies", edition: "RPC3", counters: { pack: "hex-tactics.rp-counters" } });
      expect(entry.pages.map((p: { name: string; _key: string }) => [p.name, p._key.startsWith(`!journal.pages!${entry._id}.`)])).toEqual([["Briefing", true]]);
    }
  });

  it("RP 11.01, 11.11: the campaign's entry holds the campaign, and its briefing gives the edges and the day-2 arrivals", () => {
    const entry = entries.find((e) => e.flags["hex-tactics"].campaign)!;
    expect(RpCampaignFile.parse(entry.flags["hex-tactics"].campaign)).toEqual(RP_DEMO_CAMPAIGN);
    const text = entry.pages[0].text.content as string;
    expect(text).toContain("Attacker; its board edge (lines of communication, RP 11.42): column Z.");
    expect(text).toContain("Day 2: 2 × Eingreif Company entering by column Z");
    expect(text).toContain("Day 2: Heavy howitzers: off-map artillery, firepower 5, aircraft, howitzer");
    expect(text).toContain("Day 2: 2 × British Infantry Company placed in U08–U14");
  });

});

describe("the Red Poppies packs", () => {
  it("are the module's, in its folder, as system.json declares them (`npx tsx scripts/system-manifest.ts` writes it)", () => {
    const packs = [
      ["rp-counters", "Actor"],
      ["rp-markers", "Actor"],
      ["rp-scenarios", "JournalEntry"],
    ];
    expect(rpTableModule.packs?.list.map((p) => [p.name, p.type])).toEqual(packs);
    const manifest = JSON.parse(readFileSync(join(root, "system.json"), "utf8"));
    for (const [name, type] of packs) expect(manifest.packs).toContainEqual(expect.objectContaining({ name, path: `packs/${name}`, type }));
    expect(manifest.packFolders).toContainEqual(expect.objectContaining({ name: "Red Poppies", packs: ["rp-counters", "rp-markers", "rp-scenarios"] }));
  });
});
