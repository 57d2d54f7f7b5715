import type { z } from "zod";
import type { CiContext } from "../context";
import type { AssaultAction } from "../decisions";
import { numberOf } from "../numbers/read";
import { labelOf } from "../state/lookups";
import { ATTACKER_RETREAT_ROUND, ROUNDS } from "./constants";
import { contested, type Fight, fixedInPlace, hexName, isMinefield, unitsOf } from "./fight";
import { assaultFire } from "./fire";
import { assaultMorale } from "./morale";
import { retreat, retreatsOf } from "./retreat";
import { say } from "./text";

type Action = z.output<typeof AssaultAction>;

/**
 * What `id` may do in its step (CI 9.x Assault Rounds): fire — an ATR may target an enemy unit instead, an assaulting
 * engineer a minefield (CI 9.x Assault Modifiers) — or retreat where it has somewhere to go, except a defender in round
 * `defenderNoRetreatRound` and a bunker, which never moves (CI 2.x Bunker).
 */
function actionsOf(ctx: CiContext, fight: Fight, id: string): Action[] {
  const b = ctx.state;
  const side = b.blocks[id]!.side;
  const enemies = unitsOf(b, fight, side === fight.attacker ? fight.defender : fight.attacker);
  const cls = labelOf(b, id).class;
  const targets = enemies.filter((e) => (cls === "atr" && !isMinefield(b, e)) || (cls === "engineer" && side === fight.attacker && isMinefield(b, e)));
  const held = fixedInPlace(b, id) || (side === fight.defender && fight.round === numberOf(b.numbers, "defenderNoRetreatRound"));
  const { hexes, offMap } = retreatsOf(ctx, fight, id);
  const canRetreat = !held && (hexes.length > 0 || offMap !== null);
  return ["fire", ...targets.map((target) => ({ target })), ...(canRetreat ? (["retreat"] as const) : [])];
}

/**
 * CI 9.x Assault Rounds, one side's step: its units' morale checks (CI 9.x Assault Morale; attackers none in round
 * `attackerNoMoraleRound`), then each unit not disrupted fires or retreats (`ci-assault-action`, default fire: ruling
 * R27; asked when it has a choice), every hit applied at once; in round 3 every attacker retreats. Minefields never
 * act. The step ends as soon as one side is gone.
 */
export function sideStep(ctx: CiContext, fight: Fight, side: string): void {
  const attacking = side === fight.attacker;
  const checks = !attacking || fight.round !== numberOf(ctx.state.numbers, "attackerNoMoraleRound");
  const disrupted = checks ? assaultMorale(ctx, fight, side) : new Set<string>();
  for (const id of unitsOf(ctx.state, fight, side)) {
    if (!contested(ctx.state, fight)) return;
    const k = ctx.state.blocks[id]!;
    if (k.status !== "on-map" || k.hex !== fight.hex || disrupted.has(id) || isMinefield(ctx.state, id)) continue;
    if (attacking && fight.round === ATTACKER_RETREAT_ROUND) {
      retreat(ctx, fight, id);
      continue;
    }
    const options = actionsOf(ctx, fight, id);
    const prompt = say("ci.assault.action", { block: id, hex: hexName(ctx, fight.hex), round: fight.round });
    const action =
      options.length === 1 ? "fire" : ctx.decide<Action>({ id: `ci-assault-action:${fight.seq}:${fight.round}:${id}`, kind: "ci-assault-action", side, prompt, options, default: "fire", rule: ROUNDS });
    if (action === "retreat") retreat(ctx, fight, id);
    else assaultFire(ctx, fight, id, action === "fire" ? null : action.target);
  }
}
