import { Refusal, refuseUnless } from "../../../core/refusal";
import type { TerrainEffectsChart } from "../../../data/schemas/tec";
import type { HexMap } from "../../../map";
import type { IaContext } from "../commands/context";
import type { IaLeader, IaUnit } from "../state";
import { bankStep, riverAt } from "../../series/state/river-banks";
import { say } from "../text";
import { movementAllowance } from "./allowance";

/** What the river rules make of one piece's step: why it may not be taken, or what it brings (`riverCrossing`). */
export type RiverCrossing =
  | { readonly forbidden: "down-river" | "major-crossing" }
  | { readonly bank: number | null; readonly stops: boolean; readonly inFull: boolean };

/**
 * IA1 5.8–5.82 for one piece's step from `from` to `to`: the bank it is then on; whether it must stop for the turn (it
 * crossed a minor river away from a bridge or ford, 5.81); whether the step must be paid within its allowance (entering
 * a major river hex, or crossing one: 5.2's one-hex minimum does not apply, 5.82). Forbidden: down the river off its
 * bank, or across a major river away from a bridge or ford (5.82). Leaving a river hex to the other bank is crossing;
 * at a bridge or ford (a `crossing` feature on that hexside) the piece keeps moving (5.8).
 */
export function riverCrossing(map: HexMap, tec: TerrainEffectsChart, p: IaUnit | IaLeader, from: number, to: number): RiverCrossing {
  const step = bankStep(map, p.riverBank, from, to);
  if (step === null) return { forbidden: "down-river" };
  const atCrossing = map.hexsideFeatures(from, to).some((f) => tec.hexsides[f]?.kind === "crossing");
  const major = riverAt(map, from) === "major-river";
  if (step.crossing && major && !atCrossing) return { forbidden: "major-crossing" };
  return { bank: step.bank, stops: step.crossing && !atCrossing, inFull: riverAt(map, to) === "major-river" || (step.crossing && major) };
}

/** What a move along or across a river leaves behind: each mover's bank, and who must stop (5.81). */
export interface RiverStep {
  readonly banks: Readonly<Record<string, number | null>>;
  readonly stop: readonly string[];
}

/** IA1 5.8–5.82 (`riverCrossing`) for pieces that have paid to move together from `from` to `to`. */
export function riverStep(ctx: IaContext, movers: readonly string[], from: number, to: number): RiverStep {
  const { map, tec, state: b } = ctx;
  const banksAfter: Record<string, number | null> = {};
  const stop: string[] = [];
  for (const id of movers) {
    const p = (b.units.get(id) ?? b.leaders.get(id))!;
    const step = riverCrossing(map, tec, p, from, to);
    if ("forbidden" in step)
      throw step.forbidden === "down-river"
        ? new Refusal("IA1 5.81, 5.82", say("river.down-river", { piece: p.name }))
        : new Refusal("IA1 5.82", say("river.major-crossing", { piece: p.name }));
    if (step.inFull) {
      const allowance = movementAllowance(p);
      const spent = b.activation!.pieces[id]!.mpSpent;
      refuseUnless(spent <= allowance, "IA1 5.82", say("river.major-full-cost", { piece: p.name, allowance, spent }));
    }
    banksAfter[id] = step.bank;
    if (step.stops) stop.push(id);
  }
  return { banks: banksAfter, stop };
}

/** After the move: each piece's bank is recorded; pieces that crossed a minor river stop for the turn (5.81). */
export function afterRiverStep(ctx: IaContext, step: RiverStep): void {
  for (const [piece, riverBank] of Object.entries(step.banks)) if (riverBank !== null) ctx.emit({ type: "river-bank", piece, riverBank, rule: "IA1 5.8" });
  if (step.stop.length) ctx.emit({ type: "moved-fired", pieces: [...step.stop], rule: "IA1 5.81" });
}
