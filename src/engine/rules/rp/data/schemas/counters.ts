import { z } from "zod";
import { Provenance } from "../../../../data/provenance";
import { Id } from "../../../../data/schemas/common";
import { CounterSetHead } from "../../../../data/schemas/counters";
import { RP, RP_EDITION } from "../../state/battle";
import { RpFace, RpUnitType } from "../../state/unit";

/** A face value a kind's `values` may give a provenance of its own: `formed.cohesion`, `dispersed.movement` … */
const FACE_VALUE = /^(formed|dispersed)\.(firepower|range|melee|meleeMark|cohesion|movement|antiTank)$/;
export const FaceValueKey = z.string().regex(FACE_VALUE, 'a face value is "formed" or "dispersed", a dot and a value of RpFace ("dispersed.cohesion")');

/** One kind of counter (RP 3.11): what it is and the values printed on its two sides. */
export const RpCounterKind = z
  .object({
    name: z.string().min(1),
    nationality: Id,
    /** RP 3.12: a unit of two types lists both. */
    types: z.array(RpUnitType).min(1).max(2),
    /** RP 8.321: mortar or howitzer fire (trenches give only −2). */
    howitzer: z.boolean().default(false),
    faces: z.object({ formed: RpFace, dispersed: RpFace }).strict(),
    /** AA 14.0: Eingreif companies may always use infiltration tactics (RP 3.6). */
    infiltration: z.boolean().default(false),
    /** Where the kind's values come from: the printed counters are not in the rules text (`playtest` until a GM enters them). */
    provenance: Provenance,
    /** Values the rules text fixes apart from the rest (`rules`, with the rule), by face value. */
    values: z.record(FaceValueKey, Provenance).default({}),
  })
  .strict();
export type RpCounterKind = z.output<typeof RpCounterKind>;

/** The counters of a Red Poppies game: its kinds of unit by id (a scenario's order of battle counts them). */
export const RpCounterSet = z
  .object({
    ...CounterSetHead,
    ruleset: z.literal(RP),
    edition: z.literal(RP_EDITION),
    counters: z.record(Id, RpCounterKind),
  })
  .strict()
  .superRefine((s, ctx) => {
    for (const [id, k] of Object.entries(s.counters)) {
      if (!Object.hasOwn(s.nationalities, k.nationality)) ctx.addIssue({ code: "custom", path: ["counters", id, "nationality"], message: `unknown nationality "${k.nationality}"` });
      for (const key of Object.keys(k.values)) {
        const [face, value] = key.split(".") as ["formed" | "dispersed", keyof RpFace];
        if (k.faces[face][value] === undefined) ctx.addIssue({ code: "custom", path: ["counters", id, "values", key], message: `the ${face} face gives no ${value}` });
      }
    }
  });
export type RpCounterSet = z.output<typeof RpCounterSet>;
