import { describe, expect, it } from "vitest";
import { encodeOnMap } from "../../../../../src/engine/map";
import type { PgBattle, PgMinefield } from "../../../../../src/engine/rules/pg/state/battle";
import { PgBattleJson } from "../../../../../src/engine/rules/pg/state/battle-schema";
import { pgPrivateLayer } from "../../../../../src/engine/rules/pg/view/board-layers";
import { pgSideView } from "../../../../../src/engine/rules/pg/view/side-view";
import { at, battle, map, unit } from "../state/fixtures";

/** What `side` receives of `b`: its view's battle as JSON, and how many enemies it is told are hidden. */
const received = (b: PgBattle, side: string) => {
  const v = pgSideView(b, side);
  return JSON.stringify({ battle: encodeOnMap(map, PgBattleJson, v.battle), hiddenEnemies: v.hiddenEnemies });
};

const tanks = [unit("s1", "soviet", "soviet-tank", { hex: at(8, 3) }), unit("s2", "soviet", "soviet-tank", { hex: at(8, 4) }), unit("g1", "german", "german-infantry", { hex: at(2, 2) })];
const mine = (id: string, strength: PgMinefield["strength"], hex: number | null, revealed = false): PgMinefield => ({ id, owner: "soviet", hex, strength, revealed });

describe("PG 6.8 the tank-leader assignment is its side's secret", () => {
  it("PG 6.8 the German view is the same whichever AFV the Soviets gave their tank leader, or none yet", () => {
    const on = (afvs: string[]) => received(battle(tanks, [], { tankLeaders: afvs.length ? { soviet: afvs } : {} }), "german");
    expect(on(["s1"])).toBe(on(["s2"]));
    expect(on(["s1"])).toBe(on([]));
  });
  it("PG 6.8 the Soviets' own view keeps their assignment", () => {
    expect(pgSideView(battle(tanks, [], { tankLeaders: { soviet: ["s2"] } }), "soviet").battle.tankLeaders).toEqual({ soviet: ["s2"] });
  });
});

describe("PG 16.7 minefields lie face-down", () => {
  const with_ = (minefields: PgMinefield[]) => battle(tanks, [], { minefields });
  it("PG 16.7 the enemy sees where they lie, never their strength, nor which is a dummy", () => {
    const a = received(with_([mine("m1", 3, at(5, 2)), mine("m2", 0, at(6, 2))]), "german");
    const b = received(with_([mine("m1", 0, at(5, 2)), mine("m2", 1, at(6, 2))]), "german");
    expect(a).toBe(b);
    expect(pgSideView(with_([mine("m1", 3, at(5, 2))]), "german").battle.minefields).toEqual([mine("m1", null, at(5, 2))]);
  });
  it("PG 16.7 a minefield drawn but not yet placed is not seen at all", () => {
    expect(received(with_([mine("m1", 2, null)]), "german")).toBe(received(with_([]), "german"));
  });
  it("PG 16.71 a minefield turned up shows its strength to both sides", () => {
    expect(pgSideView(with_([mine("m1", 2, at(5, 2), true)]), "german").battle.minefields).toEqual([mine("m1", 2, at(5, 2), true)]);
  });
  it("PG 16.7 its owner's private layer marks each of his face-down minefields with its strength; the enemy's shows none", () => {
    const b = with_([mine("m1", 3, at(5, 2)), mine("m2", 0, at(6, 2))]);
    expect(pgPrivateLayer(b, "soviet").markers).toEqual([
      { hex: at(5, 2), kind: "minefield", label: { text: "minefield 3" } },
      { hex: at(6, 2), kind: "minefield", label: { text: "dummy minefield" } },
    ]);
    expect(pgPrivateLayer(b, "german").markers).toEqual([]);
  });
});

describe("PG 16.6 hidden units are written down, not placed", () => {
  it("PG 16.6 the enemy's view holds no hidden unit, only how many are hidden; it is the same wherever they are", () => {
    const hidden = (hex: number) => battle([...tanks, unit("h1", "soviet", "soviet-infantry", { hex, hidden: true })]);
    expect(received(hidden(at(9, 9)), "german")).toBe(received(hidden(at(10, 10)), "german"));
    expect(pgSideView(hidden(at(9, 9)), "german").hiddenEnemies).toBe(1);
    expect(pgSideView(hidden(at(9, 9)), "soviet").battle.units.has("h1")).toBe(true);
  });
});
