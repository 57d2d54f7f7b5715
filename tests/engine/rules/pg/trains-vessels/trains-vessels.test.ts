import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import type { Answers } from "../../../../../src/engine/core/decision";
import { runCommand } from "../../../../../src/engine/core/engine";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { PgCounterSet } from "../../../../../src/engine/rules/pg/data/schemas/counters";
import { pgRuleset, type PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import { pgUnitFromCounter, type PgBattle, type PgLeader, type PgUnit } from "../../../../../src/engine/rules/pg/state";
import { classIssues } from "../../../../../src/engine/rules/pg/units/classify";
import { testMap } from "../../../../fixtures/maps";
import { directTableOf } from "../fire-command/fixtures";
import { base, cell as c, fire } from "../fixture-counters";
import { battle as stateBattle, leader } from "../state/fixtures";

/** A 20 × 14 map with a major river down column 15; the scenario's railroad track runs along row 2 (15.21). */
const river = Array.from({ length: 14 }, (_, row) => [15, row, ["major-river"]] as [number, number, string[]]);
const map = testMap(pg3Charts.tec, river, [20, 14]);
const at = (col: number, row: number) => map.indexOfOffset(col, row);
const RAILS = Array.from({ length: 12 }, (_, i) => at(i + 1, 2));

/** Every Direct Fire Table cell "-": fire resolves and changes nothing (the rules fix no cell these tests need). */
const tables = pg3Charts.fireTables.tables.map((t) => (t.kind === "direct" ? directTableOf("-") : t));
const pg = pgRuleset(map, pg3Charts.tec, { ...pg3Charts, fireTables: { ...pg3Charts.fireTables, tables } });

const afv = (kind: string, name: string) => ({ ...base, nationality: "soviet", name, code: "AT", kind, armor: c(2), movementClass: c("mechanized"), faces: { full: { directFire: fire(6, 4), movement: c(6) } } });
const counters = PgCounterSet.parse({
  ruleset: "panzer-grenadier",
  edition: "PG3",
  name: "PG 15.2 test counters",
  nationalities: { german: { name: "German" }, soviet: { name: "Soviet" } },
  units: {
    "soviet-train": afv("armored-train", "BP-35"),
    "soviet-vessel": { ...afv("river-vessel", "Gunboat"), faces: { full: { directFire: fire(6, 4), movement: c(5) } } },
    "soviet-rifles": { ...base, nationality: "soviet", name: "Rifles", code: "INF", kind: "infantry", movementClass: c("foot"), faces: { full: { directFire: fire(5, 3), movement: c(4) } } },
    "german-rifles": { ...base, name: "Schützen", code: "INF", kind: "infantry", movementClass: c("foot"), faces: { full: { directFire: fire(5, 3), movement: c(4) } } },
  },
}).units;
const unit = (id: string, side: string, type: string, hex: number): PgUnit => pgUnitFromCounter(id, side, type, counters[type]!, { hex });

/** The Soviets' action segment (or the Germans'), the track designated. */
const battle = (units: PgUnit[], leaders: PgLeader[] = [], active = "soviet"): PgBattle =>
  stateBattle(units, leaders, { phase: "action", turn: 2, rails: RAILS, tankLeaders: { soviet: [] }, impulses: { sides: ["soviet", "german"], active, lead: 1, lastPass: null, over: false } });

const run = (b: PgBattle, command: PgCommand, dice: number[] = [], answers: Answers = {}) => runCommand(pg, b, command, new ScriptedDice(dice), answers);
function play(b: PgBattle, command: PgCommand, dice: number[] = [], answers: Answers = {}): PgBattle {
  const r = run(b, command, dice, answers);
  if (r.status !== "done") throw new Error(`${command.type}: ${JSON.stringify(r)}`);
  return r.state;
}
const activate = (piece: string, action: "move" | "fire", root: { piece: string } | { leader: string } = { piece }, side = "soviet"): PgCommand => ({ type: "activate", side, root, pieces: { [piece]: action } });
const move = (piece: string, to: number, side = "soviet"): PgCommand => ({ type: "move", side, piece, to });
/** The id of the first opportunity fire decision at `piece` in hex `h` (13.1). */
const window = (piece: string, h: number) => `opportunity-fire:${piece}@${map.offsetAt(h).col},${map.offsetAt(h).row}:1`;
/** `b` after `piece` moves through `hexes`, the other side passing each window (13.1). */
const through = (b: PgBattle, piece: string, hexes: number[], side = "soviet") =>
  hexes.reduce((s, h) => play(s, move(piece, h, side), [], { [window(piece, h)]: "pass" }), b);

describe("PG 15.21 armored trains", () => {
  const train = () => unit("t", "soviet", "soviet-train", at(1, 2));
  it("PG 15.21 an armored train enters only the scenario's railroad track hexes, six of them a segment", () => {
    const moving = play(battle([train()]), activate("t", "move"));
    expect(run(moving, move("t", at(1, 3)))).toMatchObject({ status: "refused", rule: "PG 15.21", code: "move.train-off-track" });
    const moved = through(moving, "t", [2, 3, 4, 5, 6, 7].map((col) => at(col, 2)));
    expect(moved.units.get("t")!.hex).toBe(at(7, 2));
    expect(run(moved, move("t", at(8, 2)))).toMatchObject({ status: "refused", rule: "PG 5.0", code: "move.too-few-mp" });
  });
  it("PG 15.2 an armored train moves first and then fires in the same action segment; after firing it moves no more", () => {
    const german = unit("g", "german", "german-rifles", at(6, 5));
    const moved = through(play(battle([train(), german]), activate("t", "fire")), "t", [at(2, 2), at(3, 2)]);
    const fired = play(moved, { type: "direct-fire", side: "soviet", firers: ["t"], at: at(6, 5) }, [3, 3]);
    expect(fired.units.get("t")!.movedFired).toBe(true);
    expect(run(fired, move("t", at(4, 2)))).toMatchObject({ status: "refused" });
  });
  it("PG 15.2 an AFV for combat purposes: the counter set refuses one without an armor value", () => {
    expect(classIssues({ ...pgUnitFromCounter("x", "soviet", "soviet-train", counters["soviet-train"]!), armor: null }, 1).map(([f]) => f)).toContain("armor");
  });
});

describe("PG 15.22 river vessels", () => {
  it("PG 15.22 a river vessel enters only major river hexes, five of them a segment", () => {
    const moving = play(battle([unit("v", "soviet", "soviet-vessel", at(15, 1))]), activate("v", "move"));
    expect(run(moving, move("v", at(14, 1)))).toMatchObject({ status: "refused", rule: "PG 15.22", code: "move.vessel-off-river" });
    const moved = through(moving, "v", [2, 3, 4, 5, 6].map((row) => at(15, row)));
    expect(run(moved, move("v", at(15, 7)))).toMatchObject({ status: "refused", rule: "PG 5.0", code: "move.too-few-mp" });
  });
  it("PG 15.2 enemy ground units may not enter a major river hex that contains a river vessel", () => {
    const b = play(battle([unit("v", "soviet", "soviet-vessel", at(15, 5)), unit("g", "german", "german-rifles", at(14, 8))], [leader("lt", "german", at(14, 8))], "german"), activate("g", "move", { leader: "lt" }, "german"));
    expect(run(b, move("g", at(15, 8), "german"), [], { [window("g", at(15, 8))]: "pass" })).toMatchObject({ status: "done" });
    const next = play(battle([unit("v", "soviet", "soviet-vessel", at(15, 8)), unit("g", "german", "german-rifles", at(14, 8))], [leader("lt", "german", at(14, 8))], "german"), activate("g", "move", { leader: "lt" }, "german"));
    expect(run(next, move("g", at(15, 8), "german"))).toMatchObject({ status: "refused", rule: "PG 15.2", code: "move.vessel-river" });
  });
});

describe("PG 15.2 train and vessel leaders", () => {
  it("PG 15.2 a train's leader activates the train and no other unit; a regular leader does not activate the train", () => {
    const b = battle([unit("t", "soviet", "soviet-train", at(1, 2)), unit("i", "soviet", "soviet-rifles", at(1, 2))], [leader("tl", "soviet", at(1, 2), "train"), leader("lt", "soviet", at(1, 2))]);
    expect(run(b, activate("t", "move", { leader: "tl" }))).toMatchObject({ status: "done" });
    expect(run(b, activate("i", "move", { leader: "tl" }))).toMatchObject({ status: "refused" });
    expect(run(b, { type: "activate", side: "soviet", root: { leader: "lt" }, pieces: { t: { action: "move", ledBy: "lt" } } })).toMatchObject({ status: "refused" });
  });
});

describe("PG 15.2 opportunity fire, then movement", () => {
  /** The Germans' segment: their rifles move into the range of the Soviet train at [4, 2]. */
  const germans = () => play(battle([unit("t", "soviet", "soviet-train", at(4, 2)), unit("g", "german", "german-rifles", at(4, 7))], [leader("lt", "german", at(4, 7))], "german"), activate("g", "move", { leader: "lt" }, "german"));
  const fired = () => play(germans(), move("g", at(4, 6), "german"), [3, 3], { "opportunity-fire:g@4,6:1": ["t"] });
  /** The Soviets' segment, once the Germans end theirs. */
  const sovietsTurn = (b: PgBattle) => play(b, { type: "end-activation", side: "german" });
  it("PG 15.2 a train that took opportunity fire may still move: it activates to move under its markers, once", () => {
    const b = sovietsTurn(fired());
    expect(b.units.get("t")).toMatchObject({ extraMarkers: true, oppFireKind: "direct" });
    const moving = play(b, activate("t", "move"));
    expect(moving.units.get("t")!.extraMarkers).toBeUndefined();
    const moved = through(moving, "t", [at(5, 2)]);
    expect(moved.units.get("t")!.hex).toBe(at(5, 2));
    // Its markers gone, it activates no more this turn (7.22).
    const later = play(play(moved, { type: "end-activation", side: "soviet" }), { type: "pass", side: "german" });
    expect(run(later, activate("t", "move"))).toMatchObject({ status: "refused", code: expect.stringMatching(/^activation\.(moved|opportunity)-fired$/) });
  });
  it("PG 15.2 (ruling A47) but may not fire: designated to fire it does not activate", () => {
    expect(run(sovietsTurn(fired()), activate("t", "fire"))).toMatchObject({ status: "refused", rule: "PG 7.22" });
  });
});
