import { distance } from "../../../hex";
import { leads } from "../activation/leads";
import type { IaView } from "../commands/context";
import { linesOfFireClear } from "../fire/blocked-fire";
import { isAssaultHex } from "../fire/hexes";
import type { IaLeader, IaUnit } from "../state";

/**
 * IA1 13.15, 7.32, 6.51, 6.52: the firing groups the inactive player may choose among, each a list of piece ids
 * (units in the order given, then any leader): every eligible unit alone; each hex's eligible units together (7.32);
 * and through each of the side's leaders who has not activated this turn and has a combat modifier, the units of
 * his type in his hex (he adds his modifier to one, 6.52) and, in good order, those in up to that many adjacent
 * hexes combined with them (6.51; his own hex need not fire). A combination whose line of fire would be blocked for
 * its lowest unit (10.1) is left out. A leader under MOVED/FIRED is offered only with an MG whose first shot he
 * combined, for its second (3.3). `firers` are the eligible units (`opportunityFirers`).
 */
export function firingGroups(view: IaView, firers: readonly string[], target: number): string[][] {
  const b = view.state;
  const units = firers.map((id) => b.units[id]!);
  const side = units[0]?.side;
  const byHex = new Map<number, IaUnit[]>();
  for (const u of units) byHex.set(u.hex!, [...(byHex.get(u.hex!) ?? []), u]);
  const groups = new Map<string, string[]>();
  const add = (group: readonly IaUnit[], leader: IaLeader | null) => {
    const ids = [...units.filter((u) => group.includes(u)).map((u) => u.id), ...(leader ? [leader.id] : [])];
    const key = ids.join("\u0000");
    if (groups.has(key)) return;
    if (new Set(group.map((u) => u.hex)).size > 1 && !linesOfFireClear(view, side!, group, target)) return;
    groups.set(key, ids);
  };
  for (const u of units) add([u], null);
  for (const here of byHex.values()) if (here.length > 1) add(here, null);
  for (const l of Object.values(b.leaders)) {
    if (l.side !== side || l.hex === null || l.status === "demoralized" || l.combat < 1 || isAssaultHex(b, l.hex)) continue;
    // IA1 3.3: a MOVED/FIRED leader may still combine the second shot of an MG whose first he combined.
    const second = l.movedFired ? units.filter((u) => u.oppFire && l.oppFireWith?.includes(u.id)) : null;
    if (second !== null && !second.length) continue;
    const withSecond = (group: readonly IaUnit[]) => second === null || group.some((u) => second.includes(u));
    const at = view.map.hexAt(l.hex);
    const own = (byHex.get(l.hex) ?? []).filter((u) => leads(l, u));
    const adjacent =
      l.status === "good"
        ? [...byHex.entries()].filter(([h, us]) => h !== l.hex && distance(at, view.map.hexAt(h)) === 1 && us.some((u) => leads(l, u))).map(([, us]) => us.filter((u) => leads(l, u)))
        : [];
    for (const chosen of subsets(adjacent, l.combat)) {
      const hexes = (own.length ? 1 : 0) + chosen.length;
      const group = [...own, ...chosen.flat()];
      if ((hexes >= 2 || (hexes === 1 && chosen.length === 0)) && withSecond(group)) add(group, l);
    }
  }
  return [...groups.values()];
}

/** Every subset of `xs` of at most `max` members, the empty one first. */
function subsets<T>(xs: readonly T[], max: number): T[][] {
  const out: T[][] = [[]];
  for (const x of xs) for (const s of [...out]) if (s.length < max) out.push([...s, x]);
  return out;
}
