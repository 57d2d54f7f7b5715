import { describe, expect, it } from "vitest";
import type { DecisionRequest } from "../../../../../src/engine/core/decision";
import type { CiCommand } from "../../../../../src/engine/rules/ci/commands/schema";
import type { CiEvent } from "../../../../../src/engine/rules/ci/events/schema";
import type { CiBattle } from "../../../../../src/engine/rules/ci/state";
import { ciBattle, ciMap, ciRunner, GERMAN, offsetOf, US } from "../support/fixture";
import { ofType } from "./support";

/**
 * CI 9.x "Assault on Caron Farm", played by commands: the German PHQ activates, its mortar bombards the farm, a squad
 * fires at it, two squads assault it — one uphill across the slope — and the activation ends: the half-hit is cleared,
 * then the assault is fought. Strengths are fixture values (the labels are lost): the US squad at 3, the MG at 2.
 */
const map = ciMap({ hexes: { "0505": { terrain: "farm", level: 1 }, "0504": { level: 1 } }, hexsides: [["0605", "0505", ["slope"]]] });
const at = (label: string) => map.indexOfOffset(...offsetOf(label));
const { run } = ciRunner(map);

const start = () =>
  ciBattle(map, {
    firstPlayer: US,
    playerTurn: 2,
    blocks: {
      "us-1": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 3 },
      "us-mg": { kind: "us-mg-30", at: "0505", company: "B", strength: 2 },
      "us-2": { kind: "us-squad", at: "0705", company: "B", platoon: 2 },
      "g-phq": { kind: "ger-phq", at: "0604", company: "A", platoon: 1 },
      g1: { kind: "ger-squad", at: "0605", company: "A", platoon: 1 },
      g2: { kind: "ger-squad", at: "0504", company: "A", platoon: 1 },
      g4: { kind: "ger-squad", at: "0504", company: "A", platoon: 1 },
      "g-mortar": { kind: "ger-mortar-80", at: "0504", company: "A" },
      g3: { kind: "ger-squad", at: "0606", company: "A", platoon: 2 },
    },
  });

/** Plays `command` to its end, ties among the strongest going to `prefer`, every other decision its default. */
function play(b: CiBattle, command: CiCommand, dice: number[], prefer: readonly string[] = []): { state: CiBattle; events: readonly CiEvent[]; asked: DecisionRequest[] } {
  const answers: Record<string, unknown> = {};
  const asked: DecisionRequest[] = [];
  for (;;) {
    const r = run(b, command, dice, answers);
    if (r.status === "done") return { state: r.state, events: r.record.events, asked };
    if (r.status !== "decision") throw new Error(`${command.type}: ${JSON.stringify(r).slice(0, 600)}`);
    asked.push(r.request);
    const options = r.request.options as readonly unknown[];
    answers[r.request.id] = r.request.kind === "ci-casualties" ? (prefer.find((id) => options.includes(id)) ?? r.request.default) : r.request.default;
  }
}

const handle = (b: CiBattle, id: string) => b.blocks[id]!.handle ?? id;

describe("CI 9.x Assault Rounds: the Caron Farm example, by commands", () => {
  it("CI 9.x Assault Rounds: Caron Farm by commands — the mortar's two hits are one step on the farm's 2D, the squad's lone hit a half-hit cleared before the assault; three rounds; the uphill assaulter retreats to a friendly-occupied hex, its own now disputed (fixture values)", () => {
    let b = start();
    b = play(b, { type: "activate", side: GERMAN, hq: handle(b, "g-phq") }, []).state;
    // The mortar bombards the farm with its own line of sight: 3 dice, two hits (1 2 7 at F3), one step on the farm's 2D.
    const bombarded = play(b, { type: "bombard", side: GERMAN, unit: handle(b, "g-mortar"), target: { hex: at("0505") } }, [1, 2, 7]);
    expect(ofType(bombarded.events, "hits-taken").map((e) => [e.block, e.strength, e.halfHit])).toEqual([
      ["us-1", 3, true],
      ["us-1", 2, false],
    ]);
    b = bombarded.state;
    // The German squad fires from 0504 (1 9 9 at F3): one hit, on the farm's 2D a half-hit (the US player picks the squad).
    const fired = play(b, { type: "fire", side: GERMAN, unit: handle(b, "g4"), target: { hex: at("0505") } }, [1, 9, 9], ["us-1"]);
    expect(ofType(fired.events, "hits-taken")).toEqual([expect.objectContaining({ block: "us-1", hits: 1, strength: 2, halfHit: true })]);
    b = fired.state;
    b = play(b, { type: "move", side: GERMAN, unit: handle(b, "g1"), to: at("0505") }, []).state;
    b = play(b, { type: "move", side: GERMAN, unit: handle(b, "g2"), to: at("0505") }, []).state;
    expect(b.activation!.assaults).toEqual([{ hex: at("0505"), attackers: ["g1", "g2"], via: [[at("0605"), at("0505")], [at("0504"), at("0505")]] }]);
    b = play(b, { type: "end-commands", side: GERMAN }, []).state;
    const DICE = [5, 7, 2, 8, 3, 9, 6, 7, 8, 8, 1, 10, 2, 9, 7, 8, 3, 4, 2, 9];
    const { state, events, asked } = play(b, { type: "end-activation", side: GERMAN }, DICE, ["g1", "us-1"]);
    // The half-hit is gone before the assault begins.
    const cleared = events.findIndex((e) => e.type === "half-hit-cleared");
    expect(cleared).toBeGreaterThanOrEqual(0);
    expect(cleared).toBeLessThan(events.findIndex((e) => e.type === "assault-begun"));
    expect(ofType(events, "assault-round").map((e) => e.round)).toEqual([1, 2, 3]);
    expect(ofType(events, "assault-morale").map((e) => [e.block, e.disrupted])).toEqual([
      ["us-1", true],
      ["us-1", false],
      ["us-mg", false],
    ]);
    expect(asked.find((r) => r.kind === "ci-retreat" && r.id.endsWith(":g1"))!.options).toEqual([at("0606"), at("0504")]);
    expect(ofType(events, "assault-ended")).toEqual([expect.objectContaining({ winner: US })]);
    expect([state.blocks["us-1"]!.strength, state.blocks["us-mg"]!.strength, state.blocks.g1!.strength, state.blocks.g2!.strength]).toEqual([1, 1, 1, 2]);
    expect(state.activation).toBeNull();
  });
});
