/**
 * PG 16.7 at the table: the Soviets drew two minefields, which Bob places "face-down on the board" in his minefield
 * hexes with the Minefields dialog's model on his own view (its form read back, its one `place-minefields` command
 * sent to the referee). Every page's scene shows a face-down back on each of their hexes — no strength, nothing telling
 * a dummy; Bob's canvas alone draws their strengths (his private layer). Played twice, with a 2 and a dummy and with a
 * 3 and a 1, everything Alice's page received must be the same.
 */
import { describe, expect, it } from "vitest";
import { minefieldCommand, minefieldStateFrom, emptyMinefields } from "../../../../src/foundry/rulesets/pg/dialogs/minefields-view";
import { dialogInput, map, pgLiveTable, ZONE } from "./pg-table";
import type { SimScene, SimToken } from "../documents";
import { command, everyone, received, request, result, type LiveTable } from "./table";

async function play(mines: [0 | 1 | 2 | 3, 0 | 1 | 2 | 3]): Promise<LiveTable> {
  const t = await pgLiveTable(0, mines);
  const input = await dialogInput(t.bob);
  const [first, second] = ZONE.map(([c, r]) => String(map.indexOfOffset(c, r)));
  const placing = minefieldCommand(input, minefieldStateFrom({ "at.m1": first, "at.m2": second }, emptyMinefields, input));
  expect(placing).toEqual({ type: "place-minefields", at: ZONE });
  expect(result(await command(t.bob, placing!)).status).toBe("done");
  return t;
}

/** The markers on Alice's scene: each token that is no piece's, by its kind and hex. */
const markers = (t: LiveTable) => (t.alice.game.scenes.get(t.scene) as SimScene).tokens.contents.flatMap((k: SimToken) => (k.getFlag("hex-tactics", "marker") ? [String(k.getFlag("hex-tactics", "marker"))] : []));

describe("PG 16.7 face-down minefields", () => {
  it("PG 16.7 every page shows a back on each minefield's hex; Alice's receives the same whatever their strengths and dummies", async () => {
    const first = await play([2, 0]);
    const second = await play([3, 1]);
    expect(markers(first).sort()).toEqual(["minefield@8,9", "minefield@9,9"]);
    everyone(first);
    expect(received(first.alice.received)).toEqual(received(second.alice.received));
    // The comparison can tell: Bob's own page heard the strengths (his view, his layer).
    expect(received(first.bob.received)).not.toEqual(received(second.bob.received));
  }, 120_000);

  it("PG 16.7 the owner's canvas layer labels each with its strength, a dummy as one; the other side's holds none", async () => {
    const t = await play([2, 0]);
    const bob = await request(t.bob, { kind: "layer" });
    const alice = await request(t.alice, { kind: "layer" });
    expect(bob.ok && (bob.result as { markers: { hex: number[]; label?: { text: string } }[] }).markers.map((m) => [m.hex, m.label?.text])).toEqual([
      [[8, 9], "minefield 2"],
      [[9, 9], "dummy minefield"],
    ]);
    expect(alice.ok && (alice.result as { markers: unknown[] }).markers).toEqual([]);
  }, 120_000);

  it("PG 16.71, 16.74 a unit entering turns them up on every page: a dummy is removed, a minefield shows its strength", async () => {
    const t = await play([2, 0]);
    t.server.dice.push(5, 2);
    expect(result(await command(t.alice, { type: "roll-initiative" })).status).toBe("done");
    if ((everyone(t).combat as { initiative: { winner: string } }).initiative.winner !== "german") expect(result(await command(t.bob, { type: "pass" })).status).toBe("done");
    expect(result(await command(t.alice, { type: "activate", root: { piece: "gi" }, pieces: { gi: "move" } })).status).toBe("done");
    // The dummy at [9, 9]: turned up and removed (no die rolled: 16.74).
    expect(result(await command(t.alice, { type: "move", piece: "gi", to: [9, 9] })).status).toBe("done");
    expect(markers(t)).toEqual(["minefield@8,9"]);
    // The 2 at [8, 9]: turned up for both sides (16.71), whatever its dice do.
    t.server.dice.push(6, 6, 6, 6, 6, 6);
    expect(["done", "decision"]).toContain(result(await command(t.alice, { type: "move", piece: "gi", to: [8, 9] })).status);
    expect(markers(t)).toEqual(["minefield-2@8,9"]);
    everyone(t);
  }, 120_000);
});
