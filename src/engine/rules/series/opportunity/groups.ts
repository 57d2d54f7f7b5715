import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import { linesOfFireClear } from "../fire/blocked-fire";
import { combinesAcrossHexes } from "../fire/combining";
import { isAssaultHex } from "../movement/step";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import { leadersOfSideIn } from "../state/occupancy";

/**
 * 13.0, 13.22, 7.33, 6.41, 6.42: the firing groups the inactive player may choose among, each a list of piece ids (units
 * in the order given, then any leader). Every choice of one hex's eligible units (7.33). Through each of the side's
 * leaders who has not activated this turn, is not demoralized and has a combat modifier: every choice of the units in
 * his hex with at least one of his kind (he adds his modifier to one, 6.42), alone or, where he may combine them
 * (`combinesAcrossHexes`, 6.41; units that may combine across hexes, 7.33), with up to that many other hexes, each
 * firing with all its eligible units of his kind; his own hex need not fire. Parts of those other hexes are not offered,
 * to keep the options a dialog can hold (docs/rulings.md). A combination across hexes whose line of fire would be
 * blocked (10.1) is left out. A leader under MOVED/FIRED is offered only with a unit whose first shot he combined, for
 * its second (IA1 3.3). `firers` are the eligible units (`opportunityFirers`).
 */
export function firingGroups<B extends ReducedBattle>(ctx: SeriesContext<B>, firers: readonly string[], target: number): string[][] {
  const b = ctx.state;
  const { leads } = ctx.rules.leadership;
  const units = firers.map((id) => b.units.get(id) as UnitOf<B>);
  const side = units[0]?.side;
  const byHex = new Map<number, UnitOf<B>[]>();
  for (const u of units) byHex.set(u.hex!, [...(byHex.get(u.hex!) ?? []), u]);
  const groups = new Map<string, string[]>();
  const add = (group: readonly UnitOf<B>[], leader: LeaderOf<B> | null) => {
    const ids = [...units.filter((u) => group.includes(u)).map((u) => u.id), ...(leader ? [leader.id] : [])];
    const key = ids.join("\u0000");
    if (groups.has(key)) return;
    if (new Set(group.map((u) => u.hex)).size > 1 && !(group.every(ctx.rules.fire.combinesAcross) && linesOfFireClear(ctx, side!, group, target))) return;
    groups.set(key, ids);
  };
  for (const u of units) add([u], null);
  for (const here of byHex.values()) for (const some of subsets(here, here.length)) if (some.length > 1) add(some, null);
  // Only a leader in a firing hex or next to one has a group to offer (6.41: he combines hexes adjacent to his).
  const near = new Set([...byHex.keys()].flatMap((h) => ctx.map.around(h)));
  for (const l of side === undefined ? [] : (leadersOfSideIn(b, [...near], side) as LeaderOf<B>[])) {
    if (l.status === "demoralized" || l.combat < 1 || isAssaultHex(ctx, l.hex!)) continue;
    // IA1 3.3: a MOVED/FIRED leader may still combine the second shot of a unit whose first he combined.
    const second = l.movedFired ? units.filter((u) => u.oppFire && l.oppFireWith?.includes(u.id)) : null;
    const withSecond = (group: readonly UnitOf<B>[]) => second === null || group.some((u) => second.includes(u));
    const own = byHex.get(l.hex!) ?? [];
    const others = [...byHex.entries()].filter(([h]) => h !== l.hex).map(([, us]) => us.filter((u) => leads(l, u)));
    for (const mine of subsets(own, own.length))
      for (const chosen of subsets(others.filter((us) => us.length), l.combat)) {
        const group = [...mine, ...chosen.flat()];
        const ok = chosen.length ? (mine.length > 0 || chosen.length > 1) && combinesAcrossHexes(ctx, l, group) : mine.some((u) => leads(l, u));
        if (ok && withSecond(group)) add(group, l);
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
