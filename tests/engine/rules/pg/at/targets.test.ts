import { describe, expect, it } from "vitest";
import { atArmor } from "../../../../../src/engine/rules/pg/at/targets";
import { counter, counterType, table } from "./fixtures";

describe("PG 11.0, 11.11 AT targets and the armor they subtract", () => {
  it("PG 11.1 an AFV subtracts its printed armor, 0 included (1.2), with the counter's provenance", () => {
    const tank = counter("tank-armor-4");
    expect(atArmor(tank, table)).toEqual({ value: 4, provenance: counterType("tank-armor-4").armor.provenance, rule: "11.1" });
    expect(atArmor(counter("tank-armor-0"), table)?.value).toBe(0);
  });
  it("PG 11.11 a truck is armor −1, the table's rules cell", () => {
    expect(atArmor(counter("truck"), table)).toEqual({ value: -1, provenance: { source: "rules", rule: "11.11" }, rule: "11.11" });
  });
  it("PG 11.0 only trucks and AFVs are AT targets: not wagons, sledges, personnel or unarmored guns (ruling N7)", () => {
    for (const id of ["wagon", "sledge", "infantry", "at-gun"]) expect(atArmor(counter(id), table), id).toBeNull();
  });
});
