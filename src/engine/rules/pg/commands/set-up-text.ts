/** What PG says of the set-up before play (PG 3.0, 6.8, 16.7). */
export const PG_SET_UP_TEXT = {
  "set-up.tank-leaders-unassigned": "{side} has not assigned its tank leaders: they are assigned to AFVs before play (6.8)",
  "set-up.minefields-unplaced": "{side} has {count} minefield(s) drawn but not placed: minefields are placed before play (16.7)",
} as const;
