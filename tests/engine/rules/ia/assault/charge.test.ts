import { describe, expect, it } from "vitest";
import { inf, leader } from "../../../../fixtures/ia-battle";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { cav } from "../fire/support";
import { assault, at, done, inAssault, move, ofType, run } from "./support";

// Cavalry at S charges R's hex T two hexes away through I.
const S = at(0, -1);
const I = at(0, 0);
const T = at(0, 1);

const activate = (pieces: Record<string, unknown>): IaCommand => ({ type: "activate", side: "G", root: { leader: "kl" }, pieces } as IaCommand);
const cavLeader = (id: string, hex: number, rank = 2) => leader(id, "G", hex, { leaderType: "cavalry", rank });

/** Runs commands in turn (each must be done), then the last one, returned as it runs. */
function chain(b: IaBattle, commands: IaCommand[], dice: number[] = []) {
  let s = b;
  for (const c of commands.slice(0, -1)) s = done(run(s, c));
  return { before: s, last: run(s, commands[commands.length - 1]!, dice) };
}

describe("IA1 12.7 cavalry charge", () => {
  const start = () => inAssault([cav("c1", "G", S), inf("r1", "R", T)], [cavLeader("kl", S)]);
  const charge = [activate({ c1: "move", kl: "move" }), move("c1", I, "G", ["kl"]), move("c1", T, "G", ["kl"])];

  it("IA1 12.7, 5.41 good-order mounted cavalry activated by a cavalry leader charges from two hexes away through a clear, empty hex: +2", () => {
    const { before, last } = chain(start(), [...charge, assault(T, ["c1"], { leaders: ["kl"] })], [4, 4]);
    expect(before.activation!.charged).toEqual(["c1"]);
    expect(before.activation!.assaultsOwed).toEqual([T]);
    const [g] = ofType(last, "fire-resolved");
    expect(g!.trace.find((t) => t.id === "cavalry-charge")).toMatchObject({ value: 2, rule: "IA1 12.7" });
    // 5 + 1 (6.52) = 6 on the 6 column, +1 (6.53) +2 (12.7): the last column, 10.
    expect([g!.strength, g!.column]).toEqual([6, 10]);
  });

  it("IA1 12.7 the charge is recorded with the hex it came through", () => {
    const { last } = chain(start(), charge);
    expect(ofType(last, "cavalry-charged")).toEqual([{ type: "cavalry-charged", pieces: ["c1"], hex: T, through: I, rule: "IA1 12.7" }]);
  });

  it("IA1 12.73 the segment keeps the intervening hex of the charge, and the assault names it", () => {
    const { before, last } = chain(start(), [...charge, assault(T, ["c1"], { leaders: ["kl"] })], [4, 4]);
    expect(before.activation!.chargedThrough).toEqual([{ unit: "c1", through: I }]);
    expect(ofType(last, "assault-declared")[0]).toMatchObject({ units: ["c1"], through: [I] });
  });

  it("IA1 12.73 an assault by units that did not charge names no intervening hex", () => {
    const b = inAssault([inf("g1", "G", I), inf("r1", "R", T)], [leader("hl", "G", I)]);
    const { last } = chain(b, [{ type: "activate", side: "G", root: { leader: "hl" }, pieces: { g1: "move", hl: "move" } } as IaCommand, move("g1", T, "G", ["hl"]), assault(T, ["g1"], { leaders: ["hl"] })], [4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
    expect(last.result).toMatchObject({ status: "done" });
    expect(ofType(last, "assault-declared")[0]).not.toHaveProperty("through");
  });

  it("IA1 12.71 the charged units may take opportunity fire at the cavalry in the first hex it enters", () => {
    const { last } = chain(start(), charge.slice(0, 2));
    expect(last.asked.find((q) => q.kind === "opportunity-fire")!.options).toContainEqual(["r1"]);
  });

  it("IA1 12.71 units charged in an existing assault hex may not fire at the cavalry in the first hex", () => {
    const b = inAssault([cav("c1", "G", S), inf("g2", "G", T), inf("r1", "R", T)], [cavLeader("kl", S)]);
    const { last } = chain(b, charge.slice(0, 2));
    expect(last.asked.filter((q) => q.kind === "opportunity-fire")).toEqual([]);
  });

  it("IA1 12.73 the intervening hex must be clear terrain", () => {
    const woods = at(0, 8);
    const b = inAssault([cav("c1", "G", at(0, 7)), inf("r1", "R", at(0, 9))], [cavLeader("kl", at(0, 7))]);
    const { last } = chain(b, [activate({ c1: "move", kl: "move" }), move("c1", woods, "G", ["kl"]), move("c1", at(0, 9), "G", ["kl"])]);
    expect(last.result).toMatchObject({ status: "refused", rule: "IA1 12.73", code: "assault.charge-terrain" });
  });

  it("IA1 12.73 the intervening hex may hold no other units", () => {
    const b = inAssault([cav("c1", "G", S), inf("g9", "G", I, { movedFired: true }), inf("r1", "R", T)], [cavLeader("kl", S)]);
    expect(chain(b, charge).last.result).toMatchObject({ status: "refused", rule: "IA1 12.73", code: "assault.charge-occupied" });
  });

  it("IA1 12.73 cavalry that began adjacent to the enemy does not charge them after moving one hex", () => {
    const b = inAssault([cav("c1", "G", I), inf("r1", "R", T)], [cavLeader("kl", I)]);
    const { last } = chain(b, [activate({ c1: "move", kl: "move" }), move("c1", at(1, 0), "G", ["kl"]), move("c1", T, "G", ["kl"])]);
    expect(last.result).toMatchObject({ status: "refused", rule: "IA1 12.73", code: "assault.charge-adjacent" });
  });

  it("IA1 12.21, 15.4 only mounted cavalry enters from two hexes away", () => {
    const b = inAssault([cav("c1", "G", S, { mounted: false }), inf("r1", "R", T)], [cavLeader("kl", S)]);
    expect(chain(b, charge).last.result).toMatchObject({ status: "refused", rule: "IA1 12.21" });
  });

  it("IA1 12.72 when a unit that did not charge attacks with the chargers, the +2 is lost", () => {
    // c2 enters T from the adjacent (1, 0) in the same segment, activated through the Lieutenant kl2 (3.2).
    const b = inAssault([cav("c1", "G", S), cav("c2", "G", at(1, 0)), inf("r1", "R", T)], [cavLeader("kl", S), cavLeader("kl2", at(1, -1), 1)]);
    const { last } = chain(b, [
      activate({ c1: "move", kl: "move", kl2: "move", c2: { action: "move", ledBy: "kl2" } }),
      ...charge.slice(1),
      move("c2", T),
      assault(T, ["c1", "c2"], { leaders: ["kl"] }),
    ], [4, 4]);
    const [g] = ofType(last, "fire-resolved");
    expect(g!.trace.some((t) => t.id === "cavalry-charge")).toBe(false);
  });
});
