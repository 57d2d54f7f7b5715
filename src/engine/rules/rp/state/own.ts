import { own } from "../../../core/draft";
import type { Campaign } from "../campaign/state";
import type { Activation, RpBattle, RpSide } from "./battle";
import type { RpMarkers } from "./markers";
import type { OmaGroup } from "./oma";
import type { RpUnit } from "./unit";
import { unitsCopied, unitWritten } from "./lookups";

/**
 * Copy-on-write writes for the appliers (core/draft): a command works on `draftOf(battle)`, and an applier writes an
 * object only through these, which copy it (and the record holding it) once per draft; replays write in place.
 */
/** A record of thousands of units copied key by key (twice as fast in V8 as a spread of a record that large). */
const copyRecord = <T extends object>(record: T): T => {
  const copy = {} as Record<string, unknown>;
  for (const key in record) copy[key] = record[key];
  return copy as T;
};

/** The record of units, owned, its unit `id` about to be written. */
function unitsFor(b: RpBattle, id: string): Record<string, RpUnit> {
  const before = b.units;
  const units = own<Record<string, RpUnit>>(b, b, "units", copyRecord);
  if (units !== before) unitsCopied(before, units);
  unitWritten(units, id);
  return units;
}

export const ownUnit = (b: RpBattle, id: string): RpUnit => own<RpUnit>(b, unitsFor(b, id), id);

/** A unit joins the battle's record (a campaign's reinforcement). */
export const addUnit = (b: RpBattle, id: string, u: RpUnit): void => {
  unitsFor(b, id)[id] = u;
};
export const ownGroup = (b: RpBattle, id: string): OmaGroup => own<OmaGroup>(b, own(b, b, "oma"), id);
export const ownSide = (b: RpBattle, id: string): RpSide => own<RpSide>(b, own(b, b, "sides"), b.sides.findIndex((s) => s.id === id));
/** The markers, each list copied with them (lists are short: a few hundred hexes at most). */
export const ownMarkers = (b: RpBattle): RpMarkers => own<RpMarkers>(b, b, "markers", (m) => structuredClone(m));
export const ownActivation = (b: RpBattle): Activation => own<Activation>(b, b, "activation", (a) => structuredClone(a));
export const ownControl = (b: RpBattle): Record<string, string> => own(b, b, "control");
/** RP 11.0: the campaign record, copied whole (it changes a few times a day). */
export const ownCampaign = (b: RpBattle): Campaign => own<Campaign>(b, b, "campaign", (c) => structuredClone(c));
