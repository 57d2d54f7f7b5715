import { describe, expect, it } from "vitest";
import { localizeAll } from "../../../../src/foundry/i18n";
import { iaCards } from "../../../../src/foundry/rulesets/ia/cards";
import type { Card } from "../../../../src/foundry/referee/ports";
import { enI18n } from "../../../support/i18n";
import { sampleMap, type SampleStep } from "../../../support/ia-table-samples";
import {
  sampleAssault,
  sampleCharge,
  sampleColdSteel,
  sampleDigIn,
  sampleFogOfWar,
  sampleHarassingFire,
  sampleMount,
  sampleStrategic,
} from "../../../support/ia-assault-samples";

const cardsOf = (s: SampleStep) => iaCards(s.before, s.events, s.rolls, sampleMap);
const shown = (card: Card | undefined) => localizeAll(card?.data, enI18n) as any;
const kinds = (cards: readonly Card[]) => cards.map((c) => c.kind);
const texts = (lines: readonly { text: string }[]) => lines.map((l) => l.text);

describe("assault card", () => {
  // The attacker's die 3, the defender's 4; then losses and morale checks.
  const step = sampleAssault([3, 4, 2, 2, 2, 2, 2, 2, 2, 2, 5, 5, 5, 5]);
  const cards = cardsOf(step);
  const assault = shown(cards[0]);

  it("IA1 12.5, 12.3 names the attackers and the hex, an optional assault, both sides firing at once with one die each", () => {
    expect(kinds(cards)[0]).toBe("assault");
    expect(assault).toMatchObject({ side: "German", at: "A/0611", attackers: ["1./IR 45"], leaders: ["Hptm Kluge"], required: false, coldSteel: false, firstFire: [], rule: "IA1 12.5" });
    expect(assault.fires.map((f: { role: string; side: string; dice: number[]; rule: string }) => [f.role, f.side, f.dice, f.rule])).toEqual([
      ["Attacker", "German", [3], "IA1 12.3"],
      ["Defender", "Russian", [4], "IA1 12.3"],
    ]);
  });

  it("IA1 12.3 each side's strength and column come with their traces and the results for the other side's pieces", () => {
    const [attacker, defender] = assault.fires;
    expect(attacker.strength).toBe(step.events.find((e) => e.type === "fire-resolved" && e.side === "G" && "strength" in e)!["strength" as never]);
    expect(attacker.strengthTrace.length).toBeGreaterThan(0);
    expect(attacker.columnTrace.some((t: { rule: string }) => t.rule === "IA1 12.3")).toBe(true);
    expect(attacker.results.map((r: { piece: string }) => r.piece)).toEqual(["3rd Coy", "Kpt Orlov"]);
    expect(defender.results.map((r: { piece: string }) => r.piece)).toEqual(["1./IR 45", "Hptm Kluge"]);
  });

  it("IA1 12.3 the results of both dice follow the assault card: losses and morale checks, with the assault as their cause", () => {
    expect(kinds(cards).slice(1, 3)).toEqual(["losses", "morale"]);
    expect(shown(cards[2]).checks.map((c: { cause: string }) => c.cause)).toContain("Assault fire");
    expect(cards[0]!.rolls.map((r) => r.purpose)).toEqual(["assault:attacker", "assault:defender"]);
  });
});

describe("Cold Steel card", () => {
  // The defenders' First Fire rolls 6 (1 on the +3 column); the attackers survive and roll 3.
  const cards = cardsOf(sampleColdSteel([6, 1, 1, 1, 1, 5, 5, 3, 1, 1, 2, 2, 5, 5]));
  const assault = shown(cards[0]);

  it("IA1 12.61, 12.33 a Cold Steel attack: the defenders fire first, their results before the attackers roll, +2 columns each", () => {
    expect(assault).toMatchObject({ coldSteel: true, firstFire: ["3rd Coy"], rule: "IA1 12.61" });
    expect(assault.fires.map((f: { role: string; dice: number[] }) => [f.role, f.dice])).toEqual([["First Fire", [6]], ["Attacker", [3]]]);
    for (const f of assault.fires) expect(f.columnTrace.find((t: { rule: string }) => t.rule === "IA1 12.61")).toMatchObject({ value: "+2" });
  });
});

describe("harassing fire card", () => {
  it("IA1 12.22, 12.23 a unit leaving an assault hex is noted and harassed on the Assault Table", () => {
    const cards = cardsOf(sampleHarassingFire([3, 4, 2, 5, 6, 6]));
    const moveCard = shown(cards.find((c) => c.kind === "move"));
    expect(texts(moveCard.notes)).toContain("1./IR 45 left the assault hex A/0611");
    const harassing = shown(cards.find((c) => c.kind === "harassing-fire"));
    expect(harassing).toMatchObject({ side: "Russian", firers: ["3rd Coy"], leaders: ["Kpt Orlov"], dice: [3], rule: "IA1 12.23" });
    expect(harassing.results.map((r: { piece: string }) => r.piece)).toEqual(["1./IR 45"]);
  });
});

describe("cavalry charge card", () => {
  it("IA1 12.7 names the charging cavalry, the hex charged and the intervening hex, and the assault owed there", () => {
    const cards = cardsOf(sampleCharge());
    const charge = shown(cards.find((c) => c.kind === "charge"));
    expect(charge).toEqual({ side: "German", pieces: ["1./UR 9"], hex: "A/0605", through: "A/0606", rule: "IA1 12.7", notes: ["Movement stopped: 1./UR 9, Rittm. Bauer"].map((text) => ({ text, rule: "IA1 5.41" })) });
    expect(texts(shown(cards.find((c) => c.kind === "move")).notes)).toContain("German entered A/0605: the assault there must be made this segment");
  });
});

describe("unit action card", () => {
  it("IA1 15.x mounting and dismounting are lines of their own card", () => {
    expect(texts(shown(cardsOf(sampleMount("mount")).find((c) => c.kind === "unit-action")).lines)).toEqual(["1./UR 9 mounts"]);
    expect(texts(shown(cardsOf(sampleMount("dismount")).find((c) => c.kind === "unit-action")).lines)).toEqual(["1./UR 9 dismounts"]);
  });

  it("IA2 7.3 a special spotter's Spotted marker on an enemy unit is a line of its own card, naming both", () => {
    const { before } = sampleMount("mount");
    const enemy = [...before.units.values()].find((u) => u.side !== "G")!;
    const card = shown(iaCards(before, [{ type: "special-spotted", unit: "gc", target: enemy.id, rule: "IA2 7.3" }], [], sampleMap).find((c) => c.kind === "unit-action"));
    expect(card.lines).toEqual([{ text: `1./UR 9 places a Spotted marker on ${enemy.name}`, rule: "IA2 7.3", check: null }]);
  });

  it("IA1 16.2 the first segment of digging in puts the Dug In marker under the unit", () => {
    const card = shown(cardsOf(sampleDigIn()).find((c) => c.kind === "unit-action"));
    expect(card.lines).toEqual([{ text: "1./IR 45 starts digging in (Dug In marker under it)", rule: "IA1 16.2", check: null }]);
    expect(texts(card.notes)).toEqual(["MOVED/FIRED: 1./IR 45"]);
  });
});

describe("optional rules on the cards", () => {
  it("IA1 17.4 the fog-of-war roll is a line of the sequence with its three dice and whether the turn ends", () => {
    const lines = cardsOf(sampleFogOfWar([4, 5, 4])).flatMap((c) => [...((shown(c).lines as { text: string }[] | undefined) ?? []), ...shown(c).notes]);
    expect(texts(lines)).toContain("Fog of war: German rolls 4 + 5 + 4 = 13; the turn goes on");
    const ended = cardsOf(sampleFogOfWar([5, 5, 5, 3])).flatMap((c) => [...((shown(c).lines as { text: string }[] | undefined) ?? []), ...shown(c).notes]);
    expect(texts(ended)).toContain("Fog of war: German rolls 5 + 5 + 5 = 15; the turn ends");
  });

  it("IA1 17.3 a unit designated for strategic movement shows it on the activation card", () => {
    expect(shown(cardsOf(sampleStrategic())[0]).pieces).toEqual([{ piece: "1./IR 45", action: "Strategic move", ledBy: null }]);
  });
});
