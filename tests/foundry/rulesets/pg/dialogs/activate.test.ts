import { describe, expect, it } from "vitest";
import { localizeAll } from "../../../../../src/foundry/i18n";
import { activateCommand, activateView, activationRoots, scopeRows } from "../../../../../src/foundry/rulesets/pg/dialogs/activate-view";
import { activateStateFrom, emptyActivation } from "../../../../../src/foundry/rulesets/series/dialogs/activate-view";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { enI18n } from "../../../../support/i18n";
import { at, battle, judged, leader, unit, viewOf } from "./support";

/** The Soviets' action segment (1942): Kapitan Orlov, a rifle company and a tank in [8, 8], a second tank in [8, 9]; German infantry far off. */
function segment(tankLeaders: string[] = ["t1"]): PgBattle {
  const units = [
    unit("t1", "soviet", "soviet-tank", { hex: at(8, 8) }),
    unit("i1", "soviet", "soviet-infantry", { hex: at(8, 8) }),
    unit("t2", "soviet", "soviet-tank", { hex: at(8, 9) }),
    unit("gi", "german", "german-infantry", { hex: at(2, 2) }),
  ];
  return battle(units, [leader("kap", "soviet", at(8, 8))], {
    phase: "action",
    turn: 2,
    initiative: { winner: "soviet", segments: 1, rolls: [] },
    impulses: { sides: ["soviet", "german"], active: "soviet", lead: 1, lastPass: null, over: false },
    tankLeaders: { soviet: tankLeaders },
  });
}

describe("PG Activate dialog", () => {
  it("PG 3.3, 6.8 a tank leader is a root of his own side's by the AFV carrying him; his side's view alone knows him", () => {
    const soviet = viewOf(segment(), "soviet");
    expect(activationRoots(soviet).filter((r) => r.group === "leader").map((r) => r.key)).toEqual(["leader:kap", "leader:t1"]);
    // Without the assignment the same AFV is no leader.
    expect(activationRoots(viewOf(segment([]), "soviet")).filter((r) => r.group === "leader").map((r) => r.key)).toEqual(["leader:kap"]);
  });

  it("PG 3.31, 3.2 a tank leader reaches the AFVs in his hex and the six adjacent, no other unit nor leader", () => {
    const rows = scopeRows(viewOf(segment(), "soviet"), "leader:t1");
    expect(rows.map((r) => [r.id, r.leaders.map((l) => l.id)])).toEqual([
      ["t1", ["t1"]],
      ["t2", ["t1"]],
    ]);
  });

  it("PG 3.33 a regular leader activates non-AFV units, never the AFVs of his hex", () => {
    const ids = scopeRows(viewOf(segment(), "soviet"), "leader:kap").map((r) => r.id);
    expect(ids).toContain("i1");
    expect(ids).not.toContain("t1");
    expect(ids).not.toContain("t2");
  });

  it("PG 3.32, 3.33 a mixed stack self-activates together — its AFV, its unit, its leader — and its tank leader reaches the AFV next door (3.31)", () => {
    const stack = activationRoots(viewOf(segment(), "soviet")).find((r) => r.key === `stack:${at(8, 8)}`)!;
    expect(stack.group).toBe("stack");
    expect(scopeRows(viewOf(segment(), "soviet"), stack.key).map((r) => r.id).sort()).toEqual(["i1", "kap", "t1", "t2"]);
    expect(scopeRows(viewOf(segment([]), "soviet"), stack.key).map((r) => r.id).sort()).toEqual(["i1", "kap", "t1"]);
  });

  it("PG 3.1, 3.13 the command the dialog builds is one the referee carries out, a stack root as [column, row]", () => {
    const input = viewOf(segment(), "soviet");
    const tankLeader = activateStateFrom({ root: "leader:t1", "action.t2": "fire" }, activateStateFrom({ root: "leader:t1" }, emptyActivation));
    expect(activateCommand(input, tankLeader)).toEqual({ type: "activate", root: { leader: "t1" }, pieces: { t1: "move", t2: "fire" } });
    expect(judged(segment(), "soviet", activateCommand(input, tankLeader))).toEqual({ status: "done" });
    const stack = activationRoots(input).find((r) => r.key === `stack:${at(8, 8)}`)!;
    const command = activateCommand(input, activateStateFrom({ root: stack.key }, emptyActivation));
    expect(command).toMatchObject({ root: { stack: [8, 8] } });
    expect(judged(segment(), "soviet", command)).toEqual({ status: "done" });
  });

  it("PG 14.3, 3.13 a demoralized piece may only move (to attempt recovery): it is never sent designated to fire", () => {
    const b = segment();
    const broken: PgBattle = { ...b, units: new Map([...b.units].map(([id, u]) => [id, id === "i1" ? { ...u, status: "demoralized" as const } : u])) };
    const state = activateStateFrom({ root: "leader:kap", "action.i1": "fire" }, activateStateFrom({ root: "leader:kap" }, emptyActivation));
    const row = activateView(viewOf(broken, "soviet"), state).rows.find((r) => r.id === "i1")!;
    expect(row.actions.map((a) => [a.value, a.selected])).toEqual([
      ["none", false],
      ["move", true],
    ]);
    const command = activateCommand(viewOf(broken, "soviet"), state);
    expect(command).toMatchObject({ pieces: { i1: "move" } });
    expect(judged(broken, "soviet", command)).toEqual({ status: "done" });
    expect(judged(broken, "soviet", { ...command, pieces: { kap: "move", i1: "fire" } })).toMatchObject({ status: "refused", rule: "PG 14.3, 3.13" });
  });

  it("PG 3.13 a piece under MOVED/FIRED is barred and left out; nothing to send before a root is chosen", () => {
    const b = segment();
    const moved: PgBattle = { ...b, units: new Map([...b.units].map(([id, u]) => [id, id === "t2" ? { ...u, movedFired: true } : u])) };
    const view = localizeAll(activateView(viewOf(moved, "soviet"), activateStateFrom({ root: "leader:t1" }, emptyActivation)), enI18n);
    expect(view.rows.find((r) => r.id === "t2")).toMatchObject({ barred: "Under a MOVED/FIRED marker" });
    expect(activateView(viewOf(b, "soviet"), emptyActivation)).toMatchObject({ chosen: false, canSubmit: false, rows: [] });
  });
});
