import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { resultFor } from "../../../../../src/engine/core/views";
import { isMounted } from "../../../../../src/engine/rules/ia/cavalry/mounted";
import { movementAllowance } from "../../../../../src/engine/rules/ia/movement/allowance";
import { mayTakeOpportunityFire } from "../../../../../src/engine/rules/ia/rules/opportunity";
import { faceOf } from "../../../../../src/engine/rules/ia/state";
import { inf, leader } from "../../../../fixtures/ia-battle";
import { after, inAction, refused, wagon, world } from "../transport/support";
import { alone, dismount, DISMOUNTED, dismountedCav, mount, MOUNTED, mountedCav, move } from "./support";

const { ia, at } = world();
const h = at(5, 5);
const far = at(18, 18);

describe("IA1 15.4 dismounting", () => {
  it("IA1 15.4 an activated mounted unit puts its dismounted piece on the map, the mounted one aside; MOVED/FIRED at once", () => {
    const b = inAction([mountedCav("c", h)], [], far);
    const { state, events } = after(ia, b, [alone("c"), dismount("c")]);
    const c = state.units.get("c")!;
    expect([c.mounted, c.full, c.reduced, c.aside, c.movedFired, isMounted(c)]).toEqual([false, DISMOUNTED.full, DISMOUNTED.reduced, MOUNTED, true, false]);
    expect(events).toEqual([
      { type: "acting", piece: "c" },
      { type: "mount-changed", unit: "c", mounted: false, rule: "IA1 15.4" },
      { type: "moved-fired", pieces: ["c"], rule: "IA1 15.4" },
    ]);
  });
  it("IA1 15.4 dismounting uses the whole segment and movement allowance: the unit moves no more", () => {
    const b = inAction([mountedCav("c", h)], [], far);
    refused(ia, b, [alone("c"), dismount("c"), move("c", at(5, 6))], "IA1 3.3");
  });
  it("IA1 15.4 a unit that has moved this segment may not dismount in it", () => {
    const b = inAction([mountedCav("c", h)], [], far);
    refused(ia, b, [alone("c"), move("c", at(5, 4)), dismount("c")], "IA1 15.4");
  });
  it("IA1 3.13, 15.4 dismounting is a Movement action: a unit designated to fire, or not activated, may not", () => {
    const b = inAction([mountedCav("c", h)], [], far);
    refused(ia, b, [alone("c", "fire"), dismount("c")], "IA1 3.13");
    refused(ia, b, [dismount("c")], "IA1 3.13");
  });
  it("IA1 15.42 demoralized cavalry cannot dismount", () => {
    const b = inAction([mountedCav("c", h, { status: "demoralized" })], [], far);
    refused(ia, b, [alone("c"), dismount("c")], "IA1 15.42");
  });
  it("IA1 15.4 a dismounted unit cannot dismount again", () => {
    const b = inAction([dismountedCav("c", h)], [], far);
    refused(ia, b, [alone("c"), dismount("c")], "IA1 15.4");
  });
});

describe("IA1 15.5, 15.51 re-mounting", () => {
  it("IA1 15.51 an activated undemoralized dismounted unit puts its mounted piece back; MOVED/FIRED at once", () => {
    const b = inAction([dismountedCav("c", h, { status: "disrupted" })], [], far);
    const { state, events } = after(ia, b, [alone("c"), mount("c")]);
    const c = state.units.get("c")!;
    expect([c.mounted, c.full, c.reduced, c.aside, c.movedFired, isMounted(c)]).toEqual([true, MOUNTED.full, MOUNTED.reduced, DISMOUNTED, true, true]);
    expect(events.map((e) => e.type)).toEqual(["acting", "mount-changed", "moved-fired"]);
    expect(events[1]).toMatchObject({ mounted: true, rule: "IA1 15.51" });
  });
  it("IA1 15.51 a unit that has moved may not re-mount in that segment; a mounted unit does not mount", () => {
    const b = inAction([dismountedCav("c", h), mountedCav("m", at(7, 7))], [], far);
    refused(ia, b, [alone("c"), move("c", at(5, 4)), mount("c")], "IA1 15.51");
    refused(ia, b, [alone("m"), mount("m")], "IA1 15.51");
  });
  it("IA1 15.4 units dismount and re-mount as often as desired: once a turn each, since each uses the unit's activation", () => {
    const b = inAction([mountedCav("c", h)], [], far);
    const once = after(ia, b, [alone("c"), dismount("c")]).state;
    const next = { ...once, activation: null, units: new Map([...once.units].map(([id, u]) => [id, { ...u, movedFired: false }])) };
    expect(after(ia, next, [alone("c"), mount("c")]).state.units.get("c")!.full).toEqual(MOUNTED.full);
  });
});

describe("IA1 15.1 two pieces, one unit", () => {
  it("IA1 15.1 only a cavalry unit with its other piece mounts or dismounts", () => {
    const b = inAction([inf("i", "R", h), mountedCav("c", at(7, 7), { aside: undefined })], [], far);
    refused(ia, b, [alone("i"), dismount("i")], "IA1 15.1");
    refused(ia, b, [alone("c"), dismount("c")], "IA1 15.1");
  });
  it("IA1 15.1 a step loss is the unit's: after it, the piece put on the map shows its reduced side", () => {
    const b = inAction([mountedCav("c", h, { steps: 1 })], [], far);
    const c = after(ia, b, [alone("c"), dismount("c")]).state.units.get("c")!;
    expect([c.steps, faceOf(c)]).toEqual([1, DISMOUNTED.reduced]);
  });
  it("IA1 15.1, 5.1 the movement allowance is the piece's on the map: 8 mounted, 4 dismounted (test pieces)", () => {
    const b = inAction([mountedCav("c", h)], [], far);
    expect(movementAllowance(b.units.get("c")!)).toBe(8);
    expect(movementAllowance(after(ia, b, [alone("c"), dismount("c")]).state.units.get("c")!)).toBe(4);
  });
  it("IA1 15.6, 13.24 mounted cavalry takes no opportunity fire; dismounted cavalry does", () => {
    expect([mayTakeOpportunityFire(mountedCav("c", h)), mayTakeOpportunityFire(dismountedCav("c", h))]).toEqual([false, true]);
  });
  it("IA1 15.6, 5.66 cavalry is never transported, mounted or dismounted", () => {
    const b = inAction([mountedCav("c", h), dismountedCav("d", h), wagon("w", h)], [], far);
    const load = (unit: string) => ({ type: "load", side: "R", transport: "w", unit }) as const;
    refused(ia, b, [{ type: "activate", side: "R", root: { stack: h }, pieces: { c: "move", w: "move" } }, load("c")], "IA1 5.66");
    refused(ia, b, [{ type: "activate", side: "R", root: { stack: h }, pieces: { d: "move", w: "move" } }, load("d")], "IA1 5.66");
  });
  it("IA1 15.2 infantry leaders cannot activate cavalry, even dismounted, to dismount or re-mount", () => {
    const b = inAction([dismountedCav("c", h)], [leader("capt", "R", h)], far);
    refused(ia, b, [{ type: "activate", side: "R", root: { leader: "capt" }, pieces: { capt: "move", c: "move" } }, mount("c")], "IA1 3.12, 3.2");
  });
});

describe("IA1 16.5 changing pieces in hiding", () => {
  it("IA1 16.5, 15.4 a hidden unit that dismounts stays hidden, and the enemy is not told", () => {
    const b = inAction([mountedCav("c", h, { hidden: true })], [], far);
    const activated = after(ia, b, [alone("c")]).state;
    const r = runCommand(ia, activated, dismount("c"), new ScriptedDice([]));
    if (r.status !== "done") throw new Error(r.status);
    expect([r.state.units.get("c")!.hidden, r.state.units.get("c")!.mounted]).toEqual([true, false]);
    const seen = resultFor(ia, activated, r, "G");
    expect(seen).toMatchObject({ status: "done" });
    expect(JSON.stringify(seen)).not.toContain('"c"');
    expect(JSON.stringify(resultFor(ia, activated, r, "R"))).toContain("mount-changed");
  });
});
