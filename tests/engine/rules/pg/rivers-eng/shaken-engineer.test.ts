import { describe, expect, it } from "vitest";
import type { PgUnit } from "../../../../../src/engine/rules/pg/state";
import { pgUnitFromCounter } from "../../../../../src/engine/rules/pg/state/pieces";
import { counters } from "../state/fixtures";
import { activate, at, battle, fire, playAll, run, rulesetWith, unit } from "../fire-command/fixtures";

/** The fire fixtures' map has a minor river hex at [5, 5]; a Soviet INF at [3, 5] fires on it (range 3). */
const RIVER = at(5, 5);
const M = rulesetWith("M");
const eng = (work: PgUnit["work"]): PgUnit => ({ ...pgUnitFromCounter("e", "german", "soviet-engineer", counters["soviet-engineer"]!, { hex: RIVER }), ...(work ? { work } : {}) });

const checked = (e: PgUnit, dice: number[]) => {
  const b = playAll(M, battle([unit("i", "soviet", "soviet-infantry", at(3, 5)), e, unit("x", "german", "german-infantry", RIVER)]), [activate({ i: "fire" }, { piece: "i" })]);
  const r = run(M, b, fire(["i"], RIVER), dice);
  if (r.status !== "done") throw new Error(JSON.stringify(r));
  return r.record.events;
};

describe("PG 5.75 an assisting ENG shaken", () => {
  it("PG 5.75 the ENG assisting a crossing becomes demoralized: so do the friendly units in its hex", () => {
    // The fire's roll; the ENG's check 12 against 8 (demoralized); the INF's own check passes (2).
    const events = checked(eng({ kind: "crossing", since: 1 }), [1, 1, 6, 6, 1, 1]);
    expect(events).toContainEqual({ type: "status-changed", piece: "x", status: "demoralized", rule: "PG 5.75" });
  });
  it("PG 5.75 an ENG at no crossing shares nothing", () => {
    const events = checked(eng(undefined), [1, 1, 6, 6, 1, 1]);
    expect(events.some((e) => e.type === "status-changed" && e.piece === "x")).toBe(false);
  });
});
