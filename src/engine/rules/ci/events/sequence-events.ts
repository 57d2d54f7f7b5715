import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import type { CiBattle } from "../state";
import { ActivationJson } from "../state/activation";
import { Company } from "../state/block";
import { ownActivation, ownBlock, ownMarkers } from "../state/own";
import type { Secrecy } from "./secrecy";

const Rule = z.string().min(1);

export const SequenceEventSchemas = [
  /** CI 1.x Commands: the active side's Player Turn is over; `passed`: its companies that did not activate (ruling R2). */
  z.object({ type: z.literal("player-turn-ended"), side: z.string().min(1), playerTurn: z.number().int().min(1).max(8), passed: z.array(Company), rule: Rule }).strict(),
  /** CI 4.x HQ Activation: the HQ deploys one hex before it turns face-up. */
  z.object({ type: z.literal("hq-deployed"), block: PieceId, to: Hex, rule: Rule }).strict(),
  /** CI 4.x HQ Activation: the (face-up) HQ of `company` activates: its commands begin. */
  z.object({ type: z.literal("activation-begun"), side: z.string().min(1), company: Company, hq: PieceId, rule: Rule }).strict(),
  /** CI 4.x HQ Activation: the commands are over (the HQ's own action), or all other action is (the assaults). */
  z.object({ type: z.literal("activation-stage"), stage: z.enum(["hq-action", "assaults"]), rule: Rule }).strict(),
  /** CI 6.7 Double Defense: an unpaired half-hit recovered at the end of the activation (ruling R14). */
  z.object({ type: z.literal("half-hit-cleared"), block: PieceId, rule: Rule }).strict(),
  /** CI 4.x HQ Activation: the activation is over; its company is done for this Player Turn. */
  z.object({ type: z.literal("activation-ended"), side: z.string().min(1), company: Company, rule: Rule }).strict(),
  /** CI 4.x No Command: a squad's check of its own morale (`die` ≤ `morale` passes; a failure leaves it acted). */
  z.object({ type: z.literal("morale-rolled"), block: PieceId, die: z.number().int(), morale: z.number().int(), passed: z.boolean(), rule: Rule }).strict(),
  /** CI 5.x Rally: the roll against `morale`; `strength` after it (one step more when it passed, never above the label's). */
  z.object({ type: z.literal("rallied"), block: PieceId, die: z.number().int(), morale: z.number().int(), passed: z.boolean(), strength: z.number().int().min(0), rule: Rule }).strict(),
  /** CI 4.x HQ Elimination: an eliminated HQ back on the map at once, face-up at full strength (ruling R7). */
  z.object({ type: z.literal("hq-returned"), block: PieceId, hex: Hex, strength: z.number().int().min(1), rule: Rule }).strict(),
  /** CI 4.x HQ Elimination: the squad the battlefield promotion costs `steps` (its `strength` after them). */
  z.object({ type: z.literal("promotion-loss"), block: PieceId, steps: z.number().int().min(0), strength: z.number().int().min(0), rule: Rule }).strict(),
  /** CI 1.x Game Turns: all blocks stand upright, smoke dissipates, every unit may act again. */
  z.object({ type: z.literal("game-turn-ended"), gameTurn: z.number().int().min(1), rule: Rule }).strict(),
  /** CI 1.x Game Turns: one d10 each for the next first player (`dice` in the order of `sides`); a tie is rolled again (ruling R1). */
  z.object({ type: z.literal("first-player-rolled"), sides: z.tuple([z.string().min(1), z.string().min(1)]), dice: z.tuple([z.number().int(), z.number().int()]), rule: Rule }).strict(),
  /** CI 1.x Game Turns: the next Game Turn begins with Player Turn 1 of `firstPlayer`. */
  z.object({ type: z.literal("game-turn-begun"), gameTurn: z.number().int().min(1), firstPlayer: z.string().min(1), rule: Rule }).strict(),
] as const;

type SequenceEvent = z.output<(typeof SequenceEventSchemas)[number]>;

export const SEQUENCE_SECRECY: { readonly [T in SequenceEvent["type"]]: Secrecy<Extract<SequenceEvent, { type: T }>> } = {
  "player-turn-ended": "public",
  // The other side watches the HQ's back move one hex; it turns face-up next.
  "hq-deployed": "public",
  "activation-begun": "public",
  "activation-stage": "public",
  // A hidden block's half-hit is its owner's secret (CI 1.x Blocks).
  "half-hit-cleared": "owner",
  "activation-ended": "public",
  // Its owner's while the squad is hidden: the other side sees only the tip that follows a failure.
  "morale-rolled": "owner",
  "rallied": "owner",
  "hq-returned": "public",
  "promotion-loss": "owner",
  "game-turn-ended": "public",
  "first-player-rolled": "public",
  "game-turn-begun": "public",
};

export function applySequenceEvent(b: CiBattle, e: SequenceEvent): void {
  switch (e.type) {
    case "player-turn-ended":
      b.companiesDone = [];
      if (b.playerTurn < 8) b.playerTurn += 1;
      return;
    case "hq-deployed":
      ownBlock(b, e.block).hex = e.to;
      return;
    case "activation-begun":
      b.activation = ActivationJson.parse({ side: e.side, company: e.company, hq: e.hq, stage: "commands" });
      b.companiesDone = [...b.companiesDone, e.company];
      ownBlock(b, e.hq).hqActivated = true;
      return;
    case "activation-stage":
      ownActivation(b).stage = e.stage;
      return;
    case "half-hit-cleared":
      ownBlock(b, e.block).halfHit = false;
      return;
    case "activation-ended":
      b.activation = null;
      return;
    case "morale-rolled":
      if (e.passed) ownActivation(b).noCommandPassed.push(e.block);
      else ownBlock(b, e.block).acted = true;
      return;
    case "rallied":
      ownBlock(b, e.block).strength = e.strength;
      return;
    case "hq-returned": {
      const k = ownBlock(b, e.block);
      k.status = "on-map";
      k.hex = e.hex;
      k.strength = e.strength;
      k.halfHit = false;
      return;
    }
    case "promotion-loss":
      ownBlock(b, e.block).strength = e.strength;
      return;
    case "game-turn-ended": {
      for (const id in b.blocks) {
        const k = b.blocks[id]!;
        if (k.acted || k.hqActivated || k.spotted) Object.assign(ownBlock(b, id), { acted: false, hqActivated: false, spotted: false });
      }
      if (b.markers.smoke.length) ownMarkers(b).smoke = [];
      b.activation = null;
      b.companiesDone = [];
      return;
    }
    case "first-player-rolled":
      return;
    case "game-turn-begun":
      b.gameTurn = e.gameTurn;
      b.playerTurn = 1;
      b.firstPlayer = e.firstPlayer;
      return;
  }
}
