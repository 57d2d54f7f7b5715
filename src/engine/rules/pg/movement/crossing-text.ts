/** What the river crossing procedure says (PG 5.73). */
export const PG_CROSSING_TEXT = {
  "crossing.moved": "{unit} has moved this segment: it rolls to cross before it moves",
  "crossing.not-major": "{unit} is not in a major river hex: only a major river needs a crossing roll",
  "crossing.not-crossing": "{unit} has not been crossing since an earlier turn: it rolls in a turn after it entered the river hex",
  "crossing.rolled": "{unit} has already passed its crossing roll this turn",
  "crossing.no-engineer": "{unit} has no ENG assisting it in its hex: no unit crosses a major river without one",
  "crossing.no-number": "the scenario gives {unit}'s type no Crossing Number",
} as const;
