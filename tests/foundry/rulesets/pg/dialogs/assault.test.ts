import { describe, expect, it } from "vitest";
import { localizeAll } from "../../../../../src/foundry/i18n";
import { assaultCommand, assaultStateFrom, assaultView, emptyAssault } from "../../../../../src/foundry/rulesets/pg/dialogs/assault-view";
import { enI18n } from "../../../../support/i18n";
import { inAssault, leader, T, unit } from "../../../../engine/rules/pg/assault/fixtures";
import { judged, viewOf } from "./support";

/** The Soviets' i and j with Lt. l in T ([6, 5]) with German infantry g; `owed`: they entered it by assault movement this segment (12.2). */
function shared(owed = false, over: { i?: object; g?: object } = {}) {
  const units = [unit("i", "soviet", "soviet-infantry", T, over.i), unit("j", "soviet", "soviet-infantry", T), unit("g", "german", "german-infantry", T, over.g)];
  const entered = owed ? { hexesEntered: 1 } : {};
  return inAssault(units, [leader("l", "soviet", T)], { i: { ledBy: "l", ...entered }, j: { ledBy: "l", ...entered }, l: entered }, owed ? [T] : []);
}

const chosen = (b: ReturnType<typeof shared>, form: Record<string, unknown>) => {
  const input = viewOf(b, "soviet");
  const first = assaultStateFrom({ hex: String(T) }, emptyAssault, input);
  return Object.keys(form).length ? assaultStateFrom({ hex: String(T), ...form }, first, input) : first;
};

describe("PG Assault dialog", () => {
  it("PG 12.3 a hex the segment's pieces share with known enemy units; every attacker ticked at first; the referee resolves it", () => {
    const b = shared();
    const input = viewOf(b, "soviet");
    expect(assaultView(input, emptyAssault).hexes.map((h) => [h.value, h.enemies, h.owed])).toEqual([[String(T), "Infantry", false]]);
    const command = assaultCommand(input, chosen(b, {}));
    expect(command).toEqual({ type: "assault", at: [6, 5], units: ["i", "j"], leaders: ["l"] });
    // Accepted: the referee goes on to ask its decision of the attacking leader's side.
    expect(judged(b, "soviet", command)).toEqual({ status: "decision" });
  });

  it("PG 12.3 an optional assault with the units ticked; none ticked sends nothing", () => {
    const b = shared();
    expect(assaultCommand(viewOf(b, "soviet"), chosen(b, { "unit.i": true }))).toEqual({ type: "assault", at: [6, 5], units: ["i"] });
    expect(judged(b, "soviet", assaultCommand(viewOf(b, "soviet"), chosen(b, { "unit.i": true })))).toEqual({ status: "dice" });
    expect(assaultCommand(viewOf(b, "soviet"), chosen(b, { "leader.l": true }))).toBeNull();
  });

  it("PG 12.2 an assault owed by assault movement: every unit and leader there attacks, whatever is unticked", () => {
    const b = shared(true);
    const state = chosen(b, { "unit.i": true });
    const view = localizeAll(assaultView(viewOf(b, "soviet"), state), enI18n);
    expect(view.required).toContain("PG 12.2");
    expect(view.units.every((u) => u.checked && u.fixed)).toBe(true);
    const command = assaultCommand(viewOf(b, "soviet"), state);
    expect(command).toEqual({ type: "assault", at: [6, 5], units: ["i", "j"], leaders: ["l"] });
    expect(judged(b, "soviet", command)).toEqual({ status: "decision" });
    expect(judged(b, "soviet", { type: "assault", at: [6, 5], units: ["i"] })).toMatchObject({ status: "refused", rule: "PG 12.2" });
  });

  it("PG 12.13 a demoralized unit is not offered; 16.6 a hidden enemy makes no assault hex", () => {
    const broken = shared(false, { i: { status: "demoralized" } });
    expect(assaultView(viewOf(broken, "soviet"), chosen(broken, {})).units.map((u) => u.id)).toEqual(["j"]);
    const hidden = shared(false, { g: { hidden: true } });
    expect(localizeAll(assaultView(viewOf(hidden, "soviet"), emptyAssault), enI18n)).toMatchObject({ hexes: [], none: "No piece of this segment shares a hex with enemy units you know of." });
  });
});
