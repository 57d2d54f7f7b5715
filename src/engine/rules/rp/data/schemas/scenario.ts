import { z } from "zod";
import { Provenance } from "../../../../data/provenance";
import { Id } from "../../../../data/schemas/common";
import { RP, RP_EDITION, TRANSPORT_KINDS } from "../../state/battle";
import { OmaMode } from "../../state/oma";
import { Deployment, InFieldwork } from "../../state/unit";
import { HexArea, HexAreas } from "./hex-area";

const Turn = z.number().int().min(1);
const Count = z.number().int().min(1).default(1);
const Transport = z.object(Object.fromEntries(TRANSPORT_KINDS.map((k) => [k, z.number().int().min(0).default(0)])) as Record<(typeof TRANSPORT_KINDS)[number], z.ZodDefault<z.ZodNumber>>).strict();

/** RP 10.1: a side of the order of battle. */
export const RpScenarioSide = z
  .object({
    id: Id,
    name: z.string().min(1),
    /** RP 5.11: the Central Powers win tied initiative. */
    power: z.enum(["central", "entente"]),
    /** RP 5.12, 6.01e: the scenario notes say the side uses infiltration tactics. */
    infiltration: z.boolean().default(false),
    /** RP 3.9, 6.662: where it sets up (and controls at the start). */
    setUp: HexAreas,
    /** RP 3.9, AA 14.0: hexes it controls at the start besides its set-up area ("the Germans control all village and quarry hexes"). */
    controls: z.array(HexArea).default([]),
    /** RP 11.42: its board edge's hexes (campaigns). */
    edge: z.array(HexArea).default([]),
    /** RP 6.81: its transport groups. */
    transport: Transport.default({ mule: 0, wagon: 0, truck: 0 }),
  })
  .strict();

/** RP 10.2, 10.22: units entering along an edge or entry hexes, or placed in hexes, on or after a turn. */
export const RpArrival = z.object({ turn: Turn, how: z.enum(["enter", "place"]), hexes: HexAreas }).strict();

/** An order-of-battle line: `count` counters of a kind for a side, where they set up (or when they arrive), and how. */
export const RpOrderLine = z
  .object({
    side: Id,
    counter: Id,
    count: Count,
    /** The hexes they set up in (the side's set-up area when absent: the player places them). */
    at: HexAreas.optional(),
    /** RP 3.2: the side facing up. */
    face: Deployment.default("formed"),
    /** RP 8.31, 8.32: IN the trench or blockhouse of their hex at the start. */
    in: InFieldwork.nullable().default(null),
    arrives: RpArrival.optional(),
  })
  .strict()
  .refine((l) => l.at === undefined || l.arrives === undefined, { message: "a line sets up (at) or arrives, not both", path: ["arrives"] });

/** RP 7.0: off-map artillery groups of a side. */
export const RpScenarioOma = z
  .object({
    side: Id,
    name: z.string().min(1),
    count: Count,
    firepower: z.number().int().min(-9).max(9),
    mode: OmaMode,
    /** RP 8.321, 8.43: mortar or howitzer fire. */
    howitzer: z.boolean().default(false),
    /** RP 7.3: the scenario assigns the group a pre-registered vertex (flare groups always have one). */
    preregistered: z.boolean().optional(),
    /** Available from this turn (campaign reinforcements). */
    from: Turn.optional(),
  })
  .strict();

/** RP 7.1: a preliminary bombardment before turn 1. */
export const RpScenarioPreliminary = z.object({ side: Id, kind: z.enum(["pulverizing", "paralyzing"]), hexes: HexAreas }).strict();

/** RP 7.42: the ways a barrage may advance: a row north or south, a column east or west, an area toward any hexside. */
export const BARRAGE_BEARINGS = ["north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"] as const;

/**
 * RP 7.4: a creeping barrage striking a printed row (across columns), a column (across rows) or "another defined area"
 * (RP 7.41: its hexes, advancing one hex toward a hexside of the map's hexes: north or south on a flat-topped grid, east
 * or west on a pointy-topped one, or a diagonal), advancing one a turn.
 */
export const RpScenarioBarrage = z
  .object({
    side: Id,
    row: z.number().int().min(1).optional(),
    column: z.string().regex(/^[A-Z]{1,3}$/).optional(),
    area: HexAreas.optional(),
    /** The columns a row covers (letters), or the rows a column covers (numbers), inclusive; absent: the whole map. */
    across: z.union([z.tuple([z.string().regex(/^[A-Z]{1,3}$/), z.string().regex(/^[A-Z]{1,3}$/)]), z.tuple([z.number().int().min(1), z.number().int().min(1)])]).optional(),
    /** RP 7.42: the way it advances. */
    advancing: z.enum(BARRAGE_BEARINGS),
    from: Turn,
    /** Advances before it ceases (AA campaign: 10); absent: until the scenario ends. */
    advances: z.number().int().min(0).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if ([b.row, b.column, b.area].filter((x) => x !== undefined).length !== 1) return fail("row", "a barrage strikes a row, a column or an area (RP 7.41)");
    if (b.area) return void (b.across && fail("across", "an area's hexes are its own: no span (RP 7.41)"));
    const rowWise = b.row !== undefined;
    if (!(rowWise ? ["north", "south"] : ["east", "west"]).includes(b.advancing)) fail("advancing", `a ${rowWise ? "row" : "column"} advances ${rowWise ? "north or south" : "east or west"} (RP 7.42)`);
    if (b.across && typeof b.across[0] !== (rowWise ? "string" : "number")) fail("across", rowWise ? "a row spans columns (letters)" : "a column spans rows (numbers)");
  });

/**
 * RP 7.41 ("the first row, column, or area … will be defined by the campaign game or scenario notes"), AA campaign 1:
 * up to `count` creeping barrages the side itself places before play, each `width` hexes along a row or a column and
 * advancing `advances` times, all starting on the turn it chooses for the first.
 */
export const RpScenarioBarragePlan = z
  .object({ side: Id, count: z.number().int().min(1), width: z.number().int().min(1), advances: z.number().int().min(0) })
  .strict();

/** RP 10.1: what the listed side must do to win, or who holds the most of some hexes. */
export const RpScenarioVictory = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("control"), side: Id, hexes: HexAreas }).strict(),
  z.object({ kind: z.literal("most"), hexes: HexAreas }).strict(),
  /** RP 10.3: `count` of the side's units exit the map, across the `edge` given (its hexes, exited from) or any. */
  z.object({ kind: z.literal("exit"), side: Id, count: z.number().int().min(1), edge: HexAreas.optional() }).strict(),
]);

/** Scenario special rules the engine plays (RP 10.1 "notes"; AA 14.0). */
export const RpSpecialRules = z
  .object({
    /** AA 14.0: hexes a special rule retypes ("W16 is village terrain"), laid over the map's own terrain. */
    retype: z.array(z.object({ hexes: HexAreas, terrain: z.array(Id).min(1) }).strict()).default([]),
  })
  .strict();

/** What a Red Poppies scenario or campaign file begins with: its game, edition, id, name and where its data come from. */
export const RpFileHead = { ruleset: z.literal(RP), edition: z.literal(RP_EDITION), id: Id, name: z.string().min(1), provenance: Provenance };

/** A Red Poppies scenario (RP 10.1): the map, length, sides and units, set-up, victory conditions and notes. */
export const RpScenario = z
  .object({
    ...RpFileHead,
    /** The id of the map it is played on. */
    map: z.string().min(1),
    /** RP 10.1, AA 14.0 ("Only hexes on and/or between columns O through AB are in play"): absent, the whole map. */
    inPlay: HexAreas.optional(),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "dates are YYYY-MM-DD"),
    turns: Turn,
    night: z.boolean().default(false),
    precipitation: z.boolean().default(false),
    sides: z.tuple([RpScenarioSide, RpScenarioSide]),
    order: z.array(RpOrderLine).min(1),
    oma: z.array(RpScenarioOma).default([]),
    preliminary: z.array(RpScenarioPreliminary).default([]),
    barrages: z.array(RpScenarioBarrage).default([]),
    barragePlans: z.array(RpScenarioBarragePlan).default([]),
    victory: RpScenarioVictory.optional(),
    rules: RpSpecialRules.default({ retype: [] }),
    notes: z.array(z.string().min(1)).default([]),
  })
  .strict()
  .superRefine((s, ctx) => {
    const ids = s.sides.map((x) => x.id);
    const fail = (path: PropertyKey[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const side = (id: string, path: PropertyKey[]) => ids.includes(id) || fail(path, `no side "${id}" in this scenario (its sides: ${ids.join(", ")})`);
    const turn = (t: number, path: PropertyKey[]) => t <= s.turns || fail(path, `turn ${t} is after the last turn (${s.turns})`);
    const areas = (list: readonly HexArea[], path: PropertyKey[]) =>
      list.forEach((a, i) => typeof a === "object" && a.setUpOf !== undefined && side(a.setUpOf, [...path, i, "setUpOf"]));
    if (ids[0] === ids[1]) fail(["sides", 1, "id"], "the two sides need two ids");
    if (s.sides[0].power === s.sides[1].power) fail(["sides", 1, "power"], "one side is the Central Powers, the other the Entente (RP 5.11)");
    s.sides.forEach((x, i) => {
      areas(x.edge, ["sides", i, "edge"]);
      areas(x.controls, ["sides", i, "controls"]);
      x.setUp.forEach((a, k) => typeof a === "object" && a.setUpOf !== undefined && fail(["sides", i, "setUp", k], "a set-up area is given by its hexes"));
    });
    s.order.forEach((l, i) => {
      side(l.side, ["order", i, "side"]);
      if (l.at) areas(l.at, ["order", i, "at"]);
      if (l.arrives) {
        turn(l.arrives.turn, ["order", i, "arrives", "turn"]);
        areas(l.arrives.hexes, ["order", i, "arrives", "hexes"]);
      }
    });
    s.oma.forEach((g, i) => {
      side(g.side, ["oma", i, "side"]);
      if (g.from !== undefined) turn(g.from, ["oma", i, "from"]);
      if (g.mode === "flare" && g.preregistered === false) fail(["oma", i, "preregistered"], "a flare group has a pre-registered vertex (RP 7.3)");
    });
    s.preliminary.forEach((p, i) => {
      side(p.side, ["preliminary", i, "side"]);
      areas(p.hexes, ["preliminary", i, "hexes"]);
    });
    s.barrages.forEach((b, i) => {
      side(b.side, ["barrages", i, "side"]);
      turn(b.from, ["barrages", i, "from"]);
      if (b.area) areas(b.area, ["barrages", i, "area"]);
    });
    s.barragePlans.forEach((p, i) => side(p.side, ["barragePlans", i, "side"]));
    if (s.victory?.kind === "control" || s.victory?.kind === "exit") side(s.victory.side, ["victory", "side"]);
    if (s.victory?.kind === "exit") areas(s.victory.edge ?? [], ["victory", "edge"]);
    else if (s.victory) areas(s.victory.hexes, ["victory", "hexes"]);
    s.rules.retype.forEach((r, i) => areas(r.hexes, ["rules", "retype", i, "hexes"]));
  });
export type RpScenario = z.output<typeof RpScenario>;
export type RpScenarioInput = z.input<typeof RpScenario>;
