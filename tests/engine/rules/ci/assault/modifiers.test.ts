import { describe, expect, it } from "vitest";
import { ciMap, FIXTURE_NUMBERS, GERMAN, offsetOf, US, type BlockSpec } from "../support/fixture";
import { answering, assaultBattle, fightAll, ofType } from "./support";

type Map = ReturnType<typeof ciMap>;

/** Germans assault 0505 from 0605 (and more assaults if given); the US holds it. */
const battle = (map: Map, blocks: Readonly<Record<string, BlockSpec>>, more: { numbers?: Record<string, number>; markers?: object } = {}) =>
  assaultBattle(
    map,
    { "g-phq": { side: GERMAN, kind: "ger-phq", at: "1010", company: "A", platoon: 1, orientation: "face-up", acted: true }, ...blocks },
    [{ hex: "0505", attackers: Object.keys(blocks).filter((id) => id.startsWith("g")), via: [["0605", "0505"]] }],
    { side: GERMAN, hq: "g-phq", ...(more.numbers ? { numbers: more.numbers } : {}), ...(more.markers ? { extra: { markers: more.markers as never } } : {}) },
  );

const fs = (events: ReturnType<typeof fightAll>["events"], id: string) => ofType(events, "assault-fired").filter((e) => e.block === id).map((e) => e.F);

describe("CI 9.x Assault Modifiers", () => {
  const map = ciMap();

  it("CI 9.x Assault Modifiers: engineers fire at double F in assaults (fixture values)", () => {
    const b = battle(map, { "us-1": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 4 }, g1: { kind: "ger-pioneer", at: "0505", company: "A", strength: 1 } });
    // Round 1: the US squad misses; the engineer at 1 passes morale (1) and hits with a 6 at F6; then misses.
    const { events } = fightAll(map, b, [10, 10, 10, 10, 1, 6, ...Array<number>(10).fill(10)]);
    expect(fs(events, "g1")).toEqual([6]);
    expect(ofType(events, "assault-fired").find((e) => e.block === "g1")!.hits).toBe(1);
  });

  it("CI 9.x Assault Modifiers: AT guns and mortars fire normally in round 1, at gunMortarLaterF after (fixture values)", () => {
    const b = battle(map, {
      "us-at": { kind: "us-at-57", at: "0505", strength: 1 },
      "us-mortar": { kind: "us-mortar-60", at: "0505", company: "B", strength: 2 },
      g1: { kind: "ger-squad", at: "0505", company: "A", strength: 3 },
    });
    // The AT gun (strength 1) checks morale each round: 1 passes.
    const { events } = fightAll(map, b, [1, 10, 10, 10, 10, 10, 10, 1, 10, 10, 10, 10, 10, 10, 1, 10, 10, 10]);
    expect(fs(events, "us-at")).toEqual([5, 1, 1]);
    expect(fs(events, "us-mortar")).toEqual([3, 1, 1]);
  });

  it("CI 9.x Assault Modifiers: an ATR may target any enemy unit in the assault: all its hits on it, not on the strongest (fixture values)", () => {
    const b = battle(map, {
      "us-bz": { kind: "us-bazooka", at: "0505", company: "B", strength: 2 },
      g1: { kind: "ger-squad", at: "0505", company: "A", strength: 3 },
      g2: { kind: "ger-squad", at: "0505", company: "A", strength: 2 },
    });
    const { state, events, asked } = fightAll(map, b, [1, 2, ...Array<number>(12).fill(10)], answering({ "ci-assault-action:0:1:us-bz": { target: "g2" } }));
    expect(asked.find((r) => r.id === "ci-assault-action:0:1:us-bz")!.options).toEqual(["fire", { target: "g1" }, { target: "g2" }]);
    expect(ofType(events, "assault-fired")[0]).toEqual(expect.objectContaining({ block: "us-bz", hits: 2, target: "g2", rule: "CI 9.x Assault Modifiers" }));
    expect(state.blocks.g2!.status).toBe("eliminated");
    expect(state.blocks.g1!.strength).toBe(3);
  });

  it("CI 9.x Assault Rounds: only ATRs (and assaulting engineers, at minefields) may target: a squad is offered fire alone (fixture values)", () => {
    const b = battle(map, { "us-1": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 2 }, g1: { kind: "ger-squad", at: "0505", company: "A", strength: 3 } });
    const { asked } = fightAll(map, b, Array<number>(20).fill(10));
    expect(asked.filter((r) => r.kind === "ci-assault-action").every((r) => r.options.every((o) => o === "fire" || o === "retreat"))).toBe(true);
  });

  it("CI 9.x Assault Combat: across a river, attackers but engineers fight round 1 at riverCliffAssaultF (fixture values)", () => {
    const river = ciMap({ hexsides: [["0605", "0505", ["river"]]] });
    const b = battle(river, {
      "us-1": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 4 },
      g1: { kind: "ger-squad", at: "0505", company: "A", strength: 2 },
      g2: { kind: "ger-pioneer", at: "0505", company: "A", strength: 2 },
    });
    const { events } = fightAll(river, b, Array<number>(30).fill(10));
    expect(fs(events, "g1")).toEqual([FIXTURE_NUMBERS.riverCliffAssaultF, 3]);
    expect(fs(events, "g2")).toEqual([6, 6]);
    expect(fs(events, "us-1")).toEqual([3, 3, 3]);
  });

  it("CI 7.x Smoke: in an assault in a smoke hex every unit fires at smokeAssaultF (fixture values)", () => {
    const b = battle(
      map,
      { "us-1": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 4 }, g1: { kind: "ger-pioneer", at: "0505", company: "A", strength: 2 } },
      { markers: { smoke: [offsetOf("0505")] } },
    );
    const { events } = fightAll(map, b, Array<number>(30).fill(10));
    expect(new Set(ofType(events, "assault-fired").map((e) => e.F))).toEqual(new Set([FIXTURE_NUMBERS.smokeAssaultF]));
  });

  it("CI 9.x Assault Combat: 2D from terrain is negated and armor class is 0 — a face-up tank in a town takes a step of one hit (fixture values)", () => {
    const town = ciMap({ hexes: { "0505": { terrain: "town" } } });
    const b = battle(town, { "us-tank": { kind: "sherman", at: "0505", strength: 3, orientation: "face-up" }, g1: { kind: "ger-squad", at: "0505", company: "A", strength: 1 } });
    // Round 1: the tank misses; the German passes morale (1) and hits (1).
    const { events } = fightAll(town, b, [10, 10, 10, 1, 1, 10, 10, 1, 10, 10, 10]);
    expect(ofType(events, "hits-taken")[0]).toEqual(expect.objectContaining({ block: "us-tank", hits: 1, strength: 2, halfHit: false }));
  });

  it("CI 9.x Assault Modifiers: an unset lost number refuses naming its rule (gunMortarLaterF)", () => {
    const { gunMortarLaterF: _, ...numbers } = FIXTURE_NUMBERS;
    const b = battle(map, { "us-mortar": { kind: "us-mortar-60", at: "0505", company: "B", strength: 2 }, g1: { kind: "ger-squad", at: "0505", company: "A", strength: 3 } }, { numbers });
    expect(() => fightAll(map, b, Array<number>(30).fill(10))).toThrow(/CI 9.x Assault Modifiers/);
  });
});

describe("CI 9.x Assault Combat: order and what each side sees", () => {
  const map = ciMap();
  const at = (label: string) => map.indexOfOffset(...offsetOf(label));
  const two = () =>
    assaultBattle(
      map,
      {
        "g-phq": { side: GERMAN, kind: "ger-phq", at: "1010", company: "A", platoon: 1, orientation: "face-up", acted: true },
        g1: { kind: "ger-squad", at: "0505", company: "A", strength: 1 },
        g2: { kind: "ger-squad", at: "0808", company: "A", strength: 1 },
        "us-1": { kind: "us-squad", at: "0505", company: "B", platoon: 1, strength: 1, acted: true },
        "us-2": { kind: "us-squad", at: "0808", company: "B", platoon: 1, strength: 1 },
      },
      [
        { hex: "0505", attackers: ["g1"], via: [["0605", "0505"]] },
        { hex: "0808", attackers: ["g2"], via: [["0908", "0808"]] },
      ],
      { side: GERMAN, hq: "g-phq" },
    );

  it("CI 9.x Assault Combat: the assaults are fought one by one in the order the active player chooses (fixture values)", () => {
    // 0808 first: the US squad passes morale (1) and hits (1). Then 0505: it passes (1) and misses (10); g1 passes (1) and hits (1).
    const { events, asked } = fightAll(map, two(), [1, 1, 1, 10, 1, 1], answering({ "ci-assault-next:0": at("0808") }));
    const next = asked.filter((r) => r.kind === "ci-assault-next");
    expect(next).toEqual([expect.objectContaining({ side: GERMAN, options: [at("0505"), at("0808")] })]);
    expect(ofType(events, "assault-ended").map((e) => [e.hex, e.winner])).toEqual([
      [at("0808"), US],
      [at("0505"), GERMAN],
    ]);
  });

  it("CI 9.x Assault Rounds: winning defenders that had acted this Game Turn stay face-up (fixture values)", () => {
    // 0505 first: the US squad (acted) passes (1), hits (1): it wins, and stays face-up. 0808: us-2 (not acted) wins and stands upright.
    const { state, events } = fightAll(map, two(), [1, 1, 1, 1]);
    expect(ofType(events, "assault-ended").map((e) => e.winner)).toEqual([US, US]);
    expect(state.blocks["us-1"]!.orientation).toBe("face-up");
    expect(state.blocks["us-2"]!.orientation).toBe("upright");
  });

  it("CI 9.x Assault Combat: every unit is revealed at the start, so every assault event reaches the other side as it is", () => {
    const { events, seen } = fightAll(map, two(), [1, 1, 1, 1]);
    const r = seen(US);
    if (r.status !== "done") throw new Error(r.status);
    const assaultEvents = (es: readonly { type: string }[]) => es.filter((e) => e.type.startsWith("assault") || e.type === "revealed");
    expect(assaultEvents(r.events)).toEqual(assaultEvents(events));
  });
});
