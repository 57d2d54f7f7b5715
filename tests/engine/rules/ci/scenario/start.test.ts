import { describe, expect, it } from "vitest";
import { loadMap } from "../../../../../src/engine/map";
import { CI_DEMO_MAP, CI_DEMO_SCENARIO } from "../../../../../src/engine/rules/ci/data/demo";
import { CI_TEC } from "../../../../../src/engine/rules/ci/data/tec";
import { unsetNumbers } from "../../../../../src/engine/rules/ci/numbers/unset";
import { battleNumbers, startCiBattle } from "../../../../../src/engine/rules/ci/scenario/start";
import { ciSideView } from "../../../../../src/engine/rules/ci/view/side-view";
import { ciRunner, GERMAN, US } from "../support/fixture";

const map = loadMap(CI_DEMO_MAP, CI_TEC);
const demo = (playtest = true) => startCiBattle(CI_DEMO_SCENARIO, map, battleNumbers(CI_DEMO_SCENARIO, {}, playtest), "demo-salt");

describe("CI 10.x Set-up: a scenario's battle", () => {
  it("CI 10.x Set-up: every block on the map starts upright and hidden, at full strength, in its named area; off-map support stands off the map", () => {
    const b = demo();
    expect(b.phase).toBe("setup");
    const onMap = Object.values(b.blocks).filter((k) => k.status === "on-map");
    expect(onMap.length).toBeGreaterThan(20);
    for (const k of onMap) {
      if (b.roster.kinds[k.kind]!.class === "bunker") continue;
      expect(k.orientation).toBe("upright");
      expect(k.handle).toMatch(/^c-[0-9a-f]{20}$/);
    }
    const art = Object.values(b.blocks).find((k) => b.roster.kinds[k.kind]!.class === "artillery")!;
    expect(art).toMatchObject({ status: "off-map", hex: null, orientation: "face-up" });
    // Spread over the area's hexes and those next to them: at least one in each of its hexes (C77).
    const farm = b.setupAreas["caron-farm"]!.hexes;
    const near = (h: number) => farm.includes(h) || farm.some((f) => map.around(f).includes(h));
    const placed = Object.values(b.blocks).filter((k) => k.setupArea === "caron-farm");
    expect(placed.every((k) => near(k.hex!))).toBe(true);
    expect(farm.every((f) => placed.some((k) => k.hex === f))).toBe(true);
  });

  it("issue 20 \"The lost numbers\": a battle that needs an unset number says which before play, naming its rule", () => {
    expect(unsetNumbers(demo(true), map)).toEqual([]);
    const unset = unsetNumbers(demo(false), map);
    expect(unset.length).toBeGreaterThan(5);
    for (const issue of unset) {
      expect(issue.path).toMatch(/^\$\.numbers(\.\w+|\["[\w.-]+"\])$/);
      expect(issue.message).toMatch(/^CI \d+\.(x|7) .+ is lost in the text \(UR\); set it before play$/);
    }
    // A GM's setting fills a number; a value the scenario prints would win over it.
    const first = unset[0]!.path;
    const id = first.startsWith("$.numbers.") ? first.slice("$.numbers.".length) : (JSON.parse(first.slice("$.numbers[".length, -1)) as string);
    const set = startCiBattle(CI_DEMO_SCENARIO, map, battleNumbers(CI_DEMO_SCENARIO, { [id]: 2 }, false), "demo-salt");
    expect(unsetNumbers(set, map).map((i) => i.path)).not.toContain(first);
  });

  it("CI 10.x Set-up: a block of a named area goes to one of its hexes or an adjacent one; the set-up ends when both sides are done", () => {
    const { play, run, at } = ciRunner(map);
    let b = demo();
    const [id, k] = Object.entries(b.blocks).find(([, k]) => k.side === US && k.setupArea === "caron-farm" && b.roster.kinds[k.kind]!.class === "squad")!;
    const area = b.setupAreas["caron-farm"]!.hexes;
    const next = map.around(area[0]!).find((h) => map.contains(map.hexAt(h)) && !map.terrainAt(h).includes("sea") && !Object.values(b.blocks).some((x) => x.hex === h))!;
    b = play(b, { type: "place", side: US, block: k.handle!, to: next }).state;
    expect(b.blocks[id]!.hex).toBe(next);
    const far = run(b, { type: "place", side: US, block: k.handle!, to: at("1311") });
    expect(far.status === "refused" && far.rule).toBe("CI 10.x Set-up");
    // Its id is no name for a hidden block (it would be echoed to the other side).
    expect(run(b, { type: "place", side: US, block: id, to: next }).status).toBe("refused");
    expect(run(b, { type: "end-player-turn", side: US }).status === "refused" && run(b, { type: "end-player-turn", side: US })).toMatchObject({ rule: "CI 10.x Set-up" });
    b = play(b, { type: "end-setup", side: US }).state;
    const { state, events } = play(b, { type: "end-setup", side: GERMAN });
    expect(events.map((e) => e.type)).toEqual(["setup-ended", "play-began"]);
    expect(state.phase).toBe("playing");
  });

  it("CI 10.x Set-up: the other side sees where each block is placed, never which block it is", () => {
    const b = demo();
    const v = ciSideView(b, GERMAN);
    const usIds = Object.keys(b.blocks).filter((id) => b.blocks[id]!.side === US && b.blocks[id]!.status === "on-map");
    expect(usIds.some((id) => Object.hasOwn(v.blocks, id))).toBe(false);
    expect(v.unknown!.filter((u) => u.side === US)).toHaveLength(usIds.length);
  });
});

describe("CI 10.x Solitaire: a chit-pull battle", () => {
  it("CI 10.x Solitaire: with the chit-pull, HQs start in their companies' face-down pools — never on the map, so no hidden block is known as an HQ", () => {
    const scenario = { ...CI_DEMO_SCENARIO, options: { ...CI_DEMO_SCENARIO.options, chitPull: true } };
    const b = startCiBattle(scenario, map, battleNumbers(scenario, {}, true), "demo-salt");
    const hqs = Object.values(b.blocks).filter((k) => b.roster.kinds[k.kind]!.class === "hq");
    expect(hqs.length).toBeGreaterThan(0);
    expect(hqs.every((k) => k.status === "pool" && k.hex === null)).toBe(true);
    expect(Object.values(ciSideView(b, GERMAN).unknown!).length).toBe(Object.values(b.blocks).filter((k) => k.side === US && k.status === "on-map" && k.orientation !== "face-up").length);
  });
});
