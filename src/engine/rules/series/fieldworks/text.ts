/** What digging in says to a player in both games (PG 3.13, 16.2, 16.23; IA1 3.13, 16.2, 16.24): each game's catalogue spreads it. */
export const FIELDWORKS_TEXT = {
  "fieldworks.no-activation": "only units activated this segment dig in",
  "fieldworks.not-activated": "{unit} is not a unit activated this segment",
  "fieldworks.designated-to-fire": "{unit} was designated to fire: digging in is a Movement action",
  "fieldworks.finished": "{unit} has finished its action this turn",
  "fieldworks.moved": "{unit} has moved this segment: digging in costs its whole movement allowance",
  "fieldworks.cannot-dig": "{unit} cannot dig in: transports and cavalry never do",
  "fieldworks.carried": "{unit} is loaded on a transport and cannot dig in",
  "fieldworks.dug-in": "{unit} has already dug in",
  "fieldworks.terrain": "units do not dig in in {terrain}",
  "fieldworks.entrenchment": "units do not dig in in an entrenchment hex",
} as const;

export type FieldworksTextCode = keyof typeof FIELDWORKS_TEXT;
