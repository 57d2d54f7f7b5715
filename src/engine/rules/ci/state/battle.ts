import { z } from "zod";
import { ownKey, PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import { isLostNumber } from "../data/numbers";
import { CiRoster } from "../data/schemas/roster";
import { ActivationJson } from "./activation";
import { CiBlockJson, Company, PoolSeenJson, UnknownBlockJson } from "./block";
import { CiMarkersJson, NO_MARKERS } from "./markers";
import { CiOptionsJson, NO_OPTIONS } from "./options";

export const CI = "combat-infantry";
export const CI_EDITION = "CI-WF";

export const CiSideJson = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    /** CI 2.x: German HQs carry a black cross, American a white star; the blocks' backs are the side's colour. */
    nation: z.enum(["us", "german"]),
  })
  .strict();
export type CiSide = z.output<typeof CiSideJson>;

/** CI 10.x Victory: a hex worth `vp` to the side that controls it at the end (to `side` only, when it names one). */
export const ObjectiveJson = z.object({ hex: Hex, vp: z.number().int().min(0), side: z.string().min(1).optional() }).strict();

/** CI 10.x Set-up: a named set-up area of one side. */
export const SetupAreaJson = z.object({ side: z.string().min(1), hexes: z.array(Hex).min(1) }).strict();


/**
 * A Combat Infantry battle. `numbers` are the values of the numbers the text lost (ci/data/numbers.ts) this battle plays
 * with, fixed when it starts, so a replay or a save never depends on a setting; `roster` the labels of its blocks' kinds.
 * `salt` makes the hidden blocks' handles and is never in a side's view; `unknown` is only in a side's view.
 */
export const CiBattleJson = z
  .object({
    ruleset: z.literal(CI),
    edition: z.literal(CI_EDITION),
    scenario: z.object({ id: z.string().min(1), name: z.string().min(1), turns: z.number().int().min(1) }).strict(),
    sides: z.tuple([CiSideJson, CiSideJson]),
    /** CI 10.x Night: maximum range 2, movement reduced. */
    night: z.boolean().default(false),
    /** CI 8.x Road Movement: bad weather cancels the unpaved road bonus; the scenario says the rest. */
    weather: z.enum(["good", "bad", "poor"]).default("good"),
    options: CiOptionsJson.default(NO_OPTIONS),
    numbers: z.record(z.string(), z.number().min(0).max(999)).default({}),
    roster: CiRoster,
    gameTurn: z.number().int().min(1),
    /** CI 1.x Game Turns: 8 Player Turns, alternating from the first player. */
    playerTurn: z.number().int().min(1).max(8),
    firstPlayer: z.string().min(1),
    /** CI 10.x Set-up: each side places its blocks, then play begins. */
    phase: z.enum(["setup", "playing", "ended"]).default("playing"),
    /** CI 10.x Set-up: the named set-up areas (≥ 1 unit in each hex, the others adjacent) and the sides done placing. */
    setupAreas: z.record(z.string(), SetupAreaJson).default({}),
    setupDone: z.array(z.string().min(1)).default([]),
    activation: ActivationJson.nullable().default(null),
    /** CI 1.x Commands: the active side's companies that activated an HQ (or passed) this Player Turn. */
    companiesDone: z.array(Company).default([]),
    blocks: z.record(PieceId, CiBlockJson),
    unknown: z.array(UnknownBlockJson).optional(),
    /** In a side's view only: the chit-pull pools' sizes (CI 10.x Solitaire); the other side's pool blocks are left out. */
    pools: z.array(PoolSeenJson).optional(),
    markers: CiMarkersJson.default(NO_MARKERS),
    objectives: z.array(ObjectiveJson).default([]),
    /** CI 10.x Victory: points scored so far (eliminations, HQs not replaced). */
    vp: z.record(z.string(), z.number().int().min(0)).default({}),
    winner: z.string().nullable().default(null),
    salt: z.string().min(1).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    const ids = b.sides.map((s) => s.id);
    const side = (value: string, path: PropertyKey[]) => {
      if (!ids.includes(value)) ctx.addIssue({ code: "custom", path, message: `no side "${value}" in this battle (its sides: ${ids.join(", ")})` });
    };
    b.sides.forEach((s, i) => {
      if (!ownKey(s.id)) ctx.addIssue({ code: "custom", path: ["sides", i, "id"], message: "this name is reserved by JavaScript: choose another id" });
    });
    if (ids[0] === ids[1]) ctx.addIssue({ code: "custom", path: ["sides", 1, "id"], message: "the two sides need two ids" });
    side(b.firstPlayer, ["firstPlayer"]);
    if (b.activation) side(b.activation.side, ["activation", "side"]);
    if (b.winner !== null) side(b.winner, ["winner"]);
    for (const s of Object.keys(b.vp)) side(s, ["vp", s]);
    b.objectives.forEach((o, i) => o.side !== undefined && side(o.side, ["objectives", i, "side"]));
    for (const [id, a] of Object.entries(b.setupAreas)) side(a.side, ["setupAreas", id, "side"]);
    b.setupDone.forEach((s, i) => side(s, ["setupDone", i]));
    for (const [id, k] of Object.entries(b.blocks)) {
      side(k.side, ["blocks", id, "side"]);
      if (k.setupArea !== null && b.setupAreas[k.setupArea]?.side !== k.side) ctx.addIssue({ code: "custom", path: ["blocks", id, "setupArea"], message: `no set-up area "${k.setupArea}" of ${k.side}` });
      if (!Object.hasOwn(b.roster.kinds, k.kind)) ctx.addIssue({ code: "custom", path: ["blocks", id, "kind"], message: `no label "${k.kind}" in this battle's roster` });
      if (k.status === "on-map" && k.hex === null) ctx.addIssue({ code: "custom", path: ["blocks", id, "hex"], message: "a block on the map stands in a hex" });
      const hidden = k.status === "on-map" && k.orientation !== "face-up";
      if (hidden && k.handle === null) ctx.addIssue({ code: "custom", path: ["blocks", id, "handle"], message: "a hidden block carries the handle its opponent knows it by" });
      if (!hidden && k.handle !== null) ctx.addIssue({ code: "custom", path: ["blocks", id, "handle"], message: "only a hidden block (upright or face-down, on the map) has a handle" });
    }
    if (!ownKey(b.scenario.id)) ctx.addIssue({ code: "custom", path: ["scenario", "id"], message: "this name is reserved by JavaScript: choose another id" });
    for (const id of Object.keys(b.numbers)) {
      if (!isLostNumber(id, b.roster)) ctx.addIssue({ code: "custom", path: ["numbers", id], message: `"${id}" is not a number the Combat Infantry text lost (ci/data/numbers.ts)` });
    }
  });
export type CiBattle = z.output<typeof CiBattleJson>;
export type CiBattleInput = z.input<typeof CiBattleJson>;
