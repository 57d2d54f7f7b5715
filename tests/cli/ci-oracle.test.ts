import { describe, expect, it } from "vitest";
import { runOracle } from "../../src/cli/oracle";
import { DataError } from "../../src/engine/data/validate";
import { CI_DEMO_MAP } from "../../src/engine/rules/ci/data/demo";
import type { CiBattle } from "../../src/engine/rules/ci/state";
import { isHidden } from "../../src/engine/rules/ci/state/block";
import { ciDemoMap, ciDemoPlaying, ciDemoRequest, ciDemoStart, ciJson, handleOf } from "./ci-demo-request";

type Answer<T> = Record<string, T>;
const answersOf = <T>(r: { answers: readonly unknown[] }, name: string): T[] => r.answers.map((a) => (a as Answer<T>)[name]!);

/**
 * The demonstration battle after set-up with German squad 1-1 (and with `two`, squad 1-2) moved next to the US squads in
 * [4, 6]; the US fire at its hex.
 */
function fireRequest(two = false): Record<string, any> {
  const b = ciDemoPlaying();
  b.blocks["ger-a-1-1"]!.hex = ciDemoMap.indexOfOffset(5, 6);
  if (two) b.blocks["ger-a-1-2"]!.hex = ciDemoMap.indexOfOffset(5, 6);
  return {
    map: CI_DEMO_MAP,
    battle: ciJson(b),
    commands: [
      { command: { type: "activate", side: "us", hq: handleOf(b, "us-b-1-phq") } },
      { command: { type: "fire", side: "us", unit: handleOf(b, "us-b-1-1"), target: { hex: [5, 6] } } },
    ],
    dice: [1, 9, 9, 9],
  };
}

/** The ids of `side`'s blocks hidden in the whole battle `b` (as the oracle's response without `as` gives it). */
const hiddenIds = (b: CiBattle | Record<string, any>, side: string): string[] =>
  Object.entries(b.blocks as Record<string, CiBattle["blocks"][string]>).filter(([, k]) => k.side === side && isHidden(k)).map(([id]) => id);

describe("the oracle plays a Combat Infantry battle (docs/headless.md)", () => {
  it("CI 10.x Set-up, CI 4.x HQ Activation, CI 8.x Movement: the worked request — set-up ended, a PHQ activates, a squad moves two hexes, the activation ends", { timeout: 30_000 }, () => {
    const r = runOracle(ciDemoRequest());
    expect(r.results.map((x) => x.status)).toEqual(["done", "done", "done", "done", "done", "done", "done", "done"]);
    const b = r.battle as Record<string, any>;
    expect(b.phase).toBe("playing");
    expect(b.blocks["us-b-1-3"].hex).toEqual([3, 6]);
    // CI 4.x HQ Activation: the HQ turned face-up; ruling R12a: the mover tipped face-down.
    expect(b.blocks["us-b-1-phq"]).toMatchObject({ orientation: "face-up", hqActivated: true });
    expect(b.blocks["us-b-1-1"]).toMatchObject({ hex: [6, 6], orientation: "face-down", acted: true });
    expect(b.activation).toBeNull();
    expect(b.companiesDone).toEqual(["B"]);
    expect(r.diceUsed).toBe(0);
  });

  it("CI 6.x Firepower: a squad fires 4 dice at a hex of one hidden German squad: the 1 hits, the 9s miss", { timeout: 30_000 }, () => {
    const r = runOracle(fireRequest());
    expect(r.results.map((x) => x.status)).toEqual(["done", "done"]);
    const fired = (r.results[1] as { events: { type: string }[] }).events.find((e) => e.type === "fired");
    expect(fired).toMatchObject({ dice: [1, 9, 9, 9], hits: 1 });
    expect((r.battle as Record<string, any>).blocks["ger-a-1-1"].strength).toBe(2);
  });

  it("CI 1.x Blocks: `as` a side, no id of a block hidden from it is anywhere in the response, the fire's hits on one included", { timeout: 30_000 }, () => {
    for (const req of [ciDemoRequest(), fireRequest(), fireRequest(true)]) {
      const whole = runOracle(req).battle as Record<string, any>;
      for (const [as, enemy] of [["us", "german"], ["german", "us"]] as const) {
        const r = runOracle({ ...req, as });
        // The roster lists every kind of label there is (a kind may share its name with a block: "ger-minefield").
        const text = JSON.stringify({ ...r, battle: { ...(r.battle as object), roster: null } });
        // A block the response reveals (a firer, in the preview of a fire waiting on a decision) is no longer hidden.
        const seen = r.results.flatMap((x) => [...((x as { events?: { type: string; block?: string }[] }).events ?? []), ...((x as { preview?: { type: string; block?: string }[] }).preview ?? [])]);
        const revealed = new Set(seen.filter((e) => e.type === "revealed").map((e) => e.block));
        const hidden = hiddenIds(whole, enemy);
        expect(hidden.length).toBeGreaterThan(5);
        expect(hidden.filter((id) => !revealed.has(id) && text.includes(`"${id}"`))).toEqual([]);
        // Its own blocks are all there, and the other side's hidden ones by handle only.
        const b = r.battle as Record<string, any>;
        expect(b.unknown.map((u: { ref: string }) => u.ref).sort()).toEqual(hidden.map((id) => whole.blocks[id].handle).sort());
        expect(b.salt).toBeUndefined();
      }
    }
    // The firing side sees the hits land on the hex, not on the block.
    const us = runOracle({ ...fireRequest(), as: "us" });
    expect((us.results[1] as { events: { type: string }[] }).events.map((e) => e.type)).toEqual(["block-commanded", "revealed", "fired", "hex-hits"]);
    // CI 5.x Casualties: with two squads there the Germans choose which takes the hit; the US see only that they are choosing.
    expect(runOracle({ ...fireRequest(true), as: "us" }).results[1]).toEqual({ status: "waiting", command: fireRequest(true).commands[1].command, side: "german", kind: "ci-casualties" });
    expect(runOracle({ ...fireRequest(true), as: "german" }).results[1]).toMatchObject({ status: "decision", request: { kind: "ci-casualties", side: "german", rule: expect.stringMatching(/^CI /) } });
  });

  it("CI 6.x Line of Sight, CI 7.x Smoke: ci-sight judges a line on the battle's map and markers; with a side, whether its units may fire along it", { timeout: 30_000 }, () => {
    const battle = ciJson(ciDemoPlaying());
    battle.markers.smoke = [[8, 3]];
    const r = runOracle({
      map: CI_DEMO_MAP,
      battle,
      queries: [
        { "ci-sight": { from: [3, 6], to: [5, 6] } },
        { "ci-sight": { from: [3, 5], to: [10, 5] } },
        { "ci-sight": { from: [4, 8], to: [5, 8] } },
        { "ci-sight": { from: [6, 2], to: [9, 4] } },
        { "ci-sight": { from: [2, 5], to: [4, 5], side: "us" } },
        { "ci-sight": { from: [3, 6], to: [5, 6], side: "us" } },
      ],
    });
    const [open, town, hedge, smoke, friends, clear] = answersOf<Record<string, any>>(r, "ci-sight");
    expect(open).toEqual({ visible: true });
    expect(town).toMatchObject({ visible: false, blockedBy: { hexside: [[9, 5], [10, 5]], rule: "CI 6.x Line of Sight" } });
    expect(hedge).toMatchObject({ visible: false, blockedBy: { hexside: [[4, 8], [5, 8]], reason: "a hedge between adjacent hexes" } });
    expect(smoke).toMatchObject({ visible: false, blockedBy: { hex: [8, 3], rule: "CI 7.x Smoke" } });
    // Units see but do not fire along a hexside between a farm and their own units.
    expect(friends).toMatchObject({ visible: true, fire: false, blockedBy: { hexside: [[3, 4], [3, 5]], rule: "CI 6.x Line of Sight" } });
    expect(clear).toEqual({ visible: true, fire: true });
  });

  it("CI 8.x Hex Control: ci-control gives the same answer from either side's view and from the whole battle", { timeout: 30_000 }, () => {
    const req = { ...ciDemoRequest(), queries: [{ "ci-control": {} }, { "ci-control": { hexes: [[3, 5], [10, 5], [7, 5], [6, 10]] } }] };
    const whole = runOracle(req);
    expect(runOracle({ ...req, as: "us" }).answers).toEqual(whole.answers);
    expect(runOracle({ ...req, as: "german" }).answers).toEqual(whole.answers);
    const [all, asked] = answersOf<{ hexes: { hex: number[]; control: string | null }[] }>(whole, "ci-control");
    // The mover in [6, 6] and the Germans in St. Aubyn both reach [7, 5]: disputed; [6, 10] is nobody's.
    expect(asked!.hexes).toEqual([
      { hex: [3, 5], control: "us" },
      { hex: [10, 5], control: "german" },
      { hex: [7, 5], control: "disputed" },
      { hex: [6, 10], control: null },
    ]);
    expect(all!.hexes.length).toBeGreaterThan(30);
    expect(all!.hexes.every((h) => h.control !== null)).toBe(true);
  });

  it("CI 4.x HQ Ranks: ci-command-range gives a PHQ's hexes and a CHQ's \"anywhere\"; the other side cannot name a hidden HQ", { timeout: 30_000 }, () => {
    const b = ciDemoPlaying();
    const queries = [{ "ci-command-range": { hq: handleOf(b, "us-b-1-phq") } }, { "ci-command-range": { hq: handleOf(b, "us-b-chq") } }, { "ci-command-range": { hq: "us-b-1-1" } }];
    const req = { map: CI_DEMO_MAP, battle: ciJson(b), queries };
    const [phq, chq, squad] = answersOf<Record<string, any>>(runOracle(req), "ci-command-range");
    expect(phq!.rank).toBe("phq");
    expect(phq!.hexes).toEqual([[3, 5], [4, 6], [4, 5], [3, 4], [2, 5], [2, 6], [3, 6]]);
    expect(chq).toEqual({ hq: handleOf(b, "us-b-chq"), rank: "chq", anywhere: true });
    // A hidden block is named by its handle, never its id (ci/state/handles.ts).
    expect(squad).toMatchObject({ hq: "us-b-1-1", absent: expect.any(String) });
    const [seen] = answersOf<Record<string, any>>(runOracle({ ...req, as: "german" }), "ci-command-range");
    expect(seen).toMatchObject({ absent: expect.any(String) });
  });

  it("issue 20 \"The lost numbers\": ci-needs lists the RP numbers played at their defaults; a side knows only those of the kinds it can see", { timeout: 30_000 }, () => {
    const req = { map: CI_DEMO_MAP, battle: ciJson(ciDemoPlaying()), queries: [{ "ci-needs": {} }] };
    const ids = (as?: string) => answersOf<{ needs: { id: string; status: string; default?: number }[] }>(runOracle({ ...req, ...(as ? { as } : {}) }), "ci-needs")[0]!.needs;
    const whole = ids();
    expect(whole.length).toBeGreaterThan(3);
    expect(whole.every((n) => n.status === "RP" && n.default !== undefined)).toBe(true);
    expect(whole.map((n) => n.id)).toEqual(expect.arrayContaining(["unit.us-squad.maxStrength", "unit.ger-squad.maxStrength"]));
    // The German player cannot learn from it that the US have rifle squads.
    expect(ids("german").map((n) => n.id)).not.toContain("unit.us-squad.maxStrength");
    expect(ids("german").map((n) => n.id)).toContain("unit.ger-squad.maxStrength");
  });

  it("issue 20 \"The lost numbers\": a battle whose lost numbers are unset is refused before play at $.battle.numbers.<id>, naming the rule", { timeout: 30_000 }, () => {
    const req = { ...ciDemoRequest(), battle: ciJson(ciDemoStart(false)) };
    let error: unknown;
    try {
      runOracle(req);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataError);
    const issues = (error as DataError).issues;
    expect(issues.length).toBeGreaterThan(5);
    for (const i of issues) {
      expect(i.path).toMatch(/^\$\.battle\.numbers(\.\w+|\["[\w.-]+"\])$/);
      expect(i.message).toMatch(/^CI \d+\.(x|7) .+ is lost in the text \(UR\); set it before play$/);
    }
    expect(issues.map((i) => i.path)).toContain('$.battle.numbers["unit.us-squad.F"]');
  });

  it("CI 1.x Game Turns: a command for a side the battle does not have is refused by rule; a query naming one is refused at its path", { timeout: 30_000 }, () => {
    const r = runOracle({ ...ciDemoRequest(), commands: [{ command: { type: "surrender", side: "french" } }] });
    expect(r.results[0]).toMatchObject({ status: "refused", rule: "CI 1.x Game Turns" });
    expect(() => runOracle({ ...ciDemoRequest(), queries: [{ "ci-sight": { from: [3, 5], to: [4, 5], side: "french" } }] })).toThrow(/\$\.queries\[0\]\.ci-sight\.side/);
  });
});
