/** What PG's movement says to a player (PG 4.5, 5.4, 6.72). */
export const PG_MOVEMENT_TEXT = {
  "move.stack-full.combatUnits": "{unit} would overstack the hex: three combat units (not APCs) are already there",
  "move.stack-full.transports": "{unit} would overstack the hex: three transports (APCs included) are already there",
  "move.threat": "{unit} was not activated by a leader of its own kind and may not move closer to {enemy}, which can harm it",
  "move.train-off-track": "{unit} is an armored train: it enters only the scenario's railroad track hexes (15.21)",
  "move.vessel-off-river": "{unit} is a river vessel: it enters only major river hexes (15.22)",
  "move.vessel-river": "{unit} may not enter a major river hex holding the enemy river vessel {vessel} (15.2)",
  "move.decapitated": "{unit} is within three hexes of where {side}'s highest-ranking leader fell: it may not move until the end of turn {until}",
} as const;
