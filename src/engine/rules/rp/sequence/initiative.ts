import { refuseUnless } from "../../../core/refusal";
import { sayer } from "../../../core/text";
import type { TraceEntry } from "../../../core/trace";
import type { RpCommand } from "../commands/schema";
import type { RpContext } from "../context";
import { primeAtTurnStart } from "../oma/turn-track";
import type { RpBattle } from "../state";
import { coupletFlow } from "./couplets";
import { placeArrivals } from "./placement";
import { SEQUENCE_TEXT } from "./sequence-text";

const say = sayer(SEQUENCE_TEXT);

export interface Initiative {
  readonly initiative: string;
  readonly couplets: number;
  /** Each change to the couplets and its rule. */
  readonly trace: readonly TraceEntry[];
  /** RP 5.12: this turn's night reduction left 0 couplets. */
  readonly zeroByNight: boolean;
}

/**
 * RP 5.11: the higher die has the initiative and the difference is the couplets; a tie makes three and gives the
 * initiative to the Central Powers. RP 5.12: +1 if a side uses infiltration tactics; at night −1 (minimum 0), applied
 * after every other change (ruling R12), and not the turn after a night reduction left 0.
 */
export function initiativeOf(b: RpBattle, dice: readonly [number, number]): Initiative {
  const [a, z] = dice;
  const [s0, s1] = b.sides;
  const trace: TraceEntry[] = [];
  let initiative: string;
  if (a === z) {
    initiative = (s0.power === "central" ? s0 : s1).id;
    trace.push({ id: "tie", label: "tied dice: three couplets, the Central Powers have the initiative", value: 3, rule: "RP 5.11" });
  } else {
    initiative = a > z ? s0.id : s1.id;
    trace.push({ id: "difference", label: `difference of the dice (${Math.max(a, z)} − ${Math.min(a, z)})`, value: Math.abs(a - z), rule: "RP 5.11" });
  }
  if (b.sides.some((s) => s.infiltration)) trace.push({ id: "infiltration", label: "a side uses infiltration tactics", value: 1, rule: "RP 5.12" });
  let couplets = trace.reduce((n, t) => n + t.value, 0);
  let zeroByNight = false;
  if (b.scenario.night && b.zeroLast) trace.push({ id: "night-skipped", label: "night: no reduction, the last turn's left 0 couplets", value: 0, rule: "RP 5.12" });
  else if (b.scenario.night) {
    const cut = Math.min(1, couplets);
    trace.push({ id: "night", label: "night", value: -cut, rule: "RP 5.12" });
    couplets -= cut;
    zeroByNight = couplets === 0;
  }
  return { initiative, couplets, trace, zeroByNight };
}

/**
 * RP 5.11–5.13: the first act of a turn (turn 1: once the preliminary bombardments are fired, RP 7.11). Groups whose
 * hourglass the turn marker reaches are primed first (RP 7.222); after the dice, reinforcements are placed (RP 10.22),
 * then the creeping barrage strikes before either side acts (RP 7.42), or a turn of no couplet ends.
 */
export function rollInitiative(ctx: RpContext, _c: Extract<RpCommand, { type: "roll-initiative" }>): void {
  const b = ctx.state;
  refuseUnless(b.phase === "initiative" || b.phase === "preliminary", "RP 5.11", say("rp.sequence.not-initiative", { phase: b.phase }));
  refuseUnless(b.preliminary.length === 0, "RP 7.11", say("rp.sequence.preliminary-first"));
  if (b.barragePlans.length) ctx.emit({ type: "barrage-plans-lapsed", rule: "RP 7.41" });
  primeAtTurnStart(ctx);
  const dice = ctx.state.sides.map((s) => ({ side: s.id, die: ctx.roll(1, 6, "rp.initiative").total }));
  const result = initiativeOf(ctx.state, [dice[0]!.die, dice[1]!.die]);
  ctx.emit({ type: "initiative-rolled", dice, initiative: result.initiative, couplets: result.couplets, trace: result.trace.map((t) => ({ ...t })), zeroByNight: result.zeroByNight });
  placeArrivals(ctx);
  coupletFlow(ctx);
}
