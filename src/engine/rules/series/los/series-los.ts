import { blockReason, type BlockReason, type LineSide, type LosRules } from "../../../los";
import type { SeriesTerrain } from "./terrain";

/** What a game's line-of-sight rules on series terrain share: the prepared terrain and their table of reasons. */
export abstract class SeriesLos implements LosRules {
  abstract readonly id: string;
  abstract readonly spineChoiceLastsTurn: boolean;

  constructor(
    readonly terrain: SeriesTerrain,
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
