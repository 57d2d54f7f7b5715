import { describe, expect, it } from "vitest";
import { HEX_LAYOUTS } from "../../../src/engine/hex";
import { acrossNearestSide, touch, type Brush } from "../../../src/foundry/terrain/brush";
import { blankMap } from "../../../src/foundry/terrain/map-file";
import { hexGeometry } from "../../../src/foundry/terrain/overlay-data";
import type { At } from "../../../src/foundry/terrain/paint";
import { painterTec as tec } from "./painter-tec";

const brush: Brush = { tool: "terrain", terrain: ["woods"], level: 3, slope: true, feature: "wall", radius: 1 };

describe("the GM's brush", () => {
  it.each(HEX_LAYOUTS)("a hexside touch acts on the side nearest the pointer, on every side of a hex (%s)", (layout) => {
    const map = blankMap("m", "M", layout, 6, 6, tec);
    const g = hexGeometry(layout, 20);
    const at: At = [2, 2];
    const c = g.centre(at);
    const around = g.vertices(at);
    const seen = new Set<string>();
    around.forEach((v, k) => {
      const w = around[(k + 1) % 6]!;
      // A pointer just inside the middle of each edge.
      const pointer = { x: c.x + ((v.x + w.x) / 2 - c.x) * 0.9, y: c.y + ((v.y + w.y) / 2 - c.y) * 0.9 };
      const other = acrossNearestSide(map, g, at, pointer)!;
      const oc = g.centre(other);
      // The neighbour lies beyond that edge: twice the apothem away, in the pointer's direction.
      expect(Math.hypot(oc.x - c.x, oc.y - c.y)).toBeCloseTo(20 * Math.sqrt(3), 5);
      expect((oc.x - c.x) * (pointer.x - c.x) + (oc.y - c.y) * (pointer.y - c.y)).toBeGreaterThan(0);
      seen.add(other.join(","));
      const walled = touch(map, { ...brush, tool: "hexside" }, at, pointer, g);
      expect(walled.hexsideFeatures(walled.indexOfOffset(2, 2), walled.indexOfOffset(...other))).toEqual(["wall"]);
      const erased = touch(walled, { ...brush, tool: "hexside" }, at, pointer, g, true);
      expect([...erased.hexsides()]).toEqual([]);
    });
    expect(seen.size).toBe(6);
  });

  it("paints terrain, level and slope with the brush's radius, and fills", () => {
    const map = blankMap("m", "M", "odd-q", 6, 6, tec);
    const g = hexGeometry("odd-q", 20);
    const p = g.centre([2, 2]);
    const painted = (b: Brush) => [...touch(map, b, [2, 2], p, g).indices()].filter((i) => touch(map, b, [2, 2], p, g).isListed(i)).length;
    expect(painted(brush)).toBe(7);
    expect(painted({ ...brush, radius: 0, tool: "level" })).toBe(1);
    expect(touch(map, { ...brush, radius: 0, tool: "level" }, [2, 2], p, g).hexTerrain(map.indexOfOffset(2, 2))).toEqual({ terrain: ["clear"], level: 3, slope: false });
    expect(touch(map, { ...brush, radius: 0, tool: "slope" }, [2, 2], p, g).hexTerrain(map.indexOfOffset(2, 2)).slope).toBe(true);
    expect(painted({ ...brush, tool: "fill" })).toBe(36);
  });
});
