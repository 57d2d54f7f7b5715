import { readFileSync } from "node:fs";
import { jsonPath } from "../../src/engine/data/validate";
import { ia1FireTables, ia1Tec, ia2Tec } from "../../src/engine/rules/ia/data";
import { pgCavalrySetUp, pgCombat, pgPlay, pgSetUp, pgWork } from "./malformed-corpus-pg";
import { rpCampaign, rpPlay, rpSetUp } from "./malformed-corpus-rp";
import { ciActivation, CI_FIELDS, ciMutated, ciPlay, ciSetUp, ciSupport } from "./malformed-corpus-ci";

/**
 * Malformed rules-oracle requests, generated field by field from good ones: the documented example
 * (docs/examples/initiative-and-pass.json, given boards, hexsides, a marker, a leader, the light, `as` and queries so that
 * those fields are mutated too), the same with the IA1 TEC written out, the scripted turn
 * (tests/scenarios/ia1-scripted-turn.json), a cavalry unit dismounting (its commands and second piece), a special spotter
 * marking an enemy (IA2 7.3), and a company
 * digging in beside an entrenchment (its command, markers and the battle's entrenchments). Each field
 * gets a value of another type, null, removal, a huge and a negative number, a reserved name, deep nesting or an
 * unknown key, and each object its first key given twice (in the text); every hex is moved off the map; every die is
 * replaced by one no die shows and the list is cut short. Requests well formed but impossible are added (`impossible`).
 * Panzer Grenadier's set-up and play (malformed-corpus-pg.ts) are mutated the same way.
 * So are Red Poppies' set-up, play and campaign day (malformed-corpus-rp.ts).
 * So are Combat Infantry's set-up, play, activation under way, strike and bombardment (malformed-corpus-ci.ts; its lost numbers are not).
 * Each is bad input: the oracle refuses it naming a JSON path, or runs it and refuses a command naming a rule.
 */
export interface Malformed {
  /** What was done, where: `example: null at $.battle.units.g1.name`. */
  readonly name: string;
  readonly request: unknown;
  /** The JSON path the refusal is about (it names this path, one inside it or one it lies in); null: a rule may refuse instead. */
  readonly path: string | null;
  /** The request as JSON text, where the text says what an object cannot hold (a key given twice); else `requestText(request)`. */
  readonly text?: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

const read = (url: URL): Json => JSON.parse(readFileSync(url, "utf8")) as Json;

/** The documented example, with the optional parts of a request present. */
function example(): Json {
  const req = read(new URL("../../docs/examples/initiative-and-pass.json", import.meta.url)) as Record<string, any>;
  Object.assign(req.map, {
    boards: [{ id: "45", origin: [0, 0], columns: 12, rows: 10, firstColumn: 1, firstRow: 1 }],
    hexsides: [{ between: [[4, 4], [4, 5]], features: ["road"] }],
    markers: [{ at: [8, 8], terrain: "smoke" }],
  });
  req.battle.light = { range: 12, night: false };
  req.battle.leaders = {
    hptm: { id: "hptm", side: "german", name: "Hptm. Brandt", leaderType: "infantry", rank: 3, morale: 8, combat: 1, moraleBonus: 1, hex: [2, 2], movedFired: true },
  };
  req.as = "german";
  req.queries = [{ sight: { side: "german" } }, { los: { from: [2, 2], to: [4, 4] } }, { preview: { piece: "g1", path: [[2, 3]] } }];
  return req;
}

/** The example with the TEC it is played on written out (only the TEC is mutated). */
const withTec = (): Json => ({ ...(example() as object), tec: structuredClone(ia1Tec) as unknown as Json });

const scripted = (): Json => read(new URL("../scenarios/ia1-scripted-turn.json", import.meta.url));

/** The example's map with a German cavalry unit alone, in an action segment: it dismounts (IA1 15.4). */
function cavalry(): Json {
  const req = example() as Record<string, any>;
  const face = (direct: number, range: number, movement: number) => ({ direct, range, movement });
  req.battle.units = {
    c1: {
      id: "c1", side: "german", name: "1/UR 1", kind: "CAV", company: true, steps: 2, maxSteps: 2, mounted: true, hex: [6, 6],
      full: face(3, 3, 8), reduced: face(2, 3, 8), aside: { full: face(4, 4, 4), reduced: face(2, 4, 4) },
    },
  };
  req.battle.phase = "action";
  req.battle.impulses = { sides: ["german", "russian"], active: "german", lead: 1, lastPass: null, over: false };
  req.commands = [
    { command: { type: "activate", side: "german", root: { piece: "c1" }, pieces: { c1: "move" } } },
    { command: { type: "dismount", side: "german", unit: "c1" } },
  ];
  delete req.dice;
  return req;
}

/**
 * The example's map in an IA2 battle with a German cavalry unit of special spotting powers four hexes from a Russian
 * company in woods, one past the woods' three: activated, it places a Spotted marker on it (IA2 7.3).
 */
function specialSpotting(): Json {
  const req = example() as Record<string, any>;
  const face = { direct: 3, range: 3, movement: 8 };
  req.battle.edition = "IA2";
  req.battle.light = { time: "day" };
  req.battle.units = {
    c1: { id: "c1", side: "german", name: "1/UR 1", kind: "CAV", company: true, steps: 2, maxSteps: 2, mounted: true, specialSpotting: true, hex: [8, 4], full: face, reduced: face },
    r1: { id: "r1", side: "russian", name: "1/94", kind: "INF", company: true, steps: 2, maxSteps: 2, full: { direct: 5, range: 4, movement: 4 }, hex: [4, 4] },
  };
  req.battle.phase = "action";
  req.battle.impulses = { sides: ["german", "russian"], active: "german", lead: 1, lastPass: null, over: false };
  req.commands = [
    { command: { type: "activate", side: "german", root: { piece: "c1" }, pieces: { c1: "move" } } },
    { command: { type: "special-spot", side: "german", unit: "c1", target: "r1" } },
  ];
  delete req.dice;
  return req;
}

/**
 * The example's map with two German companies in an action segment: one finishes digging in (IA1 16.2), the other is
 * dug in under an entrenchment marker (16.3).
 */
function fieldworks(): Json {
  const req = example() as Record<string, any>;
  const face = { direct: 5, range: 4, movement: 4 };
  const company = { side: "german", kind: "INF", company: true, steps: 2, maxSteps: 2, full: face, reduced: face };
  req.battle.units = {
    d1: { id: "d1", name: "1/IR 147", ...company, hex: [6, 6], digging: true },
    d2: { id: "d2", name: "2/IR 147", ...company, hex: [3, 3], entrenched: true, dugIn: true },
  };
  req.battle.entrenchments = [[3, 3]];
  req.battle.phase = "action";
  req.battle.impulses = { sides: ["german", "russian"], active: "german", lead: 1, lastPass: null, over: false };
  req.commands = [
    { command: { type: "activate", side: "german", root: { piece: "d1" }, pieces: { d1: "move" } } },
    { command: { type: "dig-in", side: "german", unit: "d1" } },
  ];
  delete req.dice;
  return req;
}

/** The board entry with the company set up hidden and entering hidden (IA1 16.5: a scenario's special rule). */
function hiddenEntry(): Json {
  const req = boardEdge(true) as Record<string, any>;
  req.battle.units.e1.hidden = true;
  req.battle.entering[0].hidden = true;
  return req;
}

/** The example's map with a German company off the board entering by [0, 3] (IA1 16.41), or one exiting by [0, 6] (16.42). */
function boardEdge(entering: boolean): Json {
  const req = example() as Record<string, any>;
  const face = { direct: 5, range: 4, movement: 4 };
  const company = { side: "german", kind: "INF", company: true, steps: 2, maxSteps: 2, full: face, reduced: face };
  req.battle.units = { e1: { id: "e1", name: "1/IR 147", ...company, hex: entering ? null : [0, 6] } };
  if (entering) req.battle.entering = [{ piece: "e1", turn: 1, hexes: [[0, 3]] }];
  else req.battle.exits = [{ side: "german", hexes: [[0, 6]] }];
  req.battle.phase = "action";
  req.battle.impulses = { sides: ["german", "russian"], active: "german", lead: 1, lastPass: null, over: false };
  req.commands = [
    { command: { type: "activate", side: "german", root: { piece: "e1" }, pieces: { e1: "move" } } },
    { command: entering ? { type: "move", side: "german", piece: "e1", to: [0, 3] } : { type: "exit-board", side: "german", unit: "e1" } },
  ];
  delete req.dice;
  return req;
}

/**
 * The example's German side with an off-board factor and its Artillery Plan written (IA1 9.11): a Planned Fire column,
 * one line per turn, fire or No Fire.
 */
function artillery(): Json {
  const req = example() as Record<string, any>;
  req.battle.sides[0].artillery = { ammunition: 4, depletion: 7, offBoard: [{ id: "german-oba-1", strength: 12 }], smoke: false };
  const turns = [[5, 5], null, [5, 6], null, null, null, null, null].map((at) => (at === null ? null : { at }));
  req.commands = [{ command: { type: "write-artillery-plan", side: "german", missions: { "german-oba-1": { mission: "planned-fire", turns } } } }];
  delete req.dice;
  return req;
}

/**
 * The example's map with a German company and its captain adjacent to a Russian company, in an action segment: they
 * enter its hex (assault movement, IA1 5.4) and fight the required assault (12.4), both sides rolling no effect.
 */
function assault(): Json {
  const req = example() as Record<string, any>;
  const face = { direct: 5, range: 4, movement: 4 };
  const company = { kind: "INF", company: true, steps: 2, maxSteps: 2, full: face, reduced: face };
  req.battle.units = {
    a1: { id: "a1", side: "german", name: "3/IR 147", ...company, hex: [5, 5] },
    r1: { id: "r1", side: "russian", name: "1/94", ...company, hex: [5, 6] },
  };
  req.battle.leaders = { hptm: { id: "hptm", side: "german", name: "Hptm. Brandt", leaderType: "infantry", rank: 3, morale: 8, combat: 1, moraleBonus: 1, hex: [5, 5] } };
  req.battle.phase = "action";
  req.battle.impulses = { sides: ["german", "russian"], active: "german", lead: 1, lastPass: null, over: false };
  req.commands = [
    { command: { type: "activate", side: "german", root: { leader: "hptm" }, pieces: { a1: "move", hptm: "move" } } },
    { command: { type: "move", side: "german", piece: "a1", to: [5, 6], with: ["hptm"] } },
    { command: { type: "assault", side: "german", at: [5, 6], units: ["a1"], leaders: ["hptm"] } },
  ];
  req.dice = [6, 6];
  return req;
}

/**
 * The example's map with the optional rules in force (IA1 17.0): the German initiative winner saves a segment (17.2), his
 * captain activates two reduced companies, one moving strategically (17.3), and they consolidate (17.1); a hex already
 * attacked this turn (17.6).
 */
function optionalRules(): Json {
  const req = example() as Record<string, any>;
  const face = { direct: 5, range: 4, movement: 4 };
  const company = { side: "german", kind: "INF", company: true, steps: 1, maxSteps: 2, full: face, reduced: face };
  req.battle.units = { a1: { id: "a1", name: "1/IR 147", ...company, hex: [5, 5] }, a2: { id: "a2", name: "2/IR 147", ...company, hex: [5, 5] } };
  req.battle.leaders = { hptm: { id: "hptm", side: "german", name: "Hptm. Brandt", leaderType: "infantry", rank: 3, morale: 8, combat: 1, moraleBonus: 1, hex: [5, 5] } };
  req.battle.options = ["consolidation", "excess-initiative", "strategic-movement", "fog-of-war", "flanking-fire", "solitaire"];
  req.battle.flanks = [{ hex: [8, 8], through: [[8, 7]], companies: [] }];
  req.battle.phase = "action";
  req.battle.initiative = { winner: "german", segments: 3, rolls: [] };
  req.battle.impulses = { sides: ["german", "russian"], active: "german", lead: 3, lastPass: null, over: false };
  req.commands = [
    { command: { type: "save-segment", side: "german" } },
    { command: { type: "activate", side: "german", root: { leader: "hptm" }, pieces: { a1: "move", a2: { action: "move", strategic: true }, hptm: "move" } } },
    { command: { type: "consolidate", side: "german", unit: "a1", with: "a2" } },
  ];
  delete req.dice;
  return req;
}

/**
 * The example's German gun with an Open Sights mission on the side's Artillery Plan, activated to fire at a Russian
 * company (IA1 10.3), then its ammunition depletion check (11.2).
 */
function openSights(): Json {
  const req = example() as Record<string, any>;
  req.battle.sides[0].artillery = { depletion: 7 };
  req.battle.units = {
    a1: { id: "a1", side: "german", name: "77mm A", kind: "ART", company: false, steps: 1, maxSteps: 1, full: { direct: 0, bombardment: 5, range: 10, movement: 0 }, hex: [3, 3] },
    r1: { id: "r1", side: "russian", name: "1/IR 1", kind: "INF", company: true, steps: 2, maxSteps: 2, full: { direct: 5, range: 4, movement: 4 }, hex: [7, 3] },
  };
  req.battle.plans = { german: { missions: { a1: { mission: "open-sights" } } } };
  req.battle.phase = "action";
  req.battle.impulses = { sides: ["german", "russian"], active: "german", lead: 1, lastPass: null, over: false };
  req.commands = [
    { command: { type: "activate", side: "german", root: { piece: "a1" }, pieces: { a1: "fire" } } },
    { command: { type: "open-sights-fire", side: "german", firer: "a1", at: [7, 3] } },
  ];
  req.dice = [6, 6, 3, 3];
  return req;
}

/**
 * The example with victory conditions of every kind (IA1 3.0), the losses recorded so far and a victory query: a
 * battle's `victory`, `losses` and the query are mutated.
 */
function victory(): Json {
  const req = example() as Record<string, any>;
  req.battle.victory = {
    points: [
      { side: "german", for: "steps", points: 1 },
      { side: "russian", for: "units", points: 2 },
      { side: "russian", for: "leaders", points: 3 },
      { side: "german", for: "hexes", hexes: [[5, 5]], points: 4 },
      { side: "german", for: "exits", hexes: [[0, 6]], points: 2 },
    ],
    winner: { by: "hexes", side: "german", hexes: [[5, 5]] },
  };
  req.battle.losses = { russian: { steps: 3, units: 1, leaders: 0, exits: [[0, 6]] } };
  req.queries = [{ victory: { side: "russian" } }];
  return req;
}

/**
 * Requests well formed field by field that the battle or its charts make impossible (issue 16), each refused naming
 * its path: the example changed.
 */
function impossible(): Malformed[] {
  const cases: [what: string, path: string, change: (req: Record<string, any>) => void][] = [
    ["control by a side not in the battle", '$.battle.control["3,3"]', (r) => (r.battle.control = { "3,3": "austrian" })],
    ["a river bank not by its river hex (IA1 5.8)", "$.battle.units.g1.riverBank", (r) => {
      r.map.hexes.push({ at: [2, 2], terrain: ["minor-river"] });
      r.battle.units.g1.riverBank = [9, 9];
    }],
    ["a river bank in no river hex (IA1 5.8)", "$.battle.units.g1.riverBank", (r) => (r.battle.units.g1.riverBank = [2, 3])],
    ["a turn after the last (IA1 3.0)", "$.battle.turn", (r) => (r.battle.turn = r.battle.lastTurn + 1)],
    ["MGs combined by a leader that are none of his side's (IA1 3.3)", "$.battle.leaders.hptm.oppFireWith[0]", (r) => (r.battle.leaders.hptm.oppFireWith = ["nobody"])],
    ["a TEC of another edition", "$.tec.edition", (r) => (r.tec = structuredClone(ia2Tec))],
    ["a TEC of another game", "$.tec.ruleset", (r) => (r.tec = { ...structuredClone(ia1Tec), ruleset: "panzer-grenadier" })],
    ["fire tables of another edition", "$.fireTables.edition", (r) => {
      const tables = structuredClone(ia1FireTables);
      r.fireTables = { ...tables, edition: "IA2", tables: tables.tables.map((t) => ({ ...t, edition: "IA2" })) };
    }],
  ];
  return cases.map(([what, path, change]) => {
    const request = example() as Record<string, any>;
    change(request);
    return { name: `impossible: ${what} at ${path}`, request, path };
  });
}

/** Fields a request may leave out (defaults or optional). */
const OPTIONAL = new Set([
  "boards", "hexes", "hexsides", "markers", "firstColumn", "firstRow", "level", "slope", "tec", "fireTables", "as", "commands",
  "answers", "dice", "queries", "with", "leaders", "target", "turn", "phase", "units", "eliminated", "smoke", "control",
  "reduced", "movedFired", "status", "rankTitle", "subtype", "lookupRule", "note", "modifiers", "rule", "bombardment", "light",
  "per", "cap", "perUnit", "optional", "appliesTo", "spotterBonus", "aside", "entrenchments", "entrenched", "digging", "dugIn",
  "artillery", "ammunition", "depletion", "offBoard", "plans", "options", "flanks", "segments", "savedSegment", "strategic", "ledBy",
  "entering", "exits", "exited", "abortOnly", "victory", "losses", "hidden", "specialSpotting",
]);
/** Whether the field at `path` may be left out. */
const optional = (path: Path, key: string) =>
  OPTIONAL.has(key) ||
  (path[0] === "tec" && (key === "combat" || key === "marker" || (key === "moveCost" && path[1] === "hexsides"))) ||
  (path[0] === "queries" && key === "side");
/** Fields that may be null. */
const NULLABLE = new Set(["hex", "turns"]);
/** Numbers that may be negative. */
const SIGNED = new Set(["level", "morale", "full", "reduced", "combat", "moraleBonus", "shift"]);
/** Fields holding ids, which may not be names every object inherits (map and board ids are labels, never keys). */
const IDS = new Set(["id", "side", "type", "piece", "leader", "firers", "with", "leaders", "terrain", "defaultTerrain", "features", "kind", "layout", "leaderType"]);
/** Fields holding a hex, or a list of hexes. */
const HEXES = new Set(["at", "hex", "to", "from", "stack"]);
const HEX_LISTS = new Set(["between", "path", "smoke", "entrenchments"]);
/** Objects whose keys are names (pieces, answers, roll totals …) rather than fields. */
const RECORDS = new Set(["units", "leaders", "answers", "pieces", "rows", "results", "terrain", "hexsides", "missions", "plans", "losses"]);
/** Lists and records whose entries are alike: only the first is mutated inside. */
const ALIKE = new Set(["tables", "rows", "columns", "results", "hexes", "modifiers", "terrain", "hexsides", "units"]);
/** Fields deep nesting is tried on, about one per part of a request. */
const DEEP = new Set(["map", "hexes", "battle", "units", "full", "sides", "commands", "command", "root", "answers", "dice", "fireTables", "queries", "tec"]);
const RESERVED = ["__proto__", "constructor", "toString"];

/** `root` with the value at `path` changed by `change` (it gets the parent's copy); what is off the path is shared. */
function rewrite(root: Json, path: Path, change: (copy: any, key: string | number) => void): Json {
  const copy: any = Array.isArray(root) ? [...root] : { ...(root as object) };
  const [key, ...rest] = path;
  if (rest.length) copy[key!] = rewrite(copy[key!], rest, change);
  else change(copy, key!);
  return copy;
}

/** `root` with the value at `path` replaced, or removed for `undefined`. */
const edit = (root: Json, path: Path, value: Json | undefined): Json =>
  rewrite(root, path, (parent, key) => (value === undefined ? delete parent[key] : (parent[key] = value)));

/** `root` with the first entry of the object at `path` under the key `to` (an own key, as JSON.parse makes it). */
const renameFirst = (root: Json, path: Path, to: string): Json =>
  rewrite(root, path, (parent, key) => {
    const entries = Object.entries(parent[key] as object).map(([k, x], i): [string, unknown] => [i === 0 ? to : k, x]);
    parent[key] = Object.defineProperties({}, Object.fromEntries(entries.map(([k, x]) => [k, { value: x, enumerable: true, writable: true, configurable: true }])));
  });

/** JSON nested 10,000 levels deep, arrays and objects in turn: one value, put wherever deep nesting is tried. */
const NESTED: Json = (() => {
  let v: Json = 1;
  for (let i = 0; i < 10_000; i++) v = i % 2 ? { a: v } : [v];
  return v;
})();
const NESTED_TEXT = '{"a":['.repeat(5000) + "1" + "]}".repeat(5000);

/** A request as JSON text; deep nesting is written without JSON.stringify, which recurses. */
export function requestText(request: unknown): string {
  return JSON.stringify(request, (_, v: unknown) => (v === NESTED ? "\u0000nested" : v)).replaceAll('"\\u0000nested"', NESTED_TEXT);
}

/** The key a copy of an object's first key is written under, then renamed in the text (`twiceText`). */
const TWICE = "\u0000twice";

/** `root` as JSON text with the object at `path` giving its first key twice (the first copy is what JSON.parse drops). */
function twiceText(root: Json, path: Path, object: { [key: string]: Json }, key: string): string {
  const doubled = { [TWICE]: object[key]!, ...object };
  return requestText(path.length ? edit(root, path, doubled) : doubled).replace('"\\u0000twice":', `${JSON.stringify(key)}:`);
}

/** A value of another JSON type. */
function otherType(v: Json): Json {
  if (typeof v === "number") return String(v);
  if (typeof v === "string") return 7;
  if (typeof v === "boolean") return "yes";
  if (v === null) return "x";
  return Array.isArray(v) ? {} : [];
}

const isHex = (v: Json): v is [number, number] => Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === "number");

/** A game's own fields that may be left out, be null or be negative, beyond the sets above. */
interface Fields {
  /** Objects whose keys are names (RECORDS). */
  readonly records?: ReadonlySet<string>;
  readonly optional?: ReadonlySet<string>;
  readonly nullable?: ReadonlySet<string>;
  readonly signed?: ReadonlySet<string>;
}

/**
 * PG's: a face's fire values and a battle's set-up records may be left out or null (none), a minefield's strength is
 * null in a side's view of the enemy's (16.7), fire values may be negative (11.2 "AT fire values of 0 or more"), a side
 * without tank leaders or minefields gives none; without impulses the commands of the action phase are refused by rule.
 * `tankLeaders` holds an assignment by side.
 */
const PG_FIELDS: Fields = {
  records: new Set(["tankLeaders"]),
  optional: new Set(["direct", "at", "minefields", "revealed", "minefieldZone", "tankLeaders", "impulses", "offboard", "aircraft", "smokeAllowed", "firedTurn", "face", "used", "turns"]),
  nullable: new Set(["direct", "at", "strength", "impulses", "firedTurn", "face"]),
  signed: new Set(["strength"]),
};
/** PG's fields, and those of work under way (PG 16.3, 5.73): wrecks by hex, a side's Crossing Numbers (any, or none). */
const PG_WORK_FIELDS: Fields = {
  records: new Set([...PG_FIELDS.records!, "wrecks"]),
  optional: new Set([...PG_FIELDS.optional!, "wrecks", "crossingNumbers", "foot"]),
  nullable: PG_FIELDS.nullable!,
  signed: new Set([...PG_FIELDS.signed!, "foot"]),
};

/**
 * RP's: the battle's and its parts' fields with a default may be left out; a command's observer, a cross hair, a fire
 * for effect, a pre-registered vertex, the command under way, the couplets, a trench-set observer, the hallowed hex,
 * the winner, a barrage's advances left, a unit's fieldwork and the campaign's placer may be null; values on a counter,
 * an hourglass's turn, a cross hair's placing turn and a barrage's step may be negative. Groups, control, a campaign's
 * reserves and night attacks are records.
 */
const RP_FIELDS: Fields = {
  records: new Set(["oma", "control", "reserve", "reserveOma", "nightAttacked"]),
  optional: new Set([
    "infiltration", "setUp", "edge", "transportUsed", "transportLost", "trenchSet", "trenchSetHex", "couplets", "zeroLast", "activation", "oma", "markers",
    "hallowedUsed", "barrages", "barragePlans", "starts", "preliminary", "pbFired", "winner", "campaign", "night", "precipitation", "inPlay", "howitzer", "spent", "mpSpent",
    "lostChecked", "dug", "arrives", "in", "meleeMark", "antiTank", "acted", "moving", "road", "mgShots", "crossHair", "ffe", "mayPreregister", "preregistered", "hits", "from",
    "primed", "scrapes", "gas", "breaches", "bombStops", "trenches", "blockhouses", "hallowed", "advancesLeft", "struck", "mule", "wagon", "truck",
    "placer", "placed", "toPlace", "lost", "reserve", "reserveOma", "nightAttacked", "sealed", "done", "flip", "removeBombStops", "fieldworks", "path", "transport",
  ]),
  nullable: new Set(["starts", "observer", "crossHair", "ffe", "preregistered", "activation", "couplets", "trenchSet", "hallowed", "winner", "advancesLeft", "placer", "in"]),
  signed: new Set(["firepower", "melee", "antiTank", "hourglass", "step"]),
};

/** Every mutation of the fields of `root` that `scope` accepts (by path). */
function mutations(base: string, root: Json, scope: (path: Path) => boolean, own: Fields = {}): Malformed[] {
  const out: Malformed[] = [];
  const add = (what: string, path: Path, request: Json, expect: Path | null = path) =>
    out.push({ name: `${base}: ${what} at ${jsonPath(path)}`, request, path: expect && jsonPath(expect) });
  let provenance = false;
  const commandTypes = new Set<string>();

  const mutate = (v: Json, path: Path, entry: boolean) => {
    const key = path.at(-1)!;
    // The field a value belongs to: an array's for its items, a cell's for its `value`.
    const field = String(typeof key === "number" || key === "value" ? path.at(-2) : key);
    add("a value of another type", path, edit(root, path, otherType(v)));
    if (v !== null && !NULLABLE.has(field) && !own.nullable?.has(field)) add("null", path, edit(root, path, null));
    if (typeof key === "string" && !entry && !optional(path, key) && !own.optional?.has(key)) add("removal", path, edit(root, path, undefined));
    if (typeof v === "number") {
      add("a huge number", path, edit(root, path, 1e21));
      if (!SIGNED.has(field) && !own.signed?.has(field)) add("a negative number", path, edit(root, path, -1));
    }
    // A command's side is the host's word (commands/schema.ts): the engine refuses a side the battle does not have.
    const ruled = path[0] === "commands" && field === "side";
    if (typeof v === "string" && IDS.has(field) && path[0] !== "map") for (const r of RESERVED.slice(0, 2)) add(`"${r}"`, path, edit(root, path, r), ruled ? null : path);
    if (typeof key === "string" && DEEP.has(key)) add("nesting 10000 deep", path, edit(root, path, NESTED));
    if (isHex(v) && (HEXES.has(field) || HEX_LISTS.has(field))) {
      const [c, r] = v;
      // A hexside is refused as a whole.
      const refused = field === "between" ? path.slice(0, -1) : path;
      add("a hex off the map", path, edit(root, path, [c + 1000, r]), refused);
      add("a hex off the map", path, edit(root, path, [c, r + 1000]), refused);
    }
  };

  const visit = (v: Json, path: Path, entry: boolean): void => {
    const key = path.at(-1);
    if (path.length && scope(path)) mutate(v, path, entry);
    if (v === null || typeof v !== "object") return;
    // Provenance has one shape everywhere: mutated inside once.
    if (key === "provenance" && provenance) return;
    if (key === "provenance") provenance = true;
    const record = typeof key === "string" && (RECORDS.has(key) || own.records?.has(key) === true);
    if (!Array.isArray(v) && path.length && scope(path)) {
      add('an unknown key "zzz"', path, edit(root, [...path, "zzz"], 1));
      if (record) for (const r of RESERVED) add(`a key "${r}"`, path, renameFirst(root, path, r), [...path, r]);
    }
    const first = Array.isArray(v) ? undefined : Object.keys(v)[0];
    if (first !== undefined && scope(path)) {
      const at = [...path, first];
      out.push({ name: `${base}: a key given twice at ${jsonPath(at)}`, request: root, path: jsonPath(at), text: twiceText(root, path, v as { [key: string]: Json }, first) });
    }
    const entries: [string | number, Json][] = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
    const alike = typeof key === "string" && ALIKE.has(key);
    entries.forEach(([k, x], i) => {
      // Commands of one type are alike too, but for their answers.
      const type = key === "commands" ? (x as { command: { type: string } }).command.type : null;
      if (type !== null && !Object.hasOwn(x as object, "answers") && commandTypes.has(type)) return;
      if (type !== null) commandTypes.add(type);
      if (!alike || i === 0) visit(x, [...path, k], record);
    });
  };
  visit(root, [], false);
  return out;
}

/** Every die replaced by a value no die shows, then one no d6 shows (when drawn); the list cut short at every length. */
function badDice(base: string, root: Json): Malformed[] {
  const dice = (root as { dice: number[] }).dice;
  const out: Malformed[] = [];
  dice.forEach((_, i) => {
    for (const face of [0, 21, 2.5, 7]) out.push({ name: `${base}: die ${face} at $.dice[${i}]`, request: edit(root, ["dice", i], face), path: `$.dice[${i}]` });
  });
  for (let n = 0; n < dice.length; n++) out.push({ name: `${base}: ${n} of ${dice.length} dice`, request: edit(root, ["dice"], dice.slice(0, n)), path: "$.dice" });
  return out;
}

/** The whole corpus, in a fixed order. */
export function malformedCorpus(): Malformed[] {
  const ex = example();
  const turn = scripted();
  // The scripted turn adds commands, answers, dice and fire tables; its map and battle are shaped as the example's.
  const ownParts = (path: Path) => path[0] !== "map" && path[0] !== "battle";
  return [
    ...mutations("example", ex, () => true),
    ...mutations("example with its TEC", withTec(), (path) => path[0] === "tec"),
    ...mutations("scripted turn", turn, ownParts),
    ...mutations("cavalry", cavalry(), (path) => path[0] === "commands" || path.includes("aside")),
    ...mutations("special spotting", specialSpotting(), (path) => path[0] === "commands" || path.includes("specialSpotting")),
    ...mutations("fieldworks", fieldworks(), (path) => path[0] === "commands" || ["entrenchments", "entrenched", "digging", "dugIn"].some((k) => path.includes(k))),
    ...mutations("board entry", boardEdge(true), (path) => path[0] === "commands" || path.includes("entering")),
    ...mutations("hidden board entry", hiddenEntry(), (path) => path.includes("entering")),
    ...mutations("board exit", boardEdge(false), (path) => path[0] === "commands" || path.includes("exits")),
    ...mutations("artillery", artillery(), (path) => path[0] === "commands" || path.includes("artillery")),
    ...mutations("open sights", openSights(), (path) => path[0] === "commands" || path.includes("plans")),
    ...mutations("assault", assault(), (path) => path[0] === "commands"),
    ...mutations("optional rules", optionalRules(), (path) => path[0] === "commands" || ["options", "flanks"].some((k) => path.includes(k))),
    ...mutations("victory", victory(), (path) => path[0] === "queries" || ["victory", "losses"].some((k) => path.includes(k))),
    ...mutations("pg set-up", pgSetUp() as unknown as Json, () => true, PG_FIELDS),
    ...mutations("pg play", pgPlay() as unknown as Json, (path) => path[0] !== "map", PG_FIELDS),
    // PG 17.2, 12.3, 10.2, 14.4, 5.63, 6.9: the commands no other PG base gives, mutated field by field.
    ...mutations("pg combat", pgCombat() as unknown as Json, (path) => path[0] === "commands", PG_FIELDS),
    ...mutations("pg cavalry set-up", pgCavalrySetUp() as unknown as Json, (path) => path[0] === "commands", PG_FIELDS),
    ...mutations("pg work", pgWork() as unknown as Json, (path) => path[0] === "commands" || ["work", "wrecks", "crossingNumbers", "riverBank"].some((k) => path.includes(k)), PG_WORK_FIELDS),
    // The map is read as every game's is (the example's map is mutated); the battle has every RP battle field.
    ...mutations("rp set-up", rpSetUp() as unknown as Json, (path) => path[0] !== "map", RP_FIELDS),
    // RP 5.2, 6.0: the commands of play and the command under way (the set-up's battle has every other battle field).
    ...mutations("rp play", rpPlay() as unknown as Json, (path) => path[0] === "commands" || ["couplets", "activation"].includes(String(path[1])), RP_FIELDS),
    ...mutations("rp campaign", rpCampaign() as unknown as Json, (path) => path[0] === "commands" || path.includes("campaign") || path.includes("victory"), RP_FIELDS),
    // Every CI battle field the schema checks (ciMutated); every CI command; the activation under way. CI's d10s: ci-malformed.test.ts.
    ...mutations("ci set-up", ciSetUp() as unknown as Json, (path) => path[0] !== "map" && ciMutated(path), CI_FIELDS),
    ...mutations("ci play", ciPlay() as unknown as Json, (path) => path[0] === "commands", CI_FIELDS),
    ...mutations("ci activation", ciActivation() as unknown as Json, (path) => path[0] === "commands" || (path[1] === "activation" && ciMutated(path)), CI_FIELDS),
    ...mutations("ci strike", ciSupport(true) as unknown as Json, (path) => path[0] === "commands", CI_FIELDS),
    ...mutations("ci bombard", ciSupport(false) as unknown as Json, (path) => path[0] === "commands", CI_FIELDS),
    ...impossible(),
    ...badDice("example", ex),
    ...badDice("pg play", pgPlay() as unknown as Json),
    ...badDice("scripted turn", turn),
    ...badDice("rp play", rpPlay() as unknown as Json),
  ];
}

/** The good requests the corpus is made from (each must run with every command done). */
export const corpusBases = (): unknown[] => [example(), withTec(), scripted(), cavalry(), specialSpotting(), fieldworks(), boardEdge(true), hiddenEntry(), boardEdge(false), artillery(), openSights(), assault(), optionalRules(), victory(), pgSetUp(), pgPlay(), pgWork(), pgCombat(), pgCavalrySetUp(), rpSetUp(), rpPlay(), rpCampaign(), ciSetUp(), ciPlay(), ciActivation(), ciSupport(true), ciSupport(false)];
