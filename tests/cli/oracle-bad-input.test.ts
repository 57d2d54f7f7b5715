import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runOracle } from "../../src/cli/oracle";
import { DataError, type DataIssue } from "../../src/engine/data/validate";
import { ia1FireTables, ia1Tec, ia2Tec } from "../../src/engine/rules/ia/data";

const example = (): any => JSON.parse(readFileSync(new URL("../../docs/examples/initiative-and-pass.json", import.meta.url), "utf8"));
const scripted = (): any => JSON.parse(readFileSync(new URL("../scenarios/ia1-scripted-turn.json", import.meta.url), "utf8"));

/** The issues the oracle refuses `req` with (it must refuse it as bad data). */
function refused(req: unknown): DataIssue[] {
  try {
    runOracle(req, "bad.json");
  } catch (e) {
    if (e instanceof DataError) {
      expect(e.message).toMatch(/^bad\.json: invalid data\n/);
      return [...e.issues];
    }
    throw e;
  }
  throw new Error("the request was accepted");
}

const reserved = (key: string) => `"${key}" is a name reserved by JavaScript: it cannot name anything here`;

describe("dice", () => {
  it("a list that runs out names $.dice, the command and the roll it was wanted for", () => {
    const req = example();
    req.dice = [5];
    expect(refused(req)).toEqual([{ path: "$.dice", message: "the list ran out: commands[0] wants 1d6 for initiative:russian, after 1 of its 1 dice" }]);
  });
  it("IA1 3.0 A: a 9 for the initiative d6 names the die and the command", () => {
    const req = example();
    req.dice = [9, 2];
    expect(refused(req)).toEqual([{ path: "$.dice[0]", message: "9 is not a face of a d6 (commands[0] wanted it)" }]);
  });
  it("a face no die has, or no number, is refused before anything runs", () => {
    const req = example();
    req.dice = [5, 0, 21, 2.5];
    expect(refused(req).map((i) => i.path)).toEqual(["$.dice[1]", "$.dice[2]", "$.dice[3]"]);
  });
});

describe("commands of the wrong shape", () => {
  it("root: null, firers: null, with: 5, no pieces", () => {
    const req = scripted();
    req.commands[1].command.root = null;
    delete req.commands[5].command.pieces;
    req.commands[2].command.with = 5;
    req.commands[6].command.firers = null;
    expect(refused(req).map((i) => i.path)).toEqual([
      "$.commands[1].command.root",
      "$.commands[2].command.with",
      "$.commands[5].command.pieces",
      "$.commands[6].command.firers",
    ]);
  });
  it.each(["valueOf", "__proto__", "constructor", "toString"])("a command type %s is no command", (type) => {
    const req = example();
    req.commands[0].command.type = type;
    expect(refused(req)).toEqual([{ path: "$.commands[0].command.type", message: expect.stringContaining("Invalid discriminator value") }]);
  });
  it("IA1 3.1: a designation other than move or fire", () => {
    const req = scripted();
    req.commands[1].command.pieces.g1 = "rally";
    expect(refused(req).map((i) => i.path)).toEqual(["$.commands[1].command.pieces.g1"]);
  });
  it("a piece designated under a name every object has is refused, not dropped", () => {
    const req = scripted();
    req.commands[1].command.pieces = JSON.parse('{ "__proto__": "move", "hptm": "move" }');
    expect(refused(req)).toEqual([{ path: "$.commands[1].command.pieces.__proto__", message: reserved("__proto__") }]);
  });
});

describe("nesting thousands of levels deep, in any field", () => {
  const deep = (depth: number) => {
    let v: unknown = "pass";
    for (let i = 0; i < depth; i++) v = [v];
    return v;
  };
  it("an answer (answers are free-form per decision until their kind is known)", () => {
    const req = scripted();
    req.commands[2].answers["opportunity-fire:g1@4,5:1"] = deep(5000);
    expect(refused(req)).toEqual([{ path: '$.commands[2].answers["opportunity-fire:g1@4,5:1"]' + "[0]".repeat(60), message: "nested more than 64 levels deep" }]);
  });
  it("an unknown field, a battle field, a map field", () => {
    const req = example();
    req.extra = deep(5000);
    req.battle.units.g1.full = deep(5000);
    req.map.hexes = deep(5000);
    expect(refused(req).map((i) => i.path.slice(0, 26))).toEqual(["$.battle.units.g1.full[0][", "$.extra[0][0][0][0][0][0][", "$.map.hexes[0][0][0][0][0]"]);
  });
});

describe("charts the battle cannot be played with, refused at the door", () => {
  it("IA1 10.2: fire tables without a direct fire table", () => {
    const req = scripted();
    req.fireTables.tables[0].kind = "assault";
    req.fireTables.tables[0].modifiers = [];
    expect(refused(req)).toEqual([{ path: "$.fireTables.tables", message: expect.stringContaining('no table of kind "direct"') }]);
  });
  it("IA1 16.12: a TEC without smoke while smoke is in the battle", () => {
    const req = example();
    req.tec = structuredClone(ia1Tec);
    delete req.tec.terrain.smoke;
    req.battle.smoke = [[3, 3]];
    expect(refused(req)).toEqual([{ path: "$.battle.smoke", message: expect.stringContaining('has no marker terrain "smoke"') }]);
  });
  it("IA1 16.12: … or smoke markers on the map", () => {
    const req = example();
    req.tec = structuredClone(ia1Tec);
    delete req.tec.terrain.smoke;
    req.map.markers = [{ at: [3, 3], terrain: "smoke" }];
    expect(refused(req)).toEqual([{ path: "$.map.markers[0].terrain", message: expect.stringContaining('unknown terrain "smoke"') }]);
  });
  it("a hexside feature named __proto__ (a TEC record would find every object's prototype)", () => {
    const req = example();
    req.map.hexsides = [{ between: [[2, 2], [2, 3]], features: ["__proto__"] }];
    expect(refused(req)).toEqual([{ path: "$.map.hexsides[0].features[0]", message: expect.stringContaining('unknown hexside feature "__proto__"') }]);
  });
  it("a TEC of another edition or game, fire tables of another edition: refused before the map is read with them", () => {
    const req = example();
    req.tec = structuredClone(ia2Tec);
    req.fireTables = { ...structuredClone(ia1FireTables), edition: "IA2", tables: ia1FireTables.tables.map((t) => ({ ...structuredClone(t), edition: "IA2" })) };
    expect(refused(req)).toEqual([
      { path: "$.tec.edition", message: '"Infantry Attacks (2nd edition) Terrain Effects Chart" is a chart of infantry-attacks IA2: an infantry-attacks IA1 battle is played with a Terrain Effects Chart of IA1' },
      { path: "$.fireTables.edition", message: '"Infantry Attacks (1st edition) fire tables" is a chart of infantry-attacks IA2: an infantry-attacks IA1 battle is played with fire tables of IA1' },
    ]);
    req.tec = { ...structuredClone(ia1Tec), ruleset: "panzer-grenadier" };
    delete req.fireTables;
    expect(refused(req).map((i) => i.path)).toEqual(["$.tec.ruleset"]);
  });
  it("IA2 and the 1st edition: an IA2 battle is played with its own TEC, and with the 1st edition's fire tables (the shipped ones) or its own", () => {
    const req = example();
    req.battle.edition = "IA2";
    req.battle.light = { time: "day" };
    req.fireTables = structuredClone(ia1FireTables);
    expect(runOracle(req).results.map((r) => r.status)).toEqual(["done", "done", "done", "done"]);
    req.tec = structuredClone(ia1Tec);
    expect(refused(req).map((i) => i.path)).toEqual(["$.tec.edition"]);
  });
  it("a map of 100000×100000 hexes is refused at once (at most 256 a side)", () => {
    const req = example();
    req.map.columns = 100_000;
    req.map.rows = 100_000;
    expect(refused(req)).toEqual([
      { path: "$.map.columns", message: "Too big: expected number to be <=256" },
      { path: "$.map.rows", message: "Too big: expected number to be <=256" },
    ]);
  });
});

describe("battles that cannot exist, refused at load with their path", () => {
  it("two sides with one id", () => {
    const req = example();
    req.battle.sides[1].id = "german";
    expect(refused(req)).toEqual([{ path: "$.battle.sides[1].id", message: 'both sides are "german"' }]);
  });
  it("a partial impulses or activation record", () => {
    const req = example();
    req.battle.impulses = { sides: ["german", "russian"] };
    req.battle.activation = { side: "german" };
    expect(refused(req).map((i) => i.path)).toEqual([
      "$.battle.impulses.active",
      "$.battle.impulses.lead",
      "$.battle.impulses.lastPass",
      "$.battle.impulses.over",
      "$.battle.activation.pieces",
    ]);
  });
  it("IA1 3.1: a segment under way without impulses or outside the action phase; impulses naming another side", () => {
    const req = example();
    req.battle.phase = "action";
    req.battle.activation = { side: "german", pieces: { g1: { action: "move", ledBy: null } } };
    req.commands = [{ command: { type: "end-activation", side: "german" } }];
    expect(refused(req)).toEqual([{ path: "$.battle.activation", message: "an action segment is under way only in the action phase, with its impulses" }]);
    req.battle.impulses = { sides: ["german", "russian"], active: "austrian", lead: 0, lastPass: "prussian", over: false };
    expect(refused(req)).toEqual([
      { path: "$.battle.impulses.active", message: '"austrian" is not one of the impulses\' sides' },
      { path: "$.battle.impulses.lastPass", message: '"prussian" is not one of the impulses\' sides' },
    ]);
  });
  it("steps above the maximum; one id for a unit and a leader; a live unit listed as eliminated", () => {
    const req = example();
    req.battle.units.g1.steps = 3;
    req.battle.leaders = { g1: { id: "g1", side: "german", name: "L", leaderType: "infantry", rank: 1, morale: 8, combat: 1, moraleBonus: 1, hex: [2, 2] } };
    req.battle.eliminated = ["g1"];
    expect(refused(req)).toEqual([
      { path: "$.battle.leaders.g1", message: '"g1" is the id of a unit too' },
      { path: "$.battle.units.g1.steps", message: "3 steps, more than the 2 it has at full strength" },
      { path: "$.battle.eliminated[0]", message: '"g1" is listed as eliminated but is still in the battle' },
    ]);
  });
  it("IA1 3.0: a turn after the scenario's last", () => {
    const req = example();
    req.battle.turn = 9;
    expect(refused(req)).toEqual([{ path: "$.battle.turn", message: "turn 9 comes after the last, turn 8 (IA1 3.0)" }]);
  });
  it("Definitions (Control): a hex controlled by a side the battle does not have", () => {
    const req = example();
    req.battle.control = { "3,3": "german", "4,4": "austrian" };
    expect(refused(req)).toEqual([{ path: '$.battle.control["4,4"]', message: 'no side "austrian" in this battle' }]);
  });
  it("IA1 5.8: a river bank that is no bank of the piece's river hex, or a bank where there is no river", () => {
    const req = example();
    req.map.hexes.push({ at: [2, 2], terrain: ["minor-river"] });
    req.battle.units.g1.riverBank = [9, 9];
    req.battle.leaders = { hptm: { id: "hptm", side: "german", name: "H", leaderType: "infantry", rank: 3, morale: 8, combat: 1, moraleBonus: 1, hex: [4, 4], riverBank: [4, 5] } };
    expect(refused(req)).toEqual([
      { path: "$.battle.units.g1.riverBank", message: "[9, 9] is no bank of its river hex [2, 2] (IA1 5.8)" },
      { path: "$.battle.leaders.hptm.riverBank", message: "a river bank, but it is in no river hex (IA1 5.8)" },
    ]);
    req.battle.units.g1.riverBank = [2, 3];
    delete req.battle.leaders;
    expect((runOracle(req).battle as { units?: Record<string, unknown> }).units?.g1).toMatchObject({ riverBank: [2, 3] });
  });
  it("IA1 3.3: a leader who combined the first opportunity shot of MGs that are not in the battle, or not his side's", () => {
    const req = example();
    req.battle.units.r9 = { ...req.battle.units.g1, id: "r9", side: "russian", kind: "MG", company: false, steps: 1, maxSteps: 1, hex: [8, 8] };
    delete req.battle.units.r9.reduced;
    req.battle.leaders = { hptm: { id: "hptm", side: "german", name: "H", leaderType: "infantry", rank: 3, morale: 8, combat: 1, moraleBonus: 1, hex: [2, 2], oppFireWith: ["nobody", "r9"] } };
    expect(refused(req)).toEqual([
      { path: "$.battle.leaders.hptm.oppFireWith[0]", message: 'no MG "nobody" of his side in this battle (IA1 3.3)' },
      { path: "$.battle.leaders.hptm.oppFireWith[1]", message: 'no MG "r9" of his side in this battle (IA1 3.3)' },
    ]);
  });
  it("IA1 4.1: an overstacked hex", () => {
    const req = example();
    for (const id of ["g2", "g3"]) req.battle.units[id] = { ...req.battle.units.g1, id };
    expect(refused(req)).toEqual([{ path: "$.battle.units.g3.hex", message: expect.stringContaining("overstacks its hex with g1 (IA1 4.1") }]);
  });
  it.each(["__proto__", "constructor"])("a piece id %s is refused, not dropped or loaded unusable", (id) => {
    const req = example();
    req.battle.units = JSON.parse(`{ "${id}": ${JSON.stringify({ ...req.battle.units.g1, id })} }`);
    expect(refused(req)).toEqual([{ path: `$.battle.units.${id}`, message: reserved(id) }]);
  });
  it("a unit whose printed movement no counter has", () => {
    const req = example();
    req.battle.units.g1.full.movement = 1e21;
    expect(refused(req)).toEqual([{ path: "$.battle.units.g1.full.movement", message: "Too big: expected number to be <=99" }]);
  });
});

describe("queries about sides the battle does not have", () => {
  it("sight and LOS queries name a side of the battle", () => {
    const req = example();
    req.queries = [{ sight: { side: "austrian" } }, { los: { from: [2, 2], to: [4, 4], side: "constructor" } }];
    expect(refused(req)).toEqual([
      { path: "$.queries[0].sight.side", message: 'no side "austrian" in this battle (german, russian)' },
      { path: "$.queries[1].los.side", message: 'no side "constructor" in this battle (german, russian)' },
    ]);
  });
});
