import { z } from "zod";
import { Hex } from "../../../map/hex-codec";
import { HexsideJson } from "../state/markers";
import { Company } from "../state/block";

const Side = z.string().min(1);

/** A block as a side names it in a command: its id while face-up, its handle while hidden (ci/state/handles.ts). */
export const BlockName = z.string().min(1);

/** Every Combat Infantry command, by `type` (one spread per folder's commands). */
export const CiCommandSchema = z.discriminatedUnion("type", [
  /** CI 10.x Victory: a player may surrender at any time. */
  z.object({ type: z.literal("surrender"), side: Side }).strict(),
  /** CI 10.x Set-up: a block of a named set-up area placed in one of its hexes or an adjacent one. */
  z.object({ type: z.literal("place"), side: Side, block: BlockName, to: Hex }).strict(),
  /** CI 10.x Set-up: the side has placed its blocks. */
  z.object({ type: z.literal("end-setup"), side: Side }).strict(),
  /** CI 1.x Commands: the active side ends its Player Turn; its companies that have not activated pass (ruling R2). */
  z.object({ type: z.literal("end-player-turn"), side: Side }).strict(),
  /** CI 4.x HQ Activation: an HQ activates, after deploying one hex (optional) into an adjacent friendly hex. */
  z.object({ type: z.literal("activate"), side: Side, hq: BlockName, deploy: Hex.optional() }).strict(),
  /** CI 4.x HQ Activation: the commands are over; the HQ takes its own action. */
  z.object({ type: z.literal("end-commands"), side: Side }).strict(),
  /** CI 4.x HQ Activation: all other action is over: half-hits recovered, assaults fought, stacking checked (ruling R14). */
  z.object({ type: z.literal("end-activation"), side: Side }).strict(),
  /** CI 4.x No Command: an own-platoon squad out of the active PHQ's range checks its own morale to act. */
  z.object({ type: z.literal("no-command"), side: Side, unit: BlockName }).strict(),
  /** CI 5.x Rally: a commanded unit's action: one step back on a pass of its commanding HQ's morale. */
  z.object({ type: z.literal("rally"), side: Side, unit: BlockName }).strict(),
  /** CI 6.x Firepower: a commanded unit fires at a hex, or at a face-up enemy unit named by its id (CI 6.x Targeting). */
  z.object({ type: z.literal("fire"), side: Side, unit: BlockName, target: z.union([z.object({ hex: Hex }).strict(), z.object({ block: BlockName }).strict()]) }).strict(),
  /** CI 8.x Movement: one hexside of a unit's move (its first begins its action; a drag is a path of these). */
  z.object({ type: z.literal("move"), side: Side, unit: BlockName, to: Hex }).strict(),
  /** CI 8.x Movement Points: the unit ends its move before its MPs are spent. */
  z.object({ type: z.literal("end-move"), side: Side, unit: BlockName }).strict(),
  /** CI 6.x Bombardment: a red-triangle unit bombards a hex, a face-up enemy unit or a bridge (CI 7.x), spotted if unseen. */
  z.object({ type: z.literal("bombard"), side: Side, unit: BlockName, target: z.union([z.object({ hex: Hex }).strict(), z.object({ block: BlockName }).strict(), z.object({ hexside: HexsideJson }).strict()]), spotter: BlockName.optional() }).strict(),
  /** CI 2.x Field Artillery / Air Support: the active CHQ calls a strike on a spotted hex (a bunker, or a bridge). */
  z.object({ type: z.literal("call-strike"), side: Side, kind: z.enum(["artillery", "air"]), target: z.union([z.object({ hex: Hex }).strict(), z.object({ block: BlockName }).strict(), z.object({ hexside: HexsideJson }).strict()]), spotter: BlockName }).strict(),
  /** CI 7.x Special Actions: dig a foxhole, lay smoke, demolish a bridge, clear wire. */
  /** CI 10.x Solitaire: the active side draws an HQ from a company's chit-pull pool (the first left to draw unless named). */
  z.object({ type: z.literal("draw-hq"), side: Side, company: Company.optional() }).strict(),
  z.object({ type: z.literal("special"), side: Side, unit: BlockName, action: z.enum(["foxhole", "smoke", "demolish", "clear-wire"]), hex: Hex.optional(), hexside: HexsideJson.optional(), spotter: BlockName.optional() }).strict(),
]);
export type CiCommand = z.output<typeof CiCommandSchema>;
