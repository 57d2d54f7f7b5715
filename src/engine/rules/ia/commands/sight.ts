import type { TerrainEffectsChart } from "../../../data/schemas/tec";
import { fromLower, LineOfSight, pairKey, Spotting, type Side, type SpineChoices, type SpotterState } from "../../../los";
import type { HexMap } from "../../../map";
import { Ia1Los, Ia2Los, IaSpotting, IaTerrain } from "../los";
import { cachedTerrain } from "../../series/los/terrain-cache";
import type { IaBattle, IaEdition, IaLeader, IaUnit, SpineChoice } from "../state";
import type { IaView } from "./context";

/** The terrain of a map, TEC and edition with the battle's smoke (IA1 16.12). */
const terrainFor = (map: HexMap, tec: TerrainEffectsChart, edition: IaEdition, smoke: readonly number[]): IaTerrain =>
  cachedTerrain(map, tec, edition, smoke, (markers) => new IaTerrain(map, tec, edition, markers));

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

export { asTarget } from "../../series/los/target";
