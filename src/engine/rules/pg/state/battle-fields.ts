import { z } from "zod";
import { Id, PieceId } from "../../../data/schemas/common";
import { Hex, HexKey } from "../../../map/hex-codec";
import {
  activationFallen,
  activationRecord,
  battleEdges,
  battleMarkers,
  battlePieces,
  battleSegments,
  battleTurns,
  battleVictory,
  Count,
  leaderPlace,
  leaderValues,
  pieceIdentity,
  sideInitiative,
  SideKey,
  unitCarriage,
  unitPlace,
  unitStrength,
} from "../../series/state/battle-schema";
import { MovementClass, TransportKind, UnitKind } from "../data/schemas/counters";
import { PG_NAMED_NATIONALITIES } from "../units/nationality";
import { PG_PHASES } from "./battle";
import { PG_OPTIONAL_RULE_IDS } from "./option-ids";
import { PG_LEADER_KINDS } from "./pieces";
import { AircraftJson, AirSupportJson, OffboardFactorJson } from "./support-fields";

/**
 * The fields of a Panzer Grenadier battle in JSON, built from the series' field groups (series/state/battle-schema.ts)
 * and PG's own; battle-schema.ts checks them (battle-checks.ts) and turns them into the engine's battle.
 */

/** A printed fire value (PG 1.2 Fire Values): "strength-range", AT strengths below 0 included (11.2). */
const FireJson = z.object({ strength: z.number().int().min(-99).max(99), range: z.number().int().nonnegative().max(99) }).strict();
/** One printed side of a unit (PG 7.3): each fire value or null, MPs or `T` (5.62). */
const FaceJson = z
  .object({ direct: FireJson.nullable().default(null), bombardment: FireJson.nullable().default(null), at: FireJson.nullable().default(null), movement: z.union([z.number().int().nonnegative().max(99), z.literal("T")]) })
  .strict();
/** Full and reduced morale (PG 14.0). */
const MoraleJson = z.object({ full: z.number().int(), reduced: z.number().int() }).strict();

export const PgUnitJson = z
  .object({
    ...pieceIdentity,
    type: Id,
    nationality: Id,
    kind: UnitKind,
    code: z.string().min(1),
    transport: TransportKind.optional(),
    /** The armor value; null (the default): not an AFV (PG 1.2). */
    armor: z.number().int().nonnegative().nullable().default(null),
    openTop: z.boolean().default(false),
    apc: z.boolean().default(false),
    armoredCar: z.boolean().default(false),
    movementClass: MovementClass,
    guards: z.boolean().optional(),
    morale: MoraleJson.optional(),
    ...unitStrength(FaceJson),
    limberedFace: FaceJson.optional(),
    ...unitPlace,
    ...unitCarriage,
    leadersAboard: z.array(PieceId).max(3, "a transport carries up to three leaders (PG 5.6)").default([]),
    oppFireKind: z.enum(["direct", "at"]).optional(),
    extraMarkers: z.literal(true).optional(),
    atShots: z.union([z.literal(1), z.literal(2)]).optional(),
    work: z.object({ kind: z.enum(["wreck", "mines", "crossing"]), since: z.number().int().positive(), last: z.number().int().positive().optional(), crossed: z.number().int().positive().optional() }).strict().optional(),
  })
  .strict();

export const PgLeaderJson = z.object({ ...pieceIdentity, kind: z.enum(PG_LEADER_KINDS).default("regular"), ...leaderValues, ...leaderPlace, carriedBy: PieceId.nullable().default(null) }).strict();

const SideJson = z
  .object({
    ...sideInitiative,
    morale: MoraleJson,
    tankLeaders: Count.optional(),
    crossingNumbers: z.object({ foot: z.number().int(), motorized: z.number().int(), mechanized: z.number().int() }).partial().strict().optional(),
    minefieldZone: z.array(Hex).min(1).optional(),
    aircraft: AirSupportJson.optional(),
  })
  .strict();

const ActivationJson = z.object({ ...activationRecord, ...activationFallen, hmgFired: z.record(PieceId, z.number().int().min(3, "an HMG's split fire is fired in parts of 3 or more (PG 7.23)")).optional() }).strict();

/** PG 8.1: a turn's spotting range (12 in daylight) and whether night rules apply (1.2). */
const LightJson = z.object({ range: z.number().int().positive(), night: z.boolean() }).strict();

const MINE_POINTS = "a minefield is 1, 2 or 3 points, or 0: a dummy (PG 16.7)";
const MinefieldJson = z
  // `strength` null: face-down as the other side's view shows it (16.7).
  .object({ id: PieceId, owner: z.string(), hex: Hex.nullable(), strength: z.number().int(MINE_POINTS).min(0, MINE_POINTS).max(3, MINE_POINTS).nullable(), revealed: z.boolean().default(false) })
  .strict();
const WRECKS = "one to three wrecks: no vehicle may enter a hex with three (PG 16.3)";

export const PgBattleFields = z
  .object({
    ruleset: z.literal("panzer-grenadier"),
    edition: z.literal("PG3"),
    ...battleTurns,
    phase: z.enum(PG_PHASES, "PG 3.0: a turn's phases are initiative, action and marker removal (no bombardment phase), or the battle is over").default("initiative"),
    year: z.number().int().positive(),
    nationalities: z.record(Id, z.enum(PG_NAMED_NATIONALITIES)).optional(),
    ...battlePieces(SideJson, ActivationJson, PgUnitJson, PgLeaderJson),
    /** The turn's light; daylight when omitted. */
    light: LightJson.optional(),
    /** Each turn's light, turn 1 first (a turn past its end keeps the last); absent: `light` all game. */
    lights: z.array(LightJson).optional(),
    ...battleMarkers,
    options: z.array(z.enum(PG_OPTIONAL_RULE_IDS)).optional(),
    rulings: z.object({ hillBlocksLos: z.boolean().optional(), minesHitOwner: z.boolean().optional() }).strict().optional(),
    ...battleSegments,
    ...battleEdges,
    ...battleVictory,
    tankLeaders: z.record(SideKey, z.array(PieceId)).default({}),
    tankLeadersRevealed: z.array(PieceId).optional(),
    minefields: z.array(MinefieldJson).optional(),
    wrecks: z.record(HexKey, z.number().int(WRECKS).min(1, WRECKS).max(3, WRECKS)).optional(),
    decapitations: z.array(z.object({ side: z.string(), leader: PieceId, hex: Hex, turn: z.number().int().positive() }).strict()).optional(),
    atAttacks: z.array(z.object({ unit: PieceId, through: z.array(Hex) }).strict()).optional(),
    rails: z.array(Hex).optional(),
    offboard: z.array(OffboardFactorJson).optional(),
    aircraft: z.array(AircraftJson).optional(),
    smokeAllowed: z.boolean().optional(),
  })
  .strict();
/** A PG battle in JSON as the checks read it (hexes already map indices). */
export type PgBattleRecords = z.output<typeof PgBattleFields>;
