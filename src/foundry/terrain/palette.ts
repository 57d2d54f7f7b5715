/**
 * Overlay colours of terrain ids. Any ruleset's TEC may name its terrain as it likes: common names have map colours,
 * any other id a steady colour of its own (from a hash of the id), so two terrains rarely look alike.
 */
const KNOWN: Readonly<Record<string, number>> = {
  clear: 0xd8d2a8,
  field: 0xe6cf6a,
  "tall-grass": 0xb8c866,
  brush: 0x9aa852,
  orchard: 0x7fb069,
  "light-woods": 0x5f9a4a,
  woods: 0x2f7a32,
  "heavy-woods": 0x1d5222,
  hill: 0xb08a5a,
  town: 0x9a4a3a,
  village: 0xc07a5a,
  swamp: 0x6a8a7a,
  lake: 0x3a7ad0,
  "minor-river": 0x5a9ae0,
  "major-river": 0x2a5ab0,
  smoke: 0x9a9a9a,
};

/** The overlay colour (0xRRGGBB) of a terrain id. */
export function terrainColour(id: string): number {
  const known = Object.hasOwn(KNOWN, id) ? KNOWN[id] : undefined;
  if (known !== undefined) return known;
  let h = 2166136261;
  for (let k = 0; k < id.length; k++) h = Math.imul(h ^ id.charCodeAt(k), 16777619);
  return (h >>> 8) & 0xffffff;
}
