import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runOracle } from "../../src/cli/oracle";

const root = join(import.meta.dirname, "../..");
const example = join(root, "docs/examples/initiative-and-pass.json");
const zod = join(root, "node_modules/zod");

/**
 * The CLI as `npm run build` leaves it (dist-cli/, rollup.config.mjs), run from a folder holding only it, the bin and zod:
 * neither tsx nor TypeScript can be found from there, so it answers with JavaScript alone. `npm test` builds first: the
 * tests assume dist-cli/ exists.
 */
describe("the built CLI", () => {
  let dir: string;
  beforeAll(() => {
    if (!existsSync(join(root, "dist-cli/hex-tactics.mjs"))) throw new Error("dist-cli/ is missing: run `npm run build` (or `npx rollup -c`) first");
    dir = mkdtempSync(join(tmpdir(), "hex-tactics-cli-"));
    cpSync(join(root, "dist-cli"), join(dir, "pkg/dist-cli"), { recursive: true });
    cpSync(join(root, "bin"), join(dir, "pkg/bin"), { recursive: true });
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
    writeFileSync(join(dir, "pkg/package.json"), JSON.stringify({ name: pkg.name, type: "module", exports: pkg.exports, bin: pkg.bin }));
    mkdirSync(join(dir, "pkg/node_modules"));
    symlinkSync(zod, join(dir, "pkg/node_modules/zod"), "dir");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const node = (args: string[], cwd = dir) => execFileSync(process.execPath, args, { cwd, encoding: "utf8", env: { PATH: process.env.PATH ?? "" } });

  it("finds neither tsx nor TypeScript beside it", () => {
    const probe = "for (const m of ['tsx', 'typescript']) { try { await import(m); console.log(m); } catch {} }";
    expect(node(["--input-type=module", "-e", probe], join(dir, "pkg")).trim()).toBe("");
  });

  it("answers the documented example (docs/examples/initiative-and-pass.json) as the sources do", () => {
    const out = node([join(dir, "pkg/bin/hex-tactics.mjs"), "rules", example]);
    expect(out).toBe(`${JSON.stringify(runOracle(JSON.parse(readFileSync(example, "utf8")), example), null, 2)}\n`);
    expect(JSON.parse(out).results.map((r: { status: string }) => r.status)).toEqual(["done", "done", "done", "done"]);
  });

  it("refuses bad data with exit status 2 and the JSON path", () => {
    const bad = join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify({ ...JSON.parse(readFileSync(example, "utf8")), dice: "six" }));
    let status = 0;
    let stderr = "";
    try {
      node([join(dir, "pkg/bin/hex-tactics.mjs"), "rules", bad]);
    } catch (e) {
      ({ status, stderr } = e as { status: number; stderr: string });
    }
    expect(status).toBe(2);
    expect(stderr).toContain("$.dice");
  });

  it("is a library too: `import { rules } from \"hex-tactics\"` gives the same response", () => {
    const consumer = join(dir, "consumer");
    mkdirSync(join(consumer, "node_modules"), { recursive: true });
    symlinkSync(join(dir, "pkg"), join(consumer, "node_modules/hex-tactics"), "dir");
    const script = `import { rules } from "hex-tactics"; import { readFileSync } from "node:fs"; console.log(JSON.stringify(rules(JSON.parse(readFileSync(${JSON.stringify(example)}, "utf8")), ${JSON.stringify(example)})));`;
    const out = node(["--input-type=module", "-e", script], consumer);
    expect(JSON.parse(out)).toEqual(runOracle(JSON.parse(readFileSync(example, "utf8")), example));
  });

  it("runs the last build, saying so, when the sources are newer and tsx is not installed (bin/hex-tactics.mjs)", () => {
    const checkout = join(dir, "stale");
    cpSync(join(dir, "pkg"), checkout, { recursive: true, dereference: false });
    mkdirSync(join(checkout, "src/cli"), { recursive: true });
    writeFileSync(join(checkout, "src/cli/main.ts"), "export function main(): number { throw new Error(\"not run\"); }\n");
    // Edited after the build: an hour newer than dist-cli/hex-tactics.mjs.
    const later = new Date(statSync(join(checkout, "dist-cli/hex-tactics.mjs")).mtimeMs + 3_600_000);
    utimesSync(join(checkout, "src/cli/main.ts"), later, later);
    const run = spawnSync(process.execPath, [join(checkout, "bin/hex-tactics.mjs"), "rules", example], { cwd: checkout, encoding: "utf8", env: { PATH: process.env.PATH ?? "" } });
    expect(run.status).toBe(0);
    expect(run.stderr).toContain("tsx is not installed: running the last build");
    expect(JSON.parse(run.stdout)).toEqual(runOracle(JSON.parse(readFileSync(example, "utf8")), example));
  });

  it("says to build when there is neither a build nor tsx", () => {
    const bare = join(dir, "bare");
    cpSync(join(dir, "pkg/bin"), join(bare, "bin"), { recursive: true });
    const run = spawnSync(process.execPath, [join(bare, "bin/hex-tactics.mjs"), "rules", example], { cwd: bare, encoding: "utf8", env: { PATH: process.env.PATH ?? "" } });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("dist-cli/ is missing and tsx is not installed: run `npm run build` first");
  });

  it("ships type declarations a TypeScript module author compiles against", () => {
    const consumer = join(dir, "typed");
    mkdirSync(join(consumer, "node_modules"), { recursive: true });
    symlinkSync(join(dir, "pkg"), join(consumer, "node_modules/hex-tactics"), "dir");
    symlinkSync(zod, join(consumer, "node_modules/zod"), "dir");
    writeFileSync(
      join(consumer, "bot.ts"),
      [
        'import { rules, sight, type OracleResponse } from "hex-tactics";',
        "declare const request: unknown;",
        "const response: OracleResponse = rules(request);",
        "const spotted: string[] = sight({ ...(request as Parameters<typeof sight>[0]), side: \"german\" }).spotted;",
        "// @ts-expect-error: a sight query names the side",
        'sight({ ...(request as Omit<Parameters<typeof sight>[0], "side">) });',
        "export { spotted };",
      ].join("\n"),
    );
    const tsc = join(root, "node_modules/typescript/bin/tsc");
    const args = [tsc, "--noEmit", "--strict", "--module", "nodenext", "--moduleResolution", "nodenext", "--target", "es2022", "--skipLibCheck", "bot.ts"];
    expect(() => node(args, consumer)).not.toThrow();
  });
});
