import { describe, expect, it } from "vitest";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { localizeAll } from "../../../../../src/foundry/i18n";
import { bombardCommand, bombardStateFrom, bombardView, emptyBombard } from "../../../../../src/foundry/rulesets/pg/dialogs/bombard-view";
import { enI18n } from "../../../../support/i18n";
import { activate, battle, done, playAll, rulesetWith, run, unit } from "../../../../engine/rules/pg/bombardment/fixtures";
import { at, judged, leader, viewOf } from "./support";

const NONE = rulesetWith("-");
const TARGET = at(8, 8);

/** The Germans' segment: a 105 mm gun (10-20) at [2, 8] and a mortar (4-8) at [3, 8] designated to fire, with Hauptmann Weber at [2, 8]; Soviet rifles at [8, 8], a hidden company at [9, 9] and one at [19, 13]. */
function segment(over: Partial<PgBattle> = {}): PgBattle {
  const units = [
    unit("a", "german", "german-artillery", at(2, 8)),
    unit("m", "german", "german-mortar", at(3, 8)),
    unit("s", "soviet", "soviet-infantry", TARGET),
    { ...unit("h", "soviet", "soviet-infantry", at(9, 9)), hidden: true },
    unit("far", "soviet", "soviet-infantry", at(19, 13)),
  ];
  return playAll(NONE, battle(units, [leader("web", "german", at(2, 8))], over), [activate(["a", "m", "web"], { stack: at(2, 8) })]);
}

const form = (f: Record<string, unknown>) => bombardStateFrom(f);

describe("PG Bombard dialog", () => {
  it("PG 9.0, 7.32 offers the units with a bombardment value, and hexes of known enemy units within every chosen firer's range", () => {
    const input = viewOf(segment(), "german");
    const view = bombardView(input, form({ "firer.a": true, "firer.m": true }));
    expect(view.firers.map((f) => [f.id, f.fire, f.range])).toEqual([["a", 10, 20], ["m", 4, 8]]);
    // The mortar's 8 hexes keep [19, 13] out; the hidden company's hex is no target (16.6).
    expect(view.targets.map((t) => t.value)).toEqual([String(TARGET)]);
    expect(bombardView(input, form({ "firer.a": true })).targets.map((t) => t.value)).toEqual([String(TARGET), String(at(19, 13))]);
  });

  it("PG 9.0, 9.4 the gun bombards the rifles' hex; the referee resolves it", () => {
    const b = segment();
    const command = bombardCommand(viewOf(b, "german"), form({ "firer.a": true, target: String(TARGET) }));
    expect(command).toEqual({ type: "bombard", firers: ["a"], at: [8, 8] });
    expect(judged(b, "german", command)).toMatchObject({ status: "dice" });
    expect(run(NONE, b, { ...command, at: TARGET, side: "german" } as never, [3, 4]).status).toBe("done");
  });

  it("PG 9.3 a leader designated to fire may be named to combine; nothing is sent without a firer or a target", () => {
    const input = viewOf(segment(), "german");
    expect(bombardCommand(input, form({ "firer.a": true, "firer.m": true, "leader.web": true, target: String(TARGET) }))).toEqual({ type: "bombard", firers: ["a", "m"], leaders: ["web"], at: [8, 8] });
    expect(bombardCommand(input, form({ target: String(TARGET) }))).toBeNull();
    expect(bombardCommand(input, form({ "firer.a": true, target: String(at(9, 9)) }))).toBeNull();
  });

  it("PG 16.1, 16.11 where smoke is allowed one mortar fires it at any hex within its range; the referee places it", () => {
    const b = segment({ smokeAllowed: true });
    const input = viewOf(b, "german");
    const view = bombardView(input, form({ smoke: true, "firer.m": true }));
    expect(view.firers.map((f) => f.id)).toEqual(["a", "m"]);
    expect(view.smokeHexes.map((h) => h.value)).toContain(String(at(6, 9)));
    const command = bombardCommand(input, form({ smoke: true, "firer.m": true, target: String(at(6, 9)) }));
    expect(command).toEqual({ type: "fire-smoke", firer: "m", at: [6, 9] });
    const r = done(run(NONE, b, { ...command, at: at(6, 9), side: "german" } as never, [4, 4]));
    expect(r.state.smoke).toEqual([at(6, 9)]);
    expect(localizeAll(bombardView(input, form({ smoke: true, "firer.m": true, "firer.a": true })), enI18n).oneSmokeFirer).toBe("Smoke is fired by one unit at a time.");
    expect(bombardCommand(input, form({ smoke: true, "firer.m": true, "firer.a": true, target: String(at(6, 9)) }))).toBeNull();
  });

  it("PG 16.1 without the scenario's leave there is no smoke choice: the dialog bombards", () => {
    const input = viewOf(segment(), "german");
    expect(bombardView(input, form({ smoke: true, "firer.m": true })).smokeAllowed).toBe(false);
    expect(bombardCommand(input, form({ smoke: true, "firer.m": true, target: String(TARGET) }))).toMatchObject({ type: "bombard" });
  });

  it("PG 9.0 with nothing designated to fire that bombards, the dialog says so", () => {
    const b = battle([unit("i", "german", "german-infantry", at(2, 8)), unit("s", "soviet", "soviet-infantry", TARGET)]);
    expect(localizeAll(bombardView(viewOf(b, "german"), emptyBombard), enI18n).none).toBe("No unit of this segment designated to fire has a bombardment value.");
  });
});
