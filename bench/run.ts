/**
 * `npm run bench`: spotting, the opportunity-fire scan and line-of-sight throughput on a synthetic 64×48
 * Infantry Attacks map, for both editions. Figures are medians of repeated batches; ratios are within one run.
 */
import { hexLine, walkLine } from "../src/engine/hex";
import { loadMap } from "../src/engine/map";
import { iaSight, ia1Daylight, ia2Visibility, IaTerrain, type IaEdition } from "../src/engine/rules/ia/los";
import { ia1Tec, ia2Tec } from "../src/engine/rules/ia/data";
import type { TerrainEffectsChart } from "../src/engine/data/schemas/tec";
import { HoneycombLos } from "./honeycomb-los";
import { fmt, seeded, timeIt } from "./measure";
import { deploy, syntheticMap, type Patches } from "./synthetic";
import { playLog, syntheticBattle } from "./replay";
import { opportunityFirers } from "../src/engine/rules/ia/opportunity";

const EDITIONS: readonly { edition: IaEdition; tec: TerrainEffectsChart; patches: Patches; hill: string | null }[] = [
  { edition: "IA1", tec: ia1Tec, patches: [["woods", 0.14], ["town", 0.04], ["field", 0.1], ["swamp", 0.03]], hill: "hill" },
  { edition: "IA2", tec: ia2Tec, patches: [["woods", 0.1], ["light-woods", 0.06], ["town", 0.04], ["brush", 0.08]], hill: null },
];

function benchEdition({ edition, tec, patches, hill }: (typeof EDITIONS)[number]): void {
  const map = loadMap(syntheticMap(patches, hill), tec, "synthetic map");
  const vis = edition === "IA1" ? ia1Daylight() : ia2Visibility("day", 1);
  const sight = iaSight(map, tec, edition, vis);
  const sides = deploy(map, 300);
  console.log(`\n== Infantry Attacks ${edition === "IA1" ? "1st" : "2nd"} edition: 64×48 map, 300 counters a side ==`);

  // (a) full recompute of which enemy counters one side spots
  const cold = performance.now();
  const spotted = sight.spotted(sides.a, sides.b);
  const coldMs = performance.now() - cold;
  const a = timeIt(() => sight.spotted(sides.a, sides.b));
  console.log(`(a) side A spots ${spotted.filter(Boolean).length}/${sides.b.length} of side B: ${fmt(a)} per full recompute (first call, building line tables: ${coldMs.toFixed(2)} ms)  target ≤ 1 ms`);

  // (b) opportunity-fire candidates when one unit enters one hex
  const rnd = seeded(5);
  const movers = Array.from({ length: 512 }, () => {
    const t = sides.b[Math.floor(rnd() * sides.b.length)]!;
    const h = map.hexAt(t.hex);
    const d = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]][Math.floor(rnd() * 6)]!;
    const next = { q: h.q + d[0]!, r: h.r + d[1]! };
    return { hex: map.contains(next) ? map.indexOf(next) : t.hex, spottedMarker: t.spottedMarker };
  });
  let m = 0;
  const b = timeIt(() => sight.spottersOf(movers[m++ & 511]!, sides.a));
  console.log(`(b) spotters of a unit entering a hex: ${fmt(b)} per scan  target ≤ 50 µs`);
  // (b') the same scan through the engine API, every opportunity-fire eligibility rule applied (IA1 13.x, 8.3, 10.1)
  const battle = { ...syntheticBattle(sides), edition, visibility: vis };
  const view = { state: battle, map, tec };
  const ids = Object.keys(battle.units).filter((id) => battle.units[id]!.side === "B");
  let k = 0;
  const scan = timeIt(() => {
    const mover = movers[k & 511]!;
    opportunityFirers(view, ids[k++ % ids.length]!, mover.hex);
  });
  console.log(`(b') opportunity-fire candidates through the engine (eligibility, spotting, range, blocked fire): ${fmt(scan)} per hex entered  target ≤ 50 µs`);

  // (c) LOS throughput: the engine, the bare hex walk of the same lines, and honeycomb-grid
  const pairs: [number, number][] = [];
  while (pairs.length < 4096) {
    const s = sides.a[Math.floor(rnd() * sides.a.length)]!.hex;
    const t = sides.b[Math.floor(rnd() * sides.b.length)]!.hex;
    if (sight.distance(s, t) <= 24) pairs.push([s, t]);
  }
  const hexes = pairs.map(([s, t]) => [map.hexAt(s), map.hexAt(t)] as const);
  const terrain = new IaTerrain(map, tec, edition);
  const ground = terrain.ground;
  let sink = 0;
  let p = 0;
  const los = timeIt(() => {
    const [s, t] = pairs[p++ & 4095]!;
    if (sight.los.clear(s, t)) sink++;
  });
  const walk = timeIt(() => {
    const [s, t] = hexes[p++ & 4095]!;
    walkLine(s, t, (q, r) => (sink += ground[map.indexOf({ q, r })]!));
  });
  const tabled = timeIt(() => {
    const [s, t] = pairs[p++ & 4095]!;
    const h = map.hexAt(s);
    const g = map.hexAt(t);
    const line = sight.los.lines.get(g.q - h.q, g.r - h.r).left;
    for (let k = 0; k < line.offsets.length; k++) sink += ground[s + line.offsets[k]!]!;
  });
  console.log(`(c) LOS ${fmt(los)} per line; bare hex walk ${fmt(walk)}: ratio ${(los / walk).toFixed(2)}×  target ≤ 2×`);
  console.log(`    (the bare walk over the engine's tabled lines, reading one terrain value per hex: ${fmt(tabled)}; LOS is ${(los / tabled).toFixed(2)}× that)`);
  if (edition === "IA1") {
    const peer = new HoneycombLos(map, terrain);
    const hc = timeIt(() => {
      const [s, t] = hexes[p++ & 4095]!;
      if (peer.clear(s, t)) sink++;
    });
    const untied = hexes.filter(([s, t]) => hexLine(s, t).every((step) => step.kind === "hex"));
    const agree = untied.filter(([s, t]) => peer.clear(s, t) === sight.los.clear(map.indexOf(s), map.indexOf(t))).length;
    console.log(`    honeycomb-grid peer ${fmt(hc)} per line: engine is ${(hc / los).toFixed(0)}× faster  target ≥ 30×  (verdicts agree on ${agree}/${untied.length} lines without ties; the peer has no spine ties)`);
  }

  // (d) growth of (a) with the number of counters
  const curve = [150, 300, 600, 1200, 2400].map((n) => {
    const s = deploy(map, n);
    return { n, us: timeIt(() => sight.spotted(s.a, s.b), { batches: 5, minMs: 40 }) };
  });
  const base = curve[0]!;
  console.log(`(d) full recompute by counters a side:`);
  for (const { n, us } of curve)
    console.log(`    ${String(n).padStart(5)}: ${fmt(us).padStart(10)}  ×${(us / base.us).toFixed(2)} time for ×${n / base.n} counters (${(us / n).toFixed(3)} µs per counter)`);
  if (sink === -1) console.log(sink);
}

for (const e of EDITIONS) benchEdition(e);
benchReplay();

/** Replaying a 1,000-event Infantry Attacks log (target ≤ 20 ms). */
function benchReplay(): void {
  const { tec, patches, hill } = EDITIONS[0]!;
  const map = loadMap(syntheticMap(patches, hill), tec, "synthetic map");
  const log = playLog(map, tec, syntheticBattle(deploy(map, 300)), 1000);
  const events = log.events().length;
  const us = timeIt(() => log.replay(), { batches: 5, minMs: 200 });
  const agrees = JSON.stringify(log.replay()) === JSON.stringify(log.replay());
  console.log(`\n== Event log ==\nreplaying ${events} events (${log.entries.length} commands, 600 counters): ${fmt(us)}  target ≤ 20 ms${agrees ? "" : "  (REPLAY DIFFERS)"}`);
}
