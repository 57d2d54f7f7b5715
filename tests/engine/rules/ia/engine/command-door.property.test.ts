import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { SeededDice } from "../../../../../src/engine/core/dice";
import { runAnswering, runCommand, type CommandResult } from "../../../../../src/engine/core/engine";
import { randomCommand } from "../../../../../src/engine/rules/ia/bot/random-commands";
import { IaCommandSchema } from "../../../../../src/engine/rules/ia/commands/schema";
import type { IaEvent } from "../../../../../src/engine/rules/ia/events";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { botAnswers, choice, closeCombat, ia, map, start } from "./random-play";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The rules' command types; names every object inherits (or, for `prototype`, every function); commands' fields. */
const TYPES = IaCommandSchema.options.map((o) => o.shape.type.value);
const RESERVED = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty"];
const FIELDS = ["type", "side", "root", "pieces", "piece", "leader", "stack", "to", "with", "firers", "leaders", "at", "unit", "units", "transport", "target", "missions", "mission", "turns", "action", "ledBy"];
const key = fc.constantFrom(...RESERVED, ...FIELDS, "r1", "g1", "rl", "gl", "x");
const leaf: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(...RESERVED, "r1", "g1", "gm", "rl", "gl", "move", "fire", "open-sights", "planned-fire", "R", "G", "", null, true, false),
  fc.integer({ min: -3, max: 130 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** An object with these own keys, as JSON.parse makes it (an own `__proto__` included). */
function own(entries: readonly (readonly [string, Json])[]): Json {
  const o = {};
  for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o as Json;
}

const { json } = fc.letrec<{ json: Json }>((tie) => ({
  json: fc.oneof({ depthSize: "small", withCrossShrink: true }, leaf, fc.array(tie("json"), { maxLength: 3 }), fc.array(fc.tuple(key, tie("json")), { maxLength: 4 }).map(own)),
}));

/** Any JSON-shaped command: one of the rules' types (or not), a side, and fields of any shape. */
const anyCommand = fc
  .tuple(fc.oneof(fc.constantFrom(...TYPES), key), fc.constantFrom("R", "G", "__proto__", "x"), fc.array(fc.tuple(key, json), { maxLength: 4 }))
  .map(([type, side, rest]) => own([["type", type], ["side", side], ...rest]));

/** Where a bot's command is changed: which object or array in it, a key (reserved most often) and a value to put there. */
const change = fc.record({
  at: fc.nat(),
  key: fc.oneof(fc.constant("__proto__"), fc.constantFrom(...RESERVED), key),
  value: fc.oneof(fc.constantFrom<Json>(null, 0, "", "move", true, {}), json),
  replace: fc.boolean(),
});

/** `command` (copied) with one object in it given the key or one of its entries replaced, or an array's item replaced. */
function changed(command: IaCommand, c: { at: number; key: string; value: Json; replace: boolean }): Json {
  const copy = JSON.parse(JSON.stringify(command)) as Json;
  const nodes: (Json[] | { [key: string]: Json })[] = [];
  const walk = (v: Json) => {
    if (v === null || typeof v !== "object") return;
    nodes.push(v);
    for (const x of Object.values(v)) walk(x);
  };
  walk(copy);
  const node = nodes[c.at % nodes.length]!;
  // An array in JSON has items only: one of them is replaced (or one added).
  if (Array.isArray(node)) node[c.at % (node.length + 1)] = c.value;
  else {
    const keys = Object.keys(node);
    const k = c.replace && keys.length ? keys[c.at % keys.length]! : c.key;
    Object.defineProperty(node, k, { value: c.value, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

/** Runs `command` on `b`: never a throw, `b` unchanged; a refusal names a rule and a reason (at the door, the JSON path). */
function runs(b: IaBattle, command: Json, seed: number): void {
  const before = structuredClone(b);
  let r: CommandResult<IaBattle, IaCommand, IaEvent> | undefined;
  expect(() => (r = runCommand(ia, b, command as unknown as IaCommand, new SeededDice(seed)))).not.toThrow();
  expect(b).toEqual(before);
  if (r?.status !== "refused") return;
  expect(r.rule).not.toBe("");
  expect(r.reason).not.toBe("");
  if (r.code === "engine.invalid-command") expect(r.reason).toMatch(/^\$/);
}

/** Battles to knock at: before play; in the action phase between segments, and with one under way (random play). */
const battles: IaBattle[] = [start(), closeCombat()];
// Up to 400 commands of random play: the timeout, as the tests', leaves room for a loaded machine.
beforeAll(() => {
  let b = closeCombat();
  const dice = new SeededDice(7);
  const between = (x: IaBattle) => x.phase === "action" && x.activation === null;
  const during = (x: IaBattle) => x.activation !== null && Object.keys(x.activation.pieces).length > 1;
  for (let i = 0; i < 400 && battles.length < 4; i++) {
    const r = runAnswering(ia, b, randomCommand(b, map, [i * 7919, i * 104729, i * 1299709]), dice, {}, botAnswers(7)).result;
    if (r.status !== "done") continue;
    b = r.state;
    if ((between(b) && !battles.some(between)) || (during(b) && !battles.some(during))) battles.push(b);
  }
  expect(battles).toHaveLength(4);
}, 60_000);

describe("whatever a player's console sends, runCommand answers: a result or a refusal, never a throw", () => {
  // Each under a second on an idle 2-core machine; the timeouts leave room for a loaded one.
  it("any JSON-shaped command, with keys such as __proto__, constructor and prototype anywhere, is refused or run; a refusal changes nothing", () => {
    fc.assert(
      fc.property(fc.nat(3), anyCommand, fc.integer(), (i, command, seed) => runs(battles[i]!, command, seed)),
      { numRuns: 300 },
    );
  }, 60_000);
  it("a command the bot would give, with one of its objects given such a key or one of its values replaced, is refused or run", () => {
    fc.assert(
      fc.property(fc.nat(3), choice, change, fc.integer(), (i, next, c, seed) => runs(battles[i]!, changed(randomCommand(battles[i]!, map, next), c), seed)),
      { numRuns: 500 },
    );
  }, 60_000);
});
