/**
 * The LOS tool across scene changes (src/foundry/canvas/register-canvas.ts): V13 keeps one `canvas.stage` for the
 * page's life (../canvas.ts), so listeners a canvas added stay on it when the next scene is drawn. Alice views the
 * battle's scene, another and the battle's again: her stage holds one set of the tool's listeners, and a drag asks the
 * referee one line of sight per pointer move.
 */
import { expect, it, vi } from "vitest";
import type { SimScene } from "../documents";
import type { Client } from "../world";
import { liveTable } from "./table";

type Hex = [number, number];

/** A pointer event on the canvas at map hex [column, row] (grid offset {i: row, j: column}, table.ts). */
const at = (page: Client, [column, row]: Hex) => ({ button: 0, getLocalPosition: () => page.canvas.grid!.getCenterPoint({ i: row, j: column }) });

it("three scenes drawn one after another leave one set of LOS listeners on the stage: one request per pointer move", async () => {
  const t = await liveTable();
  const battleScene = t.alice.game.scenes.get(t.scene) as SimScene;
  const other = (await t.gm.run(() => t.gm.classes.Scene.create({ name: "Elsewhere", grid: { type: 4, size: 100 } }))) as SimScene;
  await t.alice.run(async () => {
    for (const scene of [battleScene, t.alice.game.scenes.get(other.id) as SimScene, battleScene]) await t.alice.canvas.draw(scene);
  });
  const stage = t.alice.canvas.stage;
  for (const event of ["pointerdown", "pointermove", "pointerup"]) expect(stage.listenerCount(event)).toBe(1);

  const controls = { tokens: { tools: {} as Record<string, { onChange(event: unknown, active: boolean): void }> } };
  t.alice.run(() => {
    t.alice.Hooks.callAll("getSceneControlButtons", controls);
    controls.tokens.tools["hex-tactics-los"]!.onChange(null, true);
  });
  const asked = () => t.gm.received.filter((m) => m.includes('"kind":"los"')).length;
  t.alice.run(() => {
    stage.emit("pointerdown", at(t.alice, [3, 3]));
    stage.emit("pointermove", at(t.alice, [3, 7]));
  });
  await vi.waitFor(() => expect(asked()).toBeGreaterThan(0));
  await t.alice.idle();
  expect(asked()).toBe(1);
  t.alice.run(() => stage.emit("pointermove", at(t.alice, [4, 8])));
  await vi.waitFor(() => expect(asked()).toBeGreaterThan(1));
  expect(asked()).toBe(2);
}, 60_000);
