import { DIRECTIONS, distance } from "../../../hex";
import type { HexMap } from "../../../map";
import { activationScope } from "../activation/scope";
import type { IaCommand } from "../ruleset";
import type { IaBattle } from "../state";

/**
 * A command for the battle as it stands, drawn from three numbers: mostly one that fits (so activations, moves,
 * fire and recovery happen), sometimes anything at all (so refusals happen too). For soak tests, property tests and
 * benchmarks; answers to decisions are the caller's.
 */
export function randomCommand(b: IaBattle, map: HexMap, [kind, x, y]: readonly [number, number, number]): IaCommand {
  const ids = [...Object.keys(b.units), ...Object.keys(b.leaders)];
  const active = b.impulses?.active ?? b.sides[x % 2]!.id;
  const other = b.sides[0].id === active ? b.sides[1].id : b.sides[0].id;
  const side = x % 11 === 0 ? other : active;
  const pick = <T>(xs: readonly T[]) => xs[y % xs.length]!;
  const mine = ids.filter((id) => (b.units[id] ?? b.leaders[id])!.side === active);
  const hexOf = (id: string) => (b.units[id] ?? b.leaders[id])?.hex ?? map.indexOfOffset(0, 0);
  switch (kind % 9) {
    case 0:
      return b.phase === "initiative" ? { type: "roll-initiative", side: active } : { type: "pass", side };
    case 1:
      return { type: "end-activation", side };
    case 2: {
      const root = mine.length ? pick(mine) : pick(ids);
      const via = b.leaders[root] ? { leader: root } : { piece: root };
      const reach = [...activationScope(b, map, active, via).keys()].filter((_, i) => i === 0 || (x >> i) & 1);
      const chosen = x % 7 === 0 ? [...reach, pick(ids)] : reach;
      return { type: "activate", side, root: via, pieces: Object.fromEntries(chosen.map((id) => [id, x % 3 ? "move" : "fire"])) };
    }
    case 3: {
      const firers = b.activation ? Object.keys(b.activation.pieces).filter((id) => b.units[id]) : [pick(ids)];
      // Mostly one of the enemies nearest the first firer.
      const from = map.hexAt(hexOf(firers[0] ?? pick(ids)));
      const enemies = ids
        .filter((id) => (b.units[id] ?? b.leaders[id])!.side !== side)
        .sort((p, q) => distance(from, map.hexAt(hexOf(p))) - distance(from, map.hexAt(hexOf(q))))
        .slice(0, 3);
      return { type: "direct-fire", side, firers: firers.slice(0, 1 + (x % 2)), at: hexOf(enemies.length ? pick(enemies) : pick(ids)) };
    }
    case 4:
      return { type: "recover", side, piece: b.activation ? pick(Object.keys(b.activation.pieces)) : pick(ids) };
    case 7: {
      const unit = b.activation ? pick(Object.keys(b.activation.pieces)) : pick(ids);
      return { type: x % 2 ? "limber" : "unlimber", side, unit };
    }
    case 8: {
      const pieces = b.activation ? Object.keys(b.activation.pieces) : ids;
      const transport = pick(pieces.filter((id) => b.units[id]?.kind === "TRANSPORT").concat(pieces.slice(0, 1)));
      return x % 2 ? { type: "load", side, transport, unit: pick(pieces) } : { type: "unload", side, transport, unlimber: x % 3 === 0 };
    }
    default: {
      const movers = b.activation ? Object.keys(b.activation.pieces) : ids;
      const id = pick(movers);
      const here = map.hexAt(hexOf(id));
      const d = DIRECTIONS[x % 6]!;
      const next = map.indexOf({ q: here.q + d.q, r: here.r + d.r });
      const to = kind % 9 === 6 ? map.indexOfOffset(x % map.columns, y % map.rows) : next;
      return { type: "move", side, piece: id, to: to >= 0 && map.contains(map.hexAt(to)) ? to : hexOf(id) };
    }
  }
}
