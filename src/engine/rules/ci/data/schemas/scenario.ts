import { z } from "zod";
import { Id, PieceId } from "../../../../data/schemas/common";
import { CiOptionsJson, NO_OPTIONS } from "../../state/options";

const Nation = z.enum(["us", "german"]);
const Company = z.enum(["A", "B", "C"]);
/** A hex as [column, row] in the map's offset coordinates, 0-based (the shared map JSON form). */
const HexAt = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]);
const Hexes = z.array(HexAt);

/** A side (CI 10.x Scenarios): `us` or `german`, its name and nation. */
export const CiScenarioSide = z
  .object({
    id: Nation,
    name: z.string().min(1),
    nation: Nation,
  })
  .strict();

/** One block of a side's forces (CI 10.x Set-up). */
export const CiForce = z
  .object({
    /** The block's id in the battle. */
    id: PieceId,
    /** Its kind: a key of the roster (ci/data/ci-roster.json). */
    kind: Id,
    side: Nation,
    /** Its company (CI 2.x Unit ID): HQs, squads and company weapons; null for battalion weapons and off-map blocks. */
    company: Company.nullable(),
    /** Its platoon: PHQs and squads; null otherwise. */
    platoon: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
    /** CI 2.x Battalion Weapons: the company a battalion weapon is attached to ("Record attachments"), or null. */
    attachedTo: Company.nullable(),
    /** Steps at the start when below full ("Units start at full strength unless stated"); absent: full. */
    strength: z.number().int().min(1).optional(),
    /** Where it sets up: a named set-up area (≥1 unit in its hexes, others adjacent) or one hex; absent for off-map blocks. */
    setup: z.union([Id, z.object({ hex: HexAt }).strict()]).optional(),
  })
  .strict();
export type CiForce = z.infer<typeof CiForce>;

/** CI 10.x Set-up: a named set-up area ("Caron Farm"): at least one unit in its hexes, the others adjacent. */
export const CiSetupArea = z.object({ side: Nation, hexes: Hexes.min(1) }).strict();

/** CI 10.x Victory: an objective hex worth `vp` to the side that controls it (to `side` only, when given). */
export const CiObjective = z.object({ hex: HexAt, vp: z.number().int().min(1), side: Nation.optional() }).strict();

/** Markers on the map at the start: foxholes (CI 7.x Foxholes, Clear only), barbed wire (CI 7.x Barbed Wire), smoke (CI 7.x Smoke). */
export const CiScenarioMarkers = z.object({ foxholes: Hexes.default([]), wire: Hexes.default([]), smoke: Hexes.default([]) }).strict();

/** A lost number the scenario fixes (plan §3): its value and where it comes from. */
export const CiScenarioNumber = z
  .object({
    value: z.number().nonnegative().max(999),
    /** `rules`: a scenario's printed value; `playtest`: a stand-in, never from the rules. */
    provenance: z.enum(["playtest", "rules"]),
    note: z.string().min(1),
  })
  .strict();

/** A Combat Infantry scenario (CI 10.x Scenarios): map, length, sides, forces and set-up, objectives, markers, options, numbers. */
export const CiScenario = z
  .object({
    id: Id,
    name: z.string().min(1),
    ruleset: z.literal("combat-infantry"),
    edition: z.literal("CI-WF"),
    /** The id of the map it is played on. */
    map: z.string().min(1),
    /** Game Turns (CI 1.x Game Turns). */
    turns: z.number().int().min(1),
    /** CI 10.x Night Scenarios. */
    night: z.boolean(),
    /** CI 10.x Weather: bad weather cancels the unpaved road bonus (CI 8.x Road Movement). */
    weather: z.enum(["good", "bad", "poor"]),
    /** The side that plays first in Game Turn 1 (CI 1.x Game Turns). */
    firstSide: Nation,
    sides: z.tuple([CiScenarioSide, CiScenarioSide]),
    forces: z.array(CiForce).min(1),
    setupAreas: z.record(Id, CiSetupArea).default({}),
    objectives: z.array(CiObjective).default([]),
    markers: CiScenarioMarkers.default({ foxholes: [], wire: [], smoke: [] }),
    /** The scenario's choice of optional rules (ruling R26). */
    options: CiOptionsJson.default(NO_OPTIONS),
    /** Lost numbers the scenario fixes, by id (ci/data/numbers.ts); the others come from the settings. */
    numbers: z.record(z.string().regex(/^[A-Za-z][\w.-]*$/, "a lost number's id"), CiScenarioNumber).default({}),
    /** What a player should know (playtest values, sources). */
    notes: z.array(z.string().min(1)).default([]),
  })
  .strict()
  .superRefine((s, ctx) => {
    const fail = (path: PropertyKey[], message: string) => ctx.addIssue({ code: "custom", path, message });
    if (s.sides[0].id === s.sides[1].id) fail(["sides", 1, "id"], "the two sides are us and german");
    s.sides.forEach((x, i) => x.nation !== x.id && fail(["sides", i, "nation"], `side "${x.id}" is of nation "${x.id}"`));
    const seen = new Set<string>();
    s.forces.forEach((f, i) => {
      if (seen.has(f.id)) fail(["forces", i, "id"], `"${f.id}" is listed twice`);
      seen.add(f.id);
      if (f.attachedTo !== null && f.company !== null) fail(["forces", i, "attachedTo"], "a block with a company is not attached to one (CI 2.x Battalion Weapons)");
      if (f.platoon !== null && f.company === null) fail(["forces", i, "platoon"], "a platoon belongs to a company (CI 2.x Unit ID)");
      if (typeof f.setup === "string") {
        const area = Object.hasOwn(s.setupAreas, f.setup) ? s.setupAreas[f.setup] : undefined;
        if (!area) fail(["forces", i, "setup"], `no set-up area "${f.setup}" in this scenario`);
        else if (area.side !== f.side) fail(["forces", i, "setup"], `"${f.setup}" is the ${area.side} side's set-up area`);
      }
    });
  });
export type CiScenario = z.output<typeof CiScenario>;
export type CiScenarioInput = z.input<typeof CiScenario>;

/** The values of a scenario's numbers, as a battle holds them (plan §3 `battle.numbers`). */
export const scenarioNumberValues = (s: CiScenario): Record<string, number> => Object.fromEntries(Object.entries(s.numbers).map(([id, n]) => [id, n.value]));
