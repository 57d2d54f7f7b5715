import type { CiHexsideFeature, CiHexsideTerrain, CiHexTerrain } from "../map/terrain";
import { CI_ROSTER } from "./roster";
import { CLASS_FIELDS, UNIT_FIELDS, type CiKind, type CiRoster, type UnitField } from "./schemas/roster";
import { CI_TEC } from "./tec";

export { UNIT_FIELDS, type UnitField };

/**
 * A number the damaged text lost (plan §3): UR unrecoverable (no default; `guess` is the digest's guess, a hint shown
 * beside an empty input, never a value), RP recovered-probable (`default`, played unless set, listed "probable, confirm").
 * Read only through `numberOf` (ci/numbers/read.ts); the legible ones are constants (ci/data/constants.ts).
 */
export interface CiNumber {
  /** The rule that needs it, in citation form (`CI 8.x Movement Points`). */
  readonly rule: string;
  /** What it counts, in words a GM reads beside the input. */
  readonly meaning: string;
  readonly status: "UR" | "RP";
  /** RP only: the probable value. */
  readonly default?: number;
  /** UR only: the digest's guess, a hint. */
  readonly guess?: number;
  /** The settings page's tab: a rule's number, a hex terrain's, a hexside's, or a block label's. */
  readonly scope: "rule" | "terrain" | "hexside" | "unit";
}

const ur = (scope: CiNumber["scope"], rule: string, meaning: string, guess?: number): CiNumber =>
  guess === undefined ? { rule, meaning, status: "UR", scope } : { rule, meaning, status: "UR", guess, scope };
const rp = (scope: CiNumber["scope"], rule: string, meaning: string, value: number): CiNumber => ({ rule, meaning, status: "RP", default: value, scope });

/** The lost numbers of single rules (digest §15 register ids in comments). */
const RULE_NUMBERS = {
  /** C25 */ wreckEntryMp: ur("rule", "CI 6.x Wrecks", "MPs added to enter a hex holding a wreck, across any hexside"),
  /** C34 */ hqAdjacentBombardF: ur("rule", "CI 6.x Spotting", "F added to a bombardment spotted by an HQ adjacent to the target", 1),
  /** C49 */ woodBridgeEngineerF: ur("rule", "CI 7.x Demolish Bridges", "F added to an engineer demolishing a wooden bridge"),
  /** C54 */ smokeAssaultF: ur("rule", "CI 7.x Smoke", "F of every unit of both sides in an assault in a smoke hex"),
  /** C56 */ engineerWireF: ur("rule", "CI 7.x Barbed Wire", "F of an engineer clearing barbed wire"),
  /** C71 */ riverCliffAssaultF: ur("rule", "CI 9.x Assault Combat", "F in round 1 of units (not engineers) assaulting across a river or cliff hexside"),
  /** C73 */ gunMortarLaterF: ur("rule", "CI 9.x Assault Modifiers", "F of AT guns and mortars in the assault rounds after the first"),
  /** C66 */ nightMovePercent: ur("rule", "CI 10.x Night Scenarios", "percent of its MPs a unit has at night (rounded up)", 50),
  /** C78 */ hitLimit: ur("rule", "CI 10.x Hit Limits", "most hits one roll may score (optional rule)"),
  /** C62 */ maxStacking: ur("rule", "CI 8.x Stacking Limits", 'highest stacking limit of any terrain ("from 0 to ?"): checks entered limits only', 3),
  bunkerAc: ur("unit", "CI 2.x Bunker", "a bunker's armor class (halved against artillery and air, 0 in assaults)"),
  /** C59 */ roadBonus: ur("hexside", "CI 8.x Road Movement", "MPs taken off each continuous road hexside crossed (½ allowed)"),
  /** C60 */ railwayMp: ur("hexside", "CI 8.x Movement Points", "MPs to cross a railway hexside moving along the railway"),
  /** C61 */ slopeMp: ur("hexside", "CI 8.x Movement Points", "MPs added to cross a slope hexside uphill"),
  /** C75 */ slopeAssaultLimit: ur("hexside", "CI 9.x Assault Combat", 'assault limit of a slope hexside, uphill ("always ?")'),
  /** C13 */ hqReplacementStepLoss: rp("rule", "CI 4.x HQ Elimination", "steps a squad loses when its eliminated HQ returns", 1),
  /** C15 */ attachmentCompanies: rp("rule", "CI 2.x Battalion Weapons", "companies from which a side's battalion weapons are attached to companies", 2),
  /** C18 */ assaultMoraleStrength: rp("rule", "CI 9.x Assault Morale", "strength of the units that check morale at the start of their assault round", 1),
  /** C68 */ defenderNoRetreatRound: rp("rule", "CI 9.x Assault Rounds", "assault round in which defenders may not retreat", 1),
  /** C70 */ attackerNoMoraleRound: rp("rule", "CI 9.x Assault Rounds", "assault round in which attackers check no morale", 3),
  /** C79 */ solitaireRallySteps: rp("rule", "CI 10.x Solitaire", "strength of the units the activation priorities rally first", 1),
} as const satisfies Record<string, CiNumber>;

/** Hexsides whose MP cost (TEC Move), fire limit and assault limit are lost (C57, C58, TEC; hedge and sea are legible). */
export const MP_HEXSIDES = ["ht-clear", "ht-orchard", "ht-cemetery", "ht-marsh", "ht-woods", "ht-town", "river", "ford", "bridge-wood", "bridge-stone", "hedge-gap", "cliff", "tunnel-exit"] as const satisfies readonly (CiHexsideTerrain | CiHexsideFeature)[];
export const FIRE_LIMIT_HEXSIDES = [...MP_HEXSIDES, "ht-sea"] as const;
export const ASSAULT_LIMIT_HEXSIDES = MP_HEXSIDES;
/** Hex terrain whose stacking limit is lost (clear, beach, town, tunnel, foxhole are constants; sea holds no unit). */
export const STACK_TERRAIN = ["orchard", "cemetery", "marsh", "woods", "farm"] as const satisfies readonly CiHexTerrain[];
/** Hex terrain (and the tunnel) whose defense is lost: RP 1D for clear, beach, cemetery; UR for orchard and tunnel. */
export const DEFENSE_TERRAIN = ["clear", "beach", "cemetery", "orchard", "tunnel"] as const;

type MpHexside = (typeof MP_HEXSIDES)[number];
type FireLimitHexside = (typeof FIRE_LIMIT_HEXSIDES)[number];
/** The id of a lost number: a rule's, a hexside's or hex terrain's, or a block label's `unit.<kind>.<field>`. */
export type CiNumberId =
  | keyof typeof RULE_NUMBERS
  | `mp.${MpHexside}`
  | `fireLimit.${FireLimitHexside}`
  | `assaultLimit.${MpHexside}`
  | `stack.${(typeof STACK_TERRAIN)[number]}`
  | `defense.${(typeof DEFENSE_TERRAIN)[number]}`
  | `unit.${string}.${UnitField}`;

const hexsideName = (id: string) => CI_TEC.hexsides[id]!.name.toLowerCase();
const terrainName = (id: string) => CI_TEC.terrain[id]!.name.toLowerCase();

const TERRAIN_NUMBERS: Record<string, CiNumber> = {};
for (const h of MP_HEXSIDES) {
  const only = h === "river" ? " (infantry: impassable to guns, tanks and vehicles)" : "";
  TERRAIN_NUMBERS[`mp.${h}`] = ur("hexside", "CI 8.x Movement Points", `MPs to cross a ${hexsideName(h)}${only}`);
}
for (const h of FIRE_LIMIT_HEXSIDES)
  TERRAIN_NUMBERS[`fireLimit.${h}`] = ur("hexside", "CI 6.x Hexside Fire Limits", `units that may fire through a ${hexsideName(h)} at adjacent enemy per HQ activation`);
for (const h of ASSAULT_LIMIT_HEXSIDES)
  TERRAIN_NUMBERS[`assaultLimit.${h}`] = ur("hexside", "CI 9.x Assault Combat", `units that may assault across a ${hexsideName(h)} per HQ activation`);
for (const t of STACK_TERRAIN) TERRAIN_NUMBERS[`stack.${t}`] = ur("terrain", "CI 8.x Stacking Limits", `stacking limit of a ${terrainName(t)} hex`);
for (const t of DEFENSE_TERRAIN) {
  const meaning = `defense of a ${terrainName(t)} hex against fire and bombardment: 1 (1D) or 2 (2D)`;
  TERRAIN_NUMBERS[`defense.${t}`] = t === "orchard" || t === "tunnel" ? ur("terrain", "CI 6.7 Double Defense", meaning) : rp("terrain", "CI 6.7 Double Defense", meaning, 1);
}

const FIELD_RULE: Readonly<Record<UnitField, string>> = {
  maxStrength: "CI 2.x Strength",
  F: "CI 2.x Firepower",
  range: "CI 2.x Range",
  mp: "CI 2.x Move",
  morale: "CI 2.x Morale",
  ac: "CI 6.x Armor Class",
  strikeDice: "CI 2.x Artillery Support",
  strikeF2: "CI 2.x Artillery Support",
};
const FIELD_MEANING: Readonly<Record<UnitField, string>> = {
  maxStrength: "full strength (steps)",
  F: "firepower F",
  range: "range (hexes)",
  mp: "move (MPs a Game Turn)",
  morale: "morale",
  ac: "armor class",
  strikeDice: 'dice of a strike at F7 ("?F7")',
  strikeF2: 'F of its other strike form ("?F?")',
};
/** RP label values (digest §3): the sniper's "F7", the Panther's "?0 mp", the mortar's 3-2-1, squads 4-3-2-1 and 3-2-1 (low confidence). */
const UNIT_DEFAULTS: Readonly<Record<string, number>> = {
  "unit.us-sniper.F": 7,
  "unit.ger-sniper.F": 7,
  "unit.panther.mp": 10,
  "unit.ger-mortar-80.maxStrength": 3,
  "unit.us-squad.maxStrength": 4,
  "unit.ger-squad.maxStrength": 3,
};

/** The label fields a kind's rules read that its label lacks: each is the lost number `unit.<kind>.<field>`. */
export function lostFields(kind: CiKind): UnitField[] {
  return CLASS_FIELDS[kind.class].filter((f) => kind.label[f] === undefined);
}

/** Whether `id` names a lost number: the catalogue's, or `unit.<kind>.<field>` of a kind of `roster` whose label lacks the field. */
export function isLostNumber(id: string, roster: CiRoster): boolean {
  if (Object.hasOwn(CI_NUMBERS, id)) return true;
  const [, kind, field] = /^unit\.([a-z][a-z0-9-]*)\.(\w+)$/.exec(id) ?? [];
  return kind !== undefined && Object.hasOwn(roster.kinds, kind) && lostFields(roster.kinds[kind]!).includes(field as UnitField);
}

/** The lost number `unit.<kind>.<field>` of a kind (of any roster); off-map blocks cite their own rule. */
export function unitNumber(kindId: string, kind: CiKind, field: UnitField): CiNumber {
  const id = `unit.${kindId}.${field}`;
  const offMap = kind.class === "artillery" || kind.class === "air";
  const rule = !offMap ? FIELD_RULE[field] : kind.class === "air" ? "CI 2.x Air Support" : "CI 2.x Artillery Support";
  const meaning = `${kind.name}: ${offMap && field === "maxStrength" ? "strikes (steps)" : FIELD_MEANING[field]}`;
  const value = UNIT_DEFAULTS[id];
  return value === undefined ? ur("unit", rule, meaning) : rp("unit", rule, meaning, value);
}

const UNIT_NUMBERS: Record<string, CiNumber> = {};
for (const [kindId, kind] of Object.entries(CI_ROSTER.kinds)) for (const f of lostFields(kind)) UNIT_NUMBERS[`unit.${kindId}.${f}`] = unitNumber(kindId, kind, f);

/** Every lost number of the game and of CI_ROSTER's kinds, by id. */
export const CI_NUMBERS: Readonly<Record<string, CiNumber>> = { ...RULE_NUMBERS, ...TERRAIN_NUMBERS, ...UNIT_NUMBERS };

/** The id of a hexside's lost MP cost or limit, or undefined where the text keeps it (hedge, sea) or the TEC says OT. */
export function hexsideNumberId(what: "mp" | "fireLimit" | "assaultLimit", hexside: CiHexsideTerrain | CiHexsideFeature): CiNumberId | undefined {
  const id = `${what}.${hexside}`;
  return Object.hasOwn(CI_NUMBERS, id) ? (id as CiNumberId) : undefined;
}
