import type { TraceEntry } from "../../../core/trace";
import type { RpContext } from "../context";
import type { RpBattle } from "../state";
import { updateControl } from "../state/control";
import { otherSide } from "../state/lookups";

/** RP 3.9: the last side to have solely occupied the hex; one never occupied is its set-up side's. */
export const controllerOf = (b: RpBattle, hex: number): string | null => b.control[String(hex)] ?? b.sides.find((s) => s.setUp.includes(hex))?.id ?? null;

type ExitVictory = Extract<NonNullable<RpBattle["scenario"]["victory"]>, { kind: "exit" }>;

/** RP 10.3: the units of the listed side that have exited the map, across the listed edge where one is given. */
export const exitsCounted = (b: RpBattle, v: ExitVictory): number =>
  Object.values(b.units).filter((u) => u.side === v.side && u.status === "exited" && (!v.hexes.length || (u.exitedFrom !== undefined && v.hexes.includes(u.exitedFrom)))).length;

/**
 * RP 10.1: the scenario is over. `control`: the listed side wins if it controls every listed hex, else it loses;
 * `most`: the side controlling more of them wins, an equal count is a draw (null); `exit` (RP 10.3): the listed side
 * wins if `count` of its units have exited the map (across the edge whose hexes are listed, where some are), else it
 * loses. No conditions: no winner.
 */
export function endBattle(ctx: RpContext): void {
  const v = ctx.state.scenario.victory;
  if (v === undefined) {
    ctx.emit({ type: "battle-ended", winner: null, rule: "RP 10.1", trace: [] });
    return;
  }
  if (v.kind === "exit") {
    const b = ctx.state;
    const exited = exitsCounted(b, v);
    const trace: TraceEntry[] = [{ id: `exited:${v.side}`, label: `units of ${b.sides.find((s) => s.id === v.side)!.name} exited (${v.count} needed)`, value: exited, rule: "RP 10.3" }];
    ctx.emit({ type: "battle-ended", winner: exited >= v.count ? v.side : otherSide(b, v.side), rule: "RP 10.1", trace });
    return;
  }
  updateControl(ctx, v.hexes);
  const b = ctx.state;
  const hexes = [...new Set(v.hexes)];
  const held = (side: string) => hexes.filter((h) => controllerOf(b, h) === side).length;
  const trace: TraceEntry[] = b.sides.map((s) => ({ id: `control:${s.id}`, label: `objective hexes controlled by ${s.name}`, value: held(s.id), rule: "RP 3.9" }));
  const [a, z] = b.sides.map((s) => held(s.id)) as [number, number];
  const winner = v.kind === "control" ? (held(v.side) === hexes.length ? v.side : otherSide(b, v.side)) : a > z ? b.sides[0].id : z > a ? b.sides[1].id : null;
  ctx.emit({ type: "battle-ended", winner, rule: "RP 10.1", trace: trace.map((t) => ({ ...t })) });
}
