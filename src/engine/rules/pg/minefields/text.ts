/** What PG's minefield rules say to a player (PG 16.7–16.75), spread into PG's catalogue (text.ts). */
export const PG_MINEFIELD_TEXT = {
  // Placing minefields face-down before play (PG 16.7)
  "minefields.before-play": "minefields are placed face-down before the first initiative roll (16.7)",
  "minefields.none": "{side} has drawn no minefields to place (16.7)",
  "minefields.count": "{side} places its {count} minefield(s), a hex each in the order drawn, not {given} (16.7)",
  "minefields.outside-zone": "{hex} is outside {side}'s minefield hexes: minefields go where the scenario allows (16.7)",
} as const;
