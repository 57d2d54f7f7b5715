import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { DataError } from "../../../../../src/engine/data/validate";
import { decodeOnMap } from "../../../../../src/engine/map";
import { IaCommandSchema } from "../../../../../src/engine/rules/ia/commands/schema";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import { ia, map, start } from "./random-play";

const reserved = (key: string) => `"${key}" is a name reserved by JavaScript: it cannot name anything here`;

describe("the door of runCommand, in-process as through the CLI", () => {
  it.each(["null", '"move"', "5", '{ "action": "move" }'])("IA1 3.13: a designation filed under an own __proto__ key (as JSON.parse makes it), given %s, is refused naming $.pieces.__proto__; the battle is unchanged", (value) => {
    const b = { ...start(), phase: "action" as const, impulses: { sides: ["R", "G"] as [string, string], active: "R", lead: 1, lastPass: null, over: false } };
    const before = structuredClone(b);
    const pieces = JSON.parse(`{ "__proto__": ${value}, "r1": "move" }`);
    const r = runCommand(ia, b, { type: "activate", side: "R", root: { piece: "r1" }, pieces } as IaCommand, new ScriptedDice([]));
    expect(r).toMatchObject({ status: "refused", rule: "engine", code: "engine.invalid-command", reason: `$.pieces.__proto__: ${reserved("__proto__")}` });
    expect(b).toEqual(before);
  });
  it("IA1 9.11: a mission filed under an own constructor key of an Artillery Plan is refused naming it", () => {
    const missions = JSON.parse('{ "constructor": { "mission": "open-sights" } }');
    const r = runCommand(ia, start(), { type: "write-artillery-plan", side: "G", missions } as IaCommand, new ScriptedDice([]));
    expect(r).toMatchObject({ status: "refused", code: "engine.invalid-command", reason: `$.missions.constructor: ${reserved("constructor")}` });
  });
});

describe("decodeOnMap, the door from JSON to engine values (a referee's commands, answers and stored records)", () => {
  it("IA1 3.13: a designation filed under an own __proto__ key is refused naming its path, not dropped (without it, the command decodes)", () => {
    const text = (pieces: string) => `{ "type": "activate", "side": "R", "root": { "piece": "r1" }, "pieces": { ${pieces} } }`;
    const decode = (pieces: string) => () => decodeOnMap(map, IaCommandSchema, JSON.parse(text(pieces)), "command");
    expect(decode('"__proto__": "fire", "r1": "move"')).toThrow(DataError);
    expect(decode('"__proto__": "fire", "r1": "move"')).toThrow(`command: invalid data\n  $.pieces.__proto__: ${reserved("__proto__")}`);
    expect(decode('"r1": "move"')()).toEqual({ type: "activate", side: "R", root: { piece: "r1" }, pieces: { r1: "move" } });
  });
});
