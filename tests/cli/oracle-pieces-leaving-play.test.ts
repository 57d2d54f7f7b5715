import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { EXIT, main } from "../../src/cli/main";
import { runOracle } from "../../src/cli/oracle";
import { OracleResponse } from "../../src/cli/oracle-schema";
import { decodeOnMap, loadMap } from "../../src/engine/map";
import { ia1Tec } from "../../src/engine/rules/ia/data";

const dir = mkdtempSync(join(tmpdir(), "hex-tactics-leaving-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const example = (): any => JSON.parse(readFileSync(new URL("../../docs/examples/initiative-and-pass.json", import.meta.url), "utf8"));
const company = { kind: "INF", company: true, steps: 2, maxSteps: 2, full: { direct: 5, range: 4, movement: 4 }, reduced: { direct: 3, range: 4, movement: 4 } };
const hptm = { id: "hptm", side: "german", name: "Hptm. Brandt", leaderType: "infantry", rank: 3, morale: 8, combat: 1, moraleBonus: 1 };

/** The example's map in a German action segment with these pieces, commands and dice. */
function request(units: object, leaders: object, commands: object[], dice: number[]): any {
  const req = example();
  Object.assign(req.battle, { phase: "action", impulses: { sides: ["german", "russian"], active: "german", lead: 1, lastPass: null, over: false }, units, leaders });
  return { ...req, commands: commands.map((command) => ({ command })), dice };
}

/**
 * Runs `req` through the CLI: it answers (exit 0) with JSON whose every command is done, a response that decodes; the
 * battle after it is taken back as a request's battle (it can be saved and played on). The response.
 */
function answered(req: unknown): any {
  const path = join(dir, "request.json");
  writeFileSync(path, JSON.stringify(req));
  const out = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  const text = (spy: typeof out) => spy.mock.calls.map((c) => String(c[0])).join("");
  let run: { status: number; out: string; err: string };
  try {
    const status = main(["rules", path]);
    run = { status, out: text(out), err: text(err) };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  expect(run.err).toBe("");
  expect(run.status).toBe(EXIT.ok);
  const res = JSON.parse(run.out);
  expect(res.results.map((r: { status: string }) => r.status)).toEqual((req as { commands: unknown[] }).commands.map(() => "done"));
  const { map } = req as { map: unknown };
  expect(() => decodeOnMap(loadMap(map, ia1Tec), OracleResponse, res, "response")).not.toThrow();
  expect(runOracle({ map, battle: res.battle }).battle).toEqual(res.battle);
  return res;
}

const eliminated = (res: any, rule: string) => res.results.at(-1).events.filter((e: { type: string; rule: string }) => e.type === "eliminated" && e.rule === rule).map((e: { piece: string }) => e.piece);

describe("a piece eliminated during its segment leaves it: the battle can be saved", () => {
  it("IA1 14.44, 3.13: a demoralized leader who deserts on a recovery roll of 12 leaves the segment he was activated in", () => {
    const req = request({}, { hptm: { ...hptm, hex: [5, 5], status: "demoralized" } }, [
      { type: "activate", side: "german", root: { leader: "hptm" }, pieces: { hptm: "move" } },
      { type: "recover", side: "german", piece: "hptm" },
    ], [6, 6]);
    const res = answered(req);
    expect(eliminated(res, "IA1 14.44")).toEqual(["hptm"]);
    expect(res.battle.activation).toEqual({ side: "german", pieces: {}, current: null, done: [], fallen: { hptm: null } });
    expect(res.battle.eliminated).toEqual(["hptm"]);
  });

  it("IA1 11.2, 3.13: a gun on Open Sights whose depleted ammunition runs out as it fires (EAD) leaves the segment", () => {
    const req = request(
      {
        a1: { id: "a1", side: "german", name: "77mm A", kind: "ART", company: false, steps: 1, maxSteps: 1, full: { direct: 0, bombardment: 5, range: 10, movement: 0 }, hex: [3, 3] },
        r1: { id: "r1", side: "russian", name: "1/IR 1", ...company, hex: [7, 3] },
      },
      {},
      [
        { type: "activate", side: "german", root: { piece: "a1" }, pieces: { a1: "fire" } },
        { type: "open-sights-fire", side: "german", firer: "a1", at: [7, 3] },
      ],
      // The fire (no effect), then 12 on the depletion check, above the side's 7.
      [6, 6, 6, 6],
    );
    req.battle.sides[0].artillery = { depletion: 7 };
    req.battle.plans = { german: { missions: { a1: { mission: "open-sights", depleted: true } } } };
    const res = answered(req);
    expect(eliminated(res, "IA1 11.2")).toEqual(["a1"]);
    expect(res.battle.activation).toEqual({ side: "german", pieces: {}, current: null, done: [] });
    expect(res.battle.plans.german.missions.a1).toEqual({ mission: "open-sights", depleted: true, ead: true });
  });

  it("IA1 6.7, 12.3, 3.13: a leader killed on his casualty roll after an assault leaves the segment; the unit he led stays in it", () => {
    const req = request(
      { a1: { id: "a1", side: "german", name: "3/IR 147", ...company, hex: [5, 5] }, r1: { id: "r1", side: "russian", name: "1/94", ...company, hex: [5, 6] } },
      { hptm: { ...hptm, hex: [5, 5] } },
      [
        { type: "activate", side: "german", root: { leader: "hptm" }, pieces: { a1: "move", hptm: "move" } },
        { type: "move", side: "german", piece: "a1", to: [5, 6], with: ["hptm"] },
        { type: "assault", side: "german", at: [5, 6], units: ["a1"], leaders: ["hptm"] },
      ],
      // The attacker's 6 (no effect); the defender's 2 (one step off a1); both pass their morale checks; 2 − 1 kills him.
      [6, 2, 1, 1, 1, 1, 1, 1],
    );
    const res = answered(req);
    expect(eliminated(res, "IA1 6.7")).toEqual(["hptm"]);
    expect(Object.keys(res.battle.activation.pieces)).toEqual(["a1"]);
    // IA1 3.2, 3.11: who activated a1 stands for the segment.
    expect([res.battle.activation.pieces.a1.ledBy, res.battle.activation.fallen]).toEqual(["hptm", { hptm: null }]);
    expect(res.battle.activation.done).toEqual(["a1"]);
    expect(res.battle.units.a1.steps).toBe(1);
  });
});
