import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CiCommand } from "../../../../../src/engine/rules/ci/commands/schema";
import type { CiBattle } from "../../../../../src/engine/rules/ci/state";
import { distance } from "../../../../../src/engine/hex/axial";
import type { CiContext } from "../../../../../src/engine/rules/ci/context";
import { commandBar } from "../../../../../src/engine/rules/ci/sequence/command";
import { activeSide, blocksOf, isHq, labelOf, otherSide } from "../../../../../src/engine/rules/ci/state/lookups";
import { ciBattle, ciMap, GERMAN, US, type BlockSpec } from "../support/fixture";
import { hiddenPool, identityOf, permuted, withIdentities } from "../support/shuffle";
import { compareReceived, type Step } from "./received";

const map = ciMap({ columns: 12, rows: 12, hexes: { "0305": { terrain: "town" }, "0304": { terrain: "town" }, "0506": { terrain: "woods" } } });

/** Each side: a company that acts (named in commands when it is the other side's) and two stacks it never names. */
const BLOCKS: Readonly<Record<string, BlockSpec>> = {
  uchq: { kind: "us-chq", at: "0303", company: "A" },
  uphq: { kind: "us-phq", at: "0302", company: "A", platoon: 1 },
  ua1: { kind: "us-squad", at: "0303", company: "A", platoon: 1 },
  ua2: { kind: "us-squad", at: "0403", company: "A", platoon: 1, strength: 2 },
  umg: { kind: "us-mg-30", at: "0302", company: "A" },
  umo: { kind: "us-mortar-60", at: "0202", company: "A" },
  uart: { kind: "us-artillery", at: null },
  up1: { kind: "us-squad", at: "0304", company: "B", platoon: 1, strength: 3 },
  up2: { kind: "us-bazooka", at: "0304", company: "B" },
  up3: { kind: "us-mortar-60", at: "0204", company: "B", strength: 1 },
  up4: { kind: "us-engineer", at: "0204", attachedTo: "B", strength: 2, halfHit: true },
  gphq: { kind: "ger-phq", at: "0406", company: "A", platoon: 1 },
  gs1: { kind: "ger-squad", at: "0405", company: "A", platoon: 1 },
  gs2: { kind: "ger-squad", at: "0406", company: "A", platoon: 1, strength: 1 },
  gs3: { kind: "ger-squad", at: "0608", company: "A", platoon: 1 },
  gmo: { kind: "ger-mortar-80", at: "0407", company: "A" },
  g1: { kind: "ger-squad", at: "0305", company: "B", platoon: 2 },
  g2: { kind: "ger-mg42", at: "0305", company: "B", strength: 2 },
  g3: { kind: "ger-panzerschreck", at: "0505", company: "B", strength: 1 },
  g4: { kind: "ger-squad", at: "0505", company: "B", platoon: 3, strength: 2, halfHit: true },
  g5: { kind: "ger-pioneer", at: "0505", attachedTo: "B" },
};
/** The blocks of each side that act when it is the side whose hidden blocks are shuffled. */
const ACTING: Readonly<Record<string, readonly string[]>> = { [US]: ["uchq", "uphq", "ua1", "ua2", "umg", "umo"], [GERMAN]: ["gphq", "gs1", "gs2", "gs3", "gmo"] };

const original = ciBattle(map, { firstPlayer: US, playerTurn: 7, blocks: BLOCKS });

const nameOf = (b: CiBattle, id: string): string => b.blocks[id]!.handle ?? id;
const pick = <T,>(list: readonly T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);

/** One action of the small vocabulary: fire, move, rally, No Command, bombard, a strike, a foxhole; which unit and hex, by index. */
type Act = readonly [what: number, unit: number, where: number];
/** One HQ activation of the side whose turn it is: which HQ, its units' actions; then its Player Turn ends. */
interface Turn {
  readonly hq: number;
  readonly acts: readonly Act[];
  readonly seed: number;
}

/** Who gives the next command: the side whose activation or Player Turn it is. */
const sideOf = (b: CiBattle): string => b.activation?.side ?? activeSide(b) ?? US;

/** The blocks `side` may name in a script watched by `a`: all its own for the watcher, the acting company for the other. */
const ownOf = (b: CiBattle, side: string, a: string): string[] => blocksOf(b, side).filter((id) => side === a || ACTING[side]!.includes(id));

/** The activation of an HQ of the side whose turn it is (its Player Turn's end when none is left). */
const activation =
  (a: string, n: number) =>
  (b: CiBattle): CiCommand => {
    const side = sideOf(b);
    const hq = pick(
      ownOf(b, side, a).filter((id) => isHq(b, id) && !b.blocks[id]!.hqActivated),
      n,
    );
    return hq ? { type: "activate", side, hq: nameOf(b, hq) } : { type: "end-player-turn", side };
  };

/** A unit action: by a unit the active HQ may command where there is one (else by any unit of the side). */
const action =
  (a: string, pool: ReadonlySet<string>, [what, u, w]: Act) =>
  (b: CiBattle): CiCommand => {
    const side = sideOf(b);
    // A bombardment by a red-triangle unit (CI 6.x Bombardment), any other action by any unit.
    const own = ownOf(b, side, a).filter((id) => !b.blocks[id]!.acted && !isHq(b, id) && (what % 8 !== 5 || labelOf(b, id).bombard));
    const ctx = { state: b, map } as CiContext;
    const commandable = b.activation ? own.filter((id) => commandBar(ctx, id) === null) : [];
    const unit = pick(commandable.length ? commandable : own, u);
    if (unit === undefined) return { type: "end-commands", side };
    const from = b.blocks[unit]!.hex!;
    const name = nameOf(b, unit);
    // One of the two enemy-held hexes nearest the unit (where enemy blocks stand is public, CI 1.x Blocks).
    const enemy = otherSide(b, side);
    const far = (h: number) => distance(map.hexAt(from), map.hexAt(h));
    const near = pick([...new Set(blocksOf(b, enemy).map((id) => b.blocks[id]!.hex!))].sort((x, y) => far(x) - far(y) || x - y).slice(0, 2), w);
    switch (what % 8) {
      case 0:
      case 1:
        return near === undefined ? { type: "end-commands", side } : { type: "fire", side, unit: name, target: { hex: near } };
      case 2: {
        const poolHexes = new Set([...pool].map((id) => b.blocks[id]!.hex));
        const to = map.around(from).filter((h) => h >= 0 && h !== from && map.contains(map.hexAt(h)) && (side === a || !poolHexes.has(h)));
        return { type: "move", side, unit: name, to: pick(to, w)! };
      }
      case 3:
        return { type: "rally", side, unit: name };
      case 4:
        return { type: "no-command", side, unit: name };
      case 5: {
        // Spotted by the active HQ (CI 6.x Spotting) every other time.
        const spotter = b.activation?.side === side && w % 2 ? { spotter: nameOf(b, b.activation.hq) } : {};
        return near === undefined ? { type: "end-commands", side } : { type: "bombard", side, unit: name, target: { hex: near }, ...spotter };
      }
      case 6: {
        // An artillery strike, spotted by the active HQ (CI 2.x Artillery Support).
        const hq = b.activation?.hq;
        return near === undefined || hq === undefined ? { type: "end-commands", side } : { type: "call-strike", side, kind: "artillery", target: { hex: near }, spotter: nameOf(b, hq) };
      }
      default:
        return { type: "special", side, unit: name, action: "foxhole" };
    }
  };

const end = (type: "end-commands" | "end-activation" | "end-player-turn") => (b: CiBattle): CiCommand => ({ type, side: sideOf(b) });

/** The steps of a script of turns watched by `a`, the other side's `pool` left alone. */
function stepsOf(a: string, pool: ReadonlySet<string>, turns: readonly Turn[]): Step[] {
  return turns.flatMap((t, i) => {
    const dice = (k: number) => diceOf(t.seed + k * 7919 + i);
    return [
      { command: activation(a, t.hq) },
      ...t.acts.map((act, k) => ({ command: action(a, pool, act), dice: dice(k) })),
      { command: end("end-commands") },
      { command: end("end-activation"), dice: dice(90) },
      { command: end("end-player-turn"), dice: dice(91) },
    ];
  });
}

/** 200 d10s from a seed (a small linear congruential generator): every step has dice enough. */
function diceOf(seed: number): number[] {
  let x = seed >>> 0;
  return Array.from({ length: 200 }, () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return (x >>> 24) % 10 + 1;
  });
}

const act = fc.tuple(fc.nat({ max: 7 }), fc.nat({ max: 30 }), fc.nat({ max: 30 }));
const turn = fc.record({ hq: fc.nat({ max: 5 }), acts: fc.array(act, { maxLength: 4 }), seed: fc.nat() });
const script = fc.array(turn, { minLength: 1, maxLength: 5 });

describe("CI 1.x Blocks: random scripts, random shuffles of the hidden blocks a script never names", () => {
  it(
    "CI 1.x Blocks: whichever side watches, it receives the same from every shuffle of the other side's unnamed hidden blocks — labels, strengths, half-hits — up to a reveal of one of them (fixture values)",
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom(US, GERMAN),
          script,
          fc.array(fc.nat(), { minLength: 5, maxLength: 5 }),
          fc.array(fc.tuple(fc.nat({ max: 4 }), fc.boolean()), { minLength: 10, maxLength: 10 }),
          (a, turns, keys, strengths) => {
            const b = otherSide(original, a);
            const pool = hiddenPool(original, b, ACTING[b]!);
            expect(pool.length).toBeGreaterThanOrEqual(4);
            // A random order of the pool (by sorting on random keys); then random strengths and half-hits within each label.
            const order = pool.map((_, i) => i).sort((x, y) => keys[x]! - keys[y]! || x - y);
            const shuffled = permuted(original, pool, order);
            // …and the acting company's hidden units too: their commands stay legal at any strength.
            const units = [...pool, ...ACTING[b]!.filter((id) => !isHq(original, id))];
            const variant = withIdentities(
              shuffled,
              Object.fromEntries(
                units.map((id, i) => {
                  const k = identityOf(shuffled.blocks[id]!);
                  const max = original.numbers[`unit.${k.kind}.maxStrength`]!;
                  const [s, half] = strengths[i]!;
                  return [id, { ...k, strength: (s % max) + 1, halfHit: half }];
                }),
              ),
            );
            const steps = stepsOf(a, new Set(pool), turns);
            compareReceived(map, [original, shuffled, variant], steps, a, pool);
          },
        ),
        { numRuns: 60 },
      );
    },
    120_000,
  );
});
