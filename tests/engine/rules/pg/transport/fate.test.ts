import { describe, expect, it } from "vitest";
import { shareStepLosses } from "../../../../../src/engine/rules/pg/transport/fate";
import { forceUnload } from "../../../../../src/engine/rules/pg/transport/forced-unload";
import { activate, applied, at, battle, called, leader, loaded, playAll, riding, unit } from "./fixtures";

const HERE = at(4, 8);
/** A two-step truck carrying a rifle unit (two steps) and leader `l`. */
const truck = (cargo = unit("i", "infantry", HERE)) => {
  const [t, ls] = riding(unit("k", "truck", HERE), [leader("l", "soviet", HERE, 3)]);
  return battle(loaded(t, cargo), ls);
};

describe("PG 5.65 taking damage: everything aboard suffers the same fate as the transport (ruling A9)", () => {
  it("PG 5.65 the transport eliminated, its unit and its leaders are eliminated with it", () => {
    const after = applied(truck(), { type: "eliminated", piece: "k", rule: "PG 11.1" });
    expect([after.units.has("i"), after.leaders.has("l")]).toEqual([false, false]);
    expect(after.eliminated).toEqual(["i", "k", "l"]);
  });
  it("PG 5.65 the transport's last step lost, its leaders go with it", () => {
    const after = applied(truck(), { type: "steps-lost", unit: "k", steps: 2, rule: "PG 7.61" });
    expect([after.units.has("k"), after.units.has("i"), after.leaders.has("l")]).toEqual([false, false, false]);
  });
  it("PG 5.65 each step the transport loses, its unit loses one (ruling A9)", () => {
    const r = called(truck(), (ctx) => {
      ctx.emit({ type: "steps-lost", unit: "k", steps: 1, rule: "PG 7.61" });
      shareStepLosses(ctx, "k", 1, "PG 5.65");
    });
    expect(r).toMatchObject({ status: "done" });
    if (r.status !== "done") return;
    expect(r.record.events.at(-1)).toEqual({ type: "steps-lost", unit: "i", steps: 1, rule: "PG 5.65" });
    expect([r.state.units.get("k")!.steps, r.state.units.get("i")!.steps, r.state.leaders.has("l")]).toEqual([1, 1, true]);
  });
  it("PG 5.65 a leader aboard eliminated on his own leaves his transport", () => {
    const after = applied(truck(), { type: "eliminated", piece: "l", rule: "PG 6.7" });
    expect(after.units.get("k")!.leadersAboard).toEqual([]);
  });
});

describe("PG 5.66 forced unloading (for PG morale to call)", () => {
  it("PG 5.66 a transport disrupted: everything it carries is disrupted too and unloads at once", () => {
    const r = called(truck(), (ctx) => {
      ctx.emit({ type: "status-changed", piece: "k", status: "disrupted", rule: "PG 14.1" });
      forceUnload(ctx, "k");
    });
    if (r.status !== "done") throw new Error(JSON.stringify(r));
    expect(r.record.events.slice(1)).toEqual([
      { type: "status-changed", piece: "i", status: "disrupted", rule: "PG 5.65" },
      { type: "unloaded", transport: "k", unit: "i", rule: "PG 5.66" },
      { type: "status-changed", piece: "l", status: "disrupted", rule: "PG 5.65" },
      { type: "unloaded", transport: "k", unit: "l", rule: "PG 5.66" },
    ]);
    const s = r.state;
    expect([s.units.get("k")!.carrying, s.units.get("k")!.leadersAboard, s.units.get("i")!.hex, s.leaders.get("l")!.carriedBy]).toEqual([null, [], HERE, null]);
  });
  it("PG 5.66 weapon and mortar units unload on their limbered sides", () => {
    for (const type of ["light-gun", "mortar"]) {
      const r = called(truck(unit("w", type, HERE)), (ctx) => {
        ctx.emit({ type: "status-changed", piece: "k", status: "demoralized", rule: "PG 14.1" });
        forceUnload(ctx, "k");
      });
      if (r.status !== "done") throw new Error(JSON.stringify(r));
      expect(r.record.events).toContainEqual({ type: "limbered", unit: "w", limbered: true, rule: "PG 5.66" });
      expect([r.state.units.get("w")!.limbered, r.state.units.get("w")!.status]).toEqual([true, "demoralized"]);
    }
  });
  it("PG 5.66 what rode a transport that activated this turn activated with it: MOVED/FIRED", () => {
    const b = playAll(truck(), [activate(["k"])]);
    const r = called(b, (ctx) => {
      ctx.emit({ type: "status-changed", piece: "k", status: "disrupted", rule: "PG 13.1" });
      forceUnload(ctx, "k");
    });
    if (r.status !== "done") throw new Error(JSON.stringify(r));
    expect(r.record.events.at(-1)).toEqual({ type: "moved-fired", pieces: ["i", "l"], rule: "PG 5.66" });
    const idle = called(truck(), (ctx) => forceUnload(ctx, "k"));
    expect(idle.status === "done" && idle.record.events.some((e) => e.type === "moved-fired")).toBe(false);
  });
});
