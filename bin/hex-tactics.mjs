#!/usr/bin/env node
// The headless entry point (docs/headless.md). `npm run build` compiles the CLI to JavaScript in dist-cli/ (rollup.config.mjs):
// that is what runs, with no TypeScript at run time. Only in a development checkout whose sources were edited since the
// last build (or never built) are the TypeScript sources run instead, through tsx (a devDependency); without tsx the
// build runs even when stale, and with neither the command says what to do.
import { existsSync, readdirSync, statSync } from "node:fs";

const built = new URL("../dist-cli/hex-tactics.mjs", import.meta.url);
const sources = ["../src/cli/", "../src/engine/"].map((dir) => new URL(dir, import.meta.url));

/** The newest modification time of the files under `dir`, or 0 when it does not exist (an installed package has no sources). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) latest = Math.max(latest, statSync(`${entry.parentPath ?? entry.path}/${entry.name}`).mtimeMs);
  return latest;
}

/** tsx's loader, or null when it is not installed. */
async function tsxLoader() {
  try {
    return await import("tsx/esm/api");
  } catch {
    return null;
  }
}

async function loadMain() {
  const hasBuild = existsSync(built);
  if (hasBuild && sources.every((dir) => newest(dir) <= statSync(built).mtimeMs)) return (await import(built.href)).main;
  const tsx = await tsxLoader();
  if (tsx) {
    tsx.register();
    return (await import("../src/cli/main.ts")).main;
  }
  if (hasBuild) {
    console.error("hex-tactics: the sources are newer than dist-cli/ and tsx is not installed: running the last build (`npm run build` rebuilds it)");
    return (await import(built.href)).main;
  }
  return null;
}

const main = await loadMain();
if (main) process.exitCode = main(process.argv.slice(2));
else {
  console.error("hex-tactics: dist-cli/ is missing and tsx is not installed: run `npm run build` first");
  process.exitCode = 1;
}
