import { describe, expect, it } from "vitest";
import { runOracle } from "../../src/cli/oracle";

const unit = (id: string, side: string, hex: [number, number], more: object = {}) => ({
  id,
  side,
  name: id,
  kind: "INF",
  company: true,
  steps: 2,
  maxSteps: 2,
  full: { direct: 5, range: 4, movement: 4 },
  reduced: { direct: 3, range: 4, movement: 4 },
  hex,
  ...more,
});
const mg = (id: string, side: string, hex: [number, number], more: object = {}) =>
  unit(id, side, hex, { kind: "MG", company: false, steps: 1, maxSteps: 1, full: { direct: 6, range: 6, movement: 2 }, reduced: undefined, ...more });

/** R moves a company two hexes and asks what it sees; G may have a hidden MG that could fire on it. */
function request(gUnits: object[], more: object = {}) {
  return {
    map: { id: "m", name: "m", layout: "odd-q", columns: 24, rows: 24, defaultTerrain: "clear", hexes: [{ at: [14, 12], terrain: ["woods"] }] },
    battle: {
      ruleset: "infantry-attacks",
      edition: "IA1",
      lastTurn: 6,
      phase: "action",
      sides: [
        { id: "R", name: "R", initiative: 3, morale: { full: 8, reduced: 7 } },
        { id: "G", name: "G", initiative: 2, morale: { full: 8, reduced: 7 } },
      ],
      impulses: { sides: ["R", "G"], active: "R", lead: 1, lastPass: null, over: false },
      units: Object.fromEntries([unit("r1", "R", [10, 10]), unit("g1", "G", [4, 6]), ...gUnits].map((u) => [(u as { id: string }).id, u])),
      leaders: { rc: { id: "rc", side: "R", name: "rc", leaderType: "infantry", rank: 2, morale: 8, combat: 1, moraleBonus: 1, hex: [10, 10] } },
    },
    as: "R",
    commands: [
      { command: { type: "activate", side: "R", root: { leader: "rc" }, pieces: { r1: "move" } } },
      { command: { type: "move", side: "R", piece: "r1", to: [10, 11] }, answers: { "opportunity-fire:r1@10,11:1": "pass" } },
      { command: { type: "move", side: "R", piece: "r1", to: [10, 12] }, answers: { "opportunity-fire:r1@10,12:1": "pass" } },
    ],
    queries: [{ sight: { side: "R" } }, { los: { from: [10, 12], to: [12, 12] } }, { preview: { piece: "r1", path: [[10, 13], [10, 14]] } }],
    dice: [],
    ...more,
  };
}

describe("the oracle answering as one side", () => {
  it("IA1 16.5 the response to R is the same whether G's hidden MG could fire on R's moves or sits far away", () => {
    const near = runOracle(request([mg("gh", "G", [14, 12], { hidden: true })]));
    const far = runOracle(request([mg("gh", "G", [22, 22], { hidden: true })]));
    expect(near.results.map((r) => r.status)).toEqual(["done", "done", "done"]);
    expect(near).toEqual(far);
    expect(near.hiddenEnemies).toBe(1);
    expect(Object.keys((near.battle as { units: object }).units).sort()).toEqual(["g1", "r1"]);
  });

  it("with no hidden piece at all R receives the same commands, events, battle and answers; only the public count differs", () => {
    const none = runOracle(request([]));
    const hidden = runOracle(request([mg("gh", "G", [14, 12], { hidden: true })]));
    expect({ ...none, hiddenEnemies: 1 }).toEqual(hidden);
  });

  it("a decision for the other side comes back as waiting, without its request; for R's own, the request and its preview", () => {
    const r = request([mg("gmg", "G", [10, 16])]);
    (r.commands[1] as { answers: object }).answers = {};
    const res = runOracle(r);
    expect(res.results.at(-1)).toEqual({ status: "waiting", command: r.commands[1]!.command, side: "G", kind: "opportunity-fire" });
    const g = runOracle({ ...r, as: "G" });
    expect(g.results.at(-1)).toMatchObject({ status: "decision", request: { id: "opportunity-fire:r1@10,11:1", side: "G", options: ["pass", ["gmg"]] } });
  });

  it("answers sight, LOS and preview queries on the battle as the side knows it", () => {
    const res = runOracle(request([mg("gh", "G", [14, 12], { hidden: true })]));
    expect(res.answers).toEqual([
      { sight: { side: "R", spotted: ["g1"] } },
      { los: expect.objectContaining({ from: [10, 12], to: [12, 12], range: 2, spottingRange: 12, spotted: true, clear: true }) },
      { preview: { steps: [expect.objectContaining({ hex: [10, 13], mp: 1, spent: 3, left: 1 }), expect.objectContaining({ hex: [10, 14], spent: 4, left: 0 })], refused: null } },
    ]);
  });
});
