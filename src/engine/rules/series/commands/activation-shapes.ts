import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { unionMessage } from "../../../data/validate";
import { Hex } from "../../../map/hex-codec";
import { command } from "./shapes";

/**
 * What starts an action segment (3.1): a unit or leader by itself (`piece`), a whole stack (`stack`), or a leader with
 * everyone he reaches (`leader`; PG 3.3: a tank leader goes by the id of the AFV carrying him).
 */
export const ActivationRoot = z.union([
  z.object({ piece: PieceId }).strict(),
  z.object({ stack: Hex }).strict(),
  z.object({ leader: PieceId }).strict(),
], { error: unionMessage });

const Action = z.enum(["move", "fire"]);
/**
 * A piece's designation (3.13): its action, or `{ action, ledBy }` naming the leader who activates it where several
 * can (3.2: e.g. a Captain who is to move with it, or help it recover). Without `ledBy`, the first leader to reach it
 * does (the root, then his subordinates in turn). `strategic`: a unit moves by strategic movement (17.3).
 */
export const Designation = z.union([Action, z.object({ action: Action, ledBy: PieceId.optional(), strategic: z.literal(true).optional() }).strict()], { error: unionMessage });
/** 3.1–3.2, 3.13: `root` starts the segment; `pieces` gives each piece taking part its action, designated before any acts. */
export const Activate = command("activate", { root: ActivationRoot, pieces: z.record(PieceId, Designation) });
export const EndActivation = command("end-activation", {});

export type ActivationRoot = z.output<typeof ActivationRoot>;
export type Designation = z.output<typeof Designation>;
export type ActivationCommand = z.output<typeof Activate> | z.output<typeof EndActivation>;

/** The pieces an activation names as its commanding side's (checked at the door): the root, the pieces, the leaders named. */
export function activationPiecesNamed(c: z.output<typeof Activate>): string[] {
  return [
    ...("piece" in c.root ? [c.root.piece] : "leader" in c.root ? [c.root.leader] : []),
    ...Object.keys(c.pieces),
    ...Object.values(c.pieces).flatMap((d) => (typeof d === "string" || d.ledBy === undefined ? [] : [d.ledBy])),
  ];
}
