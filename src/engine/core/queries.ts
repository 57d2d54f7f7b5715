import { z } from "zod";
import { PieceId } from "../data/schemas/common";
import { Hex } from "../map/hex-codec";
import { TextJson, TraceJson } from "./json";

/**
 * The queries the library asks by name (cli/api.ts `sight`, `lineOfSight`, `previewMove`): what each is asked and
 * answers, as JSON (hexes [column, row]). A ruleset answering one (`RulesetModule.queries`) takes and gives these
 * shapes; it may answer others of its own. `fallback`: the edition whose rule was played (core/rule-fallback).
 */

/** The enemy pieces a side spots now. */
export const SightQuery = z.object({ side: z.string().min(1) }).strict();
export const SightAnswer = z.object({ side: z.string(), spotted: z.array(PieceId) }).strict();

/** The line of sight between two hexes; optionally the side asking and a piece it knows in `to`. */
export const LosQuery = z.object({ from: Hex, to: Hex, side: z.string().min(1).optional(), target: PieceId.optional() }).strict();
const LineSide = z.enum(["left", "right"]);
const Blocked = z.object({ hex: Hex, id: z.string(), label: z.string(), rule: z.string(), fallback: z.string().optional() }).strict();
export const LosAnswer = z
  .object({
    from: Hex,
    to: Hex,
    range: z.number().int(),
    spottingRange: z.number().int(),
    trace: z.array(TraceJson).readonly(),
    spotted: z.boolean(),
    reason: z.enum(["spotted", "out-of-range", "blocked"]),
    clear: z.boolean(),
    spine: z.boolean(),
    side: LineSide.optional(),
    fixedEarlier: z.boolean().optional(),
    hexside: z.boolean().optional(),
    sides: z.array(z.object({ side: LineSide, hexes: z.array(Hex).readonly(), clear: z.boolean(), blocked: Blocked.optional() }).strict()).readonly(),
  })
  .strict();

/** A move preview: a piece, a path of hexes and the pieces moving with it, seen by the piece's side. */
export const PreviewQuery = z.object({ piece: PieceId, path: z.array(Hex).min(1), with: z.array(PieceId).optional() }).strict();
export const PreviewAnswer = z
  .object({
    steps: z.array(z.object({ hex: Hex, mp: z.number(), by: z.string(), spent: z.number(), left: z.number() }).strict()).readonly(),
    refused: z.object({ hex: Hex, rule: z.string(), why: TextJson, fallback: z.string().optional() }).strict().nullable(),
  })
  .strict();
