import type { CounterSet } from "../data/schemas/counters";
import type { Scenario } from "../data/schemas/scenario";
import { jsonPath } from "../../../data/validate";
import type { HexMap } from "../../../map";
import { abortExits, type StartOfPlay } from "../board-edge/abort-edges";
import { canFortify } from "../fieldworks/occupation";
import { visibilityOf, type IaLight } from "../los/visibility";
import { IA_OPTIONAL_RULE_IDS, type IaOptionalRule } from "../state/option-ids";
import { STACKING } from "../movement/stacking";
import type { IaBattle, IaEdition, IaLeader, IaUnit } from "../state";
import type { Path } from "../../series/scenario/issues";
import {
  changingLights,
  ScenarioBuild,
  type EnteringPiece,
  type ScenarioBattle as SeriesScenarioBattle,
  type ScenarioGame,
  type ScenarioOptions as SeriesScenarioOptions,
} from "../../series/scenario/build";
import { victoryOf } from "../../series/scenario/victory";
import { iaCite } from "../rulebook";
import { leaderDraw } from "./leader-draws";
import { iaLeaderPieces, leaderOf } from "./leaders";
import { lightsOf } from "./light";
import { sideOf } from "./sides";
import { STATUS, unitOf } from "./units";

export type { EnteringPiece };

/** What the scenario leaves to the players or to chance (series/scenario/build.ts): IA1 17.0's optional rules among it. */
export type ScenarioOptions = SeriesScenarioOptions<IaOptionalRule>;

/** A battle ready to play, and what the scenario says that the battle has no place for (IA1 16.41, 16.1, 16.3, 8.4, IA2 7.11). */
export type ScenarioBattle = SeriesScenarioBattle<IaBattle, IaLight>;

/** Infantry Attacks as a scenario names it. */
const GAME: ScenarioGame<IaOptionalRule> = { ruleset: "infantry-attacks", editions: ["IA1", "IA2"], name: "Infantry Attacks", optionalRules: IA_OPTIONAL_RULE_IDS };

/**
 * The Infantry Attacks battle a scenario sets up with a counter set on `map`, at the start of turn 1. Every problem —
 * an unknown counter, a hex off the map or on an unknown board, a rank title not in its list, more leaders drawn than
 * there are, an overstacked hex, a zone without the owner's placement — is reported at its path in the scenario, all
 * together, as one DataError.
 */
export function battleFromScenario(scenario: Scenario, counters: CounterSet, map: HexMap, options: ScenarioOptions): ScenarioBattle {
  const build = new ScenarioBuild<IaUnit, IaLeader>(map, options, scenario.sides);
  const { issues } = build;
  build.checkHeader(scenario, counters, GAME);
  issues.throwIfAny();
  const edition = scenario.edition as IaEdition;
  const sides = [sideOf(scenario.sides[0]!), sideOf(scenario.sides[1]!)] as const;
  /** IA1 16.21: infantry leaders the scenario puts under a Dug In marker, with their paths. */
  const dugInLeaders: { readonly id: string; readonly path: Path }[] = [];
  const pieces = iaLeaderPieces(counters);
  /** IA1 16.42, 16.5: where each side's units set up, as the enemy may know it. */
  const sections = new Map<string, number[]>(sides.map((s) => [s.id, []]));

  scenario.setup.forEach((e, i) => {
    const path = ["setup", i];
    const found = build.counterOf(e, i, counters.units, counters.leaders);
    if (!found) return;
    const { type, named, starts } = found;
    if (type) {
      // IA1 16.24: transports and cavalry never dig in.
      const cannotDig = e.dugIn && (type.category === "cavalry" || type.category === "transport");
      if (cannotDig) issues.fail([...path, "dugIn"], `${type.name} cannot dig in (IA1 16.24)`);
      const offBoard = e.dugIn && starts?.enters != null;
      if (offBoard) issues.fail([...path, "dugIn"], "units that enter during play do not start dug in (IA1 16.2)");
      if (!starts || cannotDig || offBoard) return;
      build.addUnits(e, i, starts, type.name, (id, name, hex) => {
        const unit = unitOf(type, id, name, hex, e, path, issues);
        return unit && e.dugIn ? { ...unit, dugIn: true } : unit;
      });
      if (!starts.enters) sections.get(e.side)?.push(...(e.hidden ? (starts.zone ?? []) : (starts.hexes as number[])));
      return;
    }
    const l = named!;
    const ok = [
      e.count === 1 || issues.fail([...path, "count"], `${l.name} is one leader`),
      ...(["reduced", "dismounted", "limbered"] as const).map((f) => !e[f] || issues.fail([...path, f], `${l.name} is a leader, not a unit`)),
      // IA1 16.21, 16.24: infantry leaders share their units' Dug In marker; cavalry leaders never dig in.
      !e.dugIn || l.type === "infantry" || issues.fail([...path, "dugIn"], `${l.name} is a cavalry leader and cannot dig in (IA1 16.24)`),
    ].every(Boolean);
    const usedAt = pieces.take(e.counter, jsonPath(path));
    if (usedAt !== null) return issues.fail([...path, "counter"], `${l.name}'s piece is already used at ${usedAt} (IA1 6.2: one leader a piece)`);
    if (!ok || !starts) return;
    const leader = leaderOf(counters, e.counter, e.side, { hex: starts.hexes[0]!, hidden: e.hidden, status: STATUS[e.status] }, [...path, "counter"], issues);
    if (!leader) return;
    build.addLeader(leader, starts);
    if (e.dugIn) dugInLeaders.push({ id: leader.id, path });
  });

  build.drawLeaders(
    scenario.leaders,
    pieces,
    iaCite("IA1"),
    (d, path) => leaderDraw(counters, d, build.nationalities.get(d.side)!, path, issues),
    (id, d, hex, path) => leaderOf(counters, id, d.side, { hex, hidden: d.hidden, status: "good" }, path, issues),
  );

  build.checkIds();
  // IA1 4.1: at set-up, per side and hex, three combat units (two of them companies) and three transports.
  build.checkStacking(scenario.setup, (stack) => (overstacked(stack) ? "IA1 4.1: three combat units, no more than two companies, and three transports a side" : null));
  const { units, leaders, entering } = build;
  // IA1 16.21, 16.25: a leader is under a Dug In marker only with units of his side dug in in his hex.
  for (const { id, path } of dugInLeaders) {
    const l = leaders[id]!;
    if (!Object.values(units).some((u) => u.dugIn && u.side === l.side && u.hex === l.hex))
      issues.fail([...path, "dugIn"], `${l.name} is dug in only with units of his side dug in in his hex (IA1 16.21)`);
  }
  // IA1 16.1, 16.3, 16.31, 16.34.
  const placed = build.placeMarkers(scenario.markers, canFortify);
  const lights = lightsOf(scenario, edition, options.dice, build.rolls, issues);
  const inForce = build.optionsOf(scenario.optionalRules, GAME);
  const startOfPlay = (side: string): StartOfPlay => {
    const first = entering.filter((x) => x.turn === 1 && units[x.piece]?.side === side);
    return {
      side,
      guns: Object.values(units).some((u) => u.side === side && (u.kind === "ART" || u.kind === "MORTAR")),
      entries: first.map((x) => x.hexes),
      publicEntries: first.filter((x) => !units[x.piece]!.hidden).map((x) => x.hexes),
      section: sections.get(side)!,
    };
  };
  const exits = [...build.exitsOf(scenario.sides), ...abortExits(map, [startOfPlay(sides[0].id), startOfPlay(sides[1].id)])];
  const victory = victoryOf(scenario.victoryConditions, map, issues);
  issues.throwIfAny();

  const { head, tail } = build.battleParts(sides, scenario.turns.count, placed, inForce, exits, victory, (u) => u.kind !== "TRANSPORT");
  const battle: IaBattle = {
    ruleset: "infantry-attacks",
    edition,
    ...head,
    visibility: visibilityOf(edition, lights![0]!),
    // IA1 8.4, IA2 7.11: the light turn by turn, where it changes.
    ...changingLights(lights!),
    ...tail,
  };
  return { battle, entering, markers: placed.markers, lights: lights!, rolls: build.rolls };
}

/** IA1 4.1: three combat units, no more than two of them companies, and three transports a side in a hex. */
function overstacked(stack: readonly IaUnit[]): boolean {
  const transports = stack.filter((u) => u.kind === "TRANSPORT").length;
  const combat = stack.length - transports;
  const companies = stack.filter((u) => u.kind !== "TRANSPORT" && u.company).length;
  return combat > STACKING.combat || companies > STACKING.companies || transports > STACKING.transports;
}
