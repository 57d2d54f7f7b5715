import type { PieceSummary } from "../../applications/sheets/piece-summary";
import { statusId, type HexTacticsStatus } from "../../status-effects";

/** A piece's morale state in battle (IA1 14.0–14.3, PG 14.0–14.3), as its status effects say. */
const MORALE_STATES = { good: "HEX_TACTICS.Status.good", disrupted: "HEX_TACTICS.Status.disrupted", demoralized: "HEX_TACTICS.Status.demoralized" } as const;

export interface PieceView {
  status: string;
  statuses: { id: string; label: string; img: string }[];
  steps: { value: number; max: number } | null;
}

/** A piece's morale state, those of its game's status effects (`effects`) it shows, and the steps it has left. */
export function pieceView(piece: PieceSummary | null | undefined, effects: readonly HexTacticsStatus[]): PieceView | null {
  if (!piece) return null;
  const status = piece.statuses.includes(statusId("demoralized")) ? "demoralized" : piece.statuses.includes(statusId("disrupted")) ? "disrupted" : "good";
  return {
    status: MORALE_STATES[status],
    statuses: effects.filter((s) => piece.statuses.includes(s.id)).map((s) => ({ id: s.id, label: s.name, img: s.img })),
    steps: piece.steps ? { ...piece.steps } : null,
  };
}
