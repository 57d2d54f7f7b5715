/** Actors as the sheets receive them, for rendering templates without Foundry. */
import type {
  ActorView,
  LeaderData,
  MarkerData,
  UnitData,
} from "../../src/foundry/applications/sheets/sheet-context";

/** A Russian INF company: morale 8 (IA1 14.1 example), direct fire 5 (IA1 6.52 example); range and movement made up. */
/** A counter-style portrait: the NATO infantry symbol, inline so the page needs no Foundry assets. */
const infantrySymbol =
  "data:image/svg+xml," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 40"><rect x="2" y="2" width="56" height="36" fill="#c8d8a8" stroke="#1d1b16" stroke-width="3"/><path d="M2 2 58 38 M58 2 2 38" stroke="#1d1b16" stroke-width="3"/></svg>',
  );

export const sampleUnit: ActorView<UnitData> = {
  name: "1st Company, 3rd Rifle Regiment",
  img: infantrySymbol,
  type: "unit",
  system: {
    nationality: "Russian",
    unitType: "INF",
    size: "company",
    steps: { value: 2, max: 2 },
    fire: { direct: 5, bombardment: 0, range: 4 },
    morale: 8,
    movement: 4,
    status: "disrupted",
    movedFired: true,
    spotted: false,
    hidden: false,
  },
};

export const sampleLeader: ActorView<LeaderData> = {
  name: "Polkovnik Ivanov",
  img: infantrySymbol,
  type: "leader",
  system: {
    nationality: "Russian",
    rank: 4,
    leaderType: "infantry",
    combatModifier: 1,
    moraleModifier: 1,
    morale: 9,
    status: "good",
    movedFired: false,
  },
};

export const sampleMarker: ActorView<MarkerData> = {
  name: "SPOTTED",
  img: "assets/markers/spotted.svg",
  type: "marker",
  system: {
    markerType: "spotted",
    rule: "IA1 8.52",
    description: "Placed on a unit in limiting terrain when it fires.",
  },
};
