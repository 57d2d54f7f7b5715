import { describe, expect, it } from "vitest";
import { concealedRef } from "../../../../../src/engine/core/presence";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map";
import { CiBattleJson } from "../../../../../src/engine/rules/ci/state";
import { blockNamed, nameFor } from "../../../../../src/engine/rules/ci/state/handles";
import { ciPresence, ciPrivateLayer, ciSideView, ciEventSeen } from "../../../../../src/engine/rules/ci/view/side-view";
import { ciBattle, ciMap, ciRunner, GERMAN, US } from "../support/fixture";

const map = ciMap();
const battle = () =>
  ciBattle(map, {
    blocks: {
      "us-1": { kind: "us-squad", at: "0304", company: "B", platoon: 1, strength: 3 },
      "us-2": { kind: "us-mg-30", at: "0304", company: "B", orientation: "face-up" },
      "ger-1": { kind: "ger-squad", at: "0506", company: "A", platoon: 2, strength: 2, halfHit: true },
      "ger-2": { kind: "ger-mg42", at: "0506", company: "A", orientation: "face-down", acted: true },
      "ger-3": { kind: "ger-squad", at: "0606", company: "A", platoon: 2, orientation: "face-up" },
    },
  });

describe("CI 1.x Blocks: what the other side may know of a block", () => {
  it("CI 1.x Blocks: a side sees its own blocks and the enemy's face-up ones in full, the enemy's hidden ones only by handle, hex, side, lie and acted", () => {
    const b = battle();
    const v = ciSideView(b, US);
    expect(Object.keys(v.blocks).sort()).toEqual(["ger-3", "us-1", "us-2"]);
    expect(v.salt).toBeUndefined();
    expect(v.unknown).toEqual(
      [
        { ref: b.blocks["ger-1"]!.handle, side: GERMAN, hex: b.blocks["ger-1"]!.hex, orientation: "upright", acted: false },
        { ref: b.blocks["ger-2"]!.handle, side: GERMAN, hex: b.blocks["ger-2"]!.hex, orientation: "face-down", acted: true },
      ].sort((x, y) => (x.ref! < y.ref! ? -1 : 1)),
    );
    // Nothing of the hidden blocks' identity is anywhere in the view (its roster is the edition's whole: it tells nothing).
    expect(JSON.stringify(v)).not.toMatch(/ger-1|ger-2/);
    expect(JSON.stringify({ blocks: v.blocks, unknown: v.unknown })).not.toContain("ger-mg42");
    expect(Object.keys(v.roster.kinds)).toEqual(Object.keys(b.roster.kinds));
    // The view is a battle (the oracle's answer `as` a side and what its queries run on).
    expect(decodeOnMap(map, CiBattleJson, JSON.parse(JSON.stringify(encodeOnMap(map, CiBattleJson, v))), "view")).toEqual(v);
  });

  it("CI 1.x Blocks: a hidden block's handle is the keyed hash of its id under the battle's secret, fresh each time it is concealed", () => {
    const b = battle();
    expect(b.blocks["ger-1"]!.handle).toBe(concealedRef("fixture-salt", "ger-1", 0));
    expect(nameFor(b, "ger-1", US)).toBe(b.blocks["ger-1"]!.handle);
    expect(nameFor(b, "ger-1", GERMAN)).toBe("ger-1");
    expect(nameFor(b, "ger-3", US)).toBe("ger-3");
  });

  it("CI 1.x Blocks: a side names its hidden block by its handle (its id would be echoed), a face-up one by its id", () => {
    const b = battle();
    expect(blockNamed(b, US, b.blocks["us-1"]!.handle!)).toBe("us-1");
    expect(blockNamed(b, US, "us-1")).toBeUndefined();
    expect(blockNamed(b, US, "us-2")).toBe("us-2");
    expect(blockNamed(b, US, "ger-3")).toBeUndefined();
    expect(blockNamed(b, US, b.blocks["ger-1"]!.handle!)).toBeUndefined();
  });

  it("CI 1.x Blocks: every side knows where each block stands and whose it is; a hidden one by its handle, after the shown ones, by handle", () => {
    const b = battle();
    const p = ciPresence(b);
    expect(p.slice(0, 2).map((x) => x.ref)).toEqual(["us-2", "ger-3"]);
    const hidden = p.slice(2);
    expect(hidden.every((x) => x.concealed === true)).toBe(true);
    expect(hidden.map((x) => x.ref)).toEqual([...hidden.map((x) => x.ref)].sort());
    expect(JSON.stringify(hidden)).not.toMatch(/us-1|ger-1|ger-2/);
  });

  it("CI 1.x Blocks: a side's private layer draws its hidden blocks' labels over their backs, turned to their strength", () => {
    const b = battle();
    const layer = ciPrivateLayer(b, US);
    expect(layer.pieces).toEqual([{ hex: b.blocks["us-1"]!.hex, ref: b.blocks["us-1"]!.handle, label: { text: "B-1 US Rifle Squad 3/4" }, turn: 270 }]);
    const ger = ciPrivateLayer(b, GERMAN);
    expect(ger.pieces.map((p) => p.ref).sort()).toEqual([b.blocks["ger-1"]!.handle, b.blocks["ger-2"]!.handle].sort());
    expect(ger.pieces.find((p) => p.ref === b.blocks["ger-1"]!.handle)!.turn).toBe(270);
  });

  it("CI 1.x Blocks: an event naming a hidden block names it by its handle for the other side; an owner's event is its own while the block is hidden", () => {
    const b = battle();
    const tipped = { type: "tipped", block: "ger-1", orientation: "face-down", rule: "CI 5.x Rally" } as const;
    // Not why it tipped: a rally, a failed no-command check, each tells what the block is.
    expect(ciEventSeen(b, tipped, US)).toEqual({ ...tipped, block: b.blocks["ger-1"]!.handle, rule: "CI 1.x Blocks" });
    expect(ciEventSeen(b, tipped, GERMAN)).toEqual(tipped);
    const commanded = { type: "block-commanded", block: "ger-1", action: "rally", weapon: false, chq: false, rule: "CI 1.x Actions" } as const;
    expect(ciEventSeen(b, commanded, US)).toBeNull();
    expect(ciEventSeen(b, { ...commanded, block: "ger-3" }, US)).toEqual({ ...commanded, block: "ger-3" });
  });
});

describe("CI 10.x Victory", () => {
  it("CI 10.x Victory: a player may surrender at any time, and the other side wins", () => {
    const { play, run } = ciRunner(map);
    const { state, events } = play(battle(), { type: "surrender", side: GERMAN });
    expect(events.map((e) => e.type)).toEqual(["surrendered", "battle-ended"]);
    expect(state.phase).toBe("ended");
    expect(state.winner).toBe(US);
    const again = run(state, { type: "surrender", side: US });
    expect(again.status).toBe("refused");
    expect(again.status === "refused" && again.rule).toBe("CI 10.x Victory");
  });
});
