import { z } from "zod";
import { Vertex } from "../../../map/hex-codec";

/** RP 7.21: modes of transmission. */
export const RP_MODES = ["aircraft", "flare", "runner", "telephone", "trench-set"] as const;
export const OmaMode = z.enum(RP_MODES);
export type OmaMode = z.output<typeof OmaMode>;

/** RP 7.51, 7.52: what a call fires, declared when the cross hair is placed. */
export const OmaAmmo = z.enum(["he", "gas", "smoke"]);
export type OmaAmmo = z.output<typeof OmaAmmo>;

/** A cross hair on the map and its hourglass on the turn track (RP 6.1, 7.221–7.223). */
export const CrossHair = z
  .object({
    vertex: Vertex,
    ammo: OmaAmmo,
    /** The turn the hourglass stands on (RP 7.221): primed when the turn marker enters it (RP 7.222). */
    hourglass: z.number().int(),
    primed: z.boolean().default(false),
    /** RP 7.21: this call goes by runner, whatever the group's mode. */
    runner: z.boolean().default(false),
  })
  .strict();

/** A fire for effect on the map until the administration phase (RP 7.247). */
export const FireForEffect = z.object({ vertex: Vertex, ammo: OmaAmmo }).strict();

/** RP 2.4, 7.0: an off-map artillery group. */
export const OmaGroupJson = z
  .object({
    side: z.string().min(1),
    name: z.string().min(1),
    firepower: z.number().int().min(-9).max(9),
    mode: OmaMode,
    /** RP 8.321, 8.43: mortar or howitzer fire (trench −2, no hill cover). */
    howitzer: z.boolean().default(false),
    spent: z.boolean().default(false),
    crossHair: CrossHair.nullable().default(null),
    ffe: FireForEffect.nullable().default(null),
    /** RP 7.3: the scenario assigns this group a pre-registered vertex ("flare groups are assumed to have one"). */
    mayPreregister: z.boolean().default(false),
    /** RP 7.3: recorded before play; the other side never sees it (view/side-view.ts). */
    preregistered: Vertex.nullable().default(null),
    /** RP 7.242: vertices this group has hit before. */
    hits: z.array(Vertex).default([]),
    /** The turn it becomes available (campaign reinforcements), if not at once. */
    from: z.number().int().min(1).optional(),
  })
  .strict();
export type OmaGroup = z.output<typeof OmaGroupJson>;
