import type { Answers } from "../engine/core/decision";
import { InvalidDie, ScriptedDice, SeededDice, type DiceSource } from "../engine/core/dice";
import { runCommand } from "../engine/core/engine";
import type { Charts, QueryView, RulesetModule } from "../engine/core/ruleset-module";
import { resultFor, wholeResult } from "../engine/core/views";
import { DataError, parseData, type DataIssue } from "../engine/data/validate";
import { decodeOnMap, encodeOnMap, loadMap, type HexMap } from "../engine/map";
import { rulesetModule, rulesetModules } from "../engine/rules/registry";
import { oracleCharts, OracleEnvelope, oracleGame, oracleRequestSchema, oracleResponseSchema, type OracleResponse, type OracleResult } from "./oracle-schema";

/** Counts the dice a source hands out. */
class Counted implements DiceSource {
  used = 0;
  constructor(private readonly inner: DiceSource) {}
  die(sides: number): number {
    this.used++;
    return this.inner.die(sides);
  }
  remaining(): number {
    return this.inner.remaining?.() ?? Infinity;
  }
}

/** A request as its game's schema reads it (core values inside: hexes are map indices). */
interface Request {
  readonly battle: unknown;
  readonly as?: string;
  readonly commands: readonly { readonly command: unknown; readonly answers: Answers }[];
  readonly dice: readonly number[] | { readonly seed: number };
  readonly queries: readonly Readonly<Record<string, unknown>>[];
}

/**
 * The headless rules oracle: runs a request's commands against its battle and returns what each did, the battle
 * afterwards and the answers to its queries, all as JSON — as one side may know them when the request says `as`. The
 * battle's `ruleset` names the game that plays it (rules/registry.ts). Bad input is refused with the JSON path and the
 * reason (a DataError): a version of the request this oracle does not read, a game it does not play, a malformed
 * field, a name JavaScript reserves, nesting too deep, a battle that cannot exist, a chart the battle cannot be played
 * with, a die that is not a face of the die wanted, a dice list that runs out. Any other error is a fault of the engine's.
 */
export function runOracle(json: unknown, source = "request"): OracleResponse {
  const envelope = parseData(OracleEnvelope, json, source);
  const game = gameOf(json, source);
  const head = { ...envelope, ...(parseData(oracleCharts(game), json, source) as Readonly<Record<string, unknown>>) };
  const named = (json as { battle?: { edition?: unknown } }).battle?.edition;
  const edition = game.editions.find((e) => e === named);
  // Charts of another edition are refused before the map is read with them (the battle's schema names a bad edition).
  const foreign = edition === undefined ? [] : (game.charts.foreign?.(edition, head) ?? []);
  if (foreign.length) throw new DataError(source, foreign);
  const charts = chartsOf(game, head, edition ?? game.editions[0]);
  const map = loadMap(envelope.map, charts.tec, source, ["map"]);
  const req = decodeOnMap(map, oracleRequestSchema(game), json, source) as Request;
  const raw = json as { commands?: { command: unknown }[] };
  const issues = unplayable(game, req, charts, map);
  if (issues.length) throw new DataError(source, issues);
  const as = req.as;
  const ruleset = relabelled(source, () => game.ruleset(map, charts));
  const list = Array.isArray(req.dice) ? req.dice : null;
  const dice = new Counted(list ? new ScriptedDice(list) : new SeededDice((req.dice as { seed: number }).seed));
  let battle = req.battle;
  const results: OracleResult[] = [];
  for (const [i, step] of req.commands.entries()) {
    const echoed = raw.commands?.[i]?.command;
    const command = as === undefined || !game.views.commandSeenBy ? echoed : game.views.commandSeenBy(echoed, as);
    let r;
    try {
      r = runCommand(ruleset, battle, step.command, dice, step.answers);
    } catch (e) {
      if (e instanceof InvalidDie) throw new DataError(source, [{ path: `$.dice[${e.index}]`, message: `${e.value} is not a face of a d${e.sides} (commands[${i}] wanted it)` }]);
      throw e;
    }
    if (r.status === "dice")
      throw new DataError(source, [{ path: "$.dice", message: `the list ran out: commands[${i}] wants ${r.need.count}d${r.need.sides} for ${r.need.purpose}, after ${dice.used} of its ${list?.length ?? 0} dice` }]);
    const seen = as === undefined ? wholeResult(r) : resultFor(ruleset, battle, r, as);
    if (seen.status === "refused") {
      results.push({ status: "refused", command, rule: seen.rule, reason: seen.reason, code: seen.code, params: seen.params, ...(seen.fallback ? { fallback: seen.fallback } : {}) });
      break;
    }
    if (seen.status === "waiting") {
      results.push({ status: "waiting", command, side: seen.side, kind: seen.kind });
      break;
    }
    if (seen.status === "decision") {
      results.push({ status: "decision", command, request: seen.request, preview: [...seen.preview], rolls: [...seen.rolls] });
      break;
    }
    if (r.status !== "done" || seen.status !== "done") throw new Error("a finished command is seen finished");
    results.push({ status: "done", command, events: [...seen.events], dice: [...r.record.dice], rolls: [...seen.rolls] });
    battle = r.state;
  }
  const answers = req.queries.map((q) => answer(game, { state: battle, map, charts }, q, as));
  const view = as === undefined ? null : game.views.state(battle, as);
  const response = {
    results,
    battle: view === null ? battle : game.views.battleOf(view),
    ...(view !== null && game.views.told ? game.views.told.of(view) : {}),
    answers,
    diceUsed: dice.used,
  };
  return encodeOnMap(map, oracleResponseSchema(game), response) as OracleResponse;
}

/** The game a request's battle is of (its `ruleset`). */
function gameOf(json: unknown, source: string): RulesetModule {
  const { battle } = parseData(oracleGame(rulesetModules().map((m) => m.id)), json, source);
  return rulesetModule(battle.ruleset)!;
}

/** The charts to play with: the game's shipped ones for the edition, replaced by those the request gives. */
function chartsOf(game: RulesetModule, head: Readonly<Record<string, unknown>>, edition: string): Charts {
  const shipped = game.charts.shipped(edition);
  const given = game.charts.kinds.flatMap((k) => (head[k.requestKey] === undefined ? [] : [[k.id, head[k.requestKey]] as const]));
  return { ...shipped, ...Object.fromEntries(given), tec: (head.tec as Charts["tec"] | undefined) ?? shipped.tec };
}

/** What the schemas cannot see: names of sides the battle does not have, and what the game finds unplayable (at paths of the battle). */
function unplayable(game: RulesetModule, req: Request, charts: Charts, map: HexMap): DataIssue[] {
  const issues: DataIssue[] = [];
  const sides = game.sides(req.battle);
  const side = (id: string | undefined, path: string) => {
    if (id !== undefined && !sides.includes(id)) issues.push({ path, message: `no side "${id}" in this battle (${sides.join(", ")})` });
  };
  side(req.as, "$.as");
  req.queries.forEach((q, i) => {
    const [name, query] = Object.entries(q)[0]!;
    side(game.queries[name]!.side?.(query), `$.queries[${i}].${name}.side`);
  });
  for (const issue of game.unplayable?.(req.battle, charts, map) ?? []) issues.push({ ...issue, path: `$.battle${issue.path.slice(1)}` });
  return issues;
}

/** Runs `build`, naming the request as the source of any data it refuses. */
function relabelled<T>(source: string, build: () => T): T {
  try {
    return build();
  } catch (e) {
    if (e instanceof DataError) throw new DataError(source, e.issues);
    throw e;
  }
}

/** A query, on the battle as the side asking knows it (`as`, the side the query names, or the one it concerns). */
function answer(game: RulesetModule, view: QueryView<unknown>, q: Readonly<Record<string, unknown>>, as: string | undefined): Record<string, unknown> {
  const [name, query] = Object.entries(q)[0]!;
  const spec = game.queries[name]!;
  const side = as ?? spec.side?.(query) ?? spec.owner?.(view.state, query);
  const seen = side === undefined ? view : { ...view, state: game.views.battleOf(game.views.state(view.state, side)) };
  return { [name]: spec.run(seen, query) };
}
