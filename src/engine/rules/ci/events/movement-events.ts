import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import type { CiBattle } from "../state";
import { HexsideJson, hexsideKey, sameHexside } from "../state/markers";
import { ownActivation, ownBlock, ownMarkers } from "../state/own";
import type { Secrecy } from "./secrecy";

const Rule = z.string().min(1);

export const MovementEventSchemas = [
  /** CI 8.x Movement: `block` crossed one hexside into `to`. Public: where a block stands is (CI 1.x Fog of War). */
  z.object({ type: z.literal("moved"), block: PieceId, from: Hex, to: Hex, rule: Rule }).strict(),
  /**
   * CI 8.x Movement Points: what the step cost and what the mover has left — `stopped` once it entered a hex it must stop
   * in, `road` while every hexside of its move was a road. Its owner's alone while it is hidden (its MPs are its label's).
   */
  z.object({ type: z.literal("move-paid"), block: PieceId, cost: z.number().min(0), mp: z.number().min(0), stopped: z.boolean(), road: z.boolean(), rule: Rule }).strict(),
  /** CI 9.x Assault Combat: `block` entered the enemy-occupied `hex` across the hexside `via`: an assault there. */
  z.object({ type: z.literal("assault-declared"), hex: Hex, block: PieceId, via: HexsideJson, rule: Rule }).strict(),
  /** CI 3.x Terrain Types, Hedge (ruling R22): a tank crossed the hedge: its gap stays open for the scenario. */
  z.object({ type: z.literal("hedge-gap-made"), block: PieceId, between: HexsideJson, rule: Rule }).strict(),
] as const;

type MovementEvent = z.output<(typeof MovementEventSchemas)[number]>;

export const MOVEMENT_SECRECY: { readonly [T in MovementEvent["type"]]: Secrecy<Extract<MovementEvent, { type: T }>> } = {
  moved: "public",
  "move-paid": "owner",
  "assault-declared": "public",
  "hedge-gap-made": "public",
};

export function applyMovementEvent(b: CiBattle, e: MovementEvent): void {
  switch (e.type) {
    case "moved": {
      ownBlock(b, e.block).hex = e.to;
      // CI 7.x Barbed Wire: where a unit in wire came from, so it may withdraw that way.
      const m = b.markers;
      if (m.wire.includes(e.to) || m.wireEntries.some((w) => w.hex === e.from)) {
        const own = ownMarkers(b);
        own.wireEntries = own.wireEntries.filter((w) => w.hex !== e.from);
        if (own.wire.includes(e.to)) own.wireEntries.push({ hex: e.to, from: e.from });
      }
      return;
    }
    case "move-paid":
      ownActivation(b).movers[e.block] = { mp: e.mp, stopped: e.stopped, road: e.road };
      return;
    case "assault-declared": {
      const a = ownActivation(b);
      const assault = a.assaults.find((s) => s.hex === e.hex);
      if (assault) {
        if (!assault.attackers.includes(e.block)) assault.attackers.push(e.block);
        if (!assault.via.some((v) => sameHexside(v, e.via))) assault.via.push(e.via);
      } else a.assaults.push({ hex: e.hex, attackers: [e.block], via: [e.via] });
      const key = hexsideKey(...e.via);
      a.assaultThrough[key] = (a.assaultThrough[key] ?? 0) + 1;
      return;
    }
    case "hedge-gap-made":
      ownMarkers(b).hedgeGaps.push(e.between);
      return;
  }
}
