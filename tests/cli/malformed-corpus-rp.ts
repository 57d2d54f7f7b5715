/**
 * The Red Poppies requests the malformed corpus is also made from (malformed-corpus.ts): a battle before play whose
 * sides pre-register a vertex and designate a trench-set observer, fire the preliminary bombardment and roll the
 * initiative (RP 7.3, 7.21, 7.11–7.13, 5.11); a battle in its couplets with a command under way, every marker, a
 * creeping barrage and off-map groups on the map, where units move, fire, deploy and dig, groups are called and
 * cancelled and a side passes (RP 6.0–6.6, 6.1, 6.2, 5.21); and a campaign's day between its scenarios (RP 11.x), won by
 * units exiting the map (RP 10.3).
 */
import { face } from "../engine/rules/rp/support/fixture";

const INFANTRY = { types: ["infantry"], howitzer: false, faces: { formed: face(1, 3, 2, 8, 3), dispersed: face(1, 2, 3, 7, 1) } };
const MG = { types: ["machine-gun"], howitzer: false, faces: { formed: face(1, 1, 1, 7, 2), dispersed: face(2, 4, 2, 8, 1) } };
const TANK = { types: ["tank"], howitzer: false, faces: { formed: face(2, 3, 2, 8, 2, { antiTank: 1 }), dispersed: face(1, 3, 1, 7, 1, { antiTank: 0 }) } };

const unit = (side: string, name: string, kind: object, hex: [number, number] | null, extra: object = {}) => ({
  side,
  name,
  nationality: side,
  ...structuredClone(kind),
  face: "formed",
  spent: false,
  status: "on-map",
  hex,
  in: null,
  mpSpent: 0,
  lostChecked: false,
  dug: false,
  infiltration: false,
  ...extra,
});

/** A 12 × 10 fixture map: a trench line joined by trench hexsides, wire, woods, a stream and a road crossing it by a bridge. */
const map = {
  id: "rp-corpus",
  name: "RP corpus",
  layout: "odd-q",
  columns: 12,
  rows: 10,
  defaultTerrain: "open",
  hexes: [
    { at: [3, 2], terrain: ["trench"], level: 0, slope: false },
    { at: [4, 2], terrain: ["trench"], level: 0, slope: false },
    { at: [6, 4], terrain: ["woods"], level: 1, slope: true },
    { at: [2, 7], terrain: ["village"] },
  ],
  hexsides: [
    { between: [[3, 2], [4, 2]], features: ["trench"] },
    { between: [[3, 3], [3, 4]], features: ["wire"] },
    { between: [[5, 4], [5, 5]], features: ["stream"] },
    { between: [[4, 4], [4, 5]], features: ["road", "stream", "bridge"] },
  ],
};

const sides = [
  { id: "german", name: "Germans", power: "central", infiltration: true, setUp: [[3, 2], [4, 2]], edge: [[0, 0]], transport: { mule: 0, wagon: 1, truck: 0 }, transportUsed: { mule: 0, wagon: 0, truck: 0 }, transportLost: { mule: 0, wagon: 0, truck: 0 }, trenchSet: null },
  { id: "british", name: "British", power: "entente", infiltration: false, setUp: [[3, 6], [4, 6]], edge: [[0, 9]], transport: { mule: 0, wagon: 0, truck: 1 }, transportUsed: { mule: 0, wagon: 0, truck: 0 }, transportLost: { mule: 0, wagon: 0, truck: 0 }, trenchSet: null },
];

const group = (side: string, name: string, mode: string, extra: object = {}) => ({ side, name, firepower: 2, mode, howitzer: false, spent: false, crossHair: null, ffe: null, preregistered: null, hits: [], ...extra });

function battle(phase: "preliminary" | "couplets") {
  return {
    ruleset: "red-poppies",
    edition: "RPC3",
    scenario: { id: "corpus", name: "Corpus", turns: 6, date: "1917-10-23", night: false, precipitation: false, victory: { kind: "control", side: "british", hexes: [[3, 2]] } },
    sides: structuredClone(sides),
    turn: 1,
    phase,
    couplets: phase === "couplets" ? { initiative: "german", total: 3, left: 3, half: 1 } : null,
    zeroLast: false,
    activation: null,
    units: {
      g1: unit("german", "1/IR 5", INFANTRY, [3, 2], { in: "trench" }),
      g2: unit("german", "2/IR 5", INFANTRY, [4, 2]),
      gmg: unit("german", "MG/IR 5", MG, [4, 2], { face: "dispersed" }),
      b1: unit("british", "A/2 Essex", INFANTRY, [3, 5]),
      b2: unit("british", "B/2 Essex", INFANTRY, [3, 5]),
      bt: unit("british", "Mk IV", TANK, [5, 6]),
      bmg: unit("british", "MG/2 Essex", MG, [8, 6]),
      b9: unit("british", "C/2 Essex", INFANTRY, null, { status: "waiting", arrives: { turn: 3, how: "place", hexes: [[3, 6]] } }),
    },
    oma: {
      // RP 7.3: the scenario assigns this group a pre-registered vertex.
      "g-tel": group("german", "German telephone group", "telephone", { from: 1, mayPreregister: true }),
      "g-run": group("german", "German runner group", "runner", { howitzer: true, crossHair: { vertex: [3, 5, 1], ammo: "he", hourglass: 5, primed: false} }),
      "b-air": group("british", "British aircraft group", "aircraft", { hits: [[3, 2, 0]], crossHair: { vertex: [4, 2, 3], ammo: "smoke", hourglass: 1, primed: true} }),
      "b-set": group("british", "British trench-set group", "trench-set"),
    },
    markers: { scrapes: [{ hex: [5, 5], origin: "dig" }], smoke: [[8, 8]], gas: [[9, 8]], breaches: [[[3, 3], [3, 4]]], bombStops: [[[3, 2], [3, 3]]], trenches: [[4, 6]], blockhouses: [[9, 2]], hallowed: { hex: [4, 2], side: "german" } },
    hallowedUsed: true,
    barrages: [{ side: "british", line: "row", at: 8, span: [6, 9], step: -1, from: 1, advancesLeft: 4, struck: false }],
    barragePlans: phase === "preliminary" ? [{ side: "british", count: 2, width: 3, advances: 2, starts: null }] : [],
    preliminary: phase === "preliminary" ? [{ side: "british", kind: "paralyzing", hexes: [[8, 1]] }] : [],
    pbFired: phase === "couplets",
    control: { "3,2": "german", "8,7": "british" },
    winner: null,
  };
}

/** RP 7.3, 7.21, 7.41, 7.11–7.13, 5.11: before play, then the first initiative roll. */
export const rpSetUp = () => ({
  map,
  battle: battle("preliminary"),
  commands: [
    { command: { type: "preregister", side: "german", group: "g-tel", vertex: [3, 5, 0] } },
    { command: { type: "designate-trench-set", side: "british", unit: "b1" } },
    // RP 7.41: a creeping barrage the side places itself (AA campaign 1).
    { command: { type: "plan-barrage", side: "british", first: [2, 7], line: "row", advancing: "north", from: 2 } },
    // RP 7.13: the firer's six scrapes.
    { command: { type: "fire-preliminary", side: "british" }, answers: { "rp-scrape:1": [0, 0], "rp-scrape:2": [1, 0], "rp-scrape:3": [2, 0], "rp-scrape:4": [3, 0], "rp-scrape:5": [4, 0], "rp-scrape:6": [5, 0] } },
    { command: { type: "roll-initiative", side: "german" } },
  ],
  dice: [5, 1],
});

/** RP 6.01–6.6, 6.1, 6.2, 5.21: a German command under way; the British cancel a group; the Germans call one; a British stack fires and digs; the Germans pass. */
export const rpPlay = () => ({
  map,
  battle: {
    ...battle("couplets"),
    activation: { side: "german", config: "stack", units: ["g2", "gmg"], acted: [], moving: [], road: [], transport: {}, mgShots: {} },
  },
  commands: [
    // RP 6.7: the British hold their reaction fire.
    { command: { type: "move", side: "german", units: ["g2"], step: { to: [4, 3] } }, answers: { "rp-reaction:g2:1:1": "pass" } },
    { command: { type: "deploy", side: "german", units: ["gmg"], face: "formed" } },
    { command: { type: "end-command", side: "german" } },
    { command: { type: "cancel-oma", side: "british", group: "b-air" } },
    { command: { type: "call-oma", side: "german", group: "g-tel", vertex: [3, 5, 0], observer: "g1", ammo: "gas" } },
    { command: { type: "activate", side: "british", config: "stack", units: ["b1", "b2"] } },
    { command: { type: "fire", side: "british", unit: "b1", at: [4, 3], kind: "area" } },
    { command: { type: "dig", side: "british", units: ["b2"] } },
    { command: { type: "end-command", side: "british" } },
    { command: { type: "pass", side: "german" } },
  ],
  dice: [5, 1, 3, 1],
});

/** RP 11.2–11.55: the first day's attack over; no counter-attack; the night's segments; the second day's reinforcements. */
export const rpCampaign = () => ({
  map,
  battle: {
    ...battle("couplets"),
    // RP 10.3: a victory by two British units exiting across the German edge.
    scenario: { ...battle("couplets").scenario, victory: { kind: "exit", side: "british", count: 2, hexes: [[0, 0]] } },
    phase: "ended",
    couplets: null,
    campaign: {
      day: 1,
      days: 2,
      attacker: "british",
      defender: "german",
      segment: "attack",
      placer: null,
      placed: 0,
      toPlace: [],
      lost: [],
      reserve: { b8: { day: 2, how: "place", hexes: [[4, 6]], unit: unit("british", "D/2 Essex", INFANTRY, null, { status: "waiting" }) } },
      reserveOma: { "b-tel": { day: 2, group: group("british", "British telephone group", "telephone") } },
      nightAttacked: { german: 1 },
      sealed: [],
      done: [],
    },
  },
  commands: [
    // RP 11.31, 11.521: the defender does not counter-attack; neither side attacks by night.
    { command: { type: "campaign-advance", side: "british" }, answers: { "rp-counter-attack:1": false } },
    { command: { type: "night-attack", side: "british" }, answers: { "rp-night-attack:1": false } },
    { command: { type: "night-attack", side: "german" }, answers: { "rp-night-attack:1": false } },
    { command: { type: "recover", side: "british" } },
    { command: { type: "recover", side: "german", flip: [{ unit: "gmg", face: "formed" }] } },
    { command: { type: "improve", side: "german", removeBombStops: [[[3, 2], [3, 3]]], breaches: [] } },
    { command: { type: "improve", side: "british", bombStops: [[[3, 5], [3, 4]]], fieldworks: [[3, 5]] } },
    { command: { type: "redeploy", side: "german" } },
    // RP 11.12 a: day 2's reinforcement is placed rather than entering by the British edge.
    { command: { type: "redeploy", side: "british", unit: "bmg", path: [[8, 7]] }, answers: { "rp-edge-entry:b8": false } },
    { command: { type: "campaign-place", side: "british", unit: "b8", hex: [4, 6] } },
    { command: { type: "campaign-advance", side: "british" } },
  ],
  dice: [5, 1],
});
