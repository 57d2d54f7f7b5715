/**
 * What the painter draws of a scene's sectors (painted-sectors.ts), as plain data, and its drawing into a PixiJS 7 container:
 * each sector's hexes tinted with its colour, its outline (the hex edges no other hex of the sector shares) and its
 * name on the hex nearest the middle of its hexes.
 */
import type * as Pixi from "pixi.js";
import type { PixiLib } from "../../../terrain/draw-overlay";
import type { HexGeometry, Point } from "../../../terrain/overlay-data";
import { terrainColour } from "../../../terrain/palette";
import type { SceneSectors } from "./painted-sectors";

export interface SectorShape {
  readonly name: string;
  readonly colour: number;
  readonly hexes: readonly (readonly Point[])[];
  readonly outline: readonly (readonly [Point, Point])[];
  readonly label: Point;
}

const edgeKey = (a: Point, b: Point) => `${Math.round(a.x + b.x)},${Math.round(a.y + b.y)}`;

/** Each sector's tint, outline and label where `geometry` draws its hexes. */
export function sectorOverlay(sectors: SceneSectors, geometry: HexGeometry): SectorShape[] {
  return sectors.sectors.map((sector) => {
    const hexes = sector.hexes.map((at) => geometry.vertices(at));
    // An edge two hexes of the sector share has the same midpoint in both: those seen once are the outline.
    const edges = new Map<string, { edge: [Point, Point]; count: number }>();
    for (const v of hexes)
      v.forEach((a, k) => {
        const b = v[(k + 1) % v.length]!;
        const e = edges.get(edgeKey(a, b));
        if (e) e.count++;
        else edges.set(edgeKey(a, b), { edge: [a, b], count: 1 });
      });
    const centres = sector.hexes.map((at) => geometry.centre(at));
    const mean = { x: centres.reduce((s, p) => s + p.x, 0) / centres.length, y: centres.reduce((s, p) => s + p.y, 0) / centres.length };
    const label = centres.reduce((best, p) => ((p.x - mean.x) ** 2 + (p.y - mean.y) ** 2 < (best.x - mean.x) ** 2 + (best.y - mean.y) ** 2 ? p : best));
    return {
      name: sector.name,
      colour: terrainColour(`sector:${sector.name}`),
      hexes,
      outline: [...edges.values()].filter((e) => e.count === 1).map((e) => e.edge),
      label,
    };
  });
}

/** Replaces what `container` holds with the sectors' tints, outlines and names. */
export function drawSectorOverlay(pixi: PixiLib, container: Pixi.Container, shapes: readonly SectorShape[]): void {
  for (const child of container.removeChildren()) child.destroy();
  const g = new pixi.Graphics();
  for (const shape of shapes) {
    g.lineStyle(0);
    for (const v of shape.hexes) g.beginFill(shape.colour, 0.25).drawPolygon(v.flatMap((p) => [p.x, p.y])).endFill();
    g.lineStyle({ width: 5, color: shape.colour, alpha: 0.95, cap: "round" as Pixi.LINE_CAP });
    for (const [a, b] of shape.outline) g.moveTo(a.x, a.y).lineTo(b.x, b.y);
  }
  container.addChild(g);
  for (const shape of shapes) {
    const text = new pixi.Text(shape.name, { fontSize: 22, fontWeight: "bold", fill: shape.colour, stroke: 0x000000, strokeThickness: 4, lineJoin: "round" });
    text.anchor.set(0.5);
    text.position.set(shape.label.x, shape.label.y);
    container.addChild(text);
  }
}
