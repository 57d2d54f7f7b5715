import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../../src/engine/core/dice";
import { runAnswering, takeDefaults } from "../../../../../src/engine/core/engine";
import { vertexOf, type Vertex } from "../../../../../src/engine/hex/vertex";
import type { RpCommand } from "../../../../../src/engine/rules/rp/commands/schema";
import { rpHexAt } from "../../../../../src/engine/rules/rp/map/labels";
import { rpRuleset } from "../../../../../src/engine/rules/rp/ruleset";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";
import { actorOf } from "../../../../../src/engine/rules/rp/state/lookups";
import { rpSideView, rpViews } from "../../../../../src/engine/rules/rp/view/side-view";
import { BRITISH, GERMAN } from "../support/fixture";
import { engineBattle, engineMap } from "./battle";

const map = engineMap();
const rp = rpRuleset(map);
const vertex = (label: string, corner: number): Vertex => vertexOf(map.hexAt(rpHexAt(map, label)), corner);

/** Two vertices the German groups may pre-register (RP 7.3), and the one the telephone group is called on instead. */
const SECRET_A = vertex("L12", 1);
const SECRET_B = vertex("M13", 4);
const ELSEWHERE = vertex("K12", 0);

/**
 * A short game: the German telephone and flare groups pre-register `secret`, the British their aircraft group; the
 * initiative; then the telephone group is called once on `target` (and the flare group on `flareAt`, if given), and
 * otherwise each half a unit deploys (RP 6.3) and the command ends. Dice seeded, every decision its default. What the
 * British see of the battle and of every event, as JSON, and the Germans' own view.
 */
function session(secret: Vertex, target: Vertex, flareAt: Vertex | null = null) {
  // No preliminary bombardment nor creeping barrage: telephone lines hold (RP 7.21, 7.14, ruling R3).
  let b: RpBattle = { ...engineBattle(map), phase: "initiative", preliminary: [], barrages: [] };
  const dice = new SeededDice(5);
  const seen: string[] = [];
  const called = new Set<string>();
  const ready: Record<string, string[]> = { [GERMAN]: ["g1", "g2", "g3", "gmg"], [BRITISH]: ["b1", "b2", "bmg", "bart"] };
  const next = (): RpCommand => {
    const side = actorOf(b)!;
    if (b.activation?.acted.length) return { type: "end-command", side };
    if (b.activation) return { type: "deploy", side, units: [b.activation.units[0]!], face: b.units[b.activation.units[0]!]!.face === "formed" ? "dispersed" : "formed" };
    if (side === GERMAN && !called.has("g-tel")) return { type: "call-oma", side, group: "g-tel", vertex: target, observer: "g3", ammo: "he" };
    if (side === GERMAN && flareAt && !called.has("g-flare")) return { type: "call-oma", side, group: "g-flare", vertex: flareAt, observer: "g3", ammo: "he" };
    // RP 6.02: each command's activation rolls the side's primed groups' signals.
    const unit = ready[side]!.find((id) => !b.units[id]!.spent && b.units[id]!.status === "on-map");
    return unit ? { type: "activate", side, config: "unit", units: [unit] } : { type: "pass", side };
  };
  const opening: RpCommand[] = [
    { type: "preregister", side: GERMAN, group: "g-tel", vertex: secret },
    { type: "preregister", side: GERMAN, group: "g-flare", vertex: secret },
    { type: "preregister", side: BRITISH, group: "b-air", vertex: vertex("L9", 3) },
    { type: "roll-initiative", side: GERMAN },
  ];
  for (let i = 0; i < 45 && b.phase !== "ended"; i++) {
    const c = opening[i] ?? (b.phase === "couplets" ? next() : { type: "roll-initiative", side: GERMAN });
    const { result: r } = runAnswering(rp, b, c, dice, {}, takeDefaults);
    if (r.status !== "done") throw new Error(`${i} ${c.type}: ${JSON.stringify(r).slice(0, 300)}`);
    if (c.type === "call-oma") called.add(c.group);
    for (const e of r.record.events) seen.push(JSON.stringify(rpViews.event(b, e, BRITISH)));
    b = r.state;
    seen.push(JSON.stringify(rpSideView(b, BRITISH)));
  }
  return { seen, german: JSON.stringify(rpSideView(b, GERMAN)), called, turn: b.turn };
}

describe("RP 7.3: a pre-registered vertex is the owner's secret", () => {
  it("RP 7.3: the British see the same battle and the same events whichever vertex the German groups pre-registered, while those groups fire elsewhere", () => {
    const a = session(SECRET_A, ELSEWHERE);
    const b = session(SECRET_B, ELSEWHERE);
    // The game went on past the call and into the next turn: there is something to compare.
    expect(a.called.has("g-tel")).toBe(true);
    expect(a.turn).toBeGreaterThan(1);
    expect(a.seen.length).toBeGreaterThan(40);
    // The secret is in the battle: the Germans' own view differs.
    expect(a.german).not.toEqual(b.german);
    // The telephone group's fire landed (RP 7.23), its signal rolled on a German command.
    expect(a.seen.some((x) => x.includes('"ffe-landed"') && x.includes('"g-tel"'))).toBe(true);
    expect(b.seen).toEqual(a.seen);
  });

  it("RP 7.3: a group firing at its pre-registered vertex shows it (the British views then differ)", () => {
    const a = session(SECRET_A, ELSEWHERE, SECRET_A);
    const b = session(SECRET_B, ELSEWHERE, SECRET_B);
    expect(a.called.has("g-flare")).toBe(true);
    expect(b.seen).not.toEqual(a.seen);
  });
});
