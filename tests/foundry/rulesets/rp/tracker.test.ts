import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RpBattleJson, type RpBattle } from "../../../../src/engine/rules/rp/state";
import { actionEnabled, trackerView } from "../../../../src/foundry/applications/tracker/tracker-view";
import { rpCombat } from "../../../../src/foundry/rulesets/rp/combat";
import { rpTracker } from "../../../../src/foundry/rulesets/rp/tracker";
import { BRITISH, couplets, GERMAN, rpBattle, rpMap } from "./support";

const map = rpMap();
const start = (phase: RpBattle["phase"], extra: Record<string, unknown> = {}) =>
  rpBattle(map, { phase, units: { g1: { side: GERMAN, at: "N18" }, b1: { side: BRITISH, at: "P18" } }, extra });
const data = (b: RpBattle) => rpCombat("b", b, [], false);
/** The tracker's buttons enabled for a player of `side`. */
const enabled = (b: RpBattle, side: string) => rpTracker.buttons.filter((button) => actionEnabled(button.action, data(b), { sides: [side] }, rpTracker)).map((button) => button.action);

describe("RP tracker", () => {
  it("RP 7.11: the preliminary bombardment before turn 1, for the side whose bombardment is next", () => {
    const b = start("preliminary", { preliminary: [{ side: BRITISH, kind: "pulverizing", hexes: [[3, 3]] }] });
    expect(enabled(b, BRITISH)).toEqual(["beforePlay", "firePreliminary"]);
    expect(enabled(b, GERMAN)).toEqual(["beforePlay"]);
  });

  it("RP 5.11: either side rolls both initiative dice", () => {
    expect(enabled(start("initiative"), BRITISH)).toEqual(["beforePlay", "rollInitiative"]);
  });

  it("RP 7.3, 7.21, 7.41: either side records before play, until turn 1's initiative is rolled", () => {
    expect(enabled({ ...start("initiative"), turn: 2 }, BRITISH)).toEqual(["rollInitiative"]);
    expect(enabled(start("couplets", couplets(GERMAN)), GERMAN)).not.toContain("beforePlay");
  });

  it("RP 5.21, 6.0: the actor activates, calls or cancels OMA, or passes; the other side waits", () => {
    const b = start("couplets", couplets(GERMAN));
    expect(enabled(b, GERMAN)).toEqual(["activate", "callOma", "cancelOma", "pass"]);
    expect(enabled(b, BRITISH)).toEqual([]);
    // RP 5.21: the second half of the couplet is the other side's.
    expect(enabled(start("couplets", couplets(GERMAN, 2, 2)), BRITISH)).toEqual(["activate", "callOma", "cancelOma", "pass"]);
  });

  it("RP 6.03, 6.3, 6.4, 6.5: while a command of units is under way, its units fire, deploy or dig, and the command ends", () => {
    const b = start("couplets", { ...couplets(GERMAN), activation: { side: GERMAN, config: "unit", units: ["g1"] } });
    expect(enabled(b, GERMAN)).toEqual(["fire", "deploy", "dig", "endCommand"]);
    // RP 6.01 d: an OMA command has no units to act.
    const oma = start("couplets", { ...couplets(GERMAN), activation: { side: GERMAN, config: "oma", units: ["h1"] } });
    expect(enabled(oma, GERMAN)).toEqual(["endCommand"]);
  });

  it("RP 5.2, 7.221: the details show the couplets, the side acting and the hourglasses by turn", () => {
    const b = start("couplets", {
      ...couplets(GERMAN, 3),
      oma: {
        h1: { side: BRITISH, name: "18-pdr", firepower: 2, mode: "telephone", crossHair: { vertex: [13, 16, 2], ammo: "he", hourglass: 3} },
        h2: { side: BRITISH, name: "4.5in", firepower: 3, mode: "runner", crossHair: { vertex: [10, 10, 0], ammo: "gas", hourglass: 3} },
      },
    });
    const view = trackerView(data(b), { sides: [GERMAN] }, rpTracker) as unknown as Record<string, any>;
    expect(view.holder).toBe("Germans");
    expect(view.couplets).toEqual({ i18n: "HEX_TACTICS.RP.Tracker.couplets", params: { left: 3, total: 3, half: 1, side: "Germans" } });
    expect(view.hourglasses).toEqual([{ turn: 3, groups: [{ name: "18-pdr", side: "British", primed: false }, { name: "4.5in", side: "British", primed: false }] }]);
  });

  it("RP 5.0, 7.1, 11.0: the tracker names every phase of the battle from lang/en.json", () => {
    const lang = JSON.parse(readFileSync(join(import.meta.dirname, "../../../../lang/en.json"), "utf8"));
    const phases = RpBattleJson.shape.phase.options;
    expect(phases.filter((phase) => typeof lang.HEX_TACTICS.Card.Phase[phase] !== "string")).toEqual([]);
    expect(trackerView(data(start("couplets", couplets(GERMAN))), { sides: [GERMAN] }, rpTracker).phase).toMatchObject({ i18n: "HEX_TACTICS.Card.Phase.couplets", text: "couplets" });
  });
});
