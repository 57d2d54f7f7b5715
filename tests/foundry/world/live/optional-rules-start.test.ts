/**
 * IA1 17.0 at the table: the GM turns optional rules on in the world settings and starts the demonstration scenario in
 * the simulated V13 world; the battle the referee keeps plays them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { stored } from "./store";
import { startScenario } from "../../../../src/foundry/scenarios/start-scenario";
import { simulatedWorld, type Client, type Server } from "../world";
import { SIDES } from "./table";

const ENTRY = "htsc45TDEeOi4kCi";
const UUID = `Compendium.hex-tactics.ia-scenarios.JournalEntry.${ENTRY}`;
const source = JSON.parse(readFileSync(join(import.meta.dirname, `../../../../packs/_source/ia-scenarios/${ENTRY}.json`), "utf8"));

let server: Server;
let gm: Client;

describe("IA1 17.0 the optional rules a GM turns on are played in the battles he starts", () => {
  beforeAll(async () => {
    server = simulatedWorld();
    server.seedSystemPack("ia-counters");
    server.seedSystemPack("ia-markers");
    server.seedSystemPack("ia-scenarios");
    expect(source.flags["hex-tactics"].scenario.optionalRules).toBeUndefined();
    gm = await server.connect("gm");
    await gm.run(async () => {
      await game.settings!.set("hex-tactics" as never, "sides" as never, SIDES as never);
      await game.settings!.set("hex-tactics" as never, "optionalFogOfWar" as never, true as never);
      await game.settings!.set("hex-tactics" as never, "optionalFlankingFire" as never, true as never);
    });
  }, 60_000);

  it("Start battle: the stored battle has the settings' optional rules in force", async () => {
    const battle = (await gm.run(() => startScenario(UUID)))!;
    await gm.idle();
    expect((await stored(gm, battle)).game.game.battle.options).toEqual(["fog-of-war", "flanking-fire"]);
  }, 60_000);
});
