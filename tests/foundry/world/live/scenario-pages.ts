/** What the scenario start tests read off a page: the "Start battle" menu entry, and a started battle's scene, tokens and Combat. */
import type { SimActor, SimScene, SimToken } from "../documents";
import { simulatedWorld, type Client, type Server } from "../world";

/**
 * A world of `ruleset` (`edition`) with a GM and Alice and Bob playing `sides` (user → side ids), the game's `packs`
 * seeded; `more` sets what else the GM's settings hold.
 */
export async function gameWorld(game: { ruleset: string; edition: string; packs: readonly string[]; sides: Readonly<Record<string, string[]>> }, more: (gm: Client) => Promise<void> = async () => undefined) {
  const server: Server = simulatedWorld();
  for (const pack of game.packs) server.seedSystemPack(pack);
  const gm = await server.connect("gm");
  const alice = await server.connect("alice");
  const bob = await server.connect("bob");
  await gm.run(async () => {
    const settings = (globalThis as unknown as { game: { settings: { set(ns: string, key: string, value: unknown): Promise<unknown> } } }).game.settings;
    await settings.set("hex-tactics", "ruleset", game.ruleset);
    await settings.set("hex-tactics", "edition", game.edition);
    await settings.set("hex-tactics", "sides", game.sides);
  });
  await more(gm);
  return { server, gm, alice, bob };
}

type MenuItem = { name: string; condition: (li: HTMLElement) => boolean; callback: (li: HTMLElement) => Promise<string | null> };

/** The "Start battle" entry of a journal compendium's context menu on `page` (the V13 hook, as Foundry calls it). */
export function contextMenuItem(page: Client, pack: string): MenuItem | undefined {
  const items: MenuItem[] = [];
  page.run(() => page.Hooks.callAll("getJournalEntryContextOptions", { collection: page.game.packs.get(pack) }, items));
  return items.find((i) => i.name === "HEX_TACTICS.Scenario.start");
}

/** The list item of journal entry `entryId`, as the context menu hands it over. */
export const li = (entryId: string) => ({ dataset: { entryId } }) as unknown as HTMLElement;

/** What a page holds of a started battle: its scene, the pieces' tokens as [counter, hex] (markers aside), and the battle's Combat. */
export function seen(page: Client, battle: string) {
  const scene = page.game.scenes.find((s) => s.getFlag("hex-tactics", "battle") === battle) as SimScene | undefined;
  const tokens = (scene?.tokens.contents ?? [])
    .filter((t: SimToken) => (t.actor as SimActor).type !== "marker")
    .map((t: SimToken) => {
      const { i, j } = scene!.grid.getOffset({ x: t.x, y: t.y });
      return [String((t.actor as SimActor).system.counterId), [j, i]] as [string, [number, number]];
    })
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  const combat = page.game.combats.find((c) => c.getFlag("hex-tactics", "battle") === battle);
  return {
    scene: scene ? { name: scene.name, active: scene.active, grid: scene.grid.type, tokenVision: scene._source.tokenVision } : null,
    tokens,
    combat: combat ? { type: combat.type, turn: combat.system.turn, phase: combat.system.phase } : null,
  };
}
