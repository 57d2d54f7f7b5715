/**
 * Panzer Grenadier's chat cards (pg/cards.ts) from recorded commands, as the referee posts them (the events every side
 * may see) and as their templates render them: each card shows its rows with their rules, and no card tells a side
 * what it may not know (PG 6.8 tank-leader assignments, 16.7 face-down minefields).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pg3Charts } from "../../../../src/engine/rules/pg/data";
import { MINEFIELD_DIE_RESULTS } from "../../../../src/engine/rules/pg/minefields/events";
import { pgRuleset } from "../../../../src/engine/rules/pg/ruleset";
import { PG_PHASES } from "../../../../src/engine/rules/pg/state/battle";
import { pgUnitFromCounter } from "../../../../src/engine/rules/pg/state/pieces";
import { IN_PLACE } from "../../../../src/engine/rules/pg/transport/in-place";
import { testMap } from "../../../fixtures/maps";
import type { PgBattle } from "../../../../src/engine/rules/pg/state";
import { PG_CARDS } from "../../../../src/foundry/rulesets/pg/card-templates";
import { pgCards } from "../../../../src/foundry/rulesets/pg/cards";
import { translations } from "../../../support/lang";
import { atFire, atTable, battle as atBattle, fireWith, playAll as atPlayAll, ruleset as atRuleset, unit as atUnit } from "../../../engine/rules/pg/at-command/fixtures";
import { at, activate, battle, map, move, playAll, ruleset, unit } from "../../../engine/rules/pg/movement-command/fixtures";
import { germanMove, ruleset as oppRuleset, window } from "../../../engine/rules/pg/opportunity/fixtures";
import { activate as fireActivate, at as fireAt, battle as fireBattle, fire, leader as fireLeader, playAll as firePlayAll, rulesetWith, unit as fireUnit } from "../../../engine/rules/pg/fire-command/fixtures";
import { battle as stateBattle, map as stateMap, side as stateSide } from "../../../engine/rules/pg/state/fixtures";
import { load, unit as tUnit } from "../../../engine/rules/pg/transport/fixtures";
import { counterType } from "../../../engine/rules/pg/units/fixtures";
import { map as leaderMap, pgLeaderRuleset, side } from "../../../engine/rules/pg/leaders/fixtures";
import { cardsOf, rendered, shown } from "./card-support";

const kinds = (cards: readonly { kind: string }[]) => cards.map((c) => c.kind);

/** A Soviet tank (AT 5) at [9, 8] activated to fire; a German tank (armor 2) three hexes east. */
const duel = (target = atUnit("g", "german", "german-tank", at(12, 8))) => atPlayAll(atBattle([atUnit("t", "soviet", "soviet-tank", at(9, 8)), target], [], { tankLeaders: { soviet: [] } }), [fireWith(["t"])]);

describe("the AT fire card", () => {
  it("PG 11.1: 2d6, the AT value and the armor as rows with their rule, the total and the table's result; the hit's step on the losses card", () => {
    const { cards } = cardsOf(atRuleset, map, duel(), atFire("t", "g"), [3, 4], {}, atTable);
    expect(kinds(cards)).toEqual(["at-fire", "losses"]);
    expect(shown(cards[0])).toMatchObject({
      side: "soviet",
      opportunity: null,
      shot: { firer: "soviet tank", from: "[9, 8]", target: "german tank", at: "[12, 8]" },
      roll: { dice: [3, 4], sum: 7 },
      rows: [
        { label: "AT value", value: "+5", rule: "PG 11.1" },
        { label: "Target armor", value: "-2", rule: "PG 11.1" },
      ],
      total: 10,
      result: { code: "D", text: "One step", playtest: true },
      rule: "PG 11.1",
    });
    expect(shown(cards[1]).rows).toEqual([{ text: "german tank loses 1 step", rule: "PG 11.1" }]);
    expect(rendered(cards[0]!)).toMatch(/^Anti-tank fire soviet PG 11\.1 soviet tank .* german tank .* Roll 3 4 7 AT value \+5 PG 11\.1 Target armor -2 PG 11\.1 Total 10 D One step/);
  });

  it("PG 11.1, 7.51: a result read from a playtest cell is flagged on the card; the shipped table's rules cells are not; the words are the battle's table's", () => {
    expect(shown(cardsOf(atRuleset, map, duel(), atFire("t", "g"), [3, 4], {}, atTable).cards[0]).result.playtest).toBe(true);
    // The shipped table's "-" (no effect) is fixed by the rules (1.1).
    expect(shown(cardsOf(atRuleset, map, duel(), atFire("t", "g"), [1, 1]).cards[0]).result).toEqual({ code: "-", text: "No effect", playtest: false });
  });

  it("PG 11.12: a crossfire's +2 is a row of its own, with its rule, in the total", () => {
    // Soviet tanks west at [9, 8] and east at [15, 8] fire at the German tank at [12, 8] in two segments.
    const two = atBattle([atUnit("t", "soviet", "soviet-tank", at(9, 8)), atUnit("u", "soviet", "soviet-tank", at(15, 8)), atUnit("g", "german", "german-tank", at(12, 8))], [], { tankLeaders: { soviet: [] } });
    const first = cardsOf(atRuleset, map, atPlayAll(two, [fireWith(["t"])]), atFire("t", "g"), [1, 1], {}, atTable).state;
    const b = atPlayAll(first, [{ type: "end-activation", side: "soviet" }, { type: "pass", side: "german" }, fireWith(["u"])]);
    const { cards } = cardsOf(atRuleset, map, b, atFire("u", "g"), [3, 3], {}, atTable);
    expect(shown(cards[0])).toMatchObject({
      rows: [
        { label: "AT value", value: "+5", rule: "PG 11.1" },
        { label: "Target armor", value: "-2", rule: "PG 11.1" },
        { label: "Crossfire", value: "+2", rule: "PG 11.12" },
      ],
      total: 11,
    });
  });

  it("PG 11.1, 16.3: an AFV eliminated in a town leaves a wreck a step, notes under the losses with their rule", () => {
    const inTown = atPlayAll(atBattle([atUnit("t", "soviet", "soviet-tank", at(9, 5)), atUnit("g", "german", "german-tank", at(12, 5))], [], { tankLeaders: { soviet: [] } }), [fireWith(["t"])]);
    const { cards } = cardsOf(atRuleset, map, inTown, atFire("t", "g"), [6, 6], {}, atTable);
    expect(kinds(cards)).toEqual(["at-fire", "losses"]);
    expect(shown(cards[1])).toMatchObject({
      rows: [{ text: "german tank loses 2 steps", rule: "PG 11.1" }, { text: "german tank is eliminated", rule: "PG 11.1" }],
      notes: [
        { text: "A wreck marker is placed in [12, 5]", rule: "PG 16.3" },
        { text: "A wreck marker is placed in [12, 5]", rule: "PG 16.3" },
        { text: "MOVED/FIRED: soviet tank", rule: "PG 7.46" },
      ],
    });
  });

  it("PG 13.1: AT opportunity fire is one AT card naming the mover and its hex, not an empty opportunity-fire card", () => {
    const germanMoves = playAll(
      battle([unit("t", "soviet", "soviet-tank", at(9, 8)), unit("g", "german", "german-tank", at(12, 8))], [], {
        tankLeaders: { soviet: [] },
        impulses: { sides: ["soviet", "german"], active: "german", lead: 1, lastPass: null, over: false },
      }),
      [{ type: "activate", side: "german", root: { piece: "g" }, pieces: { g: "move" } }],
    );
    const { cards } = cardsOf(oppRuleset, map, germanMoves, germanMove("g", at(13, 8)), [3, 3], { [window("g", 13, 8)]: { at: "t" } }, atTable);
    expect(kinds(cards)).toEqual(["move", "at-fire"]);
    expect(shown(cards[1])).toMatchObject({ opportunity: { mover: "german tank", hex: "[13, 8]" }, total: 9, rule: "PG 13.1, 11.1" });
    expect(rendered(cards[1]!)).toContain("At german tank entering [13, 8]");
  });
});

describe("the minefield card", () => {
  /** Soviet rifles at [6, 8] activated to move; a German minefield of `strength` (0: a dummy) face-down at [7, 8]. */
  const mined = (strength: 0 | 1 | 2 | 3) =>
    playAll(battle([unit("i", "soviet", "soviet-infantry", at(6, 8))], [], { minefields: [{ id: "german-minefield-1", owner: "german", hex: at(7, 8), strength, revealed: false }] }), [activate(["i"])]);

  it("PG 16.71: entering the hex turns the minefield up and rolls a die a point, each die's result and the steps lost shown with the rule", () => {
    const { cards } = cardsOf(ruleset, map, mined(2), move("i", at(7, 8)), [6, 3]);
    expect(kinds(cards)).toEqual(["move", "minefield", "losses"]);
    // The one-step rifles lose their step: eliminated (7.6).
    expect(shown(cards[2]).rows).toEqual([
      { text: "Rifles loses 1 step", rule: "PG 16.71" },
      { text: "Rifles is eliminated", rule: "PG 16.71" },
    ]);
    expect(shown(cards[1])).toMatchObject({
      lines: [{ text: "The minefield in [7, 8] is turned up: strength 2", rule: "PG 16.71" }],
      attacks: [
        {
          pieces: ["Rifles"],
          hex: "[7, 8]",
          points: { strength: 2, reduction: 0 },
          dice: [
            { die: 6, result: "Step loss" },
            { die: 3, result: "Stops" },
          ],
          steps: 1,
          rule: "PG 16.71",
        },
      ],
    });
    expect(rendered(cards[1]!)).toMatch(/^Minefields .*turned up: strength 2 PG 16\.71 Rifles \[7, 8\] Minefield strength 2 Roll Result 6 Step loss 3 Stops Step losses: 1 PG 16\.71/);
  });

  it("PG 16.74: a dummy is turned up and removed; no die is rolled", () => {
    const { cards } = cardsOf(ruleset, map, mined(0), move("i", at(7, 8)));
    expect(cards.flatMap((c) => (c.kind === "minefield" ? shown(c).lines.map((l: { text: string; rule: string }) => [l.text, l.rule]) : []))).toEqual([["The minefield in [7, 8] is turned up: a dummy, removed", "PG 16.74"]]);
  });
});

describe("what no card tells", () => {
  it("PG 16.7: minefields placed face-down show their hexes, never their strengths or dummies: the card is the same whatever was placed", () => {
    const ZONE = [at(9, 6), at(9, 7), at(9, 8)];
    const placed = (strengths: readonly (0 | 1 | 2 | 3)[]) => {
      const before = battle([unit("g1", "german", "german-infantry", at(12, 8))], [], {
        phase: "initiative",
        turn: 1,
        sides: [stateSide("german"), { ...stateSide("soviet", { minefieldZone: ZONE }), name: "Soviet" }],
        minefields: strengths.map((strength, k) => ({ id: `soviet-minefield-${k + 1}`, owner: "soviet", hex: null, strength, revealed: false })),
      } as Partial<PgBattle>);
      return cardsOf(ruleset, map, before, { type: "place-minefields", side: "soviet", at: [at(9, 6), at(9, 7), at(9, 6)] }).cards;
    };
    const dummies = placed([0, 0, 0]);
    expect(placed([3, 0, 1])).toEqual(dummies);
    expect(kinds(dummies)).toEqual(["minefield"]);
    expect(shown(dummies[0]).lines).toEqual([{ text: "Soviet places 3 minefields face-down in [9, 6], [9, 7], [9, 6]", rule: "PG 16.7" }]);
    expect(JSON.stringify(dummies)).not.toMatch(/strength|dummy|soviet-minefield/);
  });

  it("PG 6.8: a side's tank-leader assignment posts no card; an AFV directing only itself is no one's leader on the activation card", () => {
    const X = at(6, 6);
    const soviets = (tankLeaders: string[]) => battle([unit("t", "soviet", "soviet-tank", X), unit("pz", "german", "german-tank", at(15, 10))], [], { tankLeaders: { soviet: tankLeaders } } as Partial<PgBattle>);
    const setUp = battle([unit("t", "soviet", "soviet-tank", X), unit("t2", "soviet", "soviet-tank", at(8, 9))], [], {
      phase: "initiative",
      turn: 1,
      impulses: null,
      sides: [side("german"), side("soviet", { tankLeaders: 1 })],
    } as Partial<PgBattle>);
    expect(cardsOf(pgLeaderRuleset, leaderMap, setUp, { type: "assign-tank-leaders", side: "soviet", units: ["t"] }).cards).toEqual([]);
    expect(cardsOf(pgLeaderRuleset, leaderMap, setUp, { type: "assign-tank-leaders", side: "soviet", units: ["t2"] }).cards).toEqual([]);
    const activation = (tankLeaders: string[]) => cardsOf(pgLeaderRuleset, leaderMap, soviets(tankLeaders), { type: "activate", side: "soviet", root: { stack: X }, pieces: { t: "move" } }).cards;
    expect(activation(["t"])).toEqual(activation([]));
  });

  it("PG 6.8: handed the assignment itself, the cards say only that it was made, never which AFVs", () => {
    const b = battle([unit("t", "soviet", "soviet-tank", at(6, 6))]);
    const cards = pgCards(b, [{ type: "tank-leaders-assigned", side: "soviet", units: ["t"], rule: "PG 6.8" }], [], map, pg3Charts.atTable);
    expect(cards.map((c) => shown(c))).toEqual([{ lines: [{ text: "soviet assigns its tank leaders", rule: "PG 6.8" }], notes: [] }]);
  });

  it("PG 6.8: a tank leader used is made known, a note on the activation card with its rule", () => {
    const X = at(6, 6);
    const b = battle([unit("t", "soviet", "soviet-tank", X), unit("pz", "german", "german-tank", at(15, 10))], [], { tankLeaders: { soviet: ["t"] } } as Partial<PgBattle>);
    const { cards } = cardsOf(pgLeaderRuleset, leaderMap, b, { type: "activate", side: "soviet", root: { leader: "t" }, pieces: { t: "move" } });
    expect(kinds(cards)).toEqual(["activation"]);
    expect(shown(cards[0]).notes).toEqual([{ text: "soviet tank carries a tank leader of soviet", rule: "PG 6.8" }]);
  });
});

describe("the series' cards in a PG battle", () => {
  it("PG 3.0 A: the initiative card shows each side's die, rating and total, the winner and his segments, citing PG's rule", () => {
    const b = stateBattle([], [], { sides: [stateSide("german", { initiative: 3 }), stateSide("soviet", { initiative: 2 })] });
    const { cards } = cardsOf(pgRuleset(stateMap, pg3Charts.tec), stateMap, b, { type: "roll-initiative", side: "german" }, [6, 3]);
    expect(kinds(cards)).toEqual(["initiative"]);
    expect(shown(cards[0])).toMatchObject({ rounds: [{ tie: false, rolls: [{ side: "german", dice: [6], rating: 3, total: 9 }, { side: "soviet", dice: [3], rating: 2, total: 5 }] }], winner: "german", segments: 2, rule: "PG 3.0 A" });
    expect(rendered(cards[0]!)).toContain("PG 3.0 A");
  });

  it("PG 10.2, 14.1, 6.7, 6.72: direct fire, the morale check, the leader's casualty roll and the fall of the side's highest-ranking leader, each with its rule", () => {
    const FROM = fireAt(8, 5);
    const TARGET = fireAt(10, 5);
    const X = rulesetWith("X");
    const b = firePlayAll(X, fireBattle([fireUnit("i", "soviet", "soviet-infantry", FROM), fireUnit("a", "german", "german-infantry", TARGET)], [fireLeader("l", "german", TARGET)]), [fireActivate({ i: "fire" }, { piece: "i" })]);
    const { cards } = cardsOf(X, leaderMap, b, fire(["i"], TARGET), [1, 1, 1, 1, 1, 2]);
    expect(kinds(cards)).toEqual(["fire", "losses", "morale", "leader-casualty"]);
    expect(shown(cards[0])).toMatchObject({ side: "soviet", firers: ["Rifles"], table: "Direct Fire Table", strength: 5, rule: "PG 10.2", playtest: true });
    expect(shown(cards[0]).strengthTrace.every((r: { rule: string | null }) => r.rule?.startsWith("PG "))).toBe(true);
    expect(shown(cards[2]).checks[0]).toMatchObject({ leaderCheck: true, cause: "Direct fire", rule: expect.stringMatching(/^PG 14\.1/) });
    expect(shown(cards[3])).toMatchObject({ rolls: [{ dice: [1, 2], stepsLost: 1, result: 2, eliminated: true, rule: "PG 6.7" }] });
    expect(shown(cards[3]).notes).toContainEqual({ text: expect.stringMatching(/^german's highest-ranking leader .* fell in \[10, 5\]: its units within three hexes may not move this turn or next$/), rule: "PG 6.72" });
    for (const c of cards) expect(rendered(c)).not.toMatch(/HEX_TACTICS\.|undefined|NaN|\[object/);
  });

  it("PG 7.23: an HMG's part of its fire is a note on its fire card", () => {
    const X = rulesetWith("X");
    const FROM = fireAt(8, 5);
    const hmg = pgUnitFromCounter("h", "german", "german-hmg", counterType("german-hmg"), { hex: FROM });
    const GERMAN = { impulses: { sides: ["german", "soviet"] as [string, string], active: "german", lead: 1, lastPass: null, over: false } };
    const b = firePlayAll(X, fireBattle([hmg, fireUnit("s", "soviet", "soviet-infantry", fireAt(10, 5))], [], GERMAN), [{ type: "activate", side: "german", root: { stack: FROM }, pieces: { h: "fire" } }]);
    const { cards } = cardsOf(X, leaderMap, b, { type: "direct-fire", side: "german", firers: ["h"], at: fireAt(10, 5), parts: { h: 3 } }, [1, 2]);
    expect(cards[0]!.kind).toBe("fire");
    expect(shown(cards[0]).notes).toContainEqual({ text: "German HMG fires 3 of its fire value (split fire)", rule: "PG 7.23" });
  });

  it("PG 5.0: the movement card sums the MPs and names the terrain of each hex entered", () => {
    const b = playAll(battle([unit("i", "soviet", "soviet-infantry", at(10, 8))]), [activate(["i"])]);
    const first = cardsOf(ruleset, map, b, move("i", at(10, 7)));
    const { cards } = cardsOf(ruleset, map, first.state, move("i", at(10, 6)));
    expect(kinds(cards)).toEqual(["move"]);
    expect(shown(cards[0])).toMatchObject({ side: "soviet", pieces: [{ piece: "Rifles", from: "[10, 7]", hexes: ["[10, 6]"], mp: 2, terrain: ["Woods"] }] });
  });

  it("PG 16.51: a unit entering the board is a note under its move, with the rule", () => {
    const offBoard = battle([unit("r", "soviet", "soviet-infantry", null), unit("far", "german", "german-infantry", at(18, 12))], [], { turn: 2, entering: [{ piece: "r", turn: 2, hexes: [at(0, 5)] }] } as Partial<PgBattle>);
    const { cards } = cardsOf(ruleset, map, playAll(offBoard, [activate(["r"])]), move("r", at(0, 5)));
    expect(cards.flatMap((c) => shown(c).notes)).toContainEqual({ text: "Rifles enters the board at [0, 5]", rule: "PG 16.51" });
  });

  it("PG 16.52: a unit leaving the board by an exit hex is a note with the rule", () => {
    const b = playAll(battle([unit("x", "soviet", "soviet-infantry", at(19, 5)), unit("far", "german", "german-infantry", at(18, 12))], [], { exits: [{ side: "soviet", hexes: [at(19, 5)] }] } as Partial<PgBattle>), [activate(["x"])]);
    const { cards } = cardsOf(ruleset, map, b, { type: "exit-board", side: "soviet", unit: "x" });
    expect(cards.flatMap((c) => shown(c).notes)).toContainEqual({ text: "Rifles leave the board", rule: "PG 16.52" });
  });

  it("PG 5.61: loading is a transport line with its rule", () => {
    const HERE = at(4, 8);
    const b = playAll(battle([tUnit("k", "truck", HERE), tUnit("i", "infantry", HERE), tUnit("far", "german", at(18, 12))]), [activate(["k", "i"], { stack: HERE })]);
    const { cards } = cardsOf(ruleset, map, b, load("k", "i"));
    expect(kinds(cards)).toContain("transport");
    expect(shown(cards.find((c) => c.kind === "transport"))).toMatchObject({ lines: [{ text: expect.stringMatching(/ loads /), rule: "PG 5.61" }] });
  });

  it("PG 14.41: a recovery roll against the unit's morale, its state after it and the rule", () => {
    const recMap = testMap(pg3Charts.tec, [[5, 5, ["minor-river"]], [12, 8, ["town"]]], [20, 14]);
    const R = pgRuleset(recMap, pg3Charts.tec);
    const HERE = recMap.indexOfOffset(8, 8);
    const b = firePlayAll(R, fireBattle([{ ...fireUnit("i", "soviet", "soviet-infantry", HERE), status: "disrupted" }]), [{ type: "activate", side: "soviet", root: { piece: "i" }, pieces: { i: "move" } }]);
    const { cards } = cardsOf(R, recMap, b, { type: "recover", side: "soviet", piece: "i" }, [3, 4]);
    expect(cards[0]!.kind).toBe("recovery");
    expect(shown(cards[0]).attempts).toEqual([expect.objectContaining({ piece: "Rifles", helper: null, outcome: "good-order", state: "Good order", rule: "PG 14.41" })]);
    expect(shown(cards[0]).attempts[0].check).toMatchObject({ dice: [3, 4], result: 7, target: 8, passed: true });
  });
});

describe("PG's card kinds", () => {
  it("every kind has its template and its title; every PG word on a card has its lang key", () => {
    for (const [kind, template] of Object.entries(PG_CARDS)) {
      expect(existsSync(join(import.meta.dirname, "../../../../templates", `${template}.hbs`))).toBe(true);
      expect(translations.has(`HEX_TACTICS.Card.Title.${kind}`)).toBe(true);
    }
    const keys = [
      ...["at", "armor"].map((k) => `HEX_TACTICS.Card.AtFire.${k}`),
      ...MINEFIELD_DIE_RESULTS.map((r) => `HEX_TACTICS.Card.Minefield.Result.${r}`),
      ...["wreck-placed", "tank-leader-revealed", "hmg-part-fired", "decapitated-hex", "entered-board", "exited-board"].map((k) => `HEX_TACTICS.Card.Note.${k}`),
      ...["at-fire", "opportunity-at"].map((k) => `HEX_TACTICS.Card.Cause.${k}`),
      ...PG_PHASES.map((p) => `HEX_TACTICS.Card.Phase.${p}`),
      ...pg3Charts.atTable.modifiers.map((m) => `HEX_TACTICS.Card.AtFire.Modifier.${m.id}`),
      ...pg3Charts.fireTables.tables.map((t) => `HEX_TACTICS.Card.Table.${t.id}`),
      ...[...Object.keys(pg3Charts.tec.terrain), ...Object.keys(pg3Charts.tec.hexsides), ...Object.values(IN_PLACE)].map((t) => `HEX_TACTICS.Terrain.${t}`),
    ];
    expect(keys.filter((k) => !translations.has(k))).toEqual([]);
  });
});
