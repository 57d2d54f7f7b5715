import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../../src/engine/core/dice";
import { runAnswering } from "../../../../../src/engine/core/engine";
import { EventLog } from "../../../../../src/engine/core/event-log";
import { distance } from "../../../../../src/engine/hex/axial";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map/hex-codec";
import { CiCommandSchema, type CiCommand } from "../../../../../src/engine/rules/ci/commands/schema";
import { CiEventSchema } from "../../../../../src/engine/rules/ci/events/schema";
import { ciRuleset } from "../../../../../src/engine/rules/ci/ruleset";
import { commandRangeHexes } from "../../../../../src/engine/rules/ci/sequence/command-range";
import { CiBattleJson, type CiBattle } from "../../../../../src/engine/rules/ci/state";
import { isHidden } from "../../../../../src/engine/rules/ci/state/block";
import { activeSide, labelOf, otherSide, valueOf } from "../../../../../src/engine/rules/ci/state/lookups";
import { ciDemoMap as map, ciDemoPlaying } from "../../../../cli/ci-demo-request";

const ci = ciRuleset(map);
/** The demonstration battle after set-up, and the same with the German 1st platoon moved next to the US squads (contact sooner). */
const demo = ciDemoPlaying();
const contact: CiBattle = structuredClone(demo);
for (const [id, at] of [["ger-a-1-phq", [6, 5]], ["ger-a-1-1", [6, 5]], ["ger-a-1-2", [5, 6]], ["ger-a-1-3", [6, 7]]] as const) contact.blocks[id]!.hex = map.indexOfOffset(at[0], at[1]);

/** Three numbers per command: what kind of command, and two that pick its units and hexes. */
const choice = fc.tuple(fc.nat(99), fc.nat(9999), fc.nat(9999));
const pick = <T>(xs: readonly T[], n: number): T | undefined => (xs.length ? xs[n % xs.length] : undefined);
/** A hex of the map, where a command needs one and the unit picked stands in none (an eliminated HQ). */
const SOME_HEX = [...map.indices()][0]!;
const near = (from: number) => map.around(from).slice(1).filter((h) => h >= 0 && map.contains(map.hexAt(h)));

/** How a side names its block in a command: by its handle while it is hidden, else its id (ci/state/handles.ts). */
const nameOf = (b: CiBattle, id: string): string => (isHidden(b.blocks[id]!) ? b.blocks[id]!.handle! : id);

/**
 * A command for the battle as it stands: mostly one the active player would give (activate an HQ, move a unit to an
 * adjacent hex, fire at the nearest enemy hex or a face-up enemy, rally, No Command, a special action, a bombardment or
 * a strike, end the move, the commands, the activation or the Player Turn), sometimes one of the other side's, or a
 * block named by the wrong name.
 */
function commandFor(b: CiBattle, [kind, x, y]: readonly [number, number, number]): CiCommand {
  const side = kind >= 95 ? b.sides[x % 2]!.id : (activeSide(b) ?? b.firstPlayer);
  const enemy = otherSide(b, side);
  const onMap = (s: string) => Object.keys(b.blocks).filter((id) => b.blocks[id]!.side === s && b.blocks[id]!.status === "on-map");
  const mine = onMap(side);
  const theirs = onMap(enemy);
  const a = b.activation;
  if (a === null || a.side !== side) {
    const hqs = mine.filter((id) => labelOf(b, id).class === "hq");
    // CI 1.x Commands: one HQ activation a company a Player Turn, then the turn ends.
    const done = hqs.every((id) => b.companiesDone.includes(b.blocks[id]!.company!) || b.blocks[id]!.hqActivated);
    if (kind < 10 || (done && kind < 90)) return { type: "end-player-turn", side };
    const hq = pick(hqs, x) ?? "none";
    return { type: "activate", side, hq: kind === 11 ? hq : nameOf(b, hq) };
  }
  if (kind < 6) return { type: "end-commands", side };
  if (kind < 10) return { type: "end-activation", side };
  if (kind < 12) return { type: "end-player-turn", side };
  // Mostly a unit of the activating company near the HQ; a mover goes on moving.
  const company = mine.filter((id) => b.blocks[id]!.company === a.company || b.blocks[id]!.attachedTo === a.company);
  const movers = Object.keys(a.movers).filter((id) => !a.movers[id]!.stopped && b.blocks[id]!.status === "on-map");
  // CI 4.x HQ Ranks: a PHQ commands in its range, a CHQ anywhere; in its own action only the HQ acts.
  const hq = b.blocks[a.hq]!;
  const range = labelOf(b, a.hq).rank === "phq" && hq.hex !== null ? commandRangeHexes(map, hq.hex) : null;
  const fresh = a.stage === "hq-action" ? [a.hq] : company.filter((id) => !b.blocks[id]!.acted && id !== a.hq && (range === null || range.includes(b.blocks[id]!.hex!)));
  const unit = (kind < 40 && y % 3 && pick(movers, y)) || (a.stage === "hq-action" ? a.hq : pick(x % 5 ? fresh : mine, x)) || a.hq;
  const name = y % 50 === 7 ? unit : nameOf(b, unit);
  const hex = b.blocks[unit]!.hex ?? SOME_HEX;
  if (kind < 45) return { type: "move", side, unit: name, to: pick(near(hex), y) ?? hex };
  if (kind < 70) {
    // Mostly the unit of the company nearest the enemy, at a face-up enemy sometimes, else at the nearest enemy hex.
    const gap = (id: string) => Math.min(...theirs.map((t) => distance(map.hexAt(b.blocks[id]!.hex!), map.hexAt(b.blocks[t]!.hex!))));
    const firer = (y % 3 && [...fresh].sort((p, q) => gap(p) - gap(q))[0]) || unit;
    const shown = theirs.filter((id) => !isHidden(b.blocks[id]!));
    const target = kind % 4 === 0 ? pick(shown, y) : undefined;
    if (target) return { type: "fire", side, unit: nameOf(b, firer), target: { block: target } };
    const from = map.hexAt(b.blocks[firer]!.hex ?? hex);
    const nearest = theirs.map((id) => b.blocks[id]!.hex!).sort((p, q) => distance(from, map.hexAt(p)) - distance(from, map.hexAt(q)));
    return { type: "fire", side, unit: nameOf(b, firer), target: { hex: (y % 4 ? nearest[0] : pick(nearest, y)) ?? hex } };
  }
  if (kind < 78) return { type: "rally", side, unit: name };
  if (kind < 82) return { type: "no-command", side, unit: name };
  if (kind < 86) return { type: "end-move", side, unit: name };
  // CI 7.x Special Actions, CI 6.x Bombardment, CI 2.x Field Artillery: at the nearest enemy hex, spotted by the active HQ.
  const from = map.hexAt(hex);
  const enemyHex = theirs.map((id) => b.blocks[id]!.hex!).sort((p, q) => distance(from, map.hexAt(p)) - distance(from, map.hexAt(q)))[0] ?? hex;
  const spotter = nameOf(b, a.hq);
  if (kind < 90) {
    const action = (["foxhole", "smoke", "clear-wire", "demolish"] as const)[y % 4]!;
    return { type: "special", side, unit: name, action, ...(action === "smoke" ? { hex: pick(near(hex), x) ?? hex, spotter } : {}), ...(action === "demolish" ? { hexside: [hex, pick(near(hex), x) ?? hex] } : {}) };
  }
  if (kind < 95) {
    const mortar = company.find((id) => labelOf(b, id).bombard && !b.blocks[id]!.acted);
    return { type: "bombard", side, unit: mortar && y % 4 ? nameOf(b, mortar) : name, target: { hex: enemyHex }, ...(x % 2 ? { spotter } : {}) };
  }
  return { type: "call-strike", side, kind: y % 2 ? "artillery" : "air", target: { hex: enemyHex }, spotter };
}

/** What every battle the engine leaves must satisfy. */
function checkInvariants(b: CiBattle, before: CiBattle): void {
  // The battle is one its own checks accept, and survives its JSON form.
  const json = encodeOnMap(map, CiBattleJson, b);
  expect(decodeOnMap(map, CiBattleJson, JSON.parse(JSON.stringify(json)), "battle")).toEqual(b);
  const handles = new Map<string, string>();
  for (const [id, k] of Object.entries(b.blocks)) {
    // No block in two places: one on the map stands in one hex, one off it in none.
    expect(k.status === "on-map", `${id} is ${k.status} at ${k.hex}`).toBe(k.hex !== null);
    // CI 1.x Blocks: a block is hidden exactly when it carries a handle, and no two carry one handle.
    expect(k.handle !== null, `${id} ${k.orientation} with handle ${k.handle}`).toBe(isHidden(k));
    if (k.handle !== null) {
      expect(handles.get(k.handle), `${id} shares handle ${k.handle}`).toBeUndefined();
      handles.set(k.handle, id);
    }
    // CI 2.x Strength: steps within 0..full strength (1..full on the map; an off-map block's strikes may be spent).
    expect(k.strength, `${id} strength`).toBeGreaterThanOrEqual(k.status === "on-map" ? 1 : 0);
    expect(k.strength, `${id} strength`).toBeLessThanOrEqual(valueOf(b, id, "maxStrength"));
  }
  // CI 10.x Victory: victory points are only ever scored.
  for (const s of b.sides) expect(b.vp[s.id] ?? 0, `${s.id} VP`).toBeGreaterThanOrEqual(before.vp[s.id] ?? 0);
}

describe("CI engine invariants under random play (the demonstration battle)", () => {
  // About a minute on a loaded 2-core machine; the timeout leaves room.
  it(
    "CI 1.x–10.x: refused commands leave the state unchanged and name a CI rule; accepted ones leave a battle its checks accept (no block in two places, strengths within 0..full, hidden exactly when a handle is set, one handle a block, VP never lost); every event encodes; the log replays",
    () => {
      let accepted = 0;
      fc.assert(
        fc.property(fc.array(choice, { minLength: 20, maxLength: 50 }), fc.integer(), fc.boolean(), (choices, seed, near) => {
          const dice = new SeededDice(seed);
          const log = new EventLog(ci, near ? contact : demo);
          let b = log.initial;
          for (const next of choices) {
            const c = commandFor(b, next);
            // The generator's commands are ones the door lets in (CiCommandSchema on the map): the rules refuse the rest.
            encodeOnMap(map, CiCommandSchema, c);
            const before = structuredClone(b);
            // Every decision answered by its default, as the table does when a player does not answer in time.
            const { result: r } = runAnswering(ci, b, c, dice);
            if (r.status === "refused") {
              expect(r.rule, `${c.type}: ${r.reason}`).toMatch(/^CI \d+\.(x|7) /);
              expect(b).toEqual(before);
              continue;
            }
            if (r.status !== "done") throw new Error(`${c.type}: every decision is answered by default and the dice never run out, so none is left open (${r.status})`);
            for (const e of r.record.events) {
              const encoded = encodeOnMap(map, CiEventSchema, e);
              expect(decodeOnMap(map, CiEventSchema, JSON.parse(JSON.stringify(encoded)), "event")).toEqual(e);
            }
            log.append(r.record);
            b = r.state;
            accepted++;
            checkInvariants(b, before);
          }
          expect(log.replay()).toEqual(b);
        }),
        { numRuns: 60, endOnFailure: true },
      );
      // The generator gives commands the engine carries out, not only ones it refuses.
      expect(accepted).toBeGreaterThan(150);
    },
    180_000,
  );
});
