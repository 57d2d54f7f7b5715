import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import { HexsideJson } from "../state/markers";
import { Deployment } from "../state/unit";

const Side = z.string().min(1);

/** The campaign's commands (RP 11.x): its segments between scenarios. */
export const CampaignCommandSchemas = [
  /** RP 11.02: on to the next segment where nobody has anything left to choose (after a scenario, after placements). */
  z.object({ type: z.literal("campaign-advance"), side: Side }).strict(),
  /** RP 11.12: place one recovery or reinforcement. */
  z.object({ type: z.literal("campaign-place"), side: Side, unit: PieceId, hex: Hex }).strict(),
  /** RP 11.521: the side's night-attack counter, chosen (a decision) and laid face down. */
  z.object({ type: z.literal("night-attack"), side: Side }).strict(),
  /** RP 11.531–11.534: the side's recoveries (a decision per casualty) and its free flips. */
  z.object({ type: z.literal("recover"), side: Side, flip: z.array(z.object({ unit: PieceId, face: Deployment }).strict()).optional() }).strict(),
  /** RP 11.541–11.543: the side's bomb stops placed and removed, wire breaches, and scrapes or trenches (hexes of its units). */
  z
    .object({
      type: z.literal("improve"),
      side: Side,
      bombStops: z.array(HexsideJson).optional(),
      removeBombStops: z.array(HexsideJson).optional(),
      breaches: z.array(HexsideJson).optional(),
      fieldworks: z.array(Hex).optional(),
    })
    .strict(),
  /** RP 11.55: one gun unit moved along `path` (the hexes it enters), or none. */
  z
    .object({ type: z.literal("redeploy"), side: Side, unit: PieceId.optional(), path: z.array(Hex).optional() })
    .strict()
    .refine((c) => c.unit !== undefined || c.path === undefined, { path: ["unit"], message: "a path is a gun's: name the gun unit it moves (RP 11.55)" }),
] as const;
