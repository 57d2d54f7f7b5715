/**
 * Infantry Attacks' sector command as the referee's capability (src/foundry/rulesets/ia/sector-command/capability.ts):
 * its record read back from what the store keeps (a store of the first format under the `orders` flag's name), and a
 * battle with no sector drawn is left alone without asking anyone's sector (a battle with no scene: the bench, tests).
 * What it refuses and to whom a decision goes are played in tests/foundry/world/live/sector-*.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { DecisionRequest } from "../../../../../src/engine/core/decision";
import type { IaTableGame } from "../../../../../src/foundry/rulesets/ia/table-game";
import { iaTablePieces } from "../../../../../src/foundry/rulesets/ia/table-pieces";
import { SECTOR_COMMAND, sectorCommand } from "../../../../../src/foundry/rulesets/ia/sector-command/capability";
import type { SectorPorts } from "../../../../../src/foundry/rulesets/series/sector-command/ports";
import { storedBattle } from "../../../world/live/table";

const asked: string[] = [];
const ports: SectorPorts = {
  sectors: () => [],
  sectorOf: (user) => (asked.push(user), "North"),
  isCommandingOfficer: () => true,
};
const capability = sectorCommand(ports);
const game = iaTablePieces.load("b1", storedBattle(false, { g1: "a1", g2: "a1", r1: "a2", r2: "a2", kap: "a3" }, "scene1")) as IaTableGame;
const move = iaTablePieces.command(game, { type: "move", piece: "g1", to: [4, 4] }, "german");

describe("IA1 17.51, 17.52 sector command, the referee's capability", () => {
  it("keeps each side's orders and factor sectors as its record, read back from the store (or a first-format store's `orders` flag)", () => {
    const book = new Map([["russian", { orders: { turn: 2, orders: [{ piece: "r1", sector: "North" }] }, factors: [{ factor: "oba-6", sector: "North" }] }]]);
    expect(capability.id).toBe(SECTOR_COMMAND);
    expect(capability.record.read(capability.record.write(book))).toEqual(book);
    expect(capability.record.read(undefined)).toEqual(new Map());
    expect(capability.record.legacyKey).toBe("orders");
  });

  it("a battle with no sector drawn: every command may go, every decision to the referee's choice, nobody's sector read", () => {
    const battle = { game, record: new Map(), placement: null };
    expect(capability.vet!({ ...battle, user: "bob", gm: false, side: "german" }, [move])).toBeNull();
    const request = { id: "opportunity:g1", side: "russian", options: ["pass"], default: "pass" } as unknown as DecisionRequest;
    expect(capability.decider!(battle, request, ["bob", "carol"])).toBeUndefined();
    expect(asked).toEqual([]);
  });
});
