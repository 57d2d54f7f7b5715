import { z } from "zod";
import { DiceRollJson } from "../../../core/json";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import type { PgBattle } from "../state";

const Ids = z.array(PieceId).readonly();
const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.object({ type: z.literal(type), ...shape }).strict();

/** PG's air events (15.1–15.14); an attack itself is the series' `fire-resolved`. */
export const PG_AIR_EVENTS = {
  /** PG 15.1: `side` drew `aircraft` from its cup, each flipped to the side it plays this turn (`rolls`: the draws and flips). */
  "aircraft-drawn": event("aircraft-drawn", { side: z.string(), aircraft: z.array(z.object({ id: PieceId, face: z.enum(["front", "back"]) }).strict()).readonly(), rolls: z.array(DiceRollJson).readonly(), rule: z.string() }),
  /** PG 15.11: one die for `aircraft` placed in `at`: 1–2 misses (`hit` false) and it is removed. */
  "aircraft-rolled": event("aircraft-rolled", { side: z.string(), aircraft: PieceId, at: Hex, roll: DiceRollJson, hit: z.boolean(), rule: z.string() }),
  /** PG 15.11, 15.13: `aircraft` leave the board: they missed, or their attack is complete; no more attacks this turn. */
  "aircraft-removed": event("aircraft-removed", { aircraft: Ids, rule: z.string() }),
  /** Ruling N11: at the turn's end the aircraft drawn go back into their side's cup. */
  "aircraft-returned": event("aircraft-returned", { aircraft: Ids, rule: z.string() }),
};
type Ev<T extends keyof typeof PG_AIR_EVENTS> = z.output<(typeof PG_AIR_EVENTS)[T]>;

const update = (b: PgBattle, ids: readonly string[], change: (a: NonNullable<PgBattle["aircraft"]>[number]) => NonNullable<PgBattle["aircraft"]>[number]) => {
  b.aircraft = (b.aircraft ?? []).map((a) => (ids.includes(a.id) ? change(a) : a));
};

export const pgAirReducers = {
  "aircraft-drawn"(b: PgBattle, e: Ev<"aircraft-drawn">) {
    const faces = new Map(e.aircraft.map((a) => [a.id, a.face]));
    update(b, [...faces.keys()], (a) => ({ ...a, face: faces.get(a.id)!, used: false }));
  },
  "aircraft-rolled"(_b: PgBattle, _e: Ev<"aircraft-rolled">) {},
  "aircraft-removed"(b: PgBattle, e: Ev<"aircraft-removed">) {
    update(b, e.aircraft, (a) => ({ ...a, used: true }));
  },
  "aircraft-returned"(b: PgBattle, e: Ev<"aircraft-returned">) {
    update(b, e.aircraft, (a) => ({ ...a, face: null, used: false }));
  },
};
