/** Per-call times of one measurement, in microseconds: the median of its batches and their spread. */
export interface Sample {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

/**
 * Time per call of `fn`, in microseconds, over `batches` batches of at least `minMs` each after a warm-up: the median
 * batch and the fastest and slowest (each batch runs the same number of calls).
 */
export function sample(fn: () => void, { batches = 7, minMs = 60 } = {}): Sample {
  const runBatch = (iterations: number) => {
    const t0 = performance.now();
    for (let i = 0; i < iterations; i++) fn();
    return performance.now() - t0;
  };
  let iterations = 1;
  while (runBatch(iterations) < minMs) iterations *= 2;
  const perCall: number[] = [];
  for (let b = 0; b < batches; b++) perCall.push((runBatch(iterations) / iterations) * 1000);
  perCall.sort((a, b) => a - b);
  return { median: perCall[Math.floor(batches / 2)]!, min: perCall[0]!, max: perCall[batches - 1]! };
}

/**
 * Like `sample`, for a call that needs fresh input each time (a cache to update once): `prepare` makes the inputs of a
 * batch before it is timed, and only the calls of `fn` on them are.
 */
export function sampleEach<T>(prepare: () => T, fn: (input: T) => void, { batches = 5, minMs = 30 } = {}): Sample {
  const runBatch = (iterations: number) => {
    const inputs = Array.from({ length: iterations }, prepare);
    const t0 = performance.now();
    for (const input of inputs) fn(input);
    return performance.now() - t0;
  };
  let iterations = 1;
  while (runBatch(iterations) < minMs) iterations *= 2;
  const perCall: number[] = [];
  for (let b = 0; b < batches; b++) perCall.push((runBatch(iterations) / iterations) * 1000);
  perCall.sort((a, b) => a - b);
  return { median: perCall[Math.floor(batches / 2)]!, min: perCall[0]!, max: perCall[batches - 1]! };
}

/** The median time per call of `fn`, in microseconds (see `sample`). */
export const timeIt = (fn: () => void, options?: { batches?: number; minMs?: number }): number => sample(fn, options).median;

/** Deterministic PRNG (mulberry32) so every run measures the same map and counters. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const fmt = (us: number): string => (us >= 1000 ? `${(us / 1000).toFixed(2)} ms` : `${us.toFixed(us < 10 ? 2 : 1)} µs`);

/** A sample as "median (min–max)", the spread in the median's unit. */
export function fmtSample(s: Sample): string {
  const ms = s.median >= 1000;
  const n = (us: number) => (ms ? (us / 1000).toFixed(2) : us.toFixed(us < 10 ? 2 : 1));
  return `${n(s.median)} ${ms ? "ms" : "µs"} (${n(s.min)}–${n(s.max)})`;
}

/**
 * Like `sampleEach`, for work that waits (WebCrypto, the referee's queue): each call of `fn` on an input made by
 * `prepare` is awaited in turn, and only those calls are timed.
 */
export async function sampleAsync<T>(prepare: () => Promise<T>, fn: (input: T) => Promise<void>, { batches = 5, minMs = 30 } = {}): Promise<Sample> {
  const runBatch = async (iterations: number) => {
    const inputs: T[] = [];
    for (let i = 0; i < iterations; i++) inputs.push(await prepare());
    let spent = 0;
    for (const input of inputs) {
      const t0 = performance.now();
      await fn(input);
      spent += performance.now() - t0;
    }
    return spent;
  };
  let iterations = 1;
  while ((await runBatch(iterations)) < minMs) iterations *= 2;
  const perCall: number[] = [];
  for (let b = 0; b < batches; b++) perCall.push(((await runBatch(iterations)) / iterations) * 1000);
  perCall.sort((a, b) => a - b);
  return { median: perCall[Math.floor(batches / 2)]!, min: perCall[0]!, max: perCall[batches - 1]! };
}
