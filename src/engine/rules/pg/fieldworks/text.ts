import { FIELDWORKS_TEXT } from "../../series/fieldworks/text";

/** What PG's fieldworks say (PG 16.2, 16.3, 16.75, 5.73): the series' digging-in words and PG's own. */
export const PG_FIELDWORKS_TEXT = {
  ...FIELDWORKS_TEXT,
  "fieldworks.demoralized": "{unit} is demoralized: only undemoralized units dig in",
} as const;

/** What clearing wrecks and minefields says (PG 16.3, 16.75). */
export const PG_CLEARING_TEXT = {
  "clearing.moved": "{unit} has moved this segment: it must stay in the hex to clear it",
  "clearing.not-good-order": "{unit} is {status}: only a unit in good order clears a hex",
  "clearing.carried": "{unit} is loaded on a transport and clears nothing",
  "clearing.wreck-armor": "{unit} cannot clear a wreck: only an AFV with an armor value of 2 or more does",
  "clearing.no-wreck": "there is no wreck in its hex",
  "clearing.mines-engineer": "{unit} cannot clear minefields: only an ENG does",
  "clearing.no-minefield": "there is no revealed enemy minefield in its hex",
} as const;
