import { Refusal } from "../../../core/refusal";
import { decodeOnMap } from "../../../map";
import type { HexMap } from "../../../map/hex-map";
import { CI_ROSTER } from "../data/roster";
import { OFF_MAP_CLASSES, type CiRoster } from "../data/schemas/roster";
import type { CiScenario } from "../data/schemas/scenario";
import { stackLimit } from "../movement/stacking";
import { numberOf } from "../numbers/read";
import { CI, CI_EDITION, CiBattleJson, type CiBattle } from "../state";
import { firstHandle } from "../state/handles";

/**
 * The numbers a battle of `scenario` plays with (plan §3), fixed when it starts: a value the scenario prints (`rules`)
 * first, then the GM's settings, then the scenario's labelled playtest values (the GM chose to play with them).
 */
export function battleNumbers(scenario: CiScenario, settings: Readonly<Record<string, number>>, playtest: boolean): Record<string, number> {
  const given = (p: "rules" | "playtest") => Object.fromEntries(Object.entries(scenario.numbers).flatMap(([id, n]) => (n.provenance === p ? [[id, n.value]] : [])));
  return { ...(playtest ? given("playtest") : {}), ...settings, ...given("rules") };
}

/** A block's full strength for set-up: the label's, else the battle's number (or its RP default), else 1 until it is set (play refuses). */
function fullStrength(roster: CiRoster, numbers: Readonly<Record<string, number>>, kind: string): number {
  const printed = roster.kinds[kind]!.label.maxStrength?.value;
  if (printed !== undefined) return printed;
  try {
    return numberOf(numbers, `unit.${kind}.maxStrength`, roster);
  } catch (e) {
    if (e instanceof Refusal) return 1;
    throw e;
  }
}

/**
 * CI 10.x Set-up: a battle of `scenario` on `map`, in its set-up phase. Every block on the map starts upright (hidden,
 * under its first handle) except a bunker (always face-up, CI 2.x Bunker) and, with the option, tanks (CI 2.x Tanks);
 * off-map support stands off the map; a set-up area's blocks start spread over it (its owner rearranges them:
 * `place`); units start at full strength unless the scenario says otherwise. `salt` is the battle's secret (handles).
 */
export function startCiBattle(scenario: CiScenario, map: HexMap, numbers: Readonly<Record<string, number>>, salt: string, roster: CiRoster = CI_ROSTER): CiBattle {
  const areaHexes = new Map(Object.entries(scenario.setupAreas).map(([id, a]) => [id, a.hexes]));
  const blocks = Object.fromEntries(
    scenario.forces.map((f) => {
      const kind = roster.kinds[f.kind]!;
      const offMap = OFF_MAP_CLASSES.includes(kind.class);
      const area = typeof f.setup === "string" ? f.setup : null;
      // An area's blocks are spread over it below (spreadAreas).
      // CI 10.x Solitaire, the chit-pull: HQs start in their companies' face-down pools, never seen on the map.
      const pooled = kind.class === "hq" && scenario.options.chitPull;
      const hex = offMap || pooled ? null : typeof f.setup === "object" ? f.setup.hex : areaHexes.get(area!)![0]!;
      const shown = offMap || kind.class === "bunker" || (kind.class === "tank" && scenario.options.tanksRevealedAtSetup);
      return [
        f.id,
        {
          side: f.side,
          kind: f.kind,
          company: f.company,
          platoon: f.platoon,
          attachedTo: f.attachedTo,
          hex,
          status: offMap ? "off-map" : pooled ? "pool" : "on-map",
          orientation: shown ? "face-up" : "upright",
          strength: f.strength ?? fullStrength(roster, numbers, f.kind),
          handle: shown || pooled ? null : firstHandle(salt, f.id),
          setupArea: area,
        },
      ];
    }),
  );
  const json = {
    ruleset: CI,
    edition: CI_EDITION,
    scenario: { id: scenario.id, name: scenario.name, turns: scenario.turns },
    sides: scenario.sides.map((s) => ({ id: s.id, name: s.name, nation: s.nation })),
    night: scenario.night,
    weather: scenario.weather,
    options: scenario.options,
    numbers,
    roster,
    gameTurn: 1,
    playerTurn: 1,
    firstPlayer: scenario.firstSide,
    phase: "setup",
    setupAreas: scenario.setupAreas,
    blocks,
    markers: { foxholes: scenario.markers.foxholes, wire: scenario.markers.wire, smoke: scenario.markers.smoke },
    objectives: scenario.objectives,
    vp: Object.fromEntries(scenario.sides.map((s) => [s.id, 0])),
    salt,
  };
  const battle = decodeOnMap(map, CiBattleJson, json, `scenario ${scenario.id}`);
  spreadAreas(battle, map);
  return battle;
}

/** A hex's stacking limit, or `unset` while a number it needs is (play refuses until it is set). */
function limitOr(b: CiBattle, map: HexMap, hex: number, unset: number): number {
  try {
    return stackLimit(b, map, hex);
  } catch (e) {
    if (e instanceof Refusal) return unset;
    throw e;
  }
}

/**
 * CI 10.x Set-up: an area's blocks spread so the set-up is legal as it starts — one in each of its hexes first (C77),
 * then up to each hex's stacking limit, its hexes before the adjacent ones; the owner rearranges them with `place`.
 */
function spreadAreas(b: CiBattle, map: HexMap): void {
  for (const [area, a] of Object.entries(b.setupAreas)) {
    const ids = Object.keys(b.blocks).filter((id) => b.blocks[id]!.setupArea === area && b.blocks[id]!.status === "on-map");
    const near = a.hexes.flatMap((h) => map.around(h)).filter((h) => map.contains(map.hexAt(h)) && !a.hexes.includes(h) && !map.terrainAt(h).includes("sea"));
    const hexes = [...a.hexes, ...new Set(near)];
    const held = new Map<number, number>();
    const room = (hex: number) => limitOr(b, map, hex, Infinity) - (held.get(hex) ?? 0);
    ids.forEach((id, i) => {
      const hex = i < a.hexes.length ? a.hexes[i]! : (hexes.find((h) => room(h) > 0) ?? a.hexes[0]!);
      held.set(hex, (held.get(hex) ?? 0) + 1);
      b.blocks[id]!.hex = hex;
    });
  }
}
