import type { HexMap } from "../../../map";
import type { ActivationRoot } from "../commands/activation-shapes";
import type { ReducedBattle } from "../events/types";
import type { Leading, ReachRules, UnitOf } from "../rules/leadership";
import { unitsOfSideIn } from "../state/occupancy";
import type { MoraleStatus } from "../state/pieces";

/** 3.12, 6.2: who can activate others — not demoralized (PG 5.44, IA1 5.51), not under MOVED/FIRED. */
export const canActivateOthers = (l: { readonly status: MoraleStatus; readonly movedFired: boolean }): boolean => l.status !== "demoralized" && !l.movedFired;

/**
 * Every unit and leader the root may activate this segment, with the leaders of its own kind who may activate it in the
 * order they are reached (none when it activates by itself or with its stack: 3.11, such units may not move closer,
 * 5.4). Leaders reach their hex and the six adjacent hexes in good order, their own hex when disrupted (3.12, 5.44), and
 * lower-ranking leaders of their kind there, who reach on in turn (3.2). Where several leaders reach a piece the player
 * says which activates it (3.13); the first is the default. A leader aboard a unit (PG 3.3) goes by its id: he reaches
 * the unit carrying him as any unit in his hex.
 */
export function activators<B extends ReducedBattle>(leadership: ReachRules<B>, b: B, map: HexMap, side: string, root: ActivationRoot): Map<string, string[]> {
  const scope = new Map<string, string[]>();
  // The side's units (not loaded) in some hexes, in battle order, from the hex index.
  const unitsIn = (hexes: readonly number[]) => unitsOfSideIn(b, hexes, side).filter((u) => u.carriedBy === null) as UnitOf<B>[];
  /** The hexes `l` reaches. */
  const near = (l: Leading<B>): number[] => (l.status === "good" ? map.around(l.hex!) : l.status === "disrupted" ? [l.hex!] : []);
  const reach = (id: string, by: string) => {
    const known = scope.get(id);
    if (known === undefined) scope.set(id, [by]);
    else if (!known.includes(by)) known.push(by);
  };
  // The root leader, or the leaders of the stack, activate themselves.
  const own = new Set<string>();
  const expand = (l: Leading<B>) => {
    if (!canActivateOthers(l)) return;
    const hexes = l.hex === null ? [] : near(l);
    // PG 16.51, IA1 16.41: off the board, a good-order leader reaches the pieces entering with him.
    const group = l.hex === null && l.status === "good" && leadership.entryGroup ? leadership.entryGroup(b, l.id) : [];
    const units = [...unitsIn(hexes), ...group.flatMap((id) => (b.units.get(id) as UnitOf<B> | undefined) ?? [])];
    const subs = [...leadership.leadersIn(b, hexes, side), ...group.flatMap((id) => (id === l.id ? [] : (leadership.leader(b, id) ?? [])))];
    for (const u of units) if (leadership.leads(l, u)) reach(u.id, l.id);
    for (const sub of subs)
      if (!own.has(sub.id) && leadership.leadsLeader(l, sub)) {
        const first = !scope.has(sub.id);
        reach(sub.id, l.id);
        if (first) expand(sub);
      }
  };
  const self = (id: string) => {
    own.add(id);
    scope.set(id, []);
  };
  const alone = (l: Leading<B> | undefined) => {
    if (!l) return;
    self(l.id);
    expand(l);
  };
  if ("piece" in root) {
    if (b.units.has(root.piece)) scope.set(root.piece, []);
    else if (b.leaders.has(root.piece)) alone(leadership.leader(b, root.piece));
  } else if ("leader" in root) alone(leadership.leader(b, root.leader));
  else {
    // 3.11, PG 5.45 (IA1 5.52): the whole stack activates; its leaders direct their own kind there and beyond.
    for (const u of unitsIn([root.stack])) scope.set(u.id, []);
    const stacked = leadership.leadersIn(b, [root.stack], side);
    for (const l of stacked) self(l.id);
    for (const l of stacked) expand(l);
  }
  return scope;
}

/** `activators` with each piece's default activating leader (the first to reach it), or null. */
export function activationScope<B extends ReducedBattle>(leadership: ReachRules<B>, b: B, map: HexMap, side: string, root: ActivationRoot): Map<string, string | null> {
  return new Map([...activators(leadership, b, map, side, root)].map(([id, by]) => [id, by[0] ?? null]));
}
