/**
 * IA1 6.4 on the canvas (src/foundry/rulesets/ia/drag-group.ts): which of a user's controlled tokens a drag moves with
 * the one dragged — the leaders in a unit's hex go with it, the unit first, whichever token is dragged.
 */
import { describe, expect, it } from "vitest";
import type { DragToken } from "../../../../src/foundry/referee/drag-token";
import { iaDragGroup } from "../../../../src/foundry/rulesets/ia/drag-group";

const token = (piece: string, actorType: string, hex: [number, number]): DragToken => ({ id: `t-${piece}`, piece, actorType, hex });
const unit = token("g1", "unit", [3, 3]);
const lt = token("lt", "leader", [3, 3]);
const hptm = token("hptm", "leader", [3, 3]);
const pieces = (group: readonly DragToken[]) => group.map((t) => t.piece);

describe("IA1 6.4 a drag's movers", () => {
  it("a unit dragged with the leaders in its hex: the unit, then the leaders", () => {
    expect(pieces(iaDragGroup(unit, [lt, hptm]))).toEqual(["g1", "lt", "hptm"]);
  });

  it("a leader dragged with a unit: the unit first, whichever token Foundry asks about", () => {
    expect(pieces(iaDragGroup(lt, [unit, hptm]))).toEqual(["g1", "lt", "hptm"]);
  });

  it("tokens in other hexes stay; with no unit, or two, the dragged piece moves alone", () => {
    expect(pieces(iaDragGroup(unit, [token("lt2", "leader", [3, 4])]))).toEqual(["g1"]);
    expect(pieces(iaDragGroup(lt, [hptm]))).toEqual(["lt"]);
    expect(pieces(iaDragGroup(unit, [token("g2", "unit", [3, 3]), lt]))).toEqual(["g1"]);
  });
});
