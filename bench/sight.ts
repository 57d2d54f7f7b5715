import type { TerrainEffectsChart } from "../src/engine/data/schemas/tec";
import { hexLine } from "../src/engine/hex";
import { loadMap } from "../src/engine/map";
import { iaSight, ia1Daylight, ia2Visibility, IaTerrain, type IaEdition } from "../src/engine/rules/ia/los";
import { ia1Tec, ia2Tec } from "../src/engine/rules/ia/data";
import { HoneycombLos } from "./honeycomb-los";
import { seeded, sample, type Sample } from "./measure";
import { deploy, syntheticMap, type Patches } from "./synthetic";

export interface Edition {
  readonly edition: IaEdition;
  readonly tec: TerrainEffectsChart;
  readonly patches: Patches;
  readonly hill: string | null;
}

export const EDITIONS: readonly Edition[] = [
  { edition: "IA1", tec: ia1Tec, patches: [["woods", 0.14], ["town", 0.04], ["field", 0.1], ["swamp", 0.03]], hill: "hill" },
  { edition: "IA2", tec: ia2Tec, patches: [["woods", 0.1], ["light-woods", 0.06], ["town", 0.04], ["brush", 0.08]], hill: null },
];

export interface SightFigures {
  readonly edition: IaEdition;
  /** Lines of sight found clear among the sampled ones (every hex of each is read). */
  readonly clearLines: number;
  readonly los: Sample;
  /** A bare walk over the same stored lines, one terrain read a hex. */
  readonly walk: Sample;
  /** IA1 8.61, 8.71 written straightforwardly on honeycomb-grid, on the same lines (IA1 only). */
  readonly peer: Sample | null;
  /** Lines without ties on which the peer agrees with the engine, of those sampled. */
  readonly agree: readonly [number, number] | null;
  /** The full recompute of which of side B's counters side A spots, by counters a side. */
  readonly curve: readonly { readonly n: number; readonly time: Sample; readonly spotted: number }[];
}

export const CURVE = [150, 300, 600, 1200, 2400] as const;

/**
 * Line of sight against a bare walk over the same stored lines, on lines that are clear (so both read every hex), and
 * the full spotting recompute by counters a side, on the synthetic map (no roads) with the sides on overlapping halves.
 */
export function benchSight({ edition, tec, patches, hill }: Edition): SightFigures {
  const map = loadMap(syntheticMap(patches, hill), tec, "synthetic map");
  const sight = iaSight(map, tec, edition, edition === "IA1" ? ia1Daylight() : ia2Visibility("day", 1));
  const sides = deploy(map, 300);
  const rnd = seeded(5);
  const pairs: [number, number][] = [];
  let tries = 0;
  while (pairs.length < 4096 && tries++ < 200_000) {
    const s = sides.a[Math.floor(rnd() * sides.a.length)]!.hex;
    const t = sides.b[Math.floor(rnd() * sides.b.length)]!.hex;
    if (sight.distance(s, t) >= 2 && sight.distance(s, t) <= 24 && sight.los.clear(s, t)) pairs.push([s, t]);
  }
  const ground = new IaTerrain(map, tec, edition).ground;
  let sink = 0;
  let p = 0;
  const next = () => pairs[p++ % pairs.length]!;
  const los = sample(() => {
    const [s, t] = next();
    if (sight.los.clear(s, t)) sink++;
  });
  // The same table lookup and the same hexes, each read once: what any walk over stored lines must do.
  const walk = sample(() => {
    const [s, t] = next();
    const line = sight.los.lines.get(sight.qOf(t) - sight.qOf(s), sight.rOf(t) - sight.rOf(s)).left;
    for (let k = 0; k < line.offsets.length; k++) sink += ground[s + line.offsets[k]!]!;
  });
  let peer: Sample | null = null;
  let agree: [number, number] | null = null;
  if (edition === "IA1") {
    const honeycomb = new HoneycombLos(map, new IaTerrain(map, tec, edition));
    const hexes = pairs.map(([s, t]) => [map.hexAt(s), map.hexAt(t)] as const);
    peer = sample(() => {
      const [s, t] = hexes[p++ % hexes.length]!;
      if (honeycomb.clear(s, t)) sink++;
    });
    const untied = pairs.filter(([s, t]) => hexLine(map.hexAt(s), map.hexAt(t)).every((step) => step.kind === "hex"));
    agree = [untied.filter(([s, t]) => honeycomb.clear(map.hexAt(s), map.hexAt(t)) === sight.los.clear(s, t)).length, untied.length];
  }
  // Warm the recompute up on one size first, so that the smallest size is not measured while it is being compiled.
  const warm = deploy(map, 600);
  sample(() => sight.spotted(warm.a, warm.b), { batches: 3, minMs: 100 });
  const curve = CURVE.map((n) => {
    const s = deploy(map, n);
    return { n, time: sample(() => sight.spotted(s.a, s.b), { batches: 5, minMs: 50 }), spotted: sight.spotted(s.a, s.b).filter(Boolean).length };
  });
  if (sink === -1) console.log(sink);
  return { edition, clearLines: pairs.length, los, walk, peer, agree, curve };
}
