import { describe, expect, it } from "vitest";
import { at, build, countersJson, demoWith, refusals, refusedPaths } from "./support";

/** The refusal at `path` alone, with its message. */
const only = (json: unknown, path: string) => {
  const found = refusals(json);
  expect(found.map((i) => i.path)).toEqual([path]);
  return found[0]!.message;
};

describe("pgBattleFromScenario: each bad field is refused at its JSON path with a clear message (PG 2.3)", () => {
  describe("the scenario's own values (its schema)", () => {
    it("no year (PG 6.8, 11.2 read it)", () => {
      expect(refusedPaths(demoWith((s) => delete s.year))).toEqual(["$.year"]);
    });
    it("a side's morale without its reduced value (PG 14.0)", () => {
      expect(refusedPaths(demoWith((s) => delete s.sides[0].morale.reduced))).toEqual(["$.sides[0].morale.reduced"]);
    });
    it("PG 3.0 A: thresholds not ascending; both a list and steps per loss", () => {
      expect(only(demoWith((s) => (s.sides[0].initiativeLosses = [6, 3])), "$.sides[0].initiativeLosses")).toBe("initiative loss thresholds must be strictly ascending");
      expect(only(demoWith((s) => (s.sides[1].initiativeLosses = [4, 8])), "$.sides[1].stepsPerInitiative")).toBe("give stepsPerInitiative or initiativeLosses, not both (PG 3.0 A)");
    });
    it("PG 5.73: a crossing number beyond two dice", () => {
      expect(only(demoWith((s) => (s.sides[0].crossingNumbers = { foot: 13 })), "$.sides[0].crossingNumbers.foot")).toMatch(/PG 5\.73/);
    });
    it("PG 16.7: a minefield of four points; a cup with no pieces", () => {
      expect(only(demoWith((s) => (s.sides[1].minefields.cup[0].strength = 4)), "$.sides[1].minefields.cup[0].strength")).toBe("a minefield is 1, 2 or 3 points, or a dummy (PG 16.7)");
      expect(refusedPaths(demoWith((s) => (s.sides[1].minefields.cup = [])))).toEqual(["$.sides[1].minefields.cup"]);
    });
    it("a face that is neither front nor back; an unknown field", () => {
      expect(refusedPaths(demoWith((s) => (s.setup[0].face = "left")))).toEqual(["$.setup[0].face"]);
      expect(refusedPaths(demoWith((s) => (s.setup[1].dismounted = true)))).toEqual(["$.setup[1]"]);
    });
    it("a nationality the rules do not name (PG 6.8, 11.2)", () => {
      expect(refusedPaths(demoWith((s) => (s.nationalities = { german: "prussian" })))).toEqual(["$.nationalities.german"]);
    });
    it("PG 16.6: pieces entering hidden must be set up hidden", () => {
      const s = demoWith((s) => (s.setup[16].enters.hidden = true));
      expect(only(s, "$.setup[16].enters.hidden")).toBe("pieces that enter hidden are set up hidden (PG 16.6): give hidden: true");
    });
    it("an entry of no side, entering after the last turn; a victory condition of no side", () => {
      const s = demoWith((s) => {
        s.setup[2].side = "italian";
        s.setup[16].enters.turn = 9;
        s.victoryConditions.winner.side = "italian";
      });
      expect(refusedPaths(s)).toEqual(["$.setup[2].side", "$.setup[16].enters.turn", "$.victoryConditions.winner.side"]);
    });
    it("turn conditions outside the turns or overlapping", () => {
      const s = demoWith((s) => s.turns.conditions.push({ from: 8, to: 9, light: "night" }, { from: 7, to: 7, light: "night" }));
      expect(refusals(s)).toEqual([
        { path: "$.turns.conditions[2]", message: "turns 8–9 are not within 1–8" },
        { path: "$.turns.conditions[3]", message: "turn 7 already has conditions" },
      ]);
    });
  });

  describe("the scenario against its counter set and map", () => {
    it("the wrong game or edition; a map it is not played on", () => {
      expect(refusals(demoWith((s) => (s.edition = "PG2")))).toEqual([
        { path: "$.edition", message: '"PG2" is not PG3' },
        { path: "$.edition", message: 'the counter set "Panzer Grenadier (3rd edition) demonstration counters: the values the rules quote, the rest playtest" is for panzer-grenadier PG3' },
      ]);
      expect(only(demoWith((s) => (s.map = "elsewhere")), "$.map")).toBe('the scenario is played on map "elsewhere", not "pg3-demo-sokolovo"');
    });
    it("an unknown counter; a counter of a nationality the side has not", () => {
      expect(only(demoWith((s) => (s.setup[1].counter = "panther")), "$.setup[1].counter")).toBe('unknown counter "panther" (not a unit type or leader of the counter set)');
      expect(only(demoWith((s) => (s.setup[1].counter = "t-34")), "$.setup[1].counter")).toBe('"t-34" is soviet, not a nationality of side "german"');
    });
    it("hexes off the map, in a set-up, an entry, a minefield zone, a victory condition, an exit and the rails", () => {
      const s = demoWith((s) => {
        s.setup[1].at = [20, 7];
        s.setup[16].enters.hexes[2] = [0, 14];
        s.sides[1].minefields.zone[0] = [30, 0];
        s.victoryConditions.points[0].hexes[3] = [25, 25];
        s.sides[0].exits = [{ hexes: [[40, 1]] }];
        s.rails = [[19, 13], [19, 14]];
      });
      expect(refusedPaths(s)).toEqual([
        "$.sides[1].minefields.zone[0]",
        "$.setup[1].at",
        "$.setup[16].enters.hexes[2]",
        "$.sides[0].exits[0].hexes[0]",
        "$.victoryConditions.points[0].hexes[3]",
        "$.rails[1]",
      ]);
      expect(refusals(s)[1]!.message).toBe("[20, 7] is off the 20×14 map");
    });
    it("a zone without the owner's placement names the option to give", () => {
      const s = demoWith((s) => {
        delete s.setup[3].at;
        s.setup[3].zone = [[13, 6], [13, 5]];
      });
      expect(only(s, "$.setup[3].zone")).toBe("the zone leaves the hexes to the german player: give options.placements.setup[3], 1 hex(es) of the zone");
      expect(build(s, { placements: { setup: { 3: [[13, 5]] } } }).battle.units.get("german-infantry-2")?.hex).toBe(at(13, 5));
    });
  });

  describe("units (PG 1.2, 7.6, 5.62, 6.8, 11.2)", () => {
    it("PG 7.6: a one-step unit set up reduced", () => {
      expect(only(demoWith((s) => (s.setup[4].reduced = true)), "$.setup[4].reduced")).toBe("SPW 251 has one step and no reduced side (PG 7.6)");
    });
    it("PG 5.62: a unit without a limbered side set up limbered", () => {
      expect(only(demoWith((s) => (s.setup[1].limbered = true)), "$.setup[1].limbered")).toBe("German infantry has no limbered side (PG 5.62)");
    });
    it("PG 6.8, 11.2: Guards are Soviet units", () => {
      expect(only(demoWith((s) => (s.setup[6].guards = true)), "$.setup[6].guards")).toBe("Pz III is not Soviet: only Soviet units are Guards (PG 6.8, 11.2)");
    });
    it("PG 1.2 Leaders: a unit has no face to choose", () => {
      expect(only(demoWith((s) => (s.setup[1].face = "back")), "$.setup[1].face")).toBe("German infantry is a unit: only a leader piece has a face to choose (PG 1.2 Leaders)");
    });
    it("PG 4.1: a fourth combat unit other than an APC in a hex names its entry; an APC and a truck do not count", () => {
      const s = demoWith((s) => s.setup.push({ side: "german", counter: "german-infantry", count: 2, at: [12, 7] }));
      expect(only(s, "$.setup[17].at")).toBe("german-infantry-5 overstacks [12, 7] (PG 4.1: three combat units other than APCs, plus three transports (APCs included), a side)");
      const apcs = demoWith((s) => s.setup.push({ side: "german", counter: "spw-251", count: 2, at: [14, 7] }));
      expect(() => build(apcs)).not.toThrow();
      const many = demoWith((s) => s.setup.push({ side: "german", counter: "spw-251", count: 3, at: [14, 7] }));
      expect(refusedPaths(many)).toEqual(["$.setup[17].at"]);
    });
    it("PG 1.2: the scenario book's designations are of the counter set's types and agree with them", () => {
      const s = demoWith((s) => (s.designations = { panther: { apc: true }, "german-infantry": { openTop: true }, "pz-iii": { apc: true } }));
      expect(refusals(s)).toEqual([
        { path: "$.designations.panther", message: 'unknown unit type "panther" (not a unit type of the counter set)' },
        { path: '$.designations["german-infantry"].openTop', message: "German infantry: an open-top AFV, APC or armored car has an armor value (PG 1.2)" },
        { path: '$.designations["pz-iii"].apc', message: "Pz III: an APC is an open-top AFV (PG 4.3)" },
      ]);
    });
    it("a nationality the scenario names that the counter set has not", () => {
      expect(only(demoWith((s) => (s.nationalities = { ss: "german" })), "$.nationalities.ss")).toBe('"ss" is not a nationality of the counter set');
    });
  });

  describe("leaders (PG 1.2 Leaders, 6.1)", () => {
    it("a leader piece without the side that plays", () => {
      expect(only(demoWith((s) => delete s.setup[0].face), "$.setup[0].face")).toBe('"german-leader" is a leader piece: give the side that plays, front or back (PG 1.2 Leaders)');
    });
    it("a leader set up two at a time, reduced, or with a unit's morale", () => {
      const s = demoWith((s) => Object.assign(s.setup[0], { count: 2, reduced: true, morale: { full: 9, reduced: 8 } }));
      expect(refusedPaths(s)).toEqual(["$.setup[0].count", "$.setup[0].reduced", "$.setup[0].morale"]);
    });
    it("PG 6.1: one leader a piece: a piece named twice, or named and then drawn", () => {
      const s = demoWith((s) => {
        s.setup.push({ side: "german", counter: "german-leader", face: "back", at: [13, 6] });
        s.setup.push({ side: "soviet", counter: "soviet-lieutenant-1", face: "front", at: [4, 7] }, { side: "soviet", counter: "soviet-lieutenant-2", face: "back", at: [4, 7] });
      });
      expect(refusals(s)).toEqual([
        { path: "$.setup[17].counter", message: '"german-leader" is already used at $.setup[0] (PG 6.1: one leader a piece)' },
        { path: "$.leaders[1].count", message: "draws 1 leader(s) of rank LT, but only 0 such piece(s) are left (PG 6.1)" },
      ]);
    });
    it("PG 6.1: a draw of a rank that is none of PG 1.2's, or of more pieces than there are", () => {
      expect(only(demoWith((s) => (s.leaders[0].rank = "Feldwebel")), "$.leaders[0].rank")).toBe('rank "Feldwebel" is none of PG 1.2\'s ranks (CPL, SGT, LT, CPT, MAJ, LTC, COL)');
      expect(only(demoWith((s) => (s.leaders[0].count = 3)), "$.leaders[0].count")).toBe("draws 3 leader(s) of rank SGT, but only 2 such piece(s) are left (PG 6.1)");
    });
    it("a leader whose printed rank is none of PG 1.2's", () => {
      const counters = countersJson();
      counters.leaders["soviet-captain"].front.rank.value = "Kombat";
      expect(refusals(demoJson(), {}, counters)).toEqual([{ path: "$.setup[9].counter", message: 'Kapitan Orlov\'s rank "Kombat" is none of PG 1.2\'s ranks (CPL, SGT, LT, CPT, MAJ, LTC, COL), nor KOM for a Kommissar (6.6)' }]);
    });
  });

  describe("the rest of the scenario", () => {
    it("PG 17.0: an optional rule PG has not", () => {
      expect(only(demoWith((s) => (s.optionalRules = { "flanking-fire": true })), '$.optionalRules["flanking-fire"]')).toBe(
        '"flanking-fire" is not an optional rule of Panzer Grenadier (consolidation, excess-initiative, strategic-movement, fog-of-war, random-events)',
      );
    });
    it("PG 8.1: a light other than day or night without its spotting range", () => {
      expect(only(demoWith((s) => delete s.turns.conditions[1].spottingRange), "$.turns.conditions[1].spottingRange")).toBe('PG 8.1: the scenario sets the spotting range of "dusk" turns');
    });
    it("the side named as setting up first is the scenario's", () => {
      expect(refusals(demoWith(() => {}), { setsUpFirst: "italian" })).toEqual([{ path: "$.sides", message: 'options.setsUpFirst: no side "italian"' }]);
    });
  });
});

function demoJson() {
  return demoWith(() => {});
}
