import { daylight, reducedVisibility, visibilityOfLight, type ScenarioLight, type SightWords, type Visibility } from "../../series/los";
import { pgCite } from "../rulebook";

/** PG's words for its line of sight, spotting and light: ids `pg.limiting`, `pg.conceal`, `pg.daylight`; citations "PG 8.31". */
export const PG_SIGHT: SightWords = { cite: pgCite, prefix: "pg" };

/** PG 8.1: in daylight units in clear terrain see 12 hexes; elevation extends it (8.41). */
export const pgDaylight = (): Visibility => daylight(PG_SIGHT);

/** PG 8.1: weather or time of day reduce the range as the scenario says; no elevation bonus then (8.41). */
export const pgReduced = (range: number, night: boolean): Visibility => reducedVisibility(range, night, PG_SIGHT);

/** PG 8.1: "Spotting range at night is normally one hex (the adjacent one)"; a scenario may say otherwise. */
export const pgNight = (range = 1): Visibility => pgReduced(range, true);

/** The visibility of a scenario's light: full daylight at 12 hexes without night rules, otherwise reduced (PG 8.1, 8.41). */
export const pgVisibility = (light: ScenarioLight): Visibility => visibilityOfLight(light, PG_SIGHT);
