import type { TerrainEffectsChart } from "../../../data/schemas/tec";
import { fromLower, LineOfSight, pairKey, Spotting, type Side, type SpineChoices, type SpotterState } from "../../../los";
import type { HexMap } from "../../../map";
import { Ia1Los, Ia2Los, IaSpotting, IaTerrain } from "../los";
import type { IaBattle, IaEdition, IaLeader, IaUnit, SpineChoice } from "../state";
import type { IaView } from "./context";

/** The terrain of a map, TEC and edition: without smoke, and with each smoke pattern lately in play (a few at most). */
const terrains = new WeakMap<HexMap, WeakMap<TerrainEffectsChart, Map<string, IaTerrain>>>();
const VARIANTS = 8;

function terrainFor(map: HexMap, tec: TerrainEffectsChart, edition: IaEdition, smoke: readonly number[]): IaTerrain {
  const byTec = terrains.get(map) ?? terrains.set(map, new WeakMap()).get(map)!;
  const known = byTec.get(tec) ?? byTec.set(tec, new Map()).get(tec)!;
  const key = `${edition}|${[...smoke].sort((a, b) => a - b).join(",")}`;
  let t = known.get(key);
  if (!t) {
    t = new IaTerrain(map, tec, edition, new Map(smoke.map((h) => [h, ["smoke"]])));
    known.set(key, t);
    // Keep the smokeless terrain and the latest variants.
    const variants = [...known.keys()].filter((k) => !k.endsWith("|"));
    if (variants.length > VARIANTS) known.delete(variants[0]!);
  }
  return t;
}

/**
 * IA2 7.56: a battle's spine choices — those of its state for the turn, and those made during the command at hand,
 * which the ruleset records as a `spines-fixed` event when the command ends (`spineChoicesMade`).
 */
class BattleSpines implements SpineChoices {
  readonly made = new Map<string, SpineChoice>();
  private readonly kept: Map<string, Side>;

  constructor(recorded: readonly SpineChoice[]) {
    this.kept = new Map(recorded.map((c) => [pairKey(c.from, c.to), c.side]));
  }

  get(from: number, to: number): Side | undefined {
    const key = pairKey(from, to);
    const side = this.made.get(key)?.side ?? this.kept.get(key);
    return side === undefined ? undefined : fromLower(from, to, side);
  }

  set(from: number, to: number, side: Side): void {
    this.made.set(pairKey(from, to), { from: Math.min(from, to), to: Math.max(from, to), side: fromLower(from, to, side) });
  }
}

interface Sight {
  readonly key: string;
  readonly visibility: IaBattle["visibility"];
  readonly spotting: Spotting;
  readonly spines: BattleSpines;
}

/** One sight per battle state (a command's draft is a state of its own), rebuilt when its smoke, light or turn change. */
const sights = new WeakMap<IaBattle, Sight>();

/**
 * Line of sight and spotting for the battle as it stands: the map with the battle's smoke (IA1 16.12), the turn's
 * visibility, and the battle's spine choices for the turn (IA2 7.56). Battles on one map share only the map's
 * geometry: no battle sees another's smoke or choices.
 */
export function sightFor(view: IaView): Spotting {
  const b = view.state;
  const key = `${b.edition}|${b.turn}|${b.smoke.join(",")}`;
  const had = sights.get(b);
  if (had && had.key === key && had.visibility === b.visibility) return had.spotting;
  const terrain = terrainFor(view.map, view.tec, b.edition, b.smoke);
  const spines = new BattleSpines(b.spines ?? []);
  // Choices made earlier in this command still hold if only the smoke changed (7.56: for the rest of the turn).
  if (had && had.key.split("|")[1] === String(b.turn)) for (const [k, c] of had.spines.made) spines.made.set(k, c);
  const los = new LineOfSight(view.map, b.edition === "IA1" ? new Ia1Los(terrain) : new Ia2Los(terrain), spines);
  const spotting = new Spotting(los, new IaSpotting(terrain, b.visibility));
  sights.set(b, { key, visibility: b.visibility, spotting, spines });
  return spotting;
}

/** IA2 7.56: the spine choices made on this state since it was drafted (and not yet recorded), cleared. */
export function spineChoicesMade(b: IaBattle): SpineChoice[] {
  const s = sights.get(b);
  if (!s || !s.spines.made.size) return [];
  const made = [...s.spines.made.values()];
  s.spines.made.clear();
  return made;
}

/** A unit or leader as a spotter: IA2 7.3 special spotting powers go with it (the spotting rules apply them in IA2 only). */
export const asSpotter = (p: IaUnit | IaLeader): SpotterState =>
  "specialSpotting" in p && p.specialSpotting === true ? { hex: p.hex!, specialSpotting: true } : { hex: p.hex! };

/** A unit or leader as a spotting target (IA1 8.52 SPOTTED markers, 16.5 hidden units). */
export const asTarget = (p: IaUnit | IaLeader) => ({ hex: p.hex!, hidden: p.hidden, spottedMarker: "spotted" in p && p.spotted });
