import { sayer } from "../../core/text";
import { SERIES_TEXT } from "../series/text";
import { FIELDWORKS_TEXT } from "../series/fieldworks/text";
import type { Params } from "../../core/text";
import type { TraceEntry } from "../../core/trace";

/**
 * Everything the Infantry Attacks rules say to a player — refusals, decision prompts, trace labels — as English
 * templates by stable code (`{name}` marks a parameter). Chat cards localize by code (lang/en.json `HEX_TACTICS.Text`,
 * written from this by `npm run schemas`); everything else shows the English.
 */
export const IA_TEXT = {
  ...SERIES_TEXT,

  // Activation (IA1 14.42; the rest is the series')
  "activation.recovery-owed": "{pieces} must attempt recovery before the segment ends",

  // Movement (IA1 4.3, 5.5; the rest is the series')
  "move.overstack.transports": "{unit} would overstack the hex: three transports are already there",
  "move.overstack.combat-units": "{unit} would overstack the hex: three combat units are already there",
  "move.overstack.companies": "{unit} would overstack the hex: two companies are already there",
  "move.closer": "{unit} was not activated by a leader of its own type and may not move closer to enemy combat units",

  // Rivers (IA1 5.8–5.82)
  "river.down-river": "{piece} would cross the river moving down it: it crosses by leaving the river hex to the other bank",
  "river.major-crossing": "{piece} may cross a major river only at a bridge or ford",
  "river.major-full-cost": "{piece} has {allowance} MP and this costs {spent} in all: the one-hex minimum (5.2) does not apply to major rivers",

  // Overstacking after the fact (IA1 4.4)
  "overstack.companies": "The hex holds too many companies: which unit is eliminated?",
  "overstack.combat-units": "The hex holds too many combat units: which unit is eliminated?",
  "overstack.transports": "The hex holds too many transports: which unit is eliminated?",

  // Transports: loading and unloading (IA1 4.1, 5.6–5.66; IA2 5.6–5.69)
  "transport.no-leaders": "transports may not load leaders",
  "transport.carries-only-ia1": "transports carry only MG, mortar and artillery units",
  "transport.carries-only-ia2": "transports carry only MGs and field guns",
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

  // Cavalry: mounting and dismounting (IA1 15.1, 15.4, 15.42, 15.51)
  "cavalry.not-cavalry": "{unit} is not a cavalry unit: only cavalry mounts and dismounts",
  "cavalry.already-mounted": "{unit} is already mounted",
  "cavalry.already-dismounted": "{unit} is already dismounted",
  "cavalry.no-other-piece": "{unit} has no other piece to put on the map",
  "cavalry.demoralized-dismount": "{unit} is demoralized: demoralized cavalry stays mounted",
  "cavalry.mount-moved": "re-mounting uses all of {unit}'s MPs: it has already moved",
  "cavalry.dismount-moved": "dismounting uses all of {unit}'s MPs: it has already moved",

  // Special spotting powers: placing a Spotted marker (IA2 7.3)
  "special-spot.ia1": "only the 2nd edition gives units special spotting powers",
  "special-spot.no-activation": "only units activated this segment place Spotted markers",
  "special-spot.not-activated": "{unit} is not a unit activated this segment",
  "special-spot.no-power": "{unit} has no special spotting powers",
  "special-spot.finished": "{unit} has finished its action this segment",
  "special-spot.demoralized": "{unit} is demoralized",
  "special-spot.used": "{unit} has already placed a Spotted marker this activation",
  "special-spot.no-enemy": "there is no enemy unit {target} on the board",
  "special-spot.already-spotted": "{target} already has a Spotted marker",
  "special-spot.out-of-range": "{unit} cannot spot {target}: it is {range} hexes away and {unit} spots {spotting} hexes",
  "special-spot.blocked": "{unit} cannot spot {target}: the line of sight is blocked at hex {hex} ({why}, {losRule})",

  // Entering and exiting the board (IA1 16.41–16.43)
  "board-edge.not-abort-edge":
    "{unit} has an Abort mission: it exits only by the board edge its side entered by at the start of play, or the edge farthest from the enemy's entry edge or from where the enemy set up",

  // Fieldworks: digging in (IA1 3.13, 16.2, 16.24)
  ...FIELDWORKS_TEXT,
  "fieldworks.not-good-order": "{unit} is {status}: only units in good order dig in",

  // Artillery: the Artillery Plan and the Bombardment Phase (IA1 9.1–9.66, 11.1, 16.14)
  "artillery.no-artillery": "the scenario gives {side} no artillery to plan",
  "artillery.plan-not-now": "the Artillery Plan is written before play begins",
  "artillery.plan-written": "{side}'s Artillery Plan is written: missions are kept for the game",
  "artillery.plan-missing": "{side} has not written its Artillery Plan",
  "artillery.no-gun": "{gun} is not an artillery or mortar unit or off-board factor of {side}",
  "artillery.no-mission": "{gun} has no mission: each must be assigned one",
  "artillery.off-board-planned": "{gun} is off-board artillery: it may only have a Planned Fire mission",
  "artillery.mortar-planned": "{gun} is a mortar: it may have an Open Sights or Move mission only",
  "artillery.entering-move": "{gun} enters the board during play: it must have a Move mission",
  "artillery.plan-turns": "a Planned Fire column has a line for each of the {turns} turns, not {given}",
  "artillery.ammunition": "{gun} fires on {fires} turns: the side's Artillery Ammunition number is {ammunition}",
  "artillery.out-of-range": "{gun} fires at {hex}, beyond its range of {range}",
  "artillery.no-smoke": "the scenario does not allow {side} to fire smoke",
  "artillery.abort-prompt": "Attempt to abort the mission of {gun} (1–2 aborts it)?",
  "artillery.disrupted-prompt": "{gun} is disrupted: keep its planned fire, at half strength (yes), or attempt recovery instead (no)?",
  "artillery.group-prompt": "{gun} fires at {hex}: combine with attack {options} or make a new attack ({fresh})",
  "artillery.gun": "{gun}: bombardment {fire}",
  "artillery.depleted": "{gun} ammunition depleted: {fire} halved",
  "artillery.friendly-fire-number": "Friendly Fire Number die: {roll}",
  "artillery.weak-bombardment": "the fire at the hex totals {strength}, under 10",
  "artillery.not-open-sights": "{gun} has no Open Sights mission",
  "artillery.arrived": "{gun} has reached the destination of its Move mission: it moves no farther",
  "artillery.not-arrived": "{gun} has a Move mission: it stays limbered until it reaches its destination hex",
  "artillery.not-spotted": "{gun} spots no enemy unit or leader in {hex}",
  "artillery.fixed": "{gun} has a {mission} mission: it stays where it is (abort the mission to move it)",
  "artillery.move-exit": "{gun} has a Move mission to a hex on the board: it does not exit (abort the mission first)",
  "artillery.waiting": "{gun} was set down by a transport since eliminated: it takes no action until it loads onto another friendly transport",
  "artillery.start-loaded": "{gun} has a Move mission and moves only by transport: it starts play loaded, but no free good-order transport of its side is with it",
  "artillery.start-transport-prompt": "{gun} starts play loaded (Move mission): on which transport?",
  "artillery.disrupted": "{gun} disrupted: {fire} halved, rounded up",

  // Optional rules (IA1 17.1–17.4)
  "consolidation.no-leader": "{unit} was not activated by a leader: both companies must be activated by the same leader",
  "consolidation.other-leader": "{unit} and {other} were activated by different leaders",
  "consolidation.not-company": "{unit} is not a company",
  "consolidation.not-good-order": "{unit} is not in good order",
  "consolidation.not-same-type": "{unit} and {other} are not companies of the same type",

  // Assault (IA1 5.4, 5.83, 12.0–12.84)
  "assault.no-activation": "assaults are made by pieces activated in your action segment",
  "assault.no-enemy": "there are no enemy combat units in that hex to assault",
  "assault.named-twice": "a unit or leader is named twice",
  "assault.not-in-hex": "{piece} is not a piece of yours in the assault hex",
  "assault.cannot-attack": "{unit} cannot attack in an assault: artillery and mortars only defend (at 1), transports and loaded units have no strength",
  "assault.demoralized": "{piece} is demoralized and may not attack",
  "assault.not-activated": "{piece} was not activated this segment",
  "assault.moved-fired": "{piece} has already activated this turn (MOVED/FIRED)",
  "assault.attacked-already": "{piece} has already attacked in an assault this segment",
  "assault.led-from-outside": "{piece} was activated by a leader outside the assault hex, who may not influence it there",
  "assault.required-all": "this assault is required: every unit and leader of yours in the hex takes part, {pieces} too",
  "assault.no-attackers": "name at least one attacking unit",
  "assault.owed": "the assault in {hexes} must be resolved before the segment ends",
  "assault.cold-steel-river": "every opposing unit is across the Major River: neither side may launch a Cold Steel attack",
  "assault.cold-steel-leader": "Cold Steel needs an undemoralized attacking leader who began his activation in the hex",
  "assault.cold-steel-company": "{unit} is not a company: only companies attack with Cold Steel",
  "assault.cold-steel-entered": "{unit} entered the hex this segment: only units that began their activation there attack with Cold Steel",
  "assault.cold-steel-led": "{unit} was not activated by a leader who began his activation in the hex",
  "assault.cold-steel-across": "{unit} is across the Major River from every enemy unit and takes no part in Cold Steel",
  "assault.no-table": "{tables} have no Assault Table",
  "assault.first-fire": "fire first with {units} alone (yes), or with every defending unit at the same time as the attacker (no)?",
  "assault.harassing-fire": "harassing fire at {pieces}, leaving the assault hex?",
  "assault.from-assault-hex": "units and leaders may not move directly from one assault hex into another",
  "assault.entry-not-good-order": "{piece} is not in good order: only good-order units and leaders enter hexes with enemy combat units",
  "assault.entry-not-company": "{unit} may not perform assault movement: only companies may (not artillery, mortars, MGs or transports)",
  "assault.entry-no-leader": "{unit} was not activated by a leader of its own type: it may not enter a hex with enemy combat units",
  "assault.entry-not-adjacent": "{piece} did not begin its activation adjacent to the hex it would assault",
  "assault.charge-adjacent": "a cavalry charge is made from two hexes away, never at units adjacent when the activation began",
  "assault.charge-terrain": "a cavalry charge passes only through a hex of clear terrain (with or without a road)",
  "assault.charge-occupied": "a cavalry charge may not pass through a hex occupied by other units",

  // Trace: assault strength (IA1 12.3, 12.24, 12.25, 12.32)
  "assault.unit": "{unit}: direct fire {fire}",
  "assault.gun": "{unit}: artillery or mortar, defends at 1",
  "assault.disrupted": "{unit} disrupted: {fire} halved, rounded up",
  "assault.quartered": "{unit} demoralized: {fire} quartered, rounded up",

  // Trace: morale (IA1 6.61, 6.73, 14.0, 14.1)
  "ia.morale.leader": "{leader}'s morale",
  "ia.morale.full": "{side} morale",
  "ia.morale.reduced": "{side} morale, reduced company",
  "ia.morale.leader-bonus": "{leader}'s morale modifier",
  "ia.morale.catastrophic-loss": "{leader} lost: his morale modifier subtracted",

  // Trace: entries whose ids vary (terrain.<id>, ia.morale.m<level>, ia.morale.<table modifier>)
  "trace.ia2-time": "spotting range: {light}",

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
