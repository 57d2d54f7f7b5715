import { ScriptedDice, SeededDice, type DiceSource } from "../engine/core/dice";
import { runCommand } from "../engine/core/engine";
import { parseData } from "../engine/data/validate";
import { hexesFromJson, hexesToJson, loadMap } from "../engine/map";
import { ia1Tec, ia2Tec } from "../engine/rules/ia/data";
import { ia1Daylight, ia2Visibility } from "../engine/rules/ia/los";
import { iaRuleset, type IaCommand } from "../engine/rules/ia/ruleset";
import type { IaBattle } from "../engine/rules/ia/state";
import { OracleRequest, type OracleResponse } from "./oracle-schema";

/** Counts the dice a source hands out. */
class Counted implements DiceSource {
  used = 0;
  constructor(private readonly inner: DiceSource) {}
  die(sides: number): number {
    this.used++;
    return this.inner.die(sides);
  }
}

/**
 * The headless rules oracle: runs a request's commands against its battle and returns the events and the
 * resulting battle as JSON. Bad input is refused with the JSON path and the reason (a DataError).
 */
export function runOracle(json: unknown, source = "request"): OracleResponse {
  const req = parseData(OracleRequest, json, source);
  const tec = req.tec ?? (req.battle.edition === "IA1" ? ia1Tec : ia2Tec);
  const map = loadMap(req.map, tec, `${source} $.map`);
  let battle = hexesFromJson<IaBattle>({ ...req.battle, visibility: req.battle.visibility ?? (req.battle.edition === "IA1" ? ia1Daylight() : ia2Visibility("day", 1)) }, map, "$.battle");
  const ruleset = iaRuleset(map, tec, req.fireTables ? { fireTables: req.fireTables } : {});
  const dice = new Counted(Array.isArray(req.dice) ? new ScriptedDice(req.dice) : new SeededDice(req.dice.seed));
  const results: OracleResponse["results"] = [];
  for (const [i, step] of req.commands.entries()) {
    const command = hexesFromJson<IaCommand>(step.command, map, `$.commands[${i}].command`);
    const answers = hexesFromJson<Record<string, unknown>>(step.answers, map, `$.commands[${i}].answers`);
    const r = runCommand(ruleset, battle, command, dice, answers);
    const echo = step.command;
    if (r.status === "refused") {
      results.push({ status: "refused", command: echo, rule: r.rule, reason: r.reason });
      break;
    }
    if (r.status === "decision") {
      results.push({ status: "decision", command: echo, request: hexesToJson(r.request, map), preview: hexesToJson(r.preview, map) });
      break;
    }
    results.push({ status: "done", command: echo, events: hexesToJson(r.record.events, map), dice: [...r.record.dice] });
    battle = r.state;
  }
  return { results, battle: hexesToJson(battle, map), diceUsed: dice.used };
}
