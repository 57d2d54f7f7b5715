/**
 * The Combat Infantry requests the malformed corpus is also made from (malformed-corpus.ts), on a small fixture map and
 * roster with FIXTURE_NUMBERS (fixture values, not rules): a battle in its set-up, every marker and option given, where
 * the US place a block and both sides end the set-up (CI 10.x Set-up); a battle in Game Turn 1 where a PHQ activates,
 * its units fire, rally and move, a squad out of range tries No Command, the activation and the Player Turn end and the
 * Germans surrender (CI 4.x, 5.x, 6.x, 8.x, 1.x, 10.x); one with an activation under way (its fire and assault counts,
 * long-range pairs, movers) that ends it; and a CHQ's activation with a foxhole dug and an artillery strike or a
 * mortar's bombardment (CI 7.x, 2.x, 6.x).
 */
import { Refusal } from "../../src/engine/core/refusal";
import { loadMap } from "../../src/engine/map";
import { CI_NUMBERS, lostFields } from "../../src/engine/rules/ci/data/numbers";
import { CI_ROSTER } from "../../src/engine/rules/ci/data/roster";
import { CiRoster } from "../../src/engine/rules/ci/data/schemas/roster";
import { CI_TEC } from "../../src/engine/rules/ci/data/tec";
import { neededNumbers } from "../../src/engine/rules/ci/numbers/needs";
import { numberOf } from "../../src/engine/rules/ci/numbers/read";
import { firstHandle } from "../../src/engine/rules/ci/state/handles";
import { FIXTURE_NUMBERS } from "../engine/rules/ci/support/fixture";

const SALT = "ci-corpus";
const KINDS = ["us-chq", "us-phq", "us-squad", "us-mortar-60", "ger-phq", "ger-squad", "us-artillery"];

/** A 10 × 8 fixture map: clear, a wood, a town on a rise, a road, a hedge. */
const map = {
  id: "ci-corpus",
  name: "CI corpus",
  layout: "odd-q",
  columns: 10,
  rows: 8,
  defaultTerrain: "clear",
  hexes: [
    { at: [6, 1], terrain: ["woods"], level: 0 },
    { at: [7, 6], terrain: ["town"], level: 1 },
  ],
  hexsides: [
    { between: [[1, 3], [2, 3]], features: ["road-unpaved"] },
    { between: [[5, 5], [5, 6]], features: ["hedge"] },
  ],
};

const roster = { ruleset: CI_ROSTER.ruleset, edition: CI_ROSTER.edition, name: CI_ROSTER.name, kinds: Object.fromEntries(KINDS.map((k) => [k, structuredClone(CI_ROSTER.kinds[k]!)])) };

/** The fixture numbers this battle reads (ci/numbers/needs.ts). */
const numbers = Object.fromEntries(
  neededNumbers({ roster: CiRoster.parse(roster), kinds: KINDS, map: loadMap(map, CI_TEC), night: false, hitLimits: false, numbers: {} }).map((n) => [n.id, FIXTURE_NUMBERS[n.id] ?? n.default!]),
);

type Spec = [id: string, kind: string, company: string | null, platoon: number | null, hex: [number, number] | null, extra?: Record<string, unknown>];
const SPECS: Spec[] = [
  ["us-chq", "us-chq", "B", null, [1, 1]],
  ["p1", "us-phq", "B", 1, [2, 3]],
  ["u1", "us-squad", "B", 1, [2, 3], { strength: 3 }],
  ["u4", "us-squad", "B", 1, [2, 3]],
  ["u2", "us-squad", "B", 1, [3, 3]],
  ["u3", "us-squad", "B", 1, [0, 6]],
  ["mortar", "us-mortar-60", "B", null, [2, 4], { strength: 2 }],
  ["art", "us-artillery", null, null, null, { status: "off-map", orientation: "face-up", strength: 2 }],
  ["g1", "ger-squad", "A", 1, [4, 3]],
  ["gp", "ger-phq", "A", 1, [6, 3]],
  ["gx", "ger-squad", "A", 2, null, { status: "eliminated", orientation: "face-up", strength: 0 }],
];

const FULL: Readonly<Record<string, number>> = { "us-chq": 1, "us-phq": 1, "us-squad": 4, "ger-phq": 1, "ger-squad": 3 };

function blocks(setup: boolean): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    SPECS.map(([id, kind, company, platoon, hex, extra = {}]) => {
      const shown = extra.orientation === "face-up";
      const area = setup && ["p1", "u1", "u4"].includes(id) ? "farm" : setup && id === "g1" ? "town" : null;
      const block = {
        side: kind.startsWith("ger") ? "german" : "us",
        kind,
        company,
        platoon,
        attachedTo: null,
        hex,
        status: "on-map",
        orientation: "upright",
        acted: false,
        strength: FULL[kind] ?? 1,
        halfHit: false,
        handle: shown ? null : firstHandle(SALT, id),
        concealments: 0,
        hqActivated: false,
        setupArea: area,
        spotted: false,
        ...extra,
      };
      return [id, block];
    }),
  );
}

export const ciHandle = (id: string): string => firstHandle(SALT, id);

function battle(phase: "setup" | "playing") {
  return {
    ruleset: "combat-infantry",
    edition: "CI-WF",
    scenario: { id: "corpus", name: "Corpus", turns: 6 },
    sides: [
      { id: "us", name: "US", nation: "us" },
      { id: "german", name: "Germans", nation: "german" },
    ],
    night: false,
    weather: "good",
    options: { tanksStayFaceUp: false, tanksRevealedAtSetup: false, hitLimits: false, chitPull: false },
    numbers,
    roster: structuredClone(roster),
    gameTurn: 1,
    playerTurn: 1,
    firstPlayer: "us",
    phase,
    setupAreas: phase === "setup" ? { farm: { side: "us", hexes: [[2, 3]] }, town: { side: "german", hexes: [[4, 3]] } } : {},
    setupDone: [],
    activation: null,
    companiesDone: [],
    blocks: blocks(phase === "setup"),
    markers: { foxholes: [[1, 6]], smoke: [[8, 1]], wire: [[8, 6]], wrecks: [[9, 7]], destroyedBridges: [[[0, 0], [0, 1]]], hedgeGaps: [[[5, 5], [5, 6]]] },
    objectives: [{ hex: [2, 3], vp: 2 }],
    vp: { us: 0, german: 1 },
    winner: null,
    salt: SALT,
  };
}

/** CI 10.x Set-up: the US place a block by its handle; both sides end the set-up. */
export const ciSetUp = () => ({
  map,
  battle: battle("setup"),
  commands: [
    { command: { type: "place", side: "us", block: ciHandle("u4"), to: [2, 2] } },
    { command: { type: "end-setup", side: "us" } },
    { command: { type: "end-setup", side: "german" } },
  ],
  dice: [],
});

/**
 * CI 4.x HQ Activation, CI 6.x Firepower (4 dice: one hit on the German squad), CI 5.x Rally (a pass), CI 8.x Movement
 * (one hex, then the move ended), CI 4.x No Command (the squad out of range passes), the activation and Player Turn
 * ended; then CI 10.x Victory: the Germans surrender.
 */
export const ciPlay = () => ({
  map,
  battle: battle("playing"),
  commands: [
    { command: { type: "activate", side: "us", hq: ciHandle("p1") } },
    { command: { type: "fire", side: "us", unit: ciHandle("u2"), target: { hex: [4, 3] } } },
    { command: { type: "rally", side: "us", unit: ciHandle("u1") } },
    { command: { type: "move", side: "us", unit: ciHandle("u4"), to: [2, 2] } },
    { command: { type: "end-move", side: "us", unit: ciHandle("u4") } },
    { command: { type: "no-command", side: "us", unit: ciHandle("u3") } },
    { command: { type: "end-commands", side: "us" } },
    { command: { type: "end-activation", side: "us" } },
    { command: { type: "end-player-turn", side: "us" } },
    { command: { type: "surrender", side: "german" } },
  ],
  dice: [1, 9, 9, 9, 1, 1],
});

/**
 * CI 4.x HQ Ranks (a CHQ commands any three of its company, anywhere): the CHQ activates; a squad digs a foxhole (CI 7.x
 * Foxholes); the CHQ spots the German squad's hex for an artillery strike (CI 2.x Field Artillery); the mortar bombards it
 * spotted by the CHQ (CI 6.x Bombardment).
 */
export const ciSupport = (strike: boolean) => ({
  map,
  battle: battle("playing"),
  commands: [
    { command: { type: "activate", side: "us", hq: ciHandle("us-chq") } },
    { command: { type: "special", side: "us", unit: ciHandle("u3"), action: "foxhole" } },
    strike
      ? { command: { type: "call-strike", side: "us", kind: "artillery", target: { hex: [4, 3] }, spotter: "us-chq" } }
      : { command: { type: "bombard", side: "us", unit: ciHandle("mortar"), target: { hex: [4, 3] }, spotter: "us-chq" } },
  ],
  dice: [9, 9, 9],
});

/** CI 4.x HQ Activation: the PHQ's activation under way (a squad fired at long range, one moved, limits counted); it ends. */
export const ciActivation = () => {
  const b = battle("playing");
  Object.assign(b.blocks.p1!, { orientation: "face-up", handle: null, hqActivated: true });
  Object.assign(b.blocks.u2!, { orientation: "face-up", handle: null, acted: true });
  Object.assign(b.blocks.u4!, { orientation: "face-down", acted: true, hex: [2, 2] });
  return {
    map,
    battle: {
      ...b,
      activation: {
        side: "us",
        company: "B",
        hq: "p1",
        stage: "commands",
        commanded: { u2: "fire", u4: "move" },
        weaponCommanded: false,
        chqCommands: 0,
        strike: null,
        noCommandPassed: [],
        fireThrough: { "1>2": 1 },
        assaultThrough: { "1>2": 0 },
        longRange: ["1>2"],
        movers: { u4: { mp: 2, stopped: false, road: false } },
        assaults: [],
      },
    },
    commands: [{ command: { type: "end-commands", side: "us" } }, { command: { type: "end-activation", side: "us" } }],
    dice: [],
  };
};

/**
 * CI's fields: those with a default may be left out (and a spotter: a bombarding unit that sees its target needs none); a block's company, platoon, attachment, hex, handle and set-up area,
 * the activation, its strike and the winner may be null. Blocks, the roster's kinds, set-up areas, victory points and an
 * activation's records are records (keyed by names).
 */
/** Whether a lost number has an RP default ("probable, confirm"). */
function hasDefault(id: string): boolean {
  try {
    numberOf({}, id, CI_ROSTER);
    return true;
  } catch (e) {
    if (e instanceof Refusal) return false;
    throw e;
  }
}

export const CI_FIELDS = {
  records: new Set(["blocks", "kinds", "setupAreas", "vp", "commanded", "fireThrough", "assaultThrough", "movers"]),
  optional: new Set([
    "night", "weather", "options", "tanksStayFaceUp", "tanksRevealedAtSetup", "hitLimits", "chitPull", "setupAreas", "setupDone", "activation", "companiesDone",
    "markers", "foxholes", "wire", "wrecks", "destroyedBridges", "hedgeGaps", "objectives", "vp", "winner", "salt", "company", "platoon", "attachedTo", "status",
    "orientation", "acted", "halfHit", "handle", "concealments", "hqActivated", "setupArea", "spotted", "weaponCommanded", "chqCommands", "strike", "noCommandPassed",
    "fireThrough", "assaultThrough", "longRange", "movers", "assaults", "stopped", "road", "deploy", "maxStrength", "F", "range", "mp", "morale", "ac", "strikeDice",
    "strikeF", "strikeF2", "phase", "commanded", "spotter",
    // A lost number with an RP default may be left out: the battle plays its default (ci/numbers/read.ts).
    ...[...Object.keys(CI_NUMBERS), ...Object.entries(CI_ROSTER.kinds).flatMap(([k, kind]) => lostFields(kind).map((f) => `unit.${k}.${f}`))].filter(hasDefault),
  ]),
  nullable: new Set(["company", "platoon", "attachedTo", "handle", "setupArea", "activation", "strike", "winner", "rank"]),
  signed: new Set<string>(),
};

type Path = readonly (string | number)[];

/** Blocks and kinds alike but for their shape, mutated once a shape: a hidden block of a set-up area, an off-map one, an eliminated one; the CHQ's and the off-map kind. */
const repeated = (path: Path): boolean =>
  (path[1] === "blocks" && path.length > 2 && !["p1", "art", "gx"].includes(String(path[2]))) ||
  (path[1] === "roster" && path[2] === "kinds" && path.length > 3 && !["us-chq", "us-artillery"].includes(String(path[3])));

/** Whether the corpus mutates the CI battle field at `path` (not one repeated). */
export const ciMutated = (path: Path): boolean => !repeated(path);
