import { describe, expect, it } from "vitest";
import { pgEventFor } from "../../../../../src/engine/rules/pg/view/side-view";
import type { PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import { side } from "../state/fixtures";
import { activate, at, battle, play, playAll, unit } from "../fieldworks/fixtures";

const HERE = at(8, 8);
const FAR = unit("g", "german", "german-infantry", at(18, 1));

describe("PG 16.6 hidden units at work", () => {
  it("PG 16.6 16.3 a hidden AFV that clears a wreck is placed on the board: the enemy sees the wreck go", () => {
    const b = battle([{ ...unit("t", "soviet", "soviet-tank", HERE, { hidden: true }), work: { kind: "wreck", since: 1 } }, FAR], [], { wrecks: { [HERE]: 1 } });
    const { events, state } = play(playAll(b, [activate(["t"])]), { type: "clear", side: "soviet", unit: "t", task: "wreck" });
    const revealed = events.findIndex((e) => e.type === "revealed" && e.pieces.includes("t"));
    expect(revealed).toBeGreaterThanOrEqual(0);
    expect(revealed).toBeLessThan(events.findIndex((e) => e.type === "wreck-cleared"));
    expect(state.units.get("t")!.hidden).toBe(false);
  });

  it("PG 16.6 5.73 a hidden ENG's crossing roll and its work are its side's business", () => {
    const river = at(3, 5);
    const eng = { ...unit("e", "soviet", "soviet-engineer", river, { hidden: true }), riverBank: at(2, 5), work: { kind: "crossing" as const, since: 1 } };
    const b = battle([eng, FAR], [], { sides: [side("german"), side("soviet", { crossingNumbers: { foot: 7 } })] });
    const cross: PgCommand = { type: "cross", side: "soviet", unit: "e" };
    const { events, state } = play(playAll(b, [activate(["e"])]), cross, [5, 5]);
    const rolled = events.find((e) => e.type === "crossing-rolled")!;
    expect(pgEventFor(state, rolled, "soviet")).toEqual(rolled);
    expect(pgEventFor(state, rolled, "german")).toBeNull();
  });
});
