/**
 * The Token HUD's actions through the referee (IA1 16.2): Alice's page asks which actions her company may take now,
 * and the click's command is carried out like the dialog's; another side's page is offered nothing for it.
 */
import { describe, expect, it } from "vitest";
import { command, everyone, liveTable, newCards, request, result } from "./table";

async function activated(hidden: boolean) {
  const t = await liveTable({ hidden });
  t.server.dice.push(4, 2);
  expect(result(await command(t.alice, { type: "roll-initiative" })).status).toBe("done");
  expect(result(await command(t.alice, { type: "activate", root: { stack: [3, 3] }, pieces: { g1: "move" } })).status).toBe("done");
  return t;
}

describe("token actions through the referee", () => {
  it("IA1 16.2 Alice's company designated to move may dig in; the HUD's command is carried out and the card posted", async () => {
    const t = await activated(false);
    const offered = { side: "german", actions: [{ action: "dig-in", command: { type: "dig-in", unit: "g1" } }] };
    expect(await request(t.alice, { kind: "actions", piece: "g1" })).toEqual({ ok: true, result: offered });
    // The GM is answered for the side whose piece it is; Bob, for his side, is offered nothing for it.
    expect(await request(t.gm, { kind: "actions", piece: "g1" })).toEqual({ ok: true, result: offered });
    expect(await request(t.bob, { kind: "actions", piece: "g1" })).toEqual({ ok: true, result: { side: "russian", actions: [] } });
    expect(await request(t.alice, { kind: "actions", piece: "g2" })).toEqual({ ok: true, result: { side: "german", actions: [] } });

    const before = everyone(t).cards.length;
    expect(result(await request(t.alice, { kind: "command", command: offered.actions[0]!.command, side: offered.side })).events?.map((e) => e.type)).toEqual(["acting", "dug-in", "moved-fired"]);
    expect(newCards(t, before).map((c) => c.kind)).toEqual(["unit-action"]);
    expect(await request(t.alice, { kind: "actions", piece: "g1" })).toEqual({ ok: true, result: { side: "german", actions: [] } });
  }, 60_000);

  it("IA1 16.5 the actions offered are judged on the side's view: the same with or without the enemy's hidden company", async () => {
    const [withHidden, without] = [await activated(true), await activated(false)];
    expect(await request(withHidden.alice, { kind: "actions", piece: "g1" })).toEqual(await request(without.alice, { kind: "actions", piece: "g1" }));
  }, 60_000);
});
