/**
 * RP 3.5, 6.6, 6.61 at the table (src/foundry/rulesets/rp/move-path.ts): a drag of one unit of the activation while
 * the user holds others moves them all as one — the dragged unit with its stack partner first, then the others, two of
 * a hex together, each along the dragged unit's path moved by its offset, ending at the map's edge.
 */
import { describe, expect, it } from "vitest";
import type { RpCommand } from "../../../../src/engine/rules/rp/commands/schema";
import { rpDragGroup } from "../../../../src/foundry/rulesets/rp/drag-group";
import { rpMoverGroups, rpPathCommands, rpGroupPaths } from "../../../../src/foundry/rulesets/rp/move-path";
import { BRITISH, couplets, GERMAN, offsetOf, rpBattle, rpMap } from "./support";

const map = rpMap();
const mass = ["g1", "g2", "g3", "g4", "edge"];
const battle = (activated: readonly string[] = mass) =>
  rpBattle(map, {
    units: {
      g1: { side: GERMAN, at: "N18" },
      g2: { side: GERMAN, at: "N18" },
      g3: { side: GERMAN, at: "O18" },
      g4: { side: GERMAN, at: "O18" },
      edge: { side: GERMAN, at: "M24" },
      idle: { side: GERMAN, at: "N17" },
      b1: { side: BRITISH, at: "P18" },
    },
    extra: { ...couplets(GERMAN), activation: { side: GERMAN, config: "mass", units: [...activated], acted: [] } },
  });
/** Each command's hex entered, by RP label's offset, and who moves. */
const steps = (commands: readonly RpCommand[]) => commands.map((c) => (c.type === "move" && "to" in c.step ? [c.units.join("+"), map.offsetAt(c.step.to)] : null));
const at = (units: string, ...labels: string[]) => labels.map((l) => [units, { col: offsetOf(l)[0], row: offsetOf(l)[1] }]);

describe("RP drags of a mass", () => {
  it("RP 3.5, 6.61, ruling R22: the dragged unit with one other of its hex first, then the held units of the activation in the drag's order, two of a hex together; others stay", () => {
    // b1 the enemy's, idle not activated: neither goes, and neither is refused.
    expect(rpMoverGroups(battle(), GERMAN, ["g1", "b1", "g3", "idle", "edge", "g2", "g4"])).toEqual([["g1", "g2"], ["g3", "g4"], ["edge"]]);
    expect(rpMoverGroups(battle(["g1", "g3"]), GERMAN, ["g1", "g2", "g3", "g4"])).toEqual([["g1"], ["g3"]]);
    expect(() => rpMoverGroups(battle(), GERMAN, ["b1", "g1"])).toThrow(/none of the side's units/);
  });

  it("RP 6.6: each other group moves hex by hex along the dragged unit's path moved by its offset", () => {
    const [lead, partner, edge] = rpGroupPaths(map, battle(), GERMAN, ["g1", "g2", "g3", "g4", "edge"], [offsetOf("N20")]);
    expect(steps(lead!)).toEqual(at("g1+g2", "N19", "N20"));
    expect(steps(partner!)).toEqual(at("g3+g4", "O19", "O20"));
    // RP 1.0: M24's path leaves the 25-row map after M25: it ends there.
    expect(steps(edge!)).toEqual(at("edge", "M25"));
  });

  it("RP 6.6: the offset is the hexes' (a column's half-hex shift counts): a step north-east from N18 is one from O18 to P17", () => {
    const paths = rpGroupPaths(map, battle(), GERMAN, ["g1", "g3"], [offsetOf("O18")]);
    expect(paths.map(steps)).toEqual([at("g1", "O18"), at("g3", "P17")]);
  });

  it("RP 6.61: the ruler previews the dragged group alone", () => {
    expect(steps(rpPathCommands(map, battle(), GERMAN, ["g1", "g3", "g2"], [offsetOf("N19")]))).toEqual(at("g1+g2", "N19"));
  });

  it("RP 3.5: a drag takes every controlled token along, the dragged one first, the others in the drag's order", () => {
    const token = (id: string, hex: [number, number]) => ({ id, piece: id, actorType: "rp-unit", hex });
    const [a, b, c] = [token("a", [3, 3]), token("b", [3, 3]), token("c", [5, 4])];
    expect(rpDragGroup(b, [c, a, b]).map((t) => t.piece)).toEqual(["b", "c", "a"]);
    expect(rpDragGroup(a, []).map((t) => t.piece)).toEqual(["a"]);
  });
});
