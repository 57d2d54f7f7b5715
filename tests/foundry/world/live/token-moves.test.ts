/**
 * Token moves by every V13 method (docs/foundry.md, "Moves"): the world fires `preMoveToken` on the page making any
 * position update (../movement.ts), the referee's own writes included. The referee's writes pass on its page and send
 * nothing; a player's arrow keys go to the referee as one request; his token's sheet, or a macro, is refused and nothing
 * moves — the referee's mark on his update counts for nothing off the referee's page, even the real one every page hears
 * with the referee's writes; what slips past his page (noHook, or a mark set on the referee's page) is put back by the
 * referee.
 */
import { describe, expect, it, vi } from "vitest";
import type { Projection } from "../../../../src/foundry/referee/ports";
import { tableClient } from "../../../../src/foundry/referee/table-client";
import { configure, drag, keys, pointOf, tokenOf } from "./drags";
import { command, everyone, liveTable, result, type LiveTable } from "./table";

/** The referee's mark as a macro would write it, guessing. */
const FORGED_MARK = { "hex-tactics": { referee: true } };

const REFUSED = { type: "warn", message: "Battle tokens move only through the referee: drag the token, or move it with the arrow keys." };

/** The table with Alice's 1st company (g1, at [3, 3]) activated to move; every request the referee handles, and every projection it writes, watched. */
async function watched() {
  const t = await liveTable();
  t.server.dice.push(4, 2);
  expect(result(await command(t.alice, { type: "roll-initiative" })).status).toBe("done");
  expect(result(await command(t.alice, { type: "activate", root: { stack: [3, 3] }, pieces: { g1: "move" } })).status).toBe("done");
  const handle = vi.spyOn(t.gm.run(() => tableClient().referee!), "handle");
  const project = vi.spyOn(t.gm.run(() => tableClient().ports!), "project");
  return { t, handle, project };
}

/** Bob passes on the opportunity fire he is asked about (his hidden company has him asked at every hex entered). */
async function bobPasses(t: LiveTable) {
  const dialog = await t.bob.nextDialog();
  await t.bob.run(() => dialog.click("0"));
}

const hexes = (t: LiveTable) => everyone(t).tokens.map(({ piece, hex }) => ({ piece, hex }));

describe("the referee's own moves, through V13's movement hook", () => {
  it("a drag's moves leave every token where the referee's projection has it, and the GM's page asks nothing of its own", async () => {
    const { t, handle, project } = await watched();
    const noticed = t.gm.notifications.length;
    const { reply } = await drag(t, t.alice, "g1", [
      [4, 4],
      [5, 4],
    ]);
    for (let n = 0; n < 2; n++) await bobPasses(t);
    expect((await reply).result).toMatchObject({ status: "done", moved: 2 });
    await t.gm.idle();
    const projected = (project.mock.calls.at(-1)![1] as Projection).pieces.map(({ piece, hex }) => ({ piece, hex: [...hex] }));
    expect(hexes(t)).toEqual(projected.sort((a, b) => a.piece.localeCompare(b.piece)));
    expect(hexes(t).find((x) => x.piece === "g1")!.hex).toEqual([5, 4]);
    expect(handle.mock.calls.map(([user, request]) => [user, request.kind])).toEqual([["alice", "move-path"]]);
    expect([t.gm.notifications.slice(noticed), t.gm.errors]).toEqual([[], []]);
    // Its own writes are not taken for moves to put back: one projection a hex moved, none again after its writes.
    expect(project).toHaveBeenCalledTimes(2);
  }, 60_000);

  it("a drag Foundry fills with intermediate waypoints of its own goes to the referee as the hexes the user chose", async () => {
    const { t, handle } = await watched();
    const token = tokenOf(t, t.alice, "g1");
    const chosen = pointOf(t, t.alice, [4, 4]);
    const between = { ...pointOf(t, t.alice, [3, 4]), intermediate: true };
    const movement = { method: "dragging", passed: { waypoints: [] }, pending: { waypoints: [between, chosen] } };
    expect(t.alice.run(() => t.alice.Hooks.call("preMoveToken", token, movement, {}))).toBe(false);
    await bobPasses(t);
    await t.alice.run(() => tableClient().moving);
    expect(handle.mock.calls.map(([, request]) => (request as { path?: unknown }).path)).toEqual([[[4, 4]]]);
  }, 60_000);
});

describe("a player's writes to his counter's token", () => {
  it("its flags changed (its state, the piece it shows): the referee writes them back", async () => {
    const { t } = await watched();
    const before = everyone(t);
    await t.alice.run(() => tokenOf(t, t.alice, "g1").update({ "flags.hex-tactics.state": { face: "reduced", steps: { value: 1, max: 2 } } }));
    await t.gm.idle();
    await t.alice.run(() => tokenOf(t, t.alice, "g2").update({ "flags.hex-tactics.piece": "r1" }));
    await t.gm.idle();
    expect(everyone(t)).toEqual(before);
    expect(tokenOf(t, t.alice, "g1").getFlag("hex-tactics", "state")).toEqual({ face: "full", steps: { value: 2, max: 2 } });
  }, 60_000);

  it("its battle flags taken off, to pass for a plain token: it goes, and the piece's token is placed again", async () => {
    const { t } = await watched();
    const before = everyone(t);
    const token = tokenOf(t, t.alice, "g2");
    await t.alice.run(() => token.update({ "flags.-=hex-tactics": null }));
    await t.gm.idle();
    expect(t.gm.game.scenes.get(t.scene)!.tokens.get(token.id)).toBeUndefined();
    expect(everyone(t)).toEqual(before);
  }, 60_000);
});

describe("a player's moves by other methods", () => {
  it("the arrow keys: one request to the referee, which moves the company", async () => {
    const { t, handle } = await watched();
    const { refused, reply } = await keys(t, t.alice, "g1", [4, 4]);
    expect(refused).toBe(true);
    await bobPasses(t);
    expect((await reply).result).toMatchObject({ status: "done", moved: 1 });
    expect(handle.mock.calls).toEqual([["alice", { kind: "move-path", battle: "steinbach", movers: ["g1"], path: [[4, 4]] }]]);
    expect(hexes(t).find((x) => x.piece === "g1")!.hex).toEqual([4, 4]);
  }, 60_000);

  it("the token's sheet, or a macro's update even marked as the referee's: refused in words on his page, nothing sent, nothing moved", async () => {
    const { t, handle } = await watched();
    const before = everyone(t);
    expect(await configure(t, t.alice, "g1", [5, 5])).toBe(false);
    await t.alice.run(() => tokenOf(t, t.alice, "g1").update(pointOf(t, t.alice, [5, 5]), FORGED_MARK));
    await t.gm.idle();
    expect(t.alice.notifications).toEqual([REFUSED, REFUSED]);
    expect(handle).not.toHaveBeenCalled();
    expect(everyone(t)).toEqual(before);
  }, 60_000);

  it("his console's update with noHook, which skips his page's preMoveToken: the referee puts the token back, asking nothing", async () => {
    const { t, handle } = await watched();
    await t.alice.run(() => tokenOf(t, t.alice, "g1").update(pointOf(t, t.alice, [5, 5]), { noHook: true }));
    await t.gm.idle();
    expect(hexes(t).find((x) => x.piece === "g1")!.hex).toEqual([3, 3]);
    expect(handle).not.toHaveBeenCalled();
  }, 60_000);

  it("the referee's real mark, which his page heard with the referee's last write, on his console's update with noHook: the referee puts the token back", async () => {
    const { t } = await watched();
    const heard: unknown[] = [];
    t.alice.Hooks.on("updateToken", (...[, , options]: unknown[]) => {
      const mark = (options as { "hex-tactics"?: unknown })["hex-tactics"];
      if (mark) heard.push(mark);
    });
    const { reply } = await keys(t, t.alice, "g1", [4, 4]);
    await bobPasses(t);
    await reply;
    expect(heard.length).toBeGreaterThan(0);
    const mark = { "hex-tactics": heard[0], noHook: true };
    await t.alice.run(() => tokenOf(t, t.alice, "g1").update(pointOf(t, t.alice, [5, 5]), mark));
    await t.gm.idle();
    expect(hexes(t).find((x) => x.piece === "g1")!.hex).toEqual([4, 4]);
  }, 60_000);

  it("a GM's macro marking its update as the referee's, on the referee's page: the referee puts the token back", async () => {
    const { t, handle } = await watched();
    await t.gm.run(() => tokenOf(t, t.gm, "g1").update(pointOf(t, t.gm, [5, 5]), FORGED_MARK));
    await t.gm.idle();
    expect(hexes(t).find((x) => x.piece === "g1")!.hex).toEqual([3, 3]);
    expect(handle).not.toHaveBeenCalled();
  }, 60_000);
});
