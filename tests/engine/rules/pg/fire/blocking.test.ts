import { describe, expect, it } from "vitest";
import { blockingHexes, blocksFire, firesThrough, LOWER_ELEVATION_EXEMPT } from "../../../../../src/engine/rules/pg/fire/blocking";
import type { PgUnit } from "../../../../../src/engine/rules/pg/state/pieces";
import { at, battle, leader, load, pgUnit } from "./fixtures";

const unit = (type: string) => pgUnit(type, type);
const HEX = at(6, 6);
const placed = (id: string, type: string, side = "german"): PgUnit => ({ ...pgUnit(id, type, { side }), hex: HEX });

describe("PG 10.1 blocked fire: which friendly pieces block", () => {
  it("PG 10.1 \"friendly non-AFV units\" block: INF, HMG, artillery, a truck", () => {
    expect(["german-infantry", "german-hmg", "soviet-76mm-gun", "opel-blitz"].map((t) => blocksFire(unit(t)))).toEqual([true, true, true, true]);
  });
  it("PG 10.1 \"hexes containing only friendly AFVs\" do not: a Tiger, an APC, an armored car", () => {
    expect(["tiger", "spw-251", "armored-car"].map((t) => blocksFire(unit(t)))).toEqual([false, false, false]);
  });
  it("PG 10.1, 5.6 (ruling) an INF aboard an APC does not block, aboard a truck the truck does", () => {
    const apc = placed("apc", "spw-251");
    const rider = placed("rider", "german-infantry");
    load(apc, rider);
    expect(blockingHexes(battle([apc, rider]), "german")(HEX)).toBe(false);
    const truck = placed("truck", "opel-blitz");
    const rider2 = placed("rider", "german-infantry");
    load(truck, rider2);
    expect(blockingHexes(battle([truck, rider2]), "german")(HEX)).toBe(true);
  });
  it("PG 10.1 \"through empty hexes, enemy-occupied hexes\": only the firer's side blocks", () => {
    const b = battle([placed("inf", "german-infantry")]);
    expect([blockingHexes(b, "german")(HEX), blockingHexes(b, "soviet")(HEX), blockingHexes(b, "german")(at(7, 7))]).toEqual([true, false, false]);
  });
  it("PG 10.1, 4.1 (ruling) leaders are not units: a hex holding only a friendly leader does not block", () => {
    expect(blockingHexes(battle([], [leader("ldr", "german", HEX)]), "german")(HEX)).toBe(false);
  });
});

describe("PG 10.1 who fires through friendly units", () => {
  it("PG 10.1 \"unless the firing unit is an HMG, AFV or anti-aircraft unit\"", () => {
    expect(["german-hmg", "tiger", "spw-251", "armored-car", "anti-aircraft"].map((t) => firesThrough(unit(t)))).toEqual([true, true, true, true, true]);
  });
  it("PG 10.1 other firers do not: INF, ENG, an infantry gun", () => {
    expect(["german-infantry", "engineer", "infantry-gun"].map((t) => firesThrough(unit(t)))).toEqual([false, false, false]);
  });
  it("PG 10.1 has no exception for friendly units below the firers (IA1 10.1 has)", () => {
    expect(LOWER_ELEVATION_EXEMPT).toBe(false);
  });
});
