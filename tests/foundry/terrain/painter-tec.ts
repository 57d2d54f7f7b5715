/** A TEC for the terrain painter's tests: the fixture TEC with town and every hexside feature the painter offers (not rules data). */
import type { TerrainEffectsChart } from "../../../src/engine/data/schemas/tec";
import { fixtureTec, terrain } from "../../fixtures/tec";

const fixture = { source: "user", note: "test fixture" } as const;
const side = (name: string, kind: "road" | "water" | "crossing" | "barrier") => ({ name, kind, los: { value: "clear" as const, provenance: fixture }, combat: [] });

export const painterTec: TerrainEffectsChart = {
  ...fixtureTec,
  terrain: { ...fixtureTec.terrain, town: terrain("Town", {}) },
  hexsides: {
    ...fixtureTec.hexsides,
    river: side("River", "water"),
    bridge: side("Bridge", "crossing"),
    ford: side("Ford", "crossing"),
    wall: side("Wall", "barrier"),
    hedge: side("Hedge", "barrier"),
    wire: side("Wire", "barrier"),
  },
};
