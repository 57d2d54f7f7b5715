/**
 * A live game of the scenario ia1-artillery-assault-scenario.json in the simulated V13 world: Bob commands the Germans
 * and their off-board artillery, Alice the Russians; the battle is the scenario's, set up on the demonstration map, with
 * the oracle script's fixture tables (tests/cli/barrage-scenario.ts). The referee plays it under table.ts's battle id,
 * so table.ts's `command`, `answer` and `received` serve it.
 */
import { EventLog } from "../../../../src/engine/core/event-log";
import { FOUNDRY_GRID_TYPE } from "../../../../src/engine/hex/foundry-grid";
import { ia1Tec } from "../../../../src/engine/rules/ia/data";
import { iaRuleset } from "../../../../src/engine/rules/ia/ruleset";
import { saveGame } from "../../../../src/engine/rules/ia/saved-game";
import { startBattle } from "../../../../src/foundry/referee/start";
import { fireTables, map, scenarioBattle } from "../../../cli/barrage-scenario";
import { simulatedWorld } from "../world";
import { BATTLE, type LiveTable } from "./table";

/** The players' sides: Bob has the artillery. */
export const BARRAGE_SIDES = { alice: ["russian"], bob: ["german"] };

/** The world, the pages connected, the GM's referee playing the scenario at the start of turn 1. */
export async function barrageTable(): Promise<LiveTable> {
  const server = simulatedWorld();
  const actor = (name: string, type: "unit" | "leader", owner: string, counterId?: string) =>
    server.seed("Actor", { name, type, system: counterId ? { counterId } : {}, ownership: { default: 0, [owner]: 3 } })._id;
  const actorOf: Record<string, string> = {
    "ger-inf": actor("German infantry", "unit", "bob", "ger-inf"),
    "ger-cav": actor("German cavalry", "unit", "bob", "ger-cav"),
    "ger-hptm": actor("Hauptmann", "leader", "bob"),
    "ger-rittm": actor("Rittmeister", "leader", "bob"),
    "rus-inf": actor("Russian infantry", "unit", "alice", "rus-inf"),
  };
  const scene = server.seed("Scene", { name: "Steinbach", grid: { type: FOUNDRY_GRID_TYPE["odd-r"], size: 100 } });
  const gm = await server.connect("gm");
  const alice = await server.connect("alice");
  const bob = await server.connect("bob");
  const battle = scenarioBattle();
  // Piece ids are "<counter>-<n>"; leaders' counters carry a rank variant ("ger-hptm-a1").
  const pieces = [...battle.units.keys(), ...battle.leaders.keys()];
  const actors = Object.fromEntries(pieces.map((p) => [p, actorOf[p.split("-").slice(0, 2).join("-")]!]));
  const saved = saveGame({ map, fireTables, log: new EventLog(iaRuleset(map, ia1Tec, { fireTables }), battle, []), pending: null });
  await gm.run(async () => {
    await game.settings!.set("hex-tactics" as never, "sides" as never, BARRAGE_SIDES as never);
    await startBattle(BATTLE, { ruleset: "infantry-attacks", game: saved, actors, scene: scene._id, grid: { gridType: FOUNDRY_GRID_TYPE["odd-r"] as 2, origin: { i: 0, j: 0 } } });
  });
  return { server, gm, alice, bob, scene: scene._id };
}
