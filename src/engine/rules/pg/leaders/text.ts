/** What PG's leader rules say to a player (PG 6.8), spread into PG's catalogue (text.ts). */
export const PG_LEADER_TEXT = {
  // Tank leaders assigned before play (PG 6.8)
  "tank-leaders.before-play": "tank leaders are assigned secretly before the first initiative roll (6.8)",
  "tank-leaders.not-your-unit": "{id} is no unit of {side}",
  "tank-leaders.not-afv": "{piece} is no AFV: tank leaders lead AFVs",
  "tank-leaders.apc": "{piece} is an APC: APCs never have tank leaders",
  "tank-leaders.by-rule": "{piece} has a tank leader by rule: the scenario's tank leaders go to AFVs without one",
  "tank-leaders.twice": "{piece} is named twice: an AFV carries one tank leader",
  "tank-leaders.too-many": "{side} has {count} tank leader(s) to assign, not {asked}",
} as const;
