import { duplicateKeys } from "../src/cli/duplicate-keys";
import { runOracle } from "../src/cli/oracle";
import { DataError } from "../src/engine/data/validate";
import { malformedCorpus, type Malformed } from "../tests/cli/malformed-corpus";

/** Runs one request as the CLI would (its text first read for keys given twice), refusals included; an engine bug still throws. */
function run(m: Malformed): void {
  if (m.text !== undefined && duplicateKeys(m.text).length) return;
  try {
    runOracle(m.request, "corpus");
  } catch (e) {
    if (!(e instanceof DataError)) throw e;
  }
}

/**
 * The malformed-request corpus (tests/cli/malformed-corpus.ts) through the rules oracle in-process: each request timed
 * once after a warm-up pass, the whole, the median and the slowest printed. Bad input should be refused cheaply; a
 * request far slower than the rest names a check (or a run) that works too hard before it refuses.
 */
export function benchMalformedCorpus(): void {
  const corpus = malformedCorpus();
  for (const m of corpus) run(m);
  const times = corpus.map((m) => {
    const t0 = performance.now();
    run(m);
    return { ms: performance.now() - t0, name: m.name };
  });
  const sorted = [...times].sort((a, b) => a.ms - b.ms);
  const total = times.reduce((sum, t) => sum + t.ms, 0);
  const slowest = sorted.at(-1)!;
  console.log(`\n== Malformed requests: ${corpus.length} through the rules oracle, in-process ==`);
  console.log(`all ${total.toFixed(0)} ms; median ${sorted[sorted.length >> 1]!.ms.toFixed(3)} ms; slowest ${slowest.ms.toFixed(2)} ms (${slowest.name})`);
}
