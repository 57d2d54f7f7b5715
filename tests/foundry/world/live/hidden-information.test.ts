/**
 * IA1 16.5 at the table: a hidden piece is written down, not placed. The same game is played twice through the
 * simulated world, with and without a hidden Russian company and MG platoon that Bob activates alongside his Kapitan
 * — the platoon limbers (IA1 5.61) and Bob takes it back, a command no German sees anything of; everything Alice's
 * page received from the server — documents, settings, chat cards, queries and replies — must be the same in both
 * runs (document ids, session keys and timestamps aside, which differ from run to run anyway): no undo card, and the
 * Combat's "may be taken back" never moves with the hidden command.
 */
import { describe, expect, it } from "vitest";
import { answer, command, liveTable, received, request, result, type LiveTable } from "./table";

/** The game of live-game.test.ts, step by step; Bob brings the hidden pieces into his activation when there are some. */
async function play(hidden: boolean): Promise<LiveTable> {
  const t = await liveTable({ hidden, gun: hidden });
  const done = async (reply: ReturnType<typeof command>) => expect(result(await reply).status).toBe("done");
  t.server.dice.push(4, 2);
  await done(command(t.alice, { type: "roll-initiative" }));
  await done(command(t.alice, { type: "activate", root: { stack: [3, 3] }, pieces: { g1: "fire" } }));
  t.server.dice.push(1, 3, 1, 1, 1, 1, 5, 4, 6, 6);
  const fired = command(t.alice, { type: "direct-fire", firers: ["g1"], at: [3, 7] });
  await answer(t.bob, 1);
  await done(fired);
  await done(command(t.alice, { type: "end-activation" }));
  await done(command(t.bob, { type: "activate", root: { leader: "kap" }, pieces: { kap: "move", r2: "move", ...(hidden ? { r3: "move", r4: "move" } : {}) } }));
  t.server.dice.push(1, 1);
  const recovering = command(t.bob, { type: "recover", piece: "r2" });
  await answer(t.bob, 0);
  await done(recovering);
  // The recovery rolled dice: it stands. The platoon's limbering, which rolls none, may be taken back — by Bob alone.
  if (hidden) {
    const limbered = result(await command(t.bob, { type: "limber", unit: "r4" }));
    expect(limbered.events?.map((e) => e.type)).toEqual(["acting", "limbered", "moved-fired"]);
    expect(await request(t.bob, { kind: "undo" })).toEqual({ ok: true, result: { undone: "limber" } });
  }
  await done(command(t.bob, { type: "end-activation" }));
  await done(command(t.alice, { type: "pass" }));
  await done(command(t.bob, { type: "pass" }));
  expect(t.server.dice.remaining).toBe(0);
  return t;
}

describe("IA1 16.5 hidden pieces never reach the other side's page", () => {
  it("IA1 16.5 Alice's page receives exactly the same with or without Bob's hidden company; Bob's does not", async () => {
    const withHidden = await play(true);
    const without = await play(false);
    const alice = received(withHidden.alice.received);
    expect(alice.join("\n")).not.toContain("3rd Company");
    expect(alice.join("\n")).not.toContain('"r3"');
    expect(alice).toEqual(received(without.alice.received));
    // The comparison can tell: Bob's own page heard of his hidden company (his command's reply, his view).
    expect(withHidden.bob.received.join("\n")).toContain('"r3"');
    expect(received(withHidden.bob.received)).not.toEqual(received(without.bob.received));
  }, 60_000);
});
