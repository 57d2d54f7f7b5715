/**
 * The scenario ia1-artillery-assault-scenario.json (src/engine/rules/ia/data) set up as an oracle request: the German
 * side's Artillery Plan (2 x 14 off-board factors), a bombardment two turns running on the Russian company at [14, 5]
 * (drumfire, IA1 9.7), an infantry assault from [14, 8] into [14, 7] (12.x) and a cavalry charge from [18, 9] through
 * [18, 8] into [18, 7] (12.7). The fire tables are fixtures (user provenance): fire/support's Direct Fire Table,
 * artillery/support's Bombardment Table, assault/support's Assault Table.
 */
import { readFileSync } from "node:fs";
import { ScriptedDice } from "../../src/engine/core/dice";
import { CounterSet } from "../../src/engine/data/schemas/counters";
import { FireTableSet } from "../../src/engine/data/schemas/fire-table";
import { Scenario } from "../../src/engine/data/schemas/scenario";
import { parseData } from "../../src/engine/data/validate";
import { encodeOnMap, loadMap } from "../../src/engine/map";
import { ia1Tec } from "../../src/engine/rules/ia/data";
import { battleFromScenario } from "../../src/engine/rules/ia/scenario/battle-from-scenario";
import { IaBattleJson } from "../../src/engine/rules/ia/state/battle-schema";
import { bombardmentFixture } from "../engine/rules/ia/artillery/support";
import { assaultTables } from "../engine/rules/ia/assault/support";

const data = (file: string) => JSON.parse(readFileSync(new URL(`../../src/engine/rules/ia/data/${file}`, import.meta.url), "utf8"));

export const scenarioJson = data("ia1-artillery-assault-scenario.json");
export const mapJson = data("ia1-demo-map.json");
export const map = loadMap(mapJson, ia1Tec);
const counters = parseData(CounterSet, data("ia1-counters.json"), "ia1-counters.json");

/** The battle at the start of turn 1, as the scenario sets it up (no leader is drawn: no dice). */
export const scenarioBattle = () => battleFromScenario(parseData(Scenario, scenarioJson, "scenario"), counters, map, { dice: new ScriptedDice([]) }).battle;

/** Direct fire, bombardment and assault fixture tables in one set. */
export const fireTables: FireTableSet = { ...bombardmentFixture(), tables: [...bombardmentFixture().tables, assaultTables().tables.find((t) => t.kind === "assault")!] };

/** The hexes of the script: the bombarded company, an empty hex (a plan's other target), the assaulted company, the charge's intervening hex and the charged company. */
export const HEX = { target: [14, 5], decoy: [9, 9], assaulted: [14, 7], through: [18, 8], charged: [18, 7] } as const;

type Turns = ({ at: readonly number[] } | null)[];
/** The German plan: both off-board factors fire at `line`, one entry per turn. */
const planCommand = (line: Turns) => ({
  type: "write-artillery-plan",
  side: "german",
  missions: { "german-oba-1": { mission: "planned-fire", turns: line }, "german-oba-2": { mission: "planned-fire", turns: line } },
});

/** Each turn's Bombardment Phase: neither factor attempts to abort (IA1 9.14); the second joins the first's attack (9.2). */
const bombard = { "abort:german-oba-1": false, "abort:german-oba-2": false, "bombardment-group:german-oba-2": 0 };
const step = (command: Record<string, unknown>, answers?: Record<string, unknown>): Step => ({ command, ...(answers ? { answers } : {}) });
const activate = (leader: string, unit: string) => step({ type: "activate", side: "german", root: { leader }, pieces: { [unit]: "move", [leader]: "move" } });
const move = (piece: string, to: readonly number[], leader: string, answers?: Record<string, unknown>) => step({ type: "move", side: "german", piece, to, with: [leader] }, answers);
const assault = (at: readonly number[], unit: string, leader: string) => step({ type: "assault", side: "german", at, units: [unit], leaders: [leader] });
const end = step({ type: "end-activation", side: "german" });

/**
 * Turn 1: the plan, initiative, the bombardment, pass pass pass. Turn 2: initiative, the bombardment again (drumfire),
 * the captain's company assaults [14, 7], the Rittmeister's squadron charges [18, 7] (the company there passes on
 * opportunity fire at the intervening hex).
 */
export const script = (line: Turns): Step[] => [
  step(planCommand(line)),
  step({ type: "roll-initiative", side: "german" }, bombard),
  step({ type: "pass", side: "german" }),
  step({ type: "pass", side: "german" }),
  step({ type: "pass", side: "russian" }),
  step({ type: "roll-initiative", side: "german" }, bombard),
  activate("ger-hptm-a1", "ger-inf-1"),
  move("ger-inf-1", HEX.assaulted, "ger-hptm-a1"),
  assault(HEX.assaulted, "ger-inf-1", "ger-hptm-a1"),
  end,
  activate("ger-rittm-1", "ger-cav-1"),
  move("ger-cav-1", HEX.through, "ger-rittm-1", { "opportunity-fire:ger-cav-1@18,8:1": "pass" }),
  move("ger-cav-1", HEX.charged, "ger-rittm-1"),
  assault(HEX.charged, "ger-cav-1", "ger-rittm-1"),
  end,
];

/**
 * The dice, in the order the rules call for them: turn 1 initiative 5–1, the bombardment 4+4 (8: no effect on the
 * fixture table); turn 2 initiative 5–1, the bombardment 5+2 (7: M) and the company's morale check 4+2 (passed); the
 * assault 3 (attacker: 1) and 5 (defender: none), the defender's morale check 1+1; the charge 2 (attacker: 2) and 6.
 */
export const DICE = [5, 1, 4, 4, 5, 1, 5, 2, 4, 2, 3, 5, 1, 1, 2, 6];

export interface Step {
  readonly command: Record<string, unknown>;
  readonly answers?: Record<string, unknown>;
}

/** The oracle request: the scenario's battle, `steps` with `dice`, answered `as` a side if given. */
export function request(steps: readonly Step[], dice: readonly number[], as?: string) {
  return { map: mapJson, fireTables, battle: encodeOnMap(map, IaBattleJson, scenarioBattle()), ...(as ? { as } : {}), commands: steps, dice };
}
