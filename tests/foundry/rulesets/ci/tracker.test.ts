/**
 * Combat Infantry's tracker (src/foundry/rulesets/ci/tracker.ts) and its dialogs (dialogs/): the buttons each side may
 * use by phase and activation stage, the commands they send through the referee's table pieces, and the details.
 */
import { describe, expect, it } from "vitest";
import type { CiBattle } from "../../../../src/engine/rules/ci/state";
import { actionEnabled, trackerRequest, trackerView } from "../../../../src/foundry/applications/tracker/tracker-view";
import { ciCombat } from "../../../../src/foundry/rulesets/ci/combat";
import { activateCommand, activateView, emptyActivate, pickDeploy } from "../../../../src/foundry/rulesets/ci/dialogs/activate-view";
import { emptyFire, fireCommand, fireView } from "../../../../src/foundry/rulesets/ci/dialogs/fire-view";
import { ciClientView, type CiDialogInput } from "../../../../src/foundry/rulesets/ci/dialogs/input";
import { specialCommand } from "../../../../src/foundry/rulesets/ci/dialogs/special-view";
import { strikeCommand, strikeView } from "../../../../src/foundry/rulesets/ci/dialogs/strike-view";
import { unitCommand, unitView } from "../../../../src/foundry/rulesets/ci/dialogs/unit-view";
import { ciTablePieces } from "../../../../src/foundry/rulesets/ci/table-pieces";
import { ciTracker } from "../../../../src/foundry/rulesets/ci/tracker";
import { ciRunner } from "../../../engine/rules/ci/support/fixture";
import { rendered } from "../rp/campaign/render";
import { ciBattle, ciMap, GERMAN, offsetOf, tableGame, US } from "./support";

const map = ciMap();
const { at } = ciRunner(map);
const BLOCKS = {
  chq: { kind: "us-chq", at: "0304", company: "B" },
  phq: { kind: "us-phq", at: "0304", company: "B", platoon: 1 },
  s1: { kind: "us-squad", at: "0305", company: "B", platoon: 1 },
  m1: { kind: "us-mortar-60", at: "0404", company: "B" },
  art: { kind: "us-artillery", at: null },
  g1: { kind: "ger-squad", at: "0307", company: "A", platoon: 1, orientation: "face-up" },
  g2: { kind: "ger-squad", at: "0507", company: "A", platoon: 1 },
} as const;
const battle = (extra: Record<string, unknown> = {}) => ciBattle(map, { blocks: BLOCKS, extra: extra as never });
const activation = (hq: string, stage = "commands", more: object = {}) => ({ activation: { side: US, company: "B", hq, stage, ...more } });
const data = (b: CiBattle) => ciCombat("b1", b, false, map);
/** The tracker's buttons enabled for a player of `side`. */
const enabled = (b: CiBattle, side: string) => ciTracker.buttons.filter((button) => actionEnabled(button.action, data(b), { sides: [side] }, ciTracker)).map((button) => button.action);
/** The side's view as a dialog reads it (the referee's `view` reply). */
const input = (b: CiBattle, side = US): CiDialogInput => ciClientView(ciTablePieces.view(tableGame(map, b), side))!;
const faceUp = (b: CiBattle, id: string): CiBattle => ({ ...b, blocks: { ...b.blocks, [id]: { ...b.blocks[id]!, orientation: "face-up", handle: null } } });

describe("CI tracker", () => {
  it("CI 10.x Set-up: each side still placing says it has placed its blocks (end-setup); a side done waits", () => {
    const b = battle({ phase: "setup", setupDone: [US] });
    expect(enabled(b, US)).toEqual(["surrender"]);
    expect(enabled(b, GERMAN)).toEqual(["setupDone", "surrender"]);
    expect(trackerRequest("setupDone", data(b), { sides: [GERMAN] }, ciTracker)).toEqual({ kind: "command", battle: "b1", command: { type: "end-setup" } });
  });

  it("CI 1.x Commands: between activations the active side activates an HQ or ends its Player Turn; the other side waits — and may surrender (CI 10.x Victory: at any time)", () => {
    const b = battle();
    expect(enabled(b, US)).toEqual(["activate", "endPlayerTurn", "surrender"]);
    expect(enabled(b, GERMAN)).toEqual(["surrender"]);
    // A player's side is the referee's to find: the request names none.
    expect(trackerRequest("surrender", data(b), { sides: [GERMAN] }, ciTracker)).toEqual({ kind: "command", battle: "b1", command: { type: "surrender" } });
    expect(trackerRequest("endPlayerTurn", data(b), { sides: "all" }, ciTracker)).toEqual({ kind: "command", battle: "b1", command: { type: "end-player-turn" }, side: US });
    // CI 1.x Game Turns: Player Turn 2 is the second player's.
    expect(enabled(battle({ playerTurn: 2 }), GERMAN)).toEqual(["activate", "endPlayerTurn", "surrender"]);
    expect(enabled(battle({ phase: "ended" }), US)).toEqual([]);
  });

  it("CI 10.x Solitaire: with the chit-pull option the active side draws an HQ in place of choosing one", () => {
    const b = battle({ options: { tanksStayFaceUp: false, tanksRevealedAtSetup: false, hitLimits: false, chitPull: true } });
    expect(enabled(b, US)).toEqual(["drawHq", "endPlayerTurn", "surrender"]);
    expect(trackerRequest("drawHq", data(b), { sides: [US] }, ciTracker)).toEqual({ kind: "command", battle: "b1", command: { type: "draw-hq" } });
  });

  it("CI 4.x HQ Activation, CI 4.x No Command: under a PHQ's commands its units rally, fire, bombard or take a special action, a squad out of range checks its morale; the commands end", () => {
    expect(enabled(battle(activation("phq")), US)).toEqual(["rally", "fire", "ciBombard", "specialAction", "noCommand", "endCommands", "endActivation", "surrender"]);
    expect(enabled(battle(activation("phq")), GERMAN)).toEqual(["surrender"]);
  });

  it("CI 2.x Field Artillery / Air Support: a CHQ calls one strike per activation, while its commands last", () => {
    expect(enabled(battle(activation("chq")), US)).toEqual(["rally", "fire", "ciBombard", "callStrike", "specialAction", "endCommands", "endActivation", "surrender"]);
    expect(enabled(battle(activation("chq", "commands", { strike: "artillery" })), US)).not.toContain("callStrike");
    // CI 4.x HQ Activation: after the commands, the HQ's own action, then the activation ends.
    expect(enabled(battle(activation("chq", "hq-action")), US)).toEqual(["rally", "fire", "ciBombard", "specialAction", "endActivation", "surrender"]);
  });

  it("CI 1.x Game Turns, CI 4.x HQ Activation: the details say the Player Turn of 8 and whose, the active HQ, its rank and the stage", () => {
    const b = faceUp(battle({ playerTurn: 3, ...activation("phq") }), "phq");
    const view = trackerView(data(b), { sides: [US] }, ciTracker) as unknown as Record<string, any>;
    expect(view.holder).toBe("Americans");
    expect(view.playerTurn).toEqual({ i18n: "HEX_TACTICS.CI.Tracker.playerTurn", params: { turn: 3, side: "Americans" } });
    expect(view.activation.title).toEqual({ i18n: "HEX_TACTICS.CI.Tracker.activation", params: { side: "Americans", company: "B", hq: "US Platoon HQ" } });
    expect([view.activation.rank.i18n, view.activation.stage.i18n]).toEqual(["HEX_TACTICS.CI.Tracker.Rank.phq", "HEX_TACTICS.CI.Tracker.Stage.commands"]);
  });

  it("CI 4.x HQ Activation: the Activate dialog names the side's hidden HQs by their handles; the deploy hex picked on the canvas is sent and the engine activates", () => {
    const b = battle();
    const i = input(b);
    const phq = b.blocks.phq!.handle!;
    expect(activateView(i, emptyActivate).units.map((u) => u.value).sort()).toEqual([b.blocks.chq!.handle!, phq].sort());
    // A hex picked that is not next to the HQ is no deploy hex.
    const state = pickDeploy(i, pickDeploy(i, { hq: phq, deploy: "" }, at("0909")), at("0305"));
    const json = activateCommand(i, state)!;
    expect(json).toEqual({ type: "activate", hq: phq, deploy: offsetOf("0305") });
    // Through the referee's table pieces (the side set by the referee) into the engine.
    const command = ciTablePieces.command(tableGame(map, b), json, US);
    const r = ciRunner(map).play(b, command);
    expect(r.state.activation).toMatchObject({ side: US, hq: "phq" });
    expect(r.state.blocks.phq!.hex).toBe(at("0305"));
  });

  it("CI 1.x Commands: an HQ that activated this Game Turn, or of a company done this Player Turn, is not offered (ruling R2)", () => {
    const b = battle({ companiesDone: [] });
    const done = { ...b, blocks: { ...b.blocks, chq: { ...b.blocks.chq!, hqActivated: true } } };
    expect(activateView(input(done), emptyActivate).units.map((u) => u.value)).toEqual([b.blocks.phq!.handle!]);
    expect(activateView(input(battle({ companiesDone: ["B"] })), emptyActivate).none).toBe("HEX_TACTICS.CI.Dialog.noHq");
  });

  it("CI 6.x Firepower, CI 6.x Targeting: the Fire dialog fires a unit named by its handle at a face-up enemy unit or at a hex; a hidden enemy is a hex, never a unit", () => {
    const b = faceUp(battle(activation("phq")), "phq");
    const i = input(b);
    const s1 = b.blocks.s1!.handle!;
    const view = fireView(false)(i, emptyFire);
    expect(view.units.map((u) => u.value)).toContain(s1);
    // The HQ acts after the commands (CI 4.x HQ Activation).
    expect(view.units.map((u) => u.value)).not.toContain("phq");
    expect(view.targets.map((t) => t.value)).toEqual(["g1"]);
    expect(view.hexes.options.map((o) => o.label)).toEqual(["0307", "0507"]);
    expect(JSON.stringify(view)).not.toMatch(/"g2"|ger-squad/);
    expect(fireCommand(false)(i, { ...emptyFire, unit: s1, target: "g1" })).toEqual({ type: "fire", unit: s1, target: { block: "g1" } });
    expect(fireCommand(false)(i, { ...emptyFire, unit: s1, at: "5,7" })).toEqual({ type: "fire", unit: s1, target: { hex: [5, 7] } });
    expect(fireCommand(false)(i, { ...emptyFire, unit: s1 })).toBeNull();
    const command = ciTablePieces.command(tableGame(map, b), fireCommand(false)(i, { ...emptyFire, unit: s1, target: "g1" }), US);
    expect(command).toEqual({ type: "fire", side: US, unit: s1, target: { block: "g1" } });
    // The dialog as a player reads it: his own squad by its label, marked hidden; the enemy's face-up squad; the hexes.
    const words = rendered("ci/dialogs/action", fireView(false)(i, { ...emptyFire, unit: s1 }));
    expect(words).toContain("B-1 US Rifle Squad 4/4 0305 (hidden)");
    expect(words).toContain("Target The hex German Rifle Squad 0307");
    expect(words).toContain("PHQ’s weapon command is free");
  });

  it("CI 6.x Bombardment, CI 6.x Spotting: only a red-triangle unit bombards, naming an HQ that spots for it", () => {
    const b = faceUp(battle(activation("chq")), "chq");
    const i = input(b);
    const m1 = b.blocks.m1!.handle!;
    expect(fireView(true)(i, emptyFire).units.map((u) => u.value)).toEqual([m1]);
    expect(fireCommand(true)(i, { unit: m1, at: "5,7", target: "", spotter: "chq" })).toEqual({ type: "bombard", unit: m1, target: { hex: [5, 7] }, spotter: "chq" });
  });

  it("CI 2.x Field Artillery / Air Support: the Call Strike dialog offers the side's strikes left and needs a target hex and a spotter", () => {
    const b = faceUp(battle(activation("chq")), "chq");
    const i = input(b);
    expect(strikeView(i, { kind: "artillery", at: "", spotter: "" }).kinds.map((k) => k.value)).toEqual(["artillery"]);
    expect(strikeCommand(i, { kind: "artillery", at: "5,7", spotter: "" })).toBeNull();
    expect(strikeCommand(i, { kind: "artillery", at: "5,7", spotter: "chq" })).toEqual({ type: "call-strike", kind: "artillery", target: { hex: [5, 7] }, spotter: "chq" });
    expect(strikeCommand(i, { kind: "air", at: "5,7", spotter: "chq" })).toBeNull();
  });

  it("CI 5.x Rally, CI 4.x No Command, CI 7.x Special Actions: a unit named by its handle; a bridge's hexside runs from the unit's hex to the hex picked", () => {
    const b = faceUp(battle(activation("phq")), "phq");
    const i = input(b);
    const s1 = b.blocks.s1!.handle!;
    expect(unitCommand("rally")(i, { unit: s1 })).toEqual({ type: "rally", unit: s1 });
    expect(unitView("no-command")(i, { unit: "" }).units.map((u) => u.value)).toEqual([s1]);
    expect(unitCommand("no-command")(i, { unit: b.blocks.m1!.handle! })).toBeNull();
    expect(specialCommand(i, { unit: s1, action: "foxhole", at: "", spotter: "" })).toEqual({ type: "special", unit: s1, action: "foxhole" });
    expect(specialCommand(i, { unit: s1, action: "demolish", at: "3,6", spotter: "" })).toEqual({ type: "special", unit: s1, action: "demolish", hexside: [offsetOf("0305"), [3, 6]] });
    expect(specialCommand(i, { unit: s1, action: "smoke", at: "", spotter: "" })).toBeNull();
  });

  it("CI 4.x HQ Ranks: the dialogs tell the active side alone its CHQ's commands left, or its PHQ's weapon command", () => {
    const chq = faceUp(battle(activation("chq", "commands", { chqCommands: 1 })), "chq");
    expect(unitView("rally")(input(chq), { unit: "" }).commands).toEqual({ i18n: "HEX_TACTICS.CI.Dialog.chqCommands", params: { left: 2, of: 3 } });
    const phq = faceUp(battle(activation("phq", "commands", { weaponCommanded: true })), "phq");
    expect(unitView("rally")(input(phq), { unit: "" }).commands).toEqual({ i18n: "HEX_TACTICS.CI.Dialog.weaponUsed" });
    // The Combat every side reads holds neither.
    expect(JSON.stringify(data(chq).details)).not.toMatch(/chqCommands|weapon/);
  });
});
