import { describe, expect, it } from "vitest";
import { atOpportunityFires, isArmorEfficient, type ArmorEfficiencyFacts } from "../../../../../src/engine/rules/pg/at/armor-efficiency";
import { counter } from "./fixtures";

const facts = (over: Partial<ArmorEfficiencyFacts> = {}): ArmorEfficiencyFacts => ({ nationality: "german", guards: false, year: 1941, showing: "full", ...over });
const efficient = (id: string, over: Partial<ArmorEfficiencyFacts> = {}) => isArmorEfficient(counter(id), facts(over));

describe("PG 11.2 armor efficiency", () => {
  it("PG 11.2 a full-strength German AFV is armor-efficient in any year", () => {
    for (const year of [1939, 1941, 1945]) expect(efficient("tank-5-5", { year }), String(year)).toBe(true);
  });
  it("PG 11.2 full strength only: the same AFV reduced is not", () => {
    expect(efficient("tank-5-5", { showing: "reduced" })).toBe(false);
  });
  it("PG 11.2 Soviet: only Guards, and only in 1943 or later", () => {
    expect(efficient("tank-5-5", { nationality: "soviet", guards: true, year: 1942 })).toBe(false);
    expect(efficient("tank-5-5", { nationality: "soviet", guards: true, year: 1943 })).toBe(true);
    expect(efficient("tank-5-5", { nationality: "soviet", guards: false, year: 1945 })).toBe(false);
    expect(efficient("tank-5-5", { nationality: "soviet", guards: true, year: 1943, showing: "reduced" })).toBe(false);
  });
  it("PG 11.2 American, Commonwealth, French and Polish: 1944 or later", () => {
    for (const nationality of ["american", "commonwealth", "french", "polish"] as const) {
      expect(efficient("tank-5-5", { nationality, year: 1943 }), nationality).toBe(false);
      expect(efficient("tank-5-5", { nationality, year: 1944 }), nationality).toBe(true);
    }
  });
  it("PG 11.2 a nationality the rule does not name never is, Guards or not", () => {
    expect(efficient("tank-5-5", { nationality: "other", guards: true, year: 1945 })).toBe(false);
  });
  it("PG 11.2 an AT fire value of 0 or more: 0 is enough, −1 or none is not", () => {
    expect(efficient("tank-at-0")).toBe(true);
    expect(efficient("tank-at-minus-1")).toBe(false);
    expect(efficient("apc")).toBe(false);
  });
  it("PG 11.2 AFVs only: a German AT gun is not", () => {
    expect(efficient("at-gun")).toBe(false);
  });
});

describe("PG 13.0 AT opportunity fires per turn", () => {
  const fires = (id: string, over: Partial<ArmorEfficiencyFacts> = {}) => atOpportunityFires(counter(id), facts(over));
  it("PG 13.0 an armor-efficient AFV (11.2) may make two", () => {
    expect(fires("tank-5-5")).toBe(2);
    expect(fires("tank-5-5", { nationality: "american", year: 1944 })).toBe(2);
  });
  it("PG 13.0 other units with AT fire values one: reduced, too early, a negative value, no AFV", () => {
    expect(fires("tank-5-5", { showing: "reduced" })).toBe(1);
    expect(fires("tank-5-5", { nationality: "american", year: 1943 })).toBe(1);
    expect(fires("tank-at-minus-1")).toBe(1);
    expect(fires("at-gun")).toBe(1);
  });
  it("PG 13.0 a unit with no AT value on the side showing has none", () => {
    expect(fires("apc")).toBe(0);
    expect(fires("infantry")).toBe(0);
    expect(fires("at-gun", { showing: "limbered" })).toBe(0);
  });
});
