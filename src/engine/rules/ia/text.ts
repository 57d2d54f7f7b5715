import { sayer } from "../../core/text";
import type { Params } from "../../core/text";
import type { TraceEntry } from "../../core/trace";

/**
 * Everything the Infantry Attacks rules say to a player — refusals, decision prompts, trace labels — as English
 * templates by stable code (`{name}` marks a parameter). Chat cards localize by code (lang/en.json `HEX_TACTICS.Text`,
 * written from this by `npm run schemas`); everything else shows the English.
 */
export const IA_TEXT = {
  // Sequence of play: initiative, whose segment it is, passing (IA1 3.0)
  "sequence.initiative-phase": "initiative is rolled in the Initiative Determination Phase, not the {phase} phase",
  "sequence.not-your-segment": "it is {side}'s action segment",
  "sequence.pass-not-action-phase": "passing is an action segment of the Action Phase",
  "sequence.pass-under-way": "an action segment is under way: a pass is a segment of its own",
  "sequence.pass-demoralized": "cannot pass with demoralized, unactivated {pieces}: attempt recovery (14.4)",

  // Activation (IA1 3.1–3.3, 3.13, 14.3, 14.42)
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
  "activation.recovery-owed": "{pieces} must attempt recovery before the segment ends",

  // Movement (IA1 4.3, 5.1–5.84, 6.4, 14.2)
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
  "move.assault": "entering a hex with enemy combat units is assault movement (12.0), not yet part of this engine",
  "move.loaded": "{unit} is loaded: it moves with its transport",
  "move.overstack.transports": "{unit} would overstack the hex: three transports are already there",
  "move.overstack.combat-units": "{unit} would overstack the hex: three combat units are already there",
  "move.overstack.companies": "{unit} would overstack the hex: two companies are already there",
  "move.closer": "{unit} was not activated by a leader of its own type and may not move closer to enemy combat units",
  "move.night": "at night a unit without a leader enters only hexes its side controls",
  "move.prohibited": "no unit or leader may enter {terrain}",
  "move.no-allowance": "{piece} has no movement allowance on this side",
  "move.disrupted": "{piece} is disrupted: it moves no more than one hex",
  "move.too-few-mp": "{piece} has {left} MP left; entering costs {cost} ({terrain})",

  // Rivers (IA1 5.8–5.82)
  "river.down-river": "{piece} would cross the river moving down it: it crosses by leaving the river hex to the other bank",
  "river.major-crossing": "{piece} may cross a major river only at a bridge or ford",
  "river.major-full-cost": "{piece} has {allowance} MP and this costs {spent} in all: the one-hex minimum (5.2) does not apply to major rivers",

  // Overstacking after the fact (IA1 4.4)
  "overstack.companies": "The hex holds too many companies: which unit is eliminated?",
  "overstack.combat-units": "The hex holds too many combat units: which unit is eliminated?",
  "overstack.transports": "The hex holds too many transports: which unit is eliminated?",

  // Direct fire: the command, the firers and the leaders (IA1 3.13, 6.3–6.5, 7.2–7.33, 10.2, 10.4, 14.3)
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

  // Direct fire: lines of fire, columns, losses (IA1 7.61, 10.1, 10.11, 10.2)
  "fire.blocked": "{unit}'s fire is blocked by friendly units in {hexes} that are not lower than the firing units",
  "fire.blocked-mg": "{unit}'s fire is blocked by friendly units in {hexes}: no friendly-free hex lies between them and the target",
  "fire.no-column": "a strength of {strength} has no column on the {table}",
  "fire.loss-combat-unit": "{result}: which combat unit takes step loss {loss} of {steps}?",
  "fire.loss-transport": "{result}: which transport takes step loss {loss} of {steps}?",

  // The target hex (IA1 7.24, 8.1, 10.4)
  "target.assault-hex": "units outside an assault hex may not direct fire into it",
  "target.friendly": "units may not direct fire at a hex containing friendly units",
  "target.no-enemy": "direct fire needs at least one enemy unit or leader in the target hex",
  "target.out-of-range": "{unit} cannot spot any enemy unit or leader in the target hex: it is {range} hexes away and {unit} spots {spotting} hexes",
  "target.blocked": "{unit} cannot spot any enemy unit or leader in the target hex: the line of sight is blocked at hex {hex} ({why}, {losRule})",

  // Combined fire (IA1 6.51, 7.32)
  "combine.no-leader":
    "units in {count} hexes combine fire only under a good-order leader of their type in or next to them, with a combat modifier at least the number of those hexes other than his own",
  "combine.field-gun": "{unit} is not a personnel unit: its fire combines with no unit in another hex",

  // Opportunity fire (IA1 13.1)
  "opportunity.window": "{piece} has entered hex {hex}: opportunity fire at it with which units, or pass?",

  // Leaders: combat modifiers, losses, overruns (IA1 6.52, 6.71)
  "leader.combat-bonus": "{leader} adds his combat modifier (+{combat}) to which unit's fire?",
  "leader.lone-loss": "Which leader is lost (step loss {loss} of {steps})?",
  "leader.overrun-retreat": "Move {leader} out of the overrun hex",

  // Morale checks (IA1 6.61)
  "morale.choose-leader": "Which leader adds his morale modifier to {piece}'s morale check ({cause})?",

  // Recovery (IA1 3.13, 6.61–6.64, 14.12, 14.4; IA2 6.62)
  "recovery.not-activated": "recovery is attempted by a piece activated this segment",
  "recovery.not-movement": "attempting recovery is a Movement action",
  "recovery.already-acted": "{piece} has already acted this segment: recovery is its only action",
  "recovery.leaders-first": "{leaders} must attempt recovery first",
  "recovery.no-piece": 'no piece "{id}" on the map',
  "recovery.good-order": "{piece} is in good order: only disrupted or demoralized pieces recover",
  "recovery.leader-cannot-help": "{id} cannot help {piece} recover",
  "recovery.leader-demoralized": "{leader} is demoralized and helps no one",
  "recovery.choose-leader": "Which leader, if any, helps {piece} recover? A leader who helps does nothing else this segment.",

  // Fleeing (IA1 6.62, 14.31, 16.33; IA2 6.63)
  "flee.not-demoralized": "only a demoralized piece on the map flees",
  "flee.hex": "{piece} flees: which hex does it enter?",
  "flee.entrenched": "{piece} failed to recover under an entrenchment marker: does it flee?",
  "flee.with-leader": "Does {leader} flee with {unit}?",
  "flee.with-leader-disrupted": "Does {leader} flee with {unit}? (He becomes demoralized.)",

  // Transports: the unit's action (IA1 3.13, 14.3)
  "transport.no-activation": "only units activated this segment act",
  "transport.not-activated": "{unit} is not a unit activated this segment",
  "transport.designated-to-fire": "{unit} was designated to fire: limbering, loading and unloading are Movement actions",
  "transport.finished": "{unit} has finished its action this turn",
  "transport.demoralized": "{unit} is demoralized: it may only attempt recovery",

  // Transports: loading and unloading (IA1 4.1, 5.6–5.66; IA2 5.6–5.69)
  "transport.not-transport": "{transport} is not a transport",
  "transport.no-leaders": "transports may not load leaders",
  "transport.carries-only-ia1": "transports carry only MG, mortar and artillery units",
  "transport.carries-only-ia2": "transports carry only MGs and field guns",
  "transport.carrying": "{transport} already carries a unit: each transport carries one",
  "transport.not-in-hex": "{unit} is not in {transport}'s hex",
  "transport.not-good-order": "disrupted and demoralized transports and units may not load",
  "transport.transport-moved": "{transport} has moved: a transport may not move and then load",
  "transport.unit-moved": "loading costs all of {unit}'s MPs: it has already moved",
  "transport.assault-hex": "units may not load onto transports in an assault hex",
  "transport.empty": "{transport} carries no unit",
  "transport.unload-overstack.transports": "unloading {unit} would overstack the hex: three transports are already there",
  "transport.unload-overstack.combat-units": "unloading {unit} would overstack the hex: three combat units are already there",
  "transport.unload-overstack.companies": "unloading {unit} would overstack the hex: two companies are already there",
  "transport.unlimber-after-move": "{transport} moved before unloading: {unit} may not unlimber until its next action segment",

  // Transports: limbering (IA1 5.61; IA2 5.61–5.62)
  "transport.limber-only-ia1": "only MG, mortar and artillery units have a limbered side",
  "transport.limber-only-ia2": "only MGs and field guns have a limbered side",
  "transport.already-limbered": "{unit} is already limbered",
  "transport.already-unlimbered": "{unit} is already unlimbered",
  "transport.limber-moved": "limbering costs all of {unit}'s MPs: it has already moved",
  "transport.unlimber-moved": "unlimbering costs all of {unit}'s MPs: it has already moved",

  // Trace: fire strength (IA1 6.52, 10.2, 14.2)
  "fire.unit": "{unit}: direct fire {fire}",
  "fire.leader": "{leader} adds his combat modifier to {unit}",
  "fire.disrupted": "{unit} disrupted: {fire} halved, rounded up",

  // Trace: morale (IA1 6.61, 6.73, 14.0, 14.1)
  "ia.morale.leader": "{leader}'s morale",
  "ia.morale.full": "{side} morale",
  "ia.morale.reduced": "{side} morale, reduced company",
  "ia.morale.leader-bonus": "{leader}'s morale modifier",
  "ia.morale.catastrophic-loss": "{leader} lost: his morale modifier subtracted",

  // Trace: entries whose ids vary (terrain.<id>, ia.morale.m<level>, ia.morale.<table modifier>)
  "trace.terrain": "{terrain} {shift}",
  "trace.ia2-time": "spotting range: {light}",
  "trace.morale-level": "M{level} result",
  "trace.morale-modifier": "{modifier}",

  // Spotting ranges and the turn's light (IA1 8.4–8.73, 16.5; IA2 7.11–7.44)
  "ia1.daylight": "daylight spotting range",
  "ia1.night": "night spotting range (scenario)",
  "ia1.weather": "reduced spotting range (scenario)",
  "ia.conceal": "target concealed by {terrain}",
  "ia2.special-spotting": "special spotting powers",
  "ia.spotted-marker": "SPOTTED marker: seen as if in clear terrain",
  "ia.elevation": "spotter {levels} level(s) above the target, +{perLevel} per level",
  "ia.hidden": "hidden unit: one quarter of normal range, minimum one hex",
} as const;

export type IaTextCode = keyof typeof IA_TEXT;

/** A refusal reason or a prompt: `say("move.not-activated", { piece: p.name })`. */
export const say = sayer(IA_TEXT);

/** A trace entry labelled from the template for `code` (its id unless given) and `params`. */
export function traced(id: string, value: number, params: Params, rule?: string, code: IaTextCode = id as IaTextCode): TraceEntry {
  const { text } = say(code, params);
  return { id, label: text, value, ...(rule === undefined ? {} : { rule }), ...(code === id ? {} : { code }), params };
}
