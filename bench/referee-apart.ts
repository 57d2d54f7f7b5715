/**
 * The referee's figures (referee.ts) measured in a process of its own: referee.ts runs the Foundry layer's table pieces,
 * so it is type-checked with it (tsconfig.foundry.json) and only reached here by its path, never imported.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Sample } from "./measure";

export interface RefereeFigures {
  /** A one-hex move through the referee, per move case of commands.ts, early then late in a game. */
  readonly moves: readonly {
    readonly name: string;
    /** Commands in the game's log before the move. */
    readonly commands: number;
    /** The request, the engine, store, projection and cards, then both sides' `sight`. */
    readonly whole: Sample;
    /** The engine's command alone. */
    readonly engine: Sample;
    /** Bytes the move wrote to the store, in how many pages (a decision's entry is held back: none). */
    readonly bytes: number;
    readonly pages: number;
    /** Bytes of the battle's snapshot at that point of the game. */
    readonly snapshot: number;
    /** Documents the projection would change (tokens, the Combat). */
    readonly documents: number;
  }[];
  /** The ruler's preview through the table pieces, for a path of 1 to 6 hexes (the mouse move that makes it that long). */
  readonly preview: readonly Sample[];
}

const script = fileURLToPath(new URL("./referee.ts", import.meta.url));

/** The figures at `size` counters a side, late in a game being after `late` commands of random play. */
export function timeRefereeApart(size: number, late: number): Promise<RefereeFigures> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [String(size), String(late)]);
    child.once("message", (m) => resolve(m as RefereeFigures));
    child.once("error", reject);
    child.once("exit", (code) => code !== 0 && reject(new Error(`timing the referee failed (exit ${code})`)));
  });
}
