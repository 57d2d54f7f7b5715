/**
 * Digging in at the table (IA1 16.2): Alice's page opens the Unit actions dialog as the tracker does — her side's view,
 * then the referee's `actions` answer for each of her units on the map — and sends the command the referee offered; the
 * referee carries it out and every page shows the same card and marker.
 */
import { describe, expect, it } from "vitest";
import { localizeAll } from "../../../../src/foundry/i18n";
import { iaClientView } from "../../../../src/foundry/rulesets/ia/client-view";
import { askUnitActions, unitActionCommand, unitActionStateFrom, unitActionView } from "../../../../src/foundry/rulesets/ia/dialogs/unit-action-view";
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
    const offered = await askUnitActions(input, (piece) => request(t.alice, { kind: "actions", piece }));
    const view = localizeAll(unitActionView(offered, unitActionStateFrom({})), enI18n);
    expect(view.units).toEqual([{ name: "1./IR 147", hex: expect.any(String), actions: [{ value: "g1:dig-in", label: "Dig in", selected: false }] }]);
    // The GM asking for Alice's side is offered the same.
    expect(await askUnitActions(input, (piece) => request(t.gm, { kind: "actions", piece, side: "german" }))).toEqual(offered);

    const before = everyone(t).cards.length;
    const chosen = unitActionCommand(offered, unitActionStateFrom({ action: "g1:dig-in" }));
    expect(chosen).toEqual({ command: { type: "dig-in", unit: "g1" }, side: "german" });
    expect(result(await command(t.alice, chosen!.command)).events?.map((e) => e.type)).toEqual(["acting", "dug-in", "moved-fired"]);
    const cards = newCards(t, before);
    expect(cards.map((c) => c.kind)).toEqual(["unit-action"]);
    expect(cards[0]!.data).toMatchObject({ lines: [{ text: { i18n: "HEX_TACTICS.Card.UnitAction.digging", params: { unit: "1./IR 147" } }, rule: "IA1 16.2", check: null }] });
    expect(everyone(t).tokens.find((x) => x.piece === "g1")!.statuses).toContain("ht-moved-fired");
    // IA1 3.13: the company has acted; the dialog offers nothing more.
    expect(await askUnitActions(input, (piece) => request(t.alice, { kind: "actions", piece }))).toEqual([]);
  }, 60_000);
});
