import { describe, expect, it } from "vitest";
import { startImpulses } from "../../../../src/engine/rules/series/sequence/impulses";
import { localizeAll } from "../../../../src/foundry/i18n";
import { activateCommand, activateStateFrom, activateView, activationRoots, emptyActivation, scopeRows } from "../../../../src/foundry/rulesets/ia/dialogs/activate-view";
import { emptyFire, fireCommand, fireStateFrom, fireView } from "../../../../src/foundry/rulesets/ia/dialogs/fire-view";
import { iaClientView } from "../../../../src/foundry/rulesets/ia/client-view";
import { iaTablePieces } from "../../../../src/foundry/rulesets/ia/table-pieces";
import type { IaTableGame } from "../../../../src/foundry/rulesets/ia/table-game";
import { enI18n } from "../../../support/i18n";
import { hexAt, play, sampleBattle, sampleMap } from "../../../support/ia-table-samples";

const action = { ...sampleBattle(), phase: "action" as const, impulses: startImpulses("G", "R", 1) };
const german = { battle: action, map: sampleMap, side: "G" };

describe("Activate dialog", () => {
  it("IA1 3.1 offers the side's leaders, units and stacks on the map as roots, labelled with their hexes", () => {
    const roots = activationRoots(german);
    expect(roots.filter((r) => r.group === "leader").map((r) => r.label)).toEqual(["Hptm Kluge (A/0611)", "Lt Adler (A/0712)"]);
    expect(roots.filter((r) => r.group === "unit").map((r) => r.key)).toEqual(["piece:g1", "piece:g2", "piece:gmg", "piece:gmg2", "piece:gw"]);
    expect(roots.filter((r) => r.group === "stack").map((r) => r.label)).toEqual(["A/0711", "A/0511", "A/0611", "A/0712"]);
    expect(activationRoots({ ...german, side: "R" }).some((r) => r.label.startsWith("Hptm"))).toBe(false);
  });

  it("IA1 3.13, 3.2 shows every unit and subordinate leader the captain reaches, and who may activate each", () => {
    const rows = scopeRows(german, "leader:hptm");
    expect(rows.map((r) => [r.name, r.leaders.map((l) => l.name)])).toEqual([
      ["Hptm Kluge", []],
      ["1./IR 45", ["Hptm Kluge", "Lt Adler"]],
      ["2./IR 45", ["Hptm Kluge", "Lt Adler"]],
      ["MG-Zug 45", ["Hptm Kluge"]],
      ["sMG-Zug 45", ["Hptm Kluge"]],
      ["Fahrzeug 1", ["Hptm Kluge"]],
      ["Lt Adler", ["Hptm Kluge"]],
    ]);
    expect(rows.find((r) => r.id === "lt")?.isLeader).toBe(true);
  });

  it("IA1 3.13 a piece under a MOVED/FIRED marker is shown barred and left out of the command", () => {
    const units = new Map([...action.units].map(([id, u]) => [id, id === "g2" ? { ...u, movedFired: true } : u]));
    const input = { ...german, battle: { ...action, units } };
    const view = localizeAll(activateView(input, { root: "leader:hptm", designations: {}, ledBy: {} }), enI18n);
    const g2 = view.rows.find((r) => r.id === "g2")!;
    expect(g2.barred).toBe("Under a MOVED/FIRED marker");
    expect(g2.actions.find((a) => a.selected)?.value).toBe("none");
    expect(activateCommand(input, { root: "leader:hptm", designations: { g2: "move" }, ledBy: {} })?.pieces).not.toHaveProperty("g2");
  });

  it("IA1 3.2 designates move or fire per piece, naming the activating leader only where the player chose another", () => {
    const form = { root: "leader:hptm", "action.g1": "fire", "action.g2": "move", "ledBy.g2": "lt", "action.gmg": "none", "action.gmg2": "none", "action.gw": "none", "action.lt": "move", "action.hptm": "fire" };
    const state = activateStateFrom(form, activateStateFrom({ root: "leader:hptm" }, emptyActivation));
    expect(activateCommand(german, state)).toEqual({
      type: "activate",
      root: { leader: "hptm" },
      pieces: { hptm: "fire", g1: "fire", g2: { action: "move", ledBy: "lt" }, lt: "move" },
    });
  });

  it("a stack root goes to the referee as [column, row]; a new root starts the designations afresh", () => {
    const stack = activationRoots(german).find((r) => r.label === "A/0511")!;
    const state = activateStateFrom({ root: stack.key, "action.g1": "fire" }, { root: "leader:hptm", designations: { g1: "fire" }, ledBy: {} });
    expect(state.designations).toEqual({});
    expect(activateCommand(german, state)).toEqual({ type: "activate", root: { stack: [4, 10] }, pieces: { gmg: "move", gmg2: "move", gw: "move" } });
  });

  it("cannot be submitted before a root is chosen", () => {
    const view = activateView(german, emptyActivation);
    expect(view).toMatchObject({ chosen: false, canSubmit: false, rows: [] });
    expect(localizeAll(view, enI18n).groups.map((g) => g.label)).toEqual(["Leaders", "Units", "Stacks"]);
  });
});

describe("Fire dialog", () => {
  const ready = play(action, { type: "activate", side: "G", root: { leader: "hptm" }, pieces: { g1: "fire", hptm: "fire", g2: "fire", gmg: "move" } });
  const input = { battle: ready.after, map: sampleMap, side: "G" };

  it("IA1 10.2, 6.52 offers the units and leaders the segment designated to fire, with their fire and combat values", () => {
    const view = fireView(input, emptyFire);
    expect(view.firers.map((f) => [f.name, f.hex, f.fire])).toEqual([
      ["1./IR 45", "A/0611", 5],
      ["2./IR 45", "A/0711", 5],
    ]);
    expect(view.leaders.map((l) => [l.name, l.combat])).toEqual([["Hptm Kluge", 1]]);
    expect(view.canSubmit).toBe(false);
  });

  it("IA1 16.5 targets are the hexes holding enemy pieces the side knows of, with the range from the chosen firers", () => {
    const state = fireStateFrom({ "firer.g1": true, "firer.g2": false, "leader.hptm": true, target: String(hexAt(5, 4)) });
    const view = fireView(input, state);
    expect(view.targets.map((t) => [t.label, t.pieces, t.range, t.selected])).toEqual([
      ["A/0705", "MG Det.", 7, false],
      ["A/0605", "3rd Coy, 4th Coy, Kpt Orlov, Por Belov", 6, true],
    ]);
    const units = new Map([...input.battle.units].map(([id, u]) => [id, id === "rmg" ? { ...u, hidden: true } : u]));
    expect(fireView({ ...input, battle: { ...input.battle, units } }, state).targets.map((t) => t.label)).toEqual(["A/0605"]);
  });

  it("sends direct fire with the chosen firers, combining leaders and target hex as [column, row]", () => {
    const state = fireStateFrom({ "firer.g1": true, "firer.g2": true, "leader.hptm": true, target: String(hexAt(5, 4)) });
    expect(fireCommand(input, state)).toEqual({ type: "direct-fire", firers: ["g1", "g2"], leaders: ["hptm"], at: [5, 4] });
    expect(fireCommand(input, { ...state, target: hexAt(9, 9) })).toBeNull();
    expect(fireCommand(input, { ...state, firers: ["gmg"] })).toBeNull();
  });

  it("says so when no unit of the segment is designated to fire", () => {
    expect(localizeAll(fireView({ ...german }, emptyFire), enI18n).none).toBe("No unit of this segment is designated to fire.");
  });
});

describe("a side's view on a player's client", () => {
  it("IA1 16.5 the referee's view reply carries the public map: the dialogs read it there, without the enemy's hidden pieces", () => {
    const units = new Map([...action.units].map(([id, u]) => [id, id === "rmg" ? { ...u, hidden: true } : u]));
    const game = { id: "b1", map: sampleMap, state: { ...action, units } } as unknown as IaTableGame;
    const json = JSON.parse(JSON.stringify(iaTablePieces.view(game, "G")));
    const got = iaClientView(json)!;
    expect(got.map.offsetAt(hexAt(5, 4))).toMatchObject({ col: 5, row: 4 });
    expect(got.view.battle.units.has("rmg")).toBe(false);
    expect(activationRoots({ battle: got.view.battle, map: got.map, side: "G" }).map((r) => r.label)).toEqual(activationRoots(german).map((r) => r.label));
  });

  it("IA1 16.5 its owner's view keeps his hidden unit: the Activate dialog offers it as a root and in its stack's scope", () => {
    const units = new Map([...action.units].map(([id, u]) => [id, id === "g1" ? { ...u, hidden: true } : u]));
    const game = { id: "b1", map: sampleMap, state: { ...action, units } } as unknown as IaTableGame;
    const got = iaClientView(JSON.parse(JSON.stringify(iaTablePieces.view(game, "G"))))!;
    const input = { battle: got.view.battle, map: got.map, side: "G" };
    expect(got.view.battle.units.get("g1")?.hidden).toBe(true);
    expect(activationRoots(input).map((r) => r.key)).toContain("piece:g1");
    expect(scopeRows(input, "leader:hptm").map((r) => r.id)).toContain("g1");
  });
});
