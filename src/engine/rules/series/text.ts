/**
 * What the series' procedures say to a player, written once for both games (each game's catalogue spreads it into its
 * own): English templates by stable code, `{name}` a parameter (core/text).
 */
export const SERIES_TEXT = {
  // Sequence of play: initiative, whose segment it is, passing (3.0)
  "sequence.initiative-phase": "initiative is rolled in the Initiative Determination Phase, not the {phase} phase",
  "sequence.not-your-segment": "it is {side}'s action segment",
  "sequence.pass-not-action-phase": "passing is an action segment of the Action Phase",
  "sequence.pass-under-way": "an action segment is under way: a pass is a segment of its own",
  "sequence.pass-demoralized": "cannot pass with demoralized, unactivated {pieces}: attempt recovery (14.4)",

  // Action segments: who activates, through whom, what each does (3.1–3.2, 3.13, 14.3)
  "activation.not-action-phase": "units activate in action segments of the Action Phase",
  "activation.under-way": "an action segment is already under way: end it first",
  "activation.nobody": "an action segment activates at least one unit or leader (or passes)",
  "activation.not-your-piece": "{id} is not a piece of {side} on the map",
  "activation.out-of-scope.self": "{piece} cannot be activated through this self-activation",
  "activation.out-of-scope.leader": "{piece} cannot be activated through this leader's activation",
  "activation.out-of-scope.stack": "{piece} cannot be activated through this stack activation",
  "activation.not-led-by": "{leader} cannot activate {piece} in this segment",
  "activation.moved-fired": "{piece} has already activated this turn (MOVED/FIRED)",
  "activation.opportunity-fired": "{piece} took opportunity fire and may not activate in its own segments",
  "activation.demoralized": "{piece} is demoralized: it may only attempt recovery (a Movement action)",
  "activation.none-under-way": "no action segment of yours is under way",

  // Optional rules (17.0–17.2)
  "optional.not-in-force": "optional rule {rule} is not in force in this battle",
  "excess.not-action-phase": "a segment is saved in the Action Phase, once initiative is won",
  "excess.not-winner": "only the player who won initiative may save an action segment",
  "excess.too-few": "{side} won {segments} segment(s) before the opponent's first: saving one needs three or more",
  "excess.too-late": "a segment is saved before the turn's first action segment is taken",
  "excess.none-saved": "{side} has no saved action segment to use",
  "excess.not-now": "a saved segment is used at the start of one of your own action segments",
} as const;

export type SeriesTextCode = keyof typeof SERIES_TEXT;
