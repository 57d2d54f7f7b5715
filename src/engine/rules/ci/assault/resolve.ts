import type { CiContext } from "../context";
import type { CiAssault } from "../state/activation";
import { otherSide } from "../state/lookups";
import { conceal, reveal } from "../view/reveal";
import { ASSAULT_ROUNDS, COMBAT, ROUNDS } from "./constants";
import { contested, type Fight, fixedInPlace, unitsOf } from "./fight";
import { regroup } from "./regroup";
import { sideStep } from "./step";
import { say } from "./text";

/**
 * CI 9.x Assault Combat: the activation's assaults, fought one by one after all other action (ruling R14: after the
 * half-hits are cleared, before the stacking check) in the order the active player chooses (`ci-assault-next`, asked
 * when two or more are left), each with its regroup before the next.
 */
export function resolveAssaults(ctx: CiContext): void {
  for (let seq = 0; ; seq++) {
    const a = ctx.state.activation;
    if (!a?.assaults.length) return;
    const hexes = [...new Set(a.assaults.map((s) => s.hex))];
    const hex =
      hexes.length === 1
        ? hexes[0]!
        : ctx.decide<number>({ id: `ci-assault-next:${seq}`, kind: "ci-assault-next", side: a.side, prompt: say("ci.assault.next", { count: hexes.length }), options: hexes, default: hexes[0]!, rule: COMBAT });
    fightAssault(ctx, a.assaults.find((s) => s.hex === hex)!, seq);
  }
}

/**
 * One assault (CI 9.x Assault Combat, CI 9.x Assault Rounds): every unit in it revealed; up to three rounds of the
 * defender's step then the attacker's while both sides hold the hex; the side that alone holds it wins (ruling R15: none,
 * nobody). Attackers stay face-up; winning defenders that had not acted this Game Turn stand upright after their regroup
 * (a fresh handle; minefields and bunkers stay face-up, CI 7.x Mines, CI 2.x Bunker).
 */
function fightAssault(ctx: CiContext, assault: CiAssault, seq: number): void {
  const attacker = ctx.state.activation!.side;
  const fight: Fight = { seq, hex: assault.hex, attacker, defender: otherSide(ctx.state, attacker), via: assault.via, round: 0, through: new Map() };
  if (contested(ctx.state, fight)) {
    const attackers = unitsOf(ctx.state, fight, fight.attacker);
    const defenders = unitsOf(ctx.state, fight, fight.defender);
    for (const id of [...attackers, ...defenders]) reveal(ctx, id, "assault", COMBAT);
    ctx.emit({ type: "assault-begun", hex: fight.hex, attackers, defenders, rule: COMBAT });
  }
  for (let round = 1; round <= ASSAULT_ROUNDS && contested(ctx.state, fight); round++) {
    fight.round = round;
    fight.through.clear();
    ctx.emit({ type: "assault-round", hex: fight.hex, round, rule: ROUNDS });
    sideStep(ctx, fight, fight.defender);
    if (contested(ctx.state, fight)) sideStep(ctx, fight, fight.attacker);
  }
  const holders = [fight.attacker, fight.defender].filter((s) => unitsOf(ctx.state, fight, s).length > 0);
  const winner = holders.length === 1 ? holders[0]! : null;
  ctx.emit({ type: "assault-ended", hex: fight.hex, winner, rule: ROUNDS });
  if (winner === null) return;
  const standing = winner === fight.defender ? unitsOf(ctx.state, fight, winner).filter((id) => !ctx.state.blocks[id]!.acted && !fixedInPlace(ctx.state, id)) : [];
  regroup(ctx, fight, winner);
  for (const id of standing) conceal(ctx, id, "upright", ROUNDS);
}
