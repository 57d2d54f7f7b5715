import { describe, expect, it } from "vitest";
import type { CiBattle } from "../../../../../src/engine/rules/ci/state";
import { GERMAN, US } from "../support/fixture";
import { hiddenPool, permuted, restrengthened, shuffles, withIdentities, identityOf } from "../support/shuffle";
import { compareReceived, namedIn, played } from "./received";
import { ASSAULT_STEP, battle, map, STEPS, UNNAMED } from "./script";

const original = battle();
const named = namedIn(map, original, STEPS);
const pool = hiddenPool(original, GERMAN, named);

/** What the Americans receive of the script, from the original battle and from `variants`. */
const compared = (variants: readonly CiBattle[]) => compareReceived(map, [original, ...variants], STEPS, US, pool);

describe("CI 1.x Blocks: what the other side receives does not depend on the hidden blocks it may not see", () => {
  it("CI 1.x Blocks: the script names the German platoon that acts and none of the two stacks it leaves alone", () => {
    expect([...named].filter((id) => original.blocks[id]!.side === GERMAN).sort()).toEqual(["gphq", "gs1", "gs2", "gs3"]);
    expect(pool).toEqual(Object.keys(UNNAMED).sort());
  });

  it("CI 1.x Blocks: the variants keep every handle, hex and orientation and move whole labels, strengths and half-hits", () => {
    const variants = shuffles(original, US, named);
    // Ten swaps of two of the five, a rotation and the reversal; none leaves all as they were.
    expect(variants).toHaveLength(12);
    for (const v of variants) {
      for (const id of Object.keys(original.blocks)) {
        const [a, b] = [original.blocks[id]!, v.blocks[id]!];
        expect({ handle: b.handle, hex: b.hex, orientation: b.orientation, acted: b.acted, side: b.side }).toEqual({ handle: a.handle, hex: a.hex, orientation: a.orientation, acted: a.acted, side: a.side });
      }
      expect(pool.map((id) => identityOf(v.blocks[id]!)).sort(byJson)).toEqual(pool.map((id) => identityOf(original.blocks[id]!)).sort(byJson));
    }
  });

  it("CI 1.x Blocks: each command of both sides — HQ activation, hex fire and bombardment on hidden stacks, a rally, moves, No Command, end of activation, of Player Turn, of Game Turn — reaches the Americans the same whatever identities the unnamed German blocks swap, up to the assault that reveals them", () => {
    const r = compared(shuffles(original, US, named));
    expect(r).toMatchObject({ same: ASSAULT_STEP, revealedAt: ASSAULT_STEP });
  });

  it("CI 6.7 Double Defense: … and whatever strengths and half-hits they carry (fixture values)", () => {
    const weaker = restrengthened(restrengthened(original, "g1", 2, true), "g5", 1, false);
    const stronger = restrengthened(restrengthened(original, "g2", 2, true), "g3", 1, false);
    const swapped = permuted(stronger, pool, [4, 3, 2, 1, 0]);
    expect(compared([weaker, stronger, swapped])).toMatchObject({ same: ASSAULT_STEP, revealedAt: ASSAULT_STEP });
  });

  it("CI 4.x HQ Ranks, CI 5.x Rally: … nor on the labels and strengths of the hidden German blocks that act, while the same commands are legal for them (fixture values)", () => {
    // The mover a weapon the PHQ commands instead of a squad; the rallying squad and the one out of command stronger.
    const others = withIdentities(original, {
      gs1: { ...identityOf(original.blocks.gs1!), kind: "ger-mg42", platoon: null },
      gs2: { ...identityOf(original.blocks.gs2!), strength: 2 },
      gs3: { ...identityOf(original.blocks.gs3!), strength: 1, halfHit: true },
    });
    // The assault reveals only the clear stack, the same in both: the Americans receive the same to the end.
    expect(compareReceived(map, [original, others], STEPS, US, [])).toMatchObject({ same: STEPS.length, revealedAt: null });
  });

  it("CI 5.x Casualties: the Germans are asked for each hit while two blocks may take it; the Americans only wait, then see the hits their hex took", () => {
    const fire = played(map, original, STEPS.slice(0, 2), US).received[1]!;
    expect(fire.results.slice(0, -1)).toEqual(Array(3).fill({ status: "waiting", side: GERMAN, kind: "ci-casualties" }));
    const last = fire.results.at(-1)!;
    expect(last.status).toBe("done");
    if (last.status !== "done") return;
    expect(last.events.map((e) => e.type)).toEqual(["block-commanded", "revealed", "fired", "hex-hits", "hex-hits", "hex-hits"]);
  });

  it("CI 5.x Rally, CI 4.x No Command: of a hidden German squad's rally or failed morale the Americans see only the tip, and not the die", () => {
    const german = played(map, original, STEPS.slice(0, 11), US).received;
    for (const step of [9, 10]) {
      const r = german[step]!.results.at(-1)!;
      expect(r).toMatchObject({ status: "done", events: [{ type: "tipped", orientation: "face-down" }], rolls: [] });
    }
  });

  it("CI 6.x Eliminated Units: the sameness ends where an elimination reveals one of them, and holds up to that reveal", () => {
    // Both town blocks at one step: the second hit pairs with the first and eliminates one (fixture values).
    const weak = restrengthened(restrengthened(original, "g1", 1, false), "g2", 1, false);
    const r = compared([weak]);
    expect(r).toMatchObject({ same: 1, revealedAt: 1 });
    const events = r.atReveal![1]!.events;
    expect(events.map((e) => e.type)).toContain("eliminated");
  });

  it("CI 1.x Blocks: the comparison fails when something the other side sees differs with no reveal to explain it", () => {
    // How a hidden block lies is public: a battle where one of the stack lies otherwise is told apart at once.
    const tipped = withIdentities(original, {});
    tipped.blocks.g4 = { ...tipped.blocks.g4!, orientation: "face-down" };
    expect(() => compared([tipped])).toThrow(/received differently, with no reveal/);
  });
});

function byJson(a: unknown, b: unknown): number {
  const [x, y] = [JSON.stringify(a), JSON.stringify(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}
