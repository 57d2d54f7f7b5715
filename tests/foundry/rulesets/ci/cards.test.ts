import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import type { DecisionRequest } from "../../../../src/engine/core/decision";
import { publicEvents } from "../../../../src/engine/core/views";
import type { HexMap } from "../../../../src/engine/map";
import type { CiCommand } from "../../../../src/engine/rules/ci/commands/schema";
import { CI_ROSTER } from "../../../../src/engine/rules/ci/data/roster";
import { FiringSpecial } from "../../../../src/engine/rules/ci/events/support-events";
import type { CiEvent } from "../../../../src/engine/rules/ci/events/schema";
import { ciRuleset } from "../../../../src/engine/rules/ci/ruleset";
import type { CiBattle } from "../../../../src/engine/rules/ci/state";
import { cardContext } from "../../../../src/foundry/data/chat/card-view";
import { localizeAll } from "../../../../src/foundry/i18n";
import type { Card, TableGame, TablePieces } from "../../../../src/foundry/referee/ports";
import { ciCards, ciPublicCards } from "../../../../src/foundry/rulesets/ci/cards";
import { CI_CARD_PARTIALS, CI_CARDS } from "../../../../src/foundry/rulesets/ci/card-templates";
import { ciTableRuleset } from "../../../../src/foundry/rulesets/ci/table-ruleset";
import { enI18n } from "../../../support/i18n";
import { translations } from "../../../support/lang";
import { assaultBattle, fightAll } from "../../../engine/rules/ci/assault/support";
import { bombardAt } from "../../../engine/rules/ci/bombard/support";
import { activeBattle, fireAt, nameOf } from "../../../engine/rules/ci/fire/support";
import { specialOf } from "../../../engine/rules/ci/special/support";
import { ciRunner } from "../../../engine/rules/ci/support/fixture";
import { ciBattle, ciMap, GERMAN, US } from "./support";

const root = join(import.meta.dirname, "../../../..");
const read = (file: string) => readFileSync(join(root, file), "utf8");
const label = (kind: string) => CI_ROSTER.kinds[kind]!.name;

/** The table pieces' `cards` (ci/table-pieces.ts): the public cards of a command's record. */
const tableCards: TablePieces<CiBattle, CiCommand, CiEvent>["cards"] = ciPublicCards;

/** The cards the referee posts for `command` on `before`, each decision answered by `choose` (default: its default). */
function cardsOf(map: HexMap, before: CiBattle, command: CiCommand, dice: number[], choose: (r: DecisionRequest) => unknown = (r) => r.default): Card[] {
  const { ruleset, run } = ciRunner(map);
  const answers: Record<string, unknown> = {};
  for (;;) {
    const r = run(before, command, dice, answers);
    if (r.status === "decision") {
      answers[r.request.id] = choose(r.request);
      continue;
    }
    if (r.status !== "done") throw new Error(JSON.stringify(r).slice(0, 600));
    const game = { id: "b", ruleset, log: null, sides: before.sides.map((s) => s.id), state: r.state, pending: null, map, stored: {} } as unknown as TableGame<CiBattle, CiCommand, CiEvent>;
    return [...tableCards(game, before, r.record)];
  }
}

/** A card's data as an English reader sees it. */
const shown = (card: Card | undefined) => localizeAll(card?.data, enI18n) as any;

const handlebars = Handlebars.create();
handlebars.registerHelper("localize", (key: string, options: { hash?: Record<string, unknown> }) => {
  const hash = options?.hash ?? {};
  return Object.keys(hash).length ? enI18n.format(key, Object.fromEntries(Object.entries(hash).map(([k, v]) => [k, String(v)]))) : enI18n.localize(key);
});
for (const file of readdirSync(join(root, "templates/chat/parts"))) handlebars.registerPartial(`systems/hex-tactics/templates/chat/parts/${file}`, read(`templates/chat/parts/${file}`));
for (const part of CI_CARD_PARTIALS) handlebars.registerPartial(`systems/hex-tactics/templates/${part}.hbs`, read(`templates/${part}.hbs`));

/** A card rendered with its kind's template (rules cited), as the words a player reads. */
function rendered(card: Card): string {
  const template = ciTableRuleset.cards[card.kind];
  if (template === undefined) throw new Error(`no template for ${card.kind}`);
  const html = handlebars.compile(read(`templates/${template}.hbs`))(cardContext({ ruleset: "combat-infantry", kind: card.kind, data: card.data }, enI18n, true));
  return html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
}

const map = ciMap({ hexes: { "0305": { terrain: "town" } } });

describe("Combat Infantry chat cards", () => {
  it("CI 6.x Firepower: the fire card lists each d10 against the modified F — at or under a hit, above a miss, a 10 shown as the 0 printed on it — and the hits on a hidden stack by its hex and count only (fixture values)", () => {
    // Fixture: a US rifle squad of 4 steps, F 3.
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, g1: { kind: "ger-squad", at: "0305" }, g2: { kind: "ger-mg42", at: "0305" } });
    const cards = cardsOf(map, b, fireAt(map, b, "s1", { hex: "0305" }), [3, 10, 4, 1]);
    expect(cards.map((c) => c.kind)).toEqual(["ci-fire"]);
    const card = shown(cards[0]);
    expect(card).toMatchObject({ side: "Americans", firer: `B ${label("us-squad")}`, at: "0305", target: null, hits: 2, limit: null, rule: "CI 6.x Firepower" });
    expect(card.f).toEqual({ terms: [{ label: "F (label)", value: "3", rule: "CI 6.x Firepower" }], net: 3 });
    expect(card.dice.map((d: { face: string; result: string }) => [d.face, d.result])).toEqual([
      ["3", "hit"],
      ["0", "miss"],
      ["4", "miss"],
      ["1", "hit"],
    ]);
    // Town: 2D against fire; each hit on the hidden stack is told as a hit on its hex.
    expect(card.results.map((n: { text: string }) => n.text)).toEqual(["Hex 0305: 1 hits taken", "Hex 0305: 1 hits taken"]);
    expect(cards[0]!.rolls.map((r) => r.dice)).toEqual([[3, 10, 4, 1]]);
    expect(rendered(cards[0]!)).toContain("Hits: 2 (each die at or under 3; a 0 counts as 10)");
  });

  it("CI 6.x Armor Class: fire at a face-up tank shows its F less the tank's AC, and the tank's strength after the hits (fixture values)", () => {
    // Fixture: a Sherman F 5 at a face-up Panther, AC 4: net F 1.
    const open = ciMap();
    const b = activeBattle(open, { t: { kind: "sherman", at: "0304", attachedTo: "B", orientation: "face-up" }, p: { kind: "panther", at: "0306", orientation: "face-up" } });
    const cards = cardsOf(open, b, fireAt(open, b, "t", { block: "p" }), [1, 2, 10]);
    const card = shown(cards[0]);
    expect(card.target).toBe(label("panther"));
    expect(card.f).toEqual({
      terms: [
        { label: "F (label)", value: "5", rule: "CI 6.x Firepower" },
        { label: "Armor class", value: "-4", rule: "CI 6.x Armor Class" },
      ],
      net: 1,
    });
    expect(card.dice.map((d: { result: string }) => d.result)).toEqual(["hit", "miss", "miss"]);
    expect(card.results.map((n: { text: string }) => n.text)).toEqual([`${label("panther")}: 1 hits taken, strength now 2`]);
  });

  it("CI 10.x Hit Limits: the card tells the hits rolled and the hits kept, then the target's elimination and wreck (fixture values)", () => {
    // Fixture: hit limit 3; a US squad (4 steps, F 3) rolls four hits at a face-up German squad of 3 steps.
    const b = activeBattle(
      map,
      { s1: { kind: "us-squad", at: "0304", company: "B", orientation: "face-up" }, g: { kind: "ger-squad", at: "0204", orientation: "face-up" } },
      { extra: { options: { hitLimits: true } } as never },
    );
    const cards = cardsOf(map, b, fireAt(map, b, "s1", { block: "g" }), [1, 1, 2, 3]);
    const card = shown(cards[0]);
    expect(card.hits).toBe(3);
    expect(card.limit).toEqual({ rolled: 4, kept: 3, rule: "CI 10.x Hit Limits" });
    expect(card.results.map((n: { text: string }) => n.text)).toEqual([`${label("ger-squad")}: 3 hits taken, strength now 0`, `${label("ger-squad")} is eliminated: 1 VP to Americans`]);
  });

  it("CI 7.x Mines: a fire card tells the minefield its fire revealed, and the hits on the rest of the hidden stack by hex (fixture values)", () => {
    const open = ciMap();
    const b = activeBattle(open, { s1: { kind: "us-squad", at: "0304", company: "B" }, m: { kind: "ger-minefield", at: "0305" }, g1: { kind: "ger-squad", at: "0305", strength: 3 } });
    const card = shown(cardsOf(open, b, fireAt(open, b, "s1", { hex: "0305" }), [1, 9, 9, 9])[0]);
    expect(card.results.map((n: { text: string; rule: string }) => [n.text, n.rule])).toEqual([
      [`A minefield is revealed in 0305: ${label("ger-minefield")}`, "CI 7.x Mines"],
      ["Hex 0305: 1 hits taken", "CI 6.x Firepower"],
    ]);
  });

  it("CI 7.x Smoke: a special action that fires has its card — each die against the F, the hits, and the smoke laid (fixture values)", () => {
    const open = ciMap();
    const b = activeBattle(open, { e: { kind: "us-engineer", at: "0204", attachedTo: "B" } });
    const cards = cardsOf(open, b, specialOf(open, b, "e", "smoke", { hex: "0205" }), [3, 9, 10]);
    expect(cards.map((c) => c.kind)).toEqual(["ci-special"]);
    const card = shown(cards[0]);
    expect(card).toMatchObject({ unit: `B ${label("us-engineer")}`, action: "lays smoke", at: "0205", f: 3, hits: 1, rule: "CI 7.x Smoke" });
    expect(card.dice.map((d: { face: string; result: string }) => [d.face, d.result])).toEqual([
      ["3", "hit"],
      ["9", "miss"],
      ["0", "miss"],
    ]);
    expect(card.results.map((n: { text: string }) => n.text)).toEqual(["Smoke in 0205"]);
  });

  it("CI 6.x Bombardment, CI 6.x Spotting, CI 6.x Friendly Fire: the card names the spotter, adds the adjacent HQ's F, and shows each 0 as a friendly hit (fixture values)", () => {
    // Fixture: a US 60mm mortar F 3, +1 for the CHQ spotting from a hex adjacent to the target.
    const open = ciMap();
    const b = activeBattle(open, {
      chq: { kind: "us-chq", at: "0204", company: "B", orientation: "face-up" },
      m: { kind: "us-mortar-60", at: "0206", company: "B", orientation: "face-up" },
      s: { kind: "us-squad", at: "0303", company: "B", platoon: 1, orientation: "face-up" },
      g: { kind: "ger-squad", at: "0203" },
    });
    const cards = cardsOf(open, b, bombardAt(open, b, "m", { hex: "0203" }, "chq"), [10, 4]);
    const card = shown(cards[0]);
    expect(cards[0]!.kind).toBe("ci-bombardment");
    expect(card).toMatchObject({ firer: `B ${label("us-mortar-60")}`, spotter: `B ${label("us-chq")}`, strike: null, hits: 1, friendly: 1, air: false });
    expect(card.f).toEqual({
      terms: [
        { label: "F (label)", value: "3", rule: "CI 6.x Firepower" },
        { label: "HQ spotter adjacent to the hex", value: "+1", rule: "CI 6.x Spotting" },
      ],
      net: 4,
    });
    expect(card.dice.map((d: { face: string; result: string }) => [d.face, d.result])).toEqual([
      ["0", "friendly"],
      ["4", "hit"],
    ]);
    // The friendly hit went to the strongest friendly unit adjacent (the face-up squad, 4 steps).
    expect(card.results.map((n: { text: string; rule: string }) => [n.text, n.rule])).toEqual([
      ["Hex 0203: 1 hits taken", "CI 6.x Bombardment"],
      [`B-1 ${label("us-squad")}: 1 hits taken, strength now 3`, "CI 6.x Friendly Fire"],
    ]);
  });

  it("CI 2.x Air Support: the strike card names the CHQ that called it, the strike's F, and each 0 as two friendly hits (fixture values)", () => {
    const open = ciMap();
    const b = activeBattle(open, {
      chq: { kind: "us-chq", at: "0204", company: "B", orientation: "face-up" },
      air: { kind: "us-air", at: null },
      g: { kind: "ger-squad", at: "0203" },
    });
    const command: CiCommand = { type: "call-strike", side: US, kind: "air", target: { hex: open.indexOfOffset(2, 3) }, spotter: "chq" };
    const cards = cardsOf(open, b, command, [10, 8, 9]);
    const card = shown(cards[0]);
    expect(card).toMatchObject({ strike: { kind: "air", hq: `B ${label("us-chq")}`, rule: "CI 2.x Air Support" }, friendly: 2, air: true });
    expect(card.f.terms[0]).toEqual({ label: "F (strike)", value: String(CI_ROSTER.kinds["us-air"]!.label.strikeF!.value), rule: "CI 2.x Air Support" });
    expect(card.dice[0]).toMatchObject({ face: "0", result: "friendly" });
    expect(rendered(cards[0]!)).toContain("Friendly fire (two hits a 0, air) on friendly units adjacent to the hex: 2 hits");
  });

  it("CI 9.x Assault Rounds: a card a round — each side's step, its morale checks (die against morale, disrupted) and each unit's fire, dice against F, with where the hits went (fixture values)", () => {
    const m = ciMap();
    const before = assaultBattle(
      m,
      {
        "us-1": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 1 },
        g1: { side: GERMAN, kind: "ger-squad", at: "0505", company: "A", platoon: 1, orientation: "face-up", acted: true },
        "g-phq": { side: GERMAN, kind: "ger-phq", at: "0405", company: "A", platoon: 1, orientation: "face-up", acted: true },
      },
      [{ hex: "0505", attackers: ["g1"], via: [["0405", "0505"]] }],
      { side: GERMAN, hq: "g-phq", playerTurn: 2, firstPlayer: US },
    );
    // Round 1: the US squad (strength 1) checks morale 8 against 6: disrupted; the Germans fire 3 dice at F 3: 2, 9, 10.
    const { events } = fightAll(m, before, [8, 2, 9, 10]);
    const shownEvents = publicEvents(ciRuleset(m), before, events, [US, GERMAN]);
    const cards = ciCards(before, shownEvents.events, shownEvents.rolls, m);
    expect(cards.map((c) => c.kind)).toEqual(["ci-assault-round"]);
    const card = shown(cards[0]);
    expect(card).toMatchObject({ hex: "0505", round: 1, attackers: [`A-1 ${label("ger-squad")}`], defenders: [`B-1 ${label("us-squad")}`], rule: "CI 9.x Assault Rounds" });
    expect(card.steps.map((s: { side: string }) => s.side)).toEqual(["Americans", "Germans"]);
    expect(card.steps[0].rows[0]).toMatchObject({ unit: `B-1 ${label("us-squad")}`, morale: { die: "8", morale: 6, disrupted: true }, fire: null, retreat: null });
    expect(card.steps[1].rows[0].fire).toMatchObject({ f: 3, hits: 1, friendly: 0 });
    expect(card.steps[1].rows[0].fire.dice.map((d: { face: string; result: string }) => [d.face, d.result])).toEqual([
      ["2", "hit"],
      ["9", "miss"],
      ["0", "miss"],
    ]);
    expect(card.steps[1].results.map((n: { text: string }) => n.text)).toEqual([`B-1 ${label("us-squad")}: 1 hits taken, strength now 0`, `B-1 ${label("us-squad")} is eliminated: 1 VP to Germans`]);
    expect(card.ended).toMatchObject({ winner: "Germans", rule: "CI 9.x Assault Rounds" });
    expect(rendered(cards[0]!)).toContain("Morale: 8 against 6");
  });

  it("CI 5.x Rally: a face-up unit's rally is public — the card shows its die against the morale and its strength after it (fixture values)", () => {
    const b = ciBattle(map, {
      blocks: {
        phq: { kind: "us-phq", at: "0304", company: "B", platoon: 1, orientation: "face-up" },
        up: { kind: "us-squad", at: "0305", company: "B", platoon: 1, strength: 2, orientation: "face-up" },
      },
      extra: { activation: { side: US, company: "B", hq: "phq", stage: "commands" }, companiesDone: ["B"] },
    });
    const cards = cardsOf(map, b, { type: "rally", side: US, unit: "up" }, [10]);
    expect(cards.map((c) => c.kind)).toEqual(["ci-morale"]);
    expect(shown(cards[0])).toMatchObject({ unit: `B-1 ${label("us-squad")}`, purpose: "rally", die: "0", morale: 7, passed: false, strength: 2, rule: "CI 5.x Rally" });
    expect(cards[0]!.rolls.map((r) => r.dice)).toEqual([[10]]);
  });

  it("CI 1.x Game Turns: the first-player card shows both d10s of each roll, a tie rolled again (ruling R1), and the first player", () => {
    const b = ciBattle(map, {
      blocks: { uchq: { kind: "us-chq", at: "0304", company: "B" }, gchq: { kind: "ger-chq", at: "0804", company: "A" } },
      playerTurn: 8,
    });
    const cards = cardsOf(map, b, { type: "end-player-turn", side: GERMAN }, [5, 5, 10, 2]);
    expect(cards.map((c) => c.kind)).toEqual(["ci-first-player"]);
    const card = shown(cards[0]);
    expect(card.rolls).toEqual([
      { dice: [{ side: "Americans", die: "5", won: false }, { side: "Germans", die: "5", won: false }], tie: true },
      { dice: [{ side: "Americans", die: "0", won: true }, { side: "Germans", die: "2", won: false }], tie: false },
    ]);
    expect(card).toMatchObject({ winner: "Americans", gameTurn: 2, rule: "CI 1.x Game Turns" });
    expect(cards[0]!.rolls.map((r) => r.dice)).toEqual([
      [5, 5],
      [10, 2],
    ]);
    expect(rendered(cards[0]!)).toContain("First player of Game Turn 2: Americans");
  });
});

describe("Combat Infantry chat cards hold nothing hidden", () => {
  /** The card data of a fire at a hidden German stack in the town, whatever the stack holds. */
  const fireCards = (germans: Parameters<typeof activeBattle>[1]) => {
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, ...germans });
    return cardsOf(map, b, fireAt(map, b, "s1", { hex: "0305" }), [1, 1, 1, 9]);
  };

  it("CI 1.x Blocks, CI 5.x Casualties: a fire card on a hidden stack is the same whatever its blocks' kinds, strengths and half-hits, and names none of them", () => {
    const a = fireCards({ g1: { kind: "ger-squad", at: "0305", strength: 3 }, g2: { kind: "ger-mg42", at: "0305", strength: 3 } });
    const b = fireCards({ g1: { kind: "ger-mg42", at: "0305", strength: 2, halfHit: true }, g2: { kind: "ger-squad", at: "0305", strength: 3 } });
    const c = fireCards({ g1: { kind: "ger-phq", at: "0305", company: "A", platoon: 1 }, g2: { kind: "ger-squad", at: "0305", strength: 3 } });
    expect(shown(a[0]).results).toHaveLength(3);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(JSON.stringify(c)).toBe(JSON.stringify(a));
    const json = JSON.stringify(a);
    for (const secret of ["g1", "g2", "ger-squad", "ger-mg42", label("ger-squad"), label("ger-mg42"), "halfHit", "strength"]) expect(json).not.toContain(secret);
  });

  it("CI 5.x Rally, CI 1.x Blocks: a hidden unit's rally makes no card — its die, morale and strength are its owner's", () => {
    const rallyCards = (kind: string, strength: number, die: number) => {
      const b = ciBattle(map, {
        blocks: {
          phq: { kind: "us-phq", at: "0304", company: "B", platoon: 1, orientation: "face-up" },
          s1: { kind, at: "0305", company: "B", platoon: 1, strength },
        },
        extra: { activation: { side: US, company: "B", hq: "phq", stage: "commands" }, companiesDone: ["B"] },
      });
      return cardsOf(map, b, { type: "rally", side: US, unit: nameOf(b, "s1") }, [die]);
    };
    expect(rallyCards("us-squad", 2, 1)).toEqual([]);
    expect(JSON.stringify(rallyCards("us-mg-30", 1, 9))).toBe(JSON.stringify(rallyCards("us-squad", 3, 2)));
  });
});

describe("Combat Infantry chat cards: words", () => {
  it("CI 6.x Firepower: every word a card can show has its lang key, and every card kind its title", () => {
    const source = read("src/foundry/rulesets/ci/cards.ts");
    // `words("key")`, or `words(flag ? "key" : "other")`.
    const written = [...source.matchAll(/words\((?:[\w.]+ \? )?"([\w.]+)"(?: : "([\w.]+)")?/g)].flatMap((m) => m.slice(1).filter((k): k is string => k !== undefined));
    const composed = [
      ...["label", "strike", "spotter", "armor", "bridge", "net"].map((k) => `F.${k}`),
      ...["hit", "miss", "friendly"].map((k) => `Die.${k}`),
      ...["artillery", "air"].map((k) => `Strike.${k}`),
      ...FiringSpecial.options.map((k) => `Special.${k}`),
    ];
    expect(written).toEqual(expect.arrayContaining(["hidden", "hitsTaken", "hitsTakenHalf", "Purpose.rally", "Purpose.noCommand", "wreck"]));
    expect([...written, ...composed].filter((k) => !translations.has(`HEX_TACTICS.CI.Card.${k}`))).toEqual([]);
    expect(Object.keys(CI_CARDS).filter((kind) => !translations.has(`HEX_TACTICS.Card.Title.${kind}`))).toEqual([]);
  });
});
