import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import { Company } from "./block";
import { HexsideJson } from "./markers";

/** CI 1.x Actions: the action a commanded unit takes (one per Game Turn, CI 1.x "ONE action"). */
export const ActionKind = z.enum(["rally", "fire", "special", "move"]);
export type ActionKind = z.output<typeof ActionKind>;

/** CI 9.x Assault Combat: an assault declared this activation, fought after all other action. */
export const AssaultJson = z
  .object({
    hex: Hex,
    attackers: z.array(PieceId).min(1),
    /** The hexsides the attackers entered by (CI 9.x Assault Retreats: attackers retreat back through them). */
    via: z.array(HexsideJson).default([]),
  })
  .strict();
export type CiAssault = z.output<typeof AssaultJson>;

/** A hexside's key in an activation's counts (`hexsideKey`: the lower hex index first). */
const HexsideKeyJson = z.string().regex(/^\d+>\d+$/, 'a hexside key is "<hex>><hex>", the two hexes\' indices');

/** A unit moving this activation (CI 8.x Movement Points: MPs per hexside crossed, once per Game Turn). */
export const MoverJson = z
  .object({
    mp: z.number().min(0).max(99),
    /** It entered a hex it must stop in (CI 8.x Hex Control). */
    stopped: z.boolean().default(false),
    /** Every hexside of its move so far was a continuous road (CI 8.x Road Movement). */
    road: z.boolean().default(true),
  })
  .strict();

/**
 * CI 1.x Commands, CI 4.x HQ Activation: the HQ activation in progress. `commanded` is the active side's own knowledge
 * (its opponent sees only the blocks that act); the limits count per activation (ruling R13).
 */
export const ActivationJson = z
  .object({
    side: z.string().min(1),
    company: Company,
    hq: PieceId,
    /** CI 4.x HQ Activation: commands, then the HQ's own action, then the assaults. */
    stage: z.enum(["commands", "hq-action", "assaults"]),
    /** The units commanded so far and the action each took. */
    commanded: z.record(PieceId, ActionKind).default({}),
    /** CI 4.x HQ Ranks: the PHQ's one company or battalion weapon command used. */
    weaponCommanded: z.boolean().default(false),
    /** CI 4.x HQ Ranks: commands a CHQ has given of its three (rallies and strikes count, ruling R29). */
    chqCommands: z.number().int().min(0).default(0),
    /** CI 2.x Field Artillery / Air Support: the one strike a CHQ calls per activation. */
    strike: z.enum(["artillery", "air"]).nullable().default(null),
    /** CI 4.x No Command: own-platoon squads out of range that passed their morale this activation. */
    noCommandPassed: z.array(PieceId).default([]),
    /** CI 6.x Hexside Fire Limits / CI 9.x Assault Combat: units through each hexside (`hexsideKey`). */
    fireThrough: z.record(HexsideKeyJson, z.number().int().min(0)).default({}),
    assaultThrough: z.record(HexsideKeyJson, z.number().int().min(0)).default({}),
    /** CI 6.x Long Range Fire: "firing hex>target hex" pairs used. */
    longRange: z.array(z.string()).default([]),
    movers: z.record(PieceId, MoverJson).default({}),
    assaults: z.array(AssaultJson).default([]),
  })
  .strict();
export type CiActivation = z.output<typeof ActivationJson>;
