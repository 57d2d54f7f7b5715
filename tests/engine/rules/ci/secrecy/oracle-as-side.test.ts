import { describe, expect, it } from "vitest";
import { runOracle } from "../../../../../src/cli/oracle";
import { encodeOnMap, mapToJson } from "../../../../../src/engine/map";
import { CiCommandSchema } from "../../../../../src/engine/rules/ci/commands/schema";
import { CiBattleJson, type CiBattle } from "../../../../../src/engine/rules/ci/state";
import { GERMAN, offsetOf, US } from "../support/fixture";
import { hiddenPool, shuffles } from "../support/shuffle";
import { namedIn, played } from "./received";
import { ASSAULT_STEP, battle, map, STEPS } from "./script";

const original = battle();
const named = namedIn(map, original, STEPS);
const variants = shuffles(original, US, named);
const hex = (label: string) => offsetOf(label);

/**
 * The oracle request of the script's first `n` steps on `b`, answered as the Americans: each German decision answered
 * as the Germans would (their default, which their hidden blocks decide), the dice of the steps in order.
 */
function request(b: CiBattle, n: number) {
  const steps = STEPS.slice(0, n);
  const { each } = played(map, b, steps, US);
  return {
    map: mapToJson(map),
    battle: encodeOnMap(map, CiBattleJson, b),
    as: US,
    commands: each.map((s) => ({ command: encodeOnMap(map, CiCommandSchema, s.command), answers: s.answers })),
    dice: steps.flatMap((s) => s.dice ?? []),
    queries: [{ "ci-control": {} }, { "ci-sight": { from: hex("0304"), to: hex("0305"), side: US } }, { "ci-command-range": { hq: "uchq" } }],
  };
}

describe("CI 1.x Blocks: the oracle answering as one side", () => {
  it("CI 1.x Blocks: the response to the Americans — results, dice, battle, answers — is the same whatever identities the German blocks no command names swap, up to the assault that reveals them", () => {
    const expected = runOracle(request(original, ASSAULT_STEP));
    expect(expected.results).toHaveLength(ASSAULT_STEP);
    expect(expected.results.every((r) => r.status === "done")).toBe(true);
    // The Americans' battle names none of the two German stacks: only their handles, under `unknown`.
    const view = expected.battle as { blocks: Record<string, unknown>; unknown: { ref: string }[] };
    for (const id of hiddenPool(original, GERMAN, named)) {
      expect(view.blocks[id]).toBeUndefined();
      expect(JSON.stringify(expected)).not.toContain(`"${id}"`);
    }
    expect(variants.length).toBeGreaterThan(0);
    for (const v of variants) expect(runOracle(request(v, ASSAULT_STEP))).toEqual(expected);
  });

  it("CI 5.x Rally, CI 4.x No Command: the Americans are echoed the German rally and No Command check without the block each names (only a rifle squad of the PHQ's platoon may make the check)", () => {
    const req = request(original, ASSAULT_STEP);
    const commands = (as: string) => runOracle({ ...req, as }).results.map((r) => r.command);
    const [rally, check] = [9, 10].map((i) => req.commands[i]!.command);
    expect([rally!.type, check!.type]).toEqual(["rally", "no-command"]);
    expect(commands(US).slice(9, 11)).toEqual([{ type: "rally", side: GERMAN }, { type: "no-command", side: GERMAN }]);
    expect(commands(GERMAN).slice(9, 11)).toEqual([rally, check]);
  });

  it("CI 9.x Assault Combat: the assault reveals the stack it is fought on, and the responses tell the variants apart", () => {
    const expected = runOracle(request(original, STEPS.length));
    expect(expected.results.at(-1)).toMatchObject({ status: "done" });
    expect(variants.some((v) => JSON.stringify(runOracle(request(v, STEPS.length))) !== JSON.stringify(expected))).toBe(true);
  });
});
