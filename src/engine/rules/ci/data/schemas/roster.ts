import { z } from "zod";
import { cell } from "../../../../data/provenance";
import { Id, SetHeader } from "../../../../data/schemas/common";

/**
 * The label fields a rule reads (CI 2.x Unit Data; off-map blocks: CI 2.x Artillery Support, CI 2.x Air Support). The
 * label sheet is not in the text: a field the text keeps (L/RC) is in the roster, any other is the lost number
 * `unit.<kind>.<field>` (ci/data/numbers.ts).
 */
export const UNIT_FIELDS = ["maxStrength", "F", "range", "mp", "morale", "ac", "strikeDice", "strikeF2"] as const;
export type UnitField = (typeof UNIT_FIELDS)[number];

/** Block classes (CI 2.x Unit Types): what rules a block follows. */
export const CI_CLASSES = ["hq", "squad", "mg", "mortar", "atr", "engineer", "sniper", "tank", "armored-car", "at-gun", "bunker", "minefield", "artillery", "air"] as const;
export type CiClass = (typeof CI_CLASSES)[number];

/** Off-map blocks (CI 2.x Artillery Support, CI 2.x Air Support): steps count strikes, never on the map. */
export const OFF_MAP_CLASSES: readonly CiClass[] = ["artillery", "air"];

const ON_MAP: readonly UnitField[] = ["maxStrength", "F", "range", "mp", "morale"];
/**
 * The label fields each class's rules read. Armored blocks add AC (CI 6.x Armor Class); a bunker fires only and never
 * moves (CI 2.x Bunker: its AC is the lost number `bunkerAc`); a minefield never moves, fires nor checks morale
 * (CI 7.x Mines: only its steps); off-map blocks have strikes and the two strike forms "?F7 or ?F?" (CI 2.x Artillery
 * Support: the F7 form's F is printed, `strikeF` in the roster).
 */
export const CLASS_FIELDS: Readonly<Record<CiClass, readonly UnitField[]>> = {
  hq: ON_MAP,
  squad: ON_MAP,
  mg: ON_MAP,
  mortar: ON_MAP,
  atr: ON_MAP,
  engineer: ON_MAP,
  sniper: ON_MAP,
  tank: [...ON_MAP, "ac"],
  "armored-car": [...ON_MAP, "ac"],
  "at-gun": ON_MAP,
  bunker: ["maxStrength", "F", "range", "morale"],
  minefield: ["maxStrength"],
  artillery: ["maxStrength", "strikeDice", "strikeF2"],
  air: ["maxStrength", "strikeDice", "strikeF2"],
};

const Value = cell(z.number().int().min(0).max(99));
/**
 * The values printed on a block's label that the text keeps (L/RC), each with its rule; a field absent here is lost
 * (read through `unitValue`, ci/numbers/read.ts). `strikeF`: the off-map F7 form (L).
 */
export const CiLabel = z
  .object({
    maxStrength: Value.optional(),
    F: Value.optional(),
    range: Value.optional(),
    mp: Value.optional(),
    morale: Value.optional(),
    ac: Value.optional(),
    strikeDice: Value.optional(),
    strikeF: Value.optional(),
    strikeF2: Value.optional(),
  })
  .strict();
export type CiLabel = z.infer<typeof CiLabel>;

/** One kind of block (CI 2.x Unit Types). */
export const CiKind = z
  .object({
    name: z.string().min(1),
    nation: z.enum(["us", "german"]),
    class: z.enum(CI_CLASSES),
    /** CI 4.x HQ Ranks: company HQ, platoon HQ, or not an HQ. */
    rank: z.enum(["chq", "phq"]).nullable(),
    /** Red triangle: a bombardment unit (CI 6.x Bombardment); off-map blocks follow the bombardment rules too. */
    bombard: z.boolean(),
    /** Yellow triangle: a battalion weapon (CI 2.x Battalion Weapons). */
    battalion: z.boolean(),
    /** A company weapon: company ID only, never acts without command (CI 2.x Company Weapons). */
    companyWeapon: z.boolean(),
    label: CiLabel,
  })
  .strict()
  .superRefine((k, ctx) => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if ((k.rank !== null) !== (k.class === "hq")) fail("rank", "an HQ has a rank (chq or phq), no other block has one (CI 4.x HQ Ranks)");
    if (k.battalion && k.companyWeapon) fail("battalion", "a block is a company weapon or a battalion weapon, not both (CI 2.x Unit Types)");
    for (const field of Object.keys(k.label)) {
      if (field !== "strikeF" && !CLASS_FIELDS[k.class].includes(field as UnitField)) fail("label", `a ${k.class} block has no ${field} (its rules never read it)`);
      if (field === "strikeF" && !OFF_MAP_CLASSES.includes(k.class)) fail("label", "only off-map blocks have a strike F");
    }
    // CI 2.x Field Artillery, Air Support: "?F7 or ?F?" — the F7 form is printed (L), every strike reads it.
    if (OFF_MAP_CLASSES.includes(k.class) && k.label.strikeF === undefined) fail("label", "an off-map block's label gives its strike F (F7)");
  });
export type CiKind = z.infer<typeof CiKind>;

/** The block kinds of an edition: kind id (`us-squad`, `panther`) → its kind. */
export const CiRoster = z.object({ ...SetHeader, kinds: z.record(Id, CiKind) }).strict();
export type CiRoster = z.output<typeof CiRoster>;
export type CiRosterJson = z.input<typeof CiRoster>;
