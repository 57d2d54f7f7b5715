/**
 * A GM starts Combat Infantry's demonstration scenario (plan §7, "CI demo: Caron Farm") from its compendium entry
 * (packs/_source/ci-scenarios) in the simulated V13 world. Plan §3 "Refusal before play": the world's settings give no
 * lost number, so a dialog names each one the battle needs by its rule; cancelled, nothing is made and the refusal names
 * them; answered "play with its playtest values (this battle only)", the battle starts — CI 10.x Set-up, every block
 * upright: a token with no actor showing its side's back on every page, no block label in the world, the foxhole and
 * the wire as markers — and the settings stay as they were.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { startScenario } from "../../../../src/foundry/scenarios/start-scenario";
import type { SimActor, SimScene, SimToken } from "../documents";
import type { Client } from "../world";
import { contextMenuItem, gameWorld, li } from "./scenario-pages";

const ENTRY = "htscEuVxOqBKjLNg";
const PACK = "hex-tactics.ci-scenarios";

let gm: Client;
let alice: Client;
let bob: Client;

const sceneOf = (page: Client, battle: string) => page.game.scenes.find((s) => s.getFlag("hex-tactics", "battle") === battle) as SimScene | undefined;

describe("CI 10.x Set-up: a GM starts Combat Infantry's demonstration scenario", () => {
  beforeAll(async () => {
    ({ gm, alice, bob } = await gameWorld({ ruleset: "combat-infantry", edition: "CI-WF", packs: ["ci-blocks", "ci-markers", "ci-scenarios"], sides: { alice: ["us"], bob: ["german"] } }));
  }, 60_000);

  it("CI 10.x Set-up: a player cannot start it (the entry is not his, and the API refuses him)", async () => {
    expect(alice.run(() => contextMenuItem(alice, PACK)!.condition(li(ENTRY)))).toBe(false);
    await expect(alice.run(() => startScenario(`Compendium.${PACK}.JournalEntry.${ENTRY}`))).rejects.toThrow("Only a GM starts a battle.");
  });

  it("CI 10.x Set-up: with lost numbers unset the GM is shown each by its rule; cancelled, nothing is made and the refusal names them", async () => {
    const item = contextMenuItem(gm, PACK)!;
    const scenes = gm.game.scenes.size;
    const started = gm.run(() => item.callback(li(ENTRY)));
    const dialog = await gm.nextDialog();
    expect(dialog.config.content).toContain("CI 9.x Assault");
    expect(dialog.config.content).toContain("ci-badge-unset");
    expect(dialog.config.buttons!.map((b) => b.action)).toEqual(["playtest", "settings", "cancel"]);
    await dialog.click("cancel");
    expect(await started).toBeNull();
    expect(gm.notifications.at(-1)).toMatchObject({ type: "error" });
    expect(gm.notifications.at(-1)!.message).toMatch(/CI demo: Caron Farm cannot be played: [\s\S]*\$\.numbers\.[\w.-]+: CI \d+\.x [^:]+: .* is lost in the text \(UR\); set it before play/);
    expect([gm.game.scenes.size, gm.game.combats.size]).toEqual([scenes, 0]);
  }, 60_000);

  it("CI 10.x Set-up: played with its playtest values, every block stands upright — its side's back, no actor, its handle alone — on every page; no label is in the world; the settings are untouched", async () => {
    const item = contextMenuItem(gm, PACK)!;
    const started = gm.run(() => item.callback(li(ENTRY)));
    await (await gm.nextDialog()).click("playtest");
    const battle = (await started)!;
    await gm.idle();
    expect(battle).toMatch(/^ci-demo-caron-farm-/);
    for (const page of [gm, alice, bob]) {
      const scene = sceneOf(page, battle)!;
      expect(scene.active).toBe(true);
      const tokens = scene.tokens.contents as SimToken[];
      const blocks = tokens.filter((t) => t.actorId === null);
      // 34 blocks on the map (the field artillery is off it).
      expect(blocks.length).toBe(34);
      for (const t of blocks) {
        expect(Object.keys(t.flags["hex-tactics"] as object).sort()).toEqual(["battle", "piece"]);
        expect(t.texture.src).toMatch(/assets\/counters\/ci\/(us|german)-back\.svg$/);
      }
      expect(tokens.filter((t) => t.actorId !== null).map((t) => (t.actor as SimActor).system.kind).sort()).toEqual(["foxhole", "wire"]);
      expect(page.game.actors.filter((a) => a.type === "ci-block")).toEqual([]);
      const combat = page.game.combats.find((c) => c.getFlag("hex-tactics", "battle") === battle)!;
      expect([combat.system.turn, combat.system.phase, combat.system.names]).toEqual([1, "setup", {}]);
    }
    expect(gm.run(() => game.settings!.get("hex-tactics" as never, "ciNumbers" as never))).toEqual({});
    const got = bob.received.join("\n");
    expect(["us-b-1-1", "us-squad", "US Rifle Squad", "us-b-chq"].filter((s) => got.includes(s))).toEqual([]);
  }, 120_000);
});
