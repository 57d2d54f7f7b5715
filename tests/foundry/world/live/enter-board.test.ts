/**
 * Entering the board at the table (IA1 16.41): Alice's reinforcements wait off the board. The same turn is played with
 * and without them: everything Bob's page receives is the same until they enter (IA1 16.41: off-board pieces are
 * concealed from the enemy), though Alice's own page sees them in her Enter the board dialog. Then Alice activates the
 * group and enters 3./IR 147 with Lt. Weber through the dialog's request, a drag onto the entry hex: Bob's page sees
 * nothing of the activation, and their tokens once they stand on the board.
 */
import { describe, expect, it } from "vitest";
import { localizeAll } from "../../../../src/foundry/i18n";
import { iaClientView } from "../../../../src/foundry/rulesets/ia/client-view";
import { enterBoardRequest, enterBoardStateFrom, enterBoardView } from "../../../../src/foundry/rulesets/ia/dialogs/enter-board-view";
import { enI18n } from "../../../support/i18n";
import { ENTRY, entryTable } from "./entry-table";
import { command, everyone, received, request, result, type LiveTable } from "./table";

/** Alice's Enter the board dialog, from her side's view. */
async function dialogInput(t: LiveTable) {
  const reply = await request(t.alice, { kind: "view" });
  if (!reply.ok) throw new Error(JSON.stringify(reply));
  const got = iaClientView(reply.result)!;
  return { battle: got.view.battle, map: got.map, side: got.view.side };
}

/** Initiative, Alice's company digs in, she looks at her dialog, ends her segment; Bob passes. */
async function firstSegments(reinforced: boolean): Promise<LiveTable> {
  const t = await entryTable(reinforced);
  const done = async (reply: ReturnType<typeof command>) => expect(result(await reply).status).toBe("done");
  t.server.dice.push(4, 2);
  await done(command(t.alice, { type: "roll-initiative" }));
  await done(command(t.alice, { type: "activate", root: { stack: [3, 3] }, pieces: { g1: "move" } }));
  await done(command(t.alice, { type: "dig-in", unit: "g1" }));
  const waiting = localizeAll(enterBoardView(await dialogInput(t), enterBoardStateFrom({})), enI18n).waiting;
  expect(waiting.map((w: { name: string }) => w.name)).toEqual(reinforced ? ["Lt. Weber", "3./IR 147"] : []);
  await done(command(t.alice, { type: "end-activation" }));
  await done(command(t.bob, { type: "pass" }));
  return t;
}

describe("IA1 16.41 entering the board through the referee", () => {
  it("IA1 16.41 Bob's page receives the same with or without Alice's off-board group until it enters; then its tokens", async () => {
    const reinforced = await firstSegments(true);
    const plain = await firstSegments(false);
    const bob = received(reinforced.bob.received);
    expect(bob).toEqual(received(plain.bob.received));
    expect(bob.join("\n")).not.toContain("3./IR 147");
    // The comparison can tell: Alice's own page heard of her reinforcements (her view).
    expect(reinforced.alice.received.join("\n")).toContain("3./IR 147");

    // Alice activates the group from its leader off the board, then enters as her dialog sends it.
    const t = reinforced;
    expect(result(await command(t.alice, { type: "activate", root: { leader: "lt" }, pieces: { lt: "move", g3: "move" } })).status).toBe("done");
    const heard = t.bob.received.length;
    const input = await dialogInput(t);
    const [col, row] = ENTRY[0];
    const entry = enterBoardRequest(input, enterBoardStateFrom({ entry: `g3:${input.map.indexOfOffset(col, row)}`, "with.lt": true }));
    expect(entry).toEqual({ kind: "move-path", piece: "g3", path: [[0, 0]], with: ["lt"] });
    expect(received(t.bob.received.slice(0, heard)).join("\n")).not.toContain("g3");
    const moved = await request(t.alice, entry!);
    expect(moved).toMatchObject({ ok: true, result: { status: "done", moved: 1 } });
    expect(everyone(t).tokens.filter((x) => x.piece === "g3" || x.piece === "lt").map((x) => [x.piece, x.hex])).toEqual([
      ["g3", [0, 0]],
      ["lt", [0, 0]],
    ]);
  }, 120_000);
});
