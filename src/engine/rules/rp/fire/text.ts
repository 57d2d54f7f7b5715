/** What fire and reaction fire say (RP 6.5, 6.7). */
export const FIRE_TEXT = {
  "rp.fire.not-on-map": '"{unit}" is not on the map',
  "rp.fire.mortar-own-hex": "mortars never fire into their own hex",
  "rp.fire.fire-out": '"{unit}" shares its hex with enemy units: it can fire only at them, in its own hex',
  "rp.fire.range": "{hex} is {range} hexes away, beyond range {max}",
  "rp.fire.no-los": "no line of sight to {hex}: {reason}",
  "rp.fire.no-area-target": "area fire at {hex} would affect no enemy unit: it affects only units other than armored fighting vehicles",
  "rp.fire.area-no-target": "area fire targets a hex, not one unit",
  "rp.fire.no-anti-tank": '"{unit}" has no anti-tank value: it cannot fire anti-tank',
  "rp.fire.not-afv": "anti-tank fire targets one enemy armored fighting vehicle in {hex}",
  "rp.fire.firefight": "{hex} is fired at: which of your ready units there shoot back at once?",
  "rp.fire.react": "a movement point was spent in {hex}: one reaction shot, or pass",
} as const;
