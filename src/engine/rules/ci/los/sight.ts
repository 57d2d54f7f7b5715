import { distance } from "../../../hex/axial";
import { hedgeBetween, type CiBoard, type CiFireLine, type CiLosBlock, type CiSight } from "./board";
import { hexEffect, hexsideEffect, inTurn, LOS_RULE, SMOKE_RULE, type Effect, type Line } from "./effects";
import { lineStretches } from "../../../los/line-stretches";

const SPOTTING_RULE = "CI 6.x Spotting";

/** Ruling R11: along a hexside the line is blocked only if both sides block; the two sides' blocks, as one. */
function bothSides(a: number, b: number, left: CiLosBlock, right: CiLosBlock): CiLosBlock {
  const reason =
    left.reason === right.reason
      ? `${left.reason} on both sides of the hexside the line runs along`
      : `${left.reason} on one side of the hexside the line runs along, ${right.reason} on the other`;
  return { hexside: [a, b], reason, rule: left.rule === right.rule ? left.rule : LOS_RULE };
}

/**
 * The line's pieces in order, each with its choices: a hex or a hexside crossed has one; a stretch along a hexside has
 * two, its left and right sides (each the hex beside it and the hexsides the line would cross into and out of it).
 */
function pieces(line: Line): { readonly along?: readonly [number, number]; readonly choices: readonly Effect[] }[] {
  const cells = [{ a: line.from, b: line.from }, ...lineStretches(line.board.map, line.from, line.to), { a: line.to, b: line.to }];
  const out: { along?: readonly [number, number]; choices: Effect[] }[] = [];
  for (let k = 1; k < cells.length; k++) {
    const cell = cells[k]!;
    const prev = cells[k - 1]!;
    if (cell.a !== cell.b) {
      // A spine is reached and left at vertices: its neighbours on the line are hexes.
      const next = cells[k + 1]!.a;
      const side = (h: number) => inTurn([hexsideEffect(line, prev.a, h), hexEffect(line, h), hexsideEffect(line, h, next)]);
      out.push({ along: [cell.a, cell.b], choices: [side(cell.a), side(cell.b)] });
      continue;
    }
    if (prev.a === prev.b) out.push({ choices: [hexsideEffect(line, prev.a, cell.a)] });
    if (k < cells.length - 1) out.push({ choices: [hexEffect(line, cell.a)] });
  }
  return out;
}

/** The first block among a piece's choices when every choice is blocked. */
const blockOf = (along: readonly [number, number] | undefined, blocks: readonly CiLosBlock[]): CiLosBlock =>
  along && blocks.length === 2 ? bothSides(along[0], along[1], blocks[0]!, blocks[1]!) : blocks[0]!;

function trace(board: CiBoard, from: number, to: number, friendlyAt?: (hex: number) => boolean): CiFireLine {
  if (from === to) return { visible: true, fire: true };
  // CI 7.x Smoke, ruling R12: smoke blocks LOS into and out of its hex, adjacent hexes included.
  const blocked = (blockedBy: CiLosBlock): CiFireLine => ({ visible: false, fire: false, blockedBy });
  for (const end of [from, to])
    if (board.smoke.has(end)) return blocked({ hex: end, reason: `smoke in ${end === from ? "the firer's" : "the target's"} hex`, rule: SMOKE_RULE });
  const map = board.map;
  if (distance(map.hexAt(from), map.hexAt(to)) === 1) {
    // Units can always see into adjacent hexes, except through hedges.
    if (hedgeBetween(board, from, to)) return blocked({ hexside: [from, to], reason: "a hedge between adjacent hexes", rule: LOS_RULE });
    return { visible: true, fire: true };
  }
  const levels = { fromLevel: map.hexTerrain(from).level, toLevel: map.hexTerrain(to).level };
  const line: Line = { board, from, to, ...levels, ...(friendlyAt ? { friendlyAt } : {}) };
  let fireBlock: CiLosBlock | undefined;
  for (const { along, choices } of pieces(line)) {
    if (choices.every((c) => c.sight)) return blocked(blockOf(along, choices.map((c) => c.sight!)));
    if (!fireBlock && choices.every((c) => c.sight ?? c.fire)) fireBlock = blockOf(along, choices.map((c) => (c.sight ?? c.fire)!));
  }
  return fireBlock ? { visible: true, fire: false, blockedBy: fireBlock } : { visible: true, fire: true };
}

/**
 * CI 6.x Line of Sight / Elevations: whether a unit in `from` sees hex `to`, ruler from centre to centre. Any blocking
 * terrain crossed blocks (TEC: orchard, woods, town, farm, hedge; slopes as higher ground), terrain inside the two hexes
 * is ignored but hexside terrain always counts, adjacent hexes are seen except through a hedge, smoke blocks into, out
 * of and through its hex (ruling R12), higher ground between blocks, blind hexes (ruling R11), a line along a hexside
 * is blocked only if both sides are (ruling R11). Wrecks never block. Range is the caller's.
 */
export function ciSight(board: CiBoard, from: number, to: number): CiSight {
  const { visible, blockedBy } = trace(board, from, to);
  return blockedBy ? { visible, blockedBy } : { visible };
}

/**
 * CI 6.x Line of Sight: as `ciSight`, and whether the unit may fire along the line. Units see but do not fire through
 * friendly-occupied hexes, nor along a hexside between two of them; enemy units never block; higher units may always
 * fire over adjacent lower units (CI 6.x Elevations). `blockedBy` says why it cannot see, or else why it cannot fire.
 */
export function ciFireLine(board: CiBoard, from: number, to: number, friendlyAt: (hex: number) => boolean): CiFireLine {
  return trace(board, from, to, friendlyAt);
}

/**
 * CI 6.x Spotting: whether an HQ in `spotter` has LOS to `target` to spot it. An HQ adjacent to the target always has
 * LOS, except across a hedge (and smoke, ruling R12); otherwise its LOS is `ciSight`'s. Ranges are the caller's.
 */
export function spotterSees(board: CiBoard, spotter: number, target: number): CiSight {
  const sight = ciSight(board, spotter, target);
  const adjacent = distance(board.map.hexAt(spotter), board.map.hexAt(target)) === 1;
  if (adjacent && sight.blockedBy?.rule === LOS_RULE) return { visible: false, blockedBy: { ...sight.blockedBy, rule: SPOTTING_RULE } };
  return sight;
}
