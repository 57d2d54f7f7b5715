/**
 * What the referee projects into documents every client receives (docs/foundry.md, "Documents are public"): each piece
 * on the board with its statuses (a unit with its face and steps), and the hex markers as `marker` tokens — never a hidden piece, nor a marker only a
 * hidden piece would put on its hex (IA1 16.5).
 */
import { describe, expect, it } from "vitest";
import type { IaBattle, IaUnit } from "../../../../src/engine/rules/ia/state";
import type { ShownPiece } from "../../../../src/foundry/referee/ports";
import { iaTablePieces } from "../../../../src/foundry/rulesets/ia/table-pieces";
import { map, storedBattle } from "../../world/live/table";

const actors = { g1: "a1", g2: "a1", r1: "a2", r2: "a2", r3: "a2", kap: "a3" };
const hex = (column: number, row: number) => map.indexOfOffset(column, row);

function projected(change: (b: IaBattle) => IaBattle) {
  const game = iaTablePieces.load("b1", storedBattle(true, actors, "scene1"));
  game.state = change(game.state);
  return iaTablePieces.project(game);
}

const entrench = (b: IaBattle, ids: readonly string[]): IaBattle => ({
  ...b,
  units: new Map([...b.units].map(([id, u]): [string, IaUnit] => [id, ids.includes(id) ? { ...u, entrenched: true } : u])),
});

describe("the public projection of an Infantry Attacks battle", () => {
  it("IA1 16.5 every piece on the board but the hidden company, on its grid offset", () => {
    const { pieces } = projected((b) => b);
    expect(pieces.map((p) => [p.piece, p.hex])).toEqual([
      ["g1", [3, 3]],
      ["g2", [3, 3]],
      ["r1", [3, 7]],
      ["r2", [3, 7]],
      ["kap", [3, 7]],
    ]);
  });

  it("IA1 7.6 a unit shows the face of its counter and its steps left (a reduced company its reduced side); a leader neither", () => {
    const reduce = (b: IaBattle): IaBattle => ({ ...b, units: new Map([...b.units].map(([id, u]): [string, IaUnit] => [id, id === "r1" ? { ...u, steps: u.maxSteps - 1 } : u])) });
    const { pieces } = projected(reduce);
    const shown = (id: string) => pieces.find((p) => p.piece === id)! as ShownPiece;
    expect([shown("g1").face, shown("g1").steps]).toEqual(["full", { value: 2, max: 2 }]);
    expect([shown("r1").face, shown("r1").steps]).toEqual(["reduced", { value: 1, max: 2 }]);
    expect(shown("kap")).toEqual({ piece: "kap", hex: [3, 7], statuses: [] });
  });

  it("IA1 16.1, 16.3 smoke on its hex; an Entrenchment marker once on a hex of entrenched units, none for a hidden one", () => {
    const { markers } = projected((b) => ({ ...entrench(b, ["r1", "r2", "r3"]), smoke: [hex(5, 5)] }));
    expect(markers).toEqual([
      { kind: "smoke", hex: [5, 5] },
      { kind: "entrenchment", hex: [3, 7] },
    ]);
  });

  it("IA1 9.7 a Drumfire marker on each hex fired at by drumfire, one token for two guns' markers on the same hex", () => {
    const drumfire = [
      { at: hex(4, 6), side: "german", gun: "g-art", onboard: true },
      { at: hex(4, 6), side: "german", gun: "12A", onboard: false },
      { at: hex(6, 2), side: "russian", gun: "r-art", onboard: true },
    ];
    const { markers } = projected((b) => ({ ...b, smoke: [hex(5, 5)], drumfire }));
    expect(markers).toEqual([
      { kind: "smoke", hex: [5, 5] },
      { kind: "drumfire", hex: [4, 6] },
      { kind: "drumfire", hex: [6, 2] },
    ]);
  });
});
