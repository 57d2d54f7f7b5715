/**
 * The compendium's demonstration scenario (ia1-demo-scenario.json, src/engine/rules/ia/data; packs/_source/ia-scenarios)
 * scripted as an oracle request: the German Artillery Plan — the field gun battery on the hill and the two off-board
 * factors of 14 — fires two turns running on the Russian outpost at [13, 4] (drumfire, IA1 9.7); the captain's company
 * assaults the outpost at [14, 7] (12.x) and the Rittmeister's squadron charges from [18, 9] through [18, 8] into
 * [18, 7] (12.7); the Russian outpost at [13, 4] steps out to [13, 3] and back into the drumfire, which attacks it
 * (9.71). The fire tables are fixtures (user provenance): fire/support's Direct Fire Table, artillery/support's
 * Bombardment Table, assault/support's Assault Table.
 */
import { readFileSync } from "node:fs";
import { ScriptedDice } from "../../src/engine/core/dice";
import { CounterSet } from "../../src/engine/rules/ia/data/schemas/counters";
import { FireTableSet } from "../../src/engine/rules/series/data/schemas/fire-table";
import { Scenario } from "../../src/engine/rules/ia/data/schemas/scenario";
import { parseData } from "../../src/engine/data/validate";
import { encodeOnMap, loadMap } from "../../src/engine/map";
import { ia1Tec } from "../../src/engine/rules/ia/data";
import { battleFromScenario } from "../../src/engine/rules/ia/scenario/battle-from-scenario";
import { IaBattleJson } from "../../src/engine/rules/ia/state/battle-schema";
import { bombardmentFixture } from "../engine/rules/ia/artillery/support";
import { assaultTables } from "../engine/rules/ia/assault/support";

const data = (file: string) => JSON.parse(readFileSync(new URL(`../../src/engine/rules/ia/data/${file}`, import.meta.url), "utf8"));

export const scenarioJson = data("ia1-demo-scenario.json");
export const mapJson = data("ia1-demo-map.json");
export const map = loadMap(mapJson, ia1Tec);
const counters = parseData(CounterSet, data("ia1-counters.json"), "ia1-counters.json");

/** The battle at the start of turn 1, as the scenario sets it up (no leader is drawn: no dice). */
export const scenarioBattle = () => battleFromScenario(parseData(Scenario, scenarioJson, "scenario"), counters, map, { dice: new ScriptedDice([]) }).battle;

/** Direct fire, bombardment and assault fixture tables in one set. */
export const fireTables: FireTableSet = { ...bombardmentFixture(), tables: [...bombardmentFixture().tables, assaultTables().tables.find((t) => t.kind === "assault")!] };

/**
 * The hexes of the script: the bombarded outpost, an empty hex (a plan's other target), the assaulted outpost, the
 * charge's intervening hex, the charged outpost, and the hex the bombarded outpost steps out to before re-entering.
 */
export const HEX = { target: [13, 4], decoy: [9, 9], assaulted: [14, 7], through: [18, 8], charged: [18, 7], out: [13, 3] } as const;

/** The German guns: the battery on the hill and the two off-board factors. */
export const GUNS = ["ger-art-1", "german-oba-1", "german-oba-2"] as const;

export type Line = ({ at: readonly number[] } | null)[];
/** The German plan: every gun fires at `line` (one entry per turn of the scenario's eight). */
export const planMissions = (line: Line) => Object.fromEntries(GUNS.map((gun) => [gun, { mission: "planned-fire", turns: line }]));
const planCommand = (line: Line) => ({ type: "write-artillery-plan", side: "german", missions: planMissions(line) });

/** Each turn's Bombardment Phase: no gun attempts to abort (IA1 9.14); the second off-board factor joins the first one's attack, the battery on the hill fires alone (9.2). */
export const BOMBARD = { "abort:ger-art-1": false, "abort:german-oba-1": false, "abort:german-oba-2": false, "bombardment-group:german-oba-2": 1 };
const step = (command: Record<string, unknown>, answers?: Record<string, unknown>): Step => ({ command, ...(answers ? { answers } : {}) });
const activate = (leader: string, unit: string) => step({ type: "activate", side: "german", root: { leader }, pieces: { [unit]: "move", [leader]: "move" } });
const move = (piece: string, to: readonly number[], leader: string, answers?: Record<string, unknown>) => step({ type: "move", side: "german", piece, to, with: [leader] }, answers);
const assault = (at: readonly number[], unit: string, leader: string) => step({ type: "assault", side: "german", at, units: [unit], leaders: [leader] });
const end = step({ type: "end-activation", side: "german" });
const russian = (command: Record<string, unknown>, answers?: Record<string, unknown>) => step({ ...command, side: "russian" }, answers);

/**
 * IA1 9.71: units in a hex when its Drumfire marker is placed are attacked again only if they exit and re-enter it. The
 * outpost at [13, 4] steps out to [13, 3] and back in (the Germans pass on opportunity fire each time, 13.1): the
 * battery's drumfire attacks it alone, the two off-board factors' together (9.2).
 */
const DRUMFIRE_ENTRY: Step[] = [
  russian({ type: "activate", root: { piece: "rus-inf-4" }, pieces: { "rus-inf-4": "move" } }),
  russian({ type: "move", piece: "rus-inf-4", to: HEX.out }, { "opportunity-fire:rus-inf-4@13,3:1": "pass" }),
  russian({ type: "move", piece: "rus-inf-4", to: HEX.target }, {
    "bombardment-group:german-oba-2@rus-inf-4@13,4": 1,
    "opportunity-fire:rus-inf-4@13,4:1": "pass",
  }),
  russian({ type: "end-activation" }),
];

/**
 * Turn 1: the plan, initiative, the bombardment, pass pass pass. Turn 2: initiative, the bombardment again (drumfire),
 * the captain's company assaults [14, 7], the Rittmeister's squadron charges [18, 7] (the outpost there passes on
 * opportunity fire at the intervening hex); the Russian outpost at [13, 4] re-enters the drumfire.
 */
export const script = (line: Line): Step[] => [
  step(planCommand(line)),
  step({ type: "roll-initiative", side: "german" }, BOMBARD),
  step({ type: "pass", side: "german" }),
  step({ type: "pass", side: "german" }),
  step({ type: "pass", side: "russian" }),
  step({ type: "roll-initiative", side: "german" }, BOMBARD),
  activate("ger-hptm-a1", "ger-inf-1"),
  move("ger-inf-1", HEX.assaulted, "ger-hptm-a1"),
  assault(HEX.assaulted, "ger-inf-1", "ger-hptm-a1"),
  end,
  activate("ger-rittm-1", "ger-cav-1"),
  move("ger-cav-1", HEX.through, "ger-rittm-1", { "opportunity-fire:ger-cav-1@18,8:1": "pass" }),
  move("ger-cav-1", HEX.charged, "ger-rittm-1"),
  assault(HEX.charged, "ger-cav-1", "ger-rittm-1"),
  end,
  ...DRUMFIRE_ENTRY,
];

/**
 * The dice, in the order the rules call for them: turn 1 initiative 5–1, the battery's attack 4+4 and the off-board
 * factors' 4+4 (8: no effect on the fixture table); turn 2 initiative 5–1, the battery 4+4, the factors 5+2 (7: M) and
 * the outpost's morale check 4+2 (passed); the assault 3 (attacker: 1) and 5 (defender: none), the defender's morale
 * check 1+1; the charge 2 (attacker: 2) and 6; the drumfire on the re-entering outpost: the battery 4+4 (8: no effect),
 * the factors 5+2 (7: M) and its morale check 4+2 (passed).
 */
export const DICE = [5, 1, 4, 4, 4, 4, 5, 1, 4, 4, 5, 2, 4, 2, 3, 5, 1, 1, 2, 6, 4, 4, 5, 2, 4, 2];

export interface Step {
  readonly command: Record<string, unknown>;
  readonly answers?: Record<string, unknown>;
}

/** The oracle request: the scenario's battle, `steps` with `dice`, answered `as` a side if given. */
export function request(steps: readonly Step[], dice: readonly number[], as?: string) {
  return { map: mapJson, fireTables, battle: encodeOnMap(map, IaBattleJson, scenarioBattle()), ...(as ? { as } : {}), commands: steps, dice };
}
