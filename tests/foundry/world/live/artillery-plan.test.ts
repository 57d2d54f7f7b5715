/**
 * IA1 9.1 at the table: the Artillery Plan is its player's secret until it fires. Bob writes the Russians' plan with the
 * Artillery Plan dialog's model on his own view (its form read back, its one `write-artillery-plan` command sent to the
 * referee), then the first turn begins — a turn his plan leaves without fire. Played twice with plans that differ only
 * in where the factor fires on turn 2, everything Alice's page received must be the same; Bob's own view holds his plan.
 */
import { describe, expect, it } from "vitest";
import { hexName } from "../../../../src/engine/rules/ia/scenario/positions";
import { iaClientView } from "../../../../src/foundry/rulesets/ia/client-view";
import { planCommand, planStateFrom } from "../../../../src/foundry/rulesets/ia/dialogs/artillery-plan-view";
import { answer, command, liveTable, map, received, request, result, type LiveTable } from "./table";

/** Bob's view of the battle on his page, as the dialog reads it. */
async function bobsView(t: LiveTable) {
  const reply = await request(t.bob, { kind: "view" });
  if (!reply.ok) throw new Error(JSON.stringify(reply));
  return iaClientView(reply.result)!;
}

async function play(target: [number, number]): Promise<LiveTable> {
  const t = await liveTable({ hidden: false, artillery: true });
  const done = async (reply: ReturnType<typeof command>) => expect(result(await reply).status).toBe("done");
  const got = await bobsView(t);
  const input = { battle: got.view.battle, map: got.map, side: got.view.side };
  // Turn 1 No Fire (blank), turn 2 the target hex by its label.
  const plan = planCommand(input, planStateFrom({ "mission.r-oba": "planned-fire", "turn.r-oba.0": "", "turn.r-oba.1": hexName(map, map.indexOfOffset(...target)) }, input));
  expect(plan).not.toBeNull();
  await done(command(t.bob, plan!));
  t.server.dice.push(4, 2);
  const rolled = command(t.alice, { type: "roll-initiative" });
  // IA1 9.14: in the Bombardment Phase Bob is asked, on his page, whether to try to abort the mission: no.
  await answer(t.bob, 0);
  await done(rolled);
  expect(t.server.dice.remaining).toBe(0);
  return t;
}

describe("IA1 9.1 the Artillery Plan never reaches the other side's page before it fires", () => {
  it("IA1 9.1 Alice's page receives exactly the same whatever Bob's plan says; Bob's own view holds it", async () => {
    const first = await play([3, 3]);
    const second = await play([5, 5]);
    const alice = received(first.alice.received);
    expect(alice.join("\n")).not.toContain("r-oba");
    expect(alice).toEqual(received(second.alice.received));
    const own = (await bobsView(first)).view.battle.plans?.russian?.missions["r-oba"];
    expect(own).toEqual({ mission: "planned-fire", turns: [null, { at: map.indexOfOffset(3, 3) }, ...Array(8).fill(null)] });
    // The comparison can tell: Bob's own page heard his plan (his command's reply, his view).
    expect(received(first.bob.received)).not.toEqual(received(second.bob.received));
  }, 60_000);

  it("IA1 11.0, 9.1 refused with its rule: a plan from a side without artillery, a second plan", async () => {
    const t = await liveTable({ hidden: false, artillery: true });
    expect(result(await command(t.alice, { type: "write-artillery-plan", missions: {} }))).toMatchObject({ status: "refused", code: "artillery.no-artillery", rule: "IA1 11.0" });
    const plan = { type: "write-artillery-plan", missions: { "r-oba": { mission: "planned-fire", turns: Array(10).fill(null) } } };
    expect(result(await command(t.bob, plan)).status).toBe("done");
    expect(result(await command(t.bob, plan))).toMatchObject({ status: "refused", code: "artillery.plan-written", rule: "IA1 9.1" });
  }, 60_000);
});
