import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runAnswering, runCommand } from "../../../../../src/engine/core/engine";
import { ia1Tec, ia2Tec } from "../../../../../src/engine/rules/ia/data";
import { firstEditionRule, iaRuleFallback } from "../../../../../src/engine/rules/ia/first-edition-rules";
import { ia2Visibility } from "../../../../../src/engine/rules/ia/los";
import { lineOfSight } from "../../../../../src/engine/rules/ia/queries/line-of-sight";
import { previewMove } from "../../../../../src/engine/rules/ia/queries/preview";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";
import { bombardmentFixture } from "../artillery/support";

const ia2Map = testMap(ia2Tec, [], [24, 24]);
const ia1Map = testMap(ia1Tec, [], [24, 24]);
const rulesFor = (edition: "IA1" | "IA2") => (edition === "IA2" ? iaRuleset(ia2Map, ia2Tec, { fireTables: bombardmentFixture() }) : iaRuleset(ia1Map, ia1Tec, { fireTables: bombardmentFixture() }));
const at = (c: number, r: number) => ia2Map.indexOfOffset(c, r);

/** G's action segment in an `edition` battle, `g1` and `g2` activated to fire or move. */
function world(edition: "IA1" | "IA2", units: IaUnit[], action: "fire" | "move" = "fire"): IaBattle {
  const pieces = Object.fromEntries(units.filter((u) => u.side === "G").map((u) => [u.id, { action, ledBy: null, mpSpent: 0, hexesEntered: 0 }]));
  return battle([side("G", 3), side("R", 3)], units, [], {
    edition,
    ...(edition === "IA2" ? { visibility: ia2Visibility("day", 1) } : {}),
    phase: "action",
    impulses: { sides: ["G", "R"], active: "G", lead: 1, lastPass: null, over: false },
    activation: { side: "G", pieces, current: null, done: [] },
  });
}
const company = (id: string, s: string, hex: number) => inf(id, s, hex);
const gun = (id: string, hex: number) => inf(id, "G", hex, { kind: "ART", company: false, steps: 1, maxSteps: 1, full: { direct: 0, bombardment: 6, range: 10, movement: 0 } });
const fire: IaCommand = { type: "direct-fire", side: "G", firers: ["g1", "g2"], at: at(9, 10) };
const done = (edition: "IA1" | "IA2", b: IaBattle, c: IaCommand, dice: number[]) => {
  const r = runAnswering(rulesFor(edition), b, c, new ScriptedDice(dice)).result;
  if (r.status !== "done") throw new Error(JSON.stringify(r));
  return r.record.events;
};
/** Every object in `value` that cites a rule: [rule, fallback]. */
const citations = (value: unknown): [string, string | undefined][] => {
  if (Array.isArray(value)) return value.flatMap(citations);
  if (typeof value !== "object" || value === null) return [];
  const o = value as { rule?: unknown; fallback?: string };
  return [...(typeof o.rule === "string" ? [[o.rule, o.fallback] as [string, string | undefined]] : []), ...Object.values(o).flatMap(citations)];
};

describe("IA2 sections 8 and later play by the 1st edition, flagged (issue 10)", () => {
  it("IA2 1.0–7.56 end the text: IA1 7 (Combat, IA2 8) and IA1 9–18 are 1st-edition rules in an IA2 battle; IA1 8 (Spotting, IA2 7) and 1–6 are not", () => {
    for (const rule of ["IA1 7.52", "IA1 9.2", "IA1 10.3", "IA1 12.33", "IA1 14.1", "IA1 16.12", "IA1 18.1", "IA1 6.61, 14.3", "IA2 7.1; IA1 16.12", "IA1 5.41", "IA1 5.44"])
      expect([rule, firstEditionRule(rule)]).toEqual([rule, "IA1"]);
    for (const rule of ["IA1 8.52", "IA1 8.61, 8.71", "IA1 5.2", "IA1 5.5", "IA1 6.62", "IA1 3.0 C", "IA2 7.56", "IA2 6.51", "engine", "move"])
      expect([rule, firstEditionRule(rule)]).toEqual([rule, undefined]);
    expect(iaRuleFallback({ edition: "IA1" })).toBeNull();
    expect(iaRuleFallback({ edition: "IA2" })).toBe(firstEditionRule);
  });

  it("IA1 10.2 direct fire in an IA2 battle: the event and each trace entry citing a 1st-edition rule carry fallback IA1, the IA1 4.2 stacking entry (IA2 4.2 in the text) does not", () => {
    const b = world("IA2", [company("g1", "G", at(9, 12)), company("g2", "G", at(9, 12)), company("r", "R", at(9, 10))]);
    const events = done("IA2", b, fire, [6, 6]);
    const shot = events.find((e) => e.type === "fire-resolved")!;
    expect(shot).toMatchObject({ rule: "IA1 10.2", fallback: "IA1" });
    const cited = citations(shot);
    expect(cited.length).toBeGreaterThan(2);
    for (const [rule, fallback] of cited) expect([rule, fallback]).toEqual([rule, firstEditionRule(rule)]);
    expect(cited.filter(([, f]) => f === "IA1").length).toBeGreaterThan(1);
    expect(cited).toContainEqual(["IA1 4.2", undefined]);
  });

  it("IA1 10.3 Open Sights bombardment in an IA2 battle: the fire and its column trace carry fallback IA1", () => {
    const b = { ...world("IA2", [gun("g1", at(5, 10)), company("r", "R", at(9, 10))]), plans: { G: { missions: { g1: { mission: "open-sights" as const } } } } };
    const events = done("IA2", b, { type: "open-sights-fire", side: "G", firer: "g1", at: at(9, 10) }, [6, 6]);
    const shot = events.find((e) => e.type === "fire-resolved")!;
    expect(shot).toMatchObject({ rule: "IA1 10.3", fallback: "IA1" });
    expect(shot.trace.filter((t) => t.rule?.startsWith("IA1 9") || t.rule?.startsWith("IA1 10")).every((t) => t.fallback === "IA1")).toBe(true);
    expect(shot.trace.some((t) => t.fallback === "IA1")).toBe(true);
  });

  it("IA2 5.2 a move in an IA2 battle plays the 2nd edition's text: nothing in it is flagged", () => {
    const b = world("IA2", [company("g1", "G", at(9, 12)), company("r", "R", at(20, 20))], "move");
    const events = done("IA2", b, { type: "move", side: "G", piece: "g1", to: at(9, 11) }, []);
    expect(events.some((e) => e.type === "piece-moved")).toBe(true);
    expect(JSON.stringify(events)).not.toContain("fallback");
  });

  it("an IA1 battle never carries the flag: the same fire", () => {
    const b = world("IA1", [company("g1", "G", at(9, 12)), company("g2", "G", at(9, 12)), company("r", "R", at(9, 10))]);
    const events = done("IA1", b, fire, [6, 6]);
    expect(events.find((e) => e.type === "fire-resolved")).toMatchObject({ rule: "IA1 10.2" });
    expect(JSON.stringify(events)).not.toContain("fallback");
  });

  it("a refusal in an IA2 battle citing a 1st-edition rule (IA1 10.1 range) carries fallback IA1; in IA1 it does not", () => {
    const far: IaCommand = { type: "direct-fire", side: "G", firers: ["g1"], at: at(9, 2) };
    const units = (edition: "IA1" | "IA2") => world(edition, [company("g1", "G", at(9, 12)), company("r", "R", at(9, 2))]);
    const ia2 = runCommand(rulesFor("IA2"), units("IA2"), far, new ScriptedDice([]));
    const ia1 = runCommand(rulesFor("IA1"), units("IA1"), far, new ScriptedDice([]));
    expect(ia2).toMatchObject({ status: "refused", rule: ia1.status === "refused" ? ia1.rule : "?", fallback: "IA1" });
    expect(ia1.status === "refused" && "fallback" in ia1).toBe(false);
  });

  it("the queries too: IA1 16.12 smoke blocking a line in an IA2 battle (IA2 7.1; IA1 16.12) and IA1 5.41 refusing a previewed assault step are flagged; the IA2 7.x spotting trace is not", () => {
    const smoky = (edition: "IA1" | "IA2") => ({ ...world(edition, [company("g1", "G", at(9, 12))]), smoke: [at(9, 9)] });
    const ia2 = lineOfSight({ state: smoky("IA2"), map: ia2Map, tec: ia2Tec }, at(9, 12), at(9, 6));
    expect(ia2.sides.map((s) => s.blocked)).toEqual([expect.objectContaining({ hex: at(9, 9), rule: "IA2 7.1; IA1 16.12", fallback: "IA1" })]);
    expect(ia2.trace.length).toBeGreaterThan(0);
    expect(ia2.trace.some((t) => "fallback" in t)).toBe(false);
    expect(JSON.stringify(lineOfSight({ state: smoky("IA1"), map: ia1Map, tec: ia1Tec }, at(9, 12), at(9, 6)))).not.toContain("fallback");
    const assault = world("IA2", [company("g1", "G", at(9, 12)), company("r", "R", at(9, 11))], "move");
    expect(previewMove({ state: assault, map: ia2Map, tec: ia2Tec }, "g1", [at(9, 11)]).refused).toMatchObject({ rule: "IA1 5.41", fallback: "IA1" });
  });
});
