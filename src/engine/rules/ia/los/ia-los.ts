import { blockReason, type BlockReason, type LineSide, type LosRules } from "../../../los";
import type { IaTerrain } from "./ia-terrain";

/** What both Infantry Attacks editions' LOS rules share: the prepared terrain and their table of reasons. */
export abstract class IaLos implements LosRules {
  abstract readonly id: string;
  abstract readonly spineChoiceLastsTurn: boolean;

  constructor(
    readonly terrain: IaTerrain,
    private readonly reasons: readonly BlockReason[],
  ) {}

  sync(): void {
    this.terrain.sync();
  }

  abstract blockSide(from: number, to: number, side: LineSide, length: number): number;

  reason(code: number): BlockReason {
    return this.reasons[blockReason(code)]!;
  }
}
