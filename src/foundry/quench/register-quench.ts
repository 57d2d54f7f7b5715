/**
 * The in-world checks (table-checks.ts) as a Quench batch: Quench (`Ethaks/FVTT-Quench`, the test runner V13 systems
 * such as dnd5e register batches with) calls `quenchReady` with its API when the module is active; otherwise nothing
 * here runs. How a GM runs them: docs/foundry-check.md.
 */
import { tableChecks, type CheckContext } from "./table-checks";

/** What this uses of Quench's API (`quench.registerBatch(key, fn, { displayName })`). */
interface Quench {
  registerBatch(key: string, fn: (context: CheckContext) => void, options: { displayName: string }): void;
}

/** `init`: the batch, registered when Quench says it is ready. */
export function registerQuenchChecks(): void {
  Hooks.once("quenchReady" as never, ((quench: Quench) => quench.registerBatch("hex-tactics.table", tableChecks, { displayName: "Hex Tactics: the table in this world" })) as never);
}
