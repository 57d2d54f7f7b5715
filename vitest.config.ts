import { defineConfig } from "vitest/config";

/** One project per kind of test; `npm test` builds first, so packs and bundle tests see dist/ and packs/. */
export default defineConfig({
  test: {
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/**/*.test.ts"],
          exclude: ["tests/foundry/**", "tests/packs/**", "tests/browser/**", "tests/release/**"],
        },
      },
      {
        extends: true,
        test: {
          name: "foundry",
          include: ["tests/foundry/**/*.test.ts"],
          setupFiles: ["tests/foundry/setup/foundry-shim.ts"],
        },
      },
      {
        extends: true,
        test: { name: "packs", include: ["tests/packs/**/*.test.ts"], testTimeout: 30_000 },
      },
      {
        extends: true,
        // The built CLI (dist-cli/) and the package zip: after `npm run build`.
        test: { name: "release", include: ["tests/release/**/*.test.ts"], testTimeout: 60_000 },
      },
      {
        extends: true,
        test: { name: "browser", include: ["tests/browser/**/*.test.ts"], testTimeout: 60_000, hookTimeout: 60_000 },
      },
    ],
  },
});
