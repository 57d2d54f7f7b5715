import type { Reporter, TestModule } from "vitest/node";

/** Prints the run's closing line as "N passed, N failed" (with skipped), the plain form CI reads in any language. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const count = { passed: 0, failed: 0, skipped: 0 };
    for (const m of modules)
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === "passed") count.passed++;
        else if (state === "failed") count.failed++;
        else count.skipped++;
      }
    if (modules.some((m) => m.state() === "failed") && count.failed === 0) count.failed = 1;
    process.stdout.write(`\n${count.passed} passed, ${count.failed} failed${count.skipped ? `, ${count.skipped} skipped` : ""}\n`);
  }
}
