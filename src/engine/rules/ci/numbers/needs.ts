import type { HexMap } from "../../../map/hex-map";
import { ASSAULT_LIMIT_HEXSIDES, CI_NUMBERS, DEFENSE_TERRAIN, FIRE_LIMIT_HEXSIDES, lostFields, MP_HEXSIDES, STACK_TERRAIN, unitNumber, type CiNumber } from "../data/numbers";
import type { CiClass, CiRoster } from "../data/schemas/roster";
import { hexsideTerrain, hexTerrainOf } from "../map/hexside-terrain";

/** A lost number a battle would read and the battle's numbers do not give. `default`: an RP value played unless set. */
export interface NeededNumber {
  readonly id: string;
  readonly rule: string;
  readonly meaning: string;
  readonly status: "UR" | "RP";
  readonly default?: number;
}

export interface NeedsInput {
  readonly roster: CiRoster;
  /** The kinds of the battle's forces (repeats allowed). */
  readonly kinds: readonly string[];
  readonly map: HexMap;
  readonly night: boolean;
  /** CI 10.x Hit Limits (optional rule) in play. */
  readonly hitLimits: boolean;
  /** The battle's numbers (scenario and settings): an id present here is given. */
  readonly numbers: Readonly<Record<string, number>>;
  /** The scenario places barbed wire (CI 7.x Barbed Wire: set-up only); absent: assumed, so nothing an engineer reads is missed. */
  readonly wire?: boolean;
  /** CI 10.x Solitaire activation priorities in play. */
  readonly priorities?: boolean;
}

/**
 * What the map holds: hex terrain (with the tunnel feature), and the terrain and features of every hexside between two
 * on-map hexes that are not sea (a sea hex holds no unit: nothing of its hexsides is read).
 */
function mapVocabulary(map: HexMap): { hexes: Set<string>; hexsides: Set<string> } {
  const hexes = new Set<string>();
  const hexsides = new Set<string>();
  for (const i of map.indices()) {
    for (const t of map.terrainAt(i)) hexes.add(t);
    if (hexTerrainOf(map, i) === "sea") continue;
    for (const j of map.around(i).slice(1)) {
      if (j < i || !map.contains(map.hexAt(j)) || hexTerrainOf(map, j) === "sea") continue;
      hexsides.add(hexsideTerrain(map, i, j));
      for (const f of map.hexsideFeatures(i, j)) hexsides.add(f);
    }
  }
  // CI 3.x Terrain Effects, TEC Tunnel: its hexsides and exits share one Move, Fire and Assault value (`*.tunnel-exit`).
  if (hexes.has("tunnel")) hexsides.add("tunnel-exit");
  return { hexes, hexsides };
}

/**
 * The lost numbers (plan §3) a battle would read (rules', then terrain's, then unit labels'), less those `numbers` gives: a UR one (no
 * `default`) must be set before play; an RP one carries its `default` (played unless set: a dialog lists it "probable,
 * confirm"). Read by kinds in the forces, the map's hex terrain and hexside features, night and the options.
 */
export function neededNumbers(input: NeedsInput): NeededNumber[] {
  const { roster, map } = input;
  const kinds = [...new Set(input.kinds)];
  const classes = new Set<CiClass>();
  let bombard = false;
  let battalion = false;
  for (const id of kinds) {
    const kind = Object.hasOwn(roster.kinds, id) ? roster.kinds[id] : undefined;
    if (!kind) throw new Error(`no kind "${id}" in the roster ${roster.name}`);
    classes.add(kind.class);
    bombard ||= kind.bombard;
    battalion ||= kind.battalion;
  }
  const has = (...c: CiClass[]) => c.some((x) => classes.has(x));
  const { hexes, hexsides } = mapVocabulary(map);
  const engineer = has("engineer");

  const wanted: string[] = [];
  const when = (ok: boolean, ...ids: string[]) => ok && wanted.push(...ids);
  when(has("tank"), "wreckEntryMp");
  when(bombard, "hqAdjacentBombardF");
  when(engineer && hexsides.has("bridge-wood"), "woodBridgeEngineerF");
  when(has("engineer", "mortar"), "smokeAssaultF");
  when(engineer && input.wire !== false, "engineerWireF");
  when(hexsides.has("river") || hexsides.has("cliff"), "riverCliffAssaultF");
  when(has("at-gun", "mortar"), "gunMortarLaterF");
  when(input.night, "nightMovePercent");
  when(input.hitLimits, "hitLimit");
  when(has("bunker"), "bunkerAc");
  when(hexsides.has("road-paved") || hexsides.has("road-unpaved"), "roadBonus");
  when(hexsides.has("railway"), "railwayMp");
  when(hexsides.has("slope"), "slopeMp", "slopeAssaultLimit");
  when(has("hq"), "hqReplacementStepLoss");
  when(battalion, "attachmentCompanies");
  when(true, "assaultMoraleStrength", "defenderNoRetreatRound", "attackerNoMoraleRound");
  when(input.priorities === true, "solitaireRallySteps");
  for (const h of MP_HEXSIDES) when(hexsides.has(h), `mp.${h}`);
  for (const h of FIRE_LIMIT_HEXSIDES) when(hexsides.has(h), `fireLimit.${h}`);
  for (const h of ASSAULT_LIMIT_HEXSIDES) when(hexsides.has(h), `assaultLimit.${h}`);
  for (const t of STACK_TERRAIN) when(hexes.has(t), `stack.${t}`);
  for (const t of DEFENSE_TERRAIN) when(hexes.has(t), `defense.${t}`);

  const needed: [string, CiNumber][] = wanted.map((id) => [id, CI_NUMBERS[id]!]);
  for (const id of kinds) {
    const kind = roster.kinds[id]!;
    for (const f of lostFields(kind)) needed.push([`unit.${id}.${f}`, unitNumber(id, kind, f)]);
  }
  return needed
    .filter(([id]) => !Object.hasOwn(input.numbers, id))
    .map(([id, n]) => (n.default === undefined ? { id, rule: n.rule, meaning: n.meaning, status: n.status } : { id, rule: n.rule, meaning: n.meaning, status: n.status, default: n.default }));
}
