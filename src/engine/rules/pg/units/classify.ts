import type { PgUnitType } from "../data/schemas/counters";

/**
 * Panzer Grenadier's unit classes (PG 1.2 Definitions, 4.3, 5.1, 5.64), read off a unit's counter: its type, the
 * scenario's designations and its faces. A class belongs to the counter, not to the side showing: a limbered gun, which
 * prints no fire value on that side, is still a combat unit (docs/rulings.md, PG 1.2).
 */

type Face = PgUnitType["faces"]["full"];
export type PgMovementClass = PgUnitType["movementClass"]["value"];

const facesOf = (u: PgUnitType): readonly Face[] => [u.faces.full, u.faces.reduced, u.faces.limbered].filter((f): f is Face => f !== undefined);

/** PG 1.2 Combat Units: "possessing a direct fire, bombardment fire or anti-tank fire value" (APCs too, 4.3); unarmed transports are not. */
export function isCombatUnit(u: PgUnitType): boolean {
  return facesOf(u).some((f) => f.directFire !== undefined || f.bombardmentFire !== undefined || f.antiTankFire !== undefined);
}

/** PG 1.2 AFV: "any unit with a printed armor defense value (even a value of 0)". */
export function isAfv(u: PgUnitType): boolean {
  return u.armor.value !== null;
}

/** PG 1.2 APC, 4.3: an open-top AFV the scenario book designates, a combat unit that also acts as a transport. */
export function isApc(u: PgUnitType): boolean {
  return isAfv(u) && u.apc.value;
}

/** PG 1.2 Open-Top AFV: "all APCs, plus other units defined in the scenario book". */
export function isOpenTop(u: PgUnitType): boolean {
  return isAfv(u) && (u.openTop.value || u.apc.value);
}

/** PG 1.2 Closed-Top AFV: "any AFV which is not an APC or open-top AFV". */
export function isClosedTop(u: PgUnitType): boolean {
  return isAfv(u) && !isOpenTop(u);
}

/** PG 6.85, 5.1: an AFV the scenario book designates an armored car. */
export function isArmoredCar(u: PgUnitType): boolean {
  return isAfv(u) && u.armoredCar.value;
}

/** PG 1.2 Transport Units: wagons, trucks and sledges; APCs act as transports as well (4.3). */
export function isTransport(u: PgUnitType): boolean {
  return u.transport !== undefined || isApc(u);
}

/** PG 1.2 Combat Units: a wagon, truck or sledge without a fire value, which is no combat unit (4.2, 4.4 "unarmed transports"). */
export function isUnarmedTransport(u: PgUnitType): boolean {
  return u.transport !== undefined && !isCombatUnit(u);
}

/** PG 1.2: vehicles are the AFVs (Armor Value "a vehicle's ability") and the transports (Transport Units "Vehicles used to transport"). */
export function isVehicle(u: PgUnitType): boolean {
  return isAfv(u) || isTransport(u);
}

/** PG 1.2 Weapon Units: anti-tank, artillery or anti-aircraft, and SP artillery (5.64 "any weapon unit with an armor value"); an ATR is personnel (1.2). */
export function isWeapon(u: PgUnitType): boolean {
  return (u.kind === "anti-tank" || u.kind === "artillery" || u.kind === "anti-aircraft" || u.kind === "sp-artillery") && u.code !== "ATR";
}

/**
 * PG 1.2 Personnel Unit: motorcycles, mortars, ATRs and every unit that is neither vehicle, weapon nor leader (INF, MAR,
 * PARA, CAV, ENG …); PG 5.64: a weapon with a movement allowance (on its deployed front, 5.62) and no armor value too.
 */
export function isPersonnel(u: PgUnitType): boolean {
  if (isVehicle(u)) return false;
  const front = u.faces.full.movement.value;
  return !isWeapon(u) || (typeof front === "number" && front > 0);
}

/**
 * PG 5.1: the class whose terrain costs the unit pays, as its counter gives it (the schema checks it against 5.1). A
 * towed unit with a movement allowance of 1 on its limbered side that moves on its own (`onItsOwn`) moves as Foot.
 */
export function movementClass(u: PgUnitType, onItsOwn = false): PgMovementClass {
  const printed = u.movementClass.value;
  const limbered = u.faces.limbered?.movement.value;
  return printed === "towed" && onItsOwn && typeof limbered === "number" && limbered > 0 ? "foot" : printed;
}
