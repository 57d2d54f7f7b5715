import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runOracle } from "../../src/cli/oracle";
import { OracleRequest } from "../../src/cli/oracle-schema";
import { decodeOnMap, encodeOnMap, loadMap } from "../../src/engine/map";
import { ia1Tec } from "../../src/engine/rules/ia/data";
import { applyIaEvent, type IaEvent } from "../../src/engine/rules/ia/events";
import { IaEventSchema } from "../../src/engine/rules/ia/events/schema";
import type { IaBattle } from "../../src/engine/rules/ia/state";
import { IaBattleJson } from "../../src/engine/rules/ia/state/battle-schema";
import { z } from "zod";

const request = JSON.parse(readFileSync(new URL("../scenarios/ia1-scripted-turn.json", import.meta.url), "utf8"));

describe("a complete scripted IA1 turn, headless from a scenario file", () => {
  const res = runOracle(request, "ia1-scripted-turn.json");
  const done = res.results.map((r) => (r.status === "done" ? (r.events as unknown as IaEvent[]) : []));
  const all = done.flat();
  const of = <T extends IaEvent["type"]>(type: T) => all.filter((e): e is Extract<IaEvent, { type: T }> => e.type === type);

  it("every command is carried out with the scripted dice and answers", () => {
    expect(res.results.map((r) => r.status)).toEqual(request.commands.map(() => "done"));
    expect(res.diceUsed).toBe(request.dice.length);
  });
  it("IA1 3.0 A: the Germans win the initiative 3 + 5 against 1 + 2 and take two segments", () => {
    expect(of("initiative-won")[0]).toMatchObject({ winner: "G", segments: 2 });
  });
  it("IA1 13.0: moving in the open, the company is passed over once, then fired on by the MG (one roll, the mover only)", () => {
    const opp = of("opportunity-fired");
    expect(opp).toHaveLength(1);
    expect(opp[0]).toMatchObject({ side: "R", mover: "g1", firers: ["rmg"] });
    const fire = of("fire-resolved")[0]!;
    expect(fire.results.map((r) => [r.piece, r.result])).toEqual([["g1", "M"], ["hptm", "M"]]);
  });
  it("IA1 14.12, 13.13, 13.14: the captain checks first and passes; the company fails, is disrupted and stops", () => {
    const checks = of("morale-checked").slice(0, 2);
    expect(checks.map((c) => [c.piece, c.passed])).toEqual([["hptm", true], ["g1", false]]);
    expect(all).toContainEqual(expect.objectContaining({ type: "status-changed", piece: "g1", status: "disrupted" }));
    expect(of("movement-stopped")[0]!.pieces).toContain("g1");
  });
  it("IA1 10.2, 14.1: direct fire on the Russian company gives M1; it rolls 12 + 1 and is demoralized", () => {
    const fire = of("fire-resolved")[1]!;
    expect(fire).toMatchObject({ side: "G", firers: ["g2"] });
    expect(fire.results[0]).toMatchObject({ piece: "r1", result: "M1" });
    expect(all).toContainEqual(expect.objectContaining({ type: "status-changed", piece: "r1", status: "demoralized" }));
  });
  it("IA1 14.4, 14.31: its recovery fails (11 against 7) and it flees away from the Germans", () => {
    expect(of("recovery-attempted")[0]).toMatchObject({ piece: "r1", passed: false });
    const fled = of("piece-moved").filter((e) => e.piece === "r1");
    expect(fled.length).toBeGreaterThan(0);
    expect((res.battle as { units: Record<string, { hex: number[] }> }).units.r1!.hex).not.toEqual([8, 6]);
  });
  it("IA1 3.0 C, D: pass, pass ends the turn; MOVED/FIRED and OPPORTUNITY FIRE markers are removed, Disrupted is not", () => {
    const battle = res.battle as unknown as { turn: number; phase: string; units: Record<string, { movedFired: boolean; oppFire: boolean; status: string }> };
    expect([battle.turn, battle.phase]).toEqual([2, "initiative"]);
    expect(Object.values(battle.units).every((u) => !u.movedFired && !u.oppFire)).toBe(true);
    expect(battle.units.g1!.status).toBe("disrupted");
  });
  it("its log of events replays to the identical battle", () => {
    const map = loadMap(request.map, ia1Tec);
    const start = (decodeOnMap(map, OracleRequest, request, "request") as { battle: IaBattle }).battle;
    for (const e of decodeOnMap(map, z.array(IaEventSchema), all, "events")) applyIaEvent(start, e);
    expect(encodeOnMap(map, IaBattleJson, start)).toEqual(res.battle);
  });
});
