import type { HexMap } from "../../../map/hex-map";
import { ASSAULT_LIMIT_RULE, DESTROYED_BRIDGE_ASSAULT_LIMIT, HEDGE } from "../data/constants";
import type { CiClass } from "../data/schemas/roster";
import { uphill } from "../map/hexside-terrain";
import { numberOf } from "../numbers/read";
import type { CiBattle } from "../state";
import { labelOf } from "../state/lookups";
import { hexsideKey } from "../state/markers";
import { bridgeDestroyed, crossingOf } from "./crossing";
import type { Barrier } from "./passable";
import { say } from "./text";

/** CI 9.x Assault Modifiers: machine guns, AT guns and mortars cannot move into assaults. */
const NEVER_ASSAULT: ReadonlySet<CiClass> = new Set(["mg", "at-gun", "mortar"]);

/**
 * CI 9.x Assault Combat: how many units (`cls` one of them) may assault from `from` into `to` per HQ activation, by the
 * hexside: a destroyed bridge 0 (CI 7.x Demolish Bridges); a hedge 0, but one tank (TEC footnote 7); uphill across a
 * slope the lost `slopeAssaultLimit` ("always ?", downhill "OT"); else the lost `assaultLimit.<crossing>`.
 */
export function assaultLimit(b: CiBattle, map: HexMap, from: number, to: number, cls: CiClass): number {
  if (bridgeDestroyed(b, from, to)) return DESTROYED_BRIDGE_ASSAULT_LIMIT;
  const crossing = crossingOf(b, map, from, to);
  if (crossing === "hedge") return cls === "tank" ? HEDGE.tanksPerHexside : HEDGE.assaultLimit;
  if (uphill(map, from, to)) return numberOf(b.numbers, "slopeAssaultLimit");
  return numberOf(b.numbers, `assaultLimit.${crossing}`);
}

/** Why block `id` may not enter the enemy-occupied `to` from `from` as an attacker (null: it may). */
export function assaultBarrier(b: CiBattle, map: HexMap, id: string, name: string, from: number, to: number): Barrier | null {
  const cls = labelOf(b, id).class;
  if (NEVER_ASSAULT.has(cls)) return { rule: "CI 9.x Assault Modifiers", why: say("ci.move.no-assault", { block: name, why: `a ${labelOf(b, id).name} never moves into an assault` }) };
  const limit = assaultLimit(b, map, from, to, cls);
  const count = b.activation!.assaultThrough[hexsideKey(from, to)] ?? 0;
  return count < limit ? null : { rule: ASSAULT_LIMIT_RULE, why: say("ci.move.assault-limit", { count, limit }) };
}
