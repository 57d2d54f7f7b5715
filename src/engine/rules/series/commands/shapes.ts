import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";

/**
 * The commands both games share, and the builder of every command's shape: checked at the door, a field of the wrong
 * shape refused naming its JSON path before any rule runs. Hexes are [column, row] in JSON (map/hex-codec). `side` is
 * set by the host from who is asking (a Foundry user's side), never taken from a player's payload.
 */
const Side = z.string().min(1);
export const command = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.object({ type: z.literal(type), side: Side, ...shape }).strict();

/** 3.0 A. */
export const RollInitiative = command("roll-initiative", {});
/** 3.0 B. */
export const Pass = command("pass", {});
/** 17.2: the initiative winner saves one of his segments; later, at the start of one of his segments, he uses it. */
export const SaveSegment = command("save-segment", {});
export const UseSavedSegment = command("use-saved-segment", {});

/** 17.1: two reduced units activated to move combine: `unit` flips to full strength, `with` leaves play. */
export const Consolidate = command("consolidate", { unit: PieceId, with: PieceId });
export type ConsolidateCommand = z.output<typeof Consolidate>;

/** 5.0 (IA1 5.2, 6.4): one hex at a time; leaders he activated may move with a unit. */
export const Move = command("move", { piece: PieceId, to: Hex, with: z.array(PieceId).optional() });
export type MovementCommand = z.output<typeof Move>;

/** 16.52 (IA1 16.42): an activated unit leaves the board; leaders that activated it may go with it. */
export const ExitBoard = command("exit-board", { unit: PieceId, with: z.array(PieceId).optional() });
export type ExitBoardCommand = z.output<typeof ExitBoard>;

/** PG 5.63 (IA1 5.61): a weapon turns to or from its limbered side in place. */
export const Limber = command("limber", { unit: PieceId });
export const Unlimber = command("unlimber", { unit: PieceId });
export type LimberCommand = z.output<typeof Limber> | z.output<typeof Unlimber>;
/** PG 5.6 (IA1 5.62): `unit` boards `transport` (in PG a leader may, 6.3). */
export const Load = command("load", { transport: PieceId, unit: PieceId });
export type LoadCommand = z.output<typeof Load>;

/** 10.2, 7.33, 6.41–6.42: the units firing together and the leaders taking part, at a hex. */
export const DirectFire = command("direct-fire", { firers: z.array(PieceId), leaders: z.array(PieceId).optional(), at: Hex });
export type FireCommand = z.output<typeof DirectFire>;
