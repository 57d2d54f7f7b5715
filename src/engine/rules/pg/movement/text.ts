/** What PG's movement says to a player (PG 4.5, 5.3, 5.32, 5.4, 6.72). */
export const PG_MOVEMENT_TEXT = {
  "move.stack-full.combatUnits": "{unit} would overstack the hex: three combat units (not APCs) are already there",
  "move.stack-full.transports": "{unit} would overstack the hex: three transports (APCs included) are already there",
  "move.threat": "{unit} was not activated by a leader of its own kind and may not move closer to {enemy}, which can harm it",
  "move.decapitated": "{unit} is within three hexes of where {side}'s highest-ranking leader fell: it may not move until the end of turn {until}",
  "move.assault-not-played": "enemy combat units hold that hex: units enter it only by assault movement (12.1), which this version does not play yet",
  "move.leave-assault-not-played": "leaving an assault hex (5.32) comes with the assault (12.0), which this version does not play yet",
} as const;
