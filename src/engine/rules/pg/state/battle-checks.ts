import type { HexMap } from "../../../map";
import type { Fail } from "../../series/state/battle-schema";
import { riverAt } from "../../series/state/river-banks";
import { hasTankLeaderByRule } from "../leaders/tank-leaders";
import { classIssues, isAfv, isApc, isTransport } from "../units/classify";
import { nationalityFacts } from "../units/nationality";
import { overstacked, type PgStackingLimit, type PgStackPiece } from "../units/stacking";
import { facesOf } from "../units/unit-class";
import type { PgBattleRecords } from "./battle-fields";

type UnitRecord = PgBattleRecords["units"][string];

/** What a fifth piece of a full PG 4.1 category is. */
const OVER: Record<PgStackingLimit, string> = {
  combatUnits: "a fourth combat unit other than an APC",
  transports: "a fourth transport (APCs included)",
};

/** The multi-turn tasks (PG 5.73, 16.3, 16.75): who may do each, and where. */
const WORK: Record<NonNullable<UnitRecord["work"]>["kind"], { readonly rule: string; readonly who: (u: UnitRecord) => boolean; readonly whoNot: string; readonly where: string }> = {
  wreck: { rule: "PG 16.3", who: (u) => (u.armor ?? -1) >= 2, whoNot: "only an AFV with an armor value of 2 or more clears a wreck", where: "no wreck in its hex" },
  mines: { rule: "PG 16.75", who: (u) => u.kind === "engineer", whoNot: "only an ENG clears minefields", where: "no enemy minefield in its hex" },
  crossing: { rule: "PG 5.73", who: () => true, whoNot: "", where: "it is in no river hex" },
};

/**
 * PG's own checks of a battle in JSON, run among the series' (series/state/battle-schema.ts `battleChecks`): each
 * refuses what cannot exist with the path of what is wrong and the PG rule it breaks. `known`: whether a side is the
 * battle's.
 */
export function pgChecks(b: PgBattleRecords, fail: Fail, known: (side: string) => boolean, map: HexMap) {
  const hexName = (hex: number) => `[${map.offsetAt(hex).col}, ${map.offsetAt(hex).row}]`;
  const placed = (hex: number | null, test: (m: NonNullable<PgBattleRecords["minefields"]>[number]) => boolean) => hex !== null && (b.minefields ?? []).some((m) => m.hex === hex && test(m));
  const worksAt: Record<keyof typeof WORK, (u: UnitRecord) => boolean> = {
    wreck: (u) => u.hex !== null && Object.hasOwn(b.wrecks ?? {}, String(u.hex)),
    mines: (u) => placed(u.hex, (m) => m.owner !== u.side && m.strength !== 0),
    crossing: (u) => u.hex !== null && riverAt(map, u.hex) !== null,
  };
  return {
    /** PG 5.6, 6.3: a leader rides a transport of his side in his hex that lists him; never a cavalry leader. PG 13.0: whose opportunity fire he combined. */
    leaders: () => {
      for (const [id, l] of Object.entries(b.leaders)) {
        l.oppFireWith?.forEach((u, i) => {
          if (b.units[u]?.side !== l.side || !facesOf(b.units[u]).some((f) => f.direct !== null)) fail(["leaders", id, "oppFireWith", i], `no unit "${u}" of his side with a direct fire value (PG 13.0)`);
        });
        if (l.carriedBy === null) continue;
        const t = b.units[l.carriedBy];
        if (l.kind === "cavalry") fail(["leaders", id, "carriedBy"], `a cavalry leader may not be transported (PG 6.3)`);
        else if (!t?.leadersAboard.includes(id) || t.side !== l.side) fail(["leaders", id, "carriedBy"], `"${l.carriedBy}" is no transport of his side carrying him (PG 5.6)`);
        else if (t.hex !== l.hex) fail(["leaders", id, "hex"], `he rides "${t.id}", which is elsewhere (PG 5.6)`);
      }
    },
    /** Each unit's own values (PG 1.2, 4.3, 5.1, 5.62, 7.6), the leaders it carries (5.6), its fire this turn (11.2, 13.0), its work. */
    unit: (id: string) => {
      const u = b.units[id]!;
      const at = (...path: PropertyKey[]) => ["units", id, ...path];
      for (const [field, message] of classIssues(u, u.maxSteps)) fail(at(field), message);
      if (u.limberedMovement !== undefined) fail(at("limberedMovement"), "a PG unit prints its limbered side whole: give it as limberedFace (PG 5.62)");
      if (u.limbered && !u.limberedFace) fail(at("limbered"), "limbered, but it has no limbered side (PG 5.62)");
      const printed = (kind: "direct" | "at") => facesOf(u).some((f) => f[kind] !== null);
      if (u.oppFireKind !== undefined && !printed(u.oppFireKind)) fail(at("oppFireKind"), `opportunity fire of a kind it has no value for (PG 7.3, 13.0)`);
      if (u.atShots !== undefined && !printed("at")) fail(at("atShots"), "AT attacks, but it has no AT value (PG 7.3)");
      else if (u.atShots === 2 && !isAfv(u)) fail(at("atShots"), "two AT attacks a turn are an AFV's armor efficiency (PG 11.2)");
      if (u.leadersAboard.length > 0 && !isTransport(u)) fail(at("leadersAboard"), "only a transport or an APC carries leaders (PG 5.6, 4.3)");
      u.leadersAboard.forEach((l, i) => {
        if (b.leaders[l]?.carriedBy !== id) fail(at("leadersAboard", i), `"${l}" is no leader riding it (PG 5.6)`);
      });
      if (!u.work) return;
      const work = WORK[u.work.kind];
      if (u.work.since > b.turn) fail(at("work", "since"), `turn ${u.work.since} is still to come (${work.rule})`);
      if (u.work.last !== undefined && (u.work.kind === "crossing" || u.work.last < u.work.since || u.work.last > b.turn)) fail(at("work", "last"), `no turn spent clearing between turn ${u.work.since} and this one (${work.rule})`);
      if (u.work.crossed !== undefined && (u.work.kind !== "crossing" || u.work.crossed > b.turn)) fail(at("work", "crossed"), `no crossing roll passed in turn ${u.work.crossed} (PG 5.73)`);
      if (!work.who(u)) fail(at("work", "kind"), `${work.whoNot} (${work.rule})`);
      else if (!worksAt[u.work.kind](u)) fail(at("work", "kind"), `${work.where} (${work.rule})`);
    },
    /** PG 4.1 "Stacking restrictions apply at all times": each side's units in a hex, an ENG in a river hex left out (5.74). */
    stacking: () => {
      const stacks = new Map<string, { readonly first: string; readonly hex: number; readonly pieces: PgStackPiece[] }>();
      for (const [id, u] of Object.entries(b.units)) {
        if (u.hex === null) continue;
        const key = `${u.side} ${u.hex}`;
        const stack = stacks.get(key) ?? stacks.set(key, { first: id, hex: u.hex, pieces: [] }).get(key)!;
        stack.pieces.push({ piece: "unit", unit: u, carried: u.carriedBy !== null });
        const over = overstacked(stack.pieces, { river: riverAt(map, u.hex) !== null });
        if (over) fail(["units", id, "hex"], `${OVER[over.limit]} of its side in ${hexName(u.hex)} with "${stack.first}" (PG 4.1: three combat units plus three transports a side)`);
      }
    },
    /** PG 6.8: tank leaders go to a side's own AFVs, never APCs, nor AFVs that have one by rule, at most as many as the scenario gives. */
    tankLeaders: () => {
      for (const [side, ids] of Object.entries(b.tankLeaders)) {
        if (!known(side)) {
          fail(["tankLeaders", side], `no side "${side}" in this battle (PG 6.8: a side's own tank leaders)`);
          continue;
        }
        ids.forEach((id, i) => {
          const u = b.units[id];
          // An AFV that left play took its tank leader with it (issue 18 ruling N3); the assignment stays on record.
          const gone = b.eliminated.includes(id) || b.exited?.includes(id) === true;
          const why =
            u === undefined
              ? gone ? null : `no unit "${id}" in this battle (PG 6.8: tank leaders go to AFVs in play)`
              : u.side !== side
                ? `"${id}" is the enemy's: a side assigns tank leaders to its own AFVs (PG 6.8)`
                : !isAfv(u)
                  ? `"${id}" is no AFV: tank leaders lead AFVs (PG 6.8)`
                  : isApc(u)
                    ? `"${id}" is an APC: APCs never have tank leaders (PG 6.8)`
                    : hasTankLeaderByRule(u, nationalityFacts(b, u))
                      ? `"${id}" has a tank leader by rule: the scenario's go to AFVs without one (PG 6.8)`
                      : ids.indexOf(id) < i
                        ? `"${id}" is listed twice (PG 6.8)`
                        : null;
          if (why) fail(["tankLeaders", side, i], why);
        });
        const allotted = b.sides.find((s) => s.id === side)!.tankLeaders ?? 0;
        if (ids.length > allotted) fail(["tankLeaders", side], `${ids.length} tank leaders, more than the ${allotted} the scenario gives the side (PG 6.8)`);
      }
      b.tankLeadersRevealed?.forEach((id, i) => {
        if (!Object.values(b.tankLeaders).some((ids) => ids.includes(id))) fail(["tankLeadersRevealed", i], `"${id}" was assigned no tank leader (PG 6.8)`);
      });
    },
    /** Minefields (PG 16.7), decapitations (6.72), AT attacks (11.12): ids of their own, the battle's sides and units, the turns so far. */
    markers: () => {
      b.minefields?.forEach((m, i) => {
        if (m.id in b.units || m.id in b.leaders || b.minefields!.findIndex((o) => o.id === m.id) < i) fail(["minefields", i, "id"], `"${m.id}" is the id of another minefield or piece: each minefield is a piece of its own (PG 16.7)`);
        if (!known(m.owner)) fail(["minefields", i, "owner"], `no side "${m.owner}" in this battle (PG 16.7: a side's minefields)`);
        if (m.revealed && m.strength === 0) fail(["minefields", i, "revealed"], "a dummy minefield is removed when revealed (PG 16.74)");
        else if (m.revealed && m.hex === null) fail(["minefields", i, "revealed"], "revealed, but never placed (PG 16.71)");
      });
      b.decapitations?.forEach((d, i) => {
        if (!known(d.side)) fail(["decapitations", i, "side"], `no side "${d.side}" in this battle (PG 6.72)`);
        if (d.turn > b.turn) fail(["decapitations", i, "turn"], `turn ${d.turn} is still to come (PG 6.72)`);
      });
      b.atAttacks?.forEach((x, i) => {
        if (!(x.unit in b.units) && !b.eliminated.includes(x.unit)) fail(["atAttacks", i, "unit"], `no unit "${x.unit}" in this battle (PG 11.12: AT attacks on a vehicle)`);
      });
    },
    /** PG 7.23: the points fired by HMGs of the segment designated to fire (3.13), splitting their fire: no more than their value. */
    splitFire: () => {
      for (const [id, points] of Object.entries(b.activation?.hmgFired ?? {})) {
        const u = b.units[id];
        const at = ["activation", "hmgFired", id];
        const most = u ? Math.max(0, ...facesOf(u).map((f) => f.direct?.strength ?? 0)) : 0;
        if (b.activation!.pieces[id]?.action !== "fire") fail(at, `"${id}" is no piece of this segment designated to fire (PG 3.13)`);
        else if (u?.kind !== "hmg") fail(at, `"${id}" is no HMG: only an HMG splits its fire (PG 7.23)`);
        else if (points > most) fail(at, `${points} points fired, more than its direct fire value of ${most} (PG 7.23)`);
      }
    },
  };
}
