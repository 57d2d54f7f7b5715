import type { z } from "zod";
import { jsonPath } from "../../../data/validate";
import type { HexMap } from "../../../map";
import { changingLights, ScenarioBuild, type ScenarioBattle, type ScenarioGame, type ScenarioOptions, SETUP_STATUS } from "../../series/scenario/build";
import type { Issues } from "../../series/scenario/issues";
import { lightsOf } from "../../series/scenario/light";
import { hexOf } from "../../series/scenario/positions";
import { victoryOf } from "../../series/scenario/victory";
import { riverAt } from "../../series/state/river-banks";
import type { PgCounterSet } from "../data/schemas/counters";
import type { Designation, PgScenario } from "../data/schemas/scenario";
import { pgVisibility } from "../los/visibility";
import { pgCite } from "../rulebook";
import type { PgBattle } from "../state/battle";
import { PG_OPTIONAL_RULE_IDS, type PgOptionalRule } from "../state/option-ids";
import type { PgLeader, PgUnit } from "../state/pieces";
import { classIssues, isCombatUnit } from "../units/classify";
import { pgCanFortify } from "../units/fortify";
import { overstacked } from "../units/stacking";
import { unitClassOf } from "../units/unit-class";
import { faceOfKey, pgLeaderDraw, pgLeaderOf, pgLeaderPieces, takePiece } from "./leaders";
import { checkTankLeaders, drawMinefields, pgSideOf } from "./sides";
import { pgUnitOf } from "./units";
import { aircraftOf, offboardOf } from "./support";

/** What a PG scenario leaves to the players or to chance: the series' options with PG 17.0's optional rules. */
export type PgScenarioOptions = ScenarioOptions<PgOptionalRule>;

/** A PG battle ready to play, and what the scenario says that the battle has no place for. */
export type PgScenarioBattle = ScenarioBattle<PgBattle>;

/** Panzer Grenadier as a scenario names it. */
const GAME: ScenarioGame<PgOptionalRule> = { ruleset: "panzer-grenadier", editions: ["PG3"], name: "Panzer Grenadier", optionalRules: PG_OPTIONAL_RULE_IDS };

/** PG 8.1: "Spotting range at night is normally one hex": a night turn's range when the scenario gives none. */
const NIGHT_RANGE = 1;

/**
 * The Panzer Grenadier battle a scenario sets up (PG 2.3, 3.0) with a counter set on `map`, at the start of turn 1: its
 * sides with their initiative, morale (14.0), tank leaders to assign (6.8), Crossing Numbers (5.73); its units by type
 * with the scenario's designations, hidden (16.6) or entering (16.51); its leaders named or drawn (6.1); the minefields
 * each side drew (16.7), to place before play; the light turn by turn (8.1), the optional rules (17.0), the exits
 * (16.52), the victory conditions (3.0) and the battle's rulings. Every problem is reported at its path in the scenario,
 * all together, as one DataError.
 */
export function pgBattleFromScenario(scenario: PgScenario, counters: PgCounterSet, map: HexMap, options: PgScenarioOptions): PgScenarioBattle {
  const build = new ScenarioBuild<PgUnit, PgLeader>(map, options, scenario.sides);
  const { issues } = build;
  build.checkHeader(scenario, counters, GAME);
  issues.throwIfAny();
  const sides = [pgSideOf(scenario.sides[0]!, 0, map, issues), pgSideOf(scenario.sides[1]!, 1, map, issues)] as const;
  const named = scenario.nationalities;
  for (const n of Object.keys(named ?? {})) if (!Object.hasOwn(counters.nationalities, n)) issues.fail(["nationalities", n], `"${n}" is not a nationality of the counter set`);
  const designations = designationsOf(scenario, counters, issues);
  const pieces = pgLeaderPieces(counters);

  scenario.setup.forEach((e, i) => {
    const path = ["setup", i];
    const found = build.counterOf(e, i, counters.units, counters.leaders);
    if (!found) return;
    const { type, named: piece, starts } = found;
    if (type) {
      if (starts) build.addUnits(e, i, starts, type.name, (id, name, hex) => pgUnitOf(type, designations[e.counter], { id, name, hex }, e, path, issues, named));
      return;
    }
    const face = e.face;
    const ok = [
      face !== undefined || issues.fail([...path, "face"], `"${e.counter}" is a leader piece: give the side that plays, front or back (PG 1.2 Leaders)`),
      e.count === 1 || issues.fail([...path, "count"], `"${e.counter}" is one leader`),
      ...(["reduced", "limbered", "guards", "morale"] as const).map((f) => !e[f] || issues.fail([...path, f], `"${e.counter}" is a leader, not a unit`)),
    ].every(Boolean);
    if (!ok || !face || !piece) return;
    const usedAt = takePiece(pieces, e.counter, face, jsonPath(path));
    if (usedAt !== null) return issues.fail([...path, "counter"], `"${e.counter}" is already used at ${usedAt} (PG 6.1: one leader a piece)`);
    if (!starts) return;
    const leader = pgLeaderOf(counters, e.counter, face, e.side, { hex: starts.hexes[0]!, hidden: e.hidden, status: SETUP_STATUS[e.status] }, [...path, "counter"], issues);
    if (leader) build.addLeader(leader, starts);
  });

  build.drawLeaders(
    scenario.leaders,
    pieces,
    pgCite,
    (d, path) => pgLeaderDraw(counters, d, build.nationalities.get(d.side)!, path, issues),
    (key, d, hex, path) => {
      const { piece, face } = faceOfKey(key);
      return pgLeaderOf(counters, piece, face, d.side, { hex, hidden: d.hidden, status: "good" }, path, issues);
    },
  );

  build.checkIds();
  // PG 4.1 at set-up, an ENG in a river hex left out (5.74).
  build.checkStacking(scenario.setup, (stack, hex) => {
    const over = overstacked(
      stack.map((unit) => ({ piece: "unit", unit, carried: false }) as const),
      { river: riverAt(map, hex) !== null },
    );
    return over && `${pgCite("4.1")}: three combat units other than APCs, plus three transports (APCs included), a side`;
  });
  const { units, leaders } = build;
  checkTankLeaders(scenario.sides, Object.values(units), scenario, issues);
  // PG 16.1, 16.4, 16.42.
  const placed = build.placeMarkers(scenario.markers, pgCanFortify);
  const lights = lightsOf(scenario.turns, issues, pgCite, NIGHT_RANGE);
  const inForce = build.optionsOf(scenario.optionalRules, GAME);
  const exits = build.exitsOf(scenario.sides);
  const victory = victoryOf(scenario.victoryConditions, map, issues);
  const rails = (scenario.rails ?? []).map((h, k) => hexOf(map, h, ["rails", k], issues)).filter((h) => h !== null);
  const minefields = drawMinefields(scenario.sides, options.dice, build.rolls, issues);
  const offboard = offboardOf(scenario.sides, counters, issues);
  const aircraft = aircraftOf(scenario.sides, counters, issues);
  for (const p of [...offboard, ...aircraft])
    if (p.id in units || p.id in leaders) issues.fail(["sides", scenario.sides.findIndex((s) => s.id === p.side)], `"${p.id}" is a piece's id too (PG 9.2, 15.1: off-board factors and aircraft are pieces of their own)`);
  for (const m of minefields)
    if (m.id in units || m.id in leaders) issues.fail(["sides", scenario.sides.findIndex((s) => s.id === m.owner), "minefields"], `minefield id "${m.id}" is a piece's id too (PG 16.7: each minefield is a piece)`);
  issues.throwIfAny();

  const { head, tail } = build.battleParts(sides, scenario.turns.count, placed, inForce, exits, victory, isCombatUnit);
  const battle: PgBattle = {
    ruleset: "panzer-grenadier",
    edition: "PG3",
    ...head,
    year: scenario.year,
    ...(named ? { nationalities: named } : {}),
    visibility: pgVisibility(lights![0]!),
    // PG 8.1: the light turn by turn, where it changes.
    ...changingLights(lights!),
    ...tail,
    ...(scenario.rulings ? { rulings: scenario.rulings } : {}),
    // PG 6.8: assigned in secret before play (the side's set-up command).
    tankLeaders: {},
    ...(minefields.length ? { minefields } : {}),
    ...(rails.length ? { rails } : {}),
    ...(offboard.length ? { offboard } : {}),
    ...(aircraft.length ? { aircraft } : {}),
    ...(scenario.smoke ? { smokeAllowed: true } : {}),
  };
  return { battle, entering: build.entering, markers: placed.markers, lights: lights!, rolls: build.rolls };
}

/**
 * The scenario book's designations by unit type (PG 1.2 APCs and open-top AFVs, 6.85 armored cars): each of a type of the
 * counter set, and consistent with the type's other values (an APC is open-top, 4.3; an armored car moves motorized, 5.1).
 */
function designationsOf(s: PgScenario, counters: PgCounterSet, issues: Issues): Readonly<Record<string, z.infer<typeof Designation>>> {
  for (const [id, d] of Object.entries(s.designations)) {
    if (!Object.hasOwn(counters.units, id)) {
      issues.fail(["designations", id], `unknown unit type "${id}" (not a unit type of the counter set)`);
      continue;
    }
    const type = counters.units[id]!;
    const set = Object.keys(d) as (keyof typeof d)[];
    for (const [field, message] of classIssues({ ...unitClassOf(type, false), ...d }, type.steps.value)) {
      const at = (set as string[]).includes(field) ? field : (set.find((k) => d[k]) ?? set[0]);
      issues.fail(at === undefined ? ["designations", id] : ["designations", id, at], `${type.name}: ${message}`);
    }
  }
  return s.designations;
}
