import { placeW, pieceW, removeW, revealW, unitW } from "../state/write";
import { abandonDugIn, enterEntrenchment, leaveEntrenchment } from "../fieldworks/markers";
import { lossesW } from "../victory/record";
import type { ReducedBattle as B, ReducerRules, SeriesEventOf, SeriesEventTypes } from "./types";

type Ev<G extends "transport" | "fieldworks" | "boardEdge", T extends SeriesEventTypes<G>> = SeriesEventOf<G, T>;

/** A hidden piece that the scenario has enter hidden stays hidden as it enters (PG 16.6, IA1 16.5). */
export const entersHidden = (b: Pick<B, "units" | "leaders" | "entering">, id: string): boolean =>
  (b.units.get(id) ?? b.leaders.get(id))?.hidden === true && b.entering?.find((e) => e.piece === id)?.hidden === true;

/** Limbering, loading and unloading (5.6), river banks (PG 5.7, IA1 5.8), digging in (16.2) and the board's edges (PG 16.5, IA1 16.4). */
export function carriageReducers(r: ReducerRules) {
  return {
    limbered(b: B, e: Ev<"transport", "limbered">) {
      unitW(b, e.unit).limbered = e.limbered;
    },
    loaded(b: B, e: Ev<"transport", "loaded">) {
      unitW(b, e.transport).carrying = e.unit;
      // PG 16.21, 16.41; IA1 16.22, 16.31: a unit loaded on a transport leaves its Dug In marker and its entrenchment (docs/rulings.md, Fieldworks).
      abandonDugIn(b, e.unit);
      leaveEntrenchment(b, e.unit, b.units.get(e.unit)!.hex, r.canFortify);
      unitW(b, e.unit).carriedBy = e.transport;
    },
    unloaded(b: B, e: Ev<"transport", "unloaded">) {
      const t = unitW(b, e.transport);
      const u = unitW(b, e.unit);
      t.carrying = null;
      u.carriedBy = null;
      // The unit is set down where its transport stands, on its bank of a river (PG 5.7, IA1 5.8).
      u.riverBank = t.riverBank ?? null;
      enterEntrenchment(b, e.unit, r.canFortify);
    },
    "river-bank"(b: B, e: Ev<"transport", "river-bank">) {
      pieceW(b, e.piece).riverBank = e.riverBank;
    },
    /** 16.2: the Dug In marker goes under the unit after its first segment of digging, on top of it after the second. */
    "dug-in"(b: B, e: Ev<"fieldworks", "dug-in">) {
      const u = unitW(b, e.unit);
      if (!e.done) return void (u.digging = true);
      delete u.digging;
      u.dugIn = true;
    },
    /**
     * The piece is placed in the hex it entered (a transport's cargo with it) and may occupy an entrenchment there;
     * entering is moving: a hidden piece loses its hidden status, unless the scenario has it enter hidden (PG 16.51, 16.6; IA1 16.41, 16.5).
     */
    "entered-board"(b: B, e: Ev<"boardEdge", "entered-board">) {
      const stays = entersHidden(b, e.piece);
      placeW(b, e.piece, e.to);
      const cargo = b.units.get(e.piece)?.carrying;
      if (cargo) placeW(b, cargo, e.to);
      if (!stays) for (const id of [e.piece, ...(cargo ? [cargo] : [])]) if ((b.units.get(id) ?? b.leaders.get(id))!.hidden) revealW(b, id);
      if (b.units.has(e.piece)) enterEntrenchment(b, e.piece, r.canFortify);
    },
    /** The pieces (and a transport's cargo) leave play for good; they are listed as exited, not eliminated (PG 16.52, IA1 16.42). */
    "exited-board"(b: B, e: Ev<"boardEdge", "exited-board">) {
      const ids = e.pieces.flatMap((id) => [id, ...(b.units.get(id)?.carrying ? [b.units.get(id)!.carrying!] : [])]);
      for (const id of ids) {
        if (b.units.has(id)) {
          // Out of play, not destroyed; kept for victory conditions that score exits (victory/tally.ts).
          const u = b.units.get(id)!;
          lossesW(b, u.side).exits.push(u.hex!);
          abandonDugIn(b, id);
          leaveEntrenchment(b, id, b.units.get(id)!.hex, r.canFortify);
        }
        removeW(b, id);
      }
      b.exited = [...(b.exited ?? []), ...ids];
    },
  };
}
