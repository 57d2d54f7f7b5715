import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MARKER_TYPES } from "../../src/foundry/config";

const root = join(import.meta.dirname, "../..");
const dir = join(root, "packs/_source/ia-markers");
const markers = readdirSync(dir).map((file) => JSON.parse(readFileSync(join(dir, file), "utf8")));

describe("ia-markers", () => {
  it("holds one marker actor for each marker type", () => {
    expect(markers.every((doc) => doc.type === "marker")).toBe(true);
    expect(markers.map((doc) => doc.system.markerType).sort()).toEqual(Object.keys(MARKER_TYPES).sort());
  });

  it.each([
    ["spotted", "SPOTTED", "IA1 8.52"],
    ["moved-fired", "MOVED/FIRED", "IA1 7.46"],
    ["opportunity-fire", "OPPORTUNITY FIRE", "IA1 13.1"],
    ["smoke", "Smoke", "IA1 16.1"],
    ["drumfire", "Drumfire", "IA1 9.7"],
    ["entrenchment", "Entrenchment", "IA1 16.3"],
    ["dug-in", "Dug In", "IA1 16.2"],
    ["disrupted", "Disrupted", "IA1 14.2"],
    ["demoralized", "Demoralized", "IA1 14.3"],
    ["depleted-ammunition", "Depleted Ammunition", "IA1 11.2"],
  ])("%s is %s, defined by %s", (markerType, name, rule) => {
    expect(markers.find((doc) => doc.system.markerType === markerType)).toMatchObject({ name, system: { rule } });
  });

  it("each marker's image ships with the system", () => {
    for (const doc of markers) {
      expect(doc.img).toBe(`systems/hex-tactics/assets/markers/${doc.system.markerType}.svg`);
      expect(existsSync(join(root, doc.img.replace("systems/hex-tactics/", "")))).toBe(true);
      expect(doc.prototypeToken.texture.src).toBe(doc.img);
    }
  });
});
