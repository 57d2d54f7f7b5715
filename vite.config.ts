import { defineConfig } from "vite";

/** Bundles the Foundry entry point, and the engine code it imports, into dist/hex-tactics.mjs. */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    minify: false,
    sourcemap: true,
    lib: {
      entry: "src/foundry/hex-tactics.ts",
      formats: ["es"],
      fileName: () => "hex-tactics.mjs",
    },
    rolldownOptions: {
      // Foundry registers sheets and models by class; keep their names readable in the bundle.
      output: { keepNames: true },
    },
  },
});
