import { describe, expect, it } from "vitest";
import { vertexToGridPoint, type GridOffset, type GridPlacement } from "../../../../src/engine/hex/foundry-grid";
import type { RpBattle } from "../../../../src/engine/rules/rp/state";
import { activateCommand, activateStart, activateStateFrom, activateView } from "../../../../src/foundry/rulesets/rp/dialogs/activate-view";
import { deployCommand, digCommand, unitsView } from "../../../../src/foundry/rulesets/rp/dialogs/deploy-dig-view";
import { emptyRpFire, fireCommand, fireStateFrom, fireView } from "../../../../src/foundry/rulesets/rp/dialogs/fire-view";
import type { RpDialogInput } from "../../../../src/foundry/rulesets/rp/dialogs/input";
import { callOmaCommand, callOmaStateFrom, callOmaView, cancelOmaCommand, cancelOmaView, emptyCallOma } from "../../../../src/foundry/rulesets/rp/dialogs/oma-view";
import { nearestVertex } from "../../../../src/foundry/rulesets/rp/dialogs/vertex-pick";
import { rendered } from "./campaign/render";
import { beforePlayCommand, beforePlayStateFrom, beforePlayView, startBeforePlay } from "../../../../src/foundry/rulesets/rp/dialogs/before-play-view";
import { BRITISH, couplets, GERMAN, offsetOf, rpBattle, rpMap } from "./support";

const map = rpMap();
const battle = (extra: Record<string, unknown> = {}): RpBattle =>
  rpBattle(map, {
    units: {
      g1: { side: GERMAN, at: "N18", name: "1/Inf" },
      g2: { side: GERMAN, at: "N18", name: "2/Inf" },
      g3: { side: GERMAN, at: "N19", name: "3/Inf" },
      gs: { side: GERMAN, at: "N20", name: "Spent", spent: true },
      b1: { side: BRITISH, at: "P18", name: "A Coy" },
      tank: { side: BRITISH, at: "P18", name: "Mk IV", types: ["tank"] },
    },
    extra: { ...couplets(GERMAN), ...extra },
  });
const input = (b: RpBattle): RpDialogInput => ({ battle: b, map, side: GERMAN });
const commanding = (units: string[], acted: string[] = []) => input(battle({ activation: { side: GERMAN, config: units.length > 1 ? "stack" : "unit", units, acted } }));
const at = (label: string) => offsetOf(label).join(",");

describe("RP dialogs", () => {
  it("RP 6.01 c: the Activate dialog opens with the controlled tokens' ready units ticked, as a mass when more than two", () => {
    const i = input(battle());
    expect(activateStart(i, ["g1", "g2", "g3", "b1", "gs"])).toEqual({ config: "mass", units: ["g1", "g2", "g3"] });
    expect(activateStart(i, ["g1", "g2"])).toEqual({ config: "stack", units: ["g1", "g2"] });
    expect(activateStart(i, [])).toEqual({ config: "unit", units: [] });
    // RP 3.3: a spent unit is not offered.
    expect(activateView(i, activateStart(i, [])).units.map((u) => u.id)).toEqual(["g1", "g2", "g3"]);
  });

  it("RP 6.01: the form's choice becomes the activate command (the engine judges the configuration)", () => {
    const i = input(battle());
    const state = activateStateFrom({ config: "blob", "unit.g1": true, "unit.g3": true, "unit.g2": false }, { config: "unit", units: [] });
    expect(activateCommand(i, state)).toEqual({ type: "activate", config: "blob", units: ["g1", "g3"] });
    expect(activateCommand(i, { config: "unit", units: [] })).toBeNull();
  });

  it("RP 6.53, 6.54: area fire at a hex of enemy units; anti-tank fire needs one AFV of the hex", () => {
    const i = commanding(["g1", "g2"], ["g2"]);
    const view = fireView(i, emptyRpFire);
    // RP 6.03: a unit that acted does not fire.
    expect(view.firers.map((f) => f.id)).toEqual(["g1"]);
    expect(view.targets.map((t) => [t.label, t.units])).toEqual([["P18", "A Coy, Mk IV"]]);
    expect(fireCommand(i, fireStateFrom({ unit: "g1", at: at("P18"), kind: "area" }))).toEqual({ type: "fire", unit: "g1", at: offsetOf("P18"), kind: "area" });
    const antiTank = fireStateFrom({ unit: "g1", at: at("P18"), kind: "anti-tank" });
    expect(fireView(i, antiTank).afvs.map((a) => a.id)).toEqual(["tank"]);
    expect(fireCommand(i, antiTank)).toBeNull();
    expect(fireCommand(i, { ...antiTank, target: "tank" })).toEqual({ type: "fire", unit: "g1", at: offsetOf("P18"), kind: "anti-tank", target: "tank" });
    expect(fireCommand(i, fireStateFrom({ unit: "g2", at: at("P18"), kind: "area" }))).toBeNull();
  });

  it("RP 6.3, 6.4: deploy and dig the command's ticked units that have not acted", () => {
    const i = commanding(["g1", "g2"]);
    expect(deployCommand(i, { units: ["g1", "g2", "b1"], face: "dispersed" })).toEqual({ type: "deploy", units: ["g1", "g2"], face: "dispersed" });
    expect(digCommand(i, { units: ["g2"], face: "formed" })).toEqual({ type: "dig", units: ["g2"] });
    expect(digCommand(i, { units: [], face: "formed" })).toBeNull();
    expect(unitsView(i, { units: [], face: "formed" }, false).faces).toEqual([]);
  });

  it("RP 6.1, 7.21: a call names a ready group, its ammunition, an observer (none for aircraft) and a vertex picked on the map", () => {
    const b = battle({
      oma: {
        h1: { side: GERMAN, name: "7.7cm", firepower: 2, mode: "telephone" },
        air: { side: GERMAN, name: "Flieger", firepower: 1, mode: "aircraft" },
        used: { side: GERMAN, name: "Spent", firepower: 1, mode: "runner", spent: true },
        theirs: { side: BRITISH, name: "18-pdr", firepower: 2, mode: "runner" },
      },
    });
    const i = input(b);
    expect(callOmaView(i, emptyCallOma).groups.map((g) => g.id)).toEqual(["h1", "air"]);
    const state = callOmaStateFrom({ group: "h1", ammo: "gas", observer: "", vertex: "13,16,2" }, emptyCallOma);
    expect(callOmaCommand(i, state)).toBeNull();
    expect(callOmaCommand(i, { ...state, observer: "g1" })).toEqual({ type: "call-oma", group: "h1", vertex: [13, 16, 2], observer: "g1", ammo: "gas" });
    expect(callOmaCommand(i, { ...state, group: "air" })).toEqual({ type: "call-oma", group: "air", vertex: [13, 16, 2], observer: null, ammo: "gas" });
    expect(callOmaView(i, { ...state, group: "air" }).observers).toEqual([]);
    // RP 7.21: any group may call by runner, an observer then carrying the message.
    const byRunner = callOmaStateFrom({ group: "air", ammo: "he", observer: "", vertex: "13,16,2", runner: true }, emptyCallOma);
    expect(callOmaCommand(i, byRunner)).toBeNull();
    expect(callOmaCommand(i, { ...byRunner, observer: "g1" })).toEqual({ type: "call-oma", group: "air", vertex: [13, 16, 2], observer: "g1", ammo: "he", runner: true });
    // A re-render's form without the picked vertex keeps it.
    expect(callOmaStateFrom({ group: "h1", ammo: "he" }, state).vertex).toBe("13,16,2");
    expect(callOmaCommand(i, { ...state, observer: "g1", vertex: "" })).toBeNull();
  });

  it("RP 11.522, 7.221, 7.21: at night an aircraft group calls as telephone, through an observer; a group with its FFE on the map is not offered; trench-set groups use their one observer", () => {
    const oma = {
      air: { side: GERMAN, name: "Flieger", firepower: 1, mode: "aircraft" },
      fired: { side: GERMAN, name: "Fired", firepower: 2, mode: "runner", ffe: { vertex: [13, 16, 2], ammo: "he" } },
      set: { side: GERMAN, name: "Trench set", firepower: 2, mode: "trench-set" },
    };
    const night = input({ ...battle({ oma }), scenario: { ...battle().scenario, night: true } });
    expect(callOmaView(night, emptyCallOma).groups.map((g) => g.id)).toEqual(["air", "set"]);
    const call = { ...emptyCallOma, group: "air", vertex: "13,16,2" };
    expect(callOmaCommand(night, call)).toBeNull();
    expect(callOmaView(night, call).observers.map((o) => o.id)).toEqual(["g1", "g2", "g3", "gs"]);
    expect(callOmaCommand(night, { ...call, observer: "g1" })).toMatchObject({ group: "air", observer: "g1" });
    expect(callOmaCommand(input(battle({ oma })), call)).toMatchObject({ group: "air", observer: null });
    expect(callOmaView(night, { ...call, group: "set" }).observers).toEqual([]);
    expect(callOmaCommand(night, { ...call, group: "set" })).toMatchObject({ group: "set", observer: null });
  });

  it("RP 6.2: only a group whose cross hair is on the map may be cancelled", () => {
    const i = input(battle({ oma: { h1: { side: GERMAN, name: "7.7cm", firepower: 2, mode: "telephone", crossHair: { vertex: [13, 16, 2], ammo: "he", hourglass: 2} }, h2: { side: GERMAN, name: "10.5cm", firepower: 3, mode: "runner" } } }));
    expect(cancelOmaView(i, { group: "" }).groups.map((g) => [g.id, g.turn])).toEqual([["h1", 2]]);
    expect(cancelOmaCommand(i, { group: "h1" })).toEqual({ type: "cancel-oma", group: "h1" });
    expect(cancelOmaCommand(i, { group: "h2" })).toBeNull();
  });

  it("RP 6.1: a click near a vertex snaps to it", () => {
    // A flat-topped odd-q grid of radius 50 (Foundry HEXODDQ), map hex [0, 0] at grid offset {i: 0, j: 0}.
    const placement: GridPlacement = { gridType: 4, origin: { i: 0, j: 0 } };
    const size = 50;
    const centre = ({ i, j }: GridOffset) => ({ x: 1.5 * size * j, y: Math.sqrt(3) * size * (i + 0.5 * (j & 1)) });
    const getOffset = (p: { x: number; y: number }): GridOffset => {
      let best = { i: 0, j: 0 };
      let far = Infinity;
      for (let i = 0; i < 20; i++)
        for (let j = 0; j < 20; j++) {
          const c = centre({ i, j });
          const d = (c.x - p.x) ** 2 + (c.y - p.y) ** 2;
          if (d < far) [best, far] = [{ i, j }, d];
        }
      return best;
    };
    const grid = { getOffset, getCenterPoint: centre };
    const middle = centre({ i: 5, j: 5 });
    for (let corner = 0; corner < 6; corner++) {
      const v = vertexToGridPoint(placement, [5, 5, corner], centre);
      // A fifth of the way from the vertex toward the hex's centre: still nearest that vertex.
      const click = { x: v.x + (middle.x - v.x) / 5, y: v.y + (middle.y - v.y) / 5 };
      expect(nearestVertex(placement, grid, click)).toEqual([5, 5, corner]);
    }
  });

  describe("the Before Play dialog", () => {
    const sides = [{ id: GERMAN, name: "Germans" }, { id: BRITISH, name: "British" }];
    const before = input(
      battle({
        oma: {
          h1: { side: GERMAN, name: "7.7cm", firepower: 2, mode: "flare" },
          done: { side: GERMAN, name: "Done", firepower: 2, mode: "runner", mayPreregister: true, preregistered: [13, 16, 2] },
          tel: { side: GERMAN, name: "Not assigned", firepower: 2, mode: "telephone" },
        },
        barragePlans: [{ side: GERMAN, count: 2, width: 10, advances: 10, starts: null }],
      }),
    );

    it("RP 7.3: a group the scenario lets pre-register (or a flare group), not yet pre-registered, and the vertex picked on the canvas, make the preregister command", () => {
      const state = beforePlayStateFrom({ side: GERMAN, action: "preregister", group: "h1", vertex: "13,16,2" }, startBeforePlay(GERMAN), [GERMAN, BRITISH]);
      expect(beforePlayView(before, state, sides).preregister).toEqual({ groups: [{ id: "h1", name: "7.7cm", selected: true }], vertex: "13,16,2" });
      expect(beforePlayCommand(before, state)).toEqual({ type: "preregister", group: "h1", vertex: [13, 16, 2] });
      expect(beforePlayCommand(before, { ...state, group: "done" })).toBeNull();
      expect(beforePlayCommand(before, { ...state, vertex: "" })).toBeNull();
    });

    it("RP 7.21: a unit of the side makes the trench-set command", () => {
      const state = beforePlayStateFrom({ action: "trench-set", unit: "g3" }, startBeforePlay(GERMAN), [GERMAN]);
      expect(beforePlayCommand(before, state)).toEqual({ type: "designate-trench-set", unit: "g3" });
      expect(beforePlayCommand(before, { ...state, unit: "b1" })).toBeNull();
    });

    it("RP 7.41: a barrage's first hex, line, direction and turn make the plan-barrage command; a row advances north or south", () => {
      const state = beforePlayStateFrom({ action: "plan-barrage", first: at("F13"), line: "column", advancing: "north", from: "3" }, startBeforePlay(GERMAN), [GERMAN]);
      expect(state).toMatchObject({ line: "column", advancing: "east", from: 3 });
      expect(beforePlayCommand(before, state)).toEqual({ type: "plan-barrage", first: offsetOf("F13"), line: "column", advancing: "east", from: 3 });
      const view = beforePlayView(before, state, sides);
      expect(view.barrage).toMatchObject({ plan: { count: 2, width: 10, advances: 10, starts: null }, firstLabel: "F13" });
      expect((view.barrage as { directions: { value: string }[] }).directions.map((d) => d.value)).toEqual(["east", "west"]);
      // A GM chooses the side; a player with one side is not asked.
      expect(view.sides.map((s) => s.id)).toEqual([GERMAN, BRITISH]);
      expect(beforePlayView(before, state, [sides[0]!]).sides).toEqual([]);
      // As the player reads it.
      const text = rendered("rp/dialogs/before-play", beforePlayView(before, state, sides));
      expect(text).toContain("2 barrage(s) left to place, each 10 hexes wide, advancing 10 times");
      expect(text).toContain("Advancing east west From turn");
    });
  });
});
