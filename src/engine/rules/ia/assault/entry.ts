import { refuseUnless } from "../../../core/refusal";
import { distance } from "../../../hex";
import { leaderActivated } from "../activation/chain";
import { isMounted } from "../cavalry/mounted";
import type { IaContext } from "../commands/context";
import { isAssaultHex } from "../fire/hexes";
import { unitsAt } from "../state";
import { say } from "../text";
import { fightersOf } from "../../series/assault/participants";

/** How a step enters an enemy-occupied hex: from an adjacent hex, or as a cavalry charge through `through` (12.7). */
export type AssaultEntry = { readonly charge: false } | { readonly charge: true; readonly through: number };

/**
 * IA1 5.4, 5.41, 5.43, 12.2, 12.21, 12.22, 12.24, 12.7, 12.73: assault movement into `to`, a hex with enemy combat units —
 * only good-order companies activated by a leader of their own type, and good-order leaders, never from another assault
 * hex. They began their activation adjacent to it (this is the first hex they enter), or, mounted cavalry and cavalry
 * leaders, two hexes away: a cavalry charge, through a hex of clear terrain holding no units but theirs. Artillery,
 * mortars, MGs and transports are not companies.
 */
export function checkAssaultEntry(ctx: IaContext, movers: readonly string[], from: number, to: number): AssaultEntry {
  const b = ctx.state;
  const a = b.activation!;
  refuseUnless(!isAssaultHex(b, from), "IA1 12.22", say("assault.from-assault-hex"));
  let charge = false;
  for (const id of movers) {
    const u = b.units.get(id);
    const l = b.leaders.get(id);
    const p = (u ?? l)!;
    refuseUnless(p.status === "good", "IA1 5.43", say("assault.entry-not-good-order", { piece: p.name }));
    if (u) {
      refuseUnless(u.company, "IA1 12.24", say("assault.entry-not-company", { unit: u.name }));
      refuseUnless(leaderActivated(b, a, u), "IA1 5.41", say("assault.entry-no-leader", { unit: u.name }));
    }
    const entered = a.pieces[id]!.hexesEntered;
    const mayCharge = u ? isMounted(u) : l!.leaderType === "cavalry";
    refuseUnless(entered === 0 || (entered === 1 && mayCharge), "IA1 12.21", say("assault.entry-not-adjacent", { piece: p.name }));
    if (entered === 1) charge = true;
  }
  if (!charge) return { charge: false };
  // IA1 12.73: the charge starts two hexes away (not adjacent), through clear terrain holding no units but the chargers.
  const start = a.pieces[movers[0]!]!.start;
  refuseUnless(start !== undefined && distance(ctx.map.hexAt(start), ctx.map.hexAt(to)) === 2, "IA1 12.73", say("assault.charge-adjacent"));
  refuseUnless(ctx.map.terrainAt(from).every((t) => t === "clear"), "IA1 12.73", say("assault.charge-terrain"));
  refuseUnless(unitsAt(b, from).every((u) => movers.includes(u.id)), "IA1 12.73", say("assault.charge-occupied"));
  return { charge: true, through: from };
}

/**
 * IA1 5.41, 12.4, 12.7, 12.22: after the step — movers that entered an enemy-occupied hex stop there (charging mounted
 * cavalry recorded for 12.7's +2), and where their side had no combat units there before (`owed`) its assault must be
 * fought this segment; movers that left an assault hex moved their one hex and are recorded for harassing fire (12.23).
 */
export function afterAssaultStep(
  ctx: IaContext,
  side: string,
  movers: readonly string[],
  from: number,
  to: number,
  entering: { readonly owed: boolean; readonly how: AssaultEntry } | null,
  leaving: boolean,
): void {
  if (entering?.owed && !(ctx.state.activation!.assaultsOwed ?? []).includes(to)) ctx.emit({ type: "assault-owed", side, hex: to, rule: "IA1 12.4" });
  const chargers = movers.filter((id) => ctx.state.units.has(id));
  if (entering?.how.charge && chargers.length) ctx.emit({ type: "cavalry-charged", pieces: chargers, hex: to, through: entering.how.through, rule: "IA1 12.7" });
  if (leaving) ctx.emit({ type: "assault-hex-left", hex: from, pieces: [...movers], rule: "IA1 12.22" });
  if (entering || leaving) ctx.emit({ type: "movement-stopped", pieces: [...movers], rule: entering ? "IA1 5.41" : "IA1 12.22" });
}

/** Whether the side's assault in `to` would be owed (12.4): it has no combat units there. */
export const assaultOwed = (ctx: IaContext, side: string, to: number): boolean => fightersOf(ctx, side, to).length === 0;
