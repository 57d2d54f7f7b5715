import { z } from "zod";
import { DiceRollJson } from "../../../core/json";
import { ownKey, PieceId } from "../../../data/schemas/common";
import { Hex, HexKey, mapInUse } from "../../../map/hex-codec";
import { visibilityOf, type IaLight } from "../los/visibility";
import { STACKING } from "../movement/stacking";
import type { IaBattle } from "./battle";
import { IA_OPTIONAL_RULE_IDS } from "./option-ids";
import { banks, riverAt } from "./river-banks";
import { IaVictoryJson, VictoryLossesJson } from "../victory/json";

export const StatusJson = z.enum(["good", "disrupted", "demoralized"]);
const Count = z.number().int().nonnegative();
/** A printed value: one or two digits on a counter. */
const Printed = z.number().int().nonnegative().max(99);
const Face = z.object({ direct: Printed, bombardment: Printed.default(0), range: Printed, movement: z.number().nonnegative().max(99) }).strict();

export const UnitJson = z
  .object({
    id: PieceId,
    side: z.string().min(1),
    name: z.string().min(1),
    kind: z.enum(["INF", "CAV", "MG", "ART", "MORTAR", "TRANSPORT"]),
    subtype: z.string().optional(),
    horseArtillery: z.boolean().optional(),
    specialSpotting: z.boolean().optional(),
    company: z.boolean(),
    steps: z.number().int().min(1),
    maxSteps: z.number().int().min(1),
    full: Face,
    reduced: Face.optional(),
    /** IA1 15.1: a cavalry unit's other piece, kept to the side. */
    aside: z.object({ full: Face, reduced: Face.optional() }).strict().optional(),
    hex: Hex.nullable(),
    status: StatusJson.default("good"),
    movedFired: z.boolean().default(false),
    oppFire: z.boolean().default(false),
    spotted: z.boolean().default(false),
    hidden: z.boolean().default(false),
    limbered: z.boolean().default(false),
    limberedMovement: z.union([Count, z.literal("T")]).optional(),
    mounted: z.boolean().default(false),
    carrying: PieceId.nullable().default(null),
    carriedBy: PieceId.nullable().default(null),
    entrenched: z.boolean().default(false),
    digging: z.boolean().optional(),
    dugIn: z.boolean().optional(),
    riverBank: Hex.nullable().optional(),
  })
  .strict();

export const LeaderJson = z
  .object({
    id: PieceId,
    side: z.string().min(1),
    name: z.string().min(1),
    leaderType: z.enum(["infantry", "cavalry"]),
    subtype: z.string().optional(),
    rank: z.number().int().min(1),
    rankTitle: z.string().optional(),
    morale: z.number().int(),
    combat: z.number().int(),
    moraleBonus: z.number().int(),
    hex: Hex.nullable(),
    status: StatusJson.default("good"),
    movedFired: z.boolean().default(false),
    hidden: z.boolean().default(false),
    riverBank: Hex.nullable().optional(),
    oppFireWith: z.array(PieceId).optional(),
  })
  .strict();

/** IA1 9.2, 11.1, 11.2, 16.14: a side's artillery in the scenario (state/artillery.ts). */
const SideArtilleryJson = z
  .object({
    ammunition: Count.optional(),
    depletion: Count.optional(),
    offBoard: z.array(z.object({ id: PieceId, strength: z.number().int().positive() }).strict()).default([]),
    smoke: z.boolean().default(false),
  })
  .strict();

/** IA1 9.1–9.14: a mission on the Artillery Plan; hexes [column, row]. */
export const MissionJson = z.discriminatedUnion("mission", [
  z
    .object({
      mission: z.literal("planned-fire"),
      turns: z.array(z.object({ at: Hex, smoke: z.literal(true).optional() }).strict().nullable()).readonly(),
      crossed: z.array(z.number().int().positive()).readonly().optional(),
      struck: z.array(z.object({ turn: z.number().int().positive(), at: Hex, acquired: z.literal(true).optional() }).strict()).readonly().optional(),
    })
    .strict(),
  z.object({ mission: z.literal("open-sights"), depleted: z.literal(true).optional(), ead: z.literal(true).optional() }).strict(),
  z.object({ mission: z.literal("move"), to: Hex, setDownBy: PieceId.optional() }).strict(),
  z.object({ mission: z.literal("abort"), turn: z.number().int().positive() }).strict(),
]);
/** IA1 9.7: a Drumfire marker and the gun or factor that placed it. */
export const DrumfireJson = z.object({ at: Hex, side: z.string(), gun: PieceId, onboard: z.boolean() }).strict();
/** IA1 9.11: an Artillery Plan sheet, missions by unit or off-board factor id. */
export const ArtilleryPlanJson = z.object({ missions: z.record(PieceId, MissionJson).readonly() }).strict();

const Side = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]+$/, "side ids are letters, digits, _ and -").refine(ownKey, "this name is reserved by JavaScript"),
    name: z.string().min(1),
    initiative: Count,
    stepsPerInitiative: z.number().int().positive().nullable().default(null),
    initiativeLosses: z.array(z.number().int().positive()).optional(),
    stepsLost: Count.default(0),
    morale: z.object({ full: z.number().int(), reduced: z.number().int() }).strict(),
    decapitation: z
      .object({ leader: PieceId, leaderType: z.enum(["infantry", "cavalry"]), turn: z.number().int().positive(), turns: z.union([z.literal(2), z.literal(4)]) })
      .strict()
      .optional(),
    artillery: SideArtilleryJson.optional(),
  })
  .strict();

const Roll = z.object({ side: z.string(), roll: DiceRollJson, total: z.number().int() }).strict();
const Initiative = z.object({ winner: z.string(), segments: z.number().int().positive(), rolls: z.array(Roll) }).strict();
const Impulses = z
  .object({ sides: z.tuple([z.string(), z.string()]), active: z.string(), lead: Count, lastPass: z.string().nullable(), over: z.boolean() })
  .strict();
const Activated = z
  .object({ action: z.enum(["move", "fire"]), ledBy: PieceId.nullable(), strategic: z.literal(true).optional(), mpSpent: z.number().nonnegative().default(0), hexesEntered: Count.default(0), start: Hex.optional() })
  .strict();
const Activation = z
  .object({
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
    specialSpotted: z.array(PieceId).optional(),
    fallen: z.record(PieceId, PieceId.nullable()).optional(),
  })
  .strict();

/** IA1 8.4 a spotting range (12 in daylight) and whether night rules apply; IA2 7.11 a step of the dusk-to-dawn table and 7.12's night range. */
const Light = z.union([
  z.object({ range: z.number().int().positive(), night: z.boolean() }).strict(),
  z.object({ time: z.string().min(1), nightRange: z.union([z.literal(1), z.literal(2)]).default(1) }).strict(),
]);

export const SpineChoiceJson = z.object({ from: Hex, to: Hex, side: z.enum(["left", "right"]) }).strict();

const fields = z
  .object({
    ruleset: z.literal("infantry-attacks"),
    edition: z.enum(["IA1", "IA2"]),
    turn: z.number().int().positive().default(1),
    lastTurn: z.number().int().positive(),
    phase: z.enum(["initiative", "bombardment", "action", "marker-removal", "over"]).default("initiative"),
    sides: z.tuple([Side, Side]),
    initiative: Initiative.nullable().default(null),
    impulses: Impulses.nullable().default(null),
    activation: Activation.nullable().default(null),
    units: z.record(PieceId, UnitJson).default({}),
    leaders: z.record(PieceId, LeaderJson).default({}),
    eliminated: z.array(PieceId).default([]),
    /** The turn's light; daylight (IA1) or `day` (IA2) when omitted. */
    light: Light.optional(),
    /** Each turn's light, turn 1 first (a turn past its end keeps the last); absent: `light` all game. */
    lights: z.array(Light).optional(),
    smoke: z.array(Hex).default([]),
    entrenchments: z.array(Hex).optional(),
    control: z.record(HexKey, z.string()).default({}),
    spines: z.array(SpineChoiceJson).optional(),
    options: z.array(z.enum(IA_OPTIONAL_RULE_IDS)).optional(),
    segments: z.record(z.string(), Count).optional(),
    savedSegment: z.object({ side: z.string(), using: z.boolean() }).strict().optional(),
    flanks: z.array(z.object({ hex: Hex, through: z.array(Hex), companies: z.array(PieceId) }).strict()).optional(),
    plans: z.record(z.string().refine(ownKey, "this name is reserved by JavaScript"), ArtilleryPlanJson).optional(),
    drumfire: z.array(DrumfireJson).optional(),
    entering: z.array(z.object({ piece: PieceId, turn: z.number().int().positive(), hexes: z.array(Hex).min(1), hidden: z.literal(true).optional() }).strict()).optional(),
    exited: z.array(PieceId).optional(),
    exits: z.array(z.object({ side: z.string(), hexes: z.array(Hex).min(1), abortOnly: z.literal(true).optional() }).strict()).optional(),
    victory: IaVictoryJson.optional(),
    losses: z.record(z.string().refine(ownKey, "this name is reserved by JavaScript"), VictoryLossesJson).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    const fail = (path: PropertyKey[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const sides = b.sides.map((s) => s.id);
    if (sides[0] === sides[1]) fail(["sides", 1, "id"], `both sides are "${sides[0]}"`);
    // IA1 8.4, IA2 7.11: each scheduled light is one the edition knows.
    b.lights?.forEach((l, i) => {
      try {
        visibilityOf(b.edition, l as IaLight);
      } catch (e) {
        fail(["lights", i], (e as Error).message);
      }
    });
    const known = (side: string) => sides.includes(side);
    // IA1 3.0: the scenario's number of turns.
    if (b.turn > b.lastTurn) fail(["turn"], `turn ${b.turn} comes after the last, turn ${b.lastTurn} (IA1 3.0)`);
    const map = mapInUse();
    const at = (hex: number) => map.offsetAt(hex);
    // Definitions (Control): the side that last held the hex alone; keyed "column,row" in JSON.
    for (const [hex, side] of Object.entries(b.control)) if (!known(side)) fail(["control", `${at(Number(hex)).col},${at(Number(hex)).row}`], `no side "${side}" in this battle`);
    for (const [key, records] of [["units", b.units], ["leaders", b.leaders]] as const)
      for (const [id, p] of Object.entries(records)) {
        if (p.id !== id) fail([key, id, "id"], `the ${key === "units" ? "unit" : "leader"} is filed under "${id}" but its id is "${p.id}"`);
        if (!known(p.side)) fail([key, id, "side"], `no side "${p.side}" in this battle`);
      }
    for (const id of Object.keys(b.units)) if (id in b.leaders) fail(["leaders", id], `"${id}" is the id of a unit too`);
    // IA1 5.8: a piece's river bank is a bank of the river hex it stands in.
    for (const [key, records] of [["units", b.units], ["leaders", b.leaders]] as const)
      for (const [id, p] of Object.entries(records)) {
        const bank = p.riverBank;
        if (bank == null) continue;
        if (p.hex === null || riverAt(map, p.hex) === null) fail([key, id, "riverBank"], "a river bank, but it is in no river hex (IA1 5.8)");
        else if (!banks(map, p.hex).flat().includes(bank)) fail([key, id, "riverBank"], `[${at(bank).col}, ${at(bank).row}] is no bank of its river hex [${at(p.hex).col}, ${at(p.hex).row}] (IA1 5.8)`);
      }
    // IA1 3.3: the MGs whose first opportunity shot a leader combined.
    for (const [id, l] of Object.entries(b.leaders))
      l.oppFireWith?.forEach((mg, i) => {
        const u = b.units[mg];
        if (u?.kind !== "MG" || u.side !== l.side) fail(["leaders", id, "oppFireWith", i], `no MG "${mg}" of his side in this battle (IA1 3.3)`);
      });
    for (const side of Object.keys(b.plans ?? {})) if (!known(side)) fail(["plans", side], `no side "${side}" in this battle`);
    b.exits?.forEach((x, i) => known(x.side) || fail(["exits", i, "side"], `no side "${x.side}" in this battle`));
    // IA1 16.5: only a hidden piece waits to enter hidden.
    b.entering?.forEach((x, i) => {
      const p = b.units[x.piece] ?? b.leaders[x.piece];
      if (x.hidden && p?.hex === null && !p.hidden) fail(["entering", i, "hidden"], `"${x.piece}" is not hidden: only a hidden piece enters hidden (IA1 16.5)`);
    });
    for (const side of Object.keys(b.losses ?? {})) if (!known(side)) fail(["losses", side], `no side "${side}" in this battle`);
    b.victory?.points.forEach((p, i) => known(p.side) || fail(["victory", "points", i, "side"], `no side "${p.side}" in this battle`));
    if (b.victory && "side" in b.victory.winner && !known(b.victory.winner.side)) fail(["victory", "winner", "side"], `no side "${b.victory.winner.side}" in this battle`);
    for (const [id, u] of Object.entries(b.units)) {
      if (u.steps > u.maxSteps) fail(["units", id, "steps"], `${u.steps} steps, more than the ${u.maxSteps} it has at full strength`);
      if (u.aside && u.kind !== "CAV") fail(["units", id, "aside"], "only cavalry units have a second piece (IA1 15.1)");
      if (u.carriedBy !== null && b.units[u.carriedBy]?.carrying !== id) fail(["units", id, "carriedBy"], `"${u.carriedBy}" is not a transport carrying it`);
      if (u.carrying !== null && b.units[u.carrying]?.carriedBy !== id) fail(["units", id, "carrying"], `"${u.carrying}" is not a unit loaded on it`);
    }
    b.eliminated.forEach((id, i) => {
      if (id in b.units || id in b.leaders) fail(["eliminated", i], `"${id}" is listed as eliminated but is still in the battle`);
    });
    // IA1 4.1: a battle starts legally stacked (4.4 eliminates overstacked units only in play).
    const stacks = new Map<string, { combat: number; companies: number; transports: number; first: string }>();
    for (const [id, u] of Object.entries(b.units)) {
      if (u.hex === null || u.carriedBy !== null) continue;
      const key = `${u.side}@${u.hex}`;
      const s = stacks.get(key) ?? { combat: 0, companies: 0, transports: 0, first: id };
      if (u.kind === "TRANSPORT") s.transports++;
      else {
        s.combat++;
        if (u.company) s.companies++;
      }
      stacks.set(key, s);
      if (s.combat > STACKING.combat || s.companies > STACKING.companies || s.transports > STACKING.transports)
        fail(["units", id, "hex"], `overstacks its hex with ${s.first} (IA1 4.1: three combat units, two of them companies, and three transports a side)`);
    }
    if (b.impulses && !b.impulses.sides.every(known)) fail(["impulses", "sides"], "the impulses name a side not in this battle");
    for (const key of ["active", "lastPass"] as const) {
      const side = b.impulses?.[key];
      if (side != null && !b.impulses!.sides.includes(side)) fail(["impulses", key], `"${side}" is not one of the impulses' sides`);
    }
    // IA1 3.1: a segment is played in the action phase, as one of the impulses.
    if (b.activation && (b.phase !== "action" || b.impulses === null)) fail(["activation"], "an action segment is under way only in the action phase, with its impulses");
    if (b.activation) {
      if (!known(b.activation.side)) fail(["activation", "side"], `no side "${b.activation.side}" in this battle`);
      const { pieces, fallen = {} } = b.activation;
      for (const id of Object.keys(pieces))
        if (!(id in b.units || id in b.leaders)) fail(["activation", "pieces", id], `no unit or leader "${id}" in this battle`);
      // IA1 3.2, 3.13: who activated whom this segment: a leader of it, in play or fallen (left play since).
      for (const id of Object.keys(fallen)) if (id in b.units || id in b.leaders) fail(["activation", "fallen", id], `"${id}" is still in play`);
      const ofSegment = (l: string | null) => l === null || (l in pieces && l in b.leaders) || l in fallen;
      const notOfSegment = (l: string | null) => `"${l}" is no leader of this segment (IA1 3.2)`;
      for (const [id, p] of Object.entries(pieces)) if (!ofSegment(p.ledBy)) fail(["activation", "pieces", id, "ledBy"], notOfSegment(p.ledBy));
      for (const [id, l] of Object.entries(fallen)) if (!ofSegment(l)) fail(["activation", "fallen", id], notOfSegment(l));
    }
  });

/**
 * An Infantry Attacks battle in JSON (rules oracle requests, saved games): the engine's state with every hex written
 * [column, row] (control keys "column,row"), units and leaders as records by id (Maps in the engine, in the records'
 * order), the light instead of the visibility it gives, and omitted flags at their usual starting values. A battle that
 * cannot exist (a piece filed under another id, steps above the maximum, an overstacked hex, a live piece listed as
 * eliminated …) is refused with the path of what is wrong.
 */
export const IaBattleJson = z.codec(fields, z.custom<IaBattle>(), {
  decode: ({ light, ...b }, payload) => {
    try {
      return { ...b, units: new Map(Object.entries(b.units)), leaders: new Map(Object.entries(b.leaders)), visibility: visibilityOf(b.edition, (light ?? (b.edition === "IA1" ? { range: 12, night: false } : { time: "day", nightRange: 1 })) as IaLight) } as IaBattle;
    } catch (e) {
      payload.issues.push({ code: "custom", path: ["light"], message: (e as Error).message, input: light });
      return z.NEVER;
    }
  },
  encode: ({ visibility, ...b }) => ({ ...b, units: Object.fromEntries(b.units), leaders: Object.fromEntries(b.leaders), light: visibility.light }) as z.output<typeof fields>,
});
export type IaBattleJson = z.input<typeof IaBattleJson>;
