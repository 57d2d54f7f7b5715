import { describe, expect, it } from "vitest";
import { splitParts } from "../../../../../src/engine/rules/pg/fire/hmg-split";
import { pgUnit } from "./fixtures";

const HMG = pgUnit("hmg", "german-hmg");
const DISRUPTED = pgUnit("hmg", "german-hmg", { status: "disrupted" });
const own = { opportunity: false };

describe("PG 7.23 split fire", () => {
  it("PG 7.23 HMG 9 splits 3/3/3: \"a German 9-5 HMG can hit three separate targets at a strength of 3 each\"", () => {
    expect(splitParts(HMG, [3, 3, 3], own)).toEqual({ allowed: true, value: 9, parts: [3, 3, 3] });
    expect(splitParts(HMG, [4, 5], own)).toEqual({ allowed: true, value: 9, parts: [4, 5] });
  });
  it("PG 7.23 parts below 3 refused", () => {
    expect(splitParts(HMG, [3, 4, 2], own)).toEqual({ allowed: false, rule: "7.23", reason: "part-below-minimum" });
  });
  it("PG 7.23 (ruling A15) all the points are used, no more", () => {
    expect(splitParts(HMG, [3, 3], own)).toMatchObject({ allowed: false, reason: "not-its-value" });
    expect(splitParts(HMG, [3, 3, 4], own)).toMatchObject({ allowed: false, reason: "not-its-value" });
    expect(splitParts(HMG, [8], own)).toMatchObject({ allowed: false, reason: "not-its-value" });
  });
  it("PG 7.23 no split in opportunity fire; the whole value may still fire", () => {
    const opportunity = { opportunity: true };
    expect(splitParts(HMG, [3, 3, 3], opportunity)).toEqual({ allowed: false, rule: "7.23", reason: "opportunity-fire" });
    expect(splitParts(HMG, [9], opportunity)).toMatchObject({ allowed: true, parts: [9] });
  });
  it("PG 7.23 only an HMG may split: an ENG of 6 may not fire 3 and 3", () => {
    expect(splitParts(pgUnit("eng", "engineer"), [3, 3], own)).toEqual({ allowed: false, rule: "7.23", reason: "not-an-hmg" });
    expect(splitParts(pgUnit("eng", "engineer"), [6], own)).toMatchObject({ allowed: true, parts: [6] });
  });
  it("PG 7.23 the SS HMG's 11 splits 3/4/4", () => {
    expect(splitParts(pgUnit("ss", "ss-hmg"), [3, 4, 4], own)).toMatchObject({ allowed: true, parts: [3, 4, 4] });
  });
});

describe("PG 14.2, 14.3, 6.42 what is split (ruling A15)", () => {
  it("PG 14.2 a disrupted HMG is halved first: 9 → 5, which does not split", () => {
    expect(splitParts(DISRUPTED, [3, 2], own)).toMatchObject({ allowed: false, reason: "part-below-minimum" });
    expect(splitParts(DISRUPTED, [3, 3], own)).toMatchObject({ allowed: false, reason: "not-its-value" });
    expect(splitParts(DISRUPTED, [5], own)).toEqual({ allowed: true, value: 5, parts: [5] });
  });
  it("PG 14.3 a demoralized HMG does not fire", () => {
    expect(splitParts(pgUnit("hmg", "german-hmg", { status: "demoralized" }), [9], own)).toEqual({ allowed: false, rule: "14.3", reason: "firer-demoralized" });
  });
  it("PG 6.42 (ruling A15) the leader's modifier goes whole to one part", () => {
    expect(splitParts(HMG, [3, 3, 3], { opportunity: false, bonus: { combat: 1, part: 1 } })).toEqual({ allowed: true, value: 9, parts: [3, 4, 3] });
  });
  it("PG 6.42, 14.2 (ruling A12) the modifier is added after halving and does not make a split: disrupted 5 + 1", () => {
    const led = { opportunity: false, bonus: { combat: 1, part: 0 } };
    expect(splitParts(DISRUPTED, [5], led)).toMatchObject({ allowed: true, parts: [6] });
    expect(splitParts(DISRUPTED, [3, 3], led)).toMatchObject({ allowed: false, reason: "not-its-value" });
  });
});
