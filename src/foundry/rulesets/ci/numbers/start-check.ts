/**
 * Refusal before play (plan §3): before a scenario's battle is made, the lost numbers it would read (ci/numbers/needs.ts)
 * with the GM's settings and the scenario's own values. A UR number none of them gives blocks the start; the scenario's
 * labelled playtest values (a demonstration's) may give them for this battle only, if the GM chooses so; an RP number
 * none gives plays its probable value and is listed "probable, confirm", never blocking.
 */
import type { HexMap } from "../../../../engine/map";
import type { CiRoster } from "../../../../engine/rules/ci/data/schemas/roster";
import type { CiScenario } from "../../../../engine/rules/ci/data/schemas/scenario";
import { neededNumbers, type NeededNumber } from "../../../../engine/rules/ci/numbers/needs";
import { battleNumbers } from "../../../../engine/rules/ci/scenario/start";

export interface StartNumbers {
  /** UR numbers neither the scenario's rules values nor the settings give. */
  readonly unset: readonly NeededNumber[];
  /** RP numbers neither gives: their probable values are played. */
  readonly probable: readonly NeededNumber[];
  /** Whether the scenario's playtest values give every unset one (the GM may play with them, this battle only). */
  readonly playtest: boolean;
}

/** As the battle's own check reads them (ci/numbers/unset.ts `unsetNumbers`): its kinds, the map, night and the options. */
function needs(scenario: CiScenario, map: HexMap, roster: CiRoster, numbers: Readonly<Record<string, number>>): NeededNumber[] {
  return neededNumbers({
    roster,
    kinds: scenario.forces.map((f) => f.kind),
    map,
    night: scenario.night,
    hitLimits: scenario.options.hitLimits,
    numbers,
  });
}

/** What starting `scenario` on `map` with the GM's `settings` lacks. */
export function startNumbers(scenario: CiScenario, map: HexMap, roster: CiRoster, settings: Readonly<Record<string, number>>): StartNumbers {
  const given = needs(scenario, map, roster, battleNumbers(scenario, settings, false));
  const unset = given.filter((n) => n.default === undefined);
  const withPlaytest = needs(scenario, map, roster, battleNumbers(scenario, settings, true));
  return {
    unset,
    probable: given.filter((n) => n.default !== undefined),
    playtest: unset.length > 0 && withPlaytest.every((n) => n.default !== undefined),
  };
}
