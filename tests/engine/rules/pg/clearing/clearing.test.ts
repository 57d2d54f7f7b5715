import { describe, expect, it } from "vitest";
import type { PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgBattle, PgMinefield } from "../../../../../src/engine/rules/pg/state";
import { activate, at, battle, endActivation, nextTurn, play, playAll, run, unit } from "../fieldworks/fixtures";

const HERE = at(8, 8);
const FAR = unit("g", "german", "german-infantry", at(18, 1));
const clear = (id: string, task: "wreck" | "mines"): PgCommand => ({ type: "clear", side: "soviet", unit: id, task });

/** One turn of `id` at `task`: activated by itself, clearing, the segment ended; then the next turn. */
const turnAt = (b: PgBattle, id: string, task: "wreck" | "mines") => {
  const { state, events } = play(playAll(b, [activate([id])]), clear(id, task));
  return { state: nextTurn(playAll(state, [endActivation])), events };
};

describe("PG 16.3 clearing wrecks", () => {
  const wrecked = (type = "soviet-tank", wrecks: 1 | 2 = 1) => battle([unit("t", "soviet", type, HERE), FAR], [], { wrecks: { [HERE]: wrecks } });

  it("PG 16.3 an AFV of armor 2 clears one wreck after two consecutive turns in the hex, MOVED/FIRED each turn", () => {
    const first = turnAt(wrecked(), "t", "wreck");
    expect(first.events).toContainEqual({ type: "work-done", unit: "t", kind: "wreck", since: 2, turn: 2, rule: "PG 16.3" });
    expect(first.events).toContainEqual({ type: "moved-fired", pieces: ["t"], rule: "PG 16.3" });
    expect(first.state.wrecks).toEqual({ [HERE]: 1 });
    const second = turnAt(first.state, "t", "wreck");
    expect(second.events).toContainEqual({ type: "wreck-cleared", unit: "t", hex: HERE, rule: "PG 16.3" });
    expect(second.state.wrecks).toEqual({});
    expect(second.state.units.get("t")!.work).toBeUndefined();
  });

  it("PG 16.3 one wreck at a time: of two, one stays", () => {
    const done = turnAt(turnAt(wrecked("soviet-tank", 2), "t", "wreck").state, "t", "wreck");
    expect(done.state.wrecks).toEqual({ [HERE]: 1 });
  });

  it("PG 16.3 16.21 a turn missed between starts the two turns anew", () => {
    const first = turnAt(wrecked(), "t", "wreck").state;
    const again = turnAt(nextTurn(first), "t", "wreck");
    expect(again.events).toContainEqual(expect.objectContaining({ type: "work-done", since: 4, turn: 4 }));
    expect(again.state.wrecks).toEqual({ [HERE]: 1 });
  });

  it("PG 16.3 16.21 moving ends the work", () => {
    const first = turnAt(wrecked(), "t", "wreck").state;
    const moved = playAll(first, [activate(["t"]), { type: "move", side: "soviet", piece: "t", to: at(9, 8) }]);
    expect(moved.units.get("t")!.work).toBeUndefined();
  });

  it("PG 16.3 only an AFV with an armor value of 2 or more, in good order, that has not moved", () => {
    expect(run(playAll(wrecked("italian-tank"), [activate(["t"])]), clear("t", "wreck"))).toMatchObject({ status: "refused", rule: "PG 16.3", code: "clearing.wreck-armor" });
    const shaken = battle([{ ...unit("t", "soviet", "soviet-tank", HERE), status: "disrupted" }, FAR], [], { wrecks: { [HERE]: 1 } });
    expect(run(playAll(shaken, [activate(["t"])]), clear("t", "wreck"))).toMatchObject({ status: "refused", rule: "PG 16.3", code: "clearing.not-good-order" });
    const none = battle([unit("t", "soviet", "soviet-tank", HERE), FAR]);
    expect(run(playAll(none, [activate(["t"])]), clear("t", "wreck"))).toMatchObject({ status: "refused", rule: "PG 16.3", code: "clearing.no-wreck" });
    const moved = playAll(battle([unit("t", "soviet", "soviet-tank", at(9, 8)), FAR], [], { wrecks: { [HERE]: 1 } }), [activate(["t"]), { type: "move", side: "soviet", piece: "t", to: HERE }]);
    expect(run(moved, clear("t", "wreck"))).toMatchObject({ status: "refused", rule: "PG 16.3", code: "clearing.moved" });
  });
});

describe("PG 16.75 clearing minefields", () => {
  const field = (id: string, strength: PgMinefield["strength"], revealed = true): PgMinefield => ({ id, owner: "german", hex: HERE, strength, revealed });
  const mined = (fields: PgMinefield[], type = "soviet-engineer") => battle([unit("e", "soviet", type, HERE), FAR], [], { minefields: fields });
  const threeTurns = (b: PgBattle) => turnAt(turnAt(turnAt(b, "e", "mines").state, "e", "mines").state, "e", "mines");

  it("PG 16.75 an ENG that stays three complete turns removes one point of an enemy minefield in its hex", () => {
    const two = turnAt(turnAt(mined([field("m", 2)]), "e", "mines").state, "e", "mines");
    expect(two.state.minefields).toEqual([field("m", 2)]);
    const done = threeTurns(mined([field("m", 2)]));
    expect(done.events).toContainEqual({ type: "minefield-cleared", unit: "e", minefield: "m", hex: HERE, rule: "PG 16.75" });
    expect(done.state.minefields).toEqual([field("m", 1)]);
  });

  it("PG 16.75 a minefield cleared of its last point is removed; the point comes off the weakest (the owner's pick changes nothing, A44)", () => {
    expect(threeTurns(mined([field("m", 3), field("n", 1)])).state.minefields).toEqual([field("m", 3)]);
  });

  it("PG 16.75 only an ENG clears minefields", () => {
    expect(run(playAll(mined([field("m", 2)], "soviet-infantry"), [activate(["e"])]), clear("e", "mines"))).toMatchObject({ status: "refused", rule: "PG 16.75", code: "clearing.mines-engineer" });
  });

  it("PG 16.7 secrecy: with no revealed minefield the refusal is the same whether the hex holds a face-down minefield, a face-down dummy or none", () => {
    const refusal = (fields: PgMinefield[]) => run(playAll(mined(fields), [activate(["e"])]), clear("e", "mines"));
    const none = refusal([]);
    expect(none).toMatchObject({ status: "refused", rule: "PG 16.75", code: "clearing.no-minefield" });
    expect(refusal([field("m", 3, false)])).toEqual(none);
    expect(refusal([field("m", 0, false)])).toEqual(none);
  });

  it("PG 16.75 own minefields are not cleared", () => {
    const own: PgMinefield = { id: "m", owner: "soviet", hex: HERE, strength: 2, revealed: true };
    expect(run(playAll(mined([own]), [activate(["e"])]), clear("e", "mines"))).toMatchObject({ status: "refused", code: "clearing.no-minefield" });
  });
});
