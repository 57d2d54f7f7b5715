/**
 * A GM starts a battle from a scenario journal entry (a compendium's or the world's — but a world entry's flags reach
 * every client, so not one that sets up hidden pieces): its ruleset plans it with the world's charts (scenario-plan.ts),
 * the counter actors of the pieces set up in sight come into the world (a folder per scenario, reused when the scenario
 * is started again; a counter only hidden pieces use comes when one of them is revealed), a scene is made whose hex grid matches the map's layout and size (plain background),
 * and the referee puts the battle in play (referee/start.ts `startBattle`), which writes the battle's Combat and a token
 * for every piece on the map that is not hidden (docs/foundry.md). The scene is then activated.
 */
import { DataError } from "../../engine/data/validate";
import { placementFor } from "../../engine/hex/foundry-grid";
import { SYSTEM_ID } from "../constants";
import { foundryI18n } from "../i18n";
import { counterActorIn, counterKey, counterTemplates, importCounters, MissingCounter, type CounterImport } from "../referee/counter-actors";
import { startBattle } from "../referee/start";
import { tableClient } from "../referee/table-client";
import { tableModule } from "../rulesets/registry";
import { worldTables } from "../tables/world-tables";
import type { ScenarioPlan, ScenarioRuleset } from "./scenario-plan";

/** The scenario reading of the ruleset a scenario entry's flags name, if a table module here plays its scenarios. */
const scenarioRuleset = (flags: { ruleset?: unknown } | undefined): ScenarioRuleset | undefined => tableModule(String(flags?.ruleset))?.scenario;

/** The scene's grid size in pixels, and its plain background (no copied art). */
const HEX_SIZE = 100;
const BACKGROUND = "#dcd3b6";

type Entry = JournalEntry.Implementation;
const ready = () => game as ReadyGame;

/** A refusal to start, in the user's words. */
export class ScenarioRefused extends Error {
  override name = "ScenarioRefused";
}

const refuse = (key: string, data: Record<string, string> = {}): never => {
  throw new ScenarioRefused(foundryI18n().format(`HEX_TACTICS.Scenario.${key}`, data));
};

/** A journal entry from its UUID: `JournalEntry.<id>` in the world, `Compendium.<package>.<pack>.JournalEntry.<id>` in a pack. */
async function entryOf(uuid: string): Promise<Entry | undefined> {
  const parts = uuid.split(".");
  if (parts[0] === "JournalEntry" && parts.length === 2) return ready().journal.get(parts[1]!) as Entry | undefined;
  if (parts[0] !== "Compendium" || parts.length < 4) return undefined;
  const pack = ready().packs.get(`${parts[1]}.${parts[2]}`);
  return pack?.documentName === "JournalEntry" ? ((await pack.getDocument(parts.at(-1)!)) as Entry | undefined | null) ?? undefined : undefined;
}

/** Whether "Start battle" starts this entry: a scenario a ruleset here plays, and — a world entry — that sets up no hidden piece. */
export function canStart(entry: Entry | undefined | null): boolean {
  const flags = entry?.flags[SYSTEM_ID] as { ruleset?: unknown; scenario?: unknown } | undefined;
  const rules = scenarioRuleset(flags);
  return Boolean(rules) && typeof flags!.scenario === "object" && (Boolean(entry!.pack) || !rules!.setsUpHidden(flags));
}

/** The world's Actor folder of a scenario (made the first time it is started). */
async function folderOf(plan: ScenarioPlan): Promise<string> {
  const have = ready().folders.find((f) => f.type === "Actor" && f.getFlag(SYSTEM_ID as never, "scenario" as never) === plan.id);
  if (have) return have.id!;
  const made = await Folder.create({ name: plan.name, type: "Actor", flags: { [SYSTEM_ID]: { scenario: plan.id } } } as never);
  return made!.id!;
}

/**
 * The scenario's counters in the world: piece id → the folder's actor of its counter, the missing ones imported from
 * the counters' pack — but only for pieces set up in sight. A counter only hidden pieces use is not imported (world
 * documents reach every client: it would tell which leader was drawn, or that such a piece exists): piece id → what
 * the referee needs to import it when the piece is revealed (referee/projection-writer.ts), kept in its store.
 */
async function counterActors(plan: ScenarioPlan, folder: string): Promise<{ actors: Record<string, string>; hidden: Record<string, CounterImport> }> {
  const key = (p: ScenarioPlan["pieces"][string]) => counterKey(p.type, p.counterId);
  const pieces = Object.entries(plan.pieces);
  const shown = new Map(pieces.filter(([, p]) => !p.hidden).map(([, p]) => [key(p), p]));
  const have = new Map<string, string>();
  for (const p of pieces.map(([, p]) => p)) {
    const actor = counterActorIn(folder, key(p));
    if (actor) have.set(key(p), actor.id!);
  }
  const missing = [...shown.values()].filter((p) => !have.has(key(p)));
  try {
    // Every counter is checked now, the hidden pieces' too: a reveal must not find the pack without it.
    await counterTemplates(plan.counters, pieces.map(([, p]) => p));
    const made = await importCounters(plan.counters, missing, folder);
    missing.forEach((p, i) => have.set(key(p), made[i]!.id!));
  } catch (e) {
    if (!(e instanceof MissingCounter)) throw e;
    return e.counter === null ? refuse("no-counters", { pack: e.pack }) : refuse("no-counter", { counter: e.counter, pack: e.pack });
  }
  const actors: Record<string, string> = {};
  const hidden: Record<string, CounterImport> = {};
  for (const [piece, p] of pieces) {
    const actor = have.get(key(p));
    if (actor) actors[piece] = actor;
    else hidden[piece] = { pack: plan.counters, type: p.type, counterId: p.counterId, system: p.system as Record<string, unknown>, folder };
  }
  return { actors, hidden };
}

/**
 * The marker actors of every kind the pack holds that the world lacks, imported into the scenario's folder: the referee
 * puts their tokens on the hexes the battle marks (referee/projection-writer.ts), during play as at the start.
 */
async function markerActors(plan: ScenarioPlan, folder: string): Promise<void> {
  const kindOf = (a: Actor.Implementation) => (a.system as { kind?: unknown }).kind;
  const have = new Set(ready().actors.filter((a) => a.type === "marker").map(kindOf));
  const pack = ready().packs.get(plan.markers);
  if (!pack || pack.documentName !== "Actor") return refuse("no-markers", { pack: plan.markers });
  const missing = ((await pack.getDocuments()) as Actor.Implementation[]).filter((a) => a.type === "marker" && !have.has(kindOf(a)));
  if (!missing.length) return;
  const data = missing.map((a) => {
    const { _id, _stats, sort, ...source } = a.toObject() as Record<string, unknown>;
    return { ...source, folder, ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER } };
  });
  await Actor.createDocuments(data as never);
}

/** A scene for the map: its grid of the map's orientation with map hex [0, 0] at grid offset {0, 0}, no padding, room for every hex, no token vision. */
async function sceneFor(plan: ScenarioPlan, battle: string) {
  const grid = placementFor(plan.map.layout, { i: 0, j: 0 })!;
  const scene = (await Scene.create({
    name: plan.name,
    width: Math.ceil((plan.map.columns + 0.5) * HEX_SIZE),
    height: Math.ceil((plan.map.rows + 0.5) * HEX_SIZE),
    padding: 0,
    backgroundColor: BACKGROUND,
    grid: { type: grid.gridType, size: HEX_SIZE },
    // Fog is by the rules' spotting (canvas/fog-token.ts), never Foundry's vision: every token is in sight of the canvas.
    tokenVision: false,
    fog: { exploration: false },
    flags: { [SYSTEM_ID]: { battle } },
  } as never)) as Scene.Implementation;
  return { scene, grid };
}

/**
 * Starts the battle of a scenario entry (or its UUID) on this GM's client, the referee's, and returns the battle's id.
 * Throws a `ScenarioRefused` with the user's words when it cannot: not a GM, not the referee, not a scenario, an
 * edition the world's charts are not for.
 */
export async function startScenario(uuidOrEntry: string | Entry): Promise<string> {
  if (!ready().user.isGM) refuse("gm-only");
  if (!tableClient().referee) throw new ScenarioRefused(foundryI18n().localize("HEX_TACTICS.Referee.not-referee"));
  const entry = typeof uuidOrEntry === "string" ? await entryOf(uuidOrEntry) : uuidOrEntry;
  if (!entry) return refuse("no-entry", { uuid: String(uuidOrEntry) });
  const flags = entry.flags[SYSTEM_ID] as { ruleset?: unknown } | undefined;
  const rules = scenarioRuleset(flags);
  if (!rules) return refuse("not-a-scenario", { name: entry.name });
  if (!entry.pack && rules.setsUpHidden(flags)) return refuse("hidden-in-world", { name: entry.name });
  let outcome;
  try {
    outcome = await rules.plan(flags, entry.name, worldTables());
  } catch (e) {
    if (e instanceof DataError) return refuse("bad-scenario", { name: entry.name, issues: e.message });
    throw e;
  }
  if ("mismatch" in outcome) return refuse("edition", { name: entry.name, ...outcome.mismatch });
  const { plan } = outcome;
  const battle = `${plan.id}-${foundry.utils.randomID(8)}`;
  const folder = await folderOf(plan);
  const { actors, hidden } = await counterActors(plan, folder);
  await markerActors(plan, folder);
  const { scene, grid } = await sceneFor(plan, battle);
  await startBattle(battle, plan.stored(actors, hidden, scene.id!, grid));
  await scene.activate();
  return battle;
}
