import { refuseUnless } from "../../../core/refusal";
import type { CiCommand } from "../commands/schema";
import type { CiContext } from "../context";
import { coreSay } from "../core-text";
import { rollD10s } from "../dice";
import { controlOf } from "../movement/control";
import { activeSide, blocksOf, isHq, isTank, labelOf, otherSide } from "../state/lookups";
import { conceal } from "../view/reveal";
import { chitPullTurnEnds } from "../solitaire/turn";
import { drawnOut, poolHqs } from "../solitaire/pools";
import { inSeenOrder } from "./seen-order";
import { say } from "./text";

const GAME_TURNS = "CI 1.x Game Turns";
/** CI 1.x Game Turns: 8 Player Turns a Game Turn (L), 4 each, alternating. */
export const PLAYER_TURNS = 8;

/** CI 1.x Commands: the active side ends its Player Turn; each company that has not activated passes (ruling R2). */
export function endPlayerTurn(ctx: CiContext, c: Extract<CiCommand, { type: "end-player-turn" }>): void {
  const b = ctx.state;
  refuseUnless(b.phase !== "ended", "CI 10.x Victory", coreSay("ci.battle-over"));
  refuseUnless(activeSide(b) === c.side, GAME_TURNS, say("ci.not-active", { side: activeSide(b)! }));
  refuseUnless(b.activation === null, "CI 1.x Commands", say("ci.activation-under-way"));
  const companies = new Set(blocksOf(b, c.side).flatMap((id) => (isHq(b, id) && b.blocks[id]!.company !== null ? [b.blocks[id]!.company!] : [])));
  const passed = [...companies].filter((co) => !b.companiesDone.includes(co)).sort();
  if (b.options.chitPull) chitPullTurnEnds(ctx, c.side);
  const last = b.playerTurn === PLAYER_TURNS;
  ctx.emit({ type: "player-turn-ended", side: c.side, playerTurn: b.playerTurn, passed, rule: "CI 1.x Commands" });
  if (last || (b.options.chitPull && drawnOut(b))) endGameTurn(ctx);
}

/**
 * CI 1.x Game Turns, end of the Game Turn: every block on the map stands upright (a tank may stay face-up by option; a
 * bunker and a revealed minefield always are face-up), smoke dissipates; then the battle ends after its last Game Turn
 * (CI 10.x Victory), else the next first player is the high d10 (ruling R1: a tie is rolled again).
 */
function endGameTurn(ctx: CiContext): void {
  const b = ctx.state;
  const rule = GAME_TURNS;
  if (b.options.chitPull && b.gameTurn < b.scenario.turns) poolHqs(ctx);
  const stand = Object.keys(b.blocks).filter((id) => {
    const k = b.blocks[id]!;
    const cls = labelOf(b, id).class;
    if (k.status !== "on-map" || k.orientation === "upright" || cls === "bunker") return false;
    if (cls === "minefield" && k.orientation === "face-up") return false;
    return !(b.options.tanksStayFaceUp && isTank(b, id) && k.orientation === "face-up");
  });
  for (const id of inSeenOrder(b, stand)) conceal(ctx, id, "upright", rule);
  ctx.emit({ type: "game-turn-ended", gameTurn: b.gameTurn, rule });
  if (b.gameTurn >= b.scenario.turns) return victory(ctx);
  const sides: [string, string] = [b.firstPlayer, otherSide(b, b.firstPlayer)];
  for (;;) {
    const [first, second] = rollD10s(ctx, 2, "first player");
    ctx.emit({ type: "first-player-rolled", sides, dice: [first!, second!], rule: GAME_TURNS });
    if (first !== second) {
      ctx.emit({ type: "game-turn-begun", gameTurn: b.gameTurn + 1, firstPlayer: first! > second! ? sides[0] : sides[1], rule: GAME_TURNS });
      return;
    }
  }
}

/**
 * CI 10.x Victory, at the end of the last Game Turn: each objective's VP to the side controlling its hex (to its named
 * side only), added to the points scored (eliminations, HQs not replaced); the higher total wins, a tie is a draw.
 */
function victory(ctx: CiContext): void {
  const b = ctx.state;
  const vp: Record<string, number> = Object.fromEntries(b.sides.map((s) => [s.id, b.vp[s.id] ?? 0]));
  for (const o of b.objectives) {
    const holder = controlOf(b, ctx.map, o.hex);
    if (holder !== null && Object.hasOwn(vp, holder) && (o.side === undefined || o.side === holder)) vp[holder]! += o.vp;
  }
  const [us, them] = b.sides.map((s) => vp[s.id]!);
  const winner = us === them ? null : us! > them! ? b.sides[0].id : b.sides[1].id;
  ctx.emit({ type: "battle-ended", winner, vp, rule: "CI 10.x Victory" });
}
