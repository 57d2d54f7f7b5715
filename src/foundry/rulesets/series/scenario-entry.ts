/**
 * What a series game's scenario entry is at the table (IA's and PG's `ScenarioRuleset`): its flags (the scenario, its
 * map and the counters' pack, checked by the game's own schemas), whether it sets a piece up hidden, and the plan the
 * GM's start makes of a battle set up from it (scenarios/start-scenario.ts).
 */
import { z } from "zod";
import type { HexMap } from "../../../engine/map";
import type { ScenarioPlan } from "../../scenarios/scenario-plan";

/** What a scenario entry's flags hold for game `ruleset`. */
export const scenarioFlags = (ruleset: string) =>
  z.looseObject({
    ruleset: z.literal(ruleset),
    edition: z.string(),
    scenario: z.unknown(),
    map: z.unknown(),
    counters: z.looseObject({ pack: z.string().min(1) }),
  });

/** Whether flags of game `ruleset` set up a piece hidden: a set-up entry or a leader draw (IA1 16.5, PG 16.6). */
export function setsUpHiddenIn(ruleset: string): (json: unknown) => boolean {
  const Hidden = z.array(z.looseObject({ hidden: z.unknown().optional() }));
  const HiddenSetup = z.looseObject({ ruleset: z.literal(ruleset), scenario: z.looseObject({ setup: Hidden.optional(), leaders: Hidden.optional() }) });
  return (json) => {
    const parsed = HiddenSetup.safeParse(json);
    return parsed.success && [...(parsed.data.scenario.setup ?? []), ...(parsed.data.scenario.leaders ?? [])].some((e) => e.hidden === true);
  };
}

/** The plan of a battle set up from a scenario entry: `game`, its saved game, stored with the actors, scene and grid. */
export function seriesPlan(p: {
  readonly ruleset: string;
  readonly scenario: { readonly id: string; readonly name: string };
  readonly map: HexMap;
  readonly counters: string;
  readonly markers: string;
  readonly pieces: ScenarioPlan["pieces"];
  readonly game: unknown;
}): ScenarioPlan {
  return {
    id: p.scenario.id,
    name: p.scenario.name,
    map: { layout: p.map.layout, columns: p.map.columns, rows: p.map.rows },
    counters: p.counters,
    markers: p.markers,
    pieces: p.pieces,
    stored: (actors, hiddenCounters, scene, grid) => ({ ruleset: p.ruleset, game: p.game, actors, ...(Object.keys(hiddenCounters).length ? { hiddenCounters } : {}), scene, grid }),
  };
}
