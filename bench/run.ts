/**
 * `npm run bench`: the commands a player gives, through the engine (`runAnswering` with `iaRuleset`), at 150 to 2,400
 * counters a side on a synthetic 64×48 map with roads and rivers; line of sight against a bare walk; the full spotting
 * recompute by counters; the spotted set and the move preview a UI asks for; the referee's cost of one hex moved and
 * of the ruler's preview; replaying a log; malformed requests.
 * Figures are medians of 5 batches with the fastest and slowest batch; they vary with the machine's load.
 */
import { cpus, loadavg } from "node:os";
import { isDeepStrictEqual } from "node:util";
import { armyBattle } from "./army";
import { commandsMap, timeCommandsApart } from "./command-times";
import { commandCases } from "./commands";
import { benchMalformedCorpus } from "./malformed-corpus";
import { benchCi } from "./ci/times";
import { fmt, fmtSample, sample, type Sample } from "./measure";
import { benchPreview, benchSpotted } from "./queries";
import { timeRefereeApart, type RefereeFigures } from "./referee-apart";
import { playLog } from "./replay";
import { benchSight, CURVE, EDITIONS } from "./sight";

const SIZES = [150, 300, 600, 1200, 2400] as const;
const n = (x: number) => x.toLocaleString("en");
const load = () => loadavg().map((x) => x.toFixed(1)).join(", ");
const ratio = (a: Sample, b: Sample) => `×${(b.median / a.median).toFixed(1)}`;

console.log(`# npm run bench — ${new Date().toISOString().slice(0, 16)}, ${cpus().length} cores, load average ${load()}`);
console.log("Medians of 5 batches (each ≥ 50 ms of calls), fastest–slowest batch in brackets.");

const { map, tec, ia } = commandsMap();

// Part 1: the commands, each size in a process of its own (command-times.ts).
const rows = new Map<string, { note: string; times: Sample[] }>();
for (const size of SIZES)
  for (const { name, note, time } of await timeCommandsApart(size)) {
    const row = rows.get(name) ?? { note, times: [] };
    row.times.push(time);
    if (size === 300) row.note = note;
    rows.set(name, row);
  }
console.log(`\n## Commands through the engine (IA1; run to the end, every decision answered by its default)`);
console.log(`| Command (at 300 a side) | ${SIZES.map((s) => `${n(s)} a side`).join(" | ")} | growth per doubling |`);
console.log(`|---|${SIZES.map(() => "---|").join("")}---|`);
for (const [name, { note, times }] of rows)
  console.log(`| ${name} (${note}) | ${times.map(fmtSample).join(" | ")} | ${times.slice(1).map((t, i) => ratio(times[i]!, t)).join(" ")} |`);

const sampleAt = (name: string, size: number) => rows.get(name)!.times[SIZES.indexOf(size as (typeof SIZES)[number])]!;
const at = (name: string, size: number) => sampleAt(name, size).median;
const goal = (what: string, us: number, limit: number) => console.log(`- ${what}: ${fmt(us)} — goal ≤ ${fmt(limit)}: ${us <= limit ? "met" : "MISSED"}`);
console.log(`\nGoals:`);
goal("a one-hex move with the window, 300 a side", at("move, window (B passes)", 300), 1000);
goal("a one-hex move with the window, 2,400 a side", at("move, window (B passes)", 2400), 5000);
goal("pass, 300 a side", at("pass", 300), 200);
for (const [name, { times }] of rows) {
  const whole = times[times.length - 1]!.median / times[0]!.median;
  console.log(`- ${name}: ×${whole.toFixed(1)} time for ×16 counters — ${whole <= 16 ? "no worse than linear" : "WORSE THAN LINEAR"}`);
}

// Panzer Grenadier's commands on the same ground and fronts (bench/pg), beside IA's one-hex move of the same run.
const PG_SIZES = [300, 2400] as const;
const pgRows = new Map<string, { note: string; times: Sample[] }>();
for (const size of PG_SIZES)
  for (const { name, note, time } of await timeCommandsApart(size, "pg")) {
    const row = pgRows.get(name) ?? { note, times: [] };
    row.times.push(time);
    pgRows.set(name, row);
  }
console.log(`\n## Panzer Grenadier commands through the engine (the same synthetic ground on PG's TEC; Germans west, Soviets east)`);
console.log(`| Command | ${PG_SIZES.map((s) => `${n(s)} a side`).join(" | ")} | growth ×8 counters |\n|---|${PG_SIZES.map(() => "---|").join("")}---|`);
for (const [name, { note, times }] of pgRows) console.log(`| ${name} (${note}) | ${times.map(fmtSample).join(" | ")} | ${ratio(times[0]!, times[1]!)} |`);
for (const name of ["move, no window", "move, window (B passes)"]) console.log(`| IA1 ${name}, this run | ${PG_SIZES.map((s) => fmtSample(sampleAt(name, s))).join(" | ")} | ×${(at(name, 2400) / at(name, 300)).toFixed(1)} |`);
const pgMove = pgRows.get("PG move, window (Soviets pass)")!.times;
goal("PG: a one-hex move with the window, 300 a side", pgMove[0]!.median, 1000);
goal("PG: a one-hex move with the window, 2,400 a side", pgMove[1]!.median, 5000);

// Red Poppies' commands on the same ground (bench/rp), beside IA's one-hex move of the same run.
const rpRows = new Map<string, { note: string; times: Sample[] }>();
for (const size of PG_SIZES)
  for (const { name, note, time } of await timeCommandsApart(size, "rp")) {
    const row = rpRows.get(name) ?? { note, times: [] };
    row.times.push(time);
    rpRows.set(name, row);
  }
console.log(`\n## Red Poppies commands through the engine (the same synthetic ground in RP's vocabulary; Germans west, British east)`);
console.log(`| Command | ${PG_SIZES.map((s) => `${n(s)} a side`).join(" | ")} | growth ×8 counters |\n|---|${PG_SIZES.map(() => "---|").join("")}---|`);
for (const [name, { note, times }] of rpRows) console.log(`| ${name} (${note}) | ${times.map(fmtSample).join(" | ")} | ${ratio(times[0]!, times[1]!)} |`);
for (const name of ["move, window (B passes)"]) console.log(`| IA1 ${name}, this run | ${PG_SIZES.map((s) => fmtSample(sampleAt(name, s))).join(" | ")} | ×${(at(name, 2400) / at(name, 300)).toFixed(1)} |`);
const rpMove = rpRows.get("RP one-MP move, reaction window (British pass)")!.times;
const rpMass = rpRows.get("RP mass of 12, one MP each")!.times;
// The issue's goals as PG's: ≤ 1 ms at 300 a side and ≤ 5 ms at 2,400, per movement point a unit spends (the mass's 12).
goal("RP: a one-MP move with its reaction window, 300 a side", rpMove[0]!.median, 1000);
goal("RP: a one-MP move with its reaction window, 2,400 a side", rpMove[1]!.median, 5000);
goal("RP: a mass of 12 moving one MP, per unit's MP, 300 a side", rpMass[0]!.median / 12, 1000);
goal("RP: a mass of 12 moving one MP, per unit's MP, 2,400 a side", rpMass[1]!.median / 12, 5000);

// Combat Infantry's commands on the same ground (bench/ci), 100 and 800 blocks a side, each size in a process of its own.
await benchCi();

// Line of sight and the full spotting recompute.
const sight = EDITIONS.map(benchSight);
console.log(`\n## Line of sight on clear lines (every hex read), ${sight[0]!.clearLines} lines of 2–24 hexes`);
console.log(`| | ${sight.map((s) => s.edition).join(" | ")} | Target |\n|---|${sight.map(() => "---|").join("")}---|`);
console.log(`| one line of sight | ${sight.map((s) => fmtSample(s.los)).join(" | ")} | |`);
console.log(`| bare walk over the same stored lines, one terrain read a hex | ${sight.map((s) => fmtSample(s.walk)).join(" | ")} | |`);
console.log(`| line of sight ÷ bare walk | ${sight.map((s) => `${(s.los.median / s.walk.median).toFixed(2)}×`).join(" | ")} | ≤ 2× |`);
const ia1 = sight[0]!;
if (ia1.peer && ia1.agree)
  console.log(`| straightforward IA1 LOS on honeycomb-grid | ${fmtSample(ia1.peer)}: engine ${(ia1.peer.median / ia1.los.median).toFixed(0)}× faster (verdicts agree on ${ia1.agree[0]}/${ia1.agree[1]} lines without ties) | | ≥ 30× |`);

console.log(`\n## Full spotting recompute: which of side B's counters side A spots (sides on overlapping halves, no roads)`);
console.log(`| Counters a side | ${sight.map((s) => `${s.edition} | per counter | growth`).join(" | ")} |\n|---|${sight.map(() => "---|---|---|").join("")}`);
CURVE.forEach((size, i) =>
  console.log(
    `| ${n(size)} | ${sight.map((s) => `${fmtSample(s.curve[i]!.time)} | ${fmt(s.curve[i]!.time.median / size)} | ${i ? ratio(s.curve[i - 1]!.time, s.curve[i]!.time) : ""}`).join(" | ")} |`,
  ),
);
for (const s of sight) {
  const [first, last] = [s.curve[0]!.time.median, s.curve[s.curve.length - 1]!.time.median];
  console.log(`- ${s.edition}: ×${(last / first).toFixed(1)} time for ×16 counters`);
}

// What the next UI asks after each command, 300 a side.
const atThree = commandCases(ia, map, armyBattle(map, 300));
const move = atThree.find((c) => c.name === "move, window (B passes)")!;
const spotted = benchSpotted(ia, map, tec, move);
const preview = benchPreview(ia, map, tec, atThree.find((c) => c.name === "pass")!.state);
console.log(`\n## Queries for the UI, 300 a side (600 counters)`);
console.log(`| Query | Time | Goal |\n|---|---|---|`);
for (const s of spotted)
  console.log(
    `| side ${s.side}'s spotted set after one of ${s.moved === "spotter" ? "its" : "the enemy's"} units moves one hex (${s.size} pieces): \`SpottedSet\`, incremental | ${fmtSample(s.incremental)} | ≤ 100 µs: ${s.incremental.median <= 100 ? "met" : "MISSED"} |\n| the same, \`spottedBy\` full recompute${s.same ? "" : " (DIFFERS FROM THE INCREMENTAL SET)"} | ${fmtSample(s.full)} | |`,
  );
console.log(`| move preview of a ${preview.steps}-hex path (cavalry, A's side view) | ${fmtSample(preview.time)} | ≤ 50 µs: ${preview.time.median <= 50 ? "met" : "MISSED"} |`);

// The referee at the table (referee.ts, in a process of its own per size): a one-hex move, early and late in a game.
const LATE = 300;
console.log(`\n## The referee at the table: one hex moved (src/foundry/referee without Foundry; the store sealed with WebCrypto, kept in memory)`);
console.log(`Early: the game's first turn; late: after ${LATE}+ commands of random play. Whole: the request through the referee (engine, store entry, projection, cards), then both sides' \`sight\`.`);
console.log(`| Counters a side | Move | Log | Whole | engine alone | bytes written (pages) | snapshot bytes | commands a snapshot | bytes a command, snapshots included |\n|---|---|---|---|---|---|---|---|---|`);
const referees = new Map<number, RefereeFigures>();
for (const size of [600, 2400]) {
  const figures = await timeRefereeApart(size, LATE);
  referees.set(size, figures);
  for (const m of figures.moves) {
    const every = m.bytes ? Math.ceil(m.snapshot / m.bytes) : Infinity;
    console.log(`| ${n(size)} | ${m.name} | ${n(m.commands)} | ${fmtSample(m.whole)} | ${fmtSample(m.engine)} | ${n(m.bytes)} (${m.pages}) | ${n(m.snapshot)} | ${every === Infinity ? "—" : n(every)} | ≤ ${n(2 * m.bytes)} |`);
  }
}
const byMove = (size: number, name: string) => referees.get(size)!.moves.filter((m) => m.name === name);
for (const name of ["move, no window", "move, window (B passes)"]) {
  const [early6, late6] = byMove(600, name);
  const [early24, late24] = byMove(2400, name);
  console.log(`- ${name}: whole ×${(early24!.whole.median / early6!.whole.median).toFixed(1)} for ×4 counters, ×${(late24!.whole.median / early24!.whole.median).toFixed(1)} late vs early at 2,400; bytes ${n(early6!.bytes)} / ${n(late6!.bytes)} / ${n(early24!.bytes)} / ${n(late24!.bytes)} (600 early, late; 2,400 early, late)`);
}
const referee = referees.get(600)!;
const ruler = referee.preview[referee.preview.length - 1]!;
console.log(`\n| Ruler: \`preview\` through the table pieces (A's side view made per call), cavalry, 600 a side, path of | Time | Goal |\n|---|---|---|`);
referee.preview.forEach((t, k) => console.log(`| ${k + 1} hex${k ? "es" : ""} | ${fmtSample(t)} | ${t === ruler ? `≤ 50 µs: ${t.median <= 50 ? "met" : "MISSED"}` : ""} |`));

// Replaying a log of random play (the random bot, default answers), 300 a side.
const log = playLog(ia, map, armyBattle(map, 300), 1000);
const replay = sample(() => log.replay(), { batches: 5, minMs: 200 });
const agrees = isDeepStrictEqual(log.replay(), log.replay());
console.log(`\n## Event log\nreplaying ${n(log.events().length)} events (${log.entries.length} commands, 600 counters): ${fmtSample(replay)}  target ≤ 20 ms${agrees ? "" : "  (REPLAY DIFFERS)"}`);

benchMalformedCorpus();
console.log(`\nload average at the end: ${load()}`);
