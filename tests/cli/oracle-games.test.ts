import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { check, loadBattle } from "../../src/cli/api";
import { runOracle } from "../../src/cli/oracle";
import type { RulesetModule } from "../../src/engine/core/ruleset-module";
import { Hex } from "../../src/engine/map";
import { ia1Tec } from "../../src/engine/rules/ia/data";
import { registerRulesetModule } from "../../src/engine/rules/registry";
import { dataIssues } from "../support/data-issues";

const example = () => JSON.parse(readFileSync(new URL("../../docs/examples/initiative-and-pass.json", import.meta.url), "utf8"));

/**
 * A game written for this test, registered beside Infantry Attacks: each side marks hexes, a mark only its side sees.
 * The oracle reads it by its module alone: its battle, commands, events, queries, views and a chart kind of its own.
 */
type Marks = { ruleset: "marks"; edition: "M1"; sides: string[]; marks: { side: string; hex: number }[] };
type Mark = { type: "mark"; side: string; at: number };
type Marked = { type: "marked"; side: string; at: number };
const Battle = z.object({ ruleset: z.literal("marks"), edition: z.literal("M1"), sides: z.array(z.string()), marks: z.array(z.object({ side: z.string(), hex: Hex }).strict()) }).strict();
const Command = z.object({ type: z.literal("mark"), side: z.string(), at: Hex }).strict();
const Event = z.object({ type: z.literal("marked"), side: z.string(), at: Hex }).strict();
const Pens = z.object({ colour: z.string() }).strict();
const seenBy = (b: Marks, side: string): Marks => ({ ...b, marks: b.marks.filter((m) => m.side === side) });
const views = { state: seenBy, event: (_b: Marks, e: Marked, side: string) => (e.side === side ? e : null) };
const marks: RulesetModule<Marks, Mark, Marked, Marks> = {
  id: "marks",
  short: "mk",
  editions: ["M1"],
  charts: { kinds: [{ id: "pens", requestKey: "pens", schema: Pens }], shipped: () => ({ tec: ia1Tec, pens: { colour: "black" } }) },
  ruleset: () => ({
    id: "marks",
    apply: (b, e) => void b.marks.push({ side: e.side, hex: e.at }),
    draft: (b) => structuredClone(b),
    execute: (ctx, c) => ctx.emit({ type: "marked", side: c.side, at: c.at }),
    views,
  }),
  battle: Battle,
  sides: (b) => b.sides,
  commands: Command,
  answers: z.record(z.string(), z.unknown()),
  events: Event,
  decisions: z.never(),
  views: { ...views, battleOf: (v) => v, told: { shape: { ownMarks: z.number().optional() }, of: (v) => ({ ownMarks: v.marks.length }) } },
  queries: {
    count: { request: z.object({ side: z.string().min(1) }).strict(), answer: z.number(), side: (q: { side: string }) => q.side, run: (v) => v.state.marks.length },
  },
  savedGame: {
    format: "hex-tactics/marks",
    version: 1,
    claims: () => false,
    save: () => {
      throw new Error("this test saves no game");
    },
    load: () => {
      throw new Error("this test saves no game");
    },
  },
  text: {},
  published: {},
};

const map = { id: "m", name: "m", layout: "odd-q", columns: 4, rows: 4, defaultTerrain: "clear" };
const battle = { ruleset: "marks", edition: "M1", sides: ["a", "b"], marks: [] };
const mark = (side: string, at: [number, number]) => ({ command: { type: "mark", side, at } });

describe("the oracle plays the game a battle names (issue 17)", () => {
  beforeAll(() => registerRulesetModule(marks));

  it("a request may say its version, 1; a later one is refused at $.version", () => {
    expect(runOracle({ ...example(), version: 1 })).toEqual(runOracle(example()));
    expect(dataIssues(() => runOracle({ ...example(), version: 2 }))).toEqual([{ path: "$.version", message: "version 2 is not one this oracle reads (it reads 1)" }]);
  });

  it("a battle of a game the oracle does not play is refused at $.battle.ruleset, naming the games it plays", () => {
    const req = example();
    req.battle.ruleset = "chess";
    expect(dataIssues(() => runOracle(req))).toEqual([{ path: "$.battle.ruleset", message: 'no ruleset "chess" (this oracle plays infantry-attacks, panzer-grenadier, red-poppies, combat-infantry, marks)' }]);
  });

  it("a second game's battle is read, played, asked and shown to a side by that game's module", () => {
    const req = { map, battle, commands: [mark("a", [1, 2]), mark("b", [3, 3])], queries: [{ count: { side: "a" } }], pens: { colour: "red" } };
    expect(runOracle(req)).toEqual({
      results: [
        { status: "done", command: mark("a", [1, 2]).command, events: [{ type: "marked", side: "a", at: [1, 2] }], dice: [], rolls: [] },
        { status: "done", command: mark("b", [3, 3]).command, events: [{ type: "marked", side: "b", at: [3, 3] }], dice: [], rolls: [] },
      ],
      battle: { ...battle, marks: [{ side: "a", hex: [1, 2] }, { side: "b", hex: [3, 3] }] },
      answers: [{ count: 1 }],
      diceUsed: 0,
    });
    const asA = runOracle({ ...req, as: "a" });
    expect(asA.battle).toEqual({ ...battle, marks: [{ side: "a", hex: [1, 2] }] });
    expect(asA.ownMarks).toBe(1);
    expect(asA.results[1]).toMatchObject({ status: "done", events: [] });
  });

  it("its own fields and charts are checked by its schemas, naming the path", () => {
    expect(dataIssues(() => runOracle({ map, battle, pens: { colour: 3 } }))).toEqual([{ path: "$.pens.colour", message: "Invalid input: expected string, received number" }]);
    expect(dataIssues(() => runOracle({ map, battle, fireTables: {} }))[0]!.path).toBe("$");
    expect(dataIssues(() => runOracle({ map, battle, queries: [{ sight: { side: "a" } }] })).map((i) => i.path)).toContain("$.queries[0]");
    expect(dataIssues(() => runOracle({ map, battle, queries: [{ count: { side: "c" } }] }))).toEqual([{ path: "$.queries[0].count.side", message: 'no side "c" in this battle (a, b)' }]);
  });

  it("the library loads its battles", () => {
    expect(loadBattle({ map, battle })).toEqual(battle);
  });

  it("the library checks a game's JSON on a map with the TEC its game ships for the JSON's edition, or asks for one", () => {
    const ia2Map = { ...map, hexes: [{ at: [1, 1], terrain: ["orchard"] }] };
    const ia2Battle = { ...example().battle, edition: "IA2", units: {} };
    expect(() => check("ia-battle", ia2Battle, { map: ia2Map })).not.toThrow();
    expect(dataIssues(() => check("ia-battle", { ...ia2Battle, edition: "IA1" }, { map: ia2Map }))[0]!.path).toMatch(/^\$\.map/);
    expect(dataIssues(() => check("map", ia2Map, { map: ia2Map }))).toEqual([{ path: "$", message: '"map" is read on a map with a Terrain Effects Chart: give the tec' }]);
  });
});
