import { describe, expect, it } from "vitest";
import { ScriptedDice, SeededDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import { IaBattleJson } from "../../../../../src/engine/rules/ia/state/battle-schema";
import { at, build, countersJson, drawDice, map, scenarioJson } from "./support";

// Board 45 starts at map [0, 0] and board 46 at [10, 0], both numbered from 01: "45/0305" is map [2, 4].
const h4503 = at(2, 2);
const h450305 = at(2, 4);
const h450306 = at(2, 5);
const h460505 = at(14, 4);
const h460606 = at(15, 5);

describe("battleFromScenario: a battle the engine plays and saves", () => {
  it("the battle is an IaBattleJson: it encodes on the map and decodes back to the same battle", () => {
    const { battle } = build();
    const json = JSON.parse(JSON.stringify(encodeOnMap(map, IaBattleJson, battle)));
    expect(json.units["ger-inf-1"].hex).toEqual([2, 4]);
    expect(decodeOnMap(map, IaBattleJson, json, "saved battle")).toEqual(battle);
  });

  it("IA1 3.0 A plays a command: initiative 3 + 5 against 2 + 2 gives the Germans two action segments", () => {
    const r = runCommand(iaRuleset(map, ia1Tec), build().battle, { type: "roll-initiative", side: "german" }, new ScriptedDice([5, 2]));
    expect(r.status).toBe("done");
    if (r.status !== "done") return;
    expect(r.state.initiative).toMatchObject({ winner: "german", segments: 2 });
    expect(r.state.phase).toBe("action");
  });

  it("the same scenario, counters, placements and dice give the same battle", () => {
    expect(build()).toEqual(build());
    const seeded = () => build(scenarioJson(), countersJson(), { dice: new SeededDice(42) });
    expect(seeded()).toEqual(seeded());
  });

  it("starts at turn 1 of the scenario's turns, in the initiative phase, with nothing eliminated", () => {
    const { battle } = build();
    expect([battle.ruleset, battle.edition, battle.turn, battle.lastTurn, battle.phase, battle.eliminated]).toEqual(["infantry-attacks", "IA1", 1, 8, "initiative", []]);
  });
});

describe("battleFromScenario: units", () => {
  it("IA1 Definitions: counter categories become kinds; infantry and cavalry are companies, MGs and the rest are not", () => {
    const kinds = Object.fromEntries([...build().battle.units.values()].map((u) => [u.id, [u.kind, u.company]]));
    expect(kinds).toEqual({
      "ger-inf-1": ["INF", true],
      "ger-inf-2": ["INF", true],
      "ger-mg-1": ["MG", false],
      "ger-art-1": ["ART", false],
      "ger-wagon-1": ["TRANSPORT", false],
      "ger-inf-3": ["INF", true],
      "ger-inf-4": ["INF", true],
      "ger-mortar-1": ["MORTAR", false],
      "rus-inf-1": ["INF", true],
      "rus-inf-2": ["INF", true],
      "rus-coss-1": ["CAV", true],
      "rus-coss-2": ["CAV", true],
      "rus-horse-mg-1": ["MG", false],
    });
  });

  it("unit ids number each counter across the set-up; names carry the number", () => {
    const u = build().battle.units;
    expect([u.get("ger-inf-3")!.name, u.get("ger-inf-3")!.hex, u.get("ger-inf-4")!.hex]).toEqual(["German infantry 3", at(1, 0), at(1, 2)]);
  });

  it("IA1 7.3, 7.6: full and reduced faces give direct and bombardment strengths, range and movement", () => {
    const u = build().battle.units;
    expect([u.get("ger-inf-1")!.full, u.get("ger-inf-1")!.reduced, u.get("ger-inf-1")!.steps, u.get("ger-inf-1")!.maxSteps]).toEqual([
      { direct: 5, bombardment: 0, range: 4, movement: 4 },
      { direct: 3, bombardment: 0, range: 4, movement: 4 },
      2,
      2,
    ]);
    // A gun's direct fire range is the range kept; its T front side moves 0.
    expect(u.get("ger-art-1")!.full).toEqual({ direct: 4, bombardment: 10, range: 8, movement: 0 });
    // A mortar has only bombardment values: their range is kept.
    expect(u.get("ger-mortar-1")!.full).toEqual({ direct: 0, bombardment: 3, range: 5, movement: 0 });
    expect(u.get("ger-mg-1")!.reduced).toBeUndefined();
  });

  it("IA1 5.61: the limbered face gives limberedMovement (T: towed only); `limbered` starts the unit on that side", () => {
    const u = build().battle.units;
    expect([u.get("ger-art-1")!.limbered, u.get("ger-art-1")!.limberedMovement, u.get("ger-mg-1")!.limbered, u.get("ger-mg-1")!.limberedMovement, u.get("ger-mortar-1")!.limberedMovement]).toEqual([
      true,
      "T",
      false,
      3,
      2,
    ]);
    expect("limberedMovement" in u.get("ger-inf-1")!).toBe(false);
  });

  it("IA1 7.6: a reduced entry starts one step down", () => {
    const u = build().battle.units;
    expect([u.get("rus-inf-1")!.steps, u.get("rus-inf-2")!.steps]).toEqual([2, 1]);
  });

  it("IA1 15.1: dismounted cavalry is the dismounted piece with its values; mounted cavalry keeps the mounted faces", () => {
    const u = build().battle.units;
    expect([u.get("rus-coss-1")!.mounted, u.get("rus-coss-1")!.full, u.get("rus-coss-1")!.reduced]).toEqual([
      false,
      { direct: 4, bombardment: 0, range: 3, movement: 4 },
      { direct: 2, bombardment: 0, range: 3, movement: 4 },
    ]);
    expect([u.get("rus-coss-2")!.mounted, u.get("rus-coss-2")!.full.movement]).toEqual([true, 8]);
  });

  it("IA1 6.1: a unit subtype is kept for its special leaders; IA2 6.11: a non-cavalry unit led by cavalry is horse artillery", () => {
    const u = build().battle.units;
    expect([u.get("rus-coss-1")!.subtype, u.get("rus-horse-mg-1")!.horseArtillery, "horseArtillery" in u.get("rus-inf-1")!, "subtype" in u.get("rus-inf-1")!]).toEqual([
      "cossack",
      true,
      false,
      false,
    ]);
  });

  it("IA1 Good Order, 16.5: units start in good order and placed unless the entry says disrupted, demoralized or hidden", () => {
    const u = build().battle.units;
    expect([u.get("rus-horse-mg-1")!.status, u.get("rus-horse-mg-1")!.hidden, u.get("rus-inf-1")!.status, u.get("rus-inf-1")!.hidden]).toEqual(["disrupted", true, "good", false]);
  });

  it("hexes: board labels on the map's boards and [column, row] both place units", () => {
    const u = build().battle.units;
    expect([u.get("ger-inf-1")!.hex, u.get("ger-art-1")!.hex, u.get("ger-wagon-1")!.hex, u.get("rus-inf-1")!.hex, u.get("rus-coss-1")!.hex]).toEqual([
      h450305,
      h4503,
      h450306,
      h460505,
      h460606,
    ]);
  });
});

describe("battleFromScenario: what the battle has no place for", () => {
  it("IA1 16.41: units and leaders that enter later are off the map and listed with their turn and hexes", () => {
    const r = build();
    expect(r.entering).toEqual([
      { piece: "rus-coss-2", turn: 3, hexes: [at(19, 0), at(19, 1)] },
      { piece: "rus-rotm-2", turn: 3, hexes: [at(19, 0)] },
    ]);
    expect([r.battle.units.get("rus-coss-2")!.hex, r.battle.units.get("rus-coss-2")!.hidden, r.battle.leaders.get("rus-rotm-2")!.hex]).toEqual([null, true, null]);
  });

  it("IA1 16.2: units that start dug in are under a finished Dug In marker; the others are not", () => {
    const r = build();
    const dug = [...r.battle.units.values()].filter((u) => u.dugIn).map((u) => u.id);
    expect(dug).toEqual(["ger-mortar-1"]);
    expect([...r.battle.units.values()].some((u) => u.digging)).toBe(false);
  });

  it("IA1 16.3, 16.31, 16.34: an entrenchment goes into the battle and puts the units set up in its hex under it", () => {
    const s = scenarioJson();
    s.setup.push({ side: "german", counter: "ger-wagon", at: "45/0305" });
    const r = build(s);
    const entrenched = [...r.battle.units.values()].filter((u) => u.entrenched).map((u) => u.id);
    expect(entrenched).toEqual(["ger-inf-1", "ger-inf-2", "ger-mg-1"]);
    expect(r.battle.entrenchments).toEqual([h450305]);
    expect(r.markers).toEqual([]);
  });

  it("IA1 16.1: smoke markers go into the battle; markers of kinds the engine does not know are listed", () => {
    const s = scenarioJson();
    s.markers.push({ kind: "smoke", at: [8, 8] }, { kind: "wire", at: "46/0101" });
    const r = build(s);
    expect(r.battle.smoke).toEqual([at(8, 8)]);
    expect(r.markers).toEqual([{ kind: "wire", hex: at(10, 0) }]);
  });
});

describe("battleFromScenario: sides, light and control", () => {
  it("IA1 3.0 A: evenly spaced thresholds covering the initiative become stepsPerInitiative; others are kept as they are", () => {
    const [german, russian] = build().battle.sides;
    expect(german).toEqual({ id: "german", name: "Germans", initiative: 3, stepsPerInitiative: 2, stepsLost: 0, morale: { full: 8, reduced: 7 } });
    expect(russian).toEqual({ id: "russian", name: "Russians", initiative: 2, stepsPerInitiative: null, initiativeLosses: [3, 5], stepsLost: 0, morale: { full: 7, reduced: 6 } });
  });

  it("IA1 3.0 A: evenly spaced thresholds that stop before initiative reaches zero are kept as a list; none means it never falls", () => {
    const s = scenarioJson();
    s.sides[0].initiativeLosses = [2, 4];
    s.sides[1].initiativeLosses = [];
    const [german, russian] = build(s).battle.sides;
    expect([german.stepsPerInitiative, german.initiativeLosses, russian.stepsPerInitiative, russian.initiativeLosses]).toEqual([null, [2, 4], null, undefined]);
  });

  it("IA1 8.4: turn 1's light is the battle's; every turn's is returned (night turns with the scenario's range)", () => {
    const r = build();
    expect(r.battle.visibility).toMatchObject({ range: 12, night: false, elevationBonus: true });
    expect(r.lights.map((l) => ("range" in l ? [l.range, l.night] : null))).toEqual([
      [12, false],
      [12, false],
      [12, false],
      [12, false],
      [12, false],
      [12, false],
      [2, true],
      [2, true],
    ]);
  });

  it("IA1 Definitions (Control): each hex starts with the side whose units set up nearer; equidistant hexes with the side that set up first, if named", () => {
    const s = scenarioJson();
    s.setup = [
      { side: "german", counter: "ger-inf", at: [2, 4] },
      { side: "russian", counter: "rus-inf", at: [6, 4] },
    ];
    s.leaders = [];
    s.markers = [];
    const plain = build(s).battle.control;
    expect([plain[at(2, 4)], plain[at(3, 4)], plain[at(4, 4)], plain[at(5, 4)], plain[at(19, 9)]]).toEqual(["german", "german", undefined, "russian", "russian"]);
    expect(build(s, countersJson(), { setsUpFirst: "german" }).battle.control[at(4, 4)]).toBe("german");
  });

  it("IA1 Definitions (Control): when only one side sets up on the board every hex is its; transports do not count", () => {
    const s = scenarioJson();
    s.setup = [
      { side: "german", counter: "ger-inf", at: [2, 4] },
      { side: "russian", counter: "rus-inf", enters: { turn: 2, hexes: ["46/1001"] } },
      { side: "russian", counter: "ger-wagon", at: [19, 9] },
    ];
    const counters = countersJson();
    counters.units["ger-wagon"].nationality = "russian";
    s.leaders = [];
    s.markers = [];
    const control = build(s, counters).battle.control;
    expect(Object.keys(control).length).toBe(map.columns * map.rows);
    expect(new Set(Object.values(control))).toEqual(new Set(["german"]));
  });

  it("the fixture's draws use every die scripted for them", () => {
    const dice = new ScriptedDice(drawDice);
    build(scenarioJson(), countersJson(), { dice });
    expect(dice.used).toBe(drawDice.length);
  });
});
