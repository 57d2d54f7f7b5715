import { z } from "zod";
import { Id, PieceId } from "../../../data/schemas/common";

/** PG 9.2: an off-board artillery factor in JSON (state/support.ts `PgOffboardFactor`). */
export const OffboardFactorJson = z
  .object({ id: PieceId, side: z.string(), strength: z.number().int().positive(), nationality: Id, firedTurn: z.number().int().positive().nullable().default(null) })
  .strict();

/** PG 15.1: one side of an aircraft piece: its fire value, direct unless the piece gives a bombardment value. */
const AirFaceJson = z.object({ name: z.string().min(1), direct: z.number().int().nonnegative().nullable().default(null), bombardment: z.number().int().nonnegative().nullable().default(null) }).strict();

/** PG 15.1: an aircraft piece in JSON (`PgAircraft`): in its side's cup (`face` null) or drawn this turn. */
export const AircraftJson = z
  .object({ id: PieceId, side: z.string(), nationality: Id, front: AirFaceJson, back: AirFaceJson, face: z.enum(["front", "back"]).nullable().default(null), used: z.boolean().default(false) })
  .strict();

/** PG 15.1: the aircraft a side draws a turn, on the turns listed (absent: every turn). */
export const AirSupportJson = z.object({ count: z.number().int().positive(), turns: z.array(z.number().int().positive()).optional() }).strict();
