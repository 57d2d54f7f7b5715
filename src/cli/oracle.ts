import type { z } from "zod";
import { InvalidDie, ScriptedDice, SeededDice, type DiceSource } from "../engine/core/dice";
import { runCommand } from "../engine/core/engine";
import { resultFor, wholeResult } from "../engine/core/views";
import type { TerrainEffectsChart } from "../engine/data/schemas/tec";
import { DataError, parseData, type DataIssue } from "../engine/data/validate";
import { decodeOnMap, encodeOnMap, loadMap } from "../engine/map";
import type { IaView } from "../engine/rules/ia/commands/context";
import { ia1Tec, ia2Tec } from "../engine/rules/ia/data";
import { chartsOfAnotherEdition } from "../engine/rules/ia/data/editions";
import { lineOfSight } from "../engine/rules/ia/queries/line-of-sight";
import { previewMove } from "../engine/rules/ia/queries/preview";
import { spottedBy } from "../engine/rules/ia/queries/spotted";
import { victoryTally } from "../engine/rules/ia/victory/tally";
import { iaRuleset } from "../engine/rules/ia/ruleset";
import type { IaBattle } from "../engine/rules/ia/state";
import { iaSideView } from "../engine/rules/ia/view/side-view";
import { OracleHead, OracleRequest, OracleResponse, type OracleQuery } from "./oracle-schema";

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

type Response = z.output<typeof OracleResponse>;
type Answer = Response["answers"][number];

/**
 * The headless rules oracle: runs a request's commands against its battle and returns what each did, the battle
 * afterwards and the answers to its queries, all as JSON — as one side may know them when the request says `as`.
 * Bad input is refused with the JSON path and the reason (a DataError): a malformed field, a name JavaScript reserves,
 * nesting too deep, a battle that cannot exist, a chart the battle cannot be played with, a die that is not a face of the
 * die wanted, a dice list that runs out. Any other error is a fault of the engine's.
 */
export function runOracle(json: unknown, source = "request"): z.input<typeof OracleResponse> {
  const head = parseData(OracleHead, json, source);
  const edition = (json as { battle?: { edition?: unknown } }).battle?.edition;
  // Charts of another edition are refused before the map is read with them (the battle's schema names a bad edition).
  const foreign = edition === "IA1" || edition === "IA2" ? chartsOfAnotherEdition(edition, head) : [];
  if (foreign.length) throw new DataError(source, foreign);
  const tec = head.tec ?? (edition === "IA2" ? ia2Tec : ia1Tec);
  const map = loadMap(head.map, tec, source, ["map"]);
  const req = decodeOnMap(map, OracleRequest, json, source);
  const raw = json as { commands?: { command: unknown }[] };
  const issues = unplayable(req, tec);
  if (issues.length) throw new DataError(source, issues);
  const as = req.as;
  const ruleset = relabelled(source, () => iaRuleset(map, tec, req.fireTables ? { fireTables: req.fireTables } : {}));
  const list = Array.isArray(req.dice) ? req.dice : null;
  const dice = new Counted(list ? new ScriptedDice(list) : new SeededDice((req.dice as { seed: number }).seed));
  let battle: IaBattle = req.battle;
  const results: Response["results"] = [];
  for (const [i, step] of req.commands.entries()) {
    const command = as === undefined ? raw.commands?.[i]?.command : commandSeenBy(raw.commands?.[i]?.command, as);
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
      results.push({ status: "decision", command, request: seen.request as Extract<Response["results"][number], { status: "decision" }>["request"], preview: [...seen.preview], rolls: [...seen.rolls] });
      break;
    }
    if (r.status !== "done" || seen.status !== "done") throw new Error("a finished command is seen finished");
    results.push({ status: "done", command, events: [...seen.events], dice: [...r.record.dice], rolls: [...seen.rolls] });
    battle = r.state;
  }
  const answers = req.queries.map((q) => answer({ state: battle, map, tec }, q, as));
  const view = as === undefined ? null : iaSideView(battle, as);
  const response: Response = {
    results,
    battle: view?.battle ?? battle,
    ...(view ? { hiddenEnemies: view.hiddenEnemies } : {}),
    answers,
    diceUsed: dice.used,
  };
  return encodeOnMap(map, OracleResponse, response);
}

/** A command as `side` may see it echoed: another side's Artillery Plan is its secret (IA1 9.11), shown only as written. */
function commandSeenBy(command: unknown, side: string): unknown {
  const c = command as { type?: unknown; side?: unknown };
  return c.type === "write-artillery-plan" && c.side !== side ? { type: c.type, side: c.side } : command;
}

/** What the schemas cannot see: names of sides the battle does not have, smoke the chart cannot show (IA1 16.12). */
function unplayable(req: z.output<typeof OracleRequest>, tec: TerrainEffectsChart): DataIssue[] {
  const issues: DataIssue[] = [];
  const sides = req.battle.sides.map((s) => s.id);
  const side = (id: string | undefined, path: string) => {
    if (id !== undefined && !sides.includes(id)) issues.push({ path, message: `no side "${id}" in this battle (${sides.join(", ")})` });
  };
  side(req.as, "$.as");
  req.queries.forEach((q, i) => {
    if ("sight" in q) side(q.sight.side, `$.queries[${i}].sight.side`);
    if ("los" in q) side(q.los.side, `$.queries[${i}].los.side`);
    if ("victory" in q) side(q.victory.side, `$.queries[${i}].victory.side`);
  });
  const smoke = Object.hasOwn(tec.terrain, "smoke") ? tec.terrain.smoke : undefined;
  if (req.battle.smoke.length && !smoke?.marker)
    issues.push({ path: "$.battle.smoke", message: `there is smoke on the map, but the ${tec.name} has no marker terrain "smoke" to show it (IA1 16.12)` });
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

/** A query, on the battle as the side asking knows it (`as`, or the side the query names). */
function answer(view: IaView, q: z.output<typeof OracleQuery>, as: string | undefined): Answer {
  const seenBy = (side: string | undefined): IaView => (side === undefined ? view : { ...view, state: iaSideView(view.state, side).battle });
  if ("sight" in q) {
    const side = as ?? q.sight.side;
    return { sight: { side: q.sight.side, spotted: [...spottedBy(seenBy(side), q.sight.side)] } };
  }
  if ("los" in q) return { los: lineOfSight(seenBy(as ?? q.los.side), q.los.from, q.los.to, q.los.target) };
  if ("victory" in q) return { victory: victoryTally(seenBy(as ?? q.victory.side).state) };
  const b = view.state;
  const owner = (b.units.get(q.preview.piece) ?? b.leaders.get(q.preview.piece))?.side;
  return { preview: previewMove(seenBy(as ?? owner), q.preview.piece, q.preview.path, q.preview.with) };
}
