/** PG's own words for direct fire: where the series' words are Infantry Attacks' (PG 6.41, 7.31, 10.1), and the HMG's split fire (7.23). */
export const PG_FIRE_TEXT = {
  "fire.no-direct-fire": "{unit} has no direct fire value (7.31)",
  "fire.blocked": "{unit}'s fire is blocked by friendly non-AFV units in {hexes}",
  "combine.no-leader": "units in {count} hexes combine fire only under an activated good-order leader in or next to them, with a combat modifier at least the number of those hexes other than his own",
  "fire.split.not-firing": "{piece} is given a part of its fire but is not among the firers (7.23)",
  "fire.split.not-an-hmg": "only an HMG splits its fire: {unit} fires all its {fire} (7.23)",
  "fire.split.no-split": "{unit}'s direct fire of {fire} makes no two parts of 3 or more: it fires all of it (7.23)",
  "fire.split.part-below-minimum": "{unit} fires a part of {part}: the smallest part of an HMG's split fire is 3 (7.23)",
  "fire.split.over-points-left": "{unit} has {left} of its {fire} left to fire this segment, not {part} (7.23)",
  "fire.hmg-part": "{unit} fires {part} of its {fire} (7.23)",
} as const;
