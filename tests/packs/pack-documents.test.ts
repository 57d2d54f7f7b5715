/**
 * The built packs load back as Foundry would read them: compiled with the official CLI, extracted, each actor's `system`
 * valid against its data model (the models read through the shim's fields), and the demonstration scenario starting a
 * battle from the journal entry and the IA1 counter set the counter actors are built from.
 */
import "../foundry/setup/foundry-shim";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import system from "../../system.json";
import { ScriptedDice } from "../../src/engine/core/dice";
import { Scenario } from "../../src/engine/rules/ia/data/schemas/scenario";
import { parseData } from "../../src/engine/data/validate";
import { loadMap } from "../../src/engine/map";
import { ia1Tec } from "../../src/engine/rules/ia/data";
import { battleFromScenario } from "../../src/engine/rules/ia/scenario";
import { victoryTally } from "../../src/engine/rules/series/victory/tally";
import { MarkerModel } from "../../src/foundry/data/actor/_module";
import { LeaderModel, UnitModel } from "../../src/foundry/rulesets/ia/actors/_module";
import { PgLeaderModel, PgUnitModel } from "../../src/foundry/rulesets/pg/actors/_module";
import { RpUnitModel } from "../../src/foundry/rulesets/rp/actors/unit-model";
import { CiBlockModel } from "../../src/foundry/rulesets/ci/actors/block-model";
import { CounterSet } from "../../src/engine/rules/ia/data/schemas/counters";
import { countersToActors } from "../../src/foundry/rulesets/ia/counters-to-actors";
import { readSchema } from "../foundry/support/schema";
import { schemaIssues } from "../foundry/support/validate";

type Doc = { _id: string; _key: string; name: string; type?: string; system?: Record<string, unknown> } & Record<string, unknown>;

const root = join(import.meta.dirname, "../..");
const scratch = mkdtempSync(join(tmpdir(), "hex-tactics-pack-documents-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The IA1 counter set the ia-counters pack is built from (scripts/ia-packs.ts). */
const ia1Counters = () => parseData(CounterSet, JSON.parse(readFileSync(join(root, "src/engine/rules/ia/data/ia1-counters.json"), "utf8")), "ia1-counters.json");

const MODELS = { unit: UnitModel, leader: LeaderModel, marker: MarkerModel, "pg-unit": PgUnitModel, "pg-leader": PgLeaderModel, "rp-unit": RpUnitModel, "ci-block": CiBlockModel } as const;

/** Every pack of system.json, compiled from its sources and extracted again: its documents (folders apart). */
const packs = new Map<string, Doc[]>();
beforeAll(async () => {
  for (const pack of system.packs) {
    const compiled = join(scratch, "db", pack.name);
    const out = join(scratch, "json", pack.name);
    await compilePack(join(root, "packs/_source", pack.name), compiled, { log: false });
    await extractPack(compiled, out, { log: false });
    const docs = readdirSync(out).map((file) => JSON.parse(readFileSync(join(out, file), "utf8")) as Doc);
    packs.set(pack.name, docs.filter((doc) => !doc._key.startsWith("!folders!")));
  }
}, 60_000);

describe("built packs load back valid", () => {
  it.each(system.packs.filter((pack) => pack.type === "Actor").map((pack) => pack.name))("%s: every actor's system is valid against its model, which reads it unchanged", (name) => {
    const actors = packs.get(name)!;
    expect(actors.length).toBeGreaterThan(0);
    for (const actor of actors) {
      expect(Object.keys(system.documentTypes.Actor)).toContain(actor.type);
      const model = MODELS[actor.type as keyof typeof MODELS];
      expect({ actor: actor.name, issues: schemaIssues(readSchema(model), actor.system) }).toEqual({ actor: actor.name, issues: [] });
      expect(model.migrateData(structuredClone(actor.system!))).toEqual(actor.system);
    }
  });

  it("ia-counters holds one actor for every unit type and leader of the IA1 counter set, with its printed values", () => {
    const actors = packs.get("ia-counters")!;
    const expected = countersToActors(ia1Counters());
    const byId = (docs: readonly { type?: string; system?: object }[]) =>
      Object.fromEntries(docs.map((a) => [`${a.type}/${String((a.system as { counterId?: unknown }).counterId)}`, a.system]));
    expect(byId(actors)).toEqual(byId(expected));
  });
});

describe("ia-scenarios: the demonstration scenario", () => {
  const entry = () => {
    const [journal] = packs.get("ia-scenarios")!;
    return journal as Doc & { pages: { type: string; text: { content: string } }[]; flags: Record<string, any> };
  };

  it("is one journal entry with a briefing page; its flags hold the scenario, its map and the counters' pack", () => {
    expect(packs.get("ia-scenarios")).toHaveLength(1);
    const journal = entry();
    expect(journal.name).toBe("Demonstration: the bridge at Steinbach");
    expect(journal.pages.map((page) => page.type)).toEqual(["text"]);
    expect(journal.pages[0]!.text.content).toContain("Victory");
    expect(journal.flags["hex-tactics"]).toMatchObject({
      ruleset: "infantry-attacks",
      edition: "IA1",
      counters: { pack: "hex-tactics.ia-counters" },
      scenario: { id: "ia1-demo-steinbach", map: "ht-demo-steinbach" },
      map: { id: "ht-demo-steinbach" },
    });
  });

  it("starts a battle at turn 1 from the entry and the IA1 counter set, with no die rolled (IA1 6.2: no leader draws)", () => {
    const flags = entry().flags["hex-tactics"];
    expect(flags.counters.pack).toBe(`${system.id}.ia-counters`);
    const counters = ia1Counters();
    const map = loadMap(flags.map, ia1Tec);
    const { battle, entering, rolls } = battleFromScenario(parseData(Scenario, flags.scenario, "scenario"), counters, map, { dice: new ScriptedDice([]) });
    expect(rolls).toEqual([]);
    expect(entering).toEqual([]);
    expect(battle.turn).toBe(1);
    // The scenario's setup: 6 German units (a battery and a cavalry squadron among them) and 3 leaders, 7 Russian units and 2
    // leaders, all on the map; the Germans' two off-board factors of 14 (IA1 9.2) and their Artillery Plan still to write (9.1).
    const units = [...battle.units.values()];
    expect(units.filter((u) => u.side === "german").map((u) => u.id)).toEqual(["ger-inf-1", "ger-inf-2", "ger-inf-3", "ger-mg-1", "ger-art-1", "ger-cav-1"]);
    expect(units.filter((u) => u.side === "russian")).toHaveLength(7);
    expect([...battle.leaders.values()].map((l) => l.id).sort()).toEqual(["ger-hptm-a1", "ger-lt-a1", "ger-rittm-1", "rus-kap-a1", "rus-por-a1"]);
    expect(units.every((u) => u.hex !== null)).toBe(true);
    expect(battle.sides.find((s) => s.id === "german")!.artillery).toMatchObject({ ammunition: 3, offBoard: [{ id: "german-oba-1", strength: 14 }, { id: "german-oba-2", strength: 14 }] });
    expect(battle.plans).toBeUndefined();
  });

  it("IA1 3.0 its victory conditions are its text: the Germans win with two or more town hexes at the end, otherwise the Russians", () => {
    const flags = entry().flags["hex-tactics"];
    expect(flags.scenario.victory).toBe("The Germans win if at the end of turn 8 they control two or more town hexes; otherwise the Russians win.");
    const map = loadMap(flags.map, ia1Tec);
    const { battle } = battleFromScenario(parseData(Scenario, flags.scenario, "scenario"), ia1Counters(), map, { dice: new ScriptedDice([]) });
    const towns = Array.from({ length: map.columns * map.rows }, (_, i) => map.indexOfOffset(i % map.columns, Math.floor(i / map.columns))).filter((h) => map.terrainAt(h).includes("town"));
    expect(towns).toHaveLength(5);
    expect(battle.lastTurn).toBe(8);
    expect(battle.victory).toEqual({ points: [{ side: "german", for: "hexes", hexes: towns, points: 1 }], winner: { by: "points", side: "german", points: 2 } });
    const holding = (n: number) => victoryTally({ ...battle, control: { ...battle.control, ...Object.fromEntries(towns.map((h, i) => [h, i < n ? "german" : "russian"])) } });
    expect([0, 1, 2, 5].map((n) => [holding(n).sides[0]!.points, holding(n).winner])).toEqual([
      [0, "russian"],
      [1, "russian"],
      [2, "german"],
      [5, "german"],
    ]);
  });
});
