/**
 * Fog of war on the map (IA1 8.0; docs/foundry.md, "Fog of war"), on pages whose simulated canvas draws V13's way
 * (../canvas.ts): a token's image is a mesh in `canvas.primary`, drawn as `Token#_refreshVisibility` and
 * `Token#_refreshState` say after the render flags the system sets on each sight reply. Bob's side stops spotting
 * Alice's 1st company when it goes into the woods five hexes off; his page hides or dims its image as the `fog`
 * setting says, and draws it again once the company steps out into clear ground in sight. The GM sees everything,
 * unless he views as the Russians.
 */
import { describe, expect, it, vi } from "vitest";
import type { FogMode } from "../../../../src/foundry/canvas/fog-marks";
import type { SimScene } from "../documents";
import type { Client } from "../world";
import { command, liveTable, result, type LiveTable } from "./table";

type Hex = [number, number];

/** The battle's Combat places map hex [column, row] on grid offset {i: row, j: column} (table.ts). */
const centreOf = (page: Client, [column, row]: Hex) => page.canvas.grid!.getCenterPoint({ i: row, j: column });

/** `piece`'s Token object on `page`'s canvas, and its image. */
function drawn(page: Client, piece: string) {
  const token = page.canvas.tokens.placeables.find((t) => t.document.getFlag("hex-tactics", "piece") === piece)!;
  return { token, mesh: token.mesh! };
}

/** How `piece`'s image is drawn on `page` once the fog has settled: `null` if not at all, else its alpha. */
async function image(page: Client, piece: string, expected: number | null): Promise<void> {
  await vi.waitFor(async () => {
    await page.canvas.frame();
    const { mesh } = drawn(page, piece);
    expect(mesh.visible ? mesh.alpha : null).toBe(expected);
  });
}

/** The table in `mode`, the battle's scene activated (every page draws it), initiative to the Germans. */
async function table(mode: FogMode): Promise<LiveTable> {
  const t = await liveTable();
  await t.gm.run(async () => {
    await t.gm.game.settings.set("hex-tactics", "fog", mode);
    await (t.gm.game.scenes.get(t.scene) as SimScene).activate();
  });
  t.server.dice.push(4, 2);
  expect(result(await command(t.alice, { type: "roll-initiative" })).status).toBe("done");
  expect(result(await command(t.alice, { type: "activate", root: { stack: [3, 3] }, pieces: { g1: "move", g2: "move" } })).status).toBe("done");
  return t;
}

/** The 1st company moves one hex; Bob passes his opportunity fire. */
async function move(t: LiveTable, to: Hex): Promise<void> {
  const moving = command(t.alice, { type: "move", piece: "g1", to });
  const prompt = await t.bob.nextDialog();
  await t.bob.run(() => prompt.click("0"));
  expect(result(await moving).status).toBe("done");
}

describe("IA1 8.0 fog of war on V13's canvas", () => {
  it("hidden: the unspotted company's image is not drawn on Bob's page, nor selectable, targetable or under his pointer; drawn again once spotted; the GM sees it unless he views as the Russians", async () => {
    const t = await table("hidden");
    await image(t.bob, "g1", 1);
    await move(t, [3, 2]);
    await image(t.bob, "g1", null);
    const { token, mesh } = drawn(t.bob, "g1");
    // The image is the mesh in the primary group, not a child of the Token.
    expect(mesh.parent).toBe(t.bob.canvas.primary);
    expect(token.children).not.toContain(mesh);
    const bob = t.bob.canvas.tokens;
    expect([...bob.controllableObjects()]).not.toContain(token);
    expect(bob.targetObjects({ x: 0, y: 0, width: 2000, height: 2000 })).toBe(4);
    expect(token.targeted.size).toBe(0);
    expect(bob.tokenAt(centreOf(t.bob, [3, 2]))).toBeUndefined();
    for (const page of [t.alice, t.gm]) await image(page, "g1", 1);

    await t.gm.run(() => t.gm.game.settings.set("hex-tactics", "viewAs", "russian"));
    await image(t.gm, "g1", null);
    await t.gm.run(() => t.gm.game.settings.set("hex-tactics", "viewAs", ""));
    await image(t.gm, "g1", 1);

    // Out of the woods, six hexes off in clear ground: in sight again (IA1 8.4).
    await move(t, [2, 2]);
    await image(t.bob, "g1", 1);
    expect(bob.tokenAt(centreOf(t.bob, [2, 2]))).toBe(token);
  }, 60_000);

  it("dimmed: the unspotted company's image is drawn at the dimmed alpha, its hex marked, on Bob's page only; full again once spotted", async () => {
    const t = await table("dimmed");
    await move(t, [3, 2]);
    await image(t.bob, "g1", 0.35);
    // Through the token's own alpha (`_getTargetAlpha`), which V13's `_refreshMesh` gives its image.
    expect(drawn(t.bob, "g1").token.alpha).toBe(0.35);
    const marks = (page: Client) => page.canvas.interface.children.flatMap((layer) => layer.children.map((c) => c.name));
    expect(marks(t.bob)).toContain("fog:3,2");
    for (const page of [t.alice, t.gm]) await image(page, "g1", 1);
    expect(marks(t.alice)).not.toContain("fog:3,2");

    await move(t, [2, 2]);
    await image(t.bob, "g1", 1);
    expect(marks(t.bob)).not.toContain("fog:2,2");
  }, 60_000);
});
