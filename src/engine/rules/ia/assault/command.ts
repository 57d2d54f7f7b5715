import { refuseUnless } from "../../../core/refusal";
import type { IaContext } from "../commands/context";
import type { AssaultCommand } from "../commands/schema";
import { onMap } from "../fire/hexes";
import { overrun } from "../../series/movement/entering";
import { leadersAt, otherSide, unitsAt, type IaLeader, type IaUnit } from "../state";
import { say } from "../text";
import type { AssaultFire } from "./columns";
import { assaultFire, assaultTable } from "./fire";
import { checkAttacker, checkAttackingLeader, checkColdSteel, checkRequired, fightersOf } from "./participants";
import { applyAssaultResults, type AssaultScore } from "./results";
import { allAcrossRiver } from "./rivers";

export type { AssaultCommand };

/**
 * IA1 12.1–12.5, 12.33, 12.6: the active player's assault in a hex his units share with enemy combat units: required
 * where they entered it this segment with no friendly units there (12.4), else his choice (12.5), possibly with Cold
 * Steel (12.6). Both sides fire on the Assault Table with one die each and the results apply together, unless the
 * defenders fire first (12.33).
 */
export function assault(ctx: IaContext, c: AssaultCommand): void {
  const b = ctx.state;
  refuseUnless(b.phase === "action" && b.impulses?.active === c.side, "IA1 3.0 C", say("fire.not-your-segment"));
  const a = b.activation;
  refuseUnless(a !== null && a.side === c.side, "IA1 12.1", say("assault.no-activation"));
  refuseUnless(onMap(ctx.map, c.at), "IA1 12.0", say("fire.off-map", { hex: String(c.at) }));
  const enemy = otherSide(b, c.side);
  // Judged by the enemy units on the board: the refusal must not tell whether hidden ones are there (16.5).
  refuseUnless(fightersOf(b, enemy, c.at).some((u) => !u.hidden), "IA1 12.0", say("assault.no-enemy"));
  const named = [...c.units, ...(c.leaders ?? [])];
  refuseUnless(new Set(named).size === named.length, "IA1 12.1", say("assault.named-twice"));
  const units = c.units.map((id) => checkAttacker(ctx, c.side, id, c.at));
  const leaders = (c.leaders ?? []).map((id) => checkAttackingLeader(ctx, c.side, id, c.at));
  const required = (a.assaultsOwed ?? []).includes(c.at);
  if (required) checkRequired(ctx, c.side, c.at, units, leaders);
  else refuseUnless(units.length > 0, "IA1 12.5", say("assault.no-attackers"));
  const defenders = fightersOf(b, enemy, c.at);
  const steelDefenders = c.coldSteel ? checkColdSteel(ctx, c.at, units, leaders, defenders) : defenders;
  const table = assaultTable(ctx.fireTables);

  // IA1 16.5, 8.1: the assault reaches every enemy piece in the hex, so hidden ones there are placed on the board.
  const hidden = [...unitsAt(b, c.at), ...leadersAt(b, c.at)].filter((p) => p.side === enemy && p.hidden).map((p) => p.id);
  if (hidden.length) {
    ctx.emit({ type: "revealed", pieces: hidden, rule: "IA1 16.5" });
    ctx.reveal();
  }
  const firstFire = c.coldSteel ? steelDefenders : firstFirers(ctx, enemy, c.at, defenders);
  // IA1 12.73: the intervening hexes the attackers who charged this segment went through.
  const through = [...new Set((a.chargedThrough ?? []).filter((x) => c.units.includes(x.unit)).map((x) => x.through))];
  ctx.emit({
    type: "assault-declared",
    side: c.side,
    at: c.at,
    units: [...c.units],
    leaders: [...(c.leaders ?? [])],
    required,
    coldSteel: c.coldSteel ?? false,
    firstFire: firstFire?.map((u) => u.id) ?? [],
    ...(through.length ? { through } : {}),
    rule: c.coldSteel ? "IA1 12.61" : required ? "IA1 12.4" : "IA1 12.5",
  });

  // 7.62, 12.5: the defender's units all take results; attackers who do not attack are immune. 5.83: under Cold Steel
  // the defenders across the river from every attacker take no part at all.
  const targets = unitsAt(b, c.at).filter((u) => u.side === enemy && u.carriedBy === null && (!c.coldSteel || u.kind === "TRANSPORT" || steelDefenders.includes(u)));
  const enemyLeaders = leadersAt(b, c.at).filter((l) => l.side === enemy);
  const acrossRiver = allAcrossRiver(ctx.map, c.at, units, defenders);
  // IA1 12.7, 12.72: +2 only when every attacking unit is cavalry that charged this segment.
  const charged = a.charged ?? [];
  const coldSteel = c.coldSteel ?? false;
  const attack = (us: readonly IaUnit[], ls: readonly IaLeader[]): AssaultFire => {
    const charge = us.length > 0 && us.every((u) => charged.includes(u.id));
    return { side: c.side, role: "attacker", units: us, leaders: ls, targets, targetLeaders: enemyLeaders, coldSteel, acrossRiver, charge };
  };
  const defend = (firing: readonly IaUnit[]): AssaultFire => ({ side: enemy, role: "defender", units: firing, leaders: enemyLeaders, targets: units, targetLeaders: leaders, coldSteel, acrossRiver });
  const scores = (...s: (AssaultScore | null)[]) => s.filter((x): x is AssaultScore => x !== null);
  if (firstFire) {
    // IA1 12.33: the defenders' results land first; only attackers who are still there and not demoralized attack.
    applyAssaultResults(ctx, scores(assaultFire(ctx, table, c.at, defend(firstFire), "assault:first-fire", "IA1 12.33")));
    const still = <P extends IaUnit | IaLeader>(ps: readonly P[], get: (id: string) => P | undefined) =>
      ps.map((p) => get(p.id)).filter((p): p is P => p !== undefined && p.hex === c.at && p.status !== "demoralized");
    const us = still(units, (id) => ctx.state.units.get(id));
    const ls = still(leaders, (id) => ctx.state.leaders.get(id));
    if (us.length) applyAssaultResults(ctx, scores(assaultFire(ctx, table, c.at, attack(us, ls), "assault:attacker", "IA1 12.33")));
  } else {
    const attacker = assaultFire(ctx, table, c.at, attack(units, leaders), "assault:attacker", "IA1 12.3");
    const defender = assaultFire(ctx, table, c.at, defend(defenders), "assault:defender", "IA1 12.3");
    applyAssaultResults(ctx, scores(attacker, defender));
  }
  afterAssault(ctx, c.side, c.at);
}

/**
 * IA1 12.33: the defenders who fire first — all of them when every defending unit is under a Dug In marker (16.2) or an
 * Entrenchment marker (16.3); when only some are, the defending player chooses between First Fire by those alone and
 * simultaneous fire by all. Null: simultaneous.
 */
function firstFirers(ctx: IaContext, side: string, hex: number, defenders: readonly IaUnit[]): IaUnit[] | null {
  const covered = defenders.filter((u) => u.entrenched || u.dugIn === true);
  if (!covered.length) return null;
  if (covered.length === defenders.length) return covered;
  const { col, row } = ctx.map.offsetAt(hex);
  const first = ctx.decide({
    id: `first-fire:${col},${row}`,
    kind: "first-fire",
    side,
    prompt: say("assault.first-fire", { units: covered.map((u) => u.name).join(", ") }),
    options: [true, false],
    default: true,
    rule: "IA1 12.33",
  });
  return first ? covered : null;
}

/**
 * IA1 6.71, 5.44, Definitions (Control): once one side's combat units are all gone from the hex, its leaders left there
 * are overrun and its transports lost, and the other side controls the hex.
 */
function afterAssault(ctx: IaContext, side: string, hex: number): void {
  const b = ctx.state;
  for (const s of [otherSide(b, side), side]) {
    const held = fightersOf(b, s, hex);
    if (!held.length || fightersOf(b, otherSide(b, s), hex).length) continue;
    if (b.control[hex] !== s) ctx.emit({ type: "hex-controlled", hex, side: s });
    overrun(ctx, held[0]!, hex);
  }
}

export const assaultHandlers = { assault: (ctx: IaContext, c: AssaultCommand) => assault(ctx, c) };
