import { describe, expect, it } from "vitest";
import { encodeOnMap } from "../../../../../src/engine/map/hex-codec";
import { IaBattleJson } from "../../../../../src/engine/rules/ia/state/battle-schema";
import { activate, after, inAction, leader, loaded, mg, world } from "./support";

const { ia, map, at } = world([[5, 5, ["minor-river"]]]);

describe("IA1 5.6, 5.8 a transport's cargo on a river", () => {
  it("IA1 5.6, 5.8 cargo loaded in a river hex keeps no bank of it once its transport carries it out, and the battle encodes", () => {
    const b = inAction(loaded("w", mg("mg", at(5, 5), { riverBank: at(4, 5) })).map((u) => (u.id === "w" ? { ...u, riverBank: at(4, 5) } : u)), [leader("capt", "R", at(5, 5))], at(18, 18));
    const { state } = after(ia, b, [activate({ w: "move" }), { type: "move", side: "R", piece: "w", to: at(6, 5) }]);
    expect([state.units.get("w")!.hex, state.units.get("mg")!.hex, state.units.get("mg")!.riverBank ?? null]).toEqual([at(6, 5), at(6, 5), null]);
    expect(() => encodeOnMap(map, IaBattleJson, state)).not.toThrow();
  });
});
