/**
 * PG 6.8 at the table: "The owning player secretly assigns the tank leaders to his or her AFV units." Bob gives the
 * Soviets' one tank leader to one of his three tanks with the Tank leaders dialog's model on his own view (its form
 * read back, its one `assign-tank-leaders` command sent to the referee); then both roll for initiative and the winner
 * passes. Played twice with the leader in different tanks, everything Alice's page received — documents, settings,
 * chat, queries and replies — must be the same; Bob's own view holds his assignment.
 */
import { describe, expect, it } from "vitest";
import { tankLeaderCommand, tankLeaderStateFrom, emptyTankLeaders } from "../../../../src/foundry/rulesets/pg/dialogs/tank-leaders-view";
import { dialogInput, pgLiveTable } from "./pg-table";
import { command, received, result, table, type LiveTable } from "./table";

async function play(tank: "t1" | "t3"): Promise<LiveTable> {
  const t = await pgLiveTable(1);
  const done = async (reply: ReturnType<typeof command>) => expect(result(await reply).status).toBe("done");
  const input = await dialogInput(t.bob);
  const assignment = tankLeaderCommand(input, tankLeaderStateFrom({ [`afv.${tank}`]: true }, emptyTankLeaders, input));
  expect(assignment).toEqual({ type: "assign-tank-leaders", units: [tank] });
  await done(command(t.bob, assignment!));
  t.server.dice.push(5, 2);
  await done(command(t.alice, { type: "roll-initiative" }));
  const winner = (table(t.gm, t.scene).combat as { initiative?: { winner: string } }).initiative!.winner;
  await done(command(winner === "german" ? t.alice : t.bob, { type: "pass" }));
  expect(t.server.dice.remaining).toBe(0);
  return t;
}

describe("PG 6.8 the tank-leader assignment never reaches the other side's page", () => {
  it("PG 6.8 Alice's page receives exactly the same whichever tank Bob gives his tank leader; Bob's own view holds it", async () => {
    const first = await play("t1");
    const second = await play("t3");
    const alice = received(first.alice.received);
    expect(alice.join("\n")).not.toContain("tank-leaders-assigned");
    expect(alice).toEqual(received(second.alice.received));
    expect(table(first.alice, first.scene)).toEqual(table(second.alice, second.scene));
    expect(table(first.alice, first.scene).tokens.map((k) => k.piece)).toEqual(["gi", "pz", "t1", "t2", "t3"]);
    expect((await dialogInput(first.bob)).battle.tankLeaders).toEqual({ soviet: ["t1"] });
    expect((await dialogInput(first.alice)).battle.tankLeaders).toEqual({});
    // The comparison can tell: Bob's own page heard his assignment (his command's reply, his view).
    expect(received(first.bob.received)).not.toEqual(received(second.bob.received));
  }, 120_000);

  it("PG 3.0, 6.8 the first initiative waits for the assignment; once play has begun the dialog offers it no longer and the referee refuses it", async () => {
    const t = await pgLiveTable(1);
    expect(result(await command(t.alice, { type: "roll-initiative" }))).toMatchObject({ status: "refused", rule: "PG 6.8" });
    expect(result(await command(t.bob, { type: "assign-tank-leaders", units: [] })).status).toBe("done");
    t.server.dice.push(5, 2);
    expect(result(await command(t.alice, { type: "roll-initiative" })).status).toBe("done");
    const input = await dialogInput(t.bob);
    expect(tankLeaderCommand(input, tankLeaderStateFrom({ "afv.t1": true }, emptyTankLeaders, input))).toBeNull();
    expect(result(await command(t.bob, { type: "assign-tank-leaders", units: ["t1"] }))).toMatchObject({ status: "refused", rule: "PG 6.8", code: "tank-leaders.before-play" });
  }, 120_000);
});
