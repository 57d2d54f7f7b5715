/**
 * Digging in at the table (IA1 16.2): Alice's page builds the command as the Mount, dismount, dig in dialog does, from
 * her side's view the referee sends; the referee carries it out and every page shows the same card and marker.
 */
import { describe, expect, it } from "vitest";
import { localizeAll } from "../../../../src/foundry/i18n";
import { iaClientView } from "../../../../src/foundry/rulesets/ia/client-view";
import { unitActionCommand, unitActionStateFrom, unitActionView } from "../../../../src/foundry/rulesets/ia/dialogs/unit-action-view";
import { enI18n } from "../../../support/i18n";
import { command, everyone, liveTable, newCards, request, result } from "./table";

describe("unit actions through the referee", () => {
  it("IA1 16.2 Alice digs her company in: the referee posts the card, MOVED/FIRED shows on every page", async () => {
    const t = await liveTable({ hidden: false });
    t.server.dice.push(4, 2);
    expect(result(await command(t.alice, { type: "roll-initiative" })).status).toBe("done");
    expect(result(await command(t.alice, { type: "activate", root: { stack: [3, 3] }, pieces: { g1: "move" } })).status).toBe("done");

    const reply = await request(t.alice, { kind: "view" });
    if (!reply.ok) throw new Error(JSON.stringify(reply));
    const got = iaClientView(reply.result)!;
    const input = { battle: got.view.battle, map: got.map, side: got.view.side };
    const view = localizeAll(unitActionView(input, unitActionStateFrom({})), enI18n);
    expect(view.units).toEqual([{ name: "1./IR 147", hex: expect.any(String), actions: [{ value: "g1:dig-in", label: "Dig in", selected: false }] }]);

    const before = everyone(t).cards.length;
    const json = unitActionCommand(input, unitActionStateFrom({ action: "g1:dig-in" }));
    expect(json).toEqual({ type: "dig-in", unit: "g1" });
    expect(result(await command(t.alice, json!)).events?.map((e) => e.type)).toEqual(["acting", "dug-in", "moved-fired"]);
    const cards = newCards(t, before);
    expect(cards.map((c) => c.kind)).toEqual(["unit-action"]);
    expect(cards[0]!.data).toMatchObject({ lines: [{ text: { i18n: "HEX_TACTICS.Card.UnitAction.digging", params: { unit: "1./IR 147" } }, rule: "IA1 16.2", check: null }] });
    expect(everyone(t).tokens.find((x) => x.piece === "g1")!.statuses).toContain("ht-moved-fired");
  }, 60_000);
});
