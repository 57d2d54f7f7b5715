import { DataError } from "../../../data/validate";
import { decodeOnMap, encodeOnMap } from "../../../map/hex-codec";
import type { HexMap } from "../../../map/hex-map";
import { SCENARIOS } from "../campaign/steps";
import { rpBattleFromScenario, type RpScenarioOptions } from "../scenario";
import { RpBattleJson, type RpBattle } from "../state";
import type { RpCampaignFile } from "./schemas/campaign";
import type { RpCounterSet } from "./schemas/counters";
import type { RpScenario } from "./schemas/scenario";

/**
 * The battle a campaign game is (RP 11.0: one battle whose days are phases): day 1's attack scenario set up by the
 * campaign's scenario (12 turns, RP 11.2) with the sides' board edges (RP 11.01), and the later days' reinforcements
 * and OMA groups on the campaign's reserve (RP 11.11), set up from the counters as the scenario's own units are (the
 * `placements` of units set up in more than one hex, as for the scenario), the defender's at-start units set up before
 * the attacker's (RP 11.01). The result is validated as any stored battle is (`RpBattleJson`).
 */
export function rpCampaignBattle(campaign: RpCampaignFile, scenario: RpScenario, counters: RpCounterSet, map: HexMap, options: RpScenarioOptions = {}): RpBattle {
  const source = options.source ?? `campaign "${campaign.id}"`;
  if (campaign.scenario !== scenario.id) throw new DataError(source, [{ path: "scenario", message: `the campaign begins with scenario "${campaign.scenario}", not "${scenario.id}"` }]);
  // The reinforcements as lines arriving on turn 1, after the scenario's own: they take the next ids of their counter.
  const dayOne: RpScenario = {
    ...scenario,
    // RP 11.2: each day begins with a 12-turn attack scenario.
    turns: SCENARIOS.attack.turns,
    sides: scenario.sides.map((s) => ({ ...s, edge: campaign.edges[s.id] ?? s.edge })) as RpScenario["sides"],
    order: [
      ...scenario.order,
      ...campaign.reinforcements.map((r) => ({ side: r.side, counter: r.counter, count: r.count, face: r.face, in: null, arrives: { turn: 1, how: r.how, hexes: r.hexes } })),
    ],
    oma: [...scenario.oma, ...campaign.oma.map(({ day: _, ...g }) => g)],
  };
  const json = encodeOnMap(map, RpBattleJson, rpBattleFromScenario(dayOne, counters, map, { ...options, source }));
  const numbers: Record<string, number> = {};
  for (const line of scenario.order) numbers[line.counter] = (numbers[line.counter] ?? 0) + line.count;
  const reserve: Record<string, unknown> = {};
  for (const r of campaign.reinforcements) {
    for (let k = 0; k < r.count; k++) {
      const id = `${r.counter}-${(numbers[r.counter] = (numbers[r.counter] ?? 0) + 1)}`;
      const { arrives, status: _, ...unit } = json.units[id]!;
      reserve[id] = { day: r.day, how: r.how, hexes: arrives!.hexes, unit: { ...unit, hex: null, in: null } };
      delete json.units[id];
    }
  }
  // The groups are numbered by side, the scenario's first (rpBattleFromScenario): the campaign's are each side's last.
  const reserveOma: Record<string, unknown> = {};
  const groups = Object.keys(json.oma ?? {});
  for (const side of new Set(campaign.oma.map((g) => g.side))) {
    const arriving = campaign.oma.filter((g) => g.side === side).flatMap((g) => Array<number>(g.count).fill(g.day));
    const ids = groups.filter((id) => json.oma![id]!.side === side).slice(-arriving.length);
    ids.forEach((id, i) => {
      reserveOma[id] = { day: arriving[i], group: json.oma![id] };
      delete json.oma![id];
    });
  }
  // RP 11.01: "The campaign game defined defender sets up all of his at-start forces before the attacker sets up any
  // of his": the units are set up (and listed) the defender's first, whichever side the scenario lists first.
  const units = Object.entries(json.units);
  const setUp = [...units.filter(([, u]) => u.side === campaign.defender), ...units.filter(([, u]) => u.side !== campaign.defender)];
  const battle = {
    ...json,
    units: Object.fromEntries(setUp),
    scenario: { ...json.scenario, id: campaign.id, name: campaign.name },
    campaign: { day: 1, days: campaign.days, attacker: campaign.attacker, defender: campaign.defender, segment: "attack", reserve, reserveOma, reserveTransport: campaign.transport },
  };
  return decodeOnMap(map, RpBattleJson, battle, source);
}
