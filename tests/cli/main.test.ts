import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { EXIT, main } from "../../src/cli/main";

/** What the next runOracle call throws instead of answering (an engine bug, simulated). */
const failing = vi.hoisted(() => ({ error: null as unknown }));
vi.mock("../../src/cli/oracle", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/cli/oracle")>();
  return {
    ...actual,
    runOracle: (...args: Parameters<typeof actual.runOracle>) => {
      if (failing.error !== null) throw failing.error;
      return actual.runOracle(...args);
    },
  };
});

const dir = mkdtempSync(join(tmpdir(), "hex-tactics-main-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  failing.error = null;
});

const example = new URL("../../docs/examples/initiative-and-pass.json", import.meta.url).pathname;

/** Runs main with standard output and error captured. */
function run(...argv: string[]): { status: number; out: string; err: string } {
  const out = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
  const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  try {
    const status = main(argv);
    return { status, out: out.mock.calls.map((c) => String(c[0])).join(""), err: err.mock.calls.map((c) => String(c[0])).join("") };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

const USAGE = "usage: hex-tactics rules <request.json | ->   (prints the response JSON; see docs/headless.md)\n";

describe("hex-tactics exit statuses (docs/headless.md)", () => {
  it("0: the response on standard output, nothing on standard error", () => {
    const r = run("rules", example);
    expect([r.status, r.err]).toEqual([EXIT.ok, ""]);
    expect(JSON.parse(r.out).diceUsed).toBe(2);
  });
  it("--help: the usage on standard output, exit 0", () => {
    expect(run("--help")).toEqual({ status: 0, out: USAGE, err: "" });
    expect(run("rules", "--help")).toEqual({ status: 0, out: USAGE, err: "" });
  });
  it("1: usage errors — no verb, another verb, no file, more arguments", () => {
    for (const argv of [[], ["play", example], ["rules"], ["rules", example, "more"]]) expect(run(...argv)).toEqual({ status: EXIT.usage, out: "", err: USAGE });
  });
  it("1: a missing file or a directory, in one line", () => {
    expect(run("rules", join(dir, "none.json"))).toEqual({ status: 1, out: "", err: `hex-tactics: cannot read ${join(dir, "none.json")}: no such file\n` });
    expect(run("rules", dir)).toEqual({ status: 1, out: "", err: `hex-tactics: cannot read ${dir}: is a directory, not a file\n` });
  });
  it("2: not JSON, named with the file", () => {
    const file = join(dir, "broken.json");
    writeFileSync(file, '{ "map": ');
    const r = run("rules", file);
    expect([r.status, r.out]).toEqual([EXIT.refused, ""]);
    expect(r.err).toMatch(new RegExp(`^${file}: not JSON: .+\\n$`));
  });
  it("2: bad data, each JSON path and why", () => {
    const file = join(dir, "bad.json");
    writeFileSync(file, JSON.stringify({ map: 1 }));
    expect(run("rules", file)).toEqual({ status: EXIT.refused, out: "", err: `${file}: invalid data\n  $.map: Invalid input: expected object, received number\n` });
  });
  it("2: a key given twice in an object, named by the path of each later copy (JSON.parse would keep only the last, silently)", () => {
    const file = join(dir, "twice.json");
    const text = readFileSync(example, "utf8").replace('"battle": {', '"battle": { "turn": 5,').replace('"lastTurn": 8,', '"lastTurn": 8, "turn": 1,');
    writeFileSync(file, text.replace('"dice": [5, 2]', '"dice": [5, 2], "dice": [1, 1]'));
    expect(run("rules", file)).toEqual({
      status: EXIT.refused,
      out: "",
      err: `${file}: invalid data\n  $.battle.turn: given twice in this object: JSON keeps only the last copy, silently\n  $.dice: given twice in this object: JSON keeps only the last copy, silently\n`,
    });
  });
  it("3: an engine bug is not bad input: one line naming the request and the error, no stack trace", () => {
    failing.error = new TypeError("Cannot read properties of undefined (reading 'hex')");
    expect(run("rules", example)).toEqual({
      status: EXIT.bug,
      out: "",
      err: `${example}: the engine failed (a bug, not a fault of the request; please report it with the request): TypeError: Cannot read properties of undefined (reading 'hex')\n`,
    });
    failing.error = new RangeError("Maximum call stack size exceeded");
    expect(run("rules", example).status).toBe(EXIT.bug);
  });
});
