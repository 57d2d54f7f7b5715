import type { HexMap } from "./hex-map";

/**
 * The cheapest cost from every hex to the nearest of `goals`, moving one adjacent hex at a time where `enter(from, to)`
 * is the cost of entering `to` from `from` (null: not allowed). Hexes that reach no goal are absent.
 */
export function cheapestToGoals(map: HexMap, goals: readonly number[], enter: (from: number, to: number) => number | null): ReadonlyMap<number, number> {
  const cost = new Map<number, number>(goals.map((g) => [g, 0]));
  const heap: [number, number][] = goals.map((g) => [0, g]);
  const push = (item: [number, number]) => {
    heap.push(item);
    for (let i = heap.length - 1; i > 0; ) {
      const up = (i - 1) >> 1;
      if (heap[up]![0] <= heap[i]![0]) break;
      [heap[up], heap[i]] = [heap[i]!, heap[up]!];
      i = up;
    }
  };
  const pop = (): [number, number] => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length) {
      heap[0] = last;
      for (let i = 0; ; ) {
        const [l, r] = [2 * i + 1, 2 * i + 2];
        let least = i;
        if (l < heap.length && heap[l]![0] < heap[least]![0]) least = l;
        if (r < heap.length && heap[r]![0] < heap[least]![0]) least = r;
        if (least === i) break;
        [heap[least], heap[i]] = [heap[i]!, heap[least]!];
        i = least;
      }
    }
    return top;
  };
  while (heap.length) {
    const [at, hex] = pop();
    if (at > cost.get(hex)!) continue;
    for (const from of map.around(hex).slice(1)) {
      if (from < 0 || !map.contains(map.hexAt(from))) continue;
      const step = enter(from, hex);
      if (step === null) continue;
      const through = at + step;
      if (through < (cost.get(from) ?? Infinity)) {
        cost.set(from, through);
        push([through, from]);
      }
    }
  }
  return cost;
}
