import type { CiContext } from "../context";
import { adjacentOnMap, controlOf } from "../movement/control";
import { stackLimit } from "../movement/stacking";
import { numberOf } from "../numbers/read";
import type { CiBattle } from "../state";
import { blocksOf, labelOf, valueOf } from "../state/lookups";
import { blocksAt, sidesAt } from "../state/where";
import { say } from "./text";

const HQ_ELIMINATION = "CI 4.x HQ Elimination";

/** A side's blocks on the map that pass `test`, by id. */
const ownOnMap = (b: CiBattle, side: string, test: (id: string) => boolean): string[] => blocksOf(b, side).filter(test).sort();

/** The rifle squads on the map an HQ answers for: a PHQ's platoon's, a CHQ's company's (CI 4.x HQ Elimination). */
export function hqSquads(b: CiBattle, hq: string): string[] {
  const k = b.blocks[hq]!;
  const phq = labelOf(b, hq).rank === "phq";
  return ownOnMap(b, k.side, (id) => {
    const s = b.blocks[id]!;
    return labelOf(b, id).class === "squad" && s.company === k.company && (!phq || s.platoon === k.platoon);
  });
}

/**
 * CI 4.x HQ Elimination, a battlefield promotion: an eliminated PHQ returns at once to a hex in or adjacent to one of its
 * squads, "that squad" losing a step; a CHQ to a friendly hex in or adjacent to one of its PHQs, any one squad of that
 * platoon losing it; subject to stacking, never among enemy blocks. Its owner chooses the hex and the squad (asked
 * always, whatever the options: the other side only waits). Face-up (ruling R7), its `acted` and `hqActivated` as they
 * were: it may activate this Game Turn if the old one had not. No legal hex: not replaced, no VP (R7). Returns the squad
 * the step loss leaves below strength 1, for the caller to eliminate.
 */
export function returnHq(ctx: CiContext, id: string): string | null {
  const b = ctx.state;
  const k = b.blocks[id]!;
  const phq = labelOf(b, id).rank === "phq";
  const squads = hqSquads(b, id);
  const platoonOf = (o: string) => b.blocks[o]!.platoon;
  // A CHQ's PHQs with a squad left to lose the step.
  const anchors = phq ? squads : ownOnMap(b, k.side, (p) => labelOf(b, p).rank === "phq" && b.blocks[p]!.company === k.company && squads.some((s) => platoonOf(s) === platoonOf(p)));
  const room = (hex: number) =>
    ![...sidesAt(b, hex)].some((s) => s !== k.side) &&
    blocksAt(b, hex).filter((o) => b.blocks[o]!.side === k.side).length < stackLimit(b, ctx.map, hex) &&
    (phq || controlOf(b, ctx.map, hex) === k.side);
  const hexes = [...new Set(anchors.flatMap((a) => [b.blocks[a]!.hex!, ...adjacentOnMap(ctx.map, b.blocks[a]!.hex!)]))].filter(room).sort((x, y) => x - y);
  if (!hexes.length) return null;
  const hex = ctx.decide<number>({ id: `ci-hq-return:${id}`, kind: "ci-hq-return", side: k.side, prompt: say("ci.hq-return", { hq: id }), options: hexes, default: hexes[0]!, rule: HQ_ELIMINATION });
  ctx.emit({ type: "hq-returned", block: id, hex, strength: valueOf(b, id, "maxStrength"), rule: HQ_ELIMINATION });
  const near = (o: string) => b.blocks[o]!.hex === hex || ctx.map.around(hex).includes(b.blocks[o]!.hex!);
  const payers = phq
    ? squads.filter(near)
    : squads.filter((s) => anchors.some((p) => near(p) && platoonOf(p) === platoonOf(s)));
  const squad = ctx.decide<string>({ id: `ci-promotion-loss:${id}`, kind: "ci-promotion-loss", side: k.side, prompt: say("ci.promotion-loss", { hq: id }), options: payers, default: payers[0]!, rule: HQ_ELIMINATION });
  const steps = numberOf(b.numbers, "hqReplacementStepLoss");
  const strength = Math.max(0, b.blocks[squad]!.strength - steps);
  ctx.emit({ type: "promotion-loss", block: squad, steps, strength, rule: HQ_ELIMINATION });
  return strength < 1 ? squad : null;
}
