import { describe, expect, it } from "vitest";
import { pg3Assault, pg3DirectFire } from "../../../../../src/engine/rules/pg/data";
import { moraleLevel } from "../../../../../src/engine/rules/pg/fire/after-losses";
import { reaches } from "../../../../../src/engine/rules/pg/fire/reach";
import type { PgUnit } from "../../../../../src/engine/rules/pg/state/pieces";
import { at, battle, leader, load, pgUnit } from "./fixtures";

const HEX = at(8, 8);
const placed = (id: string, type: string): PgUnit => ({ ...pgUnit(id, type), hex: HEX });
// M2 and X are fixed by the rules (14.1, 7.61); M on the Assault table too (7.25).
const M2 = pg3DirectFire.results["M2"]!;
const X = pg3DirectFire.results["X"]!;

/** A hex of an INF, a Tiger, an SPW 251 carrying an HMG and a leader, and a truck carrying a second INF. */
function hex() {
  const units = [placed("inf", "german-infantry"), placed("tiger", "tiger"), placed("spw", "spw-251"), placed("hmg", "german-hmg"), placed("truck", "opel-blitz"), placed("inf2", "german-infantry")];
  const [, , spw, hmg, truck, inf2] = units;
  load(spw!, hmg!);
  load(truck!, inf2!);
  const ldr = { ...leader("ldr", "german", HEX), carriedBy: "spw" };
  const b = battle(units, [ldr]);
  return { b, units, ldr, unit: (id: string) => b.units.get(id)! };
}

describe("PG 7.25, 7.41 armor immunity", () => {
  const { b, unit, ldr } = hex();
  it("PG 7.41 an M2 reaches the INF, the truck and its cargo; not the Tiger, the APC, nor what the APC carries", () => {
    const reached = ["inf", "tiger", "spw", "hmg", "truck", "inf2"].filter((id) => reaches(b, unit(id), M2, "fire"));
    expect(reached).toEqual(["inf", "truck", "inf2"]);
    expect(reaches(b, ldr, M2, "fire")).toBe(false);
  });
  it("PG 7.25 \"immune to all but an X or #X result\": an X reaches them all", () => {
    expect(["tiger", "spw", "hmg"].every((id) => reaches(b, unit(id), X, "fire")) && reaches(b, ldr, X, "fire")).toBe(true);
  });
  it("PG 7.25 \"Armor gives no protection on the Assault Table\": an M reaches the Tiger", () => {
    expect(reaches(b, unit("tiger"), pg3Assault.results["M"]!, "assault")).toBe(true);
  });
});

describe("PG 7.41, 7.61 the morale check a result calls for in a piece", () => {
  const { b } = hex();
  const level = (id: string, result: string) => moraleLevel(b, b.units.get(id)!, pg3DirectFire, "fire", result);

  it("PG 7.41 an M2: the units it reaches check at +2; the AFVs and what an APC carries not at all (7.25)", () => {
    expect(["inf", "truck", "tiger", "spw", "hmg"].map((id) => level(id, "M2"))).toEqual([2, 2, null, null, null]);
  });
  it("PG 7.61 (ruling A10) an X: the surviving APC and its cargo check M2, the Tiger M", () => {
    expect(["inf", "tiger", "spw", "hmg"].map((id) => level(id, "X"))).toEqual([2, 0, 2, 2]);
  });
  it("PG 7.61, 7.52 (ruling) a closed-top AFV checks M only where its own result is an X: read on another column, an M2 leaves it alone", () => {
    expect([level("tiger", "X"), level("tiger", "M2")]).toEqual([0, null]);
  });
});
