import { describe, expect, it } from "vitest";
import { resultAt } from "../../../../../src/engine/data/table-lookup";
import { ia1DirectFire } from "../../../../../src/engine/rules/ia/data";
import { inf, leader } from "../../../../fixtures/ia-battle";
import { cav, done, mg, ofType, shipped } from "../fire/support";
import { at, fixture, moveTo, moving, shotId } from "./support";

const ids = (trace: readonly { id: string; value: number }[]) => trace.filter((t) => !t.id.startsWith("table.")).map((t) => [t.id, t.value]);

describe("IA1 13.15 the worked example", () => {
  // A German mounted CAV enters a hex three hexes from a previously unactivated Russian MG of fire strength 7.
  const state = () =>
    moving([cav("cav", "G", at(0, 4)), mg("mg", "R", at(0, 0), { full: { direct: 7, bombardment: 0, range: 8, movement: 1 } })], [], ["cav"]);
  it("IA1 13.15 example: fire 7 at +2 (−1 range, +1 opportunity, +1 company CAV, +1 mounted) on the 16 column; a 6 is M", () => {
    // The fire roll (6), then the CAV's morale check (M, passed); then nobody is left to fire.
    const { events, asked } = done(shipped, state(), moveTo("cav", at(0, 3)), [3, 3, 2, 2], { [shotId("cav", at(0, 3))]: ["mg"] });
    expect(asked).toEqual([]);
    const [fire] = ofType(events, "fire-resolved");
    expect(fire).toMatchObject({ firers: ["mg"], at: at(0, 3), strength: 7, roll: { total: 6 }, rule: "IA1 13.1" });
    expect(fire!.results.map((r) => [r.piece, r.column, r.result, r.source])).toEqual([["cav", 16, "M", "rules"]]);
    expect(ids(fire!.results[0]!.trace!).sort()).toEqual(
      [
        ["companies", 1],
        ["long-range", -1],
        ["mounted-cavalry", 1],
        ["opportunity-fire", 1],
      ].sort(),
    );
    expect(fire!.results[0]!.trace!.find((t) => t.id === "opportunity-fire")).toMatchObject({ rule: "IA1 13.15" });
    expect(ofType(events, "morale-checked").map((e) => [e.piece, e.result, e.passed])).toEqual([["cav", 4, true]]);
  });
  it("IA1 13.15 the 16 column's 6 is the rules' own cell", () => {
    const col = ia1DirectFire.columns.findIndex((c) => c.value === 16);
    expect(resultAt(ia1DirectFire, col, 6)).toMatchObject({ code: "M", provenance: { source: "rules", rule: "13.15" } });
  });
  it("IA1 13.15 example: if it passes it may keep moving, and the MG may fire its second shot in the next hex", () => {
    const first = done(shipped, state(), moveTo("cav", at(0, 3)), [3, 3, 2, 2], { [shotId("cav", at(0, 3))]: ["mg"] }).state;
    expect(first.units.get("mg")!.oppFire).toBe(true);
    const { asked } = done(shipped, first, moveTo("cav", at(1, 2)));
    expect(asked.map((d) => [d.id, d.options])).toEqual([[shotId("cav", at(1, 2)), ["pass", ["mg"]]]]);
  });
});

describe("IA1 13.12, 4.2 stacking counts the mover only", () => {
  const stackShift = (mover: ReturnType<typeof inf>, stationary: ReturnType<typeof inf>[], withLeaders?: string[]) => {
    const leaders = withLeaders ? [leader("capt", "G", at(0, 4))] : [];
    const b = moving([mover, ...stationary, inf("r", "R", at(0, 1))], leaders, ["g", ...leaders.map((l) => l.id)]);
    const { events } = done(fixture, b, moveTo("g", at(0, 3), withLeaders), [6, 6], { [shotId("g", at(0, 3))]: ["r"] });
    const [fire] = ofType(events, "fire-resolved");
    return { companies: fire!.trace.find((t) => t.id === "companies")?.value ?? 0, pieces: fire!.results.map((r) => [r.piece, r.column]) };
  };
  it("IA1 13.12 a company entering a hex with another company: +1, not +2", () => {
    expect(stackShift(inf("g", "G", at(0, 4)), [inf("s", "G", at(0, 3))]).companies).toBe(1);
  });
  it("IA1 4.2 a non-company mover (an MG) entering a hex of two companies: no stacking modifier", () => {
    expect(stackShift(mg("g", "G", at(0, 4)), [inf("s1", "G", at(0, 3)), inf("s2", "G", at(0, 3))]).companies).toBe(0);
  });
  it("IA1 13.12 a leader moving with a company shares its +1 and its column", () => {
    expect(stackShift(inf("g", "G", at(0, 4)), [], ["capt"])).toEqual({ companies: 1, pieces: [["g", 20], ["capt", 20]] });
  });
});

describe("IA1 7.43, 7.63, 7.45 only the moving pieces are affected", () => {
  it("IA1 7.63 an X costs the mover a step; the unit and leader already in the hex neither lose steps nor check morale", () => {
    const b = moving([inf("g", "G", at(0, 4)), inf("s", "G", at(0, 3)), inf("r", "R", at(0, 1))], [leader("old", "G", at(0, 3))], ["g"]);
    // 4 is X; then the mover's M2 check (passed).
    const { events, state } = done(fixture, b, moveTo("g", at(0, 3)), [2, 2, 1, 1], { [shotId("g", at(0, 3))]: ["r"] });
    expect(ofType(events, "fire-resolved")[0]!.results.map((r) => r.piece)).toEqual(["g"]);
    expect(ofType(events, "steps-lost").map((e) => e.unit)).toEqual(["g"]);
    expect(ofType(events, "morale-checked").map((e) => e.piece)).toEqual(["g"]);
    expect(ofType(events, "leader-casualty-rolled")).toEqual([]);
    expect([state.units.get("g")!.steps, state.units.get("s")!.steps]).toEqual([1, 2]);
  });
  it("IA1 7.43, 7.45 a leader moving with the unit is affected too: his own morale check (first, 14.12) and casualty roll", () => {
    const b = moving([inf("g", "G", at(0, 4)), inf("r", "R", at(0, 1))], [leader("capt", "G", at(0, 4)), leader("old", "G", at(0, 3))], ["g", "capt"]);
    // X; the leader's M2 check, the unit's; the leader's casualty roll (one step lost).
    const { events } = done(fixture, b, moveTo("g", at(0, 3), ["capt"]), [2, 2, 1, 1, 1, 1, 6, 6], { [shotId("g", at(0, 3))]: ["r"] });
    expect(ofType(events, "morale-checked").map((e) => e.piece)).toEqual(["capt", "g"]);
    expect(ofType(events, "leader-casualty-rolled").map((e) => [e.leader, e.stepsLost])).toEqual([["capt", 1]]);
  });
  it("IA1 6.71, 7.63 an X against a leader moving alone eliminates him, not the leader who stays in the hex", () => {
    const b = moving([inf("r", "R", at(0, 1))], [leader("capt", "G", at(0, 4)), leader("old", "G", at(0, 3))], ["capt"]);
    const { state } = done(fixture, b, moveTo("capt", at(0, 3)), [2, 2], { [shotId("capt", at(0, 3))]: ["r"] });
    expect(state.eliminated).toEqual(["capt"]);
    expect(state.leaders.get("old")).toBeDefined();
  });
});

describe("IA1 13.22 disrupted firers", () => {
  it("IA1 13.22 a disrupted unit fires at half strength, rounded up", () => {
    const b = moving([inf("g", "G", at(0, 4)), inf("r", "R", at(0, 1), { status: "disrupted" })], [], ["g"]);
    const [fire] = ofType(done(fixture, b, moveTo("g", at(0, 3)), [6, 6], { [shotId("g", at(0, 3))]: ["r"] }).events, "fire-resolved");
    expect(fire!.strength).toBe(3);
  });
});

describe("IA1 13.13 leadership for the mover's morale check", () => {
  const check = (helper: ReturnType<typeof leader>) => {
    const b = moving([inf("g", "G", at(0, 4)), inf("r", "R", at(0, 0))], [helper], ["g"]);
    // 7 is M; the mover's check.
    const [m] = ofType(done(fixture, b, moveTo("g", at(0, 3)), [3, 4, 4, 4], { [shotId("g", at(0, 3))]: ["r"] }).events, "morale-checked");
    return m!.leader;
  };
  it("IA1 13.13 a non-moving good-order leader of its type in an adjacent hex helps", () => {
    expect(check(leader("adj", "G", at(1, 3)))).toBe("adj");
  });
  it("IA1 13.13 a non-moving disrupted leader helps only from the same hex", () => {
    expect(check(leader("adj", "G", at(1, 3), { status: "disrupted" }))).toBeNull();
    expect(check(leader("here", "G", at(0, 3), { status: "disrupted" }))).toBe("here");
  });
});
