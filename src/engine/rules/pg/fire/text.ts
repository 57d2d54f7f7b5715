/** PG's own words for direct fire where the series' words are Infantry Attacks' (PG 6.41, 7.31, 10.1). */
export const PG_FIRE_TEXT = {
  "fire.no-direct-fire": "{unit} has no direct fire value (7.31)",
  "fire.blocked": "{unit}'s fire is blocked by friendly non-AFV units in {hexes}",
  "combine.no-leader": "units in {count} hexes combine fire only under an activated good-order leader in or next to them, with a combat modifier at least the number of those hexes other than his own",
} as const;
