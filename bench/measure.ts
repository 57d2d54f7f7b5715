/** Median time per call of `fn`, in microseconds, over `batches` batches of at least `minMs` each after a warm-up. */
export function timeIt(fn: () => void, { batches = 7, minMs = 60 } = {}): number {
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
  return perCall[Math.floor(batches / 2)]!;
}

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

export const fmt = (us: number): string => (us >= 1000 ? `${(us / 1000).toFixed(2)} ms` : `${us.toFixed(2)} µs`);
