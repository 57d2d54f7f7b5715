/**
 * RP 6.674 at the table: the melee's targets, one engine decision per unit, reach each side's player in one dialog
 * (src/foundry/referee/decision-batch.ts): Alice allocates her two units' attacks, then Bob his two, each in one form
 * with a field per unit and one submit; the melee is carried out with every choice.
 */
import { describe, expect, it } from "vitest";
import { BRITISH, couplets, GERMAN, rpBattle, rpMap } from "../../../engine/rules/rp/support/fixture";
import { rpTable } from "./rp-table";

const BATTLE = "rp-melee";
const map = rpMap({ columns: 12, rows: 12 });
// Both sides in C04, the Germans to act; the dispersed units are each side's weakest (the default targets).
const battle = rpBattle(map, {
  units: {
    g1: { side: GERMAN, at: "C04", name: "1/Inf" },
    g2: { side: GERMAN, at: "C04", name: "2/Inf", face: "dispersed" },
    b1: { side: BRITISH, at: "C04", name: "A Coy" },
    b2: { side: BRITISH, at: "C04", name: "B Coy", face: "dispersed" },
  },
  extra: couplets(GERMAN),
});

describe("RP melee allocation at the table", () => {
  it("RP 6.674: Alice allocates both German attacks in one dialog, then Bob both British ones in one; the melee uses every choice", async () => {
    const t = await rpTable(BATTLE, map, battle);
    const activated = await t.command(t.alice, { type: "activate", config: "stack", units: ["g1", "g2"] });
    expect(activated).toMatchObject({ ok: true, result: { status: "done" } });
    // RP 6.675: four cohesion checks, no doubles.
    t.server.dice.push(1, 2, 1, 3, 1, 4, 2, 3);
    const fought = t.command(t.alice, { type: "move", units: ["g1", "g2"], step: { melee: true } });
    const german = await t.alice.nextDialog();
    expect(german.buttons.map((b) => [b.action, b.label])).toEqual([["submit", "Send these choices"]]);
    // 1/Inf attacks A Coy; 2/Inf's field is left at its default (B Coy).
    await t.alice.run(() => german.fill({ "answer-0": "0" }).click("submit"));
    const british = await t.bob.nextDialog();
    // Both British units attack 1/Inf (the default would be the dispersed 2/Inf).
    await t.bob.run(() => british.fill({ "answer-0": "0", "answer-1": "0" }).click("submit"));
    const reply = await fought;
    expect(reply).toMatchObject({ ok: true, result: { status: "done" } });
    const events = (reply.ok ? (reply.result as { events: { type: string; attacks?: unknown }[] }).events : []).filter((e) => e.type === "melee-allocated");
    expect(events.map((e) => e.attacks)).toEqual([
      [
        { by: "g1", target: "b1" },
        { by: "g2", target: "b2" },
        { by: "b1", target: "g1" },
        { by: "b2", target: "g1" },
      ],
    ]);
    // One dialog each: nobody else was asked.
    expect([t.gm.dialogs.length, t.alice.dialogs.length, t.bob.dialogs.length]).toEqual([0, 1, 1]);
  }, 60_000);
});
