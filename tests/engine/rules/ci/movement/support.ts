import type { HexMap } from "../../../../../src/engine/map";
import type { CiBattle } from "../../../../../src/engine/rules/ci/state";
import { ciBattle, ciRunner, FIXTURE_NUMBERS, offsetOf, US, type BlockSpec } from "../support/fixture";

/**
 * A US activation of Company B's CHQ (at 0000, out of the way) commanding the blocks given (CI 4.x HQ Ranks: any three
 * of its company, battalion weapons attached to it, anywhere), with FIXTURE_NUMBERS unless `numbers` changes some.
 */
export function activation(map: HexMap, blocks: Readonly<Record<string, BlockSpec>>, opts: { numbers?: Readonly<Record<string, number>>; extra?: object } = {}): CiBattle {
  return ciBattle(map, {
    blocks: { chq: { kind: "us-chq", at: "0000", company: "B" }, ...blocks },
    numbers: { ...FIXTURE_NUMBERS, ...opts.numbers },
    extra: { activation: { side: US, company: "B", hq: "chq", stage: "commands" }, ...opts.extra },
  });
}

/** The name a block's owner gives it in a command: its handle while hidden, else its id (ci/state/handles.ts). */
export const nameOf = (b: CiBattle, id: string): string => b.blocks[id]!.handle ?? id;

/** Movement on `map`: `step` plays one `move` (the block named by id), `tryStep` runs it (it may be refused). */
export function mover(map: HexMap) {
  const r = ciRunner(map);
  const command = (b: CiBattle, id: string, to: string, side = US) => ({ type: "move" as const, side, unit: nameOf(b, id), to: r.at(to) });
  return {
    ...r,
    command,
    step: (b: CiBattle, id: string, to: string, side = US) => r.play(b, command(b, id, to, side)),
    tryStep: (b: CiBattle, id: string, to: string, side = US) => r.run(b, command(b, id, to, side)),
    /** Walks `id` along `path`, returning the battle after. */
    walk: (b: CiBattle, id: string, path: readonly string[]) => path.reduce((s, to) => r.play(s, command(s, id, to)).state, b),
    hex: (b: CiBattle, id: string) => b.blocks[id]!.hex,
    mpLeft: (b: CiBattle, id: string) => b.activation!.movers[id]?.mp,
  };
}

/** The labels of the six hexes around `label` on `map`. */
export function around(map: HexMap, label: string): string[] {
  const i = map.indexOfOffset(...offsetOf(label));
  return map
    .around(i)
    .slice(1)
    .filter((h) => h >= 0 && map.contains(map.hexAt(h)))
    .map((h) => {
      const { col, row } = map.offsetAt(h);
      return `${String(col).padStart(2, "0")}${String(row).padStart(2, "0")}`;
    });
}
