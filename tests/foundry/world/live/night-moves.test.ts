/**
 * IA1 5.7 at the table: "On night turns units may not enter hexes that are not friendly-controlled unless they are
 * activated by a leader (3.12)." The live table on a night turn (spotting range 2, so no Russian sees the Germans four
 * hexes off and nobody is asked for opportunity fire), each hex controlled by the side that set up nearer to it
 * (Definitions). The drag keeps four hexes from the Russian stack at [3, 7] (IA1 5.5): [4, 4], [5, 4] and [6, 5] are
 * nearer the Germans' [3, 3], so German; [7, 5] is as far from both, so nobody's.
 */
import { describe, expect, it } from "vitest";
import { drag, dragControlled } from "./drags";
import { command, everyone, liveTable, request, result, type LiveTable } from "./table";

const DRAG: [number, number][] = [
  [4, 4],
  [5, 4],
  [6, 5],
  [7, 5],
];

/** The night table after the initiative roll (the Germans act first), with `pieces` activated from `root`. */
async function atNight(root: Record<string, unknown>, pieces: Record<string, unknown>, lieutenant = false): Promise<LiveTable> {
  const t = await liveTable({ hidden: false, night: true, lieutenant });
  t.server.dice.push(4, 2);
  expect(result(await command(t.alice, { type: "roll-initiative" })).status).toBe("done");
  expect(result(await command(t.alice, { type: "activate", root, pieces })).status).toBe("done");
  const view = result(await request(t.alice, { kind: "view" })) as unknown as { battle: { light: unknown; control: Record<string, string> } };
  expect(view.battle.light).toEqual({ range: 2, night: true });
  expect(DRAG.map(([c, r]) => view.battle.control[`${c},${r}`] ?? null)).toEqual(["german", "german", "german", null]);
  return t;
}

const hexOf = (t: LiveTable, piece: string) => everyone(t).tokens.find((x) => x.piece === piece)!.hex;

describe("IA1 5.7 night movement on the board", () => {
  it("IA1 5.7 a company activated without a leader stops before the hex its side does not control, and the ruler shows that step refused", async () => {
    const t = await atNight({ piece: "g1" }, { g1: "move" });
    const refusal = { hex: [7, 5], rule: "IA1 5.7", why: { code: "move.night" } };
    expect(result(await request(t.alice, { kind: "preview", piece: "g1", path: DRAG }))).toMatchObject({
      steps: [
        { hex: [4, 4], spent: 1, left: 3 },
        { hex: [5, 4], spent: 2, left: 2 },
        { hex: [6, 5], spent: 3, left: 1 },
      ],
      refused: refusal,
    });
    const { refused, reply } = await drag(t, t.alice, "g1", DRAG);
    expect(refused).toBe(true);
    expect((await reply).result).toMatchObject({ status: "refused", code: "move.night", rule: "IA1 5.7", moved: 3 });
    expect(hexOf(t, "g1")).toEqual([6, 5]);
    expect(t.alice.notifications).toEqual([{ type: "warn", message: "at night a unit without a leader enters only hexes its side controls" }]);
    expect(everyone(t).cards.map((c) => c.kind)).toEqual(["initiative", "activation", "move", "move", "move"]);
    expect(t.bob.dialogs).toEqual([]);
  }, 60_000);

  it("IA1 5.7, 3.12 the company activated by Lt. Weber, an infantry leader moving with it, makes the same move", async () => {
    const t = await atNight({ leader: "lt" }, { g1: { action: "move", ledBy: "lt" }, lt: "move" }, true);
    expect(result(await request(t.alice, { kind: "preview", piece: "g1", path: DRAG, with: ["lt"] }))).toMatchObject({
      steps: [{ hex: [4, 4] }, { hex: [5, 4] }, { hex: [6, 5] }, { hex: [7, 5], spent: 4, left: 0 }],
      refused: null,
    });
    const { refused, reply } = await dragControlled(t, t.alice, ["g1", "lt"], DRAG);
    expect(refused).toEqual([true, true]);
    expect((await reply).result).toMatchObject({ status: "done", moved: 4 });
    expect([hexOf(t, "g1"), hexOf(t, "lt")]).toEqual([
      [7, 5],
      [7, 5],
    ]);
    expect(t.alice.notifications).toEqual([]);
  }, 60_000);
});
