import { seriesReducers } from "../../series/events/reducers";
import { forgetAtAttacks } from "../at/events";
import { activatedW, leaderW, pieceW, placeW, unitW } from "../../series/state/write";
import type { PgBattle } from "../state";
import { pgCanFortify } from "../units/fortify";
import { IN_PLACE } from "./in-place";

const series = seriesReducers({ canFortify: pgCanFortify });
type Ev<T extends keyof typeof series> = Parameters<(typeof series)[T]>[1];

const inPlace: readonly string[] = Object.values(IN_PLACE);

/** The leaders riding unit `id` (PG 5.6), none if it is no transport or no longer in play. */
const ridersOf = (b: PgBattle, id: string): readonly string[] => b.units.get(id)?.leadersAboard ?? [];

/**
 * The series' reducers as PG's transport extends them: a leader boards and alights (5.6, 6.3) by the series' `loaded` and
 * `unloaded`; the leaders aboard move, enter and leave the board with their transport and are eliminated with it (5.65);
 * MPs spent loading or unloading (5.61) enter no hex (5.0 counts the hexes entered).
 */
export const transportReducers = {
  loaded(b: PgBattle, e: Ev<"loaded">) {
    if (!b.leaders.has(e.unit)) return series.loaded(b, e);
    leaderW(b, e.unit).carriedBy = e.transport;
    const t = unitW(b, e.transport);
    t.leadersAboard = [...t.leadersAboard, e.unit];
  },
  unloaded(b: PgBattle, e: Ev<"unloaded">) {
    if (!b.leaders.has(e.unit)) return series.unloaded(b, e);
    const t = unitW(b, e.transport);
    t.leadersAboard = t.leadersAboard.filter((id) => id !== e.unit);
    const l = leaderW(b, e.unit);
    l.carriedBy = null;
    // Set down on his transport's bank of a river (PG 5.7), as its unit is.
    l.riverBank = t.riverBank ?? null;
  },
  "mp-spent"(b: PgBattle, e: Ev<"mp-spent">) {
    if (!inPlace.includes(e.by)) return series["mp-spent"](b, e);
    activatedW(b, e.piece).mpSpent += e.mp;
  },
  "piece-moved"(b: PgBattle, e: Ev<"piece-moved">) {
    series["piece-moved"](b, e);
    forgetAtAttacks(b, e.piece);
    for (const id of ridersOf(b, e.piece)) {
      placeW(b, id, e.to);
      if (b.leaders.get(id)!.riverBank != null) pieceW(b, id).riverBank = null;
    }
  },
  "entered-board"(b: PgBattle, e: Ev<"entered-board">) {
    series["entered-board"](b, e);
    for (const id of ridersOf(b, e.piece)) placeW(b, id, e.to);
  },
  "exited-board"(b: PgBattle, e: Ev<"exited-board">) {
    series["exited-board"](b, { ...e, pieces: [...e.pieces, ...e.pieces.flatMap((id) => ridersOf(b, id))] });
  },
  eliminated(b: PgBattle, e: Ev<"eliminated">) {
    const riders = ridersOf(b, e.piece);
    const carrier = b.leaders.get(e.piece)?.carriedBy;
    if (carrier && b.units.has(carrier)) unitW(b, carrier).leadersAboard = ridersOf(b, carrier).filter((id) => id !== e.piece);
    series.eliminated(b, e);
    for (const id of riders) series.eliminated(b, { ...e, piece: id });
  },
  "steps-lost"(b: PgBattle, e: Ev<"steps-lost">) {
    const riders = ridersOf(b, e.unit);
    series["steps-lost"](b, e);
    if (!b.units.has(e.unit)) for (const id of riders) series.eliminated(b, { type: "eliminated", piece: id, rule: e.rule });
  },
};
