/**
 * What a sheet may show of a piece's state: only what the board shows every client (docs/foundry.md) — the status
 * effects on the piece's token, and the face and steps the referee writes on the token as `flags.hex-tactics.state`
 * (referee/flags.ts `PieceState`).
 * A world actor (a counter, not a piece) has none.
 */
import { rulesetChoices } from "../../rulesets/table-ruleset";

/** A piece's state in the battle, as its token shows it: status ids (`ht-…`), and when known its face and steps. */
export interface PieceSummary {
  readonly statuses: readonly string[];
  /** One of the registered rulesets' `unitFaces`. */
  readonly face?: string;
  readonly steps?: { readonly value: number; readonly max: number };
}

/** The parts of a token's actor this reads. */
export interface PieceSource {
  readonly isToken: boolean;
  readonly statuses?: Iterable<string>;
  /** The token's `flags.hex-tactics.state`, as the referee wrote it (or anything, if someone else did). */
  readonly state?: unknown;
}

const isFace = (v: unknown): v is string => typeof v === "string" && Object.hasOwn(rulesetChoices("unitFaces"), v);
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

export function pieceSummary(source: PieceSource): PieceSummary | null {
  if (!source.isToken) return null;
  const flag = (typeof source.state === "object" && source.state !== null ? source.state : {}) as { face?: unknown; steps?: { value?: unknown; max?: unknown } };
  const steps = flag.steps;
  return {
    statuses: [...(source.statuses ?? [])],
    ...(isFace(flag.face) ? { face: flag.face } : {}),
    ...(steps && isCount(steps.value) && isCount(steps.max) ? { steps: { value: steps.value, max: steps.max } } : {}),
  };
}
