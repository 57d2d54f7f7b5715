import { describe, expect, it } from "vitest";
import type { PgBattle, PgMinefield } from "../../../../../src/engine/rules/pg/state";
import { localizeAll } from "../../../../../src/foundry/i18n";
import { emptyMinefields, minefieldCommand, minefieldStateFrom, minefieldView } from "../../../../../src/foundry/rulesets/pg/dialogs/minefields-view";
import { minefieldMarkers } from "../../../../../src/foundry/rulesets/pg/minefield-marks";
import { enI18n } from "../../../../support/i18n";
import { at, battle, judged, map, played, side, unit, viewOf } from "./support";

const ZONE = [at(8, 8), at(8, 9), at(9, 9)];
const mine = (id: string, strength: PgMinefield["strength"], over: Partial<PgMinefield> = {}): PgMinefield => ({ id, owner: "soviet", hex: null, strength, revealed: false, ...over });

/** Set-up: the Soviets drew a minefield of `strengths[0]` and one of `strengths[1]` (0: a dummy), to place in their zone. */
function setUp(strengths: [0 | 1 | 2 | 3, 0 | 1 | 2 | 3] = [2, 0]): PgBattle {
  const units = [unit("s1", "soviet", "soviet-infantry", { hex: at(8, 8) }), unit("gi", "german", "german-infantry", { hex: at(2, 2) })];
  return battle(units, [], { sides: [side("german"), side("soviet", { minefieldZone: ZONE })], minefields: [mine("m1", strengths[0]), mine("m2", strengths[1])] });
}

const chosen = (b: PgBattle, hexes: number[]) => minefieldStateFrom({ "at.m1": String(hexes[0]), "at.m2": String(hexes[1]) }, emptyMinefields, viewOf(b, "soviet"));

describe("PG Minefields dialog", () => {
  it("PG 16.7 the owner sees each of his minefields with its strength, a dummy as one, and the hexes of his zone", () => {
    const view = localizeAll(minefieldView(viewOf(setUp(), "soviet"), emptyMinefields), enI18n);
    expect(view.minefields.map((m) => m.strength)).toEqual(["Minefield of 2", "Dummy minefield"]);
    expect(view.minefields[0]!.hexes.map((h) => Number(h.value))).toEqual([...ZONE].sort((a, b) => a - b));
    expect(view.canSubmit).toBe(false);
  });

  it("PG 16.7 without a minefield zone in the scenario, every hex of the map is offered", () => {
    const b = setUp();
    const noZone = { ...b, sides: [side("german"), side("soviet")] as PgBattle["sides"] };
    const view = minefieldView(viewOf(noZone, "soviet"), emptyMinefields);
    expect(view.minefields[0]!.hexes).toHaveLength(map.columns * map.rows);
  });
  it("PG 16.7, 16.71 each placed in a hex of the zone, two in one hex if he likes; the referee places them", () => {
    const command = minefieldCommand(viewOf(setUp(), "soviet"), chosen(setUp(), [at(8, 9), at(8, 9)]));
    expect(command).toEqual({ type: "place-minefields", at: [[8, 9], [8, 9]] });
    expect(played(setUp(), "soviet", command!).minefields!.map((m) => m.hex)).toEqual([at(8, 9), at(8, 9)]);
  });

  it("PG 16.7 a hex outside the zone is not taken: nothing the referee would refuse is sent", () => {
    expect(minefieldCommand(viewOf(setUp(), "soviet"), chosen(setUp(), [at(8, 9), at(2, 2)]))).toBeNull();
    expect(judged(setUp(), "soviet", { type: "place-minefields", at: [[8, 9], [2, 2]] })).toMatchObject({ status: "refused", rule: "PG 16.7" });
  });

  it("PG 16.7 the board shows face-down backs whatever their strengths; 16.71 one turned up shows its strength", () => {
    const place = (b: PgBattle) => played(b, "soviet", { type: "place-minefields", at: [[8, 9], [9, 9]] });
    const backs = minefieldMarkers(place(setUp([2, 0])), map);
    expect(backs).toEqual([
      { kind: "minefield", hex: [8, 9] },
      { kind: "minefield", hex: [9, 9] },
    ]);
    expect(minefieldMarkers(place(setUp([3, 1])), map)).toEqual(backs);
    expect(viewOf(place(setUp([2, 0])), "german").battle.minefields).toEqual(viewOf(place(setUp([3, 1])), "german").battle.minefields);
    const b = place(setUp([2, 0]));
    const revealed: PgBattle = { ...b, minefields: [{ ...b.minefields![0]!, revealed: true }] };
    expect(minefieldMarkers(revealed, map)).toEqual([{ kind: "minefield-2", hex: [8, 9] }]);
  });

  it("PG 3.0, 16.7 none to place for a side that drew none", () => {
    expect(localizeAll(minefieldView(viewOf(setUp(), "german"), emptyMinefields), enI18n)).toMatchObject({ minefields: [], none: "This side has no minefields to place.", canSubmit: false });
  });
});
