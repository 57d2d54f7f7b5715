/**
 * A Red Poppies battle in the simulated V13 world: a GM, Alice commanding the Germans and Bob the British, each on his
 * own page; the battle started by the GM's referee, each unit's token showing its side's actor.
 */
import system from "../../../../system.json";
import { EventLog } from "../../../../src/engine/core/event-log";
import { FOUNDRY_GRID_TYPE } from "../../../../src/engine/hex/foundry-grid";
import type { HexMap } from "../../../../src/engine/map";
import { rpRuleset } from "../../../../src/engine/rules/rp/ruleset";
import { saveRpGame } from "../../../../src/engine/rules/rp/saved-game";
import type { RpBattle } from "../../../../src/engine/rules/rp/state";
import type { Reply } from "../../../../src/foundry/referee/protocol";
import { requestReferee } from "../../../../src/foundry/referee/queries";
import { startBattle } from "../../../../src/foundry/referee/start";
import { BRITISH, GERMAN } from "../../../engine/rules/rp/support/fixture";
import { simulatedWorld, type Client } from "../world";

/** `battle` on `map` in play as `id`, every user connected. */
export async function rpTable(id: string, map: HexMap, battle: RpBattle) {
  const documentTypes = { ...system.documentTypes, Actor: { ...system.documentTypes.Actor, "rp-unit": { gmOnlyFields: [] } } };
  const server = simulatedWorld({ documentTypes } as never);
  const german = server.seed("Actor", { name: "German infantry", type: "rp-unit", system: {}, ownership: { default: 0, alice: 3 } });
  const british = server.seed("Actor", { name: "British infantry", type: "rp-unit", system: {}, ownership: { default: 0, bob: 3 } });
  const scene = server.seed("Scene", { name: "Poelcappelle", grid: { type: FOUNDRY_GRID_TYPE["odd-q"], size: 100 } });
  const gm = await server.connect("gm");
  const alice = await server.connect("alice");
  const bob = await server.connect("bob");
  const actors = Object.fromEntries(Object.entries(battle.units).map(([unit, u]) => [unit, u.side === GERMAN ? german._id : british._id]));
  const stored = { ruleset: "red-poppies", game: saveRpGame({ map, log: new EventLog(rpRuleset(map), battle, []), pending: null }), actors, scene: scene._id, grid: { gridType: 4, origin: { i: 0, j: 0 } } };
  await gm.run(async () => {
    await game.settings!.set("hex-tactics" as never, "sides" as never, { alice: [GERMAN], bob: [BRITISH] } as never);
    await startBattle(id, stored);
  });
  /** A command of `page`'s user for the battle, as his client sends it. */
  const command = (page: Client, json: Record<string, unknown>): Promise<Reply> => page.run(() => requestReferee({ battle: id, kind: "command", command: json }));
  return { server, gm, alice, bob, scene: scene._id, command };
}
