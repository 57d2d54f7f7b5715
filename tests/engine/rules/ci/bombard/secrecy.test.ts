import { describe, expect, it } from "vitest";
import { ciMap, ciRunner, US, type BlockSpec } from "../support/fixture";
import { ciSideView } from "../../../../../src/engine/rules/ci/view/side-view";
import { activeBattle, runAll } from "../fire/support";
import { bombardAt } from "./support";

const map = ciMap({ hexes: { "0203": { terrain: "town" } } });
const { seen } = ciRunner(map);

/** What the bombarding side receives of a bombardment of a hidden stack, step by step, each decision by its default. */
function bombardingSideGets(germans: Readonly<Record<string, BlockSpec>>, dice: number[]) {
  const b = activeBattle(map, { chq: { kind: "us-chq", at: "0204", company: "B", orientation: "face-up" }, m: { kind: "us-mortar-60", at: "0206", company: "B" }, ...germans });
  const command = bombardAt(map, b, "m", { hex: "0203" }, "chq");
  const { state, asked, answers } = runAll(map, b, command, dice);
  const steps = [seen(b, command, US, dice)];
  const given: Record<string, unknown> = {};
  for (const r of asked) {
    given[r.id] = answers[r.id];
    steps.push(seen(b, command, US, dice, { ...given }));
  }
  return { steps, view: ciSideView(state, US) };
}

describe("CI 1.x Fog of War: bombardment of a hidden stack", () => {
  it("CI 6.x Bombardment: the bombarding side receives the same, whatever the hidden blocks' kinds and strengths", () => {
    const dice = [1, 9];
    const a = bombardingSideGets({ g1: { kind: "ger-squad", at: "0203", strength: 3 }, g2: { kind: "ger-mg42", at: "0203", strength: 2 } }, dice);
    const b = bombardingSideGets({ g1: { kind: "ger-mg42", at: "0203", strength: 2, halfHit: true }, g2: { kind: "ger-squad", at: "0203", strength: 3 } }, dice);
    const c = bombardingSideGets({ g1: { kind: "ger-mg42", at: "0203", strength: 3 }, g2: { kind: "ger-squad", at: "0203", strength: 3, halfHit: true } }, dice);
    expect(a.steps.length).toBe(2);
    expect(a.steps[0]).toEqual({ status: "waiting", side: "german", kind: "ci-casualties" });
    expect(a.steps[1]!.status).toBe("done");
    expect(b).toEqual(a);
    expect(c).toEqual(a);
  });
});
