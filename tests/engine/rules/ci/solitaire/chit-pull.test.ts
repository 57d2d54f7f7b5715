import { describe, expect, it } from "vitest";
import type { CiBattle } from "../../../../../src/engine/rules/ci/state";
import { NO_OPTIONS } from "../../../../../src/engine/rules/ci/state/options";
import { ciSideView } from "../../../../../src/engine/rules/ci/view/side-view";
import { ciBattle, ciMap, ciRunner, GERMAN, US, type BattleSpec } from "../support/fixture";
import { expectRefused, runAll, typesOf } from "../sequence/support";

const map = ciMap();
const { at, play, run, seen } = ciRunner(map);
const RULE = "CI 10.x Solitaire";
const CHIT_PULL = { options: { ...NO_OPTIONS, chitPull: true } };

const forces: BattleSpec["blocks"] = {
  uchq: { kind: "us-chq", at: "0104", company: "B" },
  uphq1: { kind: "us-phq", at: "0105", company: "B", platoon: 1 },
  uphq2: { kind: "us-phq", at: "0106", company: "B", platoon: 2 },
  s1: { kind: "us-squad", at: "0304", company: "B", platoon: 1 },
  s2: { kind: "us-squad", at: "0308", company: "B", platoon: 2 },
  gchq: { kind: "ger-chq", at: "1004", company: "A" },
  gs1: { kind: "ger-squad", at: "0905", company: "A", platoon: 1 },
};

const battle = (blocks: BattleSpec["blocks"] = forces, more: Partial<BattleSpec> = {}): CiBattle => ciBattle(map, { blocks, ...more, extra: { ...CHIT_PULL, ...more.extra } });

/** `ids` in their company's pool, as the end of a Game Turn leaves them. */
function pooled(b: CiBattle, ...ids: string[]): CiBattle {
  for (const id of ids) Object.assign(b.blocks[id]!, { status: "pool", hex: null, orientation: "upright", handle: null });
  return b;
}

const place = (label: string) => (r: { kind: string; default: unknown }) => (r.kind === "ci-place-hq" ? at(label) : r.default);

describe("CI 10.x Solitaire (chit-pull)", () => {
  it("CI 10.x Solitaire: the first draw puts every HQ of both sides in its company's pool; the die over the pool picks the HQ, placed and activated at once", () => {
    const { state, events, asked } = runAll(map, battle(), { type: "draw-hq", side: US }, [2], place("0305"));
    expect(typesOf(events)).toEqual(["hq-pooled", "hq-pooled", "hq-pooled", "hq-pooled", "hq-drawn", "hq-placed", "revealed", "activation-begun"]);
    // The pool in id order: uchq, uphq1, uphq2; a 2 draws uphq1.
    expect(events[4]).toMatchObject({ side: US, company: "B", die: 2, of: 3, block: "uphq1", rule: RULE });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ kind: "ci-place-hq", side: US, rule: RULE });
    expect(state.blocks.uphq1).toMatchObject({ status: "on-map", hex: at("0305"), orientation: "face-up", hqActivated: true });
    expect(state.activation).toMatchObject({ side: US, company: "B", hq: "uphq1", stage: "commands" });
    expect(state.companiesDone).toEqual(["B"]);
    for (const id of ["uchq", "uphq2", "gchq"]) expect(state.blocks[id]).toMatchObject({ status: "pool", hex: null });
  });

  it("CI 10.x Solitaire: a scripted die of 3 draws the third HQ of the pool", () => {
    const { events } = runAll(map, battle(), { type: "draw-hq", side: US }, [3]);
    expect(events.find((e) => e.type === "hq-drawn")).toMatchObject({ die: 3, of: 3, block: "uphq2" });
  });

  it("CI 10.x Solitaire: a drawn HQ is placed within command range of one of its company's units, never among enemy blocks nor in a full hex", () => {
    const b = battle({
      ...forces,
      g2: { kind: "ger-squad", at: "0305", company: "A", platoon: 1 },
      c1: { kind: "us-squad", at: "0303", company: "C", platoon: 1 },
      c2: { kind: "us-squad", at: "0303", company: "C", platoon: 1 },
      c3: { kind: "us-squad", at: "0303", company: "C", platoon: 1 },
    });
    const { asked } = runAll(map, b, { type: "draw-hq", side: US }, [1]);
    // Round s1 (0304): 0303 is full, 0305 German; round s2 (0308) all six neighbours. The other HQs are in the pool.
    const hexes = ["0304", "0204", "0205", "0404", "0405", "0308", "0307", "0309", "0208", "0209", "0408", "0409"].map(at).sort((x, y) => x - y);
    expect(asked[0]!.options).toEqual(hexes);
    const far = run(b, { type: "draw-hq", side: US }, [1], { "ci-place-hq:B": at("0606") });
    expect(far.status === "refused" && far.rule).toBe(RULE);
  });

  it("CI 10.x Solitaire: with the chit-pull an HQ activates only when it is drawn; without it there is nothing to draw", () => {
    expectRefused(map, battle(), { type: "activate", side: US, hq: battle().blocks.uchq!.handle! }, RULE);
    const plain = ciBattle(map, { blocks: forces });
    expectRefused(map, plain, { type: "draw-hq", side: US }, RULE);
    expectRefused(map, battle(), { type: "draw-hq", side: GERMAN }, "CI 1.x Game Turns");
  });

  it("CI 10.x Solitaire: a Player Turn ends only when each company with an HQ in its pool has drawn one; a company draws once a Player Turn", () => {
    const b = battle();
    expectRefused(map, b, { type: "end-player-turn", side: US }, RULE);
    let s = runAll(map, b, { type: "draw-hq", side: US }, [1]).state;
    s = play(s, { type: "end-activation", side: US }).state;
    expectRefused(map, s, { type: "draw-hq", side: US }, RULE);
    expectRefused(map, s, { type: "draw-hq", side: US, company: "C" }, RULE);
    const { state, events } = play(s, { type: "end-player-turn", side: US });
    expect(typesOf(events)).toEqual(["player-turn-ended"]);
    expect(state).toMatchObject({ playerTurn: 2, gameTurn: 1 });
  });

  it("CI 10.x Solitaire: when every HQ has been drawn the Game Turn is complete, before Player Turn 8; the HQs leave the map for their pools", () => {
    const b = pooled(battle(undefined, { playerTurn: 3 }), "uchq");
    Object.assign(b.blocks.uphq1!, { hqActivated: true, orientation: "face-up", handle: null });
    Object.assign(b.blocks.uphq2!, { hqActivated: true, orientation: "face-up", handle: null });
    Object.assign(b.blocks.gchq!, { hqActivated: true, orientation: "face-up", handle: null });
    let s = runAll(map, b, { type: "draw-hq", side: US }, [], place("0304")).state;
    expect(s.blocks.uchq).toMatchObject({ status: "on-map", hex: at("0304") });
    s = play(s, { type: "end-activation", side: US }).state;
    const { state, events } = play(s, { type: "end-player-turn", side: US }, [4, 9]);
    expect(typesOf(events).slice(0, 5)).toEqual(["player-turn-ended", "hq-pooled", "hq-pooled", "hq-pooled", "hq-pooled"]);
    expect(typesOf(events).slice(-3)).toEqual(["game-turn-ended", "first-player-rolled", "game-turn-begun"]);
    expect(state).toMatchObject({ gameTurn: 2, playerTurn: 1, firstPlayer: GERMAN });
    for (const id of ["uchq", "uphq1", "uphq2", "gchq"]) expect(state.blocks[id]).toMatchObject({ status: "pool", hex: null, hqActivated: false });
    // The squads stand upright as at any end of a Game Turn.
    expect(state.blocks.s1!.status).toBe("on-map");
  });

  it("CI 10.x Solitaire: the HQs stay on the map at the end of the last Game Turn (victory is counted with them)", () => {
    const b = pooled(battle(undefined, { playerTurn: 8, turns: 1, firstPlayer: GERMAN }));
    for (const id of ["uchq", "uphq1", "uphq2", "gchq"]) b.blocks[id]!.hqActivated = true;
    const { state, events } = play(b, { type: "end-player-turn", side: US });
    expect(typesOf(events)).not.toContain("hq-pooled");
    expect(state.phase).toBe("ended");
    expect(state.blocks.uchq!.status).toBe("on-map");
  });

  it("CI 10.x Solitaire: a drawn HQ with no hex to be placed in sits out the Game Turn; its company has drawn", () => {
    const b = pooled(battle({ uchq: forces.uchq!, gchq: forces.gchq!, gs1: forces.gs1! }), "uchq", "gchq");
    const { state, events } = play(b, { type: "draw-hq", side: US });
    expect(typesOf(events)).toEqual(["hq-drawn", "hq-set-aside"]);
    expect(state.blocks.uchq).toMatchObject({ status: "pool", hqActivated: true });
    expect(state.companiesDone).toEqual(["B"]);
    expect(state.activation).toBeNull();
  });

  it("CI 10.x Solitaire: the other side sees each pool's size, never its HQs; of a draw, the company and the die, then a hidden block placed", () => {
    const b = pooled(battle(), "uchq", "uphq1", "uphq2", "gchq");
    const view = ciSideView(b, GERMAN);
    expect(Object.keys(view.blocks).sort()).toEqual(["gchq", "gs1"]);
    expect(view.pools).toEqual([
      { side: GERMAN, company: "A", size: 1 },
      { side: US, company: "B", size: 3 },
    ]);
    expect(JSON.stringify([view.blocks, view.unknown])).not.toMatch(/uphq|uchq|us-phq|us-chq/);
    expect(Object.keys(ciSideView(b, US).blocks)).toContain("uphq1");
    expect(seen(b, { type: "draw-hq", side: US }, GERMAN, [2])).toEqual({ status: "waiting", side: US, kind: "ci-place-hq" });
    const r = seen(b, { type: "draw-hq", side: US }, GERMAN, [2], { "ci-place-hq:B": at("0305") });
    expect(r.status).toBe("done");
    if (r.status !== "done") return;
    const [drawn, placed] = r.events;
    expect(drawn).toEqual({ type: "hq-drawn", side: US, company: "B", die: 2, of: 3, rule: RULE });
    expect(placed).toMatchObject({ type: "hq-placed", hex: at("0305") });
    expect(placed).toHaveProperty("block", (placed as { handle: string }).handle);
    expect(r.rolls.map((x) => x.dice)).toEqual([[2]]);
    // The HQ is told by the reveal of its activation, as any HQ's.
    expect(r.events[2]).toMatchObject({ type: "revealed", block: "uphq1" });
  });
});
