import { decodeOnMap } from "../../../map/hex-codec";
import type { HexMap } from "../../../map/hex-map";
import type { RpCounterSet } from "../data/schemas/counters";
import type { RpScenario } from "../data/schemas/scenario";
import { rpHexLabel } from "../map/labels";
import { hasRoom } from "../sequence/stacking";
import { RP, RP_EDITION, RpBattleJson, type RpBattle, type RpBattleInput, type RpUnitInput } from "../state";
import { barrageOf } from "./barrages";
import { hexesOf, labelAt } from "./hex-areas";
import { ScenarioIssues } from "./issues";

export interface RpScenarioOptions {
  /** Where each unit of a line set up in more than one hex stands, by unit id: a printed hex name ("X10"). */
  readonly placements?: Readonly<Record<string, string>>;
  /** The source refusals name. */
  readonly source?: string;
}

/**
 * The Red Poppies battle a scenario sets up (RP 10.1) with a counter set on `map`, before turn 1: its sides with their
 * set-up areas and edges; each line of the order of battle as units `<counter>-<n>` (numbered by counter), placed in
 * their hex (one hex given, or the `placements`), IN a trench or blockhouse there, within stacking (RP 3.4), or
 * `waiting` to arrive (RP 10.2, 10.22); its off-map artillery groups (RP 7.0), preliminary bombardments (7.1, fired
 * first: the battle begins in its `preliminary` phase) and creeping barrages (7.4); its victory conditions (10.1); and
 * control at the start (RP 3.9: each side's set-up area, and the hexes the scenario gives it). Every fault is refused at
 * its path in the scenario, all together, as one DataError.
 */
export function rpBattleFromScenario(scenario: RpScenario, counters: RpCounterSet, map: HexMap, options: RpScenarioOptions = {}): RpBattle {
  const source = options.source ?? `scenario "${scenario.id}"`;
  const issues = new ScenarioIssues(source);
  const json = (hexes: readonly number[]) => hexes.map((h) => offset(map, h));
  if (scenario.map !== map.id) issues.fail(["map"], `the scenario is played on map "${scenario.map}", not "${map.id}"`);
  // RP 10.1: a scenario may put only part of the map in play; units set up in it alone.
  const inPlay = scenario.inPlay && new Set(hexesOf(map, scenario.inPlay, ["inPlay"], issues));
  const setUp: Record<string, number[]> = {};
  const sides = scenario.sides.map((s, i) => {
    setUp[s.id] = hexesOf(map, s.setUp, ["sides", i, "setUp"], issues).filter((h) => !inPlay || inPlay.has(h));
    const edge = hexesOf(map, s.edge, ["sides", i, "edge"], issues);
    return { id: s.id, name: s.name, power: s.power, infiltration: s.infiltration, setUp: json(setUp[s.id]!), edge: json(edge), transport: s.transport };
  });

  const { units, lines } = unitsOf(scenario, counters, map, setUp, options.placements ?? {}, issues);
  // RP 7.0: groups `<side>-oma-<n>`, numbered by side.
  const oma: NonNullable<RpBattleInput["oma"]> = {};
  const groups: Record<string, number> = {};
  scenario.oma.forEach((g, i) => {
    for (let n = 1; n <= g.count; n++) {
      const id = `${g.side}-oma-${(groups[g.side] = (groups[g.side] ?? 0) + 1)}`;
      if (id in units) issues.fail(["oma", i], `"${id}" is a unit's id too`);
      // RP 7.3: the groups the scenario assigns a pre-registered vertex, and every flare group.
      const mayPreregister = g.preregistered === true || g.mode === "flare";
      oma[id] = { side: g.side, name: g.count > 1 ? `${g.name} ${n}` : g.name, firepower: g.firepower, mode: g.mode, howitzer: g.howitzer, mayPreregister, ...(g.from !== undefined ? { from: g.from } : {}) };
    }
  });
  const preliminary = scenario.preliminary.map((p, i) => ({ side: p.side, kind: p.kind, hexes: json(hexesOf(map, p.hexes, ["preliminary", i, "hexes"], issues, setUp)) }));
  const barrages = scenario.barrages.map((b, i) => barrageOf(map, b, ["barrages", i], issues, setUp));
  const v = scenario.victory;
  const victory =
    v?.kind === "exit"
      ? { kind: v.kind, side: v.side, count: v.count, hexes: json(v.edge ? hexesOf(map, v.edge, ["victory", "edge"], issues, setUp) : []) }
      : v && { ...v, hexes: json(hexesOf(map, v.hexes, ["victory", "hexes"], issues, setUp)) };
  const controlled = scenario.sides.map((s, i) => [...setUp[s.id]!, ...hexesOf(map, s.controls, ["sides", i, "controls"], issues, setUp)]);
  const control = startingControl(scenario, controlled, units, map);
  issues.throwIfAny();

  const battle: RpBattleInput = {
    ruleset: RP,
    edition: RP_EDITION,
    scenario: {
      id: scenario.id,
      name: scenario.name,
      turns: scenario.turns,
      date: scenario.date,
      night: scenario.night,
      precipitation: scenario.precipitation,
      ...(victory ? { victory } : {}),
      ...(inPlay ? { inPlay: json([...inPlay]) } : {}),
    },
    sides: sides as RpBattleInput["sides"],
    turn: 1,
    phase: preliminary.length ? "preliminary" : "initiative",
    units,
    oma,
    barrages: barrages.filter((b) => b !== null),
    barragePlans: scenario.barragePlans.map((p) => ({ ...p, starts: null })),
    preliminary: preliminary as RpBattleInput["preliminary"],
    control,
  };
  const decoded = decodeOnMap(map, RpBattleJson, battle, source);
  checkStacking(decoded, map, lines, issues);
  issues.throwIfAny();
  return decoded;
}

/**
 * RP 3.9: "At the start of a scenario, a side controls all the hexes in its set up area(s)", and those the scenario
 * gives it. A hex in both sides' areas (AA 4's overlapping circles) is controlled by the side whose units stand there
 * alone, else by neither (a ruling: 3.9's sole occupant).
 */
function startingControl(scenario: RpScenario, controlled: readonly number[][], units: Readonly<Record<string, RpUnitInput>>, map: HexMap): Record<string, string> {
  const key = (h: number) => offset(map, h).join(",");
  const occupants = new Map<string, Set<string>>();
  for (const u of Object.values(units)) {
    const at = u.hex?.join(",");
    if (at !== undefined) occupants.set(at, (occupants.get(at) ?? new Set()).add(u.side));
  }
  const control: Record<string, string> = {};
  scenario.sides.forEach((s, i) => {
    const other = controlled[1 - i]!;
    for (const h of controlled[i]!) {
      const there = occupants.get(key(h));
      if (!other.includes(h) || (there?.size === 1 && there.has(s.id))) control[key(h)] = s.id;
    }
  });
  return control;
}

/** RP 10.1: each line's units (JSON), set up or waiting, IN fieldworks their hex has; and the line of each unit. */
function unitsOf(scenario: RpScenario, counters: RpCounterSet, map: HexMap, setUp: Readonly<Record<string, readonly number[]>>, placements: Readonly<Record<string, string>>, issues: ScenarioIssues) {
  const units: Record<string, RpUnitInput> = {};
  const lines: Record<string, number> = {};
  const numbers: Record<string, number> = {};
  const used = new Set<string>();
  scenario.order.forEach((line, i) => {
    const path = ["order", i];
    const kind = Object.hasOwn(counters.counters, line.counter) ? counters.counters[line.counter] : undefined;
    if (kind === undefined) return void issues.fail([...path, "counter"], `no counter "${line.counter}" in the counter set "${counters.name}"`);
    const area = line.at ? hexesOf(map, line.at, [...path, "at"], issues, setUp) : (setUp[line.side] ?? []);
    const outside = line.at ? area.find((h) => !setUp[line.side]?.includes(h)) : undefined;
    if (outside !== undefined) issues.fail([...path, "at"], `${rpHexLabel(map, outside)} is outside ${line.side}'s set-up area (RP 3.9)`);
    const arrives = line.arrives && { ...line.arrives, hexes: hexesOf(map, line.arrives.hexes, [...path, "arrives", "hexes"], issues, setUp).map((h) => offset(map, h)) };
    for (let k = 0; k < line.count; k++) {
      const n = (numbers[line.counter] = (numbers[line.counter] ?? 0) + 1);
      const id = `${line.counter}-${n}`;
      let hex: number | null = null;
      if (!arrives) {
        const given = placements[id];
        if (given !== undefined) {
          used.add(id);
          hex = labelAt(map, given, ["placements", id], issues);
          if (hex !== null && !area.includes(hex)) issues.fail(["placements", id], `"${id}" is placed in ${given}, not a hex its line (order[${i}]) sets up in`);
        } else if (area.length === 1) hex = area[0]!;
        else issues.fail([...path, "at"], `"${id}" sets up in any of ${area.length} hexes: the placements give its hex (RP 10.1)`);
        if (hex === null) continue;
        const t = map.terrainAt(hex);
        if (line.in === "trench" && !t.includes("trench") && !t.includes("quarry")) issues.fail([...path, "in"], `"${id}" cannot be IN a trench: ${rpHexLabel(map, hex)} has none printed (RP 8.32)`);
        if (line.in === "blockhouse" && !t.includes("blockhouse")) issues.fail([...path, "in"], `"${id}" cannot be IN a blockhouse: ${rpHexLabel(map, hex)} has none printed (RP 8.31)`);
      }
      lines[id] = i;
      units[id] = {
        side: line.side,
        name: `${kind.name} ${n}`,
        nationality: kind.nationality,
        types: kind.types,
        howitzer: kind.howitzer,
        faces: kind.faces,
        face: line.face,
        status: arrives ? "waiting" : "on-map",
        hex: hex === null ? null : offset(map, hex),
        in: arrives ? null : line.in,
        infiltration: kind.infiltration,
        ...(arrives ? { arrives } : {}),
      };
    }
  });
  for (const id of Object.keys(placements)) if (!used.has(id)) issues.fail(["placements", id], `no unit "${id}" sets up in an area (ids are <counter>-<n>)`);
  return { units, lines };
}

/** RP 3.4 (AA 14.0 quarries): the units set up one by one, each within its side's stacking limit where it stands. */
function checkStacking(b: RpBattle, map: HexMap, lines: Readonly<Record<string, number>>, issues: ScenarioIssues): void {
  let units: RpBattle["units"] = {};
  for (const [id, u] of Object.entries(b.units)) {
    // A new record each time: the units' index (state/lookups.ts) is kept per record, never for one written behind it.
    units = { ...units, [id]: u };
    if (u.hex !== null && !hasRoom({ ...b, units }, map, id, u.hex))
      issues.fail(["order", lines[id]!], `"${id}" overstacks ${rpHexLabel(map, u.hex)}: two non-AFV and two AFV units a side in a hex (RP 3.4; in a quarry four, and no tanks: AA 14.0)`);
  }
}

const offset = (map: HexMap, hex: number): [number, number] => {
  const o = map.offsetAt(hex);
  return [o.col, o.row];
};
