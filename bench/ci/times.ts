/**
 * Combat Infantry's commands (commands.ts) timed at 100 and 800 blocks a side, each size in a process of its own (as
 * bench/command-times.ts does for the other games), and the report bench/run.ts prints. `npx tsx bench/ci/times.ts
 * [batches]` runs this part alone (fewer batches: a quick check).
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ciRuleset } from "../../src/engine/rules/ci/ruleset";
import { fmt, fmtSample, sample, type Sample } from "../measure";
import { ciArmyBattle, ciCommandsMap } from "./army";
import { ciCommandCases, runCiCase } from "./commands";

export const CI_SIZES = [100, 800] as const;

interface CiTime {
  readonly name: string;
  readonly note: string;
  readonly time: Sample;
}

/** The times at `perSide` blocks a side, warmed, then `batches` batches. */
function timeCiCommands(perSide: number, batches: number): CiTime[] {
  const map = ciCommandsMap();
  const ci = ciRuleset(map);
  const cases = ciCommandCases(ci, map, ciArmyBattle(map, perSide));
  for (const c of cases) sample(() => runCiCase(ci, c), { batches: 2, minMs: 40 });
  return cases.map((c) => ({ name: c.name, note: c.note, time: sample(() => runCiCase(ci, c), { batches, minMs: 50 }) }));
}

const self = fileURLToPath(import.meta.url);

function timeApart(perSide: number, batches: number): Promise<CiTime[]> {
  return new Promise((resolve, reject) => {
    const child = fork(self, [String(perSide), String(batches)]);
    child.once("message", (m) => resolve(m as CiTime[]));
    child.once("error", reject);
    child.once("exit", (code) => code !== 0 && reject(new Error(`timing CI at ${perSide} a side failed (exit ${code})`)));
  });
}

/**
 * Prints CI's table and goals (plan §6 "Bench", proposed: ≤ 5 ms at 100 a side, ≤ 20 ms at 800, no worse than linear),
 * for the whole case: the activation's 9 commands together, the fire with both sides' views.
 */
export async function benchCi(batches = 5): Promise<void> {
  const rows = new Map<string, { note: string; times: Sample[] }>();
  for (const size of CI_SIZES)
    for (const { name, note, time } of await timeApart(size, batches)) {
      const row = rows.get(name) ?? { note, times: [] };
      row.times.push(time);
      rows.set(name, row);
    }
  console.log(`\n## Combat Infantry commands through the engine (the synthetic ground in CI's vocabulary, BENCH numbers — not the rules'; US west, Germans east, all hidden)`);
  console.log(`| Case | ${CI_SIZES.map((s) => `${s} a side`).join(" | ")} | growth ×8 blocks |\n|---|${CI_SIZES.map(() => "---|").join("")}---|`);
  for (const [name, { note, times }] of rows) console.log(`| ${name} (${note}) | ${times.map(fmtSample).join(" | ")} | ×${(times[1]!.median / times[0]!.median).toFixed(1)} |`);
  console.log(`\nGoals (proposed):`);
  for (const [name, { times }] of rows)
    CI_SIZES.forEach((size, i) => {
      const limit = size === 100 ? 5000 : 20000;
      console.log(`- ${name}, ${size} a side: ${fmt(times[i]!.median)} — goal ≤ ${fmt(limit)}: ${times[i]!.median <= limit ? "met" : "MISSED"}`);
    });
  for (const [name, { times }] of rows) {
    const growth = times[1]!.median / times[0]!.median;
    console.log(`- ${name}: ×${growth.toFixed(1)} time for ×8 blocks — ${growth <= 8 ? "no worse than linear" : "WORSE THAN LINEAR"}`);
  }
}

if (process.argv[1] === self) {
  if (process.send) process.send(timeCiCommands(Number(process.argv[2]), Number(process.argv[3])), () => process.exit(0));
  else await benchCi(Number(process.argv[2] ?? 5));
}
