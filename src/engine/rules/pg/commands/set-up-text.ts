/** What PG says of the set-up before play (PG 3.0, 6.8, 16.7). */
export const PG_SET_UP_TEXT = {
  "set-up.tank-leaders-unassigned": "{side} has not assigned its tank leaders: they are assigned to AFVs before play (6.8)",
  "cavalry-leaders.before-play": "cavalry leaders are designated before the first initiative roll (6.9)",
  "cavalry-leaders.no-cavalry": "this scenario has no cavalry units: there are no cavalry leaders to designate (6.9)",
  "cavalry-leaders.not-your-leader": "{id} is no leader of {side}",
  "cavalry-leaders.not-regular": "{piece} is not a regular leader: Kommissars, train and vessel leaders are no cavalry leaders",
  "cavalry-leaders.twice": "{piece} is named twice",
  "set-up.minefields-unplaced": "{side} has {count} minefield(s) drawn but not placed: minefields are placed before play (16.7)",
} as const;
