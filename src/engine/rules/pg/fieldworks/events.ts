import { z } from "zod";
import { DiceRollJson } from "../../../core/json";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import { seriesReducers } from "../../series/events/reducers";
import { abandonDigging } from "../../series/fieldworks/markers";
import { unitW } from "../../series/state/write";
import type { PgBattle } from "../state";
import { atReducers } from "../at/events";
import { transportReducers } from "../transport/events";
import { pgCanFortify } from "../units/fortify";

const Rule = z.string();
const Turn = z.number().int().positive();

/** PG's events of tasks lasting several turns: clearing wrecks (16.3) and minefields (16.75), crossing rivers (5.73). */
export const PG_WORK_EVENTS = {
  /** `unit` spent turn `turn` at its task, begun in turn `since` (a new one when `since` is `turn`). */
  "work-done": z.object({ type: z.literal("work-done"), unit: PieceId, kind: z.enum(["wreck", "mines", "crossing"]), since: Turn, turn: Turn, rule: Rule }).strict(),
  /** `unit` finished clearing one wreck from `hex` (16.3). */
  "wreck-cleared": z.object({ type: z.literal("wreck-cleared"), unit: PieceId, hex: Hex, rule: Rule }).strict(),
  /** `unit` finished clearing one strength point of revealed minefield `minefield` in `hex` (16.75); at 0 points it is removed. */
  "minefield-cleared": z.object({ type: z.literal("minefield-cleared"), unit: PieceId, minefield: PieceId, hex: Hex, rule: Rule }).strict(),
  /** PG 5.73: `unit`'s crossing roll against the scenario's Crossing Number `target`; passed: it may leave the river hex this turn. */
  "crossing-rolled": z.object({ type: z.literal("crossing-rolled"), unit: PieceId, roll: DiceRollJson, target: z.number().int(), passed: z.boolean(), rule: Rule }).strict(),
};

type Of<T extends keyof typeof PG_WORK_EVENTS> = z.output<(typeof PG_WORK_EVENTS)[T]>;

const series = seriesReducers({ canFortify: pgCanFortify });
type Ev<T extends keyof typeof series> = Parameters<(typeof series)[T]>[1];

/** A unit's task ends (PG 16.21 "interrupted", 5.73 "remain in the river hex without moving"). */
function endWork(b: PgBattle, id: string): void {
  if (b.units.get(id)?.work) delete unitW(b, id).work;
}

/**
 * How the work events change a battle; and a unit's task ends when it leaves its hex or becomes disrupted or
 * demoralized (16.21, 5.73), and its digging when it makes AT fire (16.21), wrapping the reducers of those events.
 */
export const workReducers = {
  "work-done"(b: PgBattle, e: Of<"work-done">) {
    unitW(b, e.unit).work = { kind: e.kind, since: e.since, ...(e.kind === "crossing" ? {} : { last: e.turn }) };
  },
  "wreck-cleared"(b: PgBattle, e: Of<"wreck-cleared">) {
    const left = (b.wrecks?.[e.hex] ?? 1) - 1;
    const wrecks = { ...b.wrecks };
    if (left > 0) wrecks[e.hex] = left as 1 | 2;
    else delete wrecks[e.hex];
    b.wrecks = wrecks;
    endWork(b, e.unit);
  },
  "minefield-cleared"(b: PgBattle, e: Of<"minefield-cleared">) {
    const all = b.minefields ?? [];
    b.minefields = all.flatMap((m) => (m.id !== e.minefield ? [m] : m.strength !== null && m.strength > 1 ? [{ ...m, strength: (m.strength - 1) as 1 | 2 }] : []));
    endWork(b, e.unit);
  },
  "crossing-rolled"(b: PgBattle, e: Of<"crossing-rolled">) {
    const w = b.units.get(e.unit)?.work;
    if (e.passed && w) unitW(b, e.unit).work = { ...w, crossed: b.turn };
  },
  "piece-moved"(b: PgBattle, e: Ev<"piece-moved">) {
    transportReducers["piece-moved"](b, e);
    endWork(b, e.piece);
  },
  /** PG 16.21: a unit that fires before it finishes digging in loses its start, AT fire too (direct fire: the series'). */
  "at-fired"(b: PgBattle, e: Parameters<(typeof atReducers)["at-fired"]>[1]) {
    atReducers["at-fired"](b, e);
    abandonDigging(b, e.firer);
  },
  "status-changed"(b: PgBattle, e: Ev<"status-changed">) {
    series["status-changed"](b, e);
    if (e.status !== "good") endWork(b, e.piece);
  },
};
