import type { z } from "zod";
import type { FireTargetResultSchema, seriesEvents } from "./schema";
import type { MoraleOutcome } from "../data/schemas/morale";
import type { SeriesBattle } from "../state/battle";
import type { SeriesLeader, SeriesUnit } from "../state/pieces";

/** The series' events as any game instantiates them (its own fields aside). */
type Events = ReturnType<typeof seriesEvents<z.ZodType, z.ZodType, readonly [string, ...string[]], {}, {}>>;
type Groups = Omit<Events, "event">;

/** The types of a group of series events. */
export type SeriesEventTypes<G extends keyof Groups> = keyof Groups[G] & string;

/** One series event, by group and type, as the reducers read it. */
export type SeriesEventOf<G extends keyof Groups, T extends keyof Groups[G]> = z.output<Groups[G][T] & z.ZodType>;

/** Any battle of the series, as the series' reducers write it. */
export type ReducedBattle = SeriesBattle<SeriesUnit<unknown>, SeriesLeader> & { phase: string; readonly options?: readonly string[]; readonly visibility: { readonly night: boolean } };

/** What a game tells the series' reducers. */
export interface ReducerRules {
  /** Whether a unit may dig in or occupy an entrenchment (PG 16.23, 16.42; IA1 16.24, 16.34). */
  canFortify(u: never): boolean;
}

/** The two categories of unit each X takes a step from (PG 7.61, IA1 7.61). */
export type LossCategory = "combat" | "transport";

/** What one piece in the target hex suffered, on its own column (PG 7.4, IA1 7.52). */
export type FireTargetResult = z.output<typeof FireTargetResultSchema>;

/** What a morale check or recovery roll did, in the morale table's words. */
export type MoraleResult = z.infer<typeof MoraleOutcome>;
