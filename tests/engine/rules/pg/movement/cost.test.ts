import { describe, expect, it } from "vitest";
import { pgMoveClass } from "../../../../../src/engine/rules/pg/movement/classes";
import { pgEntryCost } from "../../../../../src/engine/rules/pg/movement/cost";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state/battle";
import type { PgLeader, PgUnit, PgWork } from "../../../../../src/engine/rules/pg/state/pieces";
import { battle, costTec, leader, riverMap, unit } from "./fixtures";

type River = "minor-river" | "major-river";
type At = [col: number, row: number];

/** What a German piece of `type` (or a leader) in `from` pays to enter `to` on a river map, the piece on the bank `bank`. */
function costOf(river: River, type: string | "leader", from: At, to: At, o: { bank?: At; others?: (at: (c: number, r: number) => number) => PgUnit[]; over?: Partial<PgBattle>; bridge?: [At, At, string]; started?: At; work?: PgWork } = {}) {
  const { map, at } = riverMap(river);
  if (o.bridge) map.setHexsideFeatures(at(...o.bridge[0]), at(...o.bridge[1]), [o.bridge[2]]);
  const bank = o.bank ? { riverBank: at(...o.bank) } : {};
  const piece: PgUnit | PgLeader = type === "leader" ? { ...leader("p", "german", at(...from)), ...bank } : { ...unit("p", "german", type, at(...from)), ...bank, ...(o.work ? { work: o.work } : {}) };
  const units = [...("steps" in piece ? [piece] : []), ...(o.others?.(at) ?? [])];
  const activation = o.started ? { side: "german", pieces: { p: { action: "move" as const, ledBy: null, mpSpent: 0, hexesEntered: 0, start: at(...o.started) } }, current: null, done: [] } : null;
  const b = battle(units, "steps" in piece ? [] : [piece], { activation, ...o.over });
  return pgEntryCost(b, map, costTec, piece, at(...from), at(...to));
}

/** A German ENG in `hex` at crossing work since `since` (PG 5.73), in good order unless `status` says otherwise. */
const eng = (hex: At, since = 1, over: Partial<PgUnit> = {}) => (at: (c: number, r: number) => number) => {
  const work: PgWork = { kind: "crossing", since };
  return [{ ...unit("eng", "german", "engineer", at(...hex)), work, ...over }];
};

/** The river hex, a hex of its west bank, and the woods hex of its east bank (fixtures `riverMap`). */
const RIVER: At = [10, 5];
const W: At = [9, 5];
const WOODS: At = [11, 5];

describe("PG 5.1 movement classes", () => {
  it("PG 5.1 each class pays the TEC's cost for its class: woods 2 on foot, 3 mechanized, 4 motorized", () => {
    expect(["infantry", "tank-5", "truck"].map((t) => costOf("minor-river", t, [11, 6], WOODS))).toEqual([
      { mp: 2, by: "woods" },
      { mp: 3, by: "woods" },
      { mp: 4, by: "woods" },
    ]);
  });

  it("PG 5.0, 6.3 leaders move on foot", () => {
    expect(costOf("minor-river", "leader", [11, 6], WOODS)).toEqual({ mp: 2, by: "woods" });
  });

  it("PG 5.1 (ruling N8) wagons and sledges move as Foot, whatever class their counter prints", () => {
    expect(costOf("minor-river", "motorized-wagon", [11, 6], WOODS)).toEqual({ mp: 2, by: "woods" });
    expect(costOf("minor-river", "sledge", [11, 6], WOODS)).toEqual({ mp: 2, by: "woods" });
  });

  it("PG 5.1 a towed unit with an allowance of 1 on its limbered side moves on its own by Foot when limbered", () => {
    expect(pgMoveClass(unit("g", "german", "light-gun", null, { limbered: true }))).toBe("foot");
    expect(pgMoveClass(unit("g", "german", "light-gun", null))).toBe("towed");
    expect(pgMoveClass(unit("g", "german", "at-gun", null, { limbered: true }))).toBe("towed");
  });
});

describe("PG 5.71 minor rivers", () => {
  it("PG 5.71 foot and mechanized units enter a minor river hex away from bridges and fords at the TEC's river cost", () => {
    expect(costOf("minor-river", "infantry", W, RIVER)).toEqual({ mp: 3, by: "minor-river" });
    expect(costOf("minor-river", "tank-5", W, RIVER)).toEqual({ mp: 3, by: "minor-river" });
  });

  it("PG 5.71 motorized units may not enter a minor river hex away from a bridge or ford, whatever the TEC says", () => {
    expect(costOf("minor-river", "truck", W, RIVER)).toEqual({ prohibited: "minor-river" });
  });

  it("PG 5.7, 5.71 at a bridge or ford they enter, paying its cost on the TEC for their class", () => {
    expect(costOf("minor-river", "truck", W, RIVER, { bridge: [W, RIVER, "bridge"] })).toEqual({ mp: 1, by: "bridge" });
    expect(costOf("minor-river", "infantry", W, RIVER, { bridge: [W, RIVER, "bridge"] })).toEqual({ mp: 0.5, by: "bridge" });
    expect(costOf("minor-river", "truck", W, RIVER, { bridge: [W, RIVER, "ford"] })).toEqual({ mp: 2, by: "ford" });
  });

  it("PG 5.71, 5.73 with an ENG's help a motorized unit that started its activation adjacent enters, for all its MPs", () => {
    expect(costOf("minor-river", "truck", W, RIVER, { others: eng(RIVER), started: W })).toEqual({ mp: "all", by: "minor-river" });
  });

  it("PG 5.73 the ENG helps from the turn after it entered, in good order, and only motorized units that started adjacent", () => {
    const refused = { prohibited: "minor-river" };
    expect(costOf("minor-river", "truck", W, RIVER, { others: eng(RIVER, 2), started: W })).toEqual(refused);
    expect(costOf("minor-river", "truck", W, RIVER, { others: eng(RIVER, 1, { status: "disrupted" }), started: W })).toEqual(refused);
    expect(costOf("minor-river", "truck", W, RIVER, { others: eng(RIVER, 1, { side: "soviet" }), started: W })).toEqual(refused);
    expect(costOf("minor-river", "truck", W, RIVER, { others: eng(RIVER), started: [8, 5] })).toEqual(refused);
  });

  it("PG 5.71 crossing to the other side pays the normal MP cost for the hex entered", () => {
    expect(costOf("minor-river", "infantry", RIVER, WOODS, { bank: W })).toEqual({ mp: 2, by: "woods" });
    expect(costOf("minor-river", "tank-5", RIVER, WOODS, { bank: W })).toEqual({ mp: 3, by: "woods" });
  });

  it("PG 5.71 motorized units may not cross a minor river away from a bridge or ford without an ENG's help", () => {
    expect(costOf("minor-river", "truck", RIVER, [11, 4], { bank: W })).toEqual({ prohibited: "minor-river" });
    expect(costOf("minor-river", "truck", RIVER, [9, 4], { bank: W })).toEqual({ mp: 1, by: "clear" });
    expect(costOf("minor-river", "truck", RIVER, [11, 4], { bank: W, others: eng(RIVER) })).toEqual({ mp: 1, by: "clear" });
    expect(costOf("minor-river", "truck", RIVER, [11, 4], { bank: W, bridge: [RIVER, [11, 4], "bridge"] })).toEqual({ mp: 1, by: "clear" });
  });
});

describe("PG 5.72 major rivers", () => {
  it("PG 5.72 foot and mechanized units enter a major river hex and move down the river at the River cost", () => {
    expect(costOf("major-river", "infantry", W, RIVER)).toEqual({ mp: 4, by: "major-river" });
    expect(costOf("major-river", "tank-5", RIVER, [10, 6], { bank: W })).toEqual({ mp: 4, by: "major-river" });
  });

  it("PG 5.72 motorized units enter a major river hex only at a bridge or ford, or assisted by an ENG", () => {
    expect(costOf("major-river", "truck", W, RIVER)).toEqual({ prohibited: "major-river" });
    expect(costOf("major-river", "truck", W, RIVER, { bridge: [W, RIVER, "bridge"] })).toEqual({ mp: 1, by: "bridge" });
    expect(costOf("major-river", "truck", W, RIVER, { others: eng(RIVER), started: W })).toEqual({ mp: "all", by: "major-river" });
  });

  it("PG 5.72 no unit crosses a major river away from a bridge or ford unless it is an ENG or an ENG assists it", () => {
    expect(costOf("major-river", "infantry", RIVER, [11, 4], { bank: W })).toEqual({ prohibited: "major-river" });
    expect(costOf("major-river", "leader", RIVER, [11, 4], { bank: W })).toEqual({ prohibited: "major-river" });
    // PG 5.73: on a crossing roll passed this turn (the fixtures' battle is in turn 2).
    const crossed: PgWork = { kind: "crossing", since: 1, crossed: 2 };
    expect(costOf("major-river", "engineer", RIVER, [11, 4], { bank: W, work: crossed })).toEqual({ mp: 1, by: "clear" });
    expect(costOf("major-river", "infantry", RIVER, [11, 4], { bank: W, others: eng(RIVER), work: crossed })).toEqual({ mp: 1, by: "clear" });
    expect(costOf("major-river", "infantry", RIVER, [11, 4], { bank: W, bridge: [RIVER, [11, 4], "ford"] })).toEqual({ mp: 1, by: "clear" });
  });

  it("PG 5.73 without a crossing roll passed this turn, neither an ENG nor a unit it assists leaves a major river hex to the far bank", () => {
    expect(costOf("major-river", "engineer", RIVER, [11, 4], { bank: W, work: { kind: "crossing", since: 1 } })).toEqual({ prohibited: "major-river" });
    expect(costOf("major-river", "infantry", RIVER, [11, 4], { bank: W, others: eng(RIVER), work: { kind: "crossing", since: 1, crossed: 1 } })).toEqual({ prohibited: "major-river" });
  });

  it("PG 5.72 leaving a major river hex for the bank it came from is no crossing", () => {
    expect(costOf("major-river", "infantry", RIVER, [9, 4], { bank: W })).toEqual({ mp: 1, by: "clear" });
  });
});

describe("PG 16.3 wrecks", () => {
  const wrecked = (n: 1 | 2 | 3): Partial<PgBattle> => ({ wrecks: { [riverMap("minor-river").at(12, 8)]: n } });

  it("PG 16.3 one wreck costs a vehicle an additional 1 MP, two an additional 5", () => {
    expect(costOf("minor-river", "truck", [12, 9], [12, 8], { over: wrecked(1) })).toEqual({ mp: 2, by: "clear + 1 wreck" });
    expect(costOf("minor-river", "tank-5", [12, 9], [12, 8], { over: wrecked(2) })).toEqual({ mp: 6, by: "clear + 2 wrecks" });
  });

  it("PG 16.3 no vehicle may enter a hex with three wrecks", () => {
    expect(costOf("minor-river", "apc", [12, 9], [12, 8], { over: wrecked(3) })).toEqual({ prohibited: "3 wrecks" });
  });

  it("PG 16.3, 1.2 wagons are vehicles too; personnel and leaders pay nothing for wrecks", () => {
    expect(costOf("minor-river", "wagon", [12, 9], [12, 8], { over: wrecked(1) })).toEqual({ mp: 2, by: "clear + 1 wreck" });
    expect(costOf("minor-river", "infantry", [12, 9], [12, 8], { over: wrecked(3) })).toEqual({ mp: 1, by: "clear" });
    expect(costOf("minor-river", "leader", [12, 9], [12, 8], { over: wrecked(3) })).toEqual({ mp: 1, by: "clear" });
  });
});
