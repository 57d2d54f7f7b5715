import { describe, expect, it } from "vitest";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { activateCommand, activateView, emptyPgActivation, pgActivateStateFrom } from "../../../../../src/foundry/rulesets/pg/dialogs/activate-view";
import { at, battle, judged, leader, unit, viewOf } from "./support";

/** The Soviets' action segment: Kapitan Orlov and a rifle company in [8, 8]; German infantry in [10, 8], hidden (16.6) unless `seen`. */
function segment(options: PgBattle["options"] = ["strategic-movement"], seen = false): PgBattle {
  return battle([unit("i1", "soviet", "soviet-infantry", { hex: at(8, 8) }), { ...unit("gi", "german", "german-infantry", { hex: at(10, 8) }), hidden: !seen }], [leader("kap", "soviet", at(8, 8))], {
    phase: "action",
    turn: 2,
    initiative: { winner: "soviet", segments: 1, rolls: [] },
    impulses: { sides: ["soviet", "german"], active: "soviet", lead: 1, lastPass: null, over: false },
    options,
  });
}

const rooted = pgActivateStateFrom({ root: "leader:kap" }, emptyPgActivation);
const ticked = pgActivateStateFrom({ root: "leader:kap", "action.i1": "move", "action.kap": "move", "strategic.i1": true, "strategic.kap": true }, rooted);

describe("PG Activate dialog: strategic movement (17.3, optional)", () => {
  it("PG 17.3 where the battle plays it, a unit designated to move may move strategically; the referee accepts it", () => {
    const b = segment();
    const input = viewOf(b, "soviet");
    const view = activateView(input, ticked);
    expect(view.strategicColumn).toBe(true);
    expect(view.rows.map((r) => [r.id, r.strategic])).toEqual([
      ["kap", null],
      ["i1", { checked: true }],
    ]);
    const command = activateCommand(input, ticked);
    expect(command).toEqual({ type: "activate", root: { leader: "kap" }, pieces: { kap: "move", i1: { action: "move", strategic: true } } });
    expect(judged(b, "soviet", command)).toEqual({ status: "done" });
  });

  it("PG 17.3 a unit designated to fire does not move strategically", () => {
    const b = segment();
    const state = pgActivateStateFrom({ root: "leader:kap", "action.i1": "fire", "strategic.i1": true }, rooted);
    expect(activateCommand(viewOf(b, "soviet"), state)).toEqual({ type: "activate", root: { leader: "kap" }, pieces: { kap: "move", i1: "fire" } });
  });

  it("PG 17.3 without the optional rule the dialog offers no strategic choice and sends none", () => {
    const b = segment([]);
    const input = viewOf(b, "soviet");
    const view = activateView(input, ticked);
    expect(view.strategicColumn).toBe(false);
    expect(view.rows.every((r) => r.strategic === null)).toBe(true);
    expect(activateCommand(input, ticked)).toEqual({ type: "activate", root: { leader: "kap" }, pieces: { kap: "move", i1: "move" } });
  });

  it("PG 17.3 in sight of an enemy unit its side knows, the referee refuses the strategic move naming 17.3", () => {
    const b = segment(["strategic-movement"], true);
    expect(judged(b, "soviet", activateCommand(viewOf(b, "soviet"), ticked))).toMatchObject({ status: "refused", rule: "PG 17.3" });
  });
});
