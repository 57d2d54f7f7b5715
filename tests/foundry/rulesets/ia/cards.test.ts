import { describe, expect, it } from "vitest";
import { localizeAll } from "../../../../src/foundry/i18n";
import { iaCards } from "../../../../src/foundry/rulesets/ia/cards";
import type { Card } from "../../../../src/foundry/referee/ports";
import { enI18n } from "../../../support/i18n";
import { hexAt, play, sampleBattle, sampleHeavyFire, sampleMap, sampleOverrun, sampleTurn, sampleTurnEnd, type SampleStep } from "../../../support/ia-table-samples";
import { startImpulses } from "../../../../src/engine/rules/series/sequence/impulses";

const cardsOf = (s: SampleStep) => iaCards(s.before, s.events, s.rolls, sampleMap);
/** A card's data as an English reader sees it. */
const shown = (card: Card | undefined) => localizeAll(card?.data, enI18n) as any;
const kinds = (cards: readonly Card[]) => cards.map((c) => c.kind);
const purposes = (card: Card | undefined) => card?.rolls.map((r) => r.purpose);

const turn = sampleTurn();
// Fire 2 on the 16 column is 2X; the captain's morale roll 10, the company's 12, the captain's casualty roll 2.
const heavy = sampleHeavyFire([1, 1, 5, 5, 6, 6, 1, 1]);

describe("initiative card", () => {
  const [card] = cardsOf(turn.initiative);

  it("IA1 3.0 A shows each side's die, initiative and total, the tie rolled again, and the winner's lead segments", () => {
    expect(kinds(cardsOf(turn.initiative))).toEqual(["initiative"]);
    expect(shown(card).rounds).toEqual([
      { tie: true, rolls: [{ side: "German", dice: [3], rating: 3, total: 6 }, { side: "Russian", dice: [4], rating: 2, total: 6 }] },
      { tie: false, rolls: [{ side: "German", dice: [5], rating: 3, total: 8 }, { side: "Russian", dice: [2], rating: 2, total: 4 }] },
    ]);
    expect(shown(card)).toMatchObject({ winner: "German", segments: 2, rule: "IA1 3.0 A" });
  });

  it("IA1 3.0 the phases that follow are lines under it, and its four dice are its rolls", () => {
    expect(shown(card).notes.map((n: { text: string }) => n.text)).toEqual(["Bombardment Phase", "Action Phase"]);
    expect(purposes(card)).toEqual(["initiative:G", "initiative:R", "initiative:G", "initiative:R"]);
  });
});

describe("direct fire card", () => {
  const cards = cardsOf(heavy);
  const fire = shown(cards[0]);

  it("IA1 10.2, 6.52, 14.2 shows each firer's contribution to strength with its rule", () => {
    expect(cards[0]!.kind).toBe("fire");
    expect(fire).toMatchObject({ side: "German", at: "A/0811", firers: ["1./IR 45", "2./IR 45"], leaders: ["Hptm Kluge"], strength: 9, table: "Direct Fire Table" });
    expect(fire.strengthTrace).toEqual([
      { label: "1./IR 45: direct fire 5", value: "5", rule: "IA1 10.2" },
      { label: "Hptm Kluge adds his combat modifier to 1./IR 45", value: "+1", rule: "IA1 6.52" },
      { label: "2./IR 45: direct fire 5", value: "+5", rule: "IA1 10.2" },
      { label: "2./IR 45 disrupted: 5 halved, rounded up", value: "-2", rule: "IA1 14.2" },
    ]);
  });

  it("IA1 10.2, 4.2 shows the column with every modifier and its rule, the roll and each target's result", () => {
    expect(fire.columnTrace).toEqual([
      { label: "7 column", value: "7", rule: "IA1 10.2" },
      { label: "Companies in the target hex ×2 +2", value: "+2", rule: "IA1 4.2" },
      { label: "Shift +2 columns", value: "+2", rule: null },
    ]);
    expect(fire).toMatchObject({ column: 16, dice: [1, 1], roll: 2 });
    expect(fire.results.map((r: { piece: string; column: number; result: string }) => [r.piece, r.column, r.result])).toEqual([
      ["3rd Coy", 16, "2X"],
      ["4th Coy", 16, "2X"],
      ["Kpt Orlov", 16, "2X"],
    ]);
    expect(purposes(cards[0])).toEqual(["direct-fire"]);
  });

  it("warns where a result was read from a playtest cell", () => {
    expect(fire.playtest).toBe(true);
    expect(fire.results.every((r: { source: string; playtest: boolean }) => r.source === "playtest" && r.playtest)).toBe(true);
  });

  it("IA1 7.46 notes the MOVED/FIRED markers placed", () => {
    expect(fire.notes).toEqual([{ text: "MOVED/FIRED: 1./IR 45, 2./IR 45, Hptm Kluge", rule: "IA1 7.46" }]);
  });
});

describe("losses, morale, casualty and decapitation cards", () => {
  const cards = cardsOf(heavy);

  it("follow the fire card in the order the rules resolve them", () => {
    expect(kinds(cards)).toEqual(["fire", "losses", "morale", "leader-casualty", "decapitation"]);
  });

  it("IA1 7.61, 7.6 the loss allocation: each step the owner placed, and the unit eliminated with no step left", () => {
    expect(shown(cards[1]).rows).toEqual([
      { text: "2X: 3rd Coy takes a combat unit step loss", rule: "IA1 7.61" },
      { text: "2X: 3rd Coy takes a combat unit step loss", rule: "IA1 7.61" },
      { text: "3rd Coy is eliminated", rule: "IA1 7.61" },
    ]);
  });

  it("IA1 14.1, 14.12 morale checks, leaders first: base morale, the result modifier, the dice, the margin, the new state", () => {
    const [captain, company] = shown(cards[2]).checks;
    expect(captain).toMatchObject({ piece: "Kpt Orlov", leaderCheck: true, cause: "Direct fire", helper: null, outcome: "demoralized", outcomeText: "Demoralized", state: "Demoralized" });
    expect(captain.check).toEqual({
      dice: [5, 5],
      roll: 10,
      result: 12,
      target: 8,
      margin: 4,
      passed: false,
      doubles: true,
      trace: [
        { label: "Kpt Orlov's morale", value: "8", rule: "IA1 14.0" },
        { label: "M2 result", value: "+2", rule: "IA1 14.1" },
      ],
    });
    expect(company).toMatchObject({ piece: "4th Coy", leaderCheck: false, check: { dice: [6, 6], result: 14, margin: 6 }, state: "Demoralized" });
    expect(purposes(cards[2])).toEqual(["morale:kap", "morale:r2"]);
  });

  it("IA1 6.7 the leader casualty roll: dice, steps lost, result, and the leader lost (not repeated as a loss)", () => {
    expect(shown(cards[3]).rolls).toEqual([{ leader: "Kpt Orlov", dice: [1, 1], roll: 2, stepsLost: 2, result: 0, eliminated: true, rule: "IA1 6.7" }]);
    expect(purposes(cards[3])).toEqual(["leader-casualty:kap"]);
  });

  it("IA1 6.72 decapitation: the side, the leader, his type, the turn and how long it lasts", () => {
    expect(shown(cards[4])).toEqual({ side: "Russian", leader: "Kpt Orlov", leaderType: "Infantry", turn: 1, turns: 2, rule: "IA1 6.72", notes: [] });
  });
});

describe("movement and opportunity fire cards", () => {
  it("IA1 5.2 a move: a compact line per piece with the hexes entered, the MPs and the terrain", () => {
    const [card] = cardsOf(turn.move);
    expect(card!.kind).toBe("move");
    expect(shown(card)).toEqual({
      side: "German",
      pieces: [
        { piece: "1./IR 45", from: "A/0611", hexes: ["A/0610"], mp: 2, terrain: ["Woods"] },
        { piece: "Hptm Kluge", from: "A/0611", hexes: ["A/0610"], mp: 2, terrain: ["Woods"] },
      ],
      notes: [{ text: "A/0610 is now controlled by German", rule: null }],
    });
  });

  it("IA1 13.1, 13.15 opportunity fire at the mover in the hex it entered, with the +1 for opportunity fire", () => {
    const cards = cardsOf(turn.opportunity);
    expect(kinds(cards)).toEqual(["move", "opportunity-fire"]);
    const fire = shown(cards[1]);
    expect(fire).toMatchObject({ side: "Russian", opportunity: { mover: "1./IR 45", hex: "A/0609" }, firers: ["MG Det."], strength: 6, column: 7, dice: [4, 5], roll: 9, rule: "IA1 13.1" });
    expect(fire.columnTrace).toContainEqual({ label: "Opportunity fire +1", value: "+1", rule: "IA1 13.15" });
    expect(fire.notes).toEqual([{ text: "OPPORTUNITY FIRE: MG Det.", rule: "IA1 13.1, 7.46" }]);
    expect(purposes(cards[1])).toEqual(["direct-fire"]);
  });
});

describe("activation, recovery, transport and sequence cards", () => {
  it("IA1 3.13 an activation: each piece's action and the leader who activated it", () => {
    const [card] = cardsOf(turn.activation);
    expect(shown(card).pieces).toEqual([
      { piece: "1./IR 45", action: "Move", ledBy: "Hptm Kluge" },
      { piece: "Hptm Kluge", action: "Move", ledBy: null },
      { piece: "2./IR 45", action: "Move", ledBy: "Hptm Kluge" },
      { piece: "Fahrzeug 1", action: "Move", ledBy: "Hptm Kluge" },
      { piece: "sMG-Zug 45", action: "Move", ledBy: "Hptm Kluge" },
      { piece: "Lt Adler", action: "Move", ledBy: "Hptm Kluge" },
    ]);
  });

  it("IA1 14.41 a recovery: the roll against morale, the outcome and the new state; its action is over", () => {
    const [card] = cardsOf(turn.recovery);
    const [attempt] = shown(card).attempts;
    expect(attempt).toMatchObject({ piece: "2./IR 45", helper: null, outcome: "good-order", state: "Good order", rule: "IA1 14.41" });
    expect(attempt.check).toMatchObject({ dice: [2, 3], result: 5, target: 8, passed: true });
    expect(shown(card).notes.map((n: { text: string }) => n.text)).toEqual(["MOVED/FIRED: 2./IR 45", "Movement stopped: 2./IR 45"]);
    expect(purposes(card)).toEqual(["recovery:g2"]);
  });

  it("IA1 5.61, 5.62 loading: the gun limbers and the transport loads it", () => {
    const [card] = cardsOf(turn.load);
    expect(shown(card).lines).toEqual([
      { text: "sMG-Zug 45 limbers", rule: "IA1 5.61", check: null },
      { text: "Fahrzeug 1 loads sMG-Zug 45", rule: "IA1 5.62", check: null },
    ]);
  });

  it("IA1 3.0 C, 3.0 D, 16.13 two passes end the turn: markers come off, smoke drifts, the next turn begins", () => {
    const cards = cardsOf(sampleTurnEnd());
    expect(kinds(cards)).toEqual(["sequence"]);
    expect(shown(cards[0]).lines.map((l: { text: string }) => l.text)).toEqual([
      "Russian passes",
      "Marker Removal Phase",
      "MOVED/FIRED and OPPORTUNITY FIRE markers removed: 1./IR 45, MG-Zug 45",
      "Smoke in A/0909 drifts to A/1009 (roll 3)",
      "Turn 2 begins",
      "Initiative Determination Phase",
    ]);
    expect(purposes(cards[0])).toEqual(["smoke-dispersal", "smoke-scatter"]);
  });
});

describe("overrun card", () => {
  it("IA1 6.71 a lone leader's roll when enemy units enter his hex: the dice and what became of him", () => {
    const cards = cardsOf(sampleOverrun([3, 3]));
    expect(kinds(cards)).toEqual(["move", "overrun", "move"]);
    expect(shown(cards[1]).rolls).toEqual([{ leader: "Por Belov", dice: [3, 3], roll: 6, result: "displaced", resultText: "Moves to an adjacent hex", rule: "IA1 6.71" }]);
    expect(shown(cardsOf(sampleOverrun([5, 6]))[1]).rolls[0]).toMatchObject({ roll: 11, resultText: "Removed from play" });
  });
});

describe("what cards show", () => {
  it("IA1 16.5 a hidden piece's part in an enemy segment appears on no card", () => {
    const b = sampleBattle();
    const segment = (hidden: boolean) => {
      const units = new Map([...b.units].map(([id, u]) => [id, id === "rmg" ? { ...u, hidden } : u]));
      const step = play({ ...b, units, phase: "action", impulses: startImpulses("R", "G", 1) }, {
        type: "activate",
        side: "R",
        root: { leader: "kap" },
        pieces: { r1: "move", rmg: "fire", kap: "move" },
      });
      return JSON.stringify(cardsOf(step).map((c) => shown(c)));
    };
    expect(segment(false)).toContain("MG Det.");
    expect(segment(true)).not.toContain("MG Det.");
  });

  it("hexes show by index where no map is given", () => {
    const [card] = iaCards(turn.move.before, turn.move.events, turn.move.rolls);
    expect(shown(card).pieces[0]).toMatchObject({ from: String(hexAt(5, 10)), hexes: [String(hexAt(5, 9))] });
  });
});
