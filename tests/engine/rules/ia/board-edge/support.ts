import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { BoardEntry, BoardExit, IaBattle, IaLeader, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { inf } from "../../../../fixtures/ia-battle";
import { inAction, leader, world } from "../transport/support";

/** A 20×20 clear map (TEC: clear 1 MP, woods 2) with woods at [8, 0]. */
export const { map, ia, at } = world([[8, 0, ["woods"]]]);

/** A piece of R off the board (hex null). */
export const offBoard = <P extends IaUnit | IaLeader>(p: P): P => ({ ...p, hex: null });

/** R's segment in turn `turn`: Captain `capt` and companies r1, r2 off the board entering by `hexes` in turn `enters`; G's `g` at `enemyAt`. */
export function entering(opts: { hexes?: number[]; enters?: number; turn?: number; enemyAt?: number; more?: IaUnit[]; leaders?: IaLeader[] } = {}): IaBattle {
  const hexes = opts.hexes ?? [at(5, 0)];
  const turn = opts.enters ?? 1;
  const b = inAction([offBoard(inf("r1", "R", 0)), offBoard(inf("r2", "R", 0)), ...(opts.more ?? [])], [offBoard(leader("capt", "R", 0)), ...(opts.leaders ?? [])], opts.enemyAt ?? at(10, 19));
  const entries: BoardEntry[] = ["capt", "r1", "r2"].map((piece) => ({ piece, turn, hexes }));
  return { ...b, turn: opts.turn ?? 1, entering: entries };
}

/** R's segment with `units` on the board and the exits `exits`. */
export function exiting(units: IaUnit[], exits: BoardExit[], leaders: IaLeader[] = [leader("capt", "R", at(5, 0))], enemyAt = at(10, 19)): IaBattle {
  return { ...inAction(units, leaders, enemyAt), exits };
}

export const activate = (pieces: Record<string, "move" | "fire">, root: object = { leader: "capt" }): IaCommand => ({ type: "activate", side: "R", root: root as never, pieces });
export const move = (piece: string, to: number, more: { with?: string[] } = {}): IaCommand => ({ type: "move", side: "R", piece, to, ...more });
export const exit = (unit: string, more: { with?: string[] } = {}): IaCommand => ({ type: "exit-board", side: "R", unit, ...more });

/** The scenario fixture (scenario/support's JSON) with machine-guns for the German gun and mortar: no side has guns (IA1 16.42). */
export const noGuns = (s: { setup: { counter: string }[] }) => s.setup.forEach((e) => ["ger-art", "ger-mortar"].includes(e.counter) && (e.counter = "ger-mg"));
