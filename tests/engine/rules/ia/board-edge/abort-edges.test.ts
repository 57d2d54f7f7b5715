import { describe, expect, it } from "vitest";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { iaSideView } from "../../../../../src/engine/rules/ia/view/side-view";
import { inf } from "../../../../fixtures/ia-battle";
import { after, gun, leader, refused, run } from "../transport/support";
import { at as sat, build, map as scenarioMap, placements, scenarioJson } from "../scenario/support";
import { activate, at, exit, exiting, ia, noGuns } from "./support";

/** The scenario map's edges (20 columns, 10 rows), in map order. */
const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const EDGE = {
  north: range(20).map((c) => sat(c, 0)),
  east: range(10).map((r) => sat(19, r)),
  south: range(20).map((c) => sat(c, 9)),
  west: range(10).map((r) => sat(0, r)),
};
type EdgeName = keyof typeof EDGE;
const edges = (...names: EdgeName[]) => names.map((n) => ({ side: "german", hexes: EDGE[n], abortOnly: true }));

/** The abort edges of a scenario built from the fixture after `change` (the Germans have a gun and a mortar, the Russians neither). */
function abortEdges(change: (s: any) => void = () => {}, options: Parameters<typeof build>[2] = {}) {
  const s = scenarioJson();
  change(s);
  return build(s, undefined, options).battle.exits?.filter((x) => x.abortOnly) ?? [];
}

describe("IA1 16.42 the edges guns with Abort missions may exit by, from the start of play", () => {
  it("IA1 16.42 the edge farthest from the section of the board where the enemy set up (the Russians on board 46: the west edge)", () => {
    expect(abortEdges()).toEqual(edges("west"));
    // A side without artillery or mortars has none.
    expect(abortEdges(noGuns)).toEqual([]);
  });

  it("IA1 16.42 the edge where the side's units entered at the beginning of play (turn 1; later entries do not count)", () => {
    const entries = (s: any) => {
      s.setup.push({ side: "german", counter: "ger-inf", enters: { turn: 1, hexes: ["45/0501", "45/0601"] } });
      s.setup.push({ side: "german", counter: "ger-inf", enters: { turn: 2, hexes: ["45/0510"] } });
    };
    expect(abortEdges(entries)).toEqual(edges("north", "west"));
  });

  it("IA1 16.42 the edge farthest from the edge where the enemy's units entered at the beginning of play", () => {
    // Russians entering on turn 1 by the south edge: the Germans' guns may leave by the north edge.
    expect(abortEdges((s) => s.setup.push({ side: "russian", counter: "rus-inf", enters: { turn: 1, hexes: ["46/0510"] } }))).toEqual(edges("north", "west"));
  });

  it("IA1 16.42 ties: every edge equally farthest from the enemy's section may be used", () => {
    // Russians also on the west edge, rows 4 and 5 (and at 46/0505, 46/0606): north, east and south are each four hexes off.
    expect(abortEdges((s) => s.setup.push({ side: "russian", counter: "rus-inf", at: "45/0106" }))).toEqual(edges("north", "east", "south"));
  });
});

describe("IA1 16.42, 16.5 the edges do not tell where hidden enemy units are", () => {
  it("IA1 16.42, 16.5 a hidden enemy unit's hex counts for nothing; placed openly there, it would", () => {
    const moved = (hidden: boolean) => (s: any) => {
      const mg = s.setup.find((e: any) => e.counter === "rus-horse-mg");
      Object.assign(mg, { at: "45/0110", hidden });
    };
    expect(abortEdges(moved(true))).toEqual(edges("west"));
    expect(abortEdges(moved(false))).toEqual(edges("north", "east"));
  });

  it("IA1 16.42, 16.5 hidden enemy units set up in a zone: the zone counts (the scenario's set-up area is public), not the hex chosen", () => {
    const zone = (s: any) => s.setup.push({ side: "russian", counter: "rus-inf", zone: ["45/0105", "45/0106"], hidden: true });
    const choosing = (hex: string) => ({ placements: { ...placements, setup: { ...placements.setup, 12: [hex] } } });
    expect(abortEdges(zone, choosing("45/0105"))).toEqual(edges("north", "east", "south"));
    expect(abortEdges(zone, choosing("45/0106"))).toEqual(edges("north", "east", "south"));
  });

  it("IA1 16.42, 16.5 a hidden enemy group entering on turn 1 counts for nothing; the side's own hidden group does", () => {
    const theirs = (s: any) => s.setup.push({ side: "russian", counter: "rus-inf", hidden: true, enters: { turn: 1, hexes: ["46/0510"] } });
    expect(abortEdges(theirs)).toEqual(edges("west"));
    const ours = (s: any) => s.setup.push({ side: "german", counter: "ger-inf", hidden: true, enters: { turn: 1, hexes: ["45/0501"] } });
    expect(abortEdges(ours)).toEqual(edges("north", "west"));
  });

  it("IA1 16.42, 16.5 the enemy's view holds none of a side's abort edges: they would tell him of its guns and of a hidden group's entry edge", () => {
    const ours = (s: any) => s.setup.push({ side: "german", counter: "ger-inf", hidden: true, enters: { turn: 1, hexes: ["45/0501"] } });
    const seen = (change: (s: any) => void) => iaSideView(build(((s) => (change(s), s))(scenarioJson())).battle, "russian").battle.exits ?? [];
    expect(seen(ours).filter((x) => x.abortOnly)).toEqual([]);
    expect(seen(ours)).toEqual(seen(noGuns));
    expect(iaSideView(build(scenarioJson()).battle, "german").battle.exits?.filter((x) => x.abortOnly)).toEqual(edges("west"));
  });
});

describe("IA1 16.42 exiting by the edges fixed at the start of play", () => {
  const ia = iaRuleset(scenarioMap, ia1Tec);
  /** The German segment of the fixture battle, the gun ger-art-1 in `hex` with an Abort mission. */
  function segment(hex: number): IaBattle {
    const b = build().battle;
    const units = new Map(b.units);
    units.set("ger-art-1", { ...units.get("ger-art-1")!, hex });
    return {
      ...b,
      units,
      phase: "action",
      impulses: { sides: ["german", "russian"], active: "german", lead: 1, lastPass: null, over: false },
      plans: { german: { missions: { "ger-art-1": { mission: "abort", turn: 1 } } } },
    };
  }
  const go = [activate({ "ger-art-1": "move" }, { piece: "ger-art-1" }), exit("ger-art-1")].map((c) => ({ ...c, side: "german" }));

  it("IA1 16.42 a gun with an Abort mission exits by the west edge, not by the east edge (refused, naming the edges it may use)", () => {
    expect(after(ia, segment(sat(0, 2)), go).state.exited).toEqual(["ger-art-1"]);
    refused(ia, segment(sat(19, 2)), go, "IA1 16.42, 16.43");
    expect(run(ia, segment(sat(19, 2)), go)).toMatchObject({ code: "board-edge.not-abort-edge" });
  });

  it("IA1 16.42 the edges stay those of the start of play: Russians moving west later change nothing", () => {
    const b = segment(sat(0, 2));
    const units = new Map([...b.units].map(([id, u]) => [id, u.side === "russian" && u.hex !== null ? { ...u, hex: sat(1, 5) } : u]));
    expect(after(ia, { ...b, units }, go).state.exited).toEqual(["ger-art-1"]);
  });

  it("IA1 16.42, 16.43 when the enemy holds every hex of an abort edge, the board-edge hexes next to them may be used", () => {
    const guns = [{ side: "R", hexes: [at(5, 0)], abortOnly: true as const }];
    const b = { ...exiting([gun("a1", at(4, 0), { limbered: true })], guns, [leader("capt", "R", at(4, 0))], at(5, 0)), plans: { R: { missions: { a1: { mission: "abort" as const, turn: 1 } } } } };
    expect(after(ia, b, [activate({ a1: "move" }), exit("a1")]).events).toContainEqual({ type: "exited-board", pieces: ["a1"], rule: "IA1 16.43" });
    refused(ia, { ...b, units: new Map([...b.units].filter(([id]) => id !== "g")) }, [activate({ a1: "move" }), exit("a1")], "IA1 16.42, 16.43");
    refused(ia, exiting([inf("r1", "R", at(4, 0))], guns, [leader("capt", "R", at(4, 0))], at(5, 0)), [activate({ r1: "move" }), exit("r1")], "IA1 16.42");
  });
});
