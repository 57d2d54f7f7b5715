import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LATER_MARKER_KINDS, MARKER_KINDS } from "../../src/foundry/rulesets/ia/choices";
import { readableId } from "../../src/foundry/data/static-id";

const root = join(import.meta.dirname, "../..");
const dir = join(root, "packs/_source/ia-markers");
const markers = readdirSync(dir).map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")));

describe("ia-markers: the markers that sit on a hex", () => {
  it("holds one marker actor for each marker kind, under the kind's static id", () => {
    expect(markers.every((doc) => doc.type === "marker")).toBe(true);
    expect(markers.map((doc) => doc.system.kind).sort()).toEqual(Object.keys(MARKER_KINDS).sort());
    for (const doc of markers) expect(doc._id).toBe(readableId(`ht-mk-${doc.system.kind}`));
  });

  it.each([
    ["smoke", "Smoke", "IA1 16.1"],
    ["drumfire", "Drumfire", "IA1 9.7"],
    ["entrenchment", "Entrenchment", "IA1 16.3"],
    ["artillery-target", "Artillery target", "IA1 9.11"],
  ])("%s is %s, defined by %s", (kind, name, rule) => {
    expect(markers.find((doc) => doc.system.kind === kind)).toMatchObject({ name, system: { rule } });
  });

  it("wire and the kinds for later rules (minefields, wrecks, barrages) cite no rule the engine plays", () => {
    for (const kind of ["wire", ...LATER_MARKER_KINDS]) expect(markers.find((doc) => doc.system.kind === kind)?.system.rule).toBe("");
  });

  it("unit states (Disrupted, MOVED/FIRED, SPOTTED …) are status effects, not marker actors", () => {
    const kinds = markers.map((doc) => doc.system.kind);
    for (const state of ["disrupted", "demoralized", "moved-fired", "opportunity-fire", "spotted", "dug-in"]) expect(kinds).not.toContain(state);
  });

  it("each marker's image ships with the system and is its unlinked one-hex token's", () => {
    for (const doc of markers) {
      expect(doc.img).toBe(`systems/hex-tactics/assets/markers/${doc.system.kind}.svg`);
      expect(existsSync(join(root, doc.img.replace("systems/hex-tactics/", "")))).toBe(true);
      expect(doc.prototypeToken).toMatchObject({ texture: { src: doc.img }, actorLink: false, width: 1, height: 1 });
    }
  });
});
