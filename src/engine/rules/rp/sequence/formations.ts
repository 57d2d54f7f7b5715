import { Refusal, refuseUnless } from "../../../core/refusal";
import { sayer } from "../../../core/text";
import { distance } from "../../../hex/axial";
import type { HexMap } from "../../../map/hex-map";
import type { RpContext } from "../context";
import { RP_CORE_TEXT } from "../core-text";
import type { RpBattle, RpUnit } from "../state";
import { sideOf } from "../state/lookups";
import { SEQUENCE_TEXT } from "./sequence-text";

const say = sayer({ ...RP_CORE_TEXT, ...SEQUENCE_TEXT });

/** A command names each unit once. */
export function requireDistinct(b: RpBattle, ids: readonly string[], rule: string): void {
  ids.forEach((id, i) => refuseUnless(ids.indexOf(id) === i, rule, say("rp.activate.twice", { unit: b.units[id]?.name ?? id })));
}

export type Formation = "unit" | "stack" | "mass" | "blob";

/** RP 10.2, 10.21: a reinforcement that may enter this turn, off the map. */
export const entering = (b: RpBattle, u: RpUnit): boolean => u.status === "waiting" && u.arrives?.how === "enter" && u.arrives.turn <= b.turn;

/** RP 3.11: "identical": the same nationality and type, and the same values on both sides of the counter. */
const VALUES = ["firepower", "range", "melee", "cohesion", "movement"] as const;
function identical(a: RpUnit, z: RpUnit): boolean {
  const types = (u: RpUnit) => [...u.types].sort().join(",");
  return a.nationality === z.nationality && types(a) === types(z) && (["formed", "dispersed"] as const).every((f) => VALUES.every((k) => a.faces[f][k] === z.faces[f][k]));
}

/**
 * RP 3.5, 3.6, ruling R11: each unit adjacent to (or in the hex of) another of the mass or blob, all in one chain;
 * units waiting to enter count as adjacent to one another (RP 10.21). Refuses naming the first unit off the chain.
 */
function requireChain(b: RpBattle, map: HexMap, ids: readonly string[], config: "mass" | "blob"): void {
  const unit = (id: string) => b.units[id]!;
  const linked = (x: string, y: string) => {
    const [p, q] = [unit(x).hex, unit(y).hex];
    return p === null || q === null ? p === q : distance(map.hexAt(p), map.hexAt(q)) <= 1;
  };
  const rule = config === "mass" ? "RP 3.5" : "RP 3.6";
  const broken = (id: string) => say("rp.activate.not-linked", { unit: unit(id).name, config });
  for (const id of ids) refuseUnless(ids.some((o) => o !== id && linked(id, o)), rule, broken(id));
  const reached = new Set([ids[0]!]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const id of ids)
      if (!reached.has(id) && [...reached].some((r) => linked(r, id))) {
        reached.add(id);
        grew = true;
      }
  }
  const off = ids.find((id) => !reached.has(id));
  if (off !== undefined) throw new Refusal(rule, broken(off));
}

/**
 * RP 6.01 a–c, e: the units a command activates, checked for its configuration: a single ready unit; a stack of two
 * ready units in one hex (ruling R22); a mass of 2–12 identical, formed, ready units in at most six hexes (RP 3.5); a
 * blob of 2–4 dispersed, ready units of forces using infiltration tactics (RP 3.6). Refuses naming the first unit
 * that breaks the rule.
 */
export function requireFormation(ctx: RpContext, side: string, config: Formation, ids: readonly string[]): void {
  const b = ctx.state;
  requireDistinct(b, ids, "RP 6.01");
  if (config === "unit") refuseUnless(ids.length === 1, "RP 6.01", say("rp.activate.one-unit"));
  if (config === "stack") refuseUnless(ids.length === 2, "RP 6.01", say("rp.activate.stack-two"));
  if (config === "mass") refuseUnless(ids.length >= 2 && ids.length <= 12, "RP 3.5", say("rp.activate.mass-size", { count: ids.length }));
  if (config === "blob") refuseUnless(ids.length >= 2 && ids.length <= 4, "RP 3.6", say("rp.activate.blob-size", { count: ids.length }));
  const first = b.units[ids[0]!];
  for (const id of ids) {
    const u = b.units[id];
    refuseUnless(u !== undefined && u.side === side, "RP 6.01", say("rp.not-your-unit", { unit: u?.name ?? id }));
    refuseUnless(u.status === "on-map" || entering(b, u), "RP 10.2", say("rp.activate.not-here", { unit: u.name }));
    refuseUnless(!u.spent, "RP 3.3", say("rp.activate.spent", { unit: u.name }));
    if (config === "unit") continue;
    // Units waiting to enter are together off the map (RP 10.21): "adjacent" only to one another.
    if (config === "stack") refuseUnless(u.hex === first!.hex, "RP 3.4", say("rp.activate.stack-hex", { unit: u.name, other: first!.name }));
    else refuseUnless((u.hex === null) === (first!.hex === null), "RP 10.21", say("rp.activate.mixed-off-map", { unit: u.name }));
    if (config === "mass") {
      refuseUnless(u.face === "formed", "RP 3.5", say("rp.activate.not-formed", { unit: u.name }));
      refuseUnless(identical(first!, u), "RP 3.11", say("rp.activate.not-identical", { unit: u.name, first: first!.name }));
    }
    if (config === "blob") {
      refuseUnless(u.infiltration || sideOf(b, side).infiltration, "RP 3.6", say("rp.activate.no-infiltration", { unit: u.name }));
      refuseUnless(u.face === "dispersed", "RP 3.6", say("rp.activate.not-dispersed", { unit: u.name }));
    }
  }
  if (config === "mass") {
    const hexes = new Set(ids.map((id) => b.units[id]!.hex).filter((h) => h !== null)).size;
    refuseUnless(hexes <= 6, "RP 3.5", say("rp.activate.mass-hexes", { count: hexes }));
  }
  if (config === "mass" || config === "blob") requireChain(b, ctx.map, ids, config);
}
