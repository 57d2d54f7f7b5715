import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import type { CiBattle } from "../state";
import { Company } from "../state/block";
import { ownBlock } from "../state/own";
import type { Secrecy } from "./secrecy";

const Rule = z.string().min(1);
const Side = z.string().min(1);

export const SolitaireEventSchemas = [
  /** CI 10.x Solitaire: an HQ leaves the map for its company's face-down pool (the end of a Game Turn). */
  z.object({ type: z.literal("hq-pooled"), block: PieceId, rule: Rule }).strict(),
  /** CI 10.x Solitaire: the die (`die` of `of`) picks the HQ drawn from the company's pool; `block` only its owner sees. */
  z.object({ type: z.literal("hq-drawn"), side: Side, company: Company, die: z.number().int().min(1), of: z.number().int().min(1), block: PieceId.optional(), rule: Rule }).strict(),
  /** CI 10.x Solitaire: the drawn HQ placed upright in `hex`, hidden under `handle` until it activates. */
  z.object({ type: z.literal("hq-placed"), block: PieceId, hex: Hex, handle: z.string().min(1), rule: Rule }).strict(),
  /** CI 10.x Solitaire: a drawn HQ with no hex to be placed in sits out this Game Turn; its company has drawn. */
  z.object({ type: z.literal("hq-set-aside"), side: Side, company: Company, block: PieceId.optional(), rule: Rule }).strict(),
] as const;

type SolitaireEvent = z.output<(typeof SolitaireEventSchemas)[number]>;

/** What the other side sees of a drawn HQ: which company drew, not which HQ (the pool is face-down). */
const ownerOnly = <E extends { block?: string }>(e: E, o: { battle: CiBattle; side: string }): E => {
  if (e.block === undefined || o.battle.blocks[e.block]?.side === o.side) return e;
  const { block: _block, ...seen } = e;
  return seen as E;
};

export const SOLITAIRE_SECRECY: { readonly [T in SolitaireEvent["type"]]: Secrecy<Extract<SolitaireEvent, { type: T }>> } = {
  // The other side watches a block it knows (an HQ it saw activate, or a hidden one by its handle) leave the map.
  "hq-pooled": "public",
  "hq-drawn": ownerOnly,
  // The other side sees a hidden block appear, by its handle.
  "hq-placed": (e, o) => (o.battle.blocks[e.block]?.side === o.side ? e : { ...e, block: e.handle }),
  "hq-set-aside": ownerOnly,
};

export function applySolitaireEvent(b: CiBattle, e: SolitaireEvent): void {
  switch (e.type) {
    case "hq-pooled":
      Object.assign(ownBlock(b, e.block), { status: "pool", hex: null, orientation: "upright", handle: null, halfHit: false });
      return;
    case "hq-drawn":
      return;
    case "hq-placed": {
      const k = ownBlock(b, e.block);
      Object.assign(k, { status: "on-map", hex: e.hex, orientation: "upright", handle: e.handle, concealments: k.concealments + 1 });
      return;
    }
    case "hq-set-aside":
      if (e.block !== undefined) ownBlock(b, e.block).hqActivated = true;
      b.companiesDone = [...b.companiesDone, e.company];
      return;
  }
}
