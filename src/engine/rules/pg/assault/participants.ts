import { refuseUnless } from "../../../core/refusal";
import type { DeclarationRefusal, DeclarationRules } from "../../series/assault/declare";
import { fighter, fightersOf } from "../../series/assault/participants";
import { leadersAt } from "../../series/state/occupancy";
import type { PgContext } from "../commands/context";
import type { PgBattle, PgLeader, PgUnit } from "../state";
import { say } from "../text";

/**
 * PG 12.3, 12.13, 12.51, 5.67: whether piece `p` of the side may attack in the hex — in it, activated this segment and
 * not yet MOVED/FIRED, not demoralized, not attacked already this segment, and not activated by a leader outside the
 * hex (who may not influence it there) unless it entered the hex in this activation.
 */
function checkActiveHere(ctx: PgContext, p: PgUnit | PgLeader | undefined, id: string, side: string, hex: number): asserts p is PgUnit | PgLeader {
  const a = ctx.state.activation!;
  refuseUnless(p !== undefined && p.side === side && p.hex === hex, "PG 12.3", say("pg-assault.not-in-hex", { piece: p?.name ?? id }));
  refuseUnless(p.status !== "demoralized", "PG 12.13", say("pg-assault.demoralized", { piece: p.name }));
  const m = a.pieces[p.id];
  refuseUnless(m !== undefined, "PG 12.3", say("pg-assault.not-activated", { piece: p.name }));
  refuseUnless(!p.movedFired, "PG 12.3", say("pg-assault.moved-fired", { piece: p.name }));
  refuseUnless(!(a.assaulted ?? []).includes(p.id), "PG 12.3", say("pg-assault.attacked-already", { piece: p.name }));
  const led = m.ledBy === null ? undefined : ctx.state.leaders.get(m.ledBy);
  refuseUnless(m.hexesEntered > 0 || led === undefined || led.hex === hex, "PG 12.51", say("pg-assault.led-from-outside", { piece: p.name }));
}

/** An attacking unit (PG 12.3): as above, and a combat unit fighting on its own — not one being transported (5.67). */
export function pgAttacker(ctx: PgContext, side: string, id: string, hex: number): PgUnit {
  const u = ctx.state.units.get(id);
  checkActiveHere(ctx, u, id, side, hex);
  refuseUnless(fighter(ctx, u), "PG 5.67", say("pg-assault.loaded", { unit: u.name }));
  return u;
}

/** An attacking leader (PG 12.3, 12.42): as for units. */
export function pgAttackingLeader(ctx: PgContext, side: string, id: string, hex: number): PgLeader {
  const l = ctx.state.leaders.get(id);
  checkActiveHere(ctx, l, id, side, hex);
  return l;
}

/** PG 12.2: a required assault is fought by all of the side's units in the hex, and the leaders there who may attack. */
export function checkAllAttack(ctx: PgContext, side: string, hex: number, units: readonly PgUnit[], leaders: readonly PgLeader[]): void {
  const a = ctx.state.activation!;
  const able = (l: PgLeader) => l.side === side && a.pieces[l.id] !== undefined && !l.movedFired && l.status !== "demoralized";
  const missing = [...fightersOf(ctx, side, hex).filter((u) => !units.includes(u)), ...leadersAt(ctx.state, hex).filter((l) => able(l) && !leaders.includes(l))];
  refuseUnless(missing.length === 0, "PG 12.2", say("pg-assault.required-all", { pieces: missing.map((p) => p.name).join(", ") }));
}

/** PG 3.0 B, 12.0, 12.3, 12.11: a declaration's refusals before its attackers are checked. */
function refusal(kind: DeclarationRefusal, hex: number) {
  switch (kind) {
    case "not-your-segment":
      return ["PG 3.0 B", say("fire.not-your-segment")] as const;
    case "no-activation":
      return ["PG 12.11", say("pg-assault.no-activation")] as const;
    case "off-map":
      return ["PG 12.0", say("fire.off-map", { hex: String(hex) })] as const;
    case "no-enemy":
      return ["PG 12.0", say("pg-assault.no-enemy")] as const;
    default:
      return ["PG 12.3", say(kind === "named-twice" ? "pg-assault.named-twice" : "pg-assault.no-attackers")] as const;
  }
}

/** PG 12.0–12.51: who may attack, and a required assault's attackers (series/assault/declare.ts). */
export const pgDeclaration: DeclarationRules<PgBattle, PgContext> = { refusal: (kind, c) => refusal(kind, c.at), attacker: pgAttacker, leader: pgAttackingLeader, allAttack: checkAllAttack };
