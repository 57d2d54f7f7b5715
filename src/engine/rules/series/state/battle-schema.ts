import { z } from "zod";
import { DiceRollJson } from "../../../core/json";
import { ownKey, PieceId } from "../../../data/schemas/common";
import { Hex, HexKey } from "../../../map/hex-codec";
import { VictoryJson, VictoryLossesJson } from "../victory/json";

/**
 * The JSON shapes of what both games' battles hold (state/battle.ts), in groups a game's codec spreads among its own
 * fields, so each game's published schema keeps its property order.
 */

export const StatusJson = z.enum(["good", "disrupted", "demoralized"]);
export const Count = z.number().int().nonnegative();
/** A side id: letters, digits, _ and - (it keys records). */
export const SideId = z.string().regex(/^[A-Za-z0-9_-]+$/, "side ids are letters, digits, _ and -").refine(ownKey, "this name is reserved by JavaScript");
/** A key of a record by side. */
export const SideKey = z.string().refine(ownKey, "this name is reserved by JavaScript");

/** A piece's id, side and name. */
export const pieceIdentity = { id: PieceId, side: z.string().min(1), name: z.string().min(1) };

/** A unit's steps and its faces (`face`: the game's printed values). */
export const unitStrength = <F extends z.ZodType>(face: F) => ({ steps: z.number().int().min(1), maxSteps: z.number().int().min(1), full: face, reduced: face.optional() });

/** Where a unit is and the markers on it. */
export const unitPlace = {
  hex: Hex.nullable(),
  status: StatusJson.default("good"),
  movedFired: z.boolean().default(false),
  oppFire: z.boolean().default(false),
  spotted: z.boolean().default(false),
  hidden: z.boolean().default(false),
  limbered: z.boolean().default(false),
  limberedMovement: z.union([Count, z.literal("T")]).optional(),
};

/** A unit's load or carrier, and its fieldworks and river bank. */
export const unitCarriage = {
  carrying: PieceId.nullable().default(null),
  carriedBy: PieceId.nullable().default(null),
  entrenched: z.boolean().default(false),
  digging: z.boolean().optional(),
  dugIn: z.boolean().optional(),
  riverBank: Hex.nullable().optional(),
};

/** A leader's rank and printed values. */
export const leaderValues = {
  rank: z.number().int().min(1),
  rankTitle: z.string().optional(),
  morale: z.number().int(),
  combat: z.number().int(),
  moraleBonus: z.number().int(),
};

/** Where a leader is, his markers, and the units whose opportunity fire he combined. */
export const leaderPlace = {
  hex: Hex.nullable(),
  status: StatusJson.default("good"),
  movedFired: z.boolean().default(false),
  hidden: z.boolean().default(false),
  riverBank: Hex.nullable().optional(),
  oppFireWith: z.array(PieceId).optional(),
};

/** A side's id, name and initiative (3.0 A). */
export const sideInitiative = {
  id: SideId,
  name: z.string().min(1),
  initiative: Count,
  stepsPerInitiative: z.number().int().positive().nullable().default(null),
  initiativeLosses: z.array(z.number().int().positive()).optional(),
  stepsLost: Count.default(0),
};

const Roll = z.object({ side: z.string(), roll: DiceRollJson, total: z.number().int() }).strict();
export const InitiativeJson = z.object({ winner: z.string(), segments: z.number().int().positive(), rolls: z.array(Roll) }).strict();
export const ImpulsesJson = z
  .object({ sides: z.tuple([z.string(), z.string()]), active: z.string(), lead: Count, lastPass: z.string().nullable(), over: z.boolean() })
  .strict();
const Activated = z
  .object({ action: z.enum(["move", "fire"]), ledBy: PieceId.nullable(), strategic: z.literal(true).optional(), mpSpent: z.number().nonnegative().default(0), hexesEntered: Count.default(0), start: Hex.optional() })
  .strict();

/** The segment under way: its side and pieces, and what happened in it. */
export const activationRecord = {
  side: z.string(),
  pieces: z.record(PieceId, Activated),
  current: PieceId.nullable().default(null),
  done: z.array(PieceId).default([]),
  oppFired: z.array(z.object({ mover: PieceId, hex: Hex, firers: z.array(PieceId) }).strict()).optional(),
  assaultsOwed: z.array(Hex).optional(),
  assaulted: z.array(PieceId).optional(),
  charged: z.array(PieceId).optional(),
  chargedThrough: z.array(z.object({ unit: PieceId, through: Hex }).strict()).optional(),
  exited: z.array(z.object({ hex: Hex, pieces: z.array(PieceId) }).strict()).optional(),
};
/** The activated leaders who left play this segment (and units whose leader aboard activated pieces), each with the leader who activated him. */
export const activationFallen = { fallen: z.record(PieceId, PieceId.nullable()).optional() };

/** A turn of how many. */
export const battleTurns = { turn: z.number().int().positive().default(1), lastTurn: z.number().int().positive() };

/** The sides, the turn's initiative and impulses, the segment under way and the pieces (`side`, `activation`, `unit`, `leader`: the game's shapes). */
export const battlePieces = <S extends z.ZodType, A extends z.ZodType, U extends z.ZodType, L extends z.ZodType>(side: S, activation: A, unit: U, leader: L) => ({
  sides: z.tuple([side, side]),
  initiative: InitiativeJson.nullable().default(null),
  impulses: ImpulsesJson.nullable().default(null),
  activation: activation.nullable().default(null),
  units: z.record(PieceId, unit).default({}),
  leaders: z.record(PieceId, leader).default({}),
  eliminated: z.array(PieceId).default([]),
});

/** Smoke and entrenchment markers, and hex control ("column,row" keys). */
export const battleMarkers = {
  smoke: z.array(Hex).default([]),
  entrenchments: z.array(Hex).optional(),
  control: z.record(HexKey, z.string()).default({}),
};

/** Fog of War's segment counts and the saved segment (17.2, 17.4). */
export const battleSegments = {
  segments: z.record(z.string(), Count).optional(),
  savedSegment: z.object({ side: z.string(), using: z.boolean() }).strict().optional(),
};

/** Pieces entering during play, and the board's exits (PG 16.5x, IA1 16.4x). */
export const battleEdges = {
  entering: z.array(z.object({ piece: PieceId, turn: z.number().int().positive(), hexes: z.array(Hex).min(1), hidden: z.literal(true).optional() }).strict()).optional(),
  exited: z.array(PieceId).optional(),
  exits: z.array(z.object({ side: z.string(), hexes: z.array(Hex).min(1), abortOnly: z.literal(true).optional() }).strict()).optional(),
};

/** The scenario's victory conditions (3.0) and what each side has lost that counts for them, by side. */
export const battleVictory = {
  victory: VictoryJson.optional(),
  losses: z.record(SideKey, VictoryLossesJson).optional(),
};

/** What the checks below read of a battle in JSON: its records by id. */
interface BattleRecords {
  readonly sides: readonly { readonly id: string }[];
  readonly turn: number;
  readonly lastTurn: number;
  readonly control: Record<string, string>;
  readonly units: Record<string, { readonly id: string; readonly side: string; readonly hex: number | null; readonly hidden: boolean; readonly steps: number; readonly maxSteps: number; readonly carrying: string | null; readonly carriedBy: string | null; readonly riverBank?: number | null }>;
  readonly leaders: Record<string, { readonly id: string; readonly side: string; readonly hex: number | null; readonly hidden: boolean; readonly riverBank?: number | null }>;
  readonly eliminated: readonly string[];
  readonly impulses: { readonly sides: readonly string[]; readonly active: string; readonly lastPass: string | null } | null;
  readonly phase: string;
  readonly activation: { readonly side: string; readonly pieces: Record<string, { readonly ledBy: string | null }>; readonly fallen?: Record<string, string | null> } | null;
  readonly exits?: readonly { readonly side: string }[];
  readonly entering?: readonly { readonly piece: string; readonly hidden?: true }[];
  readonly victory?: { readonly points: readonly { readonly side: string }[]; readonly winner: { readonly by: string; readonly side?: string } };
  readonly losses?: Record<string, unknown>;
}

/** Reports a battle that cannot exist at `path`. */
export type Fail = (path: PropertyKey[], message: string) => void;

/**
 * The checks of a battle in JSON that both games make, in the order each game's codec runs them among its own: they
 * refuse a battle that cannot exist with the path of what is wrong, citing the game's rules (`cite`).
 */
export function battleChecks(b: BattleRecords, fail: Fail, cite: (...rules: string[]) => string, at: (hex: number) => { readonly col: number; readonly row: number }) {
  const hexName = (hex: number) => `[${at(hex).col}, ${at(hex).row}]`;
  const sides = b.sides.map((s) => s.id);
  const known = (side: string) => sides.includes(side);
  const records = [["units", b.units], ["leaders", b.leaders]] as const;
  return {
    known,
    sides: () => {
      if (sides[0] === sides[1]) fail(["sides", 1, "id"], `both sides are "${sides[0]}"`);
    },
    /** The scenario's number of turns (3.0). */
    turn: () => {
      if (b.turn > b.lastTurn) fail(["turn"], `turn ${b.turn} comes after the last, turn ${b.lastTurn} (${cite("3.0")})`);
    },
    /** Control (1.2): a side of the battle; pieces filed under their ids, of its sides; a river bank of the piece's river hex. */
    pieces: (riverBanks: (hex: number) => number[] | null) => {
      for (const [hex, side] of Object.entries(b.control)) if (!known(side)) fail(["control", `${at(Number(hex)).col},${at(Number(hex)).row}`], `no side "${side}" in this battle`);
      for (const [key, record] of records)
        for (const [id, p] of Object.entries(record)) {
          if (p.id !== id) fail([key, id, "id"], `the ${key === "units" ? "unit" : "leader"} is filed under "${id}" but its id is "${p.id}"`);
          if (!known(p.side)) fail([key, id, "side"], `no side "${p.side}" in this battle`);
        }
      for (const id of Object.keys(b.units)) if (id in b.leaders) fail(["leaders", id], `"${id}" is the id of a unit too`);
      for (const [key, record] of records)
        for (const [id, p] of Object.entries(record)) {
          const bank = p.riverBank;
          if (bank == null) continue;
          const banks = p.hex === null ? null : riverBanks(p.hex);
          if (banks === null) fail([key, id, "riverBank"], `a river bank, but it is in no river hex (${cite("5.7")})`);
          else if (!banks.includes(bank)) fail([key, id, "riverBank"], `${hexName(bank)} is no bank of its river hex ${hexName(p.hex!)} (${cite("5.7")})`);
        }
    },
    /** The board's exits are a side's; only a hidden piece waits to enter hidden (16.6). */
    edges: () => {
      b.exits?.forEach((x, i) => known(x.side) || fail(["exits", i, "side"], `no side "${x.side}" in this battle`));
      b.entering?.forEach((x, i) => {
        const p = b.units[x.piece] ?? b.leaders[x.piece];
        if (x.hidden && p?.hex === null && !p.hidden) fail(["entering", i, "hidden"], `"${x.piece}" is not hidden: only a hidden piece enters hidden (${cite("16.6")})`);
      });
    },
    /** Losses and victory conditions (3.0) of the battle's sides. */
    victory: () => {
      for (const side of Object.keys(b.losses ?? {})) if (!known(side)) fail(["losses", side], `no side "${side}" in this battle`);
      b.victory?.points.forEach((p, i) => known(p.side) || fail(["victory", "points", i, "side"], `no side "${p.side}" in this battle`));
      const winner = b.victory?.winner.side;
      if (winner !== undefined && !known(winner)) fail(["victory", "winner", "side"], `no side "${winner}" in this battle`);
    },
    /** Steps within the unit's own, and loads that agree (5.6); `own` checks a game's own fields of each unit between. */
    units: (own: (id: string) => void) => {
      for (const [id, u] of Object.entries(b.units)) {
        if (u.steps > u.maxSteps) fail(["units", id, "steps"], `${u.steps} steps, more than the ${u.maxSteps} it has at full strength`);
        own(id);
        if (u.carriedBy !== null && b.units[u.carriedBy]?.carrying !== id) fail(["units", id, "carriedBy"], `"${u.carriedBy}" is not a transport carrying it`);
        if (u.carrying !== null && b.units[u.carrying]?.carriedBy !== id) fail(["units", id, "carrying"], `"${u.carrying}" is not a unit loaded on it`);
      }
    },
    eliminated: () =>
      b.eliminated.forEach((id, i) => {
        if (id in b.units || id in b.leaders) fail(["eliminated", i], `"${id}" is listed as eliminated but is still in the battle`);
      }),
    /**
     * The impulses are the battle's sides'; a segment is played in the action phase, as one of them (3.1), its pieces led
     * by its leaders (3.2): leader pieces, or (`aboard`) a unit of the segment whose id names the leader aboard it (PG 3.3).
     */
    segment: (aboard: (id: string) => boolean = () => false) => {
      if (b.impulses && !b.impulses.sides.every(known)) fail(["impulses", "sides"], "the impulses name a side not in this battle");
      for (const key of ["active", "lastPass"] as const) {
        const side = b.impulses?.[key];
        if (side != null && !b.impulses!.sides.includes(side)) fail(["impulses", key], `"${side}" is not one of the impulses' sides`);
      }
      if (b.activation && (b.phase !== "action" || b.impulses === null)) fail(["activation"], "an action segment is under way only in the action phase, with its impulses");
      if (!b.activation) return;
      if (!known(b.activation.side)) fail(["activation", "side"], `no side "${b.activation.side}" in this battle`);
      const { pieces, fallen = {} } = b.activation;
      for (const id of Object.keys(pieces)) if (!(id in b.units || id in b.leaders)) fail(["activation", "pieces", id], `no unit or leader "${id}" in this battle`);
      for (const id of Object.keys(fallen)) if (id in b.units || id in b.leaders) fail(["activation", "fallen", id], `"${id}" is still in play`);
      const ofSegment = (l: string | null) => l === null || (l in pieces && (l in b.leaders || (l in b.units && aboard(l)))) || l in fallen;
      const notOfSegment = (l: string | null) => `"${l}" is no leader of this segment (${cite("3.2")})`;
      for (const [id, p] of Object.entries(pieces)) if (!ofSegment(p.ledBy)) fail(["activation", "pieces", id, "ledBy"], notOfSegment(p.ledBy));
      for (const [id, l] of Object.entries(fallen)) if (!ofSegment(l)) fail(["activation", "fallen", id], notOfSegment(l));
    },
  };
}
