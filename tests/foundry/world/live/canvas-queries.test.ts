/**
 * The canvas's queries at the table (docs/foundry.md, "On the map"): a side's sight for the fog marks, the LOS tool and
 * the ruler's move preview, each answered as the asker's side knows the battle — never showing the enemy's hidden
 * company (IA1 16.5) — and only for the side the asker plays (a GM may view as either).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { command, liveTable, request, result, type LiveTable } from "./table";

let t: LiveTable;

describe("the canvas's queries", () => {
  beforeAll(async () => {
    t = await liveTable();
    t.server.dice.push(4, 2);
    expect(result(await command(t.alice, { type: "roll-initiative" })).status).toBe("done");
  }, 60_000);

  it("IA1 8.0, 16.5 a player's sight lists the enemy pieces his side spots, never the hidden company", async () => {
    expect(result(await request(t.alice, { kind: "sight" }))).toEqual({ side: "german", spotted: ["kap", "r1", "r2"], unspotted: [] });
    expect(result(await request(t.bob, { kind: "sight" }))).toEqual({ side: "russian", spotted: ["g1", "g2"], unspotted: [] });
  });

  it("a player cannot ask as the other side; a GM views as either", async () => {
    expect(await request(t.alice, { kind: "sight", side: "russian" })).toMatchObject({ ok: false, code: "referee.no-side" });
    expect(await request(t.bob, { kind: "los", side: "german", from: [3, 3], to: [3, 7] })).toMatchObject({ ok: false, code: "referee.no-side" });
    expect(await request(t.bob, { kind: "preview", side: "german", piece: "g1", path: [[3, 4]] })).toMatchObject({ ok: false, code: "referee.no-side" });
    expect(result(await request(t.gm, { kind: "sight", side: "russian" }))).toEqual({ side: "russian", spotted: ["g1", "g2"], unspotted: [] });
    expect(result(await request(t.gm, { kind: "sight", side: "german" }))).toEqual({ side: "german", spotted: ["kap", "r1", "r2"], unspotted: [] });
  });

  it("IA1 8.4 the LOS tool: a clear line four hexes long, in daylight spotting range", async () => {
    expect(result(await request(t.alice, { kind: "los", from: [3, 3], to: [3, 7] }))).toMatchObject({
      range: 4,
      spottingRange: 12,
      trace: [{ id: "ia1.daylight", value: 12, rule: "IA1 8.4" }],
      spotted: true,
      clear: true,
      sides: [{ side: "left", hexes: [[3, 4], [3, 5], [3, 6]], clear: true }],
    });
  });

  it("IA1 8.61 the LOS tool names the woods hex that blocks the line, with its rule", async () => {
    expect(result(await request(t.alice, { kind: "los", from: [3, 1], to: [3, 3] }))).toMatchObject({
      range: 2,
      reason: "blocked",
      clear: false,
      sides: [{ hexes: [[3, 2]], clear: false, blocked: { hex: [3, 2], id: "ia1.limiting", rule: "IA1 8.61, 8.66" } }],
    });
  });

  it("IA1 16.5 naming the hidden company as the target tells a German nothing: the answer is that for the empty woods", async () => {
    const bare = result(await request(t.alice, { kind: "los", from: [3, 3], to: [4, 8] }));
    expect(result(await request(t.alice, { kind: "los", from: [3, 3], to: [4, 8], target: "r3" }))).toEqual(bare);
    expect(bare).toMatchObject({ range: 5, spottingRange: 3, reason: "out-of-range" });
  });

  it("a hex off the map, or another side's piece to preview, is refused naming the field", async () => {
    expect(await request(t.alice, { kind: "los", from: [3, 3], to: [30, 7] })).toEqual({ ok: false, code: "referee.bad-query", params: { paths: "to" } });
    expect(await request(t.alice, { kind: "preview", piece: "r1", path: [[3, 6]] })).toEqual({ ok: false, code: "referee.bad-query", params: { paths: "piece" } });
  });

  it("IA1 5.5 the ruler's preview: MPs spent and left per hex, and the first refused step with its rule and reason", async () => {
    expect(result(await command(t.alice, { type: "activate", root: { stack: [3, 3] }, pieces: { g1: "move", g2: "move" } })).status).toBe("done");
    // Away from the Russians: into the woods (2 MP) and on to clear ground (1 MP) of a 4-MP allowance; back is closer.
    expect(result(await request(t.alice, { kind: "preview", piece: "g1", path: [[3, 2], [3, 1], [3, 2], [3, 3]] }))).toMatchObject({
      steps: [
        { hex: [3, 2], mp: 2, by: "woods", spent: 2, left: 2 },
        { hex: [3, 1], mp: 1, by: "clear", spent: 3, left: 1 },
      ],
      refused: { hex: [3, 2], rule: "IA1 5.5", why: { code: "move.closer", params: { unit: "1./IR 147" } } },
    });
    // Nothing moved: the preview changes nothing.
    expect(result(await request(t.alice, { kind: "preview", piece: "g1", path: [[3, 4]] }))).toMatchObject({ steps: [], refused: { hex: [3, 4], rule: "IA1 5.5" } });
  });

  it("IA1 8.51 after a command the sight follows it: a company gone into the woods five hexes off is no longer spotted", async () => {
    const moving = command(t.alice, { type: "move", piece: "g1", to: [3, 2] });
    const prompt = await t.bob.nextDialog();
    // The Russians' opportunity-fire window opens after the hex entered: Bob passes.
    expect(prompt.buttons.map((b) => b.label)).toEqual(["Pass (default)"]);
    await t.bob.run(() => prompt.click("0"));
    expect(result(await moving).status).toBe("done");
    expect(result(await request(t.bob, { kind: "sight" }))).toEqual({ side: "russian", spotted: ["g2"], unspotted: ["g1"] });
    expect(result(await request(t.alice, { kind: "sight" }))).toEqual({ side: "german", spotted: ["kap", "r1", "r2"], unspotted: [] });
  });
});
