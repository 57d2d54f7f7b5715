import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { unionMessage } from "../../../data/validate";
import { Hex } from "../../../map/hex-codec";

/**
 * Every Infantry Attacks command, checked at the door: a field of the wrong shape is refused naming its JSON path before
 * any rule runs (`docs/schema/ia-command.schema.json`). Hexes are [column, row] in JSON (map/hex-codec). `side` is set
 * by the host from who is asking (a Foundry user's side), never taken from a player's payload.
 */
const Side = z.string().min(1);
const command = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.object({ type: z.literal(type), side: Side, ...shape }).strict();

export const ActivationRoot = z.union([
  z.object({ piece: PieceId }).strict(),
  z.object({ stack: Hex }).strict(),
  z.object({ leader: PieceId }).strict(),
], { error: unionMessage });

const RollInitiative = command("roll-initiative", {});
const Pass = command("pass", {});
const Action = z.enum(["move", "fire"]);
/**
 * A piece's designation (IA1 3.13): its action, or `{ action, ledBy }` naming the leader who activates it where several
 * can (3.2: e.g. a Captain who is to move with it, 6.4, or help it recover, 6.62). Without `ledBy`, the first leader to
 * reach it does (the root, then his subordinates in turn).
 */
const Designation = z.union([Action, z.object({ action: Action, ledBy: PieceId }).strict()], { error: unionMessage });
/** IA1 3.1–3.3, 3.13: `root` starts the segment; `pieces` gives each piece taking part its action, designated before any acts. */
const Activate = command("activate", { root: ActivationRoot, pieces: z.record(PieceId, Designation) });
const EndActivation = command("end-activation", {});
/** IA1 5.2, 6.4: one hex at a time; leaders he activated may move with a unit. */
const Move = command("move", { piece: PieceId, to: Hex, with: z.array(PieceId).optional() });
const Recover = command("recover", { piece: PieceId });
/** IA1 10.2, 7.32, 6.51–6.52: the units firing together and the leaders taking part, at a hex. */
const DirectFire = command("direct-fire", { firers: z.array(PieceId), leaders: z.array(PieceId).optional(), at: Hex });
const Limber = command("limber", { unit: PieceId });
const Unlimber = command("unlimber", { unit: PieceId });
const Load = command("load", { transport: PieceId, unit: PieceId });
/** `unlimber`: the unit unlimbers in the same segment (IA1 5.63, IA2 5.65). */
const Unload = command("unload", { transport: PieceId, unlimber: z.boolean().optional() });

export const IaCommandSchema = z.discriminatedUnion("type", [RollInitiative, Pass, Activate, EndActivation, Move, Recover, DirectFire, Limber, Unlimber, Load, Unload]);

export type IaCommand = z.output<typeof IaCommandSchema>;
export type SequenceCommand = z.output<typeof RollInitiative> | z.output<typeof Pass>;
export type ActivationCommand = z.output<typeof Activate> | z.output<typeof EndActivation>;
export type ActivationRoot = z.output<typeof ActivationRoot>;
export type Designation = z.output<typeof Designation>;
export type MovementCommand = z.output<typeof Move>;
export type RecoveryCommand = z.output<typeof Recover>;
export type FireCommand = z.output<typeof DirectFire>;
export type LimberCommand = z.output<typeof Limber> | z.output<typeof Unlimber>;
export type LoadingCommand = z.output<typeof Load> | z.output<typeof Unload>;

/** The pieces a command names as its own: each must be a piece of the commanding side (checked at the door). */
export function piecesNamed(c: IaCommand): string[] {
  switch (c.type) {
    case "activate":
      return [
        ...("piece" in c.root ? [c.root.piece] : "leader" in c.root ? [c.root.leader] : []),
        ...Object.keys(c.pieces),
        ...Object.values(c.pieces).flatMap((d) => (typeof d === "string" ? [] : [d.ledBy])),
      ];
    case "move":
      return [c.piece, ...(c.with ?? [])];
    case "recover":
      return [c.piece];
    case "direct-fire":
      return [...c.firers, ...(c.leaders ?? [])];
    case "limber":
    case "unlimber":
      return [c.unit];
    case "load":
      return [c.transport, c.unit];
    case "unload":
      return [c.transport];
    default:
      return [];
  }
}
