import type { z } from "zod";
import type { Provenance } from "../../../src/engine/data/provenance";
import type { CounterSet } from "../../../src/engine/rules/ia/data/schemas/counters";
import type { ScenarioInput } from "../../../src/engine/rules/ia/data/schemas/scenario";

const fixture: Provenance = { source: "user", note: "test fixture" };
const rules = (rule: string): Provenance => ({ source: "rules", rule });
const c = <T>(value: T, provenance: Provenance = fixture) => ({ value, provenance });

/** Counters whose fire values come from IA1 examples; everything else is a fixture. */
export const counterSet: z.input<typeof CounterSet> = {
  ruleset: "infantry-attacks",
  edition: "IA1",
  name: "test counters",
  nationalities: { russian: { name: "Russia" }, german: { name: "Germany" } },
  ranks: [
    { nationality: "german", titles: ["Leutnant", "Hauptmann", "Major", "Oberstleutnant", "Oberst", "Generalmajor"] },
    { nationality: "russian", titles: ["Lieutenant", "Captain", "Major", "Lieutenant Colonel", "Polkovnik"] },
  ],
  units: {
    "ru-inf": {
      name: "Russian infantry company",
      code: "INF",
      nationality: "russian",
      category: "infantry",
      size: "company",
      steps: c(2),
      faces: {
        full: { directFire: { strength: c(5, rules("6.52")), range: c(3) }, movement: c(4) },
        reduced: { directFire: { strength: c(3), range: c(3) }, movement: c(4) },
      },
    },
    "de-mg": {
      name: "German MG detachment",
      code: "MG",
      nationality: "german",
      category: "machine-gun",
      size: "detachment",
      steps: c(1),
      faces: {
        full: { directFire: { strength: c(6, rules("7.52")), range: c(6) }, movement: c(1, rules("5.1")) },
        limbered: { movement: c(2, rules("5.1")) },
      },
    },
    "de-77-96": {
      name: "German 77/96 battery",
      code: "77/96",
      nationality: "german",
      category: "artillery",
      size: "battery",
      steps: c(1),
      faces: {
        full: { bombardmentFire: { strength: c(5, rules("9.3")), range: c(30) }, movement: c(0, rules("5.1")) },
        limbered: { movement: c("T") },
      },
    },
    "ru-cav": {
      name: "Russian cavalry squadron",
      code: "CAV",
      nationality: "russian",
      category: "cavalry",
      size: "company",
      steps: c(2),
      faces: {
        full: { directFire: { strength: c(4), range: c(3) }, movement: c(8) },
        reduced: { directFire: { strength: c(2), range: c(3) }, movement: c(8) },
        dismounted: { directFire: { strength: c(4), range: c(3) }, movement: c(4) },
        dismountedReduced: { directFire: { strength: c(2), range: c(3) }, movement: c(4) },
      },
    },
  },
  leaders: {
    "de-major": { name: "Major Weber", nationality: "german", type: "infantry", rank: "Major", morale: c(9), combat: c(1), moraleBonus: c(1), piece: "de-1" },
    "de-oberst": { name: "Oberst Brandt", nationality: "german", type: "infantry", rank: "Oberst", morale: c(10), combat: c(2), moraleBonus: c(1), piece: "de-1" },
    "ru-lt": { name: "Lieutenant Orlov", nationality: "russian", type: "infantry", rank: "Lieutenant", morale: c(10, rules("14.1")), combat: c(0), moraleBonus: c(1, rules("14.1")) },
  },
};

export const scenario: ScenarioInput = {
  id: "test-scenario",
  name: "Test scenario",
  ruleset: "infantry-attacks",
  edition: "IA1",
  provenance: fixture,
  map: "board-45-48",
  sides: [
    { id: "russian", name: "Russia", nationalities: ["russian"], initiative: 2, initiativeLosses: [4, 8], morale: { full: 8, reduced: 7 } },
    {
      id: "german",
      name: "Germany",
      nationalities: ["german"],
      initiative: 4,
      initiativeLosses: [3, 6, 9],
      morale: { full: 9, reduced: 8 },
      artillery: { ammunition: 15, depletion: 8, offBoard: [{ count: 5, strength: 6 }, { count: 2, strength: 14 }], smoke: true },
    },
  ],
  turns: { count: 12, start: "16:00", dusk: "17:30", conditions: [{ from: 5, to: 12, light: "night", spottingRange: 2 }] },
  setup: [
    { side: "russian", counter: "ru-inf", count: 2, at: "45/1209", hidden: true },
    { side: "german", counter: "de-mg", at: [3, 4], dugIn: true },
    { side: "german", counter: "de-77-96", zone: ["48/0101", "48/0102"], limbered: true },
    { side: "russian", counter: "ru-cav", enters: { turn: 3, hexes: ["45/0101"] } },
  ],
  leaders: [{ side: "german", type: "infantry", rank: "Major", count: 2, zone: ["48/0101"] }],
  markers: [{ kind: "entrenchment", at: "45/1208" }],
  specialRules: ["Russian units may not exit the board."],
  victory: "The side controlling hex 45/1209 at the end wins.",
};
