// Builds the headless CLI and the engine library into dist-cli/ (docs/api.md): plain JavaScript and the type declarations
// of the engine API, so `npx hex-tactics` and bots need no TypeScript at run time. zod, the one runtime dependency, stays
// an import; Node's own modules too.
import json from "@rollup/plugin-json";
import typescript from "@rollup/plugin-typescript";

export default {
  input: { "hex-tactics": "src/cli/main.ts", api: "src/cli/api.ts" },
  external: (id) => id === "zod" || id.startsWith("zod/") || id.startsWith("node:"),
  output: { dir: "dist-cli", format: "es", entryFileNames: "[name].mjs", chunkFileNames: "chunks/[name].mjs", sourcemap: true },
  plugins: [json({ preferConst: true }), typescript({ tsconfig: "tsconfig.cli.json" })],
};
