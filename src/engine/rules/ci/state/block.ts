import { z } from "zod";
import { Hex } from "../../../map/hex-codec";

/** CI 2.x Unit Data: the company letters a block's label carries (battalion weapons carry none). */
export const Company = z.enum(["A", "B", "C"]);
export type Company = z.output<typeof Company>;

/** CI 1.x Blocks: standing (label toward its owner), tipped forward (label shown to all), or tipped back. */
export const Orientation = z.enum(["upright", "face-up", "face-down"]);
export type Orientation = z.output<typeof Orientation>;

/**
 * One block. `strength` is its current steps, the dice it rolls (an off-map block: its strikes left, CI 2.x Field
 * Artillery); `acted` is kept apart from the orientation (CI 1.x Actions: a tank may stay face-up across Game Turns, a
 * bunker and a revealed minefield always are). While it is hidden (upright or face-down) `handle` is the opaque name its
 * opponent knows it by (core/presence `concealedRef`), made fresh each time it is concealed (`concealments`).
 */
export const CiBlockJson = z
  .object({
    side: z.string().min(1),
    /** Its label, a key of the battle's roster. */
    kind: z.string().min(1),
    company: Company.nullable().default(null),
    platoon: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable().default(null),
    /** CI 2.x Battalion Weapons: the company it is attached to ("Record attachments"). */
    attachedTo: Company.nullable().default(null),
    hex: Hex.nullable(),
    /**
     * `left`: left the map (no VP, CI 6.x Eliminated Units); `off-map`: artillery or air support (CI 2.x); `pool`: an HQ
     * in its company's face-down draw pool (CI 10.x Solitaire, the chit-pull).
     */
    status: z.enum(["on-map", "off-map", "eliminated", "left", "pool"]).default("on-map"),
    orientation: Orientation.default("upright"),
    acted: z.boolean().default(false),
    strength: z.number().int().min(0),
    /** CI 6.7 Double Defense: one hit taken of the two a step costs. */
    halfHit: z.boolean().default(false),
    handle: z.string().min(1).nullable().default(null),
    concealments: z.number().int().min(0).default(0),
    /** CI 1.x Commands: an HQ that has activated this Game Turn. */
    hqActivated: z.boolean().default(false),
    /** CI 10.x Set-up: the named area it sets up in or next to (null: a hex of its own, or placed already). */
    setupArea: z.string().min(1).nullable().default(null),
    /** CI 6.x Spotting: an HQ that has spotted for a bombarding unit this Game Turn. */
    spotted: z.boolean().default(false),
  })
  .strict();
export type CiBlock = z.output<typeof CiBlockJson>;

/** In a side's view only: another side's hidden block, known by its handle — where it stands, whose, how it lies. */
export const UnknownBlockJson = z
  .object({ ref: z.string().min(1), side: z.string().min(1), hex: Hex, orientation: z.enum(["upright", "face-down"]), acted: z.boolean() })
  .strict();
export type UnknownBlock = z.output<typeof UnknownBlockJson>;

/** In a side's view only: a company's face-down chit-pull pool, of which the table shows the size (CI 10.x Solitaire). */
export const PoolSeenJson = z.object({ side: z.string().min(1), company: Company, size: z.number().int().min(0) }).strict();

/** A block hidden from its opponent: standing or tipped back (CI 1.x Blocks). */
export const isHidden = (b: Pick<CiBlock, "orientation" | "status">): boolean => b.status === "on-map" && b.orientation !== "face-up";
