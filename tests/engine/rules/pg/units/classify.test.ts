import { describe, expect, it } from "vitest";
import {
  isAfv,
  isApc,
  isArmoredCar,
  isClosedTop,
  isCombatUnit,
  isOpenTop,
  isPersonnel,
  isTransport,
  isUnarmedTransport,
  isVehicle,
  isWeapon,
  movementClass,
} from "../../../../../src/engine/rules/pg/units/classify";
import { counter } from "./fixtures";

/** The ids among `ids` whose counter passes `test`. */
const which = (test: (u: ReturnType<typeof counter>) => boolean, ids: string[]) => ids.filter((id) => test(counter(id)));

describe("PG 1.2 unit classification", () => {
  it("PG 1.2 a unit with armor 0 is an AFV; a unit without an armor value is not", () => {
    expect(which(isAfv, ["light-tank", "armored-car", "tiger", "german-infantry", "truck"])).toEqual(["light-tank", "armored-car", "tiger"]);
  });

  it("PG 1.2, 4.3 an APC is a combat unit and a transport, and an open-top AFV", () => {
    const spw = counter("spw-251");
    expect([isApc(spw), isCombatUnit(spw), isTransport(spw), isUnarmedTransport(spw), isOpenTop(spw), isClosedTop(spw)]).toEqual([true, true, true, false, true, false]);
  });

  it("PG 1.2 an unarmed truck or wagon is a transport and no combat unit; a truck with a fire value is both (5.67)", () => {
    const ids = ["truck", "wagon", "armed-truck"];
    expect(which(isTransport, ids)).toEqual(ids);
    expect(which(isCombatUnit, ids)).toEqual(["armed-truck"]);
    expect(which(isUnarmedTransport, ids)).toEqual(["truck", "wagon"]);
  });

  it("PG 1.2 combat units have a direct, bombardment or AT value; a limbered gun is one by its counter", () => {
    expect(which(isCombatUnit, ["german-hmg", "mortar", "atr", "tiger", "soviet-76mm-gun", "light-at-gun", "truck"])).toEqual([
      "german-hmg",
      "mortar",
      "atr",
      "tiger",
      "soviet-76mm-gun",
      "light-at-gun",
    ]);
  });

  it("PG 1.2 closed-top AFVs are the AFVs that are neither APC nor open-top; PG 6.85 the armored car", () => {
    const ids = ["tiger", "light-tank", "armored-car", "open-top-spa", "spw-251", "german-infantry"];
    expect(which(isClosedTop, ids)).toEqual(["tiger", "light-tank", "armored-car"]);
    expect(which(isOpenTop, ids)).toEqual(["open-top-spa", "spw-251"]);
    expect(which(isArmoredCar, ids)).toEqual(["armored-car"]);
  });

  it("PG 1.2 vehicles are AFVs and transports; a motorcycle is not one (personnel)", () => {
    expect(which(isVehicle, ["tiger", "spw-251", "truck", "wagon", "motorcycle", "german-infantry", "soviet-76mm-gun"])).toEqual([
      "tiger",
      "spw-251",
      "truck",
      "wagon",
    ]);
  });

  it("PG 1.2 weapon units are AT, artillery and AA, SP artillery with them (5.64); an ATR is not one", () => {
    expect(which(isWeapon, ["soviet-76mm-gun", "light-at-gun", "open-top-spa", "infantry-gun", "atr", "mortar", "german-hmg"])).toEqual([
      "soviet-76mm-gun",
      "light-at-gun",
      "open-top-spa",
      "infantry-gun",
    ]);
  });

  it("PG 1.2 personnel: INF, HMG, ENG, mortars, motorcycles, ATRs; PG 5.64 a weapon with a movement allowance and no armor", () => {
    const ids = ["german-infantry", "german-hmg", "engineer", "mortar", "motorcycle", "atr", "infantry-gun", "soviet-76mm-gun", "light-at-gun", "open-top-spa", "tiger", "spw-251", "truck"];
    expect(which(isPersonnel, ids)).toEqual(["german-infantry", "german-hmg", "engineer", "mortar", "motorcycle", "atr", "infantry-gun"]);
  });
});

describe("PG 5.1 movement classes", () => {
  it("PG 5.1 tanks, SP artillery and APCs mechanized; armored cars, trucks, motorcycles motorized; guns towed; the rest foot", () => {
    const ids = ["tiger", "open-top-spa", "spw-251", "armored-car", "truck", "motorcycle", "soviet-76mm-gun", "light-at-gun", "german-infantry", "wagon"];
    expect(Object.fromEntries(ids.map((id) => [id, movementClass(counter(id))]))).toEqual({
      tiger: "mechanized",
      "open-top-spa": "mechanized",
      "spw-251": "mechanized",
      "armored-car": "motorized",
      truck: "motorized",
      motorcycle: "motorized",
      "soviet-76mm-gun": "towed",
      "light-at-gun": "towed",
      "german-infantry": "foot",
      wagon: "foot",
    });
  });

  it("PG 5.1 a towed unit with 1 MP on its limbered side moves on its own as Foot; a T gun stays towed", () => {
    expect([movementClass(counter("light-at-gun"), true), movementClass(counter("soviet-76mm-gun"), true)]).toEqual(["foot", "towed"]);
  });
});
