import { refuseUnless } from "../../../core/refusal";
import type { CiCommand } from "../commands/schema";
import type { CiContext } from "../context";
import { coreSay } from "../core-text";
import { stackLimit } from "../movement/stacking";
import { commandRangeHexes } from "../sequence/command-range";
import { startActivation } from "../sequence/activate";
import type { CiBattle } from "../state";
import type { Company } from "../state/block";
import { freshHandle } from "../state/handles";
import { activeSide, blocksOf, companyOf } from "../state/lookups";
import { blocksAt, sidesAt } from "../state/where";
import { companiesToDraw, fillFirstPools, poolOf, SOLITAIRE } from "./pools";
import { say } from "./text";
import { say as sequenceSay } from "../sequence/text";

/**
 * CI 10.x Solitaire: the hexes a drawn HQ may be placed in — within command range (CI 4.x HQ Ranks) of a block of its
 * company on the map (attached battalion weapons included), never among enemy blocks nor over its side's stacking limit.
 */
export function placementHexes(b: CiBattle, ctx: Pick<CiContext, "map">, id: string): number[] {
  const k = b.blocks[id]!;
  const anchors = blocksOf(b, k.side).filter((o) => o !== id && companyOf(b.blocks[o]!) === k.company);
  const room = (hex: number) =>
    ![...sidesAt(b, hex)].some((s) => s !== k.side) && blocksAt(b, hex).filter((o) => b.blocks[o]!.side === k.side).length < stackLimit(b, ctx.map, hex);
  const near = new Set(anchors.flatMap((o) => commandRangeHexes(ctx.map, b.blocks[o]!.hex!)));
  return [...near].filter(room).sort((x, y) => x - y);
}

/**
 * CI 10.x Solitaire, the chit-pull (ruling): in its Player Turn the active side draws, for each of its companies in turn,
 * one HQ at random from the company's face-down pool (a die over the pool, its HQs in id order; none rolled for one
 * HQ), places it within command range of one of its company's units (`ci-place-hq`, its owner's choice), and it activates
 * at once (CI 4.x HQ Activation). No hex for it: it sits out this Game Turn.
 */
export function drawHq(ctx: CiContext, c: Extract<CiCommand, { type: "draw-hq" }>): void {
  const b = ctx.state;
  refuseUnless(b.phase !== "ended", "CI 10.x Victory", coreSay("ci.battle-over"));
  refuseUnless(b.options.chitPull, SOLITAIRE, say("ci.chit-pull-off"));
  refuseUnless(activeSide(b) === c.side, "CI 1.x Game Turns", sequenceSay("ci.not-active", { side: activeSide(b)! }));
  refuseUnless(b.activation === null, "CI 1.x Commands", sequenceSay("ci.activation-under-way"));
  fillFirstPools(ctx);
  const open = companiesToDraw(b, c.side);
  refuseUnless(open.length > 0, SOLITAIRE, say("ci.nothing-to-draw"));
  const company: Company = c.company ?? open[0]!;
  refuseUnless(open.includes(company), SOLITAIRE, say("ci.company-no-draw", { company }));
  const pool = poolOf(b, c.side, company);
  const die = pool.length > 1 ? ctx.roll(1, pool.length, "chit-pull").dice[0]! : 1;
  const id = pool[die - 1]!;
  ctx.emit({ type: "hq-drawn", side: c.side, company, die, of: pool.length, block: id, rule: SOLITAIRE });
  const hexes = placementHexes(b, ctx, id);
  if (!hexes.length) {
    ctx.emit({ type: "hq-set-aside", side: c.side, company, block: id, rule: SOLITAIRE });
    return;
  }
  // Asked by company, not by HQ: the other side must not learn which HQ was drawn before it activates.
  const hex = ctx.decide<number>({ id: `ci-place-hq:${company}`, kind: "ci-place-hq", side: c.side, prompt: say("ci.place-hq", { hq: id, company }), options: hexes, default: hexes[0]!, rule: SOLITAIRE });
  ctx.emit({ type: "hq-placed", block: id, hex, handle: freshHandle(b, id), rule: SOLITAIRE });
  startActivation(ctx, c.side, id);
}
