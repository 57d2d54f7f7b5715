import { describe, expect, it } from "vitest";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { pgTokenActions } from "../../../../../src/foundry/rulesets/pg/token-actions";
import type { PgTableGame } from "../../../../../src/foundry/rulesets/pg/table-game";
import { at, battle, played, ruleset, unit } from "./support";

const SOVIET = { phase: "action" as const, turn: 2, initiative: { winner: "soviet", segments: 1, rolls: [] }, impulses: { sides: ["soviet", "german"] as [string, string], active: "soviet", lead: 1, lastPass: null, over: false } };

/** The Soviet segment: a 45 mm AT gun, a truck and a disrupted rifle company at [8, 5], activated to `action`; German rifles far off. */
function segment(action: "move" | "fire" = "move"): PgBattle {
  const units = [
    unit("gun", "soviet", "soviet-at-gun", { hex: at(8, 5) }),
    unit("trk", "soviet", "soviet-truck", { hex: at(8, 5) }),
    { ...unit("s1", "soviet", "soviet-infantry", { hex: at(8, 5) }), status: "disrupted" as const },
    unit("gi", "german", "german-infantry", { hex: at(2, 2) }),
  ];
  return played(battle(units, [], SOVIET), "soviet", { type: "activate", root: { stack: [8, 5] }, pieces: { gun: action, trk: action, s1: action } });
}

/** The referee's battle as the token actions read it: its state and ruleset. */
const game = (state: PgBattle) => ({ state, ruleset }) as unknown as PgTableGame;
const actions = (b: PgBattle, side: string, piece: string) => pgTokenActions(game(b), side, piece);

describe("PG token actions", () => {
  it("PG 5.63, 5.6, 16.2 a gun designated to move may limber, be loaded on the truck in its hex, or dig in", () => {
    expect(actions(segment(), "soviet", "gun")).toEqual([
      { action: "limber", command: { type: "limber", unit: "gun" } },
      { action: "load", command: { type: "load", transport: "trk", unit: "gun" } },
      { action: "dig-in", command: { type: "dig-in", unit: "gun" } },
    ]);
  });

  it("PG 14.4, 5.6, 16.2 a disrupted unit designated to move may attempt recovery, board the truck or dig in (ruling A42)", () => {
    expect(actions(segment(), "soviet", "s1").map((a) => a.action)).toEqual(["load", "recover", "dig-in"]);
  });

  it("PG 5.6 a company aboard an activated truck: the cargo and its transport each offer the unloading", () => {
    const units = [{ ...unit("trk", "soviet", "soviet-truck", { hex: at(8, 5) }), carrying: "s1" }, { ...unit("s1", "soviet", "soviet-infantry", { hex: at(8, 5) }), carriedBy: "trk" }];
    const loaded = played(battle(units, [], SOVIET), "soviet", { type: "activate", root: { piece: "trk" }, pieces: { trk: "move" } });
    const unload = { action: "unload", command: { type: "unload", transport: "trk", unit: "s1" } };
    expect(actions(loaded, "soviet", "s1")).toContainEqual(unload);
    expect(actions(loaded, "soviet", "trk")).toContainEqual(unload);
  });

  it("PG 5.63 a limbered gun aboard may unlimber as it gets off; a rifle company aboard may not", () => {
    const aboard = (cargo: string, type: string, setUp = {}) => {
      const units = [{ ...unit("trk", "soviet", "soviet-truck", { hex: at(8, 5) }), carrying: cargo }, { ...unit(cargo, "soviet", type, { hex: at(8, 5), ...setUp }), carriedBy: "trk" }];
      return played(battle(units, [], SOVIET), "soviet", { type: "activate", root: { piece: "trk" }, pieces: { trk: "move" } });
    };
    expect(actions(aboard("gun", "soviet-at-gun", { limbered: true }), "soviet", "gun").map((a) => a.action)).toEqual(["unload", "unload-unlimber"]);
    expect(actions(aboard("gun", "soviet-at-gun", { limbered: true }), "soviet", "gun")[1]!.command).toEqual({ type: "unload", transport: "trk", unit: "gun", unlimber: true });
    expect(actions(aboard("s1", "soviet-infantry"), "soviet", "s1").map((a) => a.action)).toEqual(["unload"]);
  });

  it("PG 3.13 pieces designated to fire take no Movement action; nothing for a piece of another side or outside the segment", () => {
    expect(actions(segment("fire"), "soviet", "gun")).toEqual([]);
    expect(actions(segment(), "soviet", "gi")).toEqual([]);
    expect(actions(segment(), "german", "gi")).toEqual([]);
    expect(actions(segment(), "german", "gun")).toEqual([]);
  });
});
