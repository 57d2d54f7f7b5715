/** A sector-command record kept by side in the referee's store (a side's secret): read back entry by entry. */

/** The record from what the store keeps (nothing: empty); a side's entry `read` cannot read is left out, logged as `what`. */
export function readSideRecords<T>(json: unknown, read: (entry: unknown) => T | null, what: string): Map<string, T> {
  const out = new Map<string, T>();
  if (typeof json !== "object" || json === null || Array.isArray(json)) return out;
  for (const [side, entry] of Object.entries(json)) {
    const value = read(entry);
    if (value === null) console.error(`hex-tactics | the stored ${what} of side ${side} cannot be read`, entry);
    else out.set(side, value);
  }
  return out;
}
