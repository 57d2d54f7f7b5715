/** What PG's aircraft say to a player (PG 15.1–15.14). */
export const PG_AIR_TEXT = {
  "air.under-way": "an activation is under way: air attacks are a segment of their own (3.14, 15.11)",
  "air.no-attacks": "name at least one air attack",
  "air.no-aircraft": "place at least one aircraft in each target hex (15.11)",
  "air.unknown-aircraft": "{side} has no aircraft \"{id}\" drawn this turn",
  "air.aircraft-twice": "aircraft {id} is named twice: each attacks one hex a turn (15.11)",
  "air.used": "aircraft {id} has attacked this turn: each attacks one hex a turn (15.11)",
  "air.too-many": "up to three aircraft may be placed in a hex a segment (15.11); {count} named for hex {hex}",
  "air.friendly-hex": "hex {hex} holds {side}'s own units: aircraft attack enemy hexes only (7.24, ruling A46)",
  "air.anti-aircraft": "undemoralized enemy anti-aircraft unit within three hexes",
} as const;
