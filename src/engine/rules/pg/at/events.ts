import { z } from "zod";
import { DiceRollJson } from "../../../core/json";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import { seriesReducers } from "../../series/events/reducers";
import { unitW } from "../../series/state/write";
import type { PgBattle } from "../state";
import { pgCanFortify } from "../units/fortify";

/** What an AT shot added to its dice (PG 11.1): the AT value used, the armor subtracted, each die modifier. */
const AtShotTrace = z
  .object({
    /** The AT value fired with: printed, halved at increased range (11.3) and when disrupted (14.2). */
    at: z.number().int(),
    /** The armor subtracted (a truck's −1, 11.11). */
    armor: z.number().int(),
    modifiers: z.array(z.object({ id: z.string(), die: z.number().int() }).strict()),
  })
  .strict();

/** PG's AT fire events (PG 11.0–11.3), by type, to join PG's event union. */
export const PG_AT_EVENTS = {
  /**
   * `firer` made an AT attack on vehicle `target` (11.1): 2d6 + AT − armor + modifiers = `total`, the table's `result`;
   * `through`, the hexes next to the target its line was traced through (11.12). The losses follow as series events.
   */
  "at-fired": z
    .object({
      type: z.literal("at-fired"),
      side: z.string(),
      firer: PieceId,
      target: PieceId,
      from: Hex,
      at: Hex,
      shot: AtShotTrace,
      roll: DiceRollJson,
      total: z.number().int(),
      result: z.string(),
      through: z.array(Hex),
      rule: z.string(),
    })
    .strict(),
};

type AtFired = z.output<(typeof PG_AT_EVENTS)["at-fired"]>;
const series = seriesReducers({ canFortify: pgCanFortify });

/** How AT fire changes a battle: the firer's attacks this turn (11.2, 13.0), the target's for crossfire (11.12). */
export const atReducers = {
  "at-fired"(b: PgBattle, e: AtFired) {
    const u = unitW(b, e.firer);
    u.atShots = u.atShots === undefined ? 1 : 2;
    b.atAttacks = [...(b.atAttacks ?? []), { unit: e.target, through: e.through }];
  },
  /** 11.2, 11.12: AT attacks are counted a turn at a time. */
  "turn-began"(b: PgBattle, e: Parameters<(typeof series)["turn-began"]>[1]) {
    series["turn-began"](b, e);
    delete b.atAttacks;
    for (const u of b.units.values()) if (u.atShots !== undefined || u.oppFireKind !== undefined || u.extraMarkers) {
      const w = unitW(b, u.id);
      delete w.atShots;
      delete w.oppFireKind;
      // PG 15.2: a train or vessel's extra markers go with the turn's MOVED/FIRED markers.
      delete w.extraMarkers;
    }
  },
};

/** PG 11.12: "does not apply if the target unit moves after the first unit fires on it": a vehicle that moved is attacked afresh. */
export function forgetAtAttacks(b: PgBattle, unit: string): void {
  if (b.atAttacks?.some((x) => x.unit === unit)) b.atAttacks = b.atAttacks.filter((x) => x.unit !== unit);
}
