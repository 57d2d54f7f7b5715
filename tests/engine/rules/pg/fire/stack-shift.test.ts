import { describe, expect, it } from "vitest";
import { pg3Bombardment, pg3DirectFire } from "../../../../../src/engine/rules/pg/data";
import { stackShift } from "../../../../../src/engine/rules/pg/fire/stack-shift";
import type { PgUnit } from "../../../../../src/engine/rules/pg/state/pieces";
import { at, battle, fixtureTable, leader, load, pgUnit, RIVER } from "./fixtures";

const HEX = at(8, 8);
const here = (u: PgUnit, hex = HEX): PgUnit => ({ ...u, hex });
const inf = (n: number, side = "german") => Array.from({ length: n }, (_, i) => here(pgUnit(`inf-${side}-${i}`, "german-infantry", { side })));
const leaders = (n: number) => Array.from({ length: n }, (_, i) => leader(`ldr-${i}`, "german", HEX));
/** The +1 the Direct Fire table gives against `units` (German, in HEX) and `ldrs`, outside opportunity fire. */
const shift = (units: readonly PgUnit[], ldrs = leaders(0), table = pg3DirectFire, hex = HEX) => stackShift(battle(units, ldrs), table, hex, "german", false).map((m) => [m.id, m.value]);
const PLUS_ONE = [["three-combat-units", 1]];

describe("PG 4.4 column modifiers for three combat units", () => {
  it("PG 4.4 two INF units and a tank: +1 (the example's first hex)", () => {
    expect(shift([...inf(2), here(pgUnit("tiger", "tiger"))])).toEqual(PLUS_ONE);
  });
  it("PG 4.4 three INF units: +1 (the example's second hex)", () => {
    expect(shift(inf(3))).toEqual(PLUS_ONE);
  });
  it("PG 4.4 three APCs or trucks plus three leaders: no +1 (the example's third hex)", () => {
    const apcs = [1, 2, 3].map((i) => here(pgUnit(`apc-${i}`, "spw-251")));
    const trucks = [1, 2, 3].map((i) => here(pgUnit(`truck-${i}`, "opel-blitz")));
    expect(shift(apcs, leaders(3))).toEqual([]);
    expect(shift(trucks, leaders(3))).toEqual([]);
  });
  it("PG 4.4 two combat units: no +1", () => {
    expect(shift(inf(2))).toEqual([]);
  });
  it("PG 4.4 the Bombardment table too, at the table's size", () => {
    expect(stackShift(battle(inf(3)), pg3Bombardment, HEX, "german", false).map((m) => [m.id, m.value, m.rule])).toEqual([["three-combat-units", 1, "4.4"]]);
  });
  it("PG 4.4 \"on the Direct and Bombardment Fire tables\" only: not on an Assault table that lists it", () => {
    const assault = fixtureTable("assault", [1, 2, 4], ["three-combat-units"]);
    expect(shift(inf(3), leaders(0), assault)).toEqual([]);
  });
  it("PG 4.4 only the side fired on counts (an assault hex bombarded, 9.51)", () => {
    expect(shift([...inf(2), ...inf(1, "soviet")])).toEqual([]);
  });
  it("PG 4.4 (ruling: three or more counted) four combat units still give +1", () => {
    const fourth = here(pgUnit("eng", "engineer"), RIVER);
    expect(shift([...inf(3).map((u) => here(u, RIVER)), fourth], leaders(0), pg3DirectFire, RIVER)).toEqual(PLUS_ONE);
  });
});

describe("PG 4.2, 5.74, ruling A8: what counts toward the +1", () => {
  it("PG 5.74 an ENG in a river hex counts: two INF and an ENG give +1", () => {
    const units = [...inf(2), pgUnit("eng", "engineer")].map((u) => here(u, RIVER));
    expect(shift(units, leaders(0), pg3DirectFire, RIVER)).toEqual(PLUS_ONE);
  });
  it("PG 4.2 a truck with a fire value is no unarmed transport: it counts", () => {
    expect(shift([...inf(2), here(pgUnit("armed", "armed-truck"))])).toEqual(PLUS_ONE);
  });
  it("PG 4.1, 5.6 (ruling A8) cargo does not count: two INF and a truck carrying an HMG give none", () => {
    const truck = here(pgUnit("truck", "opel-blitz"));
    const hmg = pgUnit("hmg", "german-hmg");
    load(truck, hmg);
    expect(shift([...inf(2), truck, hmg])).toEqual([]);
  });
});

describe("PG 13.12 opportunity fire", () => {
  it("PG 13.12 \"The +1 column modifier against a hex containing 3 enemy combat units does not apply to opportunity fire\"", () => {
    expect(stackShift(battle(inf(3)), pg3DirectFire, HEX, "german", true)).toEqual([]);
  });
});
