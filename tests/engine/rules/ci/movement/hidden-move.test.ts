import { describe, expect, it } from "vitest";
import { ciSideView } from "../../../../../src/engine/rules/ci/view/side-view";
import { ciMap, GERMAN, type BlockSpec } from "../support/fixture";
import { activation, mover } from "./support";

describe("CI 1.x Fog of War: what the other side sees of a move", () => {
  const map = ciMap();
  const m = mover(map);

  it("CI 8.x Movement, ruling R12a: a hidden mover is seen by its handle only and tips face-down — a squad and a bazooka look the same", () => {
    const seen = (x: BlockSpec) => {
      const b = activation(map, { x });
      return m.seen(b, m.command(b, "x", "0403"), GERMAN);
    };
    const squad = seen({ kind: "us-squad", at: "0402", company: "B", platoon: 1 });
    const bazooka = seen({ kind: "us-bazooka", at: "0402", company: "B" });
    expect(squad).toEqual(bazooka);
    const handle = activation(map, { x: { kind: "us-squad", at: "0402" } }).blocks.x!.handle;
    expect(squad).toMatchObject({ status: "done", events: [{ type: "moved", block: handle }, { type: "tipped", block: handle, orientation: "face-down" }] });
  });

  it("CI 8.x Movement Points: the other side's view holds no MPs of a hidden mover", () => {
    const b = m.step(activation(map, { x: { kind: "us-squad", at: "0402", company: "B", platoon: 1 } }), "x", "0403").state;
    expect(b.activation!.movers.x).toBeDefined();
    expect(ciSideView(b, GERMAN).activation!.movers).toEqual({});
  });

  it("CI 2.x Tank: a tank is revealed when it moves, before it moves, and stays face-up", () => {
    const b = activation(map, { t: { kind: "sherman", at: "0402", attachedTo: "B" } });
    const r = m.seen(b, m.command(b, "t", "0403"), GERMAN);
    expect(r).toMatchObject({ status: "done", events: [{ type: "revealed", block: "t", kind: "sherman", why: "tank" }, { type: "moved", block: "t" }, { type: "move-paid", block: "t" }] });
    expect(m.step(b, "t", "0403").state.blocks.t!.orientation).toBe("face-up");
  });

  it("CI 8.x Movement, ruling R12a: a face-up unit that moves is hidden again, face-down under a fresh handle", () => {
    const b = activation(map, { x: { kind: "us-squad", at: "0402", company: "B", platoon: 1, orientation: "face-up" } });
    const r = m.step(b, "x", "0403");
    expect(r.events.at(-1)).toMatchObject({ type: "concealed", block: "x", orientation: "face-down" });
    expect(r.state.blocks.x!.handle).not.toBeNull();
  });
});
