/**
 * The referee's figures (referee.ts) measured in a process of its own: referee.ts runs the Foundry layer's table pieces,
 * so it is type-checked with it (tsconfig.foundry.json) and only reached here by its path, never imported.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Sample } from "./measure";

export interface RefereeFigures {
  /** One hex of a dragged move, per case of commands.ts: the whole, and its parts timed alone. */
  readonly hexes: readonly {
    readonly name: string;
    readonly whole: Sample;
    readonly engine: Sample;
    readonly spotted: Sample;
    readonly store: Sample;
    readonly documents: Sample;
    readonly writes: number;
    /** What the projection writer would change: tokens moved or restated, statuses toggled, markers, the Combat. */
    readonly updates: string;
  }[];
  /** The ruler's preview through the table pieces, for a path of 1 to 6 hexes (the mouse move that makes it that long). */
  readonly preview: readonly Sample[];
}

const script = fileURLToPath(new URL("./referee.ts", import.meta.url));

export function timeRefereeApart(size: number): Promise<RefereeFigures> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [String(size)]);
    child.once("message", (m) => resolve(m as RefereeFigures));
    child.once("error", reject);
    child.once("exit", (code) => code !== 0 && reject(new Error(`timing the referee failed (exit ${code})`)));
  });
}
