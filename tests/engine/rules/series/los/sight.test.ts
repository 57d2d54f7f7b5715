import { describe, expect, it } from "vitest";
import type { TerrainEffectsChart } from "../../../../../src/engine/data/schemas/tec";
import { LineOfSight, Spotting } from "../../../../../src/engine/los";
import { citeBy } from "../../../../../src/engine/rules/series/rulebook";
import {
  ContourLos,
  contourReasons,
  daylight,
  reducedVisibility,
  SeriesSpotting,
  SeriesTerrain,
  SIGHT_TEXT,
  type SightWords,
  type TerrainSight,
} from "../../../../../src/engine/rules/series/los";
import { fixtureTec, terrain } from "../../../../fixtures/tec";
import { testMap, type Cell } from "../../../../fixtures/maps";

/**
 * The series' sight on a fixture game: its TEC (woods 20 m that blocks; a town 20 m that blocks and gives a spotter 1
 * level; a hill that conceals but does not block), its text "T" citing the series' numbers, its ids `t.*`.
 */
const tec: TerrainEffectsChart = {
  ...fixtureTec,
  terrain: {
    ...fixtureTec.terrain,
    town: terrain("Town", { limiting: true, los: "blocks", height: 1, conceal: 3, spotterBonus: 1 }),
    crest: terrain("Crest", { limiting: true, los: "blocks", conceal: 3 }),
  },
};
const words: SightWords = { cite: citeBy((number) => ({ text: "T", number })), prefix: "t" };

function setup(cells: Cell[], sightOf: TerrainSight = { occupant: "terrain-top" }, w: SightWords = words) {
  const map = testMap(tec, cells);
  const t = new SeriesTerrain(map, tec, sightOf);
  const sight = new Spotting(new LineOfSight(map, new ContourLos("T", t, contourReasons(w))), new SeriesSpotting(t, daylight(w), w));
  const at = (c: number, r: number) => map.indexOfOffset(c, r);
  return { map, t, at, sight };
}

describe("series terrain: what a game's TEC and settings make of a hex", () => {
  it("terrain-top: a unit stands at the top of its hex's terrain (woods or town at 0 m: 20 m); a marker raises nobody", () => {
    const { map, t, at } = setup([[1, 1, ["woods"]], [2, 2, ["town"], 1], [3, 3, ["hill"], 1]]);
    map.addMarker(at(4, 4), "smoke");
    t.sync();
    expect([t.elevation[at(1, 1)], t.elevation[at(2, 2)], t.elevation[at(3, 3)], t.elevation[at(4, 4)]]).toEqual([1, 2, 1, 0]);
  });
  it("spotter-bonus: only the TEC's spotter bonus raises a unit (the town, not the woods)", () => {
    const { t, at } = setup([[1, 1, ["woods"]], [2, 2, ["town"], 1]], { occupant: "spotter-bonus" });
    expect([t.elevation[at(1, 1)], t.elevation[at(2, 2)]]).toEqual([0, 2]);
  });
  it("a game's LOS setting turns a terrain's block off; its concealment stays", () => {
    const blocks = setup([[5, 7, ["crest"]]]);
    const open = setup([[5, 7, ["crest"]]], { occupant: "terrain-top", los: { crest: "clear" } });
    expect(blocks.sight.los.clear(blocks.at(5, 5), blocks.at(5, 10))).toBe(false);
    expect(open.sight.los.clear(open.at(5, 5), open.at(5, 10))).toBe(true);
    expect(open.t.conceal[open.at(5, 7)]).toBe(3);
  });
});

describe("series words: a game's ids and citations", () => {
  it("contour reasons carry the game's prefix (clear is everyone's) and cite the series' rules through the game", () => {
    expect(contourReasons(words).map((r) => [r.id, r.rule])).toEqual([
      ["clear", "T 8.3"],
      ["t.smoke", "T 16.12"],
      ["t.limiting", "T 8.31, 8.36"],
      ["t.higher-line", "T 8.31, 8.4"],
      ["t.two-lines", "T 8.31, 8.4"],
    ]);
  });
  it("without a catalogue of its own a game's trace entries read the series' English, by code", () => {
    const { sight, at } = setup([[5, 8, ["woods"]]]);
    const conceal = sight.explain({ hex: at(5, 5) }, { hex: at(5, 8) }).trace[1]!;
    expect(conceal).toEqual({ id: "t.conceal", label: "target concealed by woods", value: 3, rule: "T 8.21, 16.12", code: "sight.conceal", params: { terrain: "woods" } });
    expect(SIGHT_TEXT["sight.conceal"]).toBe("target concealed by {terrain}");
  });
  it("a game's own catalogue labels its entries; a step it cites otherwise keeps its own id and rule", () => {
    const own: SightWords = {
      ...words,
      steps: { "spotted-marker": { id: "own.marker", rule: "OWN 1.1" } },
      trace: (id, value, params, rule) => ({ id, label: `<${id}>`, value, ...(rule === undefined ? {} : { rule }), params }),
    };
    const { sight, at } = setup([[5, 8, ["woods"]]], undefined, own);
    expect(sight.explain({ hex: at(5, 2) }, { hex: at(5, 8), spottedMarker: true }).trace.map((e) => [e.id, e.label, e.rule])).toEqual([
      ["t.daylight", "<t.daylight>", "T 8.1"],
      ["own.marker", "<own.marker>", "OWN 1.1"],
    ]);
  });
  it("reduced visibility names night or weather and cites the range and the lost elevation bonus", () => {
    expect(reducedVisibility(1, true, words).source).toMatchObject({ id: "t.night", rule: "T 8.1, 8.41" });
    expect(reducedVisibility(5, false, words).source).toMatchObject({ id: "t.weather", rule: "T 8.1, 8.41" });
  });
});

describe("series spotting: special spotting powers are a game's parameter", () => {
  it("a special spotter reaches a concealed unit one hex further only where the game gives the power", () => {
    const map = testMap(tec, [[5, 9, ["woods"]]]);
    const t = new SeriesTerrain(map, tec, { occupant: "terrain-top" });
    const target = { hex: map.indexOfOffset(5, 9) };
    const special = { hex: map.indexOfOffset(5, 5), specialSpotting: true };
    expect(new SeriesSpotting(t, daylight(words), words).spottingRange(special, target)).toBe(3);
    expect(new SeriesSpotting(t, daylight(words), words, 1).spottingRange(special, target)).toBe(4);
  });
});
