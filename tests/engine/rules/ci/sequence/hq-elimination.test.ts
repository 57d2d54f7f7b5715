import { describe, expect, it } from "vitest";
import { eliminate } from "../../../../../src/engine/rules/ci/sequence/eliminate";
import type { CiBattle } from "../../../../../src/engine/rules/ci/state";
import { ciSideView, ciEventSeen } from "../../../../../src/engine/rules/ci/view/side-view";
import { ciBattle, ciMap, ciRunner, GERMAN, US, type BattleSpec } from "../support/fixture";
import { contextOn, typesOf } from "./support";

const map = ciMap();
const { at, play } = ciRunner(map);
const RULE = "CI 6.x Eliminated Units";

const battle = (blocks: BattleSpec["blocks"]): CiBattle => ciBattle(map, { blocks: { gchq: { kind: "ger-chq", at: "1010", company: "A" }, ...blocks } });

describe("CI 4.x HQ Elimination", () => {
  it("CI 4.x HQ Elimination: a PHQ returns at once, face-up, in or next to one of its squads, which loses a step; no VP (ruling R7)", () => {
    // 0305's neighbours: 0304, 0306, 0205, 0206, 0405, 0406.
    const b = battle({
      phq: { kind: "us-phq", at: "0808", company: "B", platoon: 1, orientation: "face-up" },
      s1: { kind: "us-squad", at: "0305", company: "B", platoon: 1, strength: 3 },
      other: { kind: "us-squad", at: "0909", company: "B", platoon: 2 },
      f1: { kind: "us-squad", at: "0306", company: "B", platoon: 2 },
      f2: { kind: "us-squad", at: "0306", company: "B", platoon: 2 },
      f3: { kind: "us-squad", at: "0306", company: "B", platoon: 2 },
      g1: { kind: "ger-squad", at: "0205" },
    });
    const ctx = contextOn(map, b, (r) => (r.kind === "ci-hq-return" ? at("0304") : r.default));
    eliminate(ctx, "phq", RULE);
    expect(typesOf(ctx.events)).toEqual(["eliminated", "hq-returned", "promotion-loss"]);
    expect(ctx.events[0]).toMatchObject({ block: "phq", to: GERMAN, vp: 0 });
    // Not the full hex 0306 (stacking 3), nor the German's 0205.
    expect(ctx.asked[0]).toMatchObject({ kind: "ci-hq-return", side: US, rule: "CI 4.x HQ Elimination" });
    expect(ctx.asked[0]!.options).toEqual(["0305", "0304", "0206", "0405", "0406"].map(at).sort((x, y) => x - y));
    expect(ctx.asked[1]).toMatchObject({ kind: "ci-promotion-loss", side: US, options: ["s1"] });
    expect(ctx.state.blocks.phq).toMatchObject({ status: "on-map", hex: at("0304"), orientation: "face-up", strength: 1, handle: null });
    expect(ctx.state.blocks.s1!.strength).toBe(2);
    expect(ctx.state.vp[GERMAN] ?? 0).toBe(0);
  });

  it("CI 4.x HQ Elimination: a PHQ returned into its squad's own hex — \"in or adjacent to\" — takes the step from that squad", () => {
    const b = battle({
      phq: { kind: "us-phq", at: "0808", company: "B", platoon: 1, orientation: "face-up" },
      s1: { kind: "us-squad", at: "0305", company: "B", platoon: 1, strength: 3 },
    });
    const ctx = contextOn(map, b, (r) => (r.kind === "ci-hq-return" ? at("0305") : r.default));
    eliminate(ctx, "phq", RULE);
    expect(ctx.asked[1]).toMatchObject({ kind: "ci-promotion-loss", options: ["s1"] });
    expect(ctx.state.blocks.phq!.hex).toBe(at("0305"));
    expect(ctx.state.blocks.s1!.strength).toBe(2);
  });

  it("CI 4.x HQ Elimination: the returned HQ may activate this Game Turn if the old one had not", () => {
    const b = battle({
      phq: { kind: "us-phq", at: "0808", company: "B", platoon: 1, orientation: "face-up" },
      s1: { kind: "us-squad", at: "0305", company: "B", platoon: 1 },
    });
    const ctx = contextOn(map, b);
    eliminate(ctx, "phq", RULE);
    expect(play(ctx.state, { type: "activate", side: US, hq: "phq" }).state.activation).toMatchObject({ hq: "phq" });
    b.blocks.phq!.hqActivated = true;
    const again = contextOn(map, b);
    eliminate(again, "phq", RULE);
    expect(again.state.blocks.phq!.hqActivated).toBe(true);
  });

  it("CI 4.x HQ Elimination: a squad of one step that pays for the promotion is eliminated, 1 VP to the enemy", () => {
    const b = battle({
      phq: { kind: "us-phq", at: "0808", company: "B", platoon: 1, orientation: "face-up" },
      s1: { kind: "us-squad", at: "0305", company: "B", platoon: 1, strength: 1 },
    });
    const ctx = contextOn(map, b);
    eliminate(ctx, "phq", RULE);
    expect(typesOf(ctx.events)).toEqual(["eliminated", "hq-returned", "promotion-loss", "revealed", "eliminated"]);
    expect(ctx.state.blocks.s1!.status).toBe("eliminated");
    expect(ctx.state.vp[GERMAN]).toBe(1);
  });

  it("CI 4.x HQ Elimination: a CHQ returns to a friendly hex in or next to one of its PHQs; any squad of that platoon loses the step", () => {
    // PHQ 2 in 0305 has a squad far away in 0909; PHQ 3 in 0707 has none left.
    const b = battle({
      chq: { kind: "us-chq", at: "0101", company: "B", orientation: "face-up" },
      phq2: { kind: "us-phq", at: "0305", company: "B", platoon: 2 },
      phq3: { kind: "us-phq", at: "0707", company: "B", platoon: 3 },
      s2: { kind: "us-squad", at: "0909", company: "B", platoon: 2, strength: 4 },
      g1: { kind: "ger-squad", at: "0207" },
    });
    const ctx = contextOn(map, b, (r) => (r.kind === "ci-hq-return" ? at("0304") : r.default));
    eliminate(ctx, "chq", RULE);
    // 0206 and 0306 are next to the German squad in 0207: disputed, not friendly; none round 0707 (no squad of platoon 3).
    expect(ctx.asked[0]!.options).toEqual(["0305", "0304", "0205", "0405", "0406"].map(at).sort((x, y) => x - y));
    expect(ctx.asked[1]).toMatchObject({ kind: "ci-promotion-loss", options: ["s2"] });
    expect(ctx.state.blocks.chq).toMatchObject({ hex: at("0304"), orientation: "face-up" });
    expect(ctx.state.blocks.s2!.strength).toBe(3);
  });

  it("CI 4.x HQ Elimination: an HQ whose rifle squads are all gone is not replaced and counts 1 VP for the enemy", () => {
    const b = battle({
      phq: { kind: "us-phq", at: "0808", company: "B", platoon: 1, orientation: "face-up" },
      other: { kind: "us-squad", at: "0305", company: "B", platoon: 2 },
    });
    const ctx = contextOn(map, b);
    eliminate(ctx, "phq", RULE);
    expect(typesOf(ctx.events)).toEqual(["eliminated"]);
    expect(ctx.asked).toEqual([]);
    expect(ctx.state.blocks.phq!.status).toBe("eliminated");
    expect(ctx.state.vp[GERMAN]).toBe(1);
  });

  it("CI 4.x HQ Elimination: with no legal hex the HQ is not replaced, and gives no VP (ruling R7)", () => {
    // The squad in the corner 0000, its hex full; its neighbours 0001 and 0100 held by Germans.
    const b = battle({
      phq: { kind: "us-phq", at: "0808", company: "B", platoon: 1, orientation: "face-up" },
      s1: { kind: "us-squad", at: "0000", company: "B", platoon: 1 },
      x1: { kind: "us-squad", at: "0000", company: "B", platoon: 2 },
      x2: { kind: "us-squad", at: "0000", company: "B", platoon: 2 },
      g1: { kind: "ger-squad", at: "0001" },
      g2: { kind: "ger-squad", at: "0100" },
    });
    const ctx = contextOn(map, b);
    eliminate(ctx, "phq", RULE);
    expect(typesOf(ctx.events)).toEqual(["eliminated"]);
    expect(ctx.events[0]).toMatchObject({ vp: 0 });
    expect(ctx.state.blocks.phq!.status).toBe("eliminated");
  });

  it("CI 4.x HQ Elimination: the other side sees the HQ return, not which hidden squad paid nor its strength", () => {
    const b = battle({
      phq: { kind: "us-phq", at: "0808", company: "B", platoon: 1, orientation: "face-up" },
      s1: { kind: "us-squad", at: "0305", company: "B", platoon: 1, strength: 3 },
    });
    const ctx = contextOn(map, b);
    eliminate(ctx, "phq", RULE);
    const loss = ctx.events.find((e) => e.type === "promotion-loss")!;
    const returned = ctx.events.find((e) => e.type === "hq-returned")!;
    expect(ciEventSeen(ctx.state, loss, GERMAN)).toBeNull();
    expect(ciEventSeen(ctx.state, returned, GERMAN)).toMatchObject({ block: "phq", hex: ctx.state.blocks.phq!.hex });
    expect(ciSideView(ctx.state, GERMAN).blocks.phq).toMatchObject({ orientation: "face-up" });
  });
});
