import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

/** The repository root; every path below is relative to it, with forward slashes (`src/engine/core/engine.ts`). */
export const ROOT = resolve(import.meta.dirname, "../..");

/** Where the games' folders are: each game's engine rules and its table module, one folder per game under each. */
const GAME_PARENTS = ["src/engine/rules", "src/foundry/rulesets"] as const;

/** The two registries, the only neutral files that import a game's folder. */
export const REGISTRIES = ["src/engine/rules/registry.ts", "src/foundry/rulesets/registry.ts"] as const;

/** The games' folders (`src/engine/rules/ia/`, `src/foundry/rulesets/ia/`, …). */
export const GAME_FOLDERS = GAME_PARENTS.flatMap((parent) =>
  readdirSync(join(ROOT, parent), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `${parent}/${e.name}/`),
);

/** Whether a source file belongs to no one game (issue 17: everything under `src/` but the games' folders). */
export const isNeutral = (file: string): boolean => !GAME_FOLDERS.some((f) => file.startsWith(f));

const rel = (path: string) => relative(ROOT, path).split("\\").join("/");

/** Every TypeScript file under `dir` (repository-relative), sorted. */
export function sourceFiles(dir = "src"): string[] {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : f.endsWith(".ts") && !f.endsWith(".d.ts") ? [rel(join(d, f))] : []));
  return walk(join(ROOT, dir)).sort();
}

const CANDIDATES = ["", ".ts", "/index.ts"];

/**
 * The files `file` imports or re-exports from, type-only imports included (relative specifiers only; packages are not
 * ours). A specifier naming no file is left to the type check.
 */
export function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  const specs = ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName).filter((s) => s.startsWith("."));
  return specs.flatMap((spec) => {
    const base = resolve(ROOT, dirname(file), spec);
    const found = CANDIDATES.map((c) => base + c).find((p) => existsSync(p) && statSync(p).isFile());
    return found === undefined ? [] : [rel(found)];
  });
}

/** The import graph of `files`: each file and the files it imports (only those among `files`). */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(files.map((f) => [f, [...new Set(importsOf(f))].filter((t) => known.has(t))]));
}

/** The strongly connected components of more than one file, or of one file importing itself: each an import cycle. Tarjan's algorithm. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const scc: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      scc.push(w);
    } while (w !== v);
    if (scc.length > 1 || graph.get(v)?.includes(v)) cycles.push(scc.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The words of an identifier or string: `leadSegments` → lead, segments; `"ia.hex-entered"` → ia, hex, entered. */
export const wordsOf = (token: string): string[] =>
  token
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The identifiers and string literals of a file's code (comments are not code), each once, in order of appearance. */
export function codeTokens(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(ROOT, file), "utf8"), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const tokens = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) tokens.add(node.text);
    else if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) tokens.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...tokens];
}
