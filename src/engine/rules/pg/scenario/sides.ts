import type { z } from "zod";
import type { DiceRoll, DiceSource } from "../../../core/dice";
import type { HexMap } from "../../../map";
import type { Issues } from "../../series/scenario/issues";
import { drawAtRandom } from "../../series/scenario/leader-draws";
import { hexOf } from "../../series/scenario/positions";
import { seriesSideOf } from "../../series/scenario/sides";
import type { PgScenarioSide } from "../data/schemas/scenario";
import { hasTankLeaderByRule, mayHaveTankLeader } from "../leaders/tank-leaders";
import type { PgMinefield, PgSide } from "../state/battle";
import type { PgUnit } from "../state/pieces";
import { nationalityFacts, type PgNamedNationality } from "../units/nationality";

type Side = z.infer<typeof PgScenarioSide>;

/**
 * A scenario side in the battle: the series' side (3.0 A initiative, or `stepsPerInitiative` as given; 14.0 morale) with
 * its tank leaders to assign (6.8), its Crossing Numbers (5.73) and the hexes its minefields may be placed in (16.7).
 */
export function pgSideOf(s: Side, i: number, map: HexMap, issues: Issues): PgSide {
  const zone = s.minefields?.zone?.map((h, k) => hexOf(map, h, ["sides", i, "minefields", "zone", k], issues)).filter((h) => h !== null);
  return {
    ...seriesSideOf(s),
    ...(s.stepsPerInitiative !== undefined ? { stepsPerInitiative: s.stepsPerInitiative } : {}),
    ...(s.tankLeaders > 0 ? { tankLeaders: s.tankLeaders } : {}),
    ...(s.crossingNumbers ? { crossingNumbers: s.crossingNumbers } : {}),
    ...(zone?.length ? { minefieldZone: zone } : {}),
    ...(s.aircraft ? { aircraft: { count: s.aircraft.count, ...(s.aircraft.turns ? { turns: s.aircraft.turns } : {}) } } : {}),
  };
}

/**
 * PG 16.7: each side the scenario allots minefields draws that many from its cup at random (a die with a face per piece
 * left, as leaders are drawn, 6.1), to look at and place face-down before play: they wait unplaced (hex null), ids
 * `<side>-minefield-<n>`, dummies strength 0. A draw larger than the cup is recorded at its path; nothing is drawn while
 * the scenario has problems (the dice would be rolled for a battle that is not built).
 */
export function drawMinefields(sides: readonly Side[], dice: DiceSource, rolls: DiceRoll[], issues: Issues): PgMinefield[] {
  const cups = sides.map((s, i) => {
    const m = s.minefields;
    if (!m) return null;
    const cup = m.cup.flatMap((p) => Array<0 | 1 | 2 | 3>(p.count).fill(p.strength === "dummy" ? 0 : p.strength));
    if (m.draw <= cup.length) return { side: s.id, draw: m.draw, cup };
    return issues.fail(["sides", i, "minefields", "draw"], `draws ${m.draw} minefields from a cup of ${cup.length} (PG 16.7)`);
  });
  if (issues.any) return [];
  return cups.flatMap((c) =>
    c === null ? [] : Array.from({ length: c.draw }, (_, k) => ({ id: `${c.side}-minefield-${k + 1}`, owner: c.side, hex: null, strength: drawAtRandom(c.cup, dice, rolls, "minefield draw"), revealed: false })),
  );
}

/**
 * PG 6.8: a side's tank leaders go to its AFVs that may have one (not APCs) and have none by rule (German; Soviet Guards
 * from 1943; American and Polish from 1944): the scenario gives no more than there are such AFVs, entering ones included.
 */
export function checkTankLeaders(
  sides: readonly Side[],
  units: readonly PgUnit[],
  battle: { readonly year: number; readonly nationalities?: Readonly<Record<string, PgNamedNationality>> },
  issues: Issues,
): void {
  sides.forEach((s, i) => {
    if (s.tankLeaders === 0) return;
    const afvs = units.filter((u) => u.side === s.id && mayHaveTankLeader(u));
    const open = afvs.filter((u) => !hasTankLeaderByRule(u, nationalityFacts(battle, u)));
    if (s.tankLeaders <= open.length) return;
    const why = open.length === 0 && afvs.length > 0 ? "every AFV of the side has one by rule" : `the side has ${open.length} AFV(s) that may take one`;
    issues.fail(["sides", i, "tankLeaders"], `${s.tankLeaders} tank leader(s), but ${why} (PG 6.8: APCs never have one; German, Soviet Guards from 1943, American and Polish from 1944 AFVs have one by rule)`);
  });
}
