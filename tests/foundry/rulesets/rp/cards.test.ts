import { describe, expect, it } from "vitest";
import type { RollRecord } from "../../../../src/engine/core/engine";
import { decodeOnMap, Vertex } from "../../../../src/engine/map";
import type { RpEvent } from "../../../../src/engine/rules/rp/events/schema";
import { rpCards } from "../../../../src/foundry/rulesets/rp/cards";
import { BRITISH, couplets, GERMAN, offsetOf, rpBattle, rpMap } from "./support";

const map = rpMap();
const hex = (label: string) => map.indexOfOffset(...offsetOf(label));
const vertex = (json: [number, number, number]) => decodeOnMap(map, Vertex, json, "vertex");
const before = rpBattle(map, {
  units: { g1: { side: GERMAN, at: "N18", name: "1/Inf" }, mg: { side: BRITISH, at: "P18", name: "Vickers" } },
  extra: { ...couplets(GERMAN), oma: { h1: { side: BRITISH, name: "18-pdr", firepower: 2, mode: "telephone" } } },
});
const roll = (dice: number[], purpose: string, event: number): RollRecord => ({ dice, sides: 6, total: dice.reduce((a, d) => a + d, 0), purpose, event });

/** RP 6.53: area fire at a dispersed target in the open: the shooter's +2, a range modifier chosen of two. */
const check = (outcome: "dispersed" | "no-effect" | "destroyed", cause: "area-fire" | "lost" = "area-fire"): RpEvent => ({
  type: "cohesion-checked",
  unit: "g1",
  cause,
  roll: { dice: [4, 5], sides: 6, total: 9, purpose: `rp.cohesion.${cause}` },
  result: 10,
  target: 8,
  margin: -2,
  passed: false,
  doubles: false,
  trace: [
    { id: "cohesion", label: "1/Inf cohesion", value: 8, rule: "RP 3.72" },
    { id: "firepower", label: "Vickers firepower", value: 2, rule: "RP 6.53" },
    { id: "range-far", label: "long range", value: -1, rule: "RP 6.53", category: "range" },
  ],
  unchosen: [{ id: "range-near", label: "short range", value: 0, rule: "RP 6.53", category: "range" }],
  outcome,
  rule: outcome === "destroyed" ? "RP 3.73" : "RP 3.72",
});

describe("RP chat cards", () => {
  it("RP 6.5, 6.53, 3.72: a fire card names the shot, and its check lists the dice, each modifier with its category and rule, the one not chosen, and the outcome", () => {
    const events: RpEvent[] = [
      { type: "fired", unit: "mg", side: BRITISH, at: hex("N18"), kind: "area", reaction: true, range: 2, concealment: 0, rule: "RP 6.71" },
      check("dispersed"),
    ];
    const [card, ...rest] = rpCards(before, events, [roll([4, 5], "rp.cohesion.area-fire", 1)], map);
    expect(rest).toEqual([]);
    expect(card!.kind).toBe("rp-fire");
    expect(card!.rolls).toHaveLength(1);
    const data = card!.data as Record<string, any>;
    expect(data).toMatchObject({ side: "British", reaction: true, firer: "Vickers", at: "N18", range: 2, rule: "RP 6.71" });
    const row = data.checks[0];
    expect(row).toMatchObject({ unit: "1/Inf", dice: [4, 5], roll: 9, result: 10, cohesion: 8, outcomeKind: "dispersed", rule: "RP 3.72" });
    expect(row.modifiers).toEqual([
      { label: { i18n: null, text: "Vickers firepower" }, category: null, value: "+2", rule: "RP 6.53" },
      { label: { i18n: null, text: "long range" }, category: { i18n: "HEX_TACTICS.RP.Card.Category.range", text: "range" }, value: "-1", rule: "RP 6.53" },
    ]);
    expect(row.unchosen).toEqual([{ label: { i18n: null, text: "short range" }, category: { i18n: "HEX_TACTICS.RP.Card.Category.range", text: "range" }, value: "0", rule: "RP 6.53" }]);
    expect(row.outcome).toEqual({ i18n: "HEX_TACTICS.RP.Card.Outcome.dispersed", text: "dispersed" });
  });

  it("RP 6.663, 3.73: a check no fire caused (a lost check) has its own card", () => {
    const cards = rpCards(before, [check("no-effect", "lost")], [], map);
    expect(cards.map((c) => c.kind)).toEqual(["rp-cohesion"]);
    expect((cards[0]!.data as { checks: { cause: unknown }[] }).checks[0]!.cause).toEqual({ i18n: "HEX_TACTICS.RP.Card.Cause.lost", text: "lost" });
  });

  it("RP 6.674, 6.675: a melee card lists who attacks whom, then every participant's check", () => {
    const events: RpEvent[] = [{ type: "melee-allocated", hex: hex("N18"), actor: GERMAN, attacks: [{ by: "g1", target: "mg" }], rule: "RP 6.674" }, { ...(check("destroyed") as object), cause: "melee" } as RpEvent];
    const [card] = rpCards(before, events, [], map);
    expect(card!.kind).toBe("rp-melee");
    expect(card!.data).toMatchObject({ side: "Germans", hex: "N18", attacks: [{ by: "1/Inf", target: "Vickers" }] });
    expect((card!.data as { checks: unknown[] }).checks).toHaveLength(1);
  });

  it("RP 6.1, 7.23, 7.24: an OMA card — the call, the signal roll, the FFE's accuracy and stray, where it lands — and the checks it caused", () => {
    const events: RpEvent[] = [
      { type: "signal-rolled", group: "h1", purpose: "fire", roll: { dice: [2, 3], sides: 6, total: 5, purpose: "rp.oma.signal" }, signal: 7, success: true, accidental: false, rule: "RP 7.23" },
      {
        type: "ffe-landed",
        group: "h1",
        ammo: "he",
        aimed: vertex([13, 16, 2]),
        accuracy: { die: 2, trace: [{ id: "accuracy", label: "accuracy", value: 4, rule: "RP 7.242" }], final: 2, hits: false },
        stray: { oneTwo: 60, die: 3 },
        vertex: vertex([13, 17, 2]),
        hexes: [hex("N18")],
        rule: "RP 7.244",
      },
      { ...(check("no-effect") as object), cause: "ffe" } as RpEvent,
    ];
    const cards = rpCards(before, events, [roll([2, 3], "rp.oma.signal", 0)], map);
    expect(cards.map((c) => c.kind)).toEqual(["rp-oma"]);
    const data = cards[0]!.data as Record<string, any>;
    expect(data.group).toBe("18-pdr");
    expect(data.signals[0]).toMatchObject({ dice: [2, 3], total: 5, signal: 7, success: true });
    expect(data.ffe).toMatchObject({ die: 2, final: 2, hits: false, stray: { oneTwo: 60, die: 3 }, hexes: "N18", rule: "RP 7.244" });
    expect(data.ffe.vertex.split("/")).toContain("N18");
    expect(data.checks).toHaveLength(1);
    expect(cards[0]!.rolls).toHaveLength(1);
  });

  it("RP 6.1: a call's card names the vertex by its hexes, the ammunition, the observer and the hourglass's turn", () => {
    const [card] = rpCards(before, [{ type: "oma-called", group: "h1", side: BRITISH, vertex: vertex([13, 16, 2]), ammo: "gas", observer: "mg", hourglass: 3, runner: false, rule: "RP 7.221" }], [], map);
    expect((card!.data as Record<string, any>).call).toMatchObject({ ammo: { i18n: "HEX_TACTICS.RP.Card.Ammo.gas", text: "gas" }, observer: "Vickers", hourglass: 3, runner: false });
  });

  it("RP 5.11: the initiative card shows each side's die and the couplets won", () => {
    const [card] = rpCards(before, [{ type: "initiative-rolled", dice: [{ side: GERMAN, die: 3 }, { side: BRITISH, die: 3 }], initiative: GERMAN, couplets: 2, trace: [], zeroByNight: false }], [], map);
    expect(card!.kind).toBe("rp-initiative");
    expect(card!.data).toMatchObject({ winner: "Germans", couplets: 2, dice: [{ side: "Germans", die: 3, won: true }, { side: "British", die: 3, won: false }] });
  });

  it("RP 7.12, 7.4, 7.513: bombardment dice, a barrage's moves and a gas drift each have their card", () => {
    const events: RpEvent[] = [
      { type: "bombardment-fired", side: GERMAN, kind: "pulverizing", hexes: [hex("P18")], barrage: false, rule: "RP 7.11" },
      { type: "bombardment-die", unit: "mg", die: 6, effect: "eliminated", rule: "RP 7.12" },
      { type: "barrage-moved", barrage: 0, at: 5, advancesLeft: null, rule: "RP 7.42" },
      { type: "gas-drifted", side: BRITISH, direction: 2, to: [hex("N17")], rule: "RP 7.513" },
    ];
    const cards = rpCards(before, events, [], map);
    expect(cards.map((c) => c.kind)).toEqual(["rp-bombardment", "rp-barrage", "rp-gas"]);
    expect((cards[0]!.data as Record<string, any>).dice).toEqual([{ unit: "Vickers", die: 6, effect: { i18n: "HEX_TACTICS.RP.Card.Bombardment.Effect.eliminated", text: "eliminated" }, rule: "RP 7.12" }]);
    expect(cards[2]!.data).toMatchObject({ side: "British", direction: 2, hexes: "N17" });
  });

  it("RP 5.21, 6.01: the sequence of play is one card of lines; a move makes none", () => {
    const events: RpEvent[] = [
      { type: "activated", side: GERMAN, config: "unit", units: ["g1"], rule: "RP 6.01" },
      { type: "unit-moved", unit: "g1", from: hex("N18"), to: hex("N19"), mp: 1, rule: "RP 6.61" },
      { type: "half-ended", side: GERMAN, passed: false },
    ];
    const cards = rpCards(before, events, [], map);
    expect(cards.map((c) => c.kind)).toEqual(["rp-turn"]);
    expect((cards[0]!.data as { lines: { text: { i18n: string } }[] }).lines.map((l) => l.text.i18n)).toEqual(["HEX_TACTICS.RP.Card.Line.activated", "HEX_TACTICS.RP.Card.Line.halfEnded"]);
  });
});
