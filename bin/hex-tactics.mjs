#!/usr/bin/env node
// The headless entry point: runs the TypeScript CLI through tsx (see docs/headless.md).
import { register } from "tsx/esm/api";

register();
const { main } = await import("../src/cli/main.ts");
process.exitCode = main(process.argv.slice(2));
