import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { main } from "../../src/cli/main";
import { runOracle } from "../../src/cli/oracle";
import { OracleResponse } from "../../src/cli/oracle-schema";
import { DataError } from "../../src/engine/data/validate";
import { decodeOnMap, encodeOnMap, loadMap } from "../../src/engine/map";
import { ia1Tec } from "../../src/engine/rules/ia/data";

const examplePath = new URL("../../docs/examples/initiative-and-pass.json", import.meta.url);
const example = () => JSON.parse(readFileSync(examplePath, "utf8"));

describe("headless rules oracle", () => {
  it("runs the documented example: IA1 3.0A initiative, then pass, pass, pass ends turn 1 (3.0 C, D)", () => {
    const res = runOracle(example());
    const map = loadMap(example().map, ia1Tec);
    expect(encodeOnMap(map, OracleResponse, decodeOnMap(map, OracleResponse, res, "response"))).toEqual(res);
    expect(res.results.map((r) => r.status)).toEqual(["done", "done", "done", "done"]);
    expect(res.results[0]).toMatchObject({ status: "done", dice: [5, 2] });
    expect(res.diceUsed).toBe(2);
    expect(res.battle).toMatchObject({ turn: 2, phase: "initiative", units: { g1: { hex: [2, 2], movedFired: false } } });
  });
  it("stops at a refusal and names the rule; later commands do not run", () => {
    const req = example();
    req.commands.splice(1, 0, { command: { type: "pass", side: "russian" } });
    const res = runOracle(req);
    expect(res.results.map((r) => r.status)).toEqual(["done", "refused"]);
    expect(res.results[1]).toMatchObject({ rule: "IA1 3.0 C" });
    expect(res.battle).toMatchObject({ turn: 1, phase: "action" });
  });
  it("the same request gives the same response (dice from a seed too)", () => {
    const req = { ...example(), dice: { seed: 42 } };
    expect(runOracle(req)).toEqual(runOracle(structuredClone(req)));
  });
  it("bad requests are refused with the JSON path and the reason: the map first, then what needs it", () => {
    const bad = example();
    bad.battle.sides[0].initiative = -1;
    bad.map.layout = "square";
    const paths = (req: unknown) => {
      try {
        runOracle(req, "bad.json");
      } catch (e) {
        expect(e).toBeInstanceOf(DataError);
        return (e as DataError).issues.map((i) => i.path);
      }
      throw new Error("accepted");
    };
    expect(paths(bad)).toEqual(["$.map.layout"]);
    bad.map.layout = "odd-q";
    expect(paths(bad)).toEqual(["$.battle.sides[0].initiative"]);
    const off = example();
    off.battle.units.g1.hex = [40, 2];
    expect(() => runOracle(off)).toThrow(DataError);
    expect(() => runOracle(off)).toThrow(/\$\.battle\.units\.g1\.hex: \[40, 2\] is off the 12×10 map/);
  });
  it("`hex-tactics rules <file>` prints the response; bad input exits 2, bad usage 1", () => {
    const out = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      expect(main(["rules", examplePath.pathname])).toBe(0);
      expect(JSON.parse(String(out.mock.calls[0]![0])).battle.turn).toBe(2);
      expect(main(["rules", new URL("../../package.json", import.meta.url).pathname])).toBe(2);
      expect(main(["nothing"])).toBe(1);
      const viaBin = execFileSync(process.execPath, [new URL("../../bin/hex-tactics.mjs", import.meta.url).pathname, "rules", examplePath.pathname], { encoding: "utf8" });
      expect(JSON.parse(viaBin).results).toHaveLength(4);
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  });
});
