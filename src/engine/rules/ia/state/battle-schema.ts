import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { Hex, mapInUse } from "../../../map/hex-codec";
import { visibilityOf, type IaLight } from "../los/visibility";
import { STACKING } from "../movement/stacking";
import type { IaBattle } from "./battle";
import { IA_OPTIONAL_RULE_IDS } from "./option-ids";
import { banks, riverAt } from "../../series/state/river-banks";
import { activationFallen, activationRecord, battleChecks, battleEdges, battleMarkers, battlePieces, battleSegments, battleTurns, battleVictory, Count, leaderPlace, leaderValues, pieceIdentity, sideInitiative, SideKey, unitCarriage, unitPlace, unitStrength } from "../../series/state/battle-schema";
import { iaCite } from "../rulebook";

export { StatusJson } from "../../series/state/battle-schema";
/** A printed value: one or two digits on a counter. */
const Printed = z.number().int().nonnegative().max(99);
const Face = z.object({ direct: Printed, bombardment: Printed.default(0), range: Printed, movement: z.number().nonnegative().max(99) }).strict();

export const UnitJson = z
  .object({
    ...pieceIdentity,
    kind: z.enum(["INF", "CAV", "MG", "ART", "MORTAR", "TRANSPORT"]),
    subtype: z.string().optional(),
    horseArtillery: z.boolean().optional(),
    specialSpotting: z.boolean().optional(),
    company: z.boolean(),
    ...unitStrength(Face),
    /** IA1 15.1: a cavalry unit's other piece, kept to the side. */
    aside: z.object({ full: Face, reduced: Face.optional() }).strict().optional(),
    ...unitPlace,
    mounted: z.boolean().default(false),
    ...unitCarriage,
  })
  .strict();

export const LeaderJson = z
  .object({
    ...pieceIdentity,
    leaderType: z.enum(["infantry", "cavalry"]),
    subtype: z.string().optional(),
    ...leaderValues,
    ...leaderPlace,
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
    ...sideInitiative,
    morale: z.object({ full: z.number().int(), reduced: z.number().int() }).strict(),
    decapitation: z
      .object({ leader: PieceId, leaderType: z.enum(["infantry", "cavalry"]), turn: z.number().int().positive(), turns: z.union([z.literal(2), z.literal(4)]) })
      .strict()
      .optional(),
    artillery: SideArtilleryJson.optional(),
  })
  .strict();

const Activation = z.object({ ...activationRecord, specialSpotted: z.array(PieceId).optional(), ...activationFallen }).strict();

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
    ...battleTurns,
    phase: z.enum(["initiative", "bombardment", "action", "marker-removal", "over"]).default("initiative"),
    ...battlePieces(Side, Activation, UnitJson, LeaderJson),
    /** The turn's light; daylight (IA1) or `day` (IA2) when omitted. */
    light: Light.optional(),
    /** Each turn's light, turn 1 first (a turn past its end keeps the last); absent: `light` all game. */
    lights: z.array(Light).optional(),
    ...battleMarkers,
    spines: z.array(SpineChoiceJson).optional(),
    options: z.array(z.enum(IA_OPTIONAL_RULE_IDS)).optional(),
    ...battleSegments,
    flanks: z.array(z.object({ hex: Hex, through: z.array(Hex), companies: z.array(PieceId) }).strict()).optional(),
    plans: z.record(SideKey, ArtilleryPlanJson).optional(),
    drumfire: z.array(DrumfireJson).optional(),
    ...battleEdges,
    ...battleVictory,
  })
  .strict()
  .superRefine((b, ctx) => {
    const fail = (path: PropertyKey[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const map = mapInUse();
    const series = battleChecks(b, fail, iaCite(b.edition), (hex) => map.offsetAt(hex));
    const { known } = series;
    series.sides();
    // IA1 8.4, IA2 7.11: each scheduled light is one the edition knows.
    b.lights?.forEach((l, i) => {
      try {
        visibilityOf(b.edition, l as IaLight);
      } catch (e) {
        fail(["lights", i], (e as Error).message);
      }
    });
    series.turn();
    series.pieces((hex) => (riverAt(map, hex) === null ? null : banks(map, hex).flat()));
    // IA1 3.3: the MGs whose first opportunity shot a leader combined.
    for (const [id, l] of Object.entries(b.leaders))
      l.oppFireWith?.forEach((mg, i) => {
        const u = b.units[mg];
        if (u?.kind !== "MG" || u.side !== l.side) fail(["leaders", id, "oppFireWith", i], `no MG "${mg}" of his side in this battle (IA1 3.3)`);
      });
    for (const side of Object.keys(b.plans ?? {})) if (!known(side)) fail(["plans", side], `no side "${side}" in this battle`);
    series.edges();
    series.victory();
    series.units((id) => {
      if (b.units[id]!.aside && b.units[id]!.kind !== "CAV") fail(["units", id, "aside"], "only cavalry units have a second piece (IA1 15.1)");
    });
    series.eliminated();
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
    series.segment();
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
