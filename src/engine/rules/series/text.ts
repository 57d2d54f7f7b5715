import type { Params, Text } from "../../core/text";
import type { TraceEntry } from "../../core/trace";

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

  // Movement: one hex at a time, by activated pieces, within their allowance (5.0–5.6, 14.2, 14.3, 16.51, 16.6)
  "move.no-activation": "only pieces activated this segment move",
  "move.no-piece": 'no piece "{id}"',
  "move.not-activated": "{piece} was not activated this segment",
  "move.designated-to-fire": "{piece} was designated to fire, not to move",
  "move.finished": "{piece} has finished its action: pieces act one at a time",
  "move.moved-fired": "{piece} is under a MOVED/FIRED marker: its action is over",
  "move.not-with-unit": "{leader} is not with {unit}",
  "move.demoralized": "{piece} is demoralized: it may only attempt recovery",
  "move.with-a-leader": "leaders move with a unit they activated, not with another leader",
  "move.with-not-leader": "only leaders move with a unit ({id} is not a leader)",
  "move.with-not-activating": "{leader} did not activate {unit}: a leader moves with a unit he activates",
  "move.with-twice": "a leader is named twice: he moves with the unit once",
  "move.not-adjacent": "units move from hex to adjacent hex",
  "move.loaded": "{unit} is loaded: it moves with its transport",
  "move.night": "at night a unit without a leader enters only hexes its side controls",
  "move.prohibited": "no unit or leader may enter {terrain}",
  "move.no-allowance": "{piece} has no movement allowance on this side",
  "move.disrupted": "{piece} is disrupted: it moves no more than one hex",
  "move.too-few-mp": "{piece} has {left} MP left; entering costs {cost} ({terrain})",
  "leader.overrun-retreat": "Move {leader} out of the overrun hex",
  "board-edge.off-board": "{piece} is off the board: it moves on by entering an entry hex",
  "board-edge.not-due": "{piece} is off the board until turn {turn}",
  "board-edge.not-entry-hex": "that is not a hex the scenario lets this piece enter by",
  "board-edge.enemy-there": "enemy units hold that hex: pieces enter the board only into hexes without them",
  "board-edge.not-a-unit": 'no unit "{id}" on the board',
  "board-edge.demoralized": "{piece} is demoralized: demoralized units never exit the board",
  "board-edge.no-exit": "the scenario gives {unit} no board edge to exit by",
  "board-edge.not-exit-hex": "{unit} is not in a hex it may exit the board from",

  // Transports: the unit's action (3.13, 14.3), what carries what (5.6), limbering in place (PG 5.63, IA1 5.61)
  "transport.no-activation": "only units activated this segment act",
  "transport.not-activated": "{unit} is not a unit activated this segment",
  "transport.designated-to-fire": "{unit} was designated to fire: limbering, loading and unloading are Movement actions",
  "transport.finished": "{unit} has finished its action this turn",
  "transport.demoralized": "{unit} is demoralized: it may only attempt recovery",
  "transport.not-transport": "{transport} is not a transport",
  "transport.carrying": "{transport} already carries a unit: each transport carries one",
  "transport.not-in-hex": "{unit} is not in {transport}'s hex",
  "transport.already-limbered": "{unit} is already limbered",
  "transport.already-unlimbered": "{unit} is already unlimbered",
  "transport.limber-moved": "limbering costs all of {unit}'s MPs: it has already moved",
  "transport.unlimber-moved": "unlimbering costs all of {unit}'s MPs: it has already moved",

  // Direct fire: the command, the firers and the leaders (3.13, 6.2, 6.4, 7.2–7.33, 10.2, 10.4, 14.3)
  "fire.not-your-segment": "units fire in their own side's action segments",
  "fire.no-activation": "only units activated this segment fire",
  "fire.not-designated": "{piece} was not activated to fire this segment",
  "fire.off-map": "hex {hex} is not on the map",
  "fire.no-firers": "name at least one firing unit",
  "fire.firer-twice": "a unit fires once: it is named twice",
  "fire.leader-twice": "a leader is named twice",
  "fire.not-your-unit": "{id} is not a unit of {side}",
  "fire.unit-off-map": "{unit} is not on the map",
  "fire.no-direct-fire": "{unit} has no direct fire value (7.25: artillery and mortars fire on the Bombardment Table)",
  "fire.demoralized": "{unit} is demoralized and may not fire",
  "fire.loaded": "{unit} is loaded on a transport and cannot fire",
  "fire.limbered": "{unit} is limbered and cannot fire",
  "fire.opportunity-fired": "{unit} has already taken opportunity fire this turn",
  "fire.moved-fired": "{unit} has already moved or fired this turn",
  "fire.assault-hex": "{unit} is in an assault hex: it fires only on the Assault Table",
  "fire.out-of-range": "{unit} is {distance} hexes from the target; its range is {range}",
  "fire.not-your-leader": "{id} is not a leader of {side} on the map",
  "fire.leader-moved-fired": "{leader} has a MOVED/FIRED marker and may not direct fire",
  "fire.leader-demoralized": "{leader} is demoralized and cannot act as a leader",
  "fire.leader-directs-none": "{leader} directs none of the firing units",

  // Direct fire: lines of fire, columns, losses (7.61, 10.1, 10.2)
  "fire.blocked": "{unit}'s fire is blocked by friendly units in {hexes} that are not lower than the firing units",
  "fire.blocked-mg": "{unit}'s fire is blocked by friendly units in {hexes}: no friendly-free hex lies between them and the target",
  "fire.no-column": "a strength of {strength} has no column on the {table}",
  "fire.loss-combat-unit": "{result}: which combat unit takes step loss {loss} of {steps}?",
  "fire.loss-transport": "{result}: which transport takes step loss {loss} of {steps}?",

  // The target hex (7.24, 8.0, 10.4)
  "target.assault-hex": "units outside an assault hex may not direct fire into it",
  "target.friendly": "units may not direct fire at a hex containing friendly units",
  "target.no-enemy": "direct fire needs at least one enemy unit or leader in the target hex",
  "target.out-of-range": "{unit} cannot spot any enemy unit or leader in the target hex: it is {range} hexes away and {unit} spots {spotting} hexes",
  "target.blocked": "{unit} cannot spot any enemy unit or leader in the target hex: the line of sight is blocked at hex {hex} ({why}, {losRule})",

  // Combined fire (6.41, 7.33)
  "combine.no-leader":
    "units in {count} hexes combine fire only under a good-order leader of their type in or next to them, with a combat modifier at least the number of those hexes other than his own",
  "combine.field-gun": "{unit} is not a personnel unit: its fire combines with no unit in another hex",

  // Leaders: combat modifiers, losses, overruns (6.42, 6.71)
  "leader.combat-bonus": "{leader} adds his combat modifier (+{combat}) to which unit's fire?",
  "leader.lone-loss": "Which leader is lost (step loss {loss} of {steps})?",

  // Morale checks (6.51)
  "morale.choose-leader": "Which leader adds his morale modifier to {piece}'s morale check ({cause})?",

  // Trace: fire strength (6.42, 10.2, 14.2)
  "fire.unit": "{unit}: direct fire {fire}",
  "fire.leader": "{leader} adds his combat modifier to {unit}",
  "fire.disrupted": "{unit} disrupted: {fire} halved, rounded up",

  // Trace: entries whose ids vary (terrain.<id>, a morale check's level and table modifiers)
  "trace.terrain": "{terrain} {shift}",
  "trace.morale-level": "M{level} result",
  "trace.morale-modifier": "{modifier}",

  // Recovery (3.13, 6.51–6.55, 14.12, 14.4)
  "recovery.not-activated": "recovery is attempted by a piece activated this segment",
  "recovery.not-movement": "attempting recovery is a Movement action",
  "recovery.already-acted": "{piece} has already acted this segment: recovery is its only action",
  "recovery.leaders-first": "{leaders} must attempt recovery first",
  "recovery.no-piece": 'no piece "{id}" on the map',
  "recovery.good-order": "{piece} is in good order: only disrupted or demoralized pieces recover",
  "recovery.leader-cannot-help": "{id} cannot help {piece} recover",
  "recovery.leader-demoralized": "{leader} is demoralized and helps no one",
  "recovery.choose-leader": "Which leader, if any, helps {piece} recover? A leader who helps does nothing else this segment.",

  // Fleeing (6.52, 14.31)
  "flee.not-demoralized": "only a demoralized piece on the map flees",
  "flee.hex": "{piece} flees: which hex does it enter?",
  "flee.entrenched": "{piece} failed to recover under an entrenchment marker: does it flee?",
  "flee.with-leader": "Does {leader} flee with {unit}?",
  "flee.with-leader-disrupted": "Does {leader} flee with {unit}? (He becomes demoralized.)",
  "flee.join": "Does {unit} become demoralized and flee with {piece}?",

  // Opportunity fire (13.1)
  "opportunity.window": "{piece} has entered hex {hex}: opportunity fire at it with which units, or pass?",

  // Optional rules (17.0–17.3)
  "optional.not-in-force": "optional rule {rule} is not in force in this battle",
  "consolidation.no-activation": "units consolidate in an action segment of their side",
  "consolidation.same-unit": "two different units consolidate",
  "consolidation.not-activated": "{unit} is not activated to move this segment",
  "consolidation.not-reduced": "{unit} is not reduced",
  "consolidation.has-moved": "{unit} has spent movement points or acted: consolidating takes all of them",
  "consolidation.off-board": "{unit} is off the board: units consolidate in a hex of the map",
  "consolidation.not-same-hex": "{unit} and {other} did not start their activation in the same hex",
  "strategic.leader": "{piece} is a leader: strategic movement is for units",
  "strategic.fire": "{piece} is designated to fire: strategic movement is a movement",
  "strategic.in-sight": "{piece} is in the line of sight of enemy unit {enemy}: strategic movement is only outside it",
  "strategic.into-sight": "{piece} would enter the line of sight of enemy unit {enemy}: strategic movement is only outside it",
  "excess.not-action-phase": "a segment is saved in the Action Phase, once initiative is won",
  "excess.not-winner": "only the player who won initiative may save an action segment",
  "excess.too-few": "{side} won {segments} segment(s) before the opponent's first: saving one needs three or more",
  "excess.too-late": "a segment is saved before the turn's first action segment is taken",
  "excess.none-saved": "{side} has no saved action segment to use",
  "excess.not-now": "a saved segment is used at the start of one of your own action segments",
} as const;

export type SeriesTextCode = keyof typeof SERIES_TEXT;

/** A trace entry labelled in a game's words from the template for `code` (its id unless given) and `params`. */
export function tracedBy<K extends string = SeriesTextCode>(say: (code: K, params?: Params) => Text, id: string, value: number, params: Params, rule?: string, code: K = id as K): TraceEntry {
  const { text } = say(code, params);
  return { id, label: text, value, ...(rule === undefined ? {} : { rule }), ...(code === id ? {} : { code }), params };
}
