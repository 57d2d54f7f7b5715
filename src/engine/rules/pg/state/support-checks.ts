import type { Fail } from "../../series/state/battle-schema";
import type { PgBattleRecords } from "./battle-fields";

/**
 * PG 9.2, 15.1: the battle's off-board factors and aircraft belong to its sides and are pieces of their own: ids used once,
 * by no unit or leader either.
 */
export function supportChecks(b: PgBattleRecords, fail: Fail, known: (side: string) => boolean): void {
  const ids = new Set([...Object.keys(b.units), ...Object.keys(b.leaders)]);
  const check = (group: "offboard" | "aircraft", rule: string, list: readonly { readonly id: string; readonly side: string }[] | undefined) =>
    list?.forEach((p, i) => {
      if (!known(p.side)) fail([group, i, "side"], `"${p.side}" is not a side of the battle (${rule})`);
      if (ids.has(p.id)) fail([group, i, "id"], `"${p.id}" is the id of another piece (${rule})`);
      ids.add(p.id);
    });
  check("offboard", "PG 9.2", b.offboard);
  check("aircraft", "PG 15.1", b.aircraft);
}
