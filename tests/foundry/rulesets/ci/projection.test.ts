/**
 * Combat Infantry's board at the table (src/foundry/rulesets/ci/table-pieces.ts): CI 1.x Blocks — a hidden block is a
 * concealed piece (no actor, its side's back the way it lies, known by its handle), a face-up block a shown piece (its
 * label's actor, its steps, turned to its strength); the Combat names only blocks every side has seen.
 */
import { describe, expect, it } from "vitest";
import { isHidden } from "../../../../src/engine/rules/ci/state/block";
import type { BattleCombatData } from "../../../../src/foundry/applications/tracker/tracker-pieces";
import { ciTablePieces } from "../../../../src/foundry/rulesets/ci/table-pieces";
import { ciTableRuleset } from "../../../../src/foundry/rulesets/ci/table-ruleset";
import { ciBattle, ciMap, GERMAN, offsetOf, stored, tableGame, US } from "./support";

const map = ciMap();
const battle = () =>
  ciBattle(map, {
    blocks: {
      u1: { kind: "us-squad", at: "0304", company: "B", platoon: 1, strength: 2 },
      u2: { kind: "us-squad", at: "0304", company: "B", platoon: 1, orientation: "face-down" },
      g1: { kind: "ger-squad", at: "0506", company: "A", platoon: 2, orientation: "face-up", strength: 1 },
      g2: { kind: "ger-squad", at: "0506", company: "A", platoon: 2, orientation: "face-up" },
      art: { kind: "us-artillery", at: null },
    },
  });
const handle = (b: ReturnType<typeof battle>, id: string) => b.blocks[id]!.handle!;

describe("CI 1.x Blocks at the table", () => {
  it("CI 1.x Blocks: a stored battle loads with its sides and saves back as it was", () => {
    const saved = stored(map, battle());
    const game = ciTablePieces.load("b1", saved);
    expect(game.sides).toEqual([US, GERMAN]);
    expect(ciTablePieces.save(game)).toEqual(saved);
  });

  it("CI 1.x Blocks: hidden blocks are concealed pieces by handle — their side's back, standing or tipped — after the face-up ones, shown with their steps and turned 90° counter-clockwise a step lost", () => {
    const b = battle();
    const { pieces } = ciTablePieces.project(tableGame(map, b));
    const backs = [
      { piece: handle(b, "u1"), hex: offsetOf("0304"), concealed: { side: US, name: "US block", img: "systems/hex-tactics/assets/counters/ci/us-back.svg" } },
      { piece: handle(b, "u2"), hex: offsetOf("0304"), concealed: { side: US, name: "US block (face-down)", img: "systems/hex-tactics/assets/counters/ci/us-back-down.svg" } },
    ].sort((x, y) => (x.piece < y.piece ? -1 : 1));
    expect(pieces).toEqual([
      // 1 of 3 steps: two steps lost, turned 180°; at full strength, not turned.
      { piece: "g1", hex: offsetOf("0506"), statuses: [], steps: { value: 1, max: 3 }, turn: 180 },
      { piece: "g2", hex: offsetOf("0506"), statuses: [], steps: { value: 3, max: 3 }, turn: 0 },
      ...backs,
    ]);
    // A hidden piece tells nothing but its handle, side and lie; the off-map artillery has no piece at all.
    expect(JSON.stringify(pieces.filter((p) => "concealed" in p))).not.toMatch(/u1|u2|us-squad|"B"|strength/);
    expect(pieces.map((p) => p.piece)).not.toContain("art");
  });

  it("CI 1.x Blocks: a block losing a step turns its token again (the turn follows its strength: 3 of 3 → 0°, 2 → 270°, 1 → 180°)", () => {
    const turns = [3, 2, 1].map((strength) => {
      const b = ciBattle(map, { blocks: { g1: { kind: "ger-squad", at: "0506", orientation: "face-up", strength } } });
      return (ciTablePieces.project(tableGame(map, b)).pieces[0] as { turn?: number }).turn;
    });
    expect(turns).toEqual([0, 270, 180]);
  });

  it("CI 1.x Blocks: the battle Combat names only the blocks every side has seen (face-up), never a hidden or an off-map one, and says the Player Turn's side", () => {
    const b = battle();
    const { combat } = ciTablePieces.project(tableGame(map, b));
    expect(combat).toMatchObject({ ruleset: "combat-infantry", battle: "b1", turn: 1, lastTurn: 6, names: { g1: "German Rifle Squad", g2: "German Rifle Squad" }, details: { type: "combat-infantry", playerTurn: 1, active: US } });
    expect(Object.keys((combat as { names: object }).names).sort()).toEqual(["g1", "g2"]);
  });

  it("CI 1.x Blocks: a side owns its blocks by the names it gives them — a hidden one by its handle, a face-up one by its id — and no other side's", () => {
    const b = battle();
    const game = tableGame(map, b);
    expect([ciTablePieces.owns(game, US, handle(b, "u1")), ciTablePieces.owns(game, US, "u1"), ciTablePieces.owns(game, GERMAN, handle(b, "u1")), ciTablePieces.owns(game, GERMAN, "g1"), ciTablePieces.owns(game, US, "g1")]).toEqual([true, false, false, true, false]);
    expect(isHidden(b.blocks.u1!)).toBe(true);
  });

  it("CI 1.x Blocks: a side's view holds the other side's hidden blocks by handle only, and no salt", () => {
    const b = battle();
    const view = ciTablePieces.view(tableGame(map, b), GERMAN) as { battle: { blocks: object; unknown: { ref: string }[]; salt?: string } };
    expect(Object.keys(view.battle.blocks).sort()).toEqual(["art", "g1", "g2"]);
    expect(view.battle.unknown.map((u) => u.ref).sort()).toEqual([handle(b, "u1"), handle(b, "u2")].sort());
    expect(view.battle.salt).toBeUndefined();
  });

  it("CI 7.x Foxholes, CI 7.x Smoke, CI 7.x Barbed Wire, CI 6.x Wrecks: each marker on its hex, a `marker` actor's token of its kind", () => {
    const b = ciBattle(map, { blocks: {}, extra: { markers: { foxholes: [offsetOf("0102")], smoke: [offsetOf("0203")], wire: [offsetOf("0304")], wrecks: [offsetOf("0405")] } } as never });
    expect(ciTablePieces.project(tableGame(map, b)).markers).toEqual([
      { kind: "foxhole", hex: offsetOf("0102") },
      { kind: "smoke", hex: offsetOf("0203") },
      { kind: "wire", hex: offsetOf("0304") },
      { kind: "wreck", hex: offsetOf("0405") },
    ]);
  });

  it("CI 10.x Set-up, CI 1.x Game Turns: the tracker lets both sides act while they set up, then the side of the Player Turn (the second's in Player Turn 2)", () => {
    const combatOf = (extra: object) => ciTablePieces.project(tableGame(map, ciBattle(map, { blocks: {}, ...extra }))).combat as BattleCombatData;
    expect(ciTableRuleset.tracker.acting(combatOf({ extra: { phase: "setup" } }))).toBe("every");
    expect(ciTableRuleset.tracker.acting(combatOf({}))).toEqual([US]);
    expect(ciTableRuleset.tracker.acting(combatOf({ playerTurn: 2 }))).toEqual([GERMAN]);
  });

  it("CI 1.x Blocks: every enemy block on the map is in sight — a hidden one by its handle — so the fog hides nothing", () => {
    const b = battle();
    expect(ciTablePieces.sight(tableGame(map, b), US)).toEqual({ side: US, spotted: ["g1", "g2"], unspotted: [] });
    expect(ciTablePieces.sight(tableGame(map, b), GERMAN)).toEqual({ side: GERMAN, spotted: [handle(b, "u1"), handle(b, "u2")].sort(), unspotted: [] });
  });
});
