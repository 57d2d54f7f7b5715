/**
 * Issue 17, "Done when": a second game written for the test (tests/support/toy/engine.ts, "Toy Skirmish"), registered
 * beside Infantry Attacks with `registerRulesetModule` alone, played through the oracle and the library: a move of a
 * list of movers with the window the game names answered by the other side, a shell at a hex vertex that comes back
 * [column, row, corner], a concealed piece whose kind the other side's response never tells until a rule reveals it,
 * a saved game of its own format. (The simulated world plays it too: tests/foundry/world/live/toy-ruleset.test.ts.)
 */
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { runOracle } from "../../src/cli/oracle";
import { runCommand } from "../../src/engine/core/engine";
import { EventLog } from "../../src/engine/core/event-log";
import { ScriptedDice } from "../../src/engine/core/dice";
import { vertexHexes, vertexOf } from "../../src/engine/hex/vertex";
import { decodeOnMap, encodeOnMap } from "../../src/engine/map";
import { registerRulesetModule, rulesetModule } from "../../src/engine/rules/registry";
import { loadSavedGame, saveGameOf } from "../../src/engine/saved-games";
import { mapJson, REF, toyBattle as battle, toyMap as map, type ConcealedKind as Kind } from "../support/toy/battle";
import { TOY, ToyBattleJson, ToyCommandJson, toyModule, toyRuleset, type ToyBattle, type ToyCommand } from "../support/toy/engine";
import { dataIssues } from "../support/data-issues";

const step = (command: object, answers: Record<string, string> = {}) => ({ command, answers });
/** Blue's scouts step into [2, 3]; Red's scout snipes (a 3: no hit) in the window after it. */
const move = step({ type: "move", side: "blue", movers: ["s1", "s2"], to: [2, 3] }, { "toy-snipe:s1:1": "r1" });
/** Blue shells the vertex where [2, 3], [2, 2] and [3, 2] meet. */
const shell = step({ type: "shell", side: "blue", at: [2, 3, 1] });
const pass = (side: string) => step({ type: "pass", side });

const request = (kind: Kind, extra: object = {}) => ({ map: mapJson, battle: battle(kind), commands: [move, shell, pass("blue"), pass("red")], dice: [3, 2], ...extra });
const text = (response: unknown) => JSON.stringify(response);

beforeAll(() => registerRulesetModule(toyModule));

describe("a second game registered beside Infantry Attacks, played through the oracle (issue 17)", () => {
  it("the engine's registry holds it by its id; its battles are read by its own schemas, on its own TEC", () => {
    expect(rulesetModule(TOY)).toBe(toyModule);
    expect(dataIssues(() => runOracle({ map: mapJson, battle: { ...battle("block"), active: "green" } }))).toEqual([{ path: "$.battle.active", message: 'no side "green" in this battle' }]);
    expect(dataIssues(() => runOracle({ map: { ...mapJson, defaultTerrain: "orchard" }, battle: battle("block") }))[0]!.path).toMatch(/^\$\.map/);
    const { salt: _salt, ...unsalted } = battle("block");
    expect(dataIssues(() => runOracle({ map: mapJson, battle: unsalted }))).toEqual([{ path: "$.battle.salt", message: "a battle with concealed pieces keeps a salt for their handles" }]);
  });

  it("a move of a list of movers, the window after its step answered by the other side; a shell at a vertex; two passes end the turn", () => {
    const r = runOracle(request("block"));
    expect(r.results.map((x) => x.status)).toEqual(["done", "done", "done", "done"]);
    expect(r.results[0]).toMatchObject({
      events: [
        { type: "moved", side: "blue", movers: ["s1", "s2"], from: [1, 2], to: [2, 3] },
        { type: "sniped", side: "red", by: "r1", target: "s1", roll: 3, hit: false },
      ],
      dice: [3],
    });
    // The vertex round-trips as [column, row, corner]: in the command echoed, its event and the battle's marks.
    expect(r.results[1]).toMatchObject({ command: shell.command, events: [{ type: "shelled", side: "blue", at: [2, 3, 1], hexes: [{ hex: [2, 2], roll: 2 }] }] });
    expect(r.results[3]).toMatchObject({ events: [{ type: "passed", side: "red" }, { type: "turn-ended", turn: 2 }] });
    expect(r.battle).toMatchObject({ turn: 2, active: "blue", marks: [{ side: "blue", at: [2, 3, 1] }], pieces: { s1: { hex: [2, 3] }, s2: { hex: [2, 3] }, b1: { kind: "block", concealed: true } } });
    expect(r.diceUsed).toBe(2);
    // (The three hexes meeting at that vertex: the shell rolled one die, for the only one holding an enemy piece.)
    const v = vertexOf(map.hexAt(map.indexOfOffset(2, 3)), 1);
    expect(vertexHexes(v).map((h) => map.offsetAt(map.indexOf(h))).map(({ col, row }) => [col, row])).toEqual([[2, 3], [3, 2], [2, 2]]);
  });

  it("the window unanswered: the responding side is asked (options: pass, or each of its scouts and guns every side knows of); the mover's side waits, told only the kind", () => {
    const unanswered = { map: mapJson, battle: battle("gun"), commands: [step(move.command)] };
    expect(runOracle({ ...unanswered, as: "red" }).results).toEqual([
      {
        status: "decision",
        command: move.command,
        request: { id: "toy-snipe:s1:1", kind: "toy-snipe", side: "red", prompt: { code: "toy.snipe", params: { column: 2, row: 3 }, text: "Snipe at the pieces that stepped into [2, 3]?" }, options: ["pass", "r1"], default: "pass", rule: "toy 4" },
        preview: [{ type: "moved", side: "blue", movers: ["s1", "s2"], from: [1, 2], to: [2, 3] }],
        rolls: [],
      },
    ]);
    expect(runOracle({ ...unanswered, as: "blue" }).results).toEqual([{ status: "waiting", command: move.command, side: "red", kind: "toy-snipe" }]);
  });

  it("as Blue, the response is byte-identical whether the concealed piece is a block or a gun, and names neither it nor its kind; as Red, or whole, it shows", () => {
    const [block, gun] = (["block", "gun"] as const).map((kind) => text(runOracle(request(kind, { as: "blue", queries: [{ sight: { side: "blue" } }, { presence: { side: "blue" } }] }))));
    expect(gun).toBe(block);
    expect(block).not.toMatch(/\bb1\b|block|gun|salt/);
    const asBlue = JSON.parse(block);
    expect(asBlue.battle.unknown).toEqual([{ ref: REF, side: "red", hex: [2, 2] }]);
    expect(asBlue.answers).toEqual([
      { sight: { side: "blue", spotted: ["r1", REF] } },
      {
        presence: [
          { what: "piece", ref: "s1", side: "blue", hex: [2, 3] },
          { what: "piece", ref: "s2", side: "blue", hex: [2, 3] },
          { what: "piece", ref: "r1", side: "red", hex: [4, 4] },
          { what: "piece", ref: REF, side: "red", concealed: true, hex: [2, 2] },
          { what: "marker", ref: "toy-shell-1", side: "blue", kind: "toy-shell", vertex: [2, 3, 1] },
        ],
      },
    ]);
    // Red's own view keeps its concealed piece, with the handle the others know it by; the whole battle has it as it is.
    const asRed = runOracle(request("gun", { as: "red" }));
    expect((asRed.battle as ToyBattle).pieces.b1).toEqual({ side: "red", name: "Red gun", kind: "gun", hex: [2, 2], concealed: true, ref: REF });
    expect(text(asRed)).not.toBe(text(runOracle(request("block", { as: "red" }))));
    expect((runOracle(request("gun")).battle as ToyBattle).pieces.b1!.kind).toBe("gun");
  });

  it("a shell's 5 reveals the concealed piece (the response differs from then on); Red moves it by its handle while concealed, Blue seeing the handle alone", () => {
    const revealing = (kind: Kind) => runOracle(request(kind, { as: "blue", dice: [3, 5] }));
    expect(revealing("block").results[1]).toMatchObject({
      events: [
        { type: "shelled", at: [2, 3, 1], hexes: [{ hex: [2, 2], roll: 5 }] },
        { type: "revealed", piece: "b1", ref: REF, side: "red", kind: "block", name: "Red block", hex: [2, 2] },
      ],
    });
    expect(text(revealing("gun"))).not.toBe(text(revealing("block")));
    expect((revealing("gun").battle as ToyBattle).pieces.b1).toEqual({ side: "red", name: "Red gun", kind: "gun", hex: [2, 2] });

    // Red's concealed piece steps into [3, 2], named by its handle; Blue's first scout snipes (a 4), asked again (one at
    // a time) the second passes; in another game the first's 6 reveals it and eliminates it, which closes the window.
    const redMoves = (kind: Kind, shot: number) => ({
      map: mapJson,
      battle: battle(kind),
      commands: [pass("blue"), step({ type: "move", side: "red", movers: [REF], to: [3, 2] }, { [`toy-snipe:${REF}:1`]: "s1", [`toy-snipe:${REF}:2`]: "pass" })],
      dice: [shot],
      as: "blue",
    });
    const [block, gun] = (["block", "gun"] as const).map((kind) => text(runOracle(redMoves(kind, 4))));
    expect(gun).toBe(block);
    expect(block).not.toMatch(/\bb1\b|block|gun/);
    expect(JSON.parse(block).results[1].events).toEqual([
      { type: "moved", side: "red", movers: [REF], from: [2, 2], to: [3, 2] },
      { type: "sniped", side: "blue", by: "s1", target: REF, roll: 4, hit: false },
    ]);
    expect(runOracle(redMoves("gun", 6)).results[1]).toMatchObject({
      events: [{ type: "moved" }, { type: "sniped", target: REF, hit: true }, { type: "revealed", piece: "b1", kind: "gun" }, { type: "eliminated", piece: "b1" }],
    });
    // Named by its id, a concealed piece is no piece of its side's to command (its id would be echoed to the others).
    expect(runOracle({ ...redMoves("gun", 4), commands: [pass("blue"), step({ type: "move", side: "red", movers: ["b1"], to: [3, 2] })], as: "red" }).results[1]).toMatchObject({
      status: "refused",
      code: "engine.not-your-piece",
    });
  });

  it("the library checks its JSON on a map with its own TEC, and asks its sight query", async () => {
    // The library's schemas are those of the games registered when it loads (src/engine/schemas.ts `dataSchemas`,
    // src/cli/api.ts `schemas`): it is loaded here, after the toy was registered (no module this file imports loads it).
    const { check, sight } = await import("../../src/cli/api");
    expect(() => check("toy-command", shell.command, { map: mapJson })).not.toThrow();
    expect(dataIssues(() => check("toy-command", { ...shell.command, at: [2, 3, 6] }, { map: mapJson }))).toEqual([{ path: "$.at[2]", message: "Too big: expected number to be <=5" }]);
    expect(sight({ map: mapJson, battle: battle("block"), side: "blue" })).toEqual({ side: "blue", spotted: ["r1", REF] });
  });

  it("its games save in its own format and load back through the shared saved-game reader", () => {
    const ruleset = toyRuleset(map);
    const initial = decodeOnMap(map, ToyBattleJson, battle("gun"), "battle");
    const log = new EventLog(ruleset, initial);
    let state = initial;
    for (const { command, answers } of [move, shell, pass("blue")]) {
      const r = runCommand(ruleset, state, decodeOnMap(map, ToyCommandJson, command, "command") as ToyCommand, new ScriptedDice([3, 2]), answers);
      if (r.status !== "done") throw new Error(r.status);
      log.append(r.record);
      state = r.state;
    }
    const saved = JSON.parse(JSON.stringify(toyModule.savedGame.save({ map, log, pending: null })));
    expect(saved).toMatchObject({ format: "hex-tactics/toy", version: 1, log: [{ command: move.command }, { command: shell.command }, { command: pass("blue").command }] });
    const loaded = loadSavedGame(saved);
    expect(loaded.ruleset.id).toBe(TOY);
    expect(encodeOnMap(map, ToyBattleJson, loaded.log.replay() as ToyBattle)).toEqual(encodeOnMap(map, ToyBattleJson, state));
    expect(saveGameOf(loaded)).toEqual(saved);
  });

  it("Infantry Attacks' requests are answered as before with the second game registered", () => {
    const dir = new URL("../fixtures/legacy/oracle/", import.meta.url);
    for (const name of ["docs-example", "docs-example-as-russian", "scripted-turn"])
      expect(JSON.stringify(runOracle(JSON.parse(readFileSync(new URL(`${name}.request.json`, dir), "utf8")), name)) + "\n").toBe(readFileSync(new URL(`${name}.response.json`, dir), "utf8"));
  });
});
