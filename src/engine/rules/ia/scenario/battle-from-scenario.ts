import type { DiceRoll, DiceSource } from "../../../core/dice";
import type { CounterSet } from "../data/schemas/counters";
import type { Scenario } from "../data/schemas/scenario";
import { jsonPath } from "../../../data/validate";
import type { HexMap } from "../../../map";
import { abortExits, type StartOfPlay } from "../board-edge/abort-edges";
import { canFortify } from "../fieldworks/occupation";
import { visibilityOf, type IaLight } from "../los/visibility";
import { optionsInForce } from "../optional/options";
import { IA_OPTIONAL_RULES, type IaOptionalRule } from "../state/option-ids";
import { STACKING } from "../movement/stacking";
import type { BoardExit, IaBattle, IaEdition, IaLeader, IaUnit } from "../state";
import { initialControl } from "./control";
import { Issues, type Path } from "./issues";
import { drawLeaders } from "./leader-draws";
import { leaderOf, LeaderPieces } from "./leaders";
import { lightsOf } from "./light";
import { startsOf, type Entry, type Starts } from "./placement";
import { hexName, hexOf, type ScenarioPosition } from "./positions";
import { sideOf } from "./sides";
import { STATUS, unitOf } from "./units";
import { victoryOf } from "../victory/from-scenario";

/** What the scenario leaves to the players or to chance. */
export interface ScenarioOptions {
  /** IA1 6.2 leader draws and flips; IA2 7.12's night-range die. */
  readonly dice: DiceSource;
  /** For each `zone` entry, by its index in `setup` or `leaders`: the hexes its owner chooses, one per piece, each in the zone. */
  readonly placements?: {
    readonly setup?: Readonly<Record<number, readonly ScenarioPosition[]>>;
    readonly leaders?: Readonly<Record<number, readonly ScenarioPosition[]>>;
  };
  /** The side that sets up first, when the scenario instructions say (IA1 Definitions, Control: it holds hexes equidistant from both sides). */
  readonly setsUpFirst?: string;
  /** Names the scenario in DataErrors. */
  readonly source?: string;
  /** IA1 17.0: the optional rules the players agreed to play; the scenario's own `optionalRules` win where it sets them. */
  readonly optionalRules?: readonly IaOptionalRule[];
}

/** A unit or leader that enters the board during play (IA1 16.41). */
export interface EnteringPiece extends Entry {
  readonly piece: string;
}

/** A battle ready to play, and what the scenario says that the battle has no place for. */
export interface ScenarioBattle {
  readonly battle: IaBattle;
  /** Pieces off the map (hex null) until they enter (IA1 16.41); the battle holds them too (`entering`). */
  readonly entering: readonly EnteringPiece[];
  /** Markers of kinds the engine does not know; smoke (IA1 16.1) and entrenchments (16.3) go into the battle. */
  readonly markers: readonly { readonly kind: string; readonly hex: number }[];
  /** The light of every turn, turn 1 first; the battle holds turn 1's, and all of them where they change (`lights`). */
  readonly lights: readonly IaLight[];
  /** The dice rolled, in order: leader draws and flips (IA1 6.2), the night range (IA2 7.12). */
  readonly rolls: readonly DiceRoll[];
}

/**
 * The Infantry Attacks battle a scenario sets up with a counter set on `map`, at the start of turn 1. Every problem —
 * an unknown counter, a hex off the map or on an unknown board, a rank title not in its list, more leaders drawn than
 * there are, an overstacked hex, a zone without the owner's placement — is reported at its path in the scenario, all
 * together, as one DataError.
 */
export function battleFromScenario(scenario: Scenario, counters: CounterSet, map: HexMap, options: ScenarioOptions): ScenarioBattle {
  const issues = new Issues(options.source ?? "scenario");
  const edition = checkHeader(scenario, counters, map, options, issues);
  issues.throwIfAny();
  const sides = [sideOf(scenario.sides[0]!), sideOf(scenario.sides[1]!)] as const;
  const nationalities = new Map(scenario.sides.map((s) => [s.id, s.nationalities]));
  const units: Record<string, IaUnit> = {};
  const leaders: Record<string, IaLeader> = {};
  const entering: EnteringPiece[] = [];
  /** IA1 16.21: infantry leaders the scenario puts under a Dug In marker, with their paths. */
  const dugInLeaders: { readonly id: string; readonly path: Path }[] = [];
  const rolls: DiceRoll[] = [];
  const pieces = new LeaderPieces(counters);
  const numbered = new Map<string, number>();
  /** Setup entry index of each unit, for stacking. */
  const entryOf = new Map<string, number>();
  /** IA1 16.42, 16.5: where each side's units set up, as the enemy may know it. */
  const sections = new Map<string, number[]>(sides.map((s) => [s.id, []]));
  const place = (id: string, starts: Starts) => {
    if (starts.enters) entering.push({ piece: id, ...starts.enters });
  };

  scenario.setup.forEach((e, i) => {
    const path = ["setup", i];
    const type = counters.units[e.counter];
    const named = counters.leaders[e.counter];
    if (type && named) return issues.fail([...path, "counter"], `"${e.counter}" is both a unit type and a leader in the counter set`);
    if (!type && !named) return issues.fail([...path, "counter"], `unknown counter "${e.counter}" (not a unit type or leader of the counter set)`);
    const nationality = (type ?? named)!.nationality;
    if (!nationalities.get(e.side)!.includes(nationality))
      return issues.fail([...path, "counter"], `"${e.counter}" is ${nationality}, not a nationality of side "${e.side}"`);
    const starts = startsOf(map, e, path, options.placements?.setup?.[i], issues);
    if (type) {
      // IA1 16.24: transports and cavalry never dig in.
      const cannotDig = e.dugIn && (type.category === "cavalry" || type.category === "transport");
      if (cannotDig) issues.fail([...path, "dugIn"], `${type.name} cannot dig in (IA1 16.24)`);
      const offBoard = e.dugIn && starts?.enters != null;
      if (offBoard) issues.fail([...path, "dugIn"], "units that enter during play do not start dug in (IA1 16.2)");
      if (!starts || cannotDig || offBoard) return;
      for (let k = 0; k < e.count; k++) {
        const n = (numbered.get(e.counter) ?? 0) + 1;
        numbered.set(e.counter, n);
        const unit = unitOf(type, `${e.counter}-${n}`, `${type.name} ${n}`, starts.hexes[k]!, e, path, issues);
        if (!unit) return;
        units[unit.id] = e.dugIn ? { ...unit, dugIn: true } : unit;
        entryOf.set(unit.id, i);
        place(unit.id, starts);
      }
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
    leaders[leader.id] = leader;
    if (e.dugIn) dugInLeaders.push({ id: leader.id, path });
    place(leader.id, starts);
  });

  scenario.leaders.forEach((d, i) => {
    const path = ["leaders", i];
    const starts = startsOf(map, d, path, options.placements?.leaders?.[i], issues);
    if (!starts) return;
    const drawn = drawLeaders(counters, pieces, d, nationalities.get(d.side)!, options.dice, rolls, path, issues);
    drawn?.forEach((id, k) => {
      const leader = leaderOf(counters, id, d.side, { hex: starts.hexes[k]!, hidden: d.hidden, status: "good" }, path, issues);
      if (!leader) return;
      leaders[id] = leader;
      place(id, starts);
    });
  });

  for (const [id, i] of entryOf) if (id in leaders) issues.fail(["setup", i, "counter"], `unit id "${id}" is also a leader's id in the counter set`);
  checkStacking(scenario, map, units, entryOf, issues);
  // IA1 16.21, 16.25: a leader is under a Dug In marker only with units of his side dug in in his hex.
  for (const { id, path } of dugInLeaders) {
    const l = leaders[id]!;
    if (!Object.values(units).some((u) => u.dugIn && u.side === l.side && u.hex === l.hex))
      issues.fail([...path, "dugIn"], `${l.name} is dug in only with units of his side dug in in his hex (IA1 16.21)`);
  }
  const { smoke, entrenchments, markers } = placeMarkers(scenario, map, units, issues);
  const lights = lightsOf(scenario, edition, options.dice, rolls, issues);
  for (const id of Object.keys(scenario.optionalRules ?? {}))
    if (!(id in IA_OPTIONAL_RULES)) issues.fail(["optionalRules", id], `"${id}" is not an optional rule of Infantry Attacks (${Object.keys(IA_OPTIONAL_RULES).join(", ")})`);
  const inForce = optionsInForce(scenario.optionalRules, options.optionalRules ?? []);
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
  const exits = [...exitsOf(scenario, map, issues), ...abortExits(map, [startOfPlay(sides[0].id), startOfPlay(sides[1].id)])];
  const victory = victoryOf(scenario, map, issues);
  issues.throwIfAny();

  const battle: IaBattle = {
    ruleset: "infantry-attacks",
    edition,
    turn: 1,
    lastTurn: scenario.turns.count,
    phase: "initiative",
    sides,
    initiative: null,
    impulses: null,
    activation: null,
    // In the records' order, as the battle's JSON codec (state/battle-schema) decodes them.
    units: new Map(Object.entries(units)),
    leaders: new Map(Object.entries(leaders)),
    eliminated: [],
    visibility: visibilityOf(edition, lights![0]!),
    // IA1 8.4, IA2 7.11: the light turn by turn, where it changes.
    ...(lights!.some((l) => JSON.stringify(l) !== JSON.stringify(lights![0])) ? { lights: lights! } : {}),
    smoke,
    ...(entrenchments.length ? { entrenchments } : {}),
    control: initialControl(map, Object.values(units), [sides[0].id, sides[1].id], options.setsUpFirst ?? null),
    ...(inForce.length ? { options: inForce } : {}),
    // IA1 16.41, 16.42: who enters when and where, and who may exit where.
    ...(entering.length ? { entering } : {}),
    ...(exits.length ? { exits } : {}),
    // IA1 3.0: the victory conditions counted at the end of the last turn.
    ...(victory ? { victory } : {}),
  };
  return { battle, entering, markers, lights: lights!, rolls };
}

/** IA1 16.42: each side's exit hexes as map indices. */
function exitsOf(s: Scenario, map: HexMap, issues: Issues): BoardExit[] {
  return s.sides.flatMap((side, i) =>
    (side.exits ?? []).map((x, j) => {
      const hexes = x.hexes.map((h, k) => hexOf(map, h, ["sides", i, "exits", j, "hexes", k], issues)).filter((h) => h !== null);
      return { side: side.id, hexes, ...(x.abortOnly ? { abortOnly: true as const } : {}) };
    }),
  );
}

/** The edition both files are for, the map they are played on, two sides. */
function checkHeader(s: Scenario, counters: CounterSet, map: HexMap, options: ScenarioOptions, issues: Issues): IaEdition {
  if (s.ruleset !== "infantry-attacks") issues.fail(["ruleset"], `"${s.ruleset}" is not infantry-attacks`);
  if (s.edition !== "IA1" && s.edition !== "IA2") issues.fail(["edition"], `"${s.edition}" is not IA1 or IA2`);
  if (counters.ruleset !== s.ruleset || counters.edition !== s.edition)
    issues.fail(["edition"], `the counter set "${counters.name}" is for ${counters.ruleset} ${counters.edition}`);
  const mapId = typeof s.map === "string" ? s.map : s.map.id;
  if (mapId !== map.id) issues.fail(typeof s.map === "string" ? ["map"] : ["map", "id"], `the scenario is played on map "${mapId}", not "${map.id}"`);
  if (s.sides.length !== 2) issues.fail(["sides"], `a battle has two sides, not ${s.sides.length}`);
  if (options.setsUpFirst !== undefined && !s.sides.some((x) => x.id === options.setsUpFirst))
    issues.fail(["sides"], `options.setsUpFirst: no side "${options.setsUpFirst}"`);
  return s.edition as IaEdition;
}

/** IA1 4.1: at set-up, per side and hex, three combat units (two of them companies) and three transports. */
function checkStacking(s: Scenario, map: HexMap, units: Record<string, IaUnit>, entryOf: ReadonlyMap<string, number>, issues: Issues): void {
  const stacks = new Map<string, { combat: number; companies: number; transports: number }>();
  const reported = new Set<number>();
  for (const [id, i] of entryOf) {
    const u = units[id]!;
    if (u.hex === null) continue;
    const key = `${u.side}@${u.hex}`;
    const n = stacks.get(key) ?? { combat: 0, companies: 0, transports: 0 };
    if (u.kind === "TRANSPORT") n.transports++;
    else {
      n.combat++;
      if (u.company) n.companies++;
    }
    stacks.set(key, n);
    if ((n.combat > STACKING.combat || n.companies > STACKING.companies || n.transports > STACKING.transports) && !reported.has(i)) {
      reported.add(i);
      const where: Path = ["setup", i, s.setup[i]!.at !== undefined ? "at" : "zone"];
      issues.fail(where, `${id} overstacks ${hexName(map, u.hex)} (IA1 4.1: three combat units, no more than two companies, and three transports a side)`);
    }
  }
}

/**
 * Markers before play: smoke (IA1 16.1) and entrenchments (16.3) into the battle; an entrenchment puts the units set
 * up in its hex under it (16.31), except cavalry and transports, which stay on top (16.34). Kinds the engine does not
 * know are returned as markers the battle does not hold.
 */
function placeMarkers(s: Scenario, map: HexMap, units: Record<string, IaUnit>, issues: Issues) {
  const smoke: number[] = [];
  const entrenchments: number[] = [];
  const markers: { kind: string; hex: number }[] = [];
  s.markers.forEach((m, i) => {
    const hex = hexOf(map, m.at, ["markers", i, "at"], issues);
    if (hex === null) return;
    if (m.kind === "smoke") return void (smoke.includes(hex) || smoke.push(hex));
    if (m.kind !== "entrenchment") return void markers.push({ kind: m.kind, hex });
    if (!entrenchments.includes(hex)) entrenchments.push(hex);
    for (const u of Object.values(units)) if (u.hex === hex && canFortify(u)) u.entrenched = true;
  });
  return { smoke, entrenchments, markers };
}
