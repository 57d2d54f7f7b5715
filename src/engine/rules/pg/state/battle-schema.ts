import { z } from "zod";
import { mapInUse } from "../../../map/hex-codec";
import { DAYLIGHT_RANGE } from "../../series/los";
import { battleChecks } from "../../series/state/battle-schema";
import { banks, riverAt } from "../../series/state/river-banks";
import { leaderAboardKind } from "../leaders/tank-leaders";
import { pgVisibility } from "../los/visibility";
import { pgCite } from "../rulebook";
import type { PgBattle } from "./battle";
import { pgChecks } from "./battle-checks";
import { PgBattleFields } from "./battle-fields";
import { supportChecks } from "./support-checks";

export { StatusJson } from "../../series/state/battle-schema";
export { PgBattleFields, PgLeaderJson, PgUnitJson, type PgBattleRecords } from "./battle-fields";

const fields = PgBattleFields.superRefine((b, ctx) => {
  const fail = (path: PropertyKey[], message: string) => ctx.addIssue({ code: "custom", path, message });
  const map = mapInUse();
  const series = battleChecks(b, fail, pgCite, (hex) => map.offsetAt(hex));
  const pg = pgChecks(b, fail, series.known, map);
  series.sides();
  series.turn();
  series.pieces((hex) => (riverAt(map, hex) === null ? null : banks(map, hex).flat()));
  pg.leaders();
  series.edges();
  series.victory();
  series.units(pg.unit);
  series.eliminated();
  pg.stacking();
  pg.tankLeaders();
  pg.markers();
  // PG 3.3: an AFV's id names the tank or armored car leader aboard it, who may have activated pieces of the segment.
  series.segment((id) => leaderAboardKind(b, b.units[id]!) !== null);
  pg.splitFire();
  supportChecks(b, fail, series.known);
});

const DAYLIGHT = { range: DAYLIGHT_RANGE, night: false };

/**
 * A Panzer Grenadier battle in JSON (rules oracle requests, saved games): the engine's state with every hex written
 * [column, row] (record keys "column,row"), units and leaders as records by id (Maps in the engine, in the records'
 * order), the light instead of the visibility it gives, and omitted flags at their usual starting values. A battle that
 * cannot exist (an overstacked hex, a tank leader on an enemy unit, a minefield of four points …) is refused with the
 * path of what is wrong and the PG rule it breaks.
 */
export const PgBattleJson = z.codec(fields, z.custom<PgBattle>(), {
  decode: ({ light, ...b }) => ({ ...b, units: new Map(Object.entries(b.units)), leaders: new Map(Object.entries(b.leaders)), visibility: pgVisibility(light ?? DAYLIGHT) }) as PgBattle,
  encode: ({ visibility, ...b }) => ({ ...b, units: Object.fromEntries(b.units), leaders: Object.fromEntries(b.leaders), light: visibility.light }) as z.output<typeof fields>,
});
export type PgBattleJson = z.input<typeof PgBattleJson>;
