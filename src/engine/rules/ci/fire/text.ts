import { sayer } from "../../../core/text";

/** What the fire rules say to a player (CI 5.x, CI 6.x). */
export const FIRE_TEXT = {
  "ci.fire.not-a-target": '"{target}" is not a face-up enemy block: a hidden unit can only be hit by fire at its hex',
  "ci.fire.no-enemy": "no enemy block stands in the hex fired at",
  "ci.fire.assault-hex": "units cannot fire into an assault",
  "ci.fire.out-of-range": '"{block}" has range {range}; the target is {distance} hexes away',
  "ci.fire.night-range": "at night the range is at most {range}; the target is {distance} hexes away",
  "ci.fire.no-line": "no line of fire: {reason}",
  "ci.no-net-fire": "F {f} − AC {ac} leaves no firepower: no fire is possible",
  "ci.fire.hexside-limit": "{limit} units may fire through this hexside at adjacent enemy per HQ activation; {used} have",
  "ci.fire.long-range-pair": "a unit of this hex has already fired at that hex this HQ activation (one unit per firing hex and target hex)",
  "ci.fire.minefield": "outside assaults no hit goes to a minefield: fire at its hex to hit the units defending it",
  "ci.casualties.prompt": "hit {n} of {hits} on your blocks in the hex fired on: which of your strongest blocks takes it",
} as const;

export const say = sayer(FIRE_TEXT);
