import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { STATUS, STATUS_EFFECTS, statusesOf } from "../../../../src/foundry/rulesets/ia/statuses";
import { inf, leader } from "../../../fixtures/ia-battle";
import { isLangKey } from "../../../support/lang";

const root = join(import.meta.dirname, "../../../..");

describe("status effects", () => {
  it("Disrupted, Demoralized, Moved/Fired, Opportunity Fire, Spotted, Dug In, Limbered, Mounted: ids ht-<name>", () => {
    expect(STATUS_EFFECTS.map((s) => s.id)).toEqual([
      "ht-disrupted",
      "ht-demoralized",
      "ht-moved-fired",
      "ht-opportunity-fire",
      "ht-spotted",
      "ht-dug-in",
      "ht-limbered",
      "ht-mounted",
    ]);
  });

  it("each has a static 16-character _id, unique, so the effect it creates is found by id", () => {
    const ids = STATUS_EFFECTS.map((s) => s._id);
    expect(ids).toEqual(["htDisrupted00000", "htDemoralized000", "htMovedFired0000", "htOpportunityFir", "htSpotted0000000", "htDugIn000000000", "htLimbered000000", "htMounted0000000"]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names are lang keys; icons ship with the system; none is offered on the token HUD (the battle decides them)", () => {
    for (const s of STATUS_EFFECTS) {
      expect(isLangKey(s.name)).toBe(true);
      expect(existsSync(join(root, s.img.replace("systems/hex-tactics/", "")))).toBe(true);
      expect(s.hud).toBe(false);
    }
  });
});

describe("statusesOf: an Infantry Attacks piece's statuses", () => {
  it("a unit in good order, unmarked, shows none", () => {
    expect(statusesOf(inf("u1", "a", 0))).toEqual([]);
  });

  it("IA1 14.2, 14.3: disrupted or demoralized", () => {
    expect(statusesOf({ ...inf("u1", "a", 0), status: "disrupted" })).toEqual([STATUS.disrupted]);
    expect(statusesOf({ ...leader("l1", "a", 0), status: "demoralized" })).toEqual([STATUS.demoralized]);
  });

  it("IA1 7.46: MOVED/FIRED, and an MG's OPPORTUNITY FIRE marker after its first shot (13.1)", () => {
    expect(statusesOf({ ...inf("u1", "a", 0), movedFired: true })).toEqual([STATUS["moved-fired"]]);
    expect(statusesOf({ ...inf("u1", "a", 0, { kind: "MG", company: false }), oppFire: true })).toEqual([STATUS["opportunity-fire"]]);
    expect(statusesOf({ ...leader("l1", "a", 0), movedFired: true })).toEqual([STATUS["moved-fired"]]);
  });

  it("IA1 8.52 SPOTTED, 5.61 limbered, 15.1 mounted cavalry", () => {
    expect(statusesOf({ ...inf("u1", "a", 0), spotted: true })).toEqual([STATUS.spotted]);
    expect(statusesOf({ ...inf("u1", "a", 0, { kind: "ART", company: false }), limbered: true })).toEqual([STATUS.limbered]);
    expect(statusesOf({ ...inf("u1", "a", 0, { kind: "CAV" }), mounted: true })).toEqual([STATUS.mounted]);
  });

  it("IA1 16.2: Dug In once the battle holds it for a piece", () => {
    expect(statusesOf({ ...inf("u1", "a", 0), dugIn: true } as Parameters<typeof statusesOf>[0])).toEqual([STATUS["dug-in"]]);
  });

  it("several at once, in the list's order", () => {
    const unit = { ...inf("u1", "a", 0, { kind: "MG", company: false }), status: "disrupted" as const, movedFired: true, spotted: true, limbered: true };
    expect(statusesOf(unit)).toEqual([STATUS.disrupted, STATUS["moved-fired"], STATUS.spotted, STATUS.limbered]);
  });
});
