import type { Modifier } from "../../../core/modifiers";
import { distance } from "../../../hex/axial";
import type { HexMap } from "../../../map/hex-map";
import type { Category } from "../cohesion/check";
import type { RpContext } from "../context";
import type { RpSightConditions } from "../los";
import type { RpBattle } from "../state";
import { hasType, isAfv, isGun, wheatInSeason } from "../state/lookups";
import { barrageHexes } from "../oma/barrage";

/** What a fire-induced check is: a unit's area or anti-tank fire, or an OMA fire for effect or gas attack (RP 7.241, 7.511). */
export type FireKind = "area" | "anti-tank" | "ffe" | "gas";

export interface CircumstanceSpec {
  /** The unit making the check. */
  readonly target: string;
  readonly kind: FireKind;
  /** The firing unit's hex; null for OMA. */
  readonly shooterHex: number | null;
  /** RP 8.321, 8.43: mortar or howitzer fire. */
  readonly howitzer: boolean;
  /** RP 4.81: hexes of concealment the line crosses. */
  readonly concealment: number;
}

const mod = (id: string, label: string, value: number, category: Category, rule: string): Modifier => ({ id, label, value, category, rule });

/** RP 8.1, 8.2, 8.9: the hex's −1 cover (village, craters or a scrape, green-dot woods). */
function coverIn(b: RpBattle, map: HexMap, hex: number): Modifier[] {
  const terrain = map.terrainAt(hex);
  const out: Modifier[] = [];
  if (terrain.includes("village")) out.push(mod("village", "village", -1, "terrain", "RP 8.1"));
  if (terrain.includes("crater")) out.push(mod("craters", "craters", -1, "terrain", "RP 8.2"));
  if (b.markers.scrapes.some((s) => s.hex === hex)) out.push(mod("scrape", "scrape", -1, "terrain", "RP 8.2"));
  if (terrain.includes("woods")) out.push(mod("woods", "woods", -1, "terrain", "RP 8.9"));
  return out;
}

/** RP 8.31, 8.321: −4 for an MG IN a blockhouse; −3 (−2 against mortar or howitzer fire) for infantry or a gun IN a trench. */
function fieldwork(b: RpBattle, spec: CircumstanceSpec): Modifier[] {
  const u = b.units[spec.target]!;
  if (u.in === "blockhouse" && hasType(u, "machine-gun")) return [mod("blockhouse", "MG IN a blockhouse", -4, "terrain", "RP 8.31")];
  if (u.in === "trench" && (hasType(u, "infantry") || isGun(u))) {
    return [spec.howitzer ? mod("trench", "IN a trench, against mortar or howitzer fire", -2, "terrain", "RP 8.321") : mod("trench", "IN a trench", -3, "terrain", "RP 8.321")];
  }
  return [];
}

/** The card's terrain category (none against gas, RP 7.511); concealment is of this category (ruling R1). */
function terrain(ctx: RpContext, spec: CircumstanceSpec, hex: number): Modifier[] {
  if (spec.kind === "gas") return [];
  const b = ctx.state;
  const u = b.units[spec.target]!;
  const out = [...fieldwork(b, spec), ...coverIn(b, ctx.map, hex)];
  // RP 8.43: a higher hill covers against fire from a lower level, never against mortar/howitzer fire nor OMA (ruling R7).
  if (spec.shooterHex !== null && !spec.howitzer && ctx.map.hexTerrain(spec.shooterHex).level < ctx.map.hexTerrain(hex).level) {
    out.push(mod("hill", "higher hill", -1, "terrain", "RP 8.43"));
  }
  // Card: against area fire (FFE's circumstances are area fire's, RP 7.241), a friendly AFV in the hex.
  const friendlyAfv = Object.entries(b.units).some(([id, o]) => id !== spec.target && o.status === "on-map" && o.hex === hex && o.side === u.side && isAfv(o));
  if ((spec.kind === "area" || spec.kind === "ffe") && friendlyAfv) out.push(mod("friendly-afv", "a friendly AFV in the hex", -1, "terrain", "RP 6.53"));
  // RP 4.81, ruling R1; OMA never counts concealment (ruling R6).
  if (spec.shooterHex !== null && spec.concealment > 0) out.push(mod("concealment", "concealment on the line of sight", -1, "terrain", "RP 4.81"));
  return out;
}

/**
 * RP 6.53, 6.54 and the card's circumstance modifiers for a fire-induced check of `spec.target` (in its hex), by category:
 * deployment, movement, range, terrain, visibility. Several in one category: the target chooses one (cohesion/check.ts).
 */
export function circumstances(ctx: RpContext, spec: CircumstanceSpec): Modifier[] {
  const b = ctx.state;
  const u = b.units[spec.target]!;
  const hex = u.hex!;
  const oma = spec.shooterHex === null;
  const out: Modifier[] = [];
  if (u.face === "formed") out.push(mod("formed", "target formed", 1, "deployment", "RP 6.53"));
  if (b.activation?.moving.includes(spec.target)) {
    out.push(spec.kind === "anti-tank" ? mod("moving", "moving target, anti-tank fire", -1, "movement", "RP 6.54") : mod("moving", "moving target", 1, "movement", "RP 6.53"));
  }
  if (!oma) {
    const range = distance(ctx.map.hexAt(spec.shooterHex), ctx.map.hexAt(hex));
    if (range === 0) out.push(mod("same-hex", "shooter in the same hex", 1, "range", "RP 6.53"));
    else if (range >= 2) out.push(mod("range", `range ${range}`, -Math.floor(range / 2), "range", "RP 6.52"));
  }
  out.push(...terrain(ctx, spec, hex));
  if (!oma) {
    if (b.scenario.night) out.push(mod("night", "night", -1, "visibility", "RP 4.8"));
    if (b.markers.gas.includes(spec.shooterHex)) out.push(mod("shooter-gas", "shooter in a gas hex", -1, "visibility", "RP 7.514"));
  }
  return out;
}

/** RP 7.43: whether a creeping barrage stands on the hex (once it has struck). */
const inBarrage = (b: RpBattle, map: HexMap, hex: number): boolean => b.barrages.some((x) => x.struck && barrageHexes(map, x).includes(hex));

/**
 * What a line of sight depends on now (RP 4.8, 8.8): night, precipitation, wheat in season, smoke and creeping barrages
 * conceal; RP 4.6, 6.51: for an infantry or cavalry `firer`, hexes holding its side's units not IN a trench or blockhouse block.
 */
export function sightConditions(b: RpBattle, map: HexMap, opts: { firer?: string } = {}): RpSightConditions {
  const firer = opts.firer === undefined ? undefined : b.units[opts.firer];
  const blocking = firer !== undefined && (hasType(firer, "infantry") || hasType(firer, "cavalry"));
  const blockers = new Set<number>();
  if (blocking) {
    for (const u of Object.values(b.units)) if (u.status === "on-map" && u.hex !== null && u.side === firer.side && u.in === null) blockers.add(u.hex);
  }
  return {
    night: b.scenario.night,
    precipitation: b.scenario.precipitation,
    wheat: wheatInSeason(b),
    concealing: (hex) => b.markers.smoke.includes(hex) || inBarrage(b, map, hex),
    ...(blocking ? { blocksFire: (hex: number) => blockers.has(hex) } : {}),
  };
}
