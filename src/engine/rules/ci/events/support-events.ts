import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import type { CiBattle } from "../state";
import { HexsideJson, sameHexside } from "../state/markers";
import { ownActivation, ownBlock, ownMarkers } from "../state/own";
import type { Secrecy } from "./secrecy";

const Rule = z.string().min(1);

/** CI 7.x Special Actions that "fire": lay smoke, demolish a bridge, clear wire. */
export const FiringSpecial = z.enum(["smoke", "demolish", "clear-wire"]);

export const SupportEventSchemas = [
  /**
   * CI 2.x Field Artillery / Air Support: the active CHQ called a strike of off-map block `block` (one of its three
   * commands, ruling R29; the activation's one strike): the block loses a step (its strikes left).
   */
  z.object({ type: z.literal("strike-called"), block: PieceId, hq: PieceId, kind: z.enum(["artillery", "air"]), rule: Rule }).strict(),
  /**
   * CI 6.x Bombardment: face-up (or off-map) `block` bombarded hex `hex` (face-up block `target`, CI 6.x Targeting; a
   * bridge hexside `hexside`, CI 7.x Demolish Bridges), spotted by HQ `spotter` (its one spot this Game Turn, CI 6.x
   * Spotting): one d10 each, each at or under `f` a hit; `friendly`: the hits its 0s give friendly units adjacent.
   */
  z
    .object({
      type: z.literal("bombarded"),
      block: PieceId,
      hex: Hex,
      target: PieceId.nullable(),
      hexside: HexsideJson.nullable(),
      spotter: PieceId.nullable(),
      dice: z.array(z.number().int().min(1).max(10)),
      f: z.number().int(),
      hits: z.number().int().min(0),
      friendly: z.number().int().min(0),
      rule: Rule,
    })
    .strict(),
  /** CI 7.x Special Actions: face-up `block` "fired" to lay smoke, demolish a bridge or clear wire; one hit succeeds. */
  z
    .object({
      type: z.literal("special-rolled"),
      block: PieceId,
      action: FiringSpecial,
      hex: Hex.nullable(),
      hexside: HexsideJson.nullable(),
      spotter: PieceId.nullable(),
      dice: z.array(z.number().int().min(1).max(10)),
      f: z.number().int(),
      hits: z.number().int().min(0),
      rule: Rule,
    })
    .strict(),
  /** CI 7.x Foxholes: face-up `block` dug a foxhole in its clear hex (permanent). */
  z.object({ type: z.literal("foxhole-dug"), block: PieceId, hex: Hex, rule: Rule }).strict(),
  /** CI 7.x Smoke: smoke in `hex` for the rest of the Game Turn. */
  z.object({ type: z.literal("smoke-laid"), hex: Hex, rule: Rule }).strict(),
  /** CI 7.x Demolish Bridges: a destroyed marker on the bridge (its assault limit 0). */
  z.object({ type: z.literal("bridge-destroyed"), hexside: HexsideJson, rule: Rule }).strict(),
  /** CI 7.x Barbed Wire: the wire marker removed. */
  z.object({ type: z.literal("wire-cleared"), hex: Hex, rule: Rule }).strict(),
] as const;

type SupportEvent = z.output<(typeof SupportEventSchemas)[number]>;

export const SUPPORT_SECRECY: { readonly [T in SupportEvent["type"]]: Secrecy<Extract<SupportEvent, { type: T }>> } = {
  // Off-map blocks are face-up (their strikes are scenario facts); the CHQ is face-up while active.
  "strike-called": "public",
  // The firer and the spotter are face-up; its dice are on its label for all to see.
  bombarded: "public",
  "special-rolled": "public",
  "foxhole-dug": "public",
  "smoke-laid": "public",
  "bridge-destroyed": "public",
  "wire-cleared": "public",
};

export function applySupportEvent(b: CiBattle, e: SupportEvent): void {
  switch (e.type) {
    case "strike-called": {
      ownBlock(b, e.block).strength -= 1;
      const a = ownActivation(b);
      a.strike = e.kind;
      a.chqCommands += 1;
      return;
    }
    case "bombarded":
    case "special-rolled":
      if (e.spotter !== null) ownBlock(b, e.spotter).spotted = true;
      return;
    case "foxhole-dug": {
      const m = ownMarkers(b);
      if (!m.foxholes.includes(e.hex)) m.foxholes.push(e.hex);
      return;
    }
    case "smoke-laid": {
      const m = ownMarkers(b);
      if (!m.smoke.includes(e.hex)) m.smoke.push(e.hex);
      return;
    }
    case "bridge-destroyed": {
      const m = ownMarkers(b);
      if (!m.destroyedBridges.some((h) => sameHexside(h, e.hexside))) m.destroyedBridges.push(e.hexside);
      return;
    }
    case "wire-cleared": {
      const m = ownMarkers(b);
      m.wire = m.wire.filter((h) => h !== e.hex);
      m.wireEntries = m.wireEntries.filter((w) => w.hex !== e.hex);
      return;
    }
  }
}
