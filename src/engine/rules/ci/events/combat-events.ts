import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import type { CiBattle } from "../state";
import { HexsideJson, hexsideKey } from "../state/markers";
import { ownActivation, ownBlock, ownMarkers } from "../state/own";
import type { Secrecy } from "./secrecy";

const Rule = z.string().min(1);

export const CombatEventSchemas = [
  /**
   * CI 6.x Firepower: a face-up unit fired at hex `hex` (at face-up block `target`, CI 6.x Targeting): one d10 a step,
   * each at or under `f` (its net F, CI 6.x Armor Class) a hit. `through`: the hexside it fired through at an adjacent
   * enemy (CI 6.x Hexside Fire Limits); `longRange`: fire at 2 or more hexes (CI 6.x Long Range Fire).
   */
  z
    .object({
      type: z.literal("fired"),
      block: PieceId,
      hex: Hex,
      target: PieceId.nullable(),
      dice: z.array(z.number().int().min(1).max(10)),
      f: z.number().int(),
      hits: z.number().int().min(0),
      through: HexsideJson.nullable(),
      longRange: z.boolean(),
      rule: Rule,
    })
    .strict(),
  /**
   * CI 5.x Casualties, CI 6.7 Double Defense: hits a block took, its strength and half-hit after them: its owner's alone
   * while the block is hidden (the other side then gets the `hex-hits` that follows it).
   */
  z.object({ type: z.literal("hits-taken"), block: PieceId, hex: Hex, hits: z.number().int().min(1), strength: z.number().int().min(0), halfHit: z.boolean(), rule: Rule }).strict(),
  /** What the other side may know of hits a hidden block took: how many its hex took. */
  z.object({ type: z.literal("hex-hits"), hex: Hex, hits: z.number().int().min(1), rule: Rule }).strict(),
  /** CI 6.x Wrecks: a destroyed tank leaves a wreck marker in its hex. */
  z.object({ type: z.literal("wreck-placed"), hex: Hex, rule: Rule }).strict(),
] as const;

type CombatEvent = z.output<(typeof CombatEventSchemas)[number]>;

export const COMBAT_SECRECY: { readonly [T in CombatEvent["type"]]: Secrecy<Extract<CombatEvent, { type: T }>> } = {
  // The firer was revealed before it rolled: its dice, F and hits are on its label for all to see.
  fired: "public",
  // A hidden block's strength and half-hit are its owner's.
  "hits-taken": "owner",
  "hex-hits": "public",
  "wreck-placed": "public",
};

export function applyCombatEvent(b: CiBattle, e: CombatEvent): void {
  switch (e.type) {
    case "fired": {
      if (!e.through && !e.longRange) return;
      const a = ownActivation(b);
      if (e.through) {
        const key = hexsideKey(e.through[0], e.through[1]);
        a.fireThrough[key] = (a.fireThrough[key] ?? 0) + 1;
      }
      if (e.longRange) a.longRange.push(`${b.blocks[e.block]!.hex}>${e.hex}`);
      return;
    }
    case "hits-taken": {
      const k = ownBlock(b, e.block);
      k.strength = e.strength;
      k.halfHit = e.halfHit;
      return;
    }
    case "hex-hits":
      return;
    case "wreck-placed": {
      const m = ownMarkers(b);
      if (!m.wrecks.includes(e.hex)) m.wrecks.push(e.hex);
      return;
    }
  }
}
