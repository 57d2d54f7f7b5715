import type { DiceRoll, DiceSource } from "../../../core/dice";
import type { HexMap } from "../../../map";
import type { ScenarioLight } from "../los/visibility";
import type { BoardExit, SeriesSide } from "../state/battle";
import type { MoraleStatus, SeriesLeader, SeriesUnit } from "../state/pieces";
import type { Victory } from "../victory/conditions";
import type { Cite } from "../rulebook";
import { initialControl } from "./control";
import { Issues, type Path } from "./issues";
import { drawLeaders, type Draw, type LeaderPieces } from "./leader-draws";
import { startsOf, type Entry, type PlacedEntry, type Starts } from "./placement";
import { hexName, hexOf, type ScenarioPosition } from "./positions";

/** A set-up entry's morale state (data/schemas/scenario.ts `setupState`) as the battle holds it (14.0). */
export const SETUP_STATUS = { "good-order": "good", disrupted: "disrupted", demoralized: "demoralized" } as const satisfies Record<string, MoraleStatus>;

/** What the scenario leaves to the players or to chance, in both games. */
export interface ScenarioOptions<R extends string = string> {
  /** PG 6.1, IA1 6.2 leader draws and flips; a game's own dice (IA2 7.12's night range). */
  readonly dice: DiceSource;
  /** For each `zone` entry, by its index in `setup` or `leaders`: the hexes its owner chooses, one per piece, each in the zone. */
  readonly placements?: {
    readonly setup?: Readonly<Record<number, readonly ScenarioPosition[]>>;
    readonly leaders?: Readonly<Record<number, readonly ScenarioPosition[]>>;
  };
  /** The side that sets up first, when the scenario instructions say (1.2 Control: it holds hexes equidistant from both sides). */
  readonly setsUpFirst?: string;
  /** Names the scenario in DataErrors. */
  readonly source?: string;
  /** 17.0: the optional rules the players agreed to play; the scenario's own `optionalRules` win where it sets them. */
  readonly optionalRules?: readonly R[];
}

/** A unit or leader that enters the board during play (PG 16.51, IA1 16.41). */
export interface EnteringPiece extends Entry {
  readonly piece: string;
}

/** A battle ready to play, and what the scenario says that the battle has no place for. */
export interface ScenarioBattle<B, L = ScenarioLight> {
  readonly battle: B;
  /** Pieces off the map (hex null) until they enter (PG 16.51, IA1 16.41); the battle holds them too (`entering`). */
  readonly entering: readonly EnteringPiece[];
  /** Markers of kinds the engine does not know; smoke (16.1) and entrenchments (PG 16.4, IA1 16.3) go into the battle. */
  readonly markers: readonly { readonly kind: string; readonly hex: number }[];
  /** The light of every turn, turn 1 first; the battle holds turn 1's, and all of them where they change (`lights`). */
  readonly lights: readonly L[];
  /** The dice rolled, in order: leader draws and flips (PG 6.1, IA1 6.2), a game's own. */
  readonly rolls: readonly DiceRoll[];
}

/** The game a scenario is built for: its ruleset id, its editions, its name for players and its optional rules' ids. */
export interface ScenarioGame<R extends string = string> {
  readonly ruleset: string;
  readonly editions: readonly string[];
  readonly name: string;
  readonly optionalRules: readonly R[];
}

/** What the header check reads of a scenario and of a counter set. */
interface Header {
  readonly ruleset: string;
  readonly edition: string;
  readonly map: string | { readonly id: string };
  readonly sides: readonly { readonly id: string }[];
}

/** A scenario entry that names a counter and places its pieces. */
type CounterEntry = PlacedEntry & { readonly counter: string };

/**
 * Building a battle from a scenario, in both games: the pieces as they are made, where they start and enter, the dice
 * rolled and every problem at its path in the scenario (`issues`, thrown together as one DataError). Each game's
 * builder makes its own units and leaders and calls the steps in its order.
 */
export class ScenarioBuild<U extends SeriesUnit<unknown>, L extends SeriesLeader> {
  readonly issues: Issues;
  /** The pieces by id, in the order made: the battle's order. */
  readonly units: Record<string, U> = {};
  readonly leaders: Record<string, L> = {};
  readonly entering: EnteringPiece[] = [];
  readonly rolls: DiceRoll[] = [];
  /** The set-up entry of each unit, by index, for stacking (4.1). */
  readonly entryOf = new Map<string, number>();
  /** Each side's nationalities. */
  readonly nationalities: ReadonlyMap<string, readonly string[]>;
  private readonly numbered = new Map<string, number>();

  constructor(
    readonly map: HexMap,
    readonly options: ScenarioOptions,
    sides: readonly { readonly id: string; readonly nationalities: readonly string[] }[],
  ) {
    this.issues = new Issues(options.source ?? "scenario");
    this.nationalities = new Map(sides.map((s) => [s.id, s.nationalities]));
  }

  /**
   * The edition both files are for, the map they are played on, two sides, a known side setting up first: each problem
   * recorded at its path (the caller throws them before building on a header that is wrong).
   */
  checkHeader(s: Header, counters: { readonly ruleset: string; readonly edition: string; readonly name: string }, game: ScenarioGame): void {
    const fail = (path: Path, message: string) => this.issues.fail(path, message);
    if (s.ruleset !== game.ruleset) fail(["ruleset"], `"${s.ruleset}" is not ${game.ruleset}`);
    if (!game.editions.includes(s.edition)) fail(["edition"], `"${s.edition}" is not ${game.editions.join(" or ")}`);
    if (counters.ruleset !== s.ruleset || counters.edition !== s.edition) fail(["edition"], `the counter set "${counters.name}" is for ${counters.ruleset} ${counters.edition}`);
    const mapId = typeof s.map === "string" ? s.map : s.map.id;
    if (mapId !== this.map.id) fail(typeof s.map === "string" ? ["map"] : ["map", "id"], `the scenario is played on map "${mapId}", not "${this.map.id}"`);
    if (s.sides.length !== 2) fail(["sides"], `a battle has two sides, not ${s.sides.length}`);
    const first = this.options.setsUpFirst;
    if (first !== undefined && !s.sides.some((x) => x.id === first)) fail(["sides"], `options.setsUpFirst: no side "${first}"`);
  }

  /** Where the pieces of entry `i` of `setup` or `leaders` start (`zone` entries: as the owner placed them, `options.placements`). */
  startsOf(key: "setup" | "leaders", i: number, entry: PlacedEntry): Starts | null {
    return startsOf(this.map, entry, [key, i], this.options.placements?.[key]?.[i], this.issues);
  }

  /**
   * The counter set-up entry `i` names: a unit type or a leader piece of the counter set (never both), of a nationality
   * of the entry's side, with where its pieces start (null when a hex is wrong). Null when the counter is wrong (recorded).
   */
  counterOf<T extends { readonly nationality: string }, N extends { readonly nationality: string }>(
    e: CounterEntry,
    i: number,
    units: Readonly<Record<string, T>>,
    leaders: Readonly<Record<string, N>>,
  ): { readonly type?: T; readonly named?: N; readonly starts: Starts | null } | null {
    const path = ["setup", i, "counter"];
    const type = Object.hasOwn(units, e.counter) ? units[e.counter] : undefined;
    const named = Object.hasOwn(leaders, e.counter) ? leaders[e.counter] : undefined;
    if (type && named) return this.issues.fail(path, `"${e.counter}" is both a unit type and a leader in the counter set`);
    if (!type && !named) return this.issues.fail(path, `unknown counter "${e.counter}" (not a unit type or leader of the counter set)`);
    const nationality = (type ?? named)!.nationality;
    if (!this.nationalities.get(e.side)!.includes(nationality)) return this.issues.fail(path, `"${e.counter}" is ${nationality}, not a nationality of side "${e.side}"`);
    return { ...(type ? { type } : { named }), starts: this.startsOf("setup", i, e) };
  }

  /** Adds entry `i`'s `count` units, numbered per counter (`<counter>-<n>`, named `<name> <n>`), each `make` makes at its start. */
  addUnits(e: CounterEntry, i: number, starts: Starts, name: string, make: (id: string, name: string, hex: number | null) => U | null): void {
    for (let k = 0; k < e.count; k++) {
      const n = (this.numbered.get(e.counter) ?? 0) + 1;
      this.numbered.set(e.counter, n);
      const unit = make(`${e.counter}-${n}`, `${name} ${n}`, starts.hexes[k]!);
      if (!unit) return;
      this.units[unit.id] = unit;
      this.entryOf.set(unit.id, i);
      this.enters(unit.id, starts);
    }
  }

  /** Adds a leader the scenario names or draws, starting where his entry says. */
  addLeader(leader: L, starts: Starts): void {
    this.leaders[leader.id] = leader;
    this.enters(leader.id, starts);
  }

  /** A piece of an entry that enters during play waits off the map (PG 16.51, IA1 16.41). */
  private enters(id: string, starts: Starts): void {
    if (starts.enters) this.entering.push({ piece: id, ...starts.enters });
  }

  /**
   * The scenario's leader draws (PG 6.1, IA1 6.2), in order: where each draw's leaders start, which of `pieces` it draws
   * from (`drawOf`: the game's container, null when the draw is wrong), the leaders drawn and flipped, each one `make`
   * makes at his start.
   */
  drawLeaders<D extends PlacedEntry>(
    draws: readonly D[],
    pieces: LeaderPieces,
    cite: Cite,
    drawOf: (d: D, path: Path) => Draw | null,
    make: (id: string, d: D, hex: number | null, path: Path) => L | null,
  ): void {
    draws.forEach((d, i) => {
      const path = ["leaders", i];
      const starts = this.startsOf("leaders", i, d);
      if (!starts) return;
      const draw = drawOf(d, path);
      const drawn = draw && drawLeaders(pieces, draw, this.options.dice, this.rolls, path, this.issues, cite);
      drawn?.forEach((id, k) => {
        const leader = make(id, d, starts.hexes[k]!, path);
        if (leader) this.addLeader(leader, starts);
      });
    });
  }

  /** Unit ids (`<counter>-<n>`) must not be a leader's. */
  checkIds(): void {
    for (const [id, i] of this.entryOf) if (id in this.leaders) this.issues.fail(["setup", i, "counter"], `unit id "${id}" is also a leader's id in the counter set`);
  }

  /**
   * 4.1 at set-up: each side's units in a hex, in set-up order, judged by `over` (the game's limits: why the stack is over
   * them, or null); the first unit of an entry over them names the entry (its `at` or `zone`). Units entering later do
   * not count.
   */
  checkStacking(setup: readonly { readonly at?: unknown }[], over: (stack: readonly U[], hex: number) => string | null): void {
    const stacks = new Map<string, U[]>();
    const reported = new Set<number>();
    for (const [id, i] of this.entryOf) {
      const u = this.units[id]!;
      if (u.hex === null) continue;
      const key = `${u.side}@${u.hex}`;
      const stack = stacks.get(key) ?? stacks.set(key, []).get(key)!;
      stack.push(u);
      const why = over(stack, u.hex);
      if (why === null || reported.has(i)) continue;
      reported.add(i);
      this.issues.fail(["setup", i, setup[i]!.at !== undefined ? "at" : "zone"], `${id} overstacks ${hexName(this.map, u.hex)} (${why})`);
    }
  }

  /**
   * Markers before play: smoke (16.1) and entrenchments (PG 16.4, IA1 16.3) into the battle; an entrenchment puts the
   * units set up in its hex that `fortifies` accepts under it (PG 16.42, IA1 16.34: the others stay on top). Kinds the
   * engine does not know are returned as markers the battle does not hold.
   */
  placeMarkers(markers: readonly { readonly kind: string; readonly at: ScenarioPosition }[], fortifies: (u: U) => boolean) {
    const smoke: number[] = [];
    const entrenchments: number[] = [];
    const others: { kind: string; hex: number }[] = [];
    markers.forEach((m, i) => {
      const hex = hexOf(this.map, m.at, ["markers", i, "at"], this.issues);
      if (hex === null) return;
      if (m.kind === "smoke") return void (smoke.includes(hex) || smoke.push(hex));
      if (m.kind !== "entrenchment") return void others.push({ kind: m.kind, hex });
      if (!entrenchments.includes(hex)) entrenchments.push(hex);
      for (const u of Object.values(this.units)) if (u.hex === hex && fortifies(u)) u.entrenched = true;
    });
    return { smoke, entrenchments, markers: others };
  }

  /**
   * 17.0: the optional rules in force: each one the scenario turns on or off is as it says, the others as the players
   * chose (`options.optionalRules`), in the game's order; an id the scenario sets must be one of the game's.
   */
  optionsOf<R extends string>(set: Readonly<Record<string, boolean>> | undefined, game: ScenarioGame<R>): R[] {
    for (const id of Object.keys(set ?? {}))
      if (!(game.optionalRules as readonly string[]).includes(id)) this.issues.fail(["optionalRules", id], `"${id}" is not an optional rule of ${game.name} (${game.optionalRules.join(", ")})`);
    const chosen = this.options.optionalRules ?? [];
    return game.optionalRules.filter((r) => set?.[r] ?? chosen.includes(r));
  }

  /** PG 16.52, IA1 16.42: each side's exit hexes as map indices. */
  exitsOf(sides: readonly { readonly id: string; readonly exits?: readonly { readonly hexes: readonly ScenarioPosition[]; readonly abortOnly?: true }[] }[]): BoardExit[] {
    return sides.flatMap((side, i) =>
      (side.exits ?? []).map((x, j) => {
        const hexes = x.hexes.map((h, k) => hexOf(this.map, h, ["sides", i, "exits", j, "hexes", k], this.issues)).filter((h) => h !== null);
        return { side: side.id, hexes, ...(x.abortOnly ? { abortOnly: true as const } : {}) };
      }),
    );
  }

  /**
   * What every battle holds at the start of turn 1 (3.0), in the order the battles write it: `head` before the game's
   * light, `tail` after it. Control as 1.2 gives it at the start, combat units being those `isCombat` accepts.
   */
  battleParts<S extends SeriesSide, R extends string>(
    sides: readonly [S, S],
    lastTurn: number,
    markers: { readonly smoke: number[]; readonly entrenchments: readonly number[] },
    options: readonly R[],
    exits: readonly BoardExit[],
    victory: Victory | undefined,
    isCombat: (u: U) => boolean,
  ) {
    const { smoke, entrenchments } = markers;
    const control = initialControl(this.map, Object.values(this.units), [sides[0].id, sides[1].id], this.options.setsUpFirst ?? null, isCombat);
    const entering = this.entering;
    return {
      head: {
        turn: 1,
        lastTurn,
        phase: "initiative" as const,
        sides,
        initiative: null,
        impulses: null,
        activation: null,
        // In the records' order, as the battles' JSON codecs decode them.
        units: new Map(Object.entries(this.units)),
        leaders: new Map(Object.entries(this.leaders)),
        eliminated: [] as string[],
      },
      tail: {
        smoke,
        ...(entrenchments.length ? { entrenchments } : {}),
        control,
        ...(options.length ? { options } : {}),
        // PG 16.51, 16.52, IA1 16.41, 16.42: who enters when and where, and who may exit where.
        ...(entering.length ? { entering } : {}),
        ...(exits.length ? { exits } : {}),
        // 3.0: the victory conditions counted at the end of the last turn.
        ...(victory ? { victory } : {}),
      },
    };
  }
}

/** The light turn by turn when it changes (PG 8.1, IA1 8.4, IA2 7.11): the battle holds every turn's; absent when it never does. */
export function changingLights<L>(lights: readonly L[]): { readonly lights?: readonly L[] } {
  return lights.some((l) => JSON.stringify(l) !== JSON.stringify(lights[0])) ? { lights } : {};
}
