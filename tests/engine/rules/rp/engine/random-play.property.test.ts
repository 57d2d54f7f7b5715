import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../../src/engine/core/dice";
import { runAnswering, type AnswerPolicy } from "../../../../../src/engine/core/engine";
import { EventLog } from "../../../../../src/engine/core/event-log";
import { distance } from "../../../../../src/engine/hex/axial";
import { vertexOf } from "../../../../../src/engine/hex/vertex";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map/hex-codec";
import { CampaignJson } from "../../../../../src/engine/rules/rp/campaign/state";
import { RpCommandSchema, type RpCommand } from "../../../../../src/engine/rules/rp/commands/schema";
import { RpEventSchema } from "../../../../../src/engine/rules/rp/events/schema";
import { rpRuleset } from "../../../../../src/engine/rules/rp/ruleset";
import { RpBattleJson, type RpBattle } from "../../../../../src/engine/rules/rp/state";
import { actorOf, isAfv, isGun } from "../../../../../src/engine/rules/rp/state/lookups";
import { BRITISH, GERMAN } from "../support/fixture";
import { engineBattle, engineMap } from "./battle";

const map = engineMap();
const rp = rpRuleset(map);
/**
 * The robustness battle, and the same as the first day of a two-day campaign whose attack scenario has just ended
 * (RP 11.2): the day's segments follow (counter-attack, night attack, recovery, improvement, redeployment, RP 11.3–11.55).
 */
const battle = engineBattle(map);
const campaignDay: RpBattle = {
  ...battle,
  phase: "ended",
  preliminary: [],
  pbFired: true,
  campaign: CampaignJson.parse({ day: 1, days: 2, attacker: BRITISH, defender: GERMAN, segment: "attack" }),
};

/** Every command type the schema knows (campaign commands included, as lane B6 adds them). */
const TYPES = RpCommandSchema.options.map((o) => o.shape.type.value);

/** Three numbers per command: what kind of command, and two that pick its units, hexes and vertices. */
const choice = fc.tuple(fc.nat(99), fc.nat(9999), fc.nat(9999));

/** A hex of the map, where a command needs one and the battle offers none (map indices are not all the map's hexes). */
const SOME_HEX = [...map.indices()][0]!;
const pick = <T>(xs: readonly T[], n: number): T | undefined => (xs.length ? xs[n % xs.length] : undefined);
const near = (from: number) => map.around(from).slice(1).filter((h) => h >= 0 && map.contains(map.hexAt(h)));
const vertexNear = (hex: number, n: number) => vertexOf(map.hexAt(hex), n % 6);

/** Any command at all, of any type and side, its ids and hexes picked from the battle (RP: refused by a rule, or done). */
function anything(b: RpBattle, [kind, x, y]: readonly [number, number, number]): RpCommand {
  const side = b.sides[x % 2]!.id;
  const ids = Object.keys(b.units);
  const id = pick(ids, y)!;
  const other = pick(ids, x)!;
  const hex = pick([...map.indices()], x * 31 + y)!;
  const group = pick(Object.keys(b.oma), y)!;
  const vertex = vertexNear(hex, y);
  const type = pick(TYPES, kind * 7 + x)!;
  const hexside: [number, number] = [hex, near(hex)[0] ?? hex];
  const all: Record<string, RpCommand> = {
    preregister: { type: "preregister", side, group, vertex },
    "designate-trench-set": { type: "designate-trench-set", side, unit: id },
    "fire-preliminary": { type: "fire-preliminary", side },
    "roll-initiative": { type: "roll-initiative", side },
    pass: { type: "pass", side },
    activate: { type: "activate", side, config: (["unit", "stack", "mass", "blob"] as const)[y % 4]!, units: y % 4 ? [id, other] : [id] },
    move: { type: "move", side, units: [id], step: y % 5 ? { to: hex } : y % 2 ? { melee: true } : { exit: true } },
    fire: { type: "fire", side, unit: id, at: hex, kind: y % 3 ? "area" : "anti-tank", ...(y % 3 ? {} : { target: other }) },
    deploy: { type: "deploy", side, units: [id], face: y % 2 ? "formed" : "dispersed" },
    dig: { type: "dig", side, units: [id] },
    "end-command": { type: "end-command", side },
    "call-oma": { type: "call-oma", side, group, vertex, observer: y % 3 ? id : null, ammo: (["he", "gas", "smoke"] as const)[y % 3]! },
    "cancel-oma": { type: "cancel-oma", side, group },
    "campaign-advance": { type: "campaign-advance", side },
    "campaign-place": { type: "campaign-place", side, unit: id, hex },
    "night-attack": { type: "night-attack", side },
    recover: { type: "recover", side, flip: [{ unit: id, face: y % 2 ? "formed" : "dispersed" }] },
    improve: { type: "improve", side, bombStops: [hexside], fieldworks: [hex] },
    redeploy: { type: "redeploy", side, unit: id, path: [near(hex)[0] ?? hex] },
  };
  // A command type added to the schema after this list was written is given as a pass until it is listed here.
  return all[type] ?? { type: "pass", side };
}

/** RP 11.x: between a campaign's scenarios, a command of the segment in progress by either side. */
function campaignCommand(b: RpBattle, [kind, x, y]: readonly [number, number, number]): RpCommand {
  const side = b.sides[x % 2]!.id;
  const mine = Object.entries(b.units).filter(([, u]) => u.side === side && u.status === "on-map");
  const [id, u] = pick(mine, y) ?? ["none", undefined];
  const hex = u?.hex ?? SOME_HEX;
  const toPlace = (b.campaign?.toPlace ?? []).filter((p) => p.side === side);
  // Mostly the segment's own command (RP 11.02), sometimes another segment's.
  const segment = b.campaign?.segment;
  const own = { "night-attack": 25, recover: 35, improve: 45, redeploy: 60, reinforcements: 75 }[segment as string];
  const k = kind < 60 && own !== undefined ? own + (kind % 10) : kind;
  if (k < 25) return { type: "campaign-advance", side };
  if (k < 35) return { type: "night-attack", side };
  if (k < 45) return { type: "recover", side, ...(u && k % 2 ? { flip: [{ unit: id, face: u.face === "formed" ? "dispersed" : "formed" }] } : {}) };
  if (k < 60) {
    // RP 11.541–11.543: a bomb stop beside one of its units, and a fieldwork in that unit's hex, or nothing.
    const next = pick(near(hex), x) ?? hex;
    return k % 3 ? { type: "improve", side } : { type: "improve", side, bombStops: [[hex, next]], fieldworks: [hex] };
  }
  if (k < 75) {
    // RP 11.55: a gun along a path of neighbouring hexes, or none.
    const gun = mine.find(([, v]) => isGun(v));
    if (!gun || k % 2) return { type: "redeploy", side };
    return { type: "redeploy", side, unit: gun[0], path: [pick(near(gun[1].hex!), y) ?? gun[1].hex!] };
  }
  const placing = pick(toPlace, y);
  if (!placing) return { type: "campaign-advance", side };
  return { type: "campaign-place", side, unit: placing.unit, hex: pick(placing.hexes ?? near(hex), x) ?? hex };
}

/** A command for the battle as it stands: mostly one a player of the acting side would give, sometimes anything. */
function commandFor(b: RpBattle, c: readonly [number, number, number]): RpCommand {
  const [kind, x, y] = c;
  if (kind >= 94) return anything(b, c);
  const side = actorOf(b) ?? b.sides[x % 2]!.id;
  const enemy = b.sides.find((s) => s.id !== side)!.id;
  const mine = Object.entries(b.units).filter(([, u]) => u.side === side && u.status === "on-map");
  const theirs = Object.entries(b.units).filter(([, u]) => u.side === enemy && u.status === "on-map");
  const enemyHex = pick(theirs.map(([, u]) => u.hex!), y) ?? SOME_HEX;
  const groups = Object.entries(b.oma).filter(([, g]) => g.side === side);
  const group = pick(groups.map(([id]) => id), x) ?? "none";
  const infantry = mine.filter(([, u]) => u.types.includes("infantry")).map(([id]) => id);
  if (b.phase === "preliminary" || b.phase === "initiative") {
    // RP 7.3, 7.21, 7.11: what is done before play, then the initiative dice (RP 5.11).
    if (kind < 12) return { type: "preregister", side, group, vertex: vertexNear(enemyHex, y) };
    if (kind < 18) return { type: "designate-trench-set", side, unit: pick(infantry, y) ?? "none" };
    if (kind < 80 && b.preliminary.length) return { type: "fire-preliminary", side: b.preliminary[0]!.side };
    return { type: "roll-initiative", side };
  }
  if (b.phase === "ended" || b.phase === "campaign") return campaignCommand(b, c);
  if (b.phase !== "couplets") return anything(b, c);
  const a = b.activation;
  const ready = mine.filter(([, u]) => !u.spent);
  const id = pick(ready.map(([i]) => i), x) ?? pick(mine.map(([i]) => i), x) ?? "none";
  const hexOf = (unit: string) => b.units[unit]?.hex ?? SOME_HEX;
  if (a === null) {
    if (kind < 6) return { type: "pass", side };
    if (kind < 9) return { type: "end-command", side };
    if (kind < 20) {
      const observer = pick(infantry, y) ?? null;
      return { type: "call-oma", side, group, vertex: vertexNear(enemyHex, y), observer: y % 7 ? observer : null, ammo: (["he", "he", "gas", "smoke"] as const)[y % 4]! };
    }
    if (kind < 24) return { type: "cancel-oma", side, group };
    // RP 6.01: a unit, a stack (two units of a hex), a mass (identical formed units linked), a blob (dispersed, linked).
    const u = b.units[id];
    const hexMates = ready.filter(([i, v]) => i !== id && v.hex === u?.hex).map(([i]) => i);
    const linked = (want: "formed" | "dispersed") =>
      ready.filter(([i, v]) => i !== id && v.face === want && v.types.includes("infantry") && map.around(hexOf(id)).includes(v.hex!)).map(([i]) => i);
    if (kind < 34 && hexMates.length) return { type: "activate", side, config: "stack", units: [id, hexMates[y % hexMates.length]!] };
    if (kind < 44) return { type: "activate", side, config: "mass", units: [id, ...linked("formed")].slice(0, 12) };
    if (kind < 52) return { type: "activate", side, config: "blob", units: [id, ...linked("dispersed")].slice(0, 4) };
    return { type: "activate", side, config: "unit", units: [id] };
  }
  const acting = a.units.filter((i) => b.units[i] !== undefined);
  const fresh = acting.filter((i) => !a.acted.includes(i));
  const doer = pick(fresh, x) ?? pick(acting, x) ?? id;
  // RP 6.03: a command whose units have all acted is over but for saying so.
  if (kind < 6 || (!fresh.length && !a.moving.length && kind < 80)) return { type: "end-command", side };
  if (kind < 8) return { type: "pass", side };
  if (kind < 50 || (!fresh.length && kind < 78)) {
    // RP 6.6: one MP — mostly into a neighbouring hex, sometimes IN a fieldwork, into melee, or off the map.
    const k = kind < 50 ? kind : kind - 40;
    const unit = (a.moving.length && kind % 3 ? pick(a.moving, y) : undefined) ?? doer;
    const mate = acting.find((i) => i !== unit && hexOf(i) === hexOf(unit));
    const units = k % 5 === 0 && mate ? [unit, mate] : [unit];
    const enemyNext = near(hexOf(unit)).filter((h) => theirs.some(([, v]) => v.hex === h));
    const to = (k < 20 && pick(enemyNext, y)) || pick(near(hexOf(unit)), y) || hexOf(unit);
    // RP 6.671: a mover sharing its hex with the enemy mostly initiates a melee.
    const withEnemy = theirs.some(([, v]) => v.hex === hexOf(unit));
    const step = withEnemy && k < 35 ? { melee: true as const } : k < 40 ? { to } : k < 44 ? { in: x % 4 ? ("trench" as const) : ("blockhouse" as const) } : k < 48 ? { melee: true as const, ...(x % 2 ? { in: "trench" as const } : {}) } : { exit: true as const };
    return { type: "move", side, units, step, ...(k === 13 ? { transport: "truck" as const } : {}) };
  }
  if (kind < 78) {
    // RP 6.5: area fire at an enemy hex, or anti-tank fire at an AFV.
    const afvs = theirs.filter(([, v]) => isAfv(v));
    const target = kind % 3 === 0 ? pick(afvs, y) : undefined;
    if (target) return { type: "fire", side, unit: doer, at: target[1].hex!, kind: "anti-tank", target: target[0] };
    // Mostly the nearest enemy hex, in range more often than not.
    const from = map.hexAt(hexOf(doer));
    const nearest = theirs.map(([, v]) => v.hex!).sort((p, q) => distance(from, map.hexAt(p)) - distance(from, map.hexAt(q)))[0];
    return { type: "fire", side, unit: doer, at: kind % 4 ? (nearest ?? enemyHex) : enemyHex, kind: "area" };
  }
  if (kind < 86) return { type: "deploy", side, units: [doer], face: b.units[doer]?.face === "formed" ? "dispersed" : "formed" };
  return { type: "dig", side, units: [doer] };
}

/** Any legal option of a decision, as the numbers fall (a linear congruential sequence from the run's seed). */
const anyAnswer = (seed: number): AnswerPolicy => {
  let n = seed & 0x7fffffff;
  return (request) => ({ answer: request.options[(n = (n * 1103515245 + 12345) & 0x7fffffff) % request.options.length] });
};

/** The units a command names as its actors (RP 3.3: each must be ready). */
function actorsOf(c: RpCommand): string[] {
  if (c.type === "activate" || c.type === "move" || c.type === "deploy" || c.type === "dig") return [...c.units];
  return c.type === "fire" ? [c.unit] : [];
}

/**
 * RP 3.3: a command whose acting units include a spent one is refused; where nothing else stands in its way (the side is
 * the actor, the units are its activated ones that have not acted, or one unit activated alone), the refusal says the
 * unit is spent.
 */
function checkSpent(b: RpBattle, c: RpCommand, status: string, code: string | undefined): void {
  const spent = actorsOf(c).filter((id) => b.units[id]?.spent === true && b.units[id]!.side === c.side);
  if (!spent.length) return;
  expect(status, `${c.type} by spent ${spent.join(", ")}`).toBe("refused");
  const a = b.activation;
  const clear =
    actorOf(b) === c.side &&
    (c.type === "activate"
      ? a === null && c.config === "unit" && b.units[c.units[0]!]!.status === "on-map"
      : a !== null && a.side === c.side && actorsOf(c).every((id) => a.units.includes(id) && !a.acted.includes(id) && !a.moving.includes(id) && b.units[id]!.status === "on-map"));
  if (clear) expect(code, `${c.type} by spent ${spent.join(", ")}`).toMatch(/spent/);
}

/** What every battle the engine leaves must satisfy. */
function checkInvariants(b: RpBattle): void {
  // The battle is one its own checks accept, and survives its JSON form.
  const json = encodeOnMap(map, RpBattleJson, b);
  expect(decodeOnMap(map, RpBattleJson, JSON.parse(JSON.stringify(json)), "battle")).toEqual(b);
  // RP 3.4: two non-AFV and two AFV units of a side in a hex (no quarry on this map, AA 14.0).
  const count = new Map<string, number>();
  for (const u of Object.values(b.units)) {
    if (u.status !== "on-map") {
      // A unit off the map stands in no hex.
      expect(u.hex, `${u.name} is ${u.status}`).toBeNull();
      continue;
    }
    const key = `${u.side}:${u.hex}:${isAfv(u)}`;
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  for (const [key, n] of count) expect(n, `stacking ${key}`).toBeLessThanOrEqual(2);
  // RP 5.1, 5.23: couplets are counted down, never below none.
  if (b.couplets) {
    expect(b.couplets.left).toBeGreaterThanOrEqual(0);
    expect(b.couplets.total).toBeGreaterThanOrEqual(0);
  }
}

describe("RP engine invariants under random play (the robustness battle)", () => {
  // Under a minute on a loaded 2-core machine; the timeout leaves room.
  it(
    "RP 3.3–11.55: refused commands leave the state unchanged and name an RP rule; accepted ones leave a battle its checks accept (3.4 stacking, spent units never act, couplets never negative, no destroyed unit on a hex); every event encodes; the log replays",
    () => {
      let accepted = 0;
      fc.assert(
        fc.property(fc.array(choice, { minLength: 20, maxLength: 40 }), fc.integer(), fc.boolean(), (choices, seed, campaign) => {
          const dice = new SeededDice(seed);
          const log = new EventLog(rp, campaign ? campaignDay : battle);
          let b = log.initial;
          for (const next of choices) {
            const c = commandFor(b, next);
            // The generator's commands are ones the door lets in (RpCommandSchema on the map): the rules refuse the rest.
            encodeOnMap(map, RpCommandSchema, c);
            const before = structuredClone(b);
            const { result: r } = runAnswering(rp, b, c, dice, {}, anyAnswer(seed));
            checkSpent(before, c, r.status, r.status === "refused" ? r.code : undefined);
            if (r.status === "refused") {
              expect(r.rule, `${c.type}: ${r.reason}`).toMatch(/^RP /);
              expect(b).toEqual(before);
              continue;
            }
            if (r.status !== "done") throw new Error(`${c.type}: every decision is answered and the dice never run out, so none is left open (${r.status})`);
            for (const e of r.record.events) {
              const encoded = encodeOnMap(map, RpEventSchema, e);
              expect(decodeOnMap(map, RpEventSchema, JSON.parse(JSON.stringify(encoded)), "event")).toEqual(e);
              // RP 3.3: no unit spent before the command takes an action in it.
              if (e.type === "acting") expect(before.units[e.unit]!.spent, `${e.unit} acted while spent`).toBe(false);
            }
            log.append(r.record);
            b = r.state;
            accepted++;
            checkInvariants(b);
          }
          expect(log.replay()).toEqual(b);
        }),
        { numRuns: 40, endOnFailure: true },
      );
      // The generator gives commands the engine carries out, not only ones it refuses.
      expect(accepted).toBeGreaterThan(200);
    },
    120_000,
  );
});
