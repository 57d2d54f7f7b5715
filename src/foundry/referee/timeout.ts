/** Waiting on another client with a limit: a client that never answers (a dead page) must not hang the one waiting. */

/** Resolves null once `ms` have passed, unless `work` settles first (a rejection is null too). */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return Promise.race([work.catch(() => null), late]).finally(() => clearTimeout(timer));
}
