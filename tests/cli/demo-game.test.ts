/**
 * Issue 10: the compendium's demonstration scenario played as a full script — an Artillery Plan for on-board and
 * off-board guns, drumfire and its entry attack, an assault and a cavalry charge — runs headless through the oracle, replays exactly from its
 * log, and tells the Russians nothing of the German plan before it fires.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { runOracle } from "../../src/cli/oracle";
import { OracleRequest } from "../../src/cli/oracle-schema";
import { Scenario } from "../../src/engine/rules/ia/data/schemas/scenario";
import { decodeOnMap, encodeOnMap } from "../../src/engine/map";
import { applyIaEvent, type IaEvent } from "../../src/engine/rules/ia/events";
import { IaEventSchema } from "../../src/engine/rules/ia/events/schema";
import type { IaBattle } from "../../src/engine/rules/ia/state";
import { IaBattleJson } from "../../src/engine/rules/ia/state/battle-schema";
import { DICE, HEX, map, request, scenarioJson, script, type Line } from "./demo-game";

const T = { at: HEX.target };
const D = { at: HEX.decoy };
/** The plan of the script: every gun at the Russian outpost two turns running, nothing after. */
const LINE: Line = [T, T, null, null, null, null, null, null];

type Battle = { units: Record<string, { hex: [number, number] | null; steps: number }>; drumfire?: unknown[]; plans?: unknown; turn: number; phase: string };

describe("IA1 9–12 the demonstration scenario with artillery, drumfire, an assault and a cavalry charge, headless", () => {
  const req = request(script(LINE), DICE);
  const res = runOracle(req, "demo");
  const all = res.results.flatMap((r) => (r.status === "done" ? (r.events as unknown as IaEvent[]) : []));
  const of = <K extends IaEvent["type"]>(type: K) => all.filter((e): e is Extract<IaEvent, { type: K }> => e.type === type);
  const battle = res.battle as unknown as Battle;

  it("the script plays the compendium's own scenario: the entry's flags hold the scenario file the request is built from", () => {
    const entry = JSON.parse(readFileSync(new URL("../../packs/_source/ia-scenarios/htsc45TDEeOi4kCi.json", import.meta.url), "utf8"));
    expect(entry.flags["hex-tactics"].scenario).toEqual(scenarioJson);
    expect(Scenario.safeParse(scenarioJson).success).toBe(true);
  });

  it("plays every command with the scripted dice and answers", () => {
    expect(res.results.map((r) => r.status)).toEqual(req.commands.map(() => "done"));
    expect(res.diceUsed).toBe(DICE.length);
  });

  it("IA1 9.2, 9.3: each Bombardment Phase attacks [13, 4] twice: the battery on the hill alone (12), the two off-board 14s combined (28); on- and off-board guns never combine", () => {
    const bombardments = of("fire-resolved").filter((e) => e.table === "bombardment" && e.rule === "IA1 9.3");
    expect(bombardments.map((e) => [e.firers, e.at, e.strength, e.rule])).toEqual([
      [["ger-art-1"], HEX.target, 12, "IA1 9.3"],
      [["german-oba-1", "german-oba-2"], HEX.target, 28, "IA1 9.3"],
      [["ger-art-1"], HEX.target, 12, "IA1 9.3"],
      [["german-oba-1", "german-oba-2"], HEX.target, 28, "IA1 9.3"],
    ]);
    expect(bombardments.map((e) => e.results.map((r) => [r.piece, r.result]))).toEqual([[["rus-inf-4", "-"]], [["rus-inf-4", "-"]], [["rus-inf-4", "-"]], [["rus-inf-4", "M"]]]);
    expect(of("morale-checked").filter((e) => e.piece === "rus-inf-4" && e.cause.startsWith("bombardment")).map((e) => [e.result, e.target, e.passed])).toEqual([[6, 7, true]]);
  });

  it("IA1 9.15: the battery firing Planned Fire is marked MOVED/FIRED each turn", () => {
    expect(of("moved-fired").filter((e) => e.rule === "IA1 9.15").map((e) => e.pieces)).toEqual([["ger-art-1"], ["ger-art-1"]]);
  });

  it("IA1 9.7: every gun repeating at the same hex in turn 2 places a Drumfire marker; they are on the map in the Action Phase", () => {
    expect(of("drumfire-placed").map((e) => [e.gun, e.at, e.onboard, e.rule])).toEqual([
      ["ger-art-1", HEX.target, true, "IA1 9.7"],
      ["german-oba-1", HEX.target, false, "IA1 9.7"],
      ["german-oba-2", HEX.target, false, "IA1 9.7"],
    ]);
    expect(battle.drumfire).toEqual([
      { at: HEX.target, side: "german", gun: "ger-art-1", onboard: true },
      { at: HEX.target, side: "german", gun: "german-oba-1", onboard: false },
      { at: HEX.target, side: "german", gun: "german-oba-2", onboard: false },
    ]);
  });

  it("IA1 9.71: the outpost that was in [13, 4] when the markers were placed is attacked again only on re-entering it: each marker's gun fires at it, the off-board factors combined (9.2)", () => {
    expect(of("piece-moved").filter((e) => e.piece === "rus-inf-4").map((e) => [e.from, e.to])).toEqual([
      [HEX.target, HEX.out],
      [HEX.out, HEX.target],
    ]);
    const entry = of("fire-resolved").filter((e) => e.rule === "IA1 9.71");
    expect(entry.map((e) => [e.side, e.table, e.firers, e.at, e.strength, e.column, e.roll.dice, e.results.map((r) => [r.piece, r.result])])).toEqual([
      ["german", "bombardment", ["ger-art-1"], HEX.target, 12, 30, [4, 4], [["rus-inf-4", "-"]]],
      ["german", "bombardment", ["german-oba-1", "german-oba-2"], HEX.target, 28, 30, [5, 2], [["rus-inf-4", "M"]]],
    ]);
    // 9.71 with 4.2: only the moving unit counts for stacking, and it is a company.
    expect(entry.map((e) => e.trace.find((t) => t.id === "companies")?.value)).toEqual([1, 1]);
    expect(of("morale-checked").filter((e) => e.cause.startsWith("drumfire")).map((e) => [e.piece, e.result, e.target, e.passed])).toEqual([["rus-inf-4", 6, 7, true]]);
    // It passed its morale check: it is not stopped, and ends its move in the hex (9.71).
    expect(battle.units["rus-inf-4"]).toMatchObject({ hex: HEX.target, steps: 2 });
  });

  it("IA1 12.4, 12.3: the company led by its captain moves into [14, 7] and must assault: 5 + 1 (6.52) on the 6 column, +1 (6.53); the defender loses a step", () => {
    const declared = of("assault-declared");
    expect(declared[0]).toMatchObject({ at: HEX.assaulted, units: ["ger-inf-1"], leaders: ["ger-hptm-a1"], required: true, rule: "IA1 12.4" });
    const [attack, defence] = of("fire-resolved").filter((e) => e.table === "assault");
    expect([attack!.strength, attack!.column, attack!.results.map((r) => [r.piece, r.result])]).toEqual([6, 10, [["rus-inf-5", "1"]]]);
    expect([defence!.side, defence!.strength, defence!.column]).toEqual(["russian", 4, 3]);
    expect(battle.units["rus-inf-5"]).toMatchObject({ hex: HEX.assaulted, steps: 1 });
  });

  it("IA1 12.7, 12.73: the mounted squadron charges from two hexes away through the clear, empty [18, 8] at +2 and eliminates the outpost", () => {
    expect(of("cavalry-charged")).toEqual([{ type: "cavalry-charged", pieces: ["ger-cav-1"], hex: HEX.charged, through: HEX.through, rule: "IA1 12.7" }]);
    const charge = of("fire-resolved").filter((e) => e.table === "assault")[2]!;
    expect(charge.trace.find((t) => t.id === "cavalry-charge")).toMatchObject({ value: 2, rule: "IA1 12.7" });
    expect([charge.strength, charge.column, charge.results.map((r) => [r.piece, r.result])]).toEqual([3, 10, [["rus-inf-6", "2"]]]);
    expect(battle.units["rus-inf-6"]).toBeUndefined();
    expect(battle.units["ger-cav-1"]).toMatchObject({ hex: HEX.charged, steps: 2 });
  });

  it("its log of events replays to the identical battle", () => {
    const start = (decodeOnMap(map, OracleRequest, req, "request") as { battle: IaBattle }).battle;
    for (const e of decodeOnMap(map, z.array(IaEventSchema), all, "events")) applyIaEvent(start, e);
    expect(encodeOnMap(map, IaBattleJson, start)).toEqual(res.battle);
  });

  it("the same request gives the same response", () => {
    expect(runOracle(request(script(LINE), DICE))).toEqual(res);
  });
});

describe("IA1 9.11 the Russians receive nothing of the German plan before it fires", () => {
  const asRussian = (line: Line, upTo: number) => runOracle(request(script(line).slice(0, upTo), DICE, "russian"));

  it("with the plan written, the Russians' responses are the same whatever it says (and hold only that it was written)", () => {
    const other = asRussian([D, null, D, null, null, null, null, null], 1);
    const seen = asRussian(LINE, 1);
    expect(seen).toEqual(other);
    expect(seen.results[0]).toMatchObject({ status: "done", events: [{ type: "artillery-plan-written", side: "german" }] });
    expect(JSON.stringify(seen)).not.toContain("missions");
  });

  it("a plan that differs only in turn 3 gives the Russians the identical responses for the whole scripted game", () => {
    const whole = script(LINE).length;
    const seen = asRussian(LINE, whole);
    expect(seen.results.map((r) => r.status)).toEqual(script(LINE).map(() => "done"));
    expect(seen).toEqual(asRussian([T, T, D, null, null, null, null, null], whole));
    expect(JSON.stringify(seen)).not.toContain("missions");
  });

  it("a plan that differs in what fires is seen the moment it fires, in turn 1's Bombardment Phase", () => {
    const decoy = asRussian([D, T, null, null, null, null, null, null], 2);
    const seen = asRussian(LINE, 2);
    expect(seen.results[0]).toEqual(decoy.results[0]);
    expect(seen.results[1]).not.toEqual(decoy.results[1]);
  });
});
