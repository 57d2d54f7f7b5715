/**
 * A live Panzer Grenadier battle in the simulated V13 world (tests/foundry/world): the GM, Alice commanding the
 * Germans and Bob the Soviets, on the PG state tests' 20 × 14 map (test counters standing for no printed ones). It is
 * still set-up (turn 1, before the first initiative roll): the Soviets have tank leaders to assign (PG 6.8) and
 * minefields to place (16.7) — their secrets. It goes by table.ts's battle id, so its request helpers serve.
 */
import { EventLog } from "../../../../src/engine/core/event-log";
import { FOUNDRY_GRID_TYPE } from "../../../../src/engine/hex/foundry-grid";
import { pg3Charts } from "../../../../src/engine/rules/pg/data";
import { pgRuleset } from "../../../../src/engine/rules/pg/ruleset";
import { savePgGame } from "../../../../src/engine/rules/pg/saved-game";
import type { PgMinefield } from "../../../../src/engine/rules/pg/state";
import { startBattle } from "../../../../src/foundry/referee/start";
import { pgClientView } from "../../../../src/foundry/rulesets/pg/client-view";
import type { PgDialogInput } from "../../../../src/foundry/rulesets/pg/dialogs/activate-view";
import type { PgStoredBattle } from "../../../../src/foundry/rulesets/pg/wire";
import { at, battle, map, side, unit } from "../../../engine/rules/pg/state/fixtures";
import { simulatedWorld, type Client } from "../world";
import { BATTLE, request, type LiveTable } from "./table";

export { map };

/** The Soviets' minefield hexes (PG 16.7): the German rifles stand next to the second, the Soviet tanks far off. */
export const ZONE: [number, number][] = [
  [8, 9],
  [9, 9],
];

/** Set-up of 1942: three Soviet tanks and `tankLeaders` tank leaders for them, minefields of `mines` (0: a dummy) to place; a German tank and rifles. */
export function pgBattle(tankLeaders: number, mines: readonly (0 | 1 | 2 | 3)[]) {
  const units = [
    unit("t1", "soviet", "soviet-tank", { hex: at(14, 1) }),
    unit("t2", "soviet", "soviet-tank", { hex: at(15, 1) }),
    unit("t3", "soviet", "soviet-tank", { hex: at(16, 1) }),
    unit("pz", "german", "german-tank", { hex: at(2, 2) }),
    unit("gi", "german", "german-infantry", { hex: at(9, 10) }),
  ];
  const minefields = mines.map((strength, k): PgMinefield => ({ id: `m${k + 1}`, owner: "soviet", hex: null, strength, revealed: false }));
  return battle(units, [], {
    sides: [side("german", { name: "Germans" }), side("soviet", { name: "Soviets", tankLeaders, minefieldZone: ZONE.map(([c, r]) => at(c, r)) })],
    ...(minefields.length ? { minefields } : {}),
  });
}

/** What the GM's referee is given: the saved game, each piece's counter actor, the scene and its grid. */
function stored(tankLeaders: number, mines: readonly (0 | 1 | 2 | 3)[], actors: Record<string, string>, scene: string): PgStoredBattle {
  const log = new EventLog(pgRuleset(map, pg3Charts.tec), pgBattle(tankLeaders, mines), []);
  const game = savePgGame({ map, log, pending: null });
  return { ruleset: "panzer-grenadier", game, actors, scene, grid: { gridType: FOUNDRY_GRID_TYPE["odd-q"] as 4, origin: { i: 0, j: 0 } } } as PgStoredBattle;
}

/**
 * The world: a counter actor per kind (Soviet tanks Bob's, the German pieces Alice's), a `marker` actor for each
 * minefield face (PG 16.7 backs and the turned-up strengths), a scene on the map's grid; the GM, Alice and Bob log in,
 * the GM gives the sides and puts the battle in play.
 */
export async function pgLiveTable(tankLeaders: number, mines: readonly (0 | 1 | 2 | 3)[] = []): Promise<LiveTable> {
  const server = simulatedWorld();
  const tanks = server.seed("Actor", { name: "T-34", type: "pg-unit", system: { counterId: "soviet-tank" }, ownership: { default: 0, bob: 3 } });
  const panzer = server.seed("Actor", { name: "Panzer", type: "pg-unit", system: { counterId: "german-tank" }, ownership: { default: 0, alice: 3 } });
  const rifles = server.seed("Actor", { name: "Infantry", type: "pg-unit", system: { counterId: "german-infantry" }, ownership: { default: 0, alice: 3 } });
  for (const kind of ["minefield", "minefield-1", "minefield-2", "minefield-3"]) server.seed("Actor", { name: kind, type: "marker", system: { kind }, ownership: { default: 2 } });
  const scene = server.seed("Scene", { name: "Prokhorovka", grid: { type: FOUNDRY_GRID_TYPE["odd-q"], size: 100 } });
  const gm = await server.connect("gm");
  const alice = await server.connect("alice");
  const bob = await server.connect("bob");
  const actors = { t1: tanks._id, t2: tanks._id, t3: tanks._id, pz: panzer._id, gi: rifles._id };
  await gm.run(async () => {
    await game.settings!.set("hex-tactics" as never, "sides" as never, { alice: ["german"], bob: ["soviet"] } as never);
    await startBattle(BATTLE, stored(tankLeaders, mines, actors, scene._id));
  });
  return { server, gm, alice, bob, scene: scene._id };
}

/** The dialogs' input on `page`: his side's view of the battle, as the referee sends it. */
export async function dialogInput(page: Client): Promise<PgDialogInput> {
  const reply = await request(page, { kind: "view" });
  if (!reply.ok) throw new Error(JSON.stringify(reply));
  const got = pgClientView(reply.result)!;
  return { battle: got.view.battle, map: got.map, side: got.view.side };
}
