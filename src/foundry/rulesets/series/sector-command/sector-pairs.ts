/** What the Commanding Officer's requests give: lists of `{ <key>, sector }` pairs (a piece's order, a factor's sector). */

/**
 * Reads a list of `{ [key], sector }` from a request's JSON: non-empty strings (the sector trimmed), each `key` once when
 * `unique`; null when it is not one.
 */
export function readSectorPairs<K extends string>(json: unknown, key: K, unique = false): ({ readonly [P in K]: string } & { readonly sector: string })[] | null {
  if (!Array.isArray(json)) return null;
  const out: ({ readonly [P in K]: string } & { readonly sector: string })[] = [];
  for (const pair of json) {
    if (typeof pair !== "object" || pair === null || Array.isArray(pair) || Object.keys(pair).some((k) => k !== key && k !== "sector")) return null;
    const { [key]: id, sector } = pair as Record<string, unknown>;
    if (typeof id !== "string" || typeof sector !== "string" || id === "" || sector.trim() === "" || (unique && out.some((o) => o[key] === id))) return null;
    out.push({ [key]: id, sector: sector.trim() } as { readonly [P in K]: string } & { readonly sector: string });
  }
  return out;
}
