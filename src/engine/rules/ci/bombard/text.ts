import { sayer } from "../../../core/text";

/** What the bombardment and off-map support rules say to a player (CI 6.x Bombardment, CI 2.x Artillery/Air Support). */
export const BOMBARD_TEXT = {
  "ci.bombard.not-bombard": '"{block}" has no red triangle: only bombardment units bombard',
  "ci.bombard.no-enemy": "no enemy block stands in the hex bombarded",
  "ci.bombard.not-a-target": '"{target}" is not a face-up enemy unit: a hidden unit can only be hit by bombarding its hex',
  "ci.bombard.minefield": "outside assaults no hit goes to a minefield: bombard its hex to hit the units defending it",
  "ci.bombard.assault-hex": "units cannot fire into an assault",
  "ci.bombard.not-a-bridge": "no standing bridge lies on that hexside",
  "ci.bombard.out-of-range": '"{block}" has range {range}; the target is {distance} hexes away',
  "ci.bombard.night-range": "at night the range is at most {range}; the target is {distance} hexes away",
  "ci.bombard.unseen": "the bombarding unit has no LOS to the target ({reason}): a face-up HQ of its company must spot it",
  "ci.spot.not-hq": '"{block}" is not a face-up HQ of company {company}',
  "ci.spot.spotted": '"{block}" has spotted for a bombardment this Game Turn (one a Game Turn)',
  "ci.spot.range": '"{block}" is {distance} hexes from the target: it spots {range} hexes at most',
  "ci.spot.no-los": '"{block}" has no LOS to the target: {reason}',
  "ci.strike.chq": "only an active CHQ calls a strike, during its commands",
  "ci.strike.one": "this CHQ activation has called its one strike (artillery and air are never both called)",
  "ci.strike.commands": "the CHQ has given its three commands",
  "ci.strike.none": "the {kind} block has no strikes left",
  "ci.strike.no-block": "this side has no {kind} support in this battle",
  "ci.strike.targeting": "a strike targets no unit, except a bunker",
  "ci.friendly-fire.prompt": "friendly hit {n} of {hits} from the 0s rolled: which of your strongest blocks adjacent to the target takes it",
} as const;

export const say = sayer(BOMBARD_TEXT);
