import { describe, expect, it } from "vitest";
import { ciSideView } from "../../../../../src/engine/rules/ci/view/side-view";
import { ciMap, ciRunner, US, type BlockSpec } from "../support/fixture";
import { activeBattle, fireAt, runAll } from "./support";

const map = ciMap({ hexes: { "0305": { terrain: "town" } } });
const { seen } = ciRunner(map);

/** Everything the firing side receives of one hex fire, each decision answered by its owner's default. */
function firingSideGets(germans: Readonly<Record<string, BlockSpec>>, dice: number[]) {
  const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, ...germans });
  const command = fireAt(map, b, "s1", { hex: "0305" });
  const { state, answers, asked } = runAll(map, b, command, dice);
  const steps = [seen(b, command, US, dice)];
  const given: Record<string, unknown> = {};
  for (const r of asked) {
    given[r.id] = answers[r.id];
    steps.push(seen(b, command, US, dice, { ...given }));
  }
  return { steps, view: ciSideView(state, US) };
}

describe("CI 1.x Fog of War: hex fire on a hidden stack", () => {
  it("CI 5.x Casualties: the firing side receives the same, whatever the hidden blocks' kinds, strengths and half-hits", () => {
    const dice = [1, 1, 1, 9];
    const a = firingSideGets({ g1: { kind: "ger-squad", at: "0305", strength: 3 }, g2: { kind: "ger-mg42", at: "0305", strength: 3 } }, dice);
    const b = firingSideGets({ g1: { kind: "ger-mg42", at: "0305", strength: 2, halfHit: true }, g2: { kind: "ger-squad", at: "0305", strength: 3 } }, dice);
    const c = firingSideGets({ g1: { kind: "ger-phq", at: "0305", company: "A", platoon: 1, strength: 1 }, g2: { kind: "ger-squad", at: "0305", strength: 2 } }, dice);
    expect(a.steps.length).toBe(4);
    expect(a.steps[0]).toEqual({ status: "waiting", side: "german", kind: "ci-casualties" });
    expect(b).toEqual(a);
    expect(c).toEqual(a);
  });

  it("CI 6.x Eliminated Units: the sameness ends when an elimination reveals a block", () => {
    const dice = [1, 1, 9, 9];
    const a = firingSideGets({ g1: { kind: "ger-squad", at: "0305", strength: 3 }, g2: { kind: "ger-squad", at: "0305", strength: 3 } }, dice);
    const b = firingSideGets({ g1: { kind: "ger-squad", at: "0305", strength: 1, halfHit: true }, g2: { kind: "ger-squad", at: "0305", strength: 1 } }, dice);
    const done = (r: typeof a) => {
      const last = r.steps.at(-1)!;
      if (last.status !== "done") throw new Error(`the fire ended ${last.status}`);
      return last.events;
    };
    // Up to the first German block shown (the firer is shown first of all).
    const upTo = (r: typeof a) => done(r).slice(0, done(r).findIndex((e) => e.type === "revealed" && e.block !== "s1"));
    expect(done(b).some((e) => e.type === "eliminated")).toBe(true);
    expect(done(a).some((e) => e.type === "eliminated")).toBe(false);
    expect(upTo(b).length).toBeGreaterThan(3);
    expect(upTo(b)).toEqual(done(a).slice(0, upTo(b).length));
    expect(b.view).not.toEqual(a.view);
  });
});
