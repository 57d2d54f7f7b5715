import type { HexMap } from "../../../map";
import { leadersOfSideIn, unitsOfSideIn, type IaBattle, type IaLeader } from "../state";
import { canActivateOthers, leads, leadsLeader } from "./leads";
import type { ActivationRoot } from "../commands/schema";
import { entryGroup } from "../board-edge/edge";

/**
 * Every unit and leader the root may activate this segment, with the leaders of its own type who may activate it
 * in the order they are reached (none when it activates by itself or with its stack: IA1 3.11, such units may not
 * move closer, 5.5). Leaders reach their hex and the six adjacent hexes in good order, their own hex when disrupted
 * (3.12), and lower-ranking leaders of their type there, who reach on in turn (3.2). Where several leaders reach a
 * piece the player says which activates it (3.13); the first is the default.
 */
export function activators(b: IaBattle, map: HexMap, side: string, root: ActivationRoot): Map<string, string[]> {
  const scope = new Map<string, string[]>();
  // The side's units (not loaded) and leaders in some hexes, in battle order, from the hex index.
  const unitsIn = (hexes: readonly number[]) => unitsOfSideIn(b, hexes, side).filter((u) => u.carriedBy === null);
  const leadersIn = (hexes: readonly number[]) => leadersOfSideIn(b, hexes, side);
  /** The hexes `l` reaches. */
  const near = (l: IaLeader): number[] =>
    l.status === "good" ? map.around(l.hex!) : l.status === "disrupted" ? [l.hex!] : [];
  const reach = (id: string, by: string) => {
    const known = scope.get(id);
    if (known === undefined) scope.set(id, [by]);
    else if (!known.includes(by)) known.push(by);
  };
  // The root leader, or the leaders of the stack, activate themselves.
  const own = new Set<string>();
  const expand = (l: IaLeader) => {
    if (!canActivateOthers(l)) return;
    const hexes = l.hex === null ? [] : near(l);
    // IA1 16.41: off the board, a good-order leader reaches the pieces entering with him (board-edge/edge.ts).
    const group = l.hex === null && l.status === "good" ? entryGroup(b, l.id) : [];
    const units = [...unitsIn(hexes), ...group.flatMap((id) => b.units.get(id) ?? [])];
    const subs = [...leadersIn(hexes), ...group.flatMap((id) => (id === l.id ? [] : (b.leaders.get(id) ?? [])))];
    for (const u of units) if (leads(l, u)) reach(u.id, l.id);
    for (const sub of subs)
      if (!own.has(sub.id) && leadsLeader(l, sub)) {
        const first = !scope.has(sub.id);
        reach(sub.id, l.id);
        if (first) expand(sub);
      }
  };
  const self = (id: string) => {
    own.add(id);
    scope.set(id, []);
  };
  if ("piece" in root) {
    const l = b.leaders.get(root.piece);
    if (l) {
      self(l.id);
      expand(l);
    } else if (b.units.has(root.piece)) scope.set(root.piece, []);
  } else if ("leader" in root) {
    const l = b.leaders.get(root.leader);
    if (l) {
      self(l.id);
      expand(l);
    }
  } else {
    // IA1 3.11, 5.52: the whole stack activates; its leaders direct their own type there and beyond.
    for (const u of unitsIn([root.stack])) scope.set(u.id, []);
    const stacked = leadersIn([root.stack]);
    for (const l of stacked) self(l.id);
    for (const l of stacked) expand(l);
  }
  return scope;
}

/** `activators` with each piece's default activating leader (the first to reach it), or null. */
export function activationScope(b: IaBattle, map: HexMap, side: string, root: ActivationRoot): Map<string, string | null> {
  return new Map([...activators(b, map, side, root)].map(([id, by]) => [id, by[0] ?? null]));
}
