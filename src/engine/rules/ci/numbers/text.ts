/** What the lost-number rules say to a player (plan §3), as English templates by code. */
export const NUMBERS_TEXT = {
  "ci.number-unset": "{rule}: {meaning} ({id}) is lost in the text ({status}); set it before play",
  "ci.numbers-unset": "{count} lost numbers are unset ({ids}); set them before play",
} as const;
