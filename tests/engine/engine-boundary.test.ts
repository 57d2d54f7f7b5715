import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../../src/engine");
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : f.endsWith(".ts") ? [join(dir, f)] : []));

describe("the engine is pure TypeScript (ARCHITECTURE: nothing in src/engine imports src/foundry, src/cli or the DOM)", () => {
  it("every import stays inside src/engine, apart from the zod schema library", () => {
    const outside: string[] = [];
    for (const file of files(root)) {
      for (const [, spec] of readFileSync(file, "utf8").matchAll(/from\s+"([^"]+)"/g)) {
        if (spec === "zod") continue;
        const target = spec!.startsWith(".") ? resolve(dirname(file), spec!) : spec!;
        if (!target.startsWith(root)) outside.push(`${relative(root, file)} → ${spec}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
