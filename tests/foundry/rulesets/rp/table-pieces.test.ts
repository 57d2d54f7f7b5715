import { describe, expect, it } from "vitest";
import { decodeOnMap, Vertex } from "../../../../src/engine/map";
import { rpTablePieces } from "../../../../src/foundry/rulesets/rp/table-pieces";
import { BRITISH, couplets, GERMAN, offsetOf, record, rpBattle, rpMap, stored, tableGame } from "./support";

const map = rpMap();
const vertex = (json: [number, number, number]) => decodeOnMap(map, Vertex, json, "vertex");
const battle = (extra: Record<string, unknown> = {}) =>
  rpBattle(map, {
    units: {
      g1: { side: GERMAN, at: "N18", name: "1/Inf" },
      g2: { side: GERMAN, at: "N18", name: "2/Inf", face: "dispersed", spent: true, in: "trench" },
      b1: { side: BRITISH, at: "P18", name: "A Coy" },
      gone: { side: BRITISH, at: null },
    },
    extra: { ...couplets(GERMAN), ...extra },
  });

describe("RP table pieces", () => {
  it("RP save format: a stored battle loads and saves back as it was", () => {
    const saved = stored(map, battle());
    const game = rpTablePieces.load("b1", saved);
    expect(game.sides).toEqual([GERMAN, BRITISH]);
    expect(rpTablePieces.save(game)).toEqual(saved);
  });

  it("RP 5.21: a request's command is read for the asker's side, whatever side it names", () => {
    const game = tableGame(map, battle());
    expect(rpTablePieces.command(game, { type: "pass", side: BRITISH }, GERMAN)).toEqual({ type: "pass", side: GERMAN });
    expect(() => rpTablePieces.command(game, [1], GERMAN)).toThrow(/JSON object/);
  });

  it("RP 3.2, 6.05, 8.32: a token per unit on the map showing its face, spent and IN a trench as statuses; none for a unit off it", () => {
    const { pieces } = rpTablePieces.project(tableGame(map, battle()));
    expect(pieces).toEqual([
      { piece: "g1", hex: offsetOf("N18"), statuses: [], face: "formed" },
      { piece: "g2", hex: offsetOf("N18"), statuses: ["ht-spent", "ht-in-trench"], face: "dispersed" },
      { piece: "b1", hex: offsetOf("P18"), statuses: [], face: "formed" },
    ]);
  });

  it("RP 6.1, 7.24, 8.33, 8.342: cross hairs and fires for effect stand on vertices; breaches and bomb stops on their hexsides; scrapes, smoke, gas, trench counters and hallowed ground on hexes", () => {
    const b = battle({
      markers: { scrapes: [{ hex: offsetOf("N17"), origin: "pb" }], smoke: [offsetOf("O17")], gas: [offsetOf("O18"), offsetOf("O18")], trenches: [offsetOf("M18")], breaches: [[offsetOf("P18"), offsetOf("P19")]], bombStops: [[offsetOf("M18"), offsetOf("M19")]], hallowed: { hex: offsetOf("N18"), side: GERMAN } },
      oma: {
        h1: { side: BRITISH, name: "18-pdr", firepower: 2, mode: "telephone", crossHair: { vertex: [13, 16, 2], ammo: "he", hourglass: 3} },
        h2: { side: BRITISH, name: "4.5in", firepower: 3, mode: "runner", ffe: { vertex: [15, 17, 0], ammo: "gas" } },
      },
    });
    const { markers } = rpTablePieces.project(tableGame(map, b));
    expect(markers).toEqual([
      { kind: "scrape", hex: offsetOf("N17") },
      { kind: "smoke", hex: offsetOf("O17") },
      { kind: "gas", hex: offsetOf("O18") },
      { kind: "gas", hex: offsetOf("O18") },
      { kind: "trench", hex: offsetOf("M18") },
      { kind: "breach", hexside: [offsetOf("P18"), offsetOf("P19")] },
      { kind: "bomb-stop", hexside: [offsetOf("M18"), offsetOf("M19")] },
      { kind: "hallowed", hex: offsetOf("N18") },
      { kind: "cross-hair", vertex: expect.any(Array) },
      { kind: "ffe", vertex: expect.any(Array) },
    ]);
    // The vertex written is the group's, read back on the map.
    const crossHair = markers.find((m) => m.kind === "cross-hair") as { vertex: readonly [number, number, number] };
    expect(vertex([...crossHair.vertex])).toEqual(vertex([13, 16, 2]));
  });

  it("RP 7.3: a pre-registered vertex is no marker, and no part of the tracker", () => {
    const b = battle({ oma: { h1: { side: BRITISH, name: "18-pdr", firepower: 2, mode: "telephone", preregistered: [13, 16, 2] } } });
    const projection = rpTablePieces.project(tableGame(map, b));
    expect(projection.markers).toEqual([]);
    expect(JSON.stringify(projection.combat)).not.toContain("13,16");
  });

  it("RP 7.4: a creeping barrage's markers stand on its row, across its span", () => {
    const b = battle({ barrages: [{ side: GERMAN, line: "row", at: 4, span: [2, 4], step: 1, from: 1 }] });
    expect(rpTablePieces.project(tableGame(map, b)).markers).toEqual([2, 3, 4].map((col) => ({ kind: "barrage", hex: [col, 4] })));
  });

  it("RP 5.11, 5.2, 7.221: the tracker's details — this turn's dice, couplets left, the actor, the command, the hourglasses by turn", () => {
    const b = battle({
      oma: {
        h1: { side: BRITISH, name: "18-pdr", firepower: 2, mode: "telephone", crossHair: { vertex: [13, 16, 2], ammo: "he", hourglass: 3} },
        h2: { side: GERMAN, name: "7.7cm", firepower: 2, mode: "flare", crossHair: { vertex: [10, 10, 0], ammo: "smoke", hourglass: 2, primed: true } },
      },
      activation: { side: GERMAN, config: "stack", units: ["g1", "g2"], acted: ["g1"] },
    });
    const rolled = record({ type: "roll-initiative", side: GERMAN }, [
      { type: "initiative-rolled", dice: [{ side: GERMAN, die: 5 }, { side: BRITISH, die: 2 }], initiative: GERMAN, couplets: 3, trace: [], zeroByNight: false },
    ]);
    const combat = rpTablePieces.project(tableGame(map, { ...b, phase: "initiative", couplets: null, activation: null }, [rolled])).combat as { details: unknown; turn: number; lastTurn: number; names: Record<string, string> };
    expect(combat.details).toEqual({
      type: "red-poppies",
      preliminary: null,
      initiative: { winner: GERMAN, couplets: 3, dice: [{ side: GERMAN, die: 5 }, { side: BRITISH, die: 2 }] },
      couplets: { total: 3, left: 3, half: 1, actor: GERMAN },
      command: null,
      hourglasses: [
        { turn: 2, group: "h2", side: GERMAN, primed: true },
        { turn: 3, group: "h1", side: BRITISH, primed: false },
      ],
    });
    expect(combat.turn).toBe(1);
    expect(combat.lastTurn).toBe(12);
    expect(combat.names).toMatchObject({ g1: "1/Inf", b1: "A Coy", h1: "18-pdr" });
    const commanding = rpTablePieces.project(tableGame(map, b)).combat as { details: { command: unknown; initiative: unknown } };
    expect(commanding.details.command).toEqual({ side: GERMAN, config: "stack", units: ["g1", "g2"], acted: ["g1"] });
    // The log holds no roll of this turn: none is shown.
    expect(commanding.details.initiative).toBeNull();
  });

  it("RP 6.6, 6.61: a drag is one move a hex (the hexes between waypoints filled in), for the dragged unit and the one of the activation stacked with it", () => {
    const game = tableGame(map, battle({ activation: { side: GERMAN, config: "stack", units: ["g1", "g2"], acted: [] } }));
    const commands = rpTablePieces.pathCommands(game, GERMAN, ["g1", "g2"], [offsetOf("N21")]);
    expect(commands.map((c) => (c.type === "move" && "to" in c.step ? c.step.to : null))).toEqual(["N19", "N20", "N21"].map((l) => map.indexOfOffset(...offsetOf(l))));
    expect(commands.every((c) => c.type === "move" && c.units.join() === "g1,g2" && c.side === GERMAN)).toBe(true);
    expect(() => rpTablePieces.pathCommands(game, GERMAN, ["b1"], [offsetOf("P19")])).toThrow(/none of the side's units/);
    expect(() => rpTablePieces.pathCommands(game, GERMAN, ["g1"], [[99, 99]])).toThrow(/not on the map/);
  });

  it("RP 6.65: movers go on while each is still moving; a unit stopped or destroyed ends the drag", () => {
    const move = rpTablePieces.pathCommands(tableGame(map, battle()), GERMAN, ["g1"], [offsetOf("N19")])[0]!;
    const moving = tableGame(map, battle({ activation: { side: GERMAN, config: "unit", units: ["g1"], acted: ["g1"], moving: ["g1"] } }));
    expect(rpTablePieces.movingOn(moving, move)).toBe(true);
    const stopped = tableGame(map, battle({ activation: { side: GERMAN, config: "unit", units: ["g1"], acted: ["g1"], moving: [] } }));
    expect(rpTablePieces.movingOn(stopped, move)).toBe(false);
  });

  it("RP 3.1: a side owns its own units only", () => {
    const game = tableGame(map, battle());
    expect(rpTablePieces.owns(game, GERMAN, "g1")).toBe(true);
    expect(rpTablePieces.owns(game, GERMAN, "b1")).toBe(false);
    expect(rpTablePieces.owns(game, GERMAN, "nobody")).toBe(false);
  });

  it("RP 7.3: a side's view leaves out the other side's pre-registered vertex and carries the public map", () => {
    const b = battle({ oma: { h1: { side: BRITISH, name: "18-pdr", firepower: 2, mode: "telephone", preregistered: [13, 16, 2] } } });
    const game = tableGame(map, b);
    const german = rpTablePieces.view(game, GERMAN) as { battle: { oma: Record<string, { preregistered: unknown }> }; map: unknown };
    expect(german.battle.oma.h1!.preregistered).toBeNull();
    expect(german.map).toBeDefined();
    // Its own side's view keeps it (the same vertex, as the map names it).
    expect(vertex((rpTablePieces.view(game, BRITISH) as typeof german).battle.oma.h1!.preregistered as [number, number, number])).toEqual(vertex([13, 16, 2]));
  });

  it("RP 4.0: every enemy unit on the map is seen by the fog of war (RP has no hidden units)", () => {
    expect(rpTablePieces.sight(tableGame(map, battle()), GERMAN)).toEqual({ side: GERMAN, spotted: ["b1"], unspotted: [] });
  });
});

describe("RP private layer", () => {
  it("RP 7.3: a group's pre-registered vertex is drawn on its own side's canvas alone, named by its group", () => {
    const b = rpBattle(map, {
      units: { g1: { side: GERMAN, at: "N18" } },
      extra: { oma: { h1: { side: BRITISH, name: "18-pdr", firepower: 2, mode: "telephone", preregistered: [13, 16, 2] } } },
    });
    const game = tableGame(map, b);
    const british = rpTablePieces.privateLayer!(game, BRITISH);
    expect(british.markers).toEqual([{ kind: "preregistered", vertex: expect.any(Array), label: { text: "18-pdr" } }]);
    expect(vertex([...(british.markers[0] as { vertex: readonly [number, number, number] }).vertex])).toEqual(vertex([13, 16, 2]));
    expect(rpTablePieces.privateLayer!(game, GERMAN)).toEqual({ pieces: [], markers: [], hexes: [] });
  });
});
