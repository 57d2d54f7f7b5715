import type { RpContext } from "../context";
import { fightMelee } from "../melee/melee";
import { contested, onMap, unitsIn } from "../state/lookups";

/** The contested hexes, in map order. */
const contestedHexes = (ctx: RpContext): number[] => [...new Set(onMap(ctx.state).map(([, u]) => u.hex!))].filter((h) => contested(ctx.state, h)).sort((x, y) => x - y);

/**
 * RP 11.51: melees are fought, every unit in each contested hex taking part without a command, round after round,
 * until no hex holds both sides. The campaign's attacker is the actor (its units are the attackers, so 6.679 gives it
 * a tie of doubles). Each round's choices are asked afresh (their ids name the round). A round in which no melee was
 * fought (nothing emitted) ends it. Guns destroyed are captured by the melee itself (RP 11.531).
 */
export function resolveNightMelees(ctx: RpContext): void {
  const actor = ctx.state.campaign!.attacker;
  let fought = 0;
  let round = 0;
  const night: RpContext = {
    ...ctx,
    emit: (e) => (fought++, ctx.emit(e)),
    decide: (request) => ctx.decide({ ...request, id: `${request.id}:night-${round}` }),
  };
  for (;;) {
    round++;
    const was = fought;
    for (const hex of contestedHexes(ctx)) fightMelee(night, hex, unitsIn(ctx.state, hex, actor));
    if (fought === was) return;
  }
}
