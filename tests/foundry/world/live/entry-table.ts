/**
 * The live table of table.ts with German reinforcements off the board (IA1 16.41): Lt. Weber and 3./IR 147 enter in
 * turn 1 by [0, 0] or [1, 0], out of the Russians' range. `reinforced: false` plays the same battle without them.
 */
import { EventLog } from "../../../../src/engine/core/event-log";
import { FOUNDRY_GRID_TYPE } from "../../../../src/engine/hex/foundry-grid";
import { ia1Tec } from "../../../../src/engine/rules/ia/data";
import { iaRuleset } from "../../../../src/engine/rules/ia/ruleset";
import { saveGame } from "../../../../src/engine/rules/ia/saved-game";
import { startBattle } from "../../../../src/foundry/referee/start";
import { inf, leader } from "../../../fixtures/ia-battle";
import { simulatedWorld } from "../world";
import { BATTLE, SIDES, fireTables, initialBattle, map, type LiveTable } from "./table";

export const ENTRY = [[0, 0], [1, 0]] as const;

/** The battle of table.ts, with (or without) the German off-board group and its entry. */
function reinforcedBattle(reinforced: boolean) {
  const b = initialBattle(false);
  if (!reinforced) return b;
  const hexes = ENTRY.map(([c, r]) => map.indexOfOffset(c, r));
  return {
    ...b,
    units: new Map([...b.units, ["g3", inf("g3", "german", 0, { name: "3./IR 147", hex: null })]]),
    leaders: new Map([...b.leaders, ["lt", leader("lt", "german", 0, { name: "Lt. Weber", hex: null })]]),
    entering: ["lt", "g3"].map((piece) => ({ piece, turn: 1, hexes })),
  };
}

export async function entryTable(reinforced: boolean): Promise<LiveTable> {
  const server = simulatedWorld();
  const germans = server.seed("Actor", { name: "German infantry", type: "unit", system: { counterId: "ger-inf" }, ownership: { default: 0, alice: 3 } });
  const russians = server.seed("Actor", { name: "Russian infantry", type: "unit", system: { counterId: "rus-inf" }, ownership: { default: 0, bob: 3 } });
  const kapitan = server.seed("Actor", { name: "Kapitan", type: "leader", system: {}, ownership: { default: 0, bob: 3 } });
  const leutnant = server.seed("Actor", { name: "Leutnant", type: "leader", system: {}, ownership: { default: 0, alice: 3 } });
  const scene = server.seed("Scene", { name: "Steinbach", grid: { type: FOUNDRY_GRID_TYPE["odd-q"], size: 100 } });
  const gm = await server.connect("gm");
  const alice = await server.connect("alice");
  const bob = await server.connect("bob");
  const actors = { g1: germans._id, g2: germans._id, r1: russians._id, r2: russians._id, kap: kapitan._id, ...(reinforced ? { g3: germans._id, lt: leutnant._id } : {}) };
  const ruleset = iaRuleset(map, ia1Tec, { fireTables });
  const saved = saveGame({ map, fireTables, log: new EventLog(ruleset, reinforcedBattle(reinforced), []), pending: null });
  await gm.run(async () => {
    await game.settings!.set("hex-tactics" as never, "sides" as never, SIDES as never);
    await startBattle(BATTLE, { ruleset: "infantry-attacks", game: saved, actors, scene: scene._id, grid: { gridType: FOUNDRY_GRID_TYPE["odd-q"] as 4, origin: { i: 0, j: 0 } } });
  });
  return { server, gm, alice, bob, scene: scene._id };
}
