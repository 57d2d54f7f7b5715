import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import { command, Consolidate, DirectFire, ExitBoard, Limber, Load, Move, Pass, RollInitiative, SaveSegment, Unlimber, UseSavedSegment, type ExitBoardCommand, type LimberCommand, type MovementCommand } from "../../series/commands/shapes";
import { seriesPiecesNamed } from "../../series/commands/pieces-named";
import { Activate, EndActivation, type ActivationCommand, type ActivationRoot, type Designation } from "../../series/commands/activation-shapes";
import { DigIn } from "../../series/fieldworks/dig-in";

export type { ActivationCommand, ActivationRoot, Designation, ExitBoardCommand, LimberCommand, MovementCommand };

const Recover = command("recover", { piece: PieceId });
/** `unlimber`: the unit unlimbers in the same segment (IA1 5.63, IA2 5.65). */
const Unload = command("unload", { transport: PieceId, unlimber: z.boolean().optional() });
/** IA1 15.4, 15.51: a cavalry unit's other piece replaces it on the map. */
const Mount = command("mount", { unit: PieceId });
const Dismount = command("dismount", { unit: PieceId });
/** IA1 16.2: an activated unit spends its segment digging in (two segments finish it). */
/** IA2 7.3: an activated special spotter places a Spotted marker on one enemy unit it can spot (`target`). */
const SpecialSpot = command("special-spot", { unit: PieceId, target: PieceId });
/** IA1 9.1, 9.11–9.13: a mission as written before play: Planned Fire's line per turn (a hex, "Smoke" too, or null for No Fire), or a Move's destination. */
const WrittenMission = z.discriminatedUnion("mission", [
  z.object({ mission: z.literal("planned-fire"), turns: z.array(z.object({ at: Hex, smoke: z.literal(true).optional() }).strict().nullable()) }).strict(),
  z.object({ mission: z.literal("open-sights") }).strict(),
  z.object({ mission: z.literal("move"), to: Hex }).strict(),
]);
/** IA1 9.12, 10.3: an artillery or mortar unit with an Open Sights mission fires at a hex on the Bombardment Table (never combined, 9.2). */
const OpenSightsFire = command("open-sights-fire", { firer: PieceId, at: Hex });
/** IA1 9.1, 9.11: the side's Artillery Plan, a mission for each of its artillery and mortar units and off-board factors. */
const WriteArtilleryPlan = command("write-artillery-plan", { missions: z.record(PieceId, WrittenMission) });

/** IA1 12.3–12.61: the attacking units and leaders in an assault hex; `coldSteel` declares a Cold Steel attack. */
const Assault = command("assault", { at: Hex, units: z.array(PieceId), leaders: z.array(PieceId).optional(), coldSteel: z.boolean().optional() });
/** IA1 16.42: an activated unit leaves the board from an exit hex; leaders that activated it may go with it (6.4). */

/** Every Infantry Attacks command (`docs/schema/ia-command.schema.json`): the series' (series/commands/shapes.ts) and IA's. */
export const IaCommandSchema = z.discriminatedUnion("type", [RollInitiative, Pass, SaveSegment, UseSavedSegment, Consolidate, Activate, EndActivation, Move, Recover, DirectFire, Limber, Unlimber, Load, Unload, Mount, Dismount, WriteArtilleryPlan, OpenSightsFire, DigIn, Assault, ExitBoard, SpecialSpot]);

export type IaCommand = z.output<typeof IaCommandSchema>;
export type SequenceCommand = z.output<typeof RollInitiative> | z.output<typeof Pass>;
export type OptionalCommand = z.output<typeof Consolidate> | z.output<typeof SaveSegment> | z.output<typeof UseSavedSegment>;
export type RecoveryCommand = z.output<typeof Recover>;
export type FireCommand = z.output<typeof DirectFire>;
export type LoadingCommand = z.output<typeof Load> | z.output<typeof Unload>;
export type MountCommand = z.output<typeof Mount> | z.output<typeof Dismount>;
export type ArtilleryPlanCommand = z.output<typeof WriteArtilleryPlan>;
export type OpenSightsCommand = z.output<typeof OpenSightsFire>;
export type DigInCommand = z.output<typeof DigIn>;
export type AssaultCommand = z.output<typeof Assault>;
export type SpecialSpotCommand = z.output<typeof SpecialSpot>;

/** The pieces a command names as its own: each must be a piece of the commanding side (checked at the door); the series' commands' as the series names them. */
export function piecesNamed(c: IaCommand): string[] {
  const series = seriesPiecesNamed(c);
  if (series !== undefined) return series;
  switch (c.type) {
    case "open-sights-fire":
      return [c.firer];
    case "assault":
      return [...c.units, ...(c.leaders ?? [])];
    case "mount":
    case "dismount":
    case "special-spot":
      return [c.unit];
    case "unload":
      return [c.transport];
    default:
      return [];
  }
}
