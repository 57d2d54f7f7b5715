import { describe, expect, it } from "vitest";
import { formulaOf, InvalidDie, ScriptedDice } from "../../../src/engine/core/dice";
import { runCommand } from "../../../src/engine/core/engine";
import { ia1Tec } from "../../../src/engine/rules/ia/data";
import { runHosted } from "../../../src/engine/core/hosted";
import { iaRuleset } from "../../../src/engine/rules/ia/ruleset";
import { battle, side } from "../../fixtures/ia-battle";
import { testMap } from "../../fixtures/maps";

const map = testMap(ia1Tec, [], [10, 10]);
const ia = iaRuleset(map, ia1Tec);
const start = () => battle([side("A", 3), side("B", 3)]);
const initiative = { type: "roll-initiative", side: "A" } as const;

describe("dice the table can show", () => {
  it("a host that has not rolled yet is asked for the whole roll, and resumes with it on the tape (IA1 3.0 A initiative)", () => {
    const asked = runCommand(ia, start(), initiative, new ScriptedDice([]));
    expect(asked).toMatchObject({ status: "dice", need: { count: 1, sides: 6, purpose: "initiative:A" }, resume: { tape: [] } });
    if (asked.status !== "dice") return;
    // The host rolls (a Foundry Roll, dice rolled by hand) and gives the faces as they come: one roll at a time.
    const second = runCommand(ia, start(), initiative, new ScriptedDice([]), {}, [...asked.resume.tape, 4]);
    expect(second).toMatchObject({ status: "dice", need: { count: 1, sides: 6, purpose: "initiative:B" }, resume: { tape: [4] } });
    if (second.status !== "dice") return;
    const done = runCommand(ia, start(), initiative, new ScriptedDice([]), {}, [...second.resume.tape, 2]);
    expect(done.status).toBe("done");
    if (done.status !== "done") return;
    expect(done.record.dice).toEqual([4, 2]);
    // Every roll with what a host needs to build its Roll, and the event that records it.
    expect(done.record.rolls.map((r) => ({ formula: formulaOf(r), dice: r.dice, purpose: r.purpose, event: done.record.events[r.event]!.type }))).toEqual([
      { formula: "1d6", dice: [4], purpose: "initiative:A", event: "initiative-rolled" },
      { formula: "1d6", dice: [2], purpose: "initiative:B", event: "initiative-rolled" },
    ]);
  });

  it("the same dice from a list or from a host give the same outcome; a face that is not on the die is an error naming it", () => {
    const listed = runCommand(ia, start(), initiative, new ScriptedDice([4, 2]));
    const hosted = runCommand(ia, start(), initiative, new ScriptedDice([]), {}, [4, 2]);
    expect(hosted).toEqual(listed);
    expect(() => runCommand(ia, start(), initiative, new ScriptedDice([9, 2]))).toThrow(new InvalidDie(0, 9, 6));
    expect(() => runCommand(ia, start(), initiative, new ScriptedDice([]), {}, [3, 7])).toThrow(new InvalidDie(1, 7, 6));
  });
});

describe("a host that rolls and answers asynchronously (core/hosted)", () => {
  it("IA1 3.0 A rolled by the host, roll by roll, gives what the same dice from a list give", async () => {
    const faces = [5, 5, 3, 1];
    const needs: string[] = [];
    const host = {
      roll: async (need: { count: number; sides: number; purpose: string }) => {
        needs.push(`${need.count}d${need.sides} ${need.purpose}`);
        await Promise.resolve();
        return faces.splice(0, need.count);
      },
      answer: async () => {
        throw new Error("initiative asks no decision");
      },
    };
    const r = await runHosted(ia, start(), initiative, host);
    // A tie (5 and 5) is rolled again (3.0 A).
    expect(needs).toEqual(["1d6 initiative:A", "1d6 initiative:B", "1d6 initiative:A", "1d6 initiative:B"]);
    expect(r).toEqual(runCommand(ia, start(), initiative, new ScriptedDice([5, 5, 3, 1])));
  });
});
