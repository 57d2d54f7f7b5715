/**
 * The Panzer Grenadier requests the malformed corpus is also made from (malformed-corpus.ts): a battle before play whose
 * sides assign their tank leader and place their minefields (PG 6.8, 16.7), and one in an action segment where a tank
 * makes an AT attack, an APC loads, moves (a German tank passing up its opportunity fire) and unloads its infantry, and a
 * unit leaves the board (PG 11.0, 5.6, 13.1, 16.52); off-board fire, an air attack, bombardment and smoke (9.0, 15.1,
 * 16.1); work under way (16.3, 5.73, 16.2); an assault, direct fire, recovery, limbering and a saved segment (12.3,
 * 10.2, 14.4, 5.63, 17.2); cavalry leaders designated before play (6.9).
 */
const face = (direct: number | null, at: number | null, movement: number | "T", range = 4) => ({
  direct: direct === null ? null : { strength: direct, range },
  bombardment: null,
  at: at === null ? null : { strength: at, range: 5 },
  movement,
});
const INFANTRY = { type: "infantry", kind: "infantry", code: "INF", movementClass: "foot", steps: 2, maxSteps: 2, full: face(5, null, 4, 3), reduced: face(2, null, 4, 3) };
const TANK = { type: "tank", kind: "tank", code: "TK", movementClass: "mechanized", armor: 2, steps: 2, maxSteps: 2, full: face(4, 5, 6), reduced: face(2, 3, 6) };
/** PG 9.0, 16.1: a mortar's bombardment value. */
const MORTAR = { type: "mortar", kind: "mortar", code: "MTR", movementClass: "foot", steps: 1, maxSteps: 1, full: { direct: null, bombardment: { strength: 4, range: 8 }, at: null, movement: 3 } };
const APC = { type: "apc", kind: "transport", code: "APC", movementClass: "mechanized", armor: 0, openTop: true, apc: true, steps: 1, maxSteps: 1, full: face(1, null, 8, 2) };

function battle(phase: "initiative" | "action") {
  return {
    ruleset: "panzer-grenadier",
    edition: "PG3",
    lastTurn: 6,
    year: 1942,
    phase,
    ...(phase === "action" ? { turn: 2, impulses: { sides: ["soviet", "german"], active: "soviet", lead: 1, lastPass: null, over: false } } : {}),
    sides: [
      { id: "german", name: "Germans", initiative: 3, morale: { full: 8, reduced: 7 } },
      { id: "soviet", name: "Soviets", initiative: 2, morale: { full: 7, reduced: 6 }, tankLeaders: 1, minefieldZone: [[12, 2], [12, 3]], aircraft: { count: 1, turns: [3] } },
    ],
    units: {
      g1: { id: "g1", side: "german", name: "1st Platoon", nationality: "german", ...INFANTRY, hex: [2, 2] },
      g2: { id: "g2", side: "german", name: "Pz III", nationality: "german", ...TANK, hex: [5, 8] },
      s1: { id: "s1", side: "soviet", name: "T-34 A", nationality: "soviet", ...TANK, hex: [8, 8] },
      s2: { id: "s2", side: "soviet", name: "Carrier", nationality: "soviet", ...APC, hex: [10, 10] },
      s3: { id: "s3", side: "soviet", name: "Rifles", nationality: "soviet", ...INFANTRY, hex: [10, 10] },
      s4: { id: "s4", side: "soviet", name: "Scouts", nationality: "soviet", ...INFANTRY, hex: [15, 5] },
      s5: { id: "s5", side: "soviet", name: "2nd Rifles", nationality: "soviet", ...INFANTRY, steps: 1, hex: [14, 10] },
      s6: { id: "s6", side: "soviet", name: "3rd Rifles", nationality: "soviet", ...INFANTRY, steps: 1, hex: [14, 10] },
      s7: { id: "s7", side: "soviet", name: "82 mm A", nationality: "soviet", ...MORTAR, hex: [4, 6] },
      s8: { id: "s8", side: "soviet", name: "82 mm B", nationality: "soviet", ...MORTAR, hex: [4, 6] },
    },
    options: ["consolidation"],
    ...(phase === "action" ? { tankLeaders: { soviet: ["s1"] } } : {}),
    minefields: [
      { id: "mf-1", owner: "soviet", hex: phase === "action" ? [12, 2] : null, strength: 2, revealed: false },
      { id: "mf-2", owner: "soviet", hex: phase === "action" ? [12, 3] : null, strength: 0, revealed: false },
    ],
    exits: [{ side: "soviet", hexes: [[15, 5]] }],
    // PG 9.2, 15.1, 16.1: off-board factors, an aircraft drawn this turn, smoke allowed.
    offboard: [
      { id: "ob-1", side: "soviet", strength: 20, nationality: "soviet", firedTurn: null },
      { id: "ob-2", side: "soviet", strength: 20, nationality: "soviet", firedTurn: null },
    ],
    aircraft: [{ id: "il-2", side: "soviet", nationality: "soviet", front: { name: "Il-2", direct: 8, bombardment: null }, back: { name: "Pe-2", direct: 6, bombardment: null }, face: "front", used: false }],
    smokeAllowed: true,
  };
}

const map = { id: "m", name: "m", layout: "odd-q", columns: 16, rows: 12, defaultTerrain: "clear", hexes: [{ at: [6, 6], terrain: ["woods"] }] };

/** PG 6.8, 16.7: both sides' set-up before the first initiative roll, then the roll. */
export const pgSetUp = () => ({
  map,
  battle: battle("initiative"),
  commands: [
    { command: { type: "assign-tank-leaders", side: "soviet", units: ["s1"] } },
    { command: { type: "place-minefields", side: "soviet", at: [[12, 2], [12, 3]] } },
    { command: { type: "roll-initiative", side: "german" } },
  ],
  dice: [6, 1],
});

/** PG 11.0, 5.6, 5.61, 5.0, 16.52, 17.1, 3.14, 9.0, 9.2, 15.11, 16.11: an AT attack, a load, a move and an unload, an exit, a consolidation, off-board fire and smoke, an air attack, a bombardment, smoke. */
export const pgPlay = () => ({
  map,
  battle: battle("action"),
  commands: [
    { command: { type: "activate", side: "soviet", root: { piece: "s1" }, pieces: { s1: "fire" } } },
    { command: { type: "at-fire", side: "soviet", firer: "s1", target: "g2" } },
    { command: { type: "end-activation", side: "soviet" } },
    { command: { type: "pass", side: "german" } },
    { command: { type: "activate", side: "soviet", root: { stack: [10, 10] }, pieces: { s2: "move", s3: "move" } } },
    { command: { type: "load", side: "soviet", transport: "s2", unit: "s3" } },
    // PG 13.1: the German tank may fire at the carrier in the hex it enters; it passes.
    { command: { type: "move", side: "soviet", piece: "s2", to: [10, 9] }, answers: { "opportunity-fire:s2@10,9:1": "pass" } },
    { command: { type: "unload", side: "soviet", transport: "s2", unit: "s3" } },
    { command: { type: "end-activation", side: "soviet" } },
    { command: { type: "pass", side: "german" } },
    { command: { type: "activate", side: "soviet", root: { piece: "s4" }, pieces: { s4: "move" } } },
    { command: { type: "exit-board", side: "soviet", unit: "s4" } },
    { command: { type: "end-activation", side: "soviet" } },
    { command: { type: "pass", side: "german" } },
    { command: { type: "activate", side: "soviet", root: { stack: [14, 10] }, pieces: { s5: "move", s6: "move" } } },
    { command: { type: "consolidate", side: "soviet", unit: "s5", with: "s6" } },
    { command: { type: "end-activation", side: "soviet" } },
    { command: { type: "pass", side: "german" } },
    // PG 3.14, 9.2, 16.1: an off-board segment, a bombardment and smoke.
    { command: { type: "offboard-fire", side: "soviet", attacks: [{ factors: ["ob-1"], at: [2, 2] }, { factors: ["ob-2"], at: [3, 3], smoke: true }] } },
    { command: { type: "pass", side: "german" } },
    // PG 3.14, 15.11: an air attack that misses.
    { command: { type: "air-attack", side: "soviet", attacks: [{ aircraft: ["il-2"], at: [2, 2] }] } },
    { command: { type: "pass", side: "german" } },
    // PG 9.0, 16.11: a mortar bombards, another fires smoke.
    { command: { type: "activate", side: "soviet", root: { stack: [4, 6] }, pieces: { s7: "fire", s8: "fire" } } },
    { command: { type: "bombard", side: "soviet", firers: ["s7"], at: [2, 2] } },
    { command: { type: "fire-smoke", side: "soviet", firer: "s8", at: [3, 4] } },
  ],
  dice: [4, 4, 6, 6, 5, 5, 1, 6, 6, 5, 5],
});

const ENGINEER = { type: "engineer", kind: "engineer", code: "ENG", movementClass: "foot", steps: 1, maxSteps: 1, full: face(6, null, 4, 3) };

/** PG 16.3, 5.73, 16.2: a tank clears a wreck on its second turn, an ENG on its own rolls to cross a major river, infantry digs in. */
export const pgWork = () => ({
  map: { ...map, hexes: [...map.hexes, { at: [3, 5], terrain: ["major-river"] }, { at: [8, 8], terrain: ["town"] }] },
  battle: {
    ...battle("action"),
    sides: [
      { id: "german", name: "Germans", initiative: 3, morale: { full: 8, reduced: 7 } },
      { id: "soviet", name: "Soviets", initiative: 2, morale: { full: 7, reduced: 6 }, crossingNumbers: { foot: 7 } },
    ],
    units: {
      g1: { id: "g1", side: "german", name: "1st Platoon", nationality: "german", ...INFANTRY, hex: [15, 11] },
      w1: { id: "w1", side: "soviet", name: "T-34 A", nationality: "soviet", ...TANK, hex: [8, 8], work: { kind: "wreck", since: 1 } },
      w2: { id: "w2", side: "soviet", name: "Sappers", nationality: "soviet", ...ENGINEER, hex: [3, 5], riverBank: [2, 5], work: { kind: "crossing", since: 1 } },
      w3: { id: "w3", side: "soviet", name: "Rifles", nationality: "soviet", ...INFANTRY, hex: [6, 2] },
    },
    options: [],
    tankLeaders: {},
    minefields: [],
    wrecks: { "8,8": 1 },
  },
  commands: [
    { command: { type: "activate", side: "soviet", root: { piece: "w1" }, pieces: { w1: "move" } } },
    { command: { type: "clear", side: "soviet", unit: "w1", task: "wreck" } },
    { command: { type: "end-activation", side: "soviet" } },
    { command: { type: "pass", side: "german" } },
    { command: { type: "activate", side: "soviet", root: { piece: "w2" }, pieces: { w2: "move" } } },
    { command: { type: "cross", side: "soviet", unit: "w2" } },
    { command: { type: "end-activation", side: "soviet" } },
    { command: { type: "pass", side: "german" } },
    { command: { type: "activate", side: "soviet", root: { piece: "w3" }, pieces: { w3: "move" } } },
    { command: { type: "dig-in", side: "soviet", unit: "w3" } },
  ],
  dice: [3, 3],
});

const AT_GUN = { type: "at-gun", kind: "anti-tank", code: "AT", movementClass: "towed", steps: 1, maxSteps: 1, full: face(null, 3, 0), limberedFace: face(null, null, "T") };
const LEADER = { kind: "regular", rank: 3, morale: 8, combat: 1, moraleBonus: 1, status: "good", movedFired: false, hidden: false };

/**
 * PG 17.2, 12.11–12.4, 10.2, 14.4, 5.63: the Soviets save a segment; a leader takes a rifle platoon into the German
 * platoon's hex and they assault it; rifles fire at the German tank's hex; a demoralized platoon attempts recovery; one
 * AT gun limbers, another unlimbers; the saved segment is used.
 */
export const pgCombat = () => ({
  map,
  battle: {
    ...battle("action"),
    initiative: {
      winner: "soviet",
      segments: 3,
      rolls: [
        { side: "soviet", roll: { dice: [6], sides: 6, total: 6, purpose: "initiative:soviet" }, total: 8 },
        { side: "german", roll: { dice: [1], sides: 6, total: 1, purpose: "initiative:german" }, total: 4 },
      ],
    },
    impulses: { sides: ["soviet", "german"], active: "soviet", lead: 3, lastPass: null, over: false },
    units: {
      c1: { id: "c1", side: "soviet", name: "Assault Rifles", nationality: "soviet", ...INFANTRY, hex: [5, 5] },
      g1: { id: "g1", side: "german", name: "1st Platoon", nationality: "german", ...INFANTRY, hex: [6, 5] },
      f1: { id: "f1", side: "soviet", name: "Rifles", nationality: "soviet", ...INFANTRY, hex: [9, 2] },
      g2: { id: "g2", side: "german", name: "Pz III", nationality: "german", ...TANK, hex: [11, 2] },
      d1: { id: "d1", side: "soviet", name: "Shaken Rifles", nationality: "soviet", ...INFANTRY, hex: [1, 10], status: "demoralized" },
      a1: { id: "a1", side: "soviet", name: "45 mm A", nationality: "soviet", ...AT_GUN, hex: [2, 8] },
      a2: { id: "a2", side: "soviet", name: "45 mm B", nationality: "soviet", ...AT_GUN, hex: [2, 8], limbered: true },
    },
    leaders: { lt: { id: "lt", side: "soviet", name: "Lt Ivanov", ...LEADER, hex: [5, 5] } },
    options: ["excess-initiative"],
    tankLeaders: { soviet: [] },
    minefields: [],
  },
  commands: [
    { command: { type: "save-segment", side: "soviet" } },
    { command: { type: "activate", side: "soviet", root: { leader: "lt" }, pieces: { c1: "move", lt: "move" } } },
    { command: { type: "move", side: "soviet", piece: "c1", to: [6, 5], with: ["lt"] } },
    { command: { type: "assault", side: "soviet", at: [6, 5], units: ["c1"], leaders: ["lt"] } },
    { command: { type: "end-activation", side: "soviet" } },
    { command: { type: "activate", side: "soviet", root: { piece: "f1" }, pieces: { f1: "fire" } } },
    { command: { type: "direct-fire", side: "soviet", firers: ["f1"], at: [11, 2] } },
    { command: { type: "end-activation", side: "soviet" } },
    { command: { type: "pass", side: "german" } },
    { command: { type: "use-saved-segment", side: "soviet" } },
    { command: { type: "activate", side: "soviet", root: { piece: "d1" }, pieces: { d1: "move" } } },
    { command: { type: "recover", side: "soviet", piece: "d1" } },
    { command: { type: "end-activation", side: "soviet" } },
    { command: { type: "activate", side: "soviet", root: { stack: [2, 8] }, pieces: { a1: "move", a2: "move" } } },
    { command: { type: "limber", side: "soviet", unit: "a1" } },
    { command: { type: "unlimber", side: "soviet", unit: "a2" } },
  ],
  dice: [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3],
});

/** PG 6.9: before play, in a battle with cavalry, the Soviets designate their lieutenant a cavalry leader. */
export const pgCavalrySetUp = () => ({
  map,
  battle: {
    ...battle("initiative"),
    units: { k1: { id: "k1", side: "soviet", name: "Cossacks", nationality: "soviet", ...INFANTRY, type: "cavalry", kind: "cavalry", code: "CAV", hex: [5, 5] } },
    leaders: { lt: { id: "lt", side: "soviet", name: "Lt Ivanov", ...LEADER, hex: [5, 5] } },
    tankLeaders: {},
    minefields: [],
  },
  commands: [{ command: { type: "designate-cavalry-leaders", side: "soviet", leaders: ["lt"] } }],
  dice: [],
});
