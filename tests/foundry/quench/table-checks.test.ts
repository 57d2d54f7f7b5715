/**
 * The Quench checks a GM runs in a real world (src/foundry/quench/table-checks.ts), run here on the GM's page of the
 * simulated world by a small Mocha-like runner, so they cannot rot: each passes where the simulated world behaves as
 * V13 is taken to, and the one that checks an assumption the world makes in its worst case tells which case it is in.
 */
import { assert, describe, expect, it } from "vitest";
import { tableChecks, type CheckContext } from "../../../src/foundry/quench/table-checks";
import { liveTable } from "../world/live/table";
import type { Client } from "../world/world";

type Outcome = { title: string; status: "passed" | "failed" | "skipped"; error?: string };

/** Runs a batch on `page` as Quench would: its tests in order, each told to skip or given a timeout. */
async function runBatch(page: Client, batch: (context: CheckContext) => void): Promise<Outcome[]> {
  const tests: { title: string; fn: Parameters<CheckContext["it"]>[1] }[] = [];
  let suite = "";
  const context: CheckContext = {
    describe: (title, fn) => {
      suite = title;
      fn();
    },
    it: (title, fn) => void tests.push({ title: `${suite}: ${title}`, fn }),
    assert,
  };
  page.run(() => batch(context));
  const SKIP = Symbol("skip");
  const outcomes: Outcome[] = [];
  for (const test of tests) {
    try {
      await page.run(() => test.fn.call({ skip: () => { throw SKIP; }, timeout: () => undefined }));
      outcomes.push({ title: test.title, status: "passed" });
    } catch (e) {
      if (e === SKIP) outcomes.push({ title: test.title, status: "skipped" });
      else outcomes.push({ title: test.title, status: "failed", error: e instanceof Error ? e.message : String(e) });
    }
  }
  return outcomes;
}

const statuses = (outcomes: readonly Outcome[]) => Object.fromEntries(outcomes.map((o) => [o.title, o.error ? `${o.status}: ${o.error}` : o.status]));

describe("the Quench checks, run in the simulated world", () => {
  it("every check passes, but the one the world answers in its worst case: a pack's changes reach every page", async () => {
    const t = await liveTable();
    const outcomes = await runBatch(t.gm, tableChecks);
    const failed = outcomes.filter((o) => o.status === "failed");
    expect(failed.map((o) => o.title)).toEqual(["the referee's store: a player's client receives nothing of its changes (if it does, they are sealed: docs/foundry-check.md)"]);
    expect(failed[0]!.error).toMatch(/sent the store's changes to Alice, Bob/);
    expect(outcomes.filter((o) => o.status === "skipped")).toEqual([]);
  }, 120_000);

  it("where the server keeps a pack's changes from those who may not read it, that check passes too; with no player connected, those needing one skip", async () => {
    const t = await liveTable({ world: { packChangesToAll: false } });
    expect(statuses(await runBatch(t.gm, tableChecks))).toMatchObject({ "the referee's store: a player's client receives nothing of its changes (if it does, they are sealed: docs/foundry-check.md)": "passed" });
    t.server.disconnect("alice");
    t.server.disconnect("bob");
    const alone = await runBatch(t.gm, tableChecks);
    expect(alone.filter((o) => o.status === "skipped").map((o) => o.title)).toEqual([
      "the referee's store: a player's client receives nothing of its changes (if it does, they are sealed: docs/foundry-check.md)",
      "queries: a decision reaches a connected player and, unanswered, closes in time with no answer: the default (his client shows it for 4 s)",
      "queries: decisions asked together reach a connected player in one dialog, which waits and, unanswered, closes in time with no answers",
    ]);
  }, 120_000);
});
