import { describe, expect, it } from "vitest";
import { battle } from "../leaders/fixtures";
import { activate, after, at, events, leader, move, NEXT, ofType, run, rulesetWith, T, unit } from "./fixtures";

const R = rulesetWith("1");
const DICE = Array(30).fill(6);


/** A Soviet INF and leader adjacent to a German INF in T, activated by the leader. */
const adjacent = (over: Parameters<typeof unit>[4] = {}) =>
  after(R, battle([unit("i", "soviet", "soviet-infantry", NEXT, over), unit("g", "german", "german-infantry", T)], [leader("l", "soviet", NEXT)]), [activate({ leader: "l" }, ["l", "i"])]);

describe("PG 12.11, 12.2, 5.32 assault movement", () => {
  it("PG 12.11 a good-order unit led by a leader of its type enters the enemy's hex from an adjacent one and stops; 12.2 the assault is owed", () => {
    const r = run(R, adjacent(), move("i", T, ["l"]), DICE);
    expect(r.result.status).toBe("done");
    expect(events(r)).toContainEqual({ type: "assault-owed", side: "soviet", hex: T, rule: "PG 12.2" });
    expect(events(r)).toContainEqual({ type: "movement-stopped", pieces: ["i", "l"], rule: "PG 12.11" });
  });

  it("PG 12.2 the owed assault must be fought before the segment ends", () => {
    const b = after(R, adjacent(), [move("i", T, ["l"])]);
    expect(run(R, b, { type: "end-activation", side: "soviet" }).result).toMatchObject({ status: "refused", rule: "PG 12.2" });
  });

  it("PG 12.13 a disrupted unit may not enter a hex with enemy combat units", () => {
    const r = run(R, adjacent({ status: "disrupted" }), move("i", T, ["l"]), DICE);
    expect(r.result).toMatchObject({ status: "refused", rule: "PG 12.13" });
  });

  it("PG 12.11 only units that began their activation adjacent to the hex (not charging) assault into it", () => {
    const far = after(R, battle([unit("i", "soviet", "soviet-infantry", at(4, 5)), unit("g", "german", "german-infantry", T)], [leader("l", "soviet", at(4, 5))]), [activate({ leader: "l" }, ["l", "i"]), move("i", NEXT, ["l"])]);
    expect(run(R, far, move("i", T, ["l"]), DICE).result).toMatchObject({ status: "refused", rule: "PG 12.11" });
  });

  it("PG 12.12, 5.32 leaving: the last combat unit out draws the free shot at all who left, with no negative modifiers", () => {
    const b = after(R, battle([unit("i", "soviet", "soviet-infantry", T), unit("g", "german", "german-infantry", T)], [leader("l", "soviet", T)], { control: {} }), [activate({ leader: "l" }, ["l", "i"])]);
    const r = run(R, b, move("i", NEXT, ["l"]), DICE);
    expect(r.result.status).toBe("done");
    expect(events(r)).toContainEqual({ type: "assault-hex-left", hex: T, pieces: ["i", "l"], rule: "PG 5.32" });
    expect(r.asked.find((q) => q.kind === "harassing-fire")).toMatchObject({ side: "german", rule: "PG 12.12" });
    const shot = ofType(r, "fire-resolved")[0]!;
    expect([shot.side, shot.firers, shot.rule]).toEqual(["german", ["g"], "PG 12.12"]);
    expect(shot.results.map((x) => x.piece)).toEqual(["i", "l"]);
  });

  it("PG 12.12 units leaving an assault hex may not enter a hex of enemy units", () => {
    const b = after(R, 
      battle([unit("i", "soviet", "soviet-infantry", T), unit("g", "german", "german-infantry", T), unit("g2", "german", "german-infantry", NEXT)], [leader("l", "soviet", T)]),
      [activate({ leader: "l" }, ["l", "i"])],
    );
    expect(run(R, b, move("i", NEXT, ["l"]), DICE).result).toMatchObject({ status: "refused", rule: "PG 12.12" });
  });

  it("PG 12.13, 14.35 a demoralized unit that fails to recover in an assault hex leaves it by one hex, drawing the free shot", () => {
    const b = after(R, battle([unit("i", "soviet", "soviet-infantry", T, { status: "demoralized" }), unit("g", "german", "german-infantry", T)]), [activate({ piece: "i" }, ["i"])]);
    const r = run(R, b, { type: "recover", side: "soviet", piece: "i" }, [6, 6, ...Array(30).fill(6)]);
    expect(r.result.status).toBe("done");
    const moved = ofType(r, "piece-moved");
    expect(moved).toHaveLength(1);
    expect(events(r)).toContainEqual({ type: "assault-hex-left", hex: T, pieces: ["i"], rule: "PG 12.13" });
    expect(ofType(r, "fire-resolved")[0]).toMatchObject({ side: "german", firers: ["g"], rule: "PG 12.12" });
  });

  it("PG 12.13 with enemy units in every adjacent hex, it is eliminated", () => {
    const ring = [at(6, 4), at(6, 6), at(5, 4), at(5, 5), at(7, 4), at(7, 5)];
    const b = after(R, 
      battle([unit("i", "soviet", "soviet-infantry", T, { status: "demoralized" }), unit("g", "german", "german-infantry", T), ...ring.map((h, n) => unit(`e${n}`, "german", "german-infantry", h))]),
      [activate({ piece: "i" }, ["i"])],
    );
    const r = run(R, b, { type: "recover", side: "soviet", piece: "i" }, [6, 6, ...Array(30).fill(6)]);
    expect(events(r)).toContainEqual({ type: "eliminated", piece: "i", rule: "PG 12.13" });
  });

  it("PG 15.31 cavalry a cavalry leader activated charges from two hexes away and gets +1 on the Assault Table", () => {
    const FAR = at(4, 5);
    const b = after(R, battle([unit("c", "soviet", "soviet-cavalry", FAR), unit("g", "german", "german-infantry", T)], [leader("cl", "soviet", FAR, { kind: "cavalry" })]), [activate({ leader: "cl" }, ["cl", "c"]), move("c", NEXT, ["cl"])]);
    const r = run(R, b, move("c", T, ["cl"]), DICE);
    expect(events(r)).toContainEqual({ type: "cavalry-charged", pieces: ["c"], hex: T, through: NEXT, rule: "PG 15.31" });
    if (r.result.status !== "done") throw new Error(`the charge was not done: ${JSON.stringify(r.result)}`);
    const attack = ofType(run(R, r.result.state, { type: "assault", side: "soviet", at: T, units: ["c"], leaders: ["cl"] }, DICE), "fire-resolved")[0]!;
    expect(attack.trace.find((t) => t.id === "cavalry-charge")).toMatchObject({ value: 1 });
  });

  it("PG 15.31 cavalry that began its activation adjacent to the enemy may not charge: it assaults as others do", () => {
    const b = after(R, battle([unit("c", "soviet", "soviet-cavalry", NEXT), unit("g", "german", "german-infantry", T)], [leader("cl", "soviet", NEXT, { kind: "cavalry" })]), [activate({ leader: "cl" }, ["cl", "c"])]);
    const r = run(R, b, move("c", T, ["cl"]), DICE);
    expect(r.result.status).toBe("done");
    expect(ofType(r, "cavalry-charged")).toEqual([]);
  });
});
