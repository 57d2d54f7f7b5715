/**
 * RP 3.5, 6.01 c, 6.6 in the simulated V13 world: Alice activates a mass of three German infantry units and, holding
 * all three, drags one of them a hex south; V13 moves every token she controls by as much. The one request moves the
 * dragged unit, then each other unit one at a time along the same path from its own hex (src/foundry/rulesets/rp/
 * move-path.ts); the second is refused (RP 6.63: the hex it would enter holds two units already) and stays, and the
 * third still moves.
 */
import { describe, expect, it } from "vitest";
import type { Reply } from "../../../../src/foundry/referee/protocol";
import { tableClient } from "../../../../src/foundry/referee/table-client";
import { BRITISH, couplets, GERMAN, offsetOf, rpBattle, rpMap } from "../../../engine/rules/rp/support/fixture";
import type { SimScene } from "../documents";
import { dragTokens } from "../movement";
import type { Client } from "../world";
import { pointOf, tokenOf } from "./drags";
import { rpTable } from "./rp-table";
import { settled } from "./table";

const BATTLE = "rp-mass";
const map = rpMap({ columns: 12, rows: 12 });
const battle = rpBattle(map, {
  units: {
    g1: { side: GERMAN, at: "C03", name: "1/Inf" },
    g2: { side: GERMAN, at: "D03", name: "2/Inf" },
    g3: { side: GERMAN, at: "E03", name: "3/Inf" },
    // RP 3.4: two units of the Germans already in D04, where g2's step would take a third.
    s1: { side: GERMAN, at: "D04", name: "4/Inf", face: "dispersed" },
    s2: { side: GERMAN, at: "D04", name: "5/Inf", face: "dispersed" },
    // Out of every German's sight and range: no reaction fire (RP 6.7) to wait for.
    b1: { side: BRITISH, at: "L12", name: "A Coy" },
  },
  extra: couplets(GERMAN),
});

const liveRp = () => rpTable(BATTLE, map, battle);

type Live = Awaited<ReturnType<typeof liveRp>>;
/** The map hex `piece`'s token stands on, on `page`. */
const hexOf = (t: Live, page: Client, piece: string) => {
  const token = tokenOf(t, page, piece);
  const { i, j } = (page.game.scenes.get(t.scene) as SimScene).grid.getOffset({ x: token.x, y: token.y });
  return [j, i];
};

describe("RP masses at the table", () => {
  it("RP 3.5, 6.6, 6.63: one drag of a held mass moves each unit a hex, one at a time; the unit refused stays and the next still moves", async () => {
    const t = await liveRp();
    const asked = await t.command(t.alice, { type: "activate", config: "mass", units: ["g1", "g2", "g3"] });
    expect(asked.ok && (asked.result as { status: string }).status).toBe("done");
    // Alice holds the three tokens; V13 moves each by the drag's displacement (a hex south), calling preMoveToken for each.
    const held = ["g1", "g2", "g3"].map((piece) => tokenOf(t, t.alice, piece));
    (t.alice.globals.canvas as { tokens?: unknown }).tokens = { controlled: held.map((document) => ({ document })) };
    const south = pointOf(t, t.alice, offsetOf("C04"));
    const shift = { x: south.x - held[0]!.x, y: south.y - held[0]!.y };
    const moved = await dragTokens(t.alice, held.map((token) => ({ token, waypoints: [{ x: token.x + shift.x, y: token.y + shift.y }] })));
    // Foundry moves none of them itself: the referee does.
    expect(moved).toEqual([]);
    const reply = (await t.alice.run(() => tableClient().moving)) as Reply;
    await settled(t.server);
    // One request for the three (the other tokens' own calls send nothing): its reply the refusal, with the two steps carried out.
    expect(t.gm.received.filter((m) => m.includes('"kind":"move-path"'))).toHaveLength(1);
    expect(reply.ok).toBe(true);
    expect(reply.ok && reply.result).toMatchObject({ status: "refused", rule: "RP 6.63", moved: 2 });
    for (const page of [t.gm, t.alice]) {
      expect(hexOf(t, page, "g1")).toEqual(offsetOf("C04"));
      expect(hexOf(t, page, "g2")).toEqual(offsetOf("D03"));
      expect(hexOf(t, page, "g3")).toEqual(offsetOf("E04"));
    }
  }, 60_000);
});
