import { describe, expect, it } from "vitest";
import { altered, at, battle, fromJson, refusals, toJson, unit } from "../state/fixtures";
import { factors } from "./fixtures";

const b = () => battle([unit("g", "german", "german-infantry", { hex: at(3, 3) })], [], { offboard: factors("german", 20, 2, "german"), smokeAllowed: true });

describe("PG 9.2, 15.1 battle state: off-board factors and aircraft", () => {
  it("PG 9.2 the factors go through a saved game unchanged", () => {
    expect(fromJson(toJson(b())).offboard).toEqual(b().offboard);
  });
  it("PG 9.2 a factor of no side of the battle, or with a piece's id, is refused at its path", () => {
    expect(refusals(altered(b(), (j) => (j.offboard[0].side = "martian")))).toEqual([expect.objectContaining({ path: "$.offboard[0].side" })]);
    expect(refusals(altered(b(), (j) => (j.offboard[1].id = "g")))).toEqual([expect.objectContaining({ path: "$.offboard[1].id" })]);
  });
});
