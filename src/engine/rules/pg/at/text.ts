/** What PG's AT fire says to a player (PG 11.0–11.3). */
export const PG_AT_TEXT = {
  "at.not-your-segment": "units fire in their own side's action segments",
  "at.not-designated": "{piece} was not designated to fire this segment",
  "at.finished": "{unit} has finished its action: pieces act one at a time",
  "at.moved-fired": "{unit} is under a MOVED/FIRED marker: its action is over",
  "at.loaded": "{unit} is being transported: transported units may not fire",
  "at.no-more-shots": "{unit} has made its AT attack this turn (two only with armor efficiency, 11.2)",
  "at.no-target": "there is no enemy vehicle \"{id}\" on the board that {side} knows of",
  "at.firer-demoralized": "{unit} is demoralized: it may not fire",
  "at.no-at-value": "{unit} has no AT fire value on the side it shows",
  "at.not-an-at-target": "{target} is no truck or AFV: only those may be attacked with AT fire",
  "at.target-outside-assault-hex": "{unit} is in an assault hex: its AT fire is at vehicles in that hex only",
  "at.friendly-vehicle-in-assault-hex": "{target} is in an assault hex holding a vehicle of {side}'s: no AT fire into it",
  "at.not-spotted": "{unit} cannot spot {target} itself: AT fire needs the individual vehicle spotted",
  "at.out-of-range": "{target} is out of {unit}'s AT range",
} as const;
