import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { Hex, Vertex } from "../../../map/hex-codec";
import { CampaignCommandSchemas } from "../campaign/commands";
import { TransportKind } from "../state/battle";
import { OmaAmmo } from "../state/oma";
import { Deployment } from "../state/unit";

const Side = z.string().min(1);
const Units = z.array(PieceId).min(1);

/** RP 6.62: what one movement point buys. */
export const MoveStep = z.union([
  /** Enter an adjacent hex (or, from off the map, an entry hex: RP 10.21). */
  z.object({ to: Hex }).strict(),
  /** Go IN a trench or blockhouse of the current hex. */
  z.object({ in: z.enum(["trench", "blockhouse"]) }).strict(),
  /** Initiate a melee in the current hex, going IN its trench at once if `in` (RP 6.62 option 4). */
  z.object({ melee: z.literal(true), in: z.literal("trench").optional() }).strict(),
  /** RP 10.3: leave the map across its edge. */
  z.object({ exit: z.literal(true) }).strict(),
]);
export type MoveStep = z.output<typeof MoveStep>;

/** Every Red Poppies command, by `type`. */
export const RpCommandSchema = z.discriminatedUnion("type", [
  /** RP 7.3: a group's pre-registered vertex, recorded before play (secret). */
  z.object({ type: z.literal("preregister"), side: Side, group: PieceId, vertex: Vertex }).strict(),
  /** RP 7.21 trench set: the one infantry unit observing for trench-set groups. */
  z.object({ type: z.literal("designate-trench-set"), side: Side, unit: PieceId }).strict(),
  /** RP 7.11–7.13: the scenario's next preliminary bombardment, fired by its side. */
  z.object({ type: z.literal("fire-preliminary"), side: Side }).strict(),
  /**
   * RP 7.41, AA campaign 1: one of the side's planned creeping barrages, before play: `width` hexes from `first` along
   * its row or column, advancing that way from turn `from`.
   */
  z.object({ type: z.literal("plan-barrage"), side: Side, first: Hex, line: z.enum(["row", "column"]), advancing: z.enum(["north", "south", "east", "west"]), from: z.number().int().min(1) }).strict(),
  /** RP 5.11: both sides' initiative dice. */
  z.object({ type: z.literal("roll-initiative"), side: Side }).strict(),
  /** RP 5.21: the actor passes his half of the couplet. */
  z.object({ type: z.literal("pass"), side: Side }).strict(),
  /** RP 6.01 a–c, e: a command activating a unit, a stack of two, a mass or a blob. */
  z.object({ type: z.literal("activate"), side: Side, config: z.enum(["unit", "stack", "mass", "blob"]), units: Units }).strict(),
  /** RP 6.6: one movement point for an activated unit, or two moving as a stack (RP 6.61), by transport if named (RP 6.82). */
  z.object({ type: z.literal("move"), side: Side, units: Units.max(2), step: MoveStep, transport: TransportKind.optional() }).strict(),
  /** RP 6.5: area fire at a hex, or anti-tank fire at one AFV in it. */
  z.object({ type: z.literal("fire"), side: Side, unit: PieceId, at: Hex, kind: z.enum(["area", "anti-tank"]), target: PieceId.optional() }).strict(),
  /** RP 6.3: flip activated units to a deployment. */
  z.object({ type: z.literal("deploy"), side: Side, units: Units, face: Deployment }).strict(),
  /** RP 6.4: activated guns and infantry dig. */
  z.object({ type: z.literal("dig"), side: Side, units: Units }).strict(),
  /** The actor ends his command (and his half of the couplet). */
  z.object({ type: z.literal("end-command"), side: Side }).strict(),
  /** RP 6.1, 7.22: a command calling a ready OMA group onto a vertex an observer sees. */
  z.object({ type: z.literal("call-oma"), side: Side, group: PieceId, vertex: Vertex, observer: PieceId.nullable(), ammo: OmaAmmo, /** RP 7.21: any group may use runner mode instead of its own. */ runner: z.boolean().optional() }).strict(),
  /** RP 6.2, 7.224: a command trying to cancel a primed group. */
  z.object({ type: z.literal("cancel-oma"), side: Side, group: PieceId }).strict(),
  ...CampaignCommandSchemas,
]);
export type RpCommand = z.output<typeof RpCommandSchema>;
