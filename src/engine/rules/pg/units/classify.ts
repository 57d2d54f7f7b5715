import { facesOf, type PgMovementClass, type PgUnitClass } from "./unit-class";

/**
 * Panzer Grenadier's unit classes (PG 1.2 Definitions, 4.3, 5.1, 5.64), read off a unit's class (unit-class.ts): a
 * counter's or a battle unit's. A class belongs to the piece, not to the side showing: a limbered gun, which prints no
 * fire value on that side, is still a combat unit (docs/rulings.md, PG 1.2).
 */

export type { PgMovementClass };

/** PG 1.2 Combat Units: "possessing a direct fire, bombardment fire or anti-tank fire value" (APCs too, 4.3); unarmed transports are not. */
export function isCombatUnit(u: PgUnitClass): boolean {
  return facesOf(u).some((f) => f.direct !== null || f.bombardment !== null || f.at !== null);
}

/** PG 1.2 AFV: "any unit with a printed armor defense value (even a value of 0)". */
export function isAfv(u: PgUnitClass): boolean {
  return u.armor !== null;
}

/** PG 1.2 APC, 4.3: an open-top AFV the scenario book designates, a combat unit that also acts as a transport. */
export function isApc(u: PgUnitClass): boolean {
  return isAfv(u) && u.apc;
}

/** PG 1.2 Open-Top AFV: "all APCs, plus other units defined in the scenario book". */
export function isOpenTop(u: PgUnitClass): boolean {
  return isAfv(u) && (u.openTop || u.apc);
}

/** PG 1.2 Closed-Top AFV: "any AFV which is not an APC or open-top AFV". */
export function isClosedTop(u: PgUnitClass): boolean {
  return isAfv(u) && !isOpenTop(u);
}

/** PG 6.85, 5.1: an AFV the scenario book designates an armored car. */
export function isArmoredCar(u: PgUnitClass): boolean {
  return isAfv(u) && u.armoredCar;
}

/** PG 1.2 Transport Units: wagons, trucks and sledges; APCs act as transports as well (4.3). */
export function isTransport(u: PgUnitClass): boolean {
  return u.transport !== undefined || isApc(u);
}

/** PG 1.2 Combat Units: a wagon, truck or sledge without a fire value, which is no combat unit (4.2, 4.4 "unarmed transports"). */
export function isUnarmedTransport(u: PgUnitClass): boolean {
  return u.transport !== undefined && !isCombatUnit(u);
}

/** PG 1.2: vehicles are the AFVs (Armor Value "a vehicle's ability") and the transports (Transport Units "Vehicles used to transport"). */
export function isVehicle(u: PgUnitClass): boolean {
  return isAfv(u) || isTransport(u);
}

/** PG 1.2 Weapon Units: anti-tank, artillery or anti-aircraft, and SP artillery (5.64 "any weapon unit with an armor value"); an ATR is personnel (1.2). */
export function isWeapon(u: PgUnitClass): boolean {
  return (u.kind === "anti-tank" || u.kind === "artillery" || u.kind === "anti-aircraft" || u.kind === "sp-artillery") && u.code !== "ATR";
}

/**
 * PG 1.2 Personnel Unit: motorcycles, mortars, ATRs and every unit that is neither vehicle, weapon nor leader (INF, MAR,
 * PARA, CAV, ENG …); PG 5.64: a weapon with a movement allowance (on its deployed front, 5.62) and no armor value too.
 */
export function isPersonnel(u: PgUnitClass): boolean {
  if (isVehicle(u)) return false;
  const front = u.full.movement;
  return !isWeapon(u) || (typeof front === "number" && front > 0);
}

/**
 * PG 5.1: the class whose terrain costs the unit pays, as its piece gives it (`classIssues` checks it against 5.1). A
 * towed unit with a movement allowance of 1 on its limbered side that moves on its own (`onItsOwn`) moves as Foot.
 */
export function movementClass(u: PgUnitClass, onItsOwn = false): PgMovementClass {
  const printed = u.movementClass;
  const limbered = u.limberedFace?.movement;
  return printed === "towed" && onItsOwn && typeof limbered === "number" && limbered > 0 ? "foot" : printed;
}

/** The class PG 5.1 gives a unit where its values decide it: towed (a `T` side), motorized (armored car), mechanized (an AFV that moves). */
function classBy51(u: PgUnitClass): PgMovementClass | null {
  if (u.full.movement === "T" || u.limberedFace?.movement === "T") return "towed";
  if (u.armoredCar) return "motorized";
  const moves = u.full.movement;
  return isAfv(u) && typeof moves === "number" && moves > 0 ? "mechanized" : null;
}

/** A field of a unit's class that its other values contradict. */
export type PgClassField = "reduced" | "openTop" | "armor" | "transport" | "movementClass";

/**
 * What a unit's own values contradict, for a counter (data/schemas/counters.ts) and a battle's unit alike: a reduced
 * side for two steps (PG 1.2 Steps, 7.6), AFV designations (1.2, 4.3), the transport kind and the movement class (5.1).
 */
export function classIssues(u: PgUnitClass, steps: number): [field: PgClassField, message: string][] {
  const issues: [PgClassField, string][] = [];
  const afv = isAfv(u);
  if (steps === 2 && !u.reduced) issues.push(["reduced", "a two-step unit needs a reduced face"]);
  if (u.apc && !u.openTop) issues.push(["openTop", "an APC is an open-top AFV (PG 4.3)"]);
  if (!afv && (u.openTop || u.apc || u.armoredCar)) issues.push(["armor", "an open-top AFV, APC or armored car has an armor value (PG 1.2)"]);
  if (!afv && (u.kind === "armored-train" || u.kind === "river-vessel")) issues.push(["armor", "armored trains and river vessels are AFVs for combat purposes: they have an armor value (PG 15.2)"]);
  if ((u.kind === "transport" && !u.apc) !== (u.transport !== undefined)) issues.push(["transport", "an unarmed transport names its kind (wagon, truck or sledge), and only it does"]);
  const expected = classBy51(u);
  if (expected && u.movementClass !== expected) issues.push(["movementClass", `PG 5.1 makes this unit ${expected}`]);
  return issues;
}
