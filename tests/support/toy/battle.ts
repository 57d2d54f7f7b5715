/**
 * The toy game's test battle (engine.ts), for the oracle's test and the simulated world's: a 6 × 6 odd-q field, Blue's
 * two scouts together at [1, 2]; Red's scout at [4, 4] and, concealed at [2, 2], a block or a gun (`kind`) — every side
 * knows a red piece stands there, only Red which. The battle's salt makes the concealed piece's handle `REF`.
 */
import { concealedRef } from "../../../src/engine/core/presence";
import { loadMap } from "../../../src/engine/map";
import { TOY, TOY_TEC } from "./engine";

export type ConcealedKind = "block" | "gun";

export const SALT = "toy-salt-1";
/** The concealed piece's handle: what every side but its own knows it by, and its token's flags carry. */
export const REF = concealedRef(SALT, "b1", 0);

/** 6 × 6 odd-q, clear but for woods at [4, 1]. */
export const mapJson = { id: "toy", name: "Toy field", layout: "odd-q", columns: 6, rows: 6, defaultTerrain: "clear", hexes: [{ at: [4, 1], terrain: ["woods"] }] };
export const toyMap = loadMap(mapJson, TOY_TEC);

export const toyBattle = (kind: ConcealedKind) => ({
  ruleset: TOY,
  edition: "T1",
  sides: ["blue", "red"],
  turn: 1,
  active: "blue",
  salt: SALT,
  pieces: {
    s1: { side: "blue", name: "Blue scout", kind: "scout", hex: [1, 2] },
    s2: { side: "blue", name: "Blue rifles", kind: "scout", hex: [1, 2] },
    r1: { side: "red", name: "Red scout", kind: "scout", hex: [4, 4] },
    b1: { side: "red", name: kind === "block" ? "Red block" : "Red gun", kind, hex: [2, 2], concealed: true },
  },
});
