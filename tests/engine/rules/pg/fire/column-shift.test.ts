import { describe, expect, it } from "vitest";
import { resultAt } from "../../../../../src/engine/data/table-lookup";
import { pg3DirectFire } from "../../../../../src/engine/rules/pg/data";
import { attackColumns, hexModifiers, pgColumn, pieceModifiers, type PgAttackSituation } from "../../../../../src/engine/rules/pg/fire/column-shift";
import { pgDaylight } from "../../../../../src/engine/rules/pg/los/visibility";
import type { PgLeader, PgUnit } from "../../../../../src/engine/rules/pg/state/pieces";
import { at, battle, fixtureTable, leader, pgUnit } from "./fixtures";

const HEX = at(8, 8);
const soviet = (id: string, type: string, over: Parameters<typeof pgUnit>[2] = {}): PgUnit => ({ ...pgUnit(id, type, { side: "soviet", ...over }), hex: HEX });
const situation = (distance: number, opportunity = false): PgAttackSituation => ({ target: HEX, side: "soviet", distance, opportunity });
const night = { visibility: { ...pgDaylight(), night: true } };
const ids = (trace: readonly { id: string }[]) => trace.map((t) => t.id);
/** The header of each piece's column. */
const headers = (r: ReturnType<typeof attackColumns>) => Object.fromEntries(r!.pieces.map((p) => [p.piece, p.column.header]));

/**
 * A Direct Fire table whose columns satisfy what the text fixes — 4 is three columns below 16 (10.3), 11 two below 22
 * (7.52) — with the shipped rule-fixed modifiers and caps, and fixture-sized fortification modifiers.
 */
const direct = fixtureTable("direct", [2, 4, 7, 11, 16, 22], ["three-combat-units", "point-blank", "artillery-target", "night"], { "dug-in": -1, entrenchment: -2 });

describe("PG 10.3 maximum column modifications", () => {
  // Italian INF (fire 4) at an adjacent hex with three artillery units: +2 point-blank, +1 three units, +2 artillery.
  const guns = [1, 2, 3].map((i) => soviet(`gun-${i}`, "soviet-76mm-gun"));
  const r = attackColumns(battle(guns), direct, 4, situation(1), guns)!;

  it("PG 10.3 net shift capped at +3: 4 → 16", () => {
    expect(headers(r)).toEqual({ "gun-1": 16, "gun-2": 16, "gun-3": 16 });
  });
  it("PG 10.3 the modifiers listed add up to +5, then the cap takes the net to +3 (rule from the table)", () => {
    const trace = r.pieces[0]!.column.trace;
    expect(trace.filter((t) => ["point-blank", "three-combat-units", "artillery-target"].includes(t.id)).map((t) => t.value)).toEqual([1, 2, 2]);
    expect(trace).toContainEqual(expect.objectContaining({ id: "table.cap-up", value: 3, rule: "PG3 10.3" }));
  });
  it("PG 7.52, 10.3 +2 per artillery unit, not per gun: each gun's column counts it once", () => {
    for (const p of r.pieces) expect(p.column.trace.filter((t) => t.id === "artillery-target")).toHaveLength(1);
  });
  it("PG 10.3 net shift floored at −2: night and an entrenchment (−3) take 22 down to 11", () => {
    const dug = soviet("inf", "soviet-infantry", { entrenched: true });
    const down = attackColumns(battle([dug], [], night), direct, 22, situation(2), [dug])!;
    expect(down.pieces[0]!.column.header).toBe(11);
    expect(down.pieces[0]!.column.trace).toContainEqual(expect.objectContaining({ id: "table.cap-down", value: -2, rule: "PG3 10.3" }));
  });
  it("PG 10.3 \"Direct fire is the only type of fire with these maximums\": a bombardment table's caps are not applied", () => {
    const bombardment = fixtureTable("bombardment", [1, 5, 8, 12, 16, 21, 25], [], { "three-combat-units": 4 });
    const inf = [1, 2, 3].map((i) => soviet(`inf-${i}`, "soviet-infantry"));
    expect(bombardment.shiftLimits.maxUp?.value).toBe(3);
    expect(attackColumns(battle(inf), bombardment, 1, situation(3), inf)!.hex.header).toBe(16);
  });
});

describe("PG 7.51 applying a column modifier", () => {
  it("PG 7.51 (ruling A17) shifts past the top column stop there", () => {
    const inf = [1, 2, 3].map((i) => soviet(`inf-${i}`, "soviet-infantry"));
    const top = attackColumns(battle(inf), direct, 22, situation(1), inf)!.hex;
    expect(top.header).toBe(22);
    expect(ids(top.trace)).toContain("table.clamp-high");
  });
  it("PG 7.51 \"no attack on any table is ever reduced below the lowest column\", whatever the table's clamp says", () => {
    const unclamped = fixtureTable("direct", [2, 4, 7], ["night"], {}, { clampToTable: { value: false, provenance: { source: "user" } } });
    expect(pgColumn(unclamped, 2, hexModifiers(battle([], [], night), unclamped, situation(2)))?.header).toBe(2);
  });
  it("PG 10.2 (ruling A18) a strength below the lowest column makes no attack", () => {
    expect(pgColumn(direct, 1, [])).toBeNull();
    expect(attackColumns(battle(), direct, 1, situation(2), [])).toBeNull();
  });
});

describe("PG 7.52 separate column modifiers in one attack", () => {
  // SS HMG, direct fire 11, range 2, at a Soviet INF unit and a 76.2 mm artillery unit; one roll of 4 (shipped cells).
  const inf = soviet("inf", "soviet-infantry");
  const gun = soviet("gun", "soviet-76mm-gun");
  const r = attackColumns(battle([inf, gun]), pg3DirectFire, 11, situation(2), [inf, gun])!;

  it("PG 7.52 the INF on the 11 column, the gun on the 22 (+2 against artillery)", () => {
    expect(headers(r)).toEqual({ inf: 11, gun: 22 });
    expect(r.pieces[0]!.column).toBe(r.hex);
  });
  it("PG 7.52 one roll, per-target columns: 4 is M1 against the INF and X against the gun", () => {
    const cells = r.pieces.map((p) => resultAt(pg3DirectFire, p.column.index, 4));
    expect(cells.map((c) => c.code)).toEqual(["M1", "X"]);
    for (const c of cells) expect(c.provenance).toMatchObject({ source: "rules", rule: "7.52" });
    expect(pg3DirectFire.columns.slice(4, 7).map((c) => [c.value, c.provenance.source])).toEqual([
      [11, "rules"],
      [16, "rules"],
      [22, "rules"],
    ]);
  });
});

describe("PG 10.3, 1.2 the Direct Fire table's hex modifiers", () => {
  const b = battle([], [], night);
  it("PG 10.3 point-blank +2 against an adjacent hex only", () => {
    expect(ids(hexModifiers(battle(), direct, situation(1)))).toEqual(["point-blank"]);
    expect(hexModifiers(battle(), direct, situation(2))).toEqual([]);
  });
  it("PG 1.2 Night Turn: −1 on the Direct Fire table, in opportunity fire too", () => {
    expect(hexModifiers(b, direct, situation(2, true)).map((m) => [m.id, m.value])).toEqual([["night", -1]]);
  });
  it("PG 1.2, 10.3 (ruling A56) night and point-blank are the Direct Fire table's: a bombardment table listing them gets neither", () => {
    const bombardment = fixtureTable("bombardment", [1, 5, 12], ["point-blank", "night"]);
    expect(hexModifiers(b, bombardment, situation(1))).toEqual([]);
  });
});

describe("PG 16.22, 16.4 modifiers of one target piece", () => {
  const dug = soviet("dug", "soviet-infantry", { dugIn: true });
  const open = soviet("open", "soviet-infantry");
  const b = battle([dug, open]);
  it("PG 16.22 only the units actually dug in get the Dug In modifier", () => {
    expect(ids(pieceModifiers(b, direct, dug))).toEqual(["dug-in"]);
    expect(pieceModifiers(b, direct, open)).toEqual([]);
  });
  it("PG 16.22 \"Leaders are always considered dug in if any friendly units in their hex are dug in\"", () => {
    const ldr: PgLeader = leader("ldr", "soviet", HEX);
    expect(ids(pieceModifiers(b, direct, ldr))).toEqual(["dug-in"]);
    expect(pieceModifiers(battle([open]), direct, ldr)).toEqual([]);
  });
  it("PG 16.4 a unit under an entrenchment gets its modifier", () => {
    expect(ids(pieceModifiers(b, direct, soviet("ent", "soviet-infantry", { entrenched: true })))).toEqual(["entrenchment"]);
  });
});
