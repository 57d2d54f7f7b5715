import type { HexMap } from "../../src/engine/map";
import { pg3Charts } from "../../src/engine/rules/pg/data";
import type { PgBattle, PgLeader, PgUnit } from "../../src/engine/rules/pg/state";
import { pgUnitFromCounter } from "../../src/engine/rules/pg/state/pieces";
import { isCombatUnit, isTransport } from "../../src/engine/rules/pg/units/classify";
import { battle, leader, side } from "../../tests/engine/rules/pg/state/fixtures";
import { A_FRONT, B_FRONT } from "../army";
import { seeded } from "../measure";
import { COLUMNS, ROWS } from "../synthetic";

/** What every 20 counters of a side are (the demonstration counters): infantry, tanks, an HMG, an AT gun, an APC, a truck, leaders. */
const MIX = {
  german: ["german-infantry", "german-infantry", "german-infantry", "german-infantry", "german-infantry", "german-infantry", "pz-iii", "pz-iii", "pz-iii", "pz-iii", "german-hmg", "german-hmg", "pak-38", "spw-251", "opel-blitz", "german-infantry", "LEADER", "LEADER", "LEADER", "LEADER"],
  soviet: ["soviet-infantry", "soviet-infantry", "soviet-infantry", "soviet-infantry", "soviet-infantry", "soviet-infantry", "t-34", "t-34", "t-34", "t-34", "soviet-hmg", "soviet-hmg", "soviet-45mm-at-gun", "soviet-infantry", "soviet-infantry", "soviet-infantry", "LEADER", "LEADER", "LEADER", "LEADER"],
} as const;

/**
 * A PG battle of `perSide` counters a side on the bench's synthetic map, facing each other across the same front as IA's
 * army (bench/army.ts): Germans west, Soviets east, in bands whose depth grows with their number, within 4.1's limits
 * (three combat units and three transports a hex); a fifth of the units under SPOTTED markers. 1942: German AFVs have
 * tank leaders by rule, the Soviets none (6.8).
 */
export function pgArmyBattle(map: HexMap, perSide: number, seed = 17): PgBattle {
  const rnd = seeded(seed);
  const depth = Math.min(30, Math.max(3, Math.round(perSide / ROWS / 1.2)));
  const counters = pg3Charts.demoCounters.units;
  const units: PgUnit[] = [];
  const leaders: PgLeader[] = [];
  const deploy = (s: "german" | "soviet", c0: number) => {
    const load = new Map<number, { combat: number; transports: number }>();
    for (let n = 0; n < perSide; n++) {
      const type = MIX[s][n % MIX[s].length]!;
      const id = `${s[0]}${n}`;
      for (;;) {
        const c = c0 + Math.floor(rnd() * depth);
        if (c < 0 || c >= COLUMNS) continue;
        const hex = map.indexOfOffset(c, Math.floor(rnd() * ROWS));
        if (type === "LEADER") {
          leaders.push({ ...leader(id, s, hex, "regular", 1 + (n % 3)), combat: n % 3 ? 1 : 0 });
          break;
        }
        const u = pgUnitFromCounter(id, s, type, counters[type]!, { hex, limbered: false });
        const here = load.get(hex) ?? { combat: 0, transports: 0 };
        if ((isTransport(u) && here.transports >= 3) || (isCombatUnit(u) && !isTransport(u) && here.combat >= 3)) continue;
        if (isTransport(u)) here.transports++;
        else if (isCombatUnit(u)) here.combat++;
        load.set(hex, here);
        units.push({ ...u, spotted: rnd() < 0.2 });
        break;
      }
    }
  };
  deploy("german", A_FRONT - depth);
  deploy("soviet", B_FRONT);
  return battle(units, leaders, { sides: [side("german", { initiative: 3, stepsPerInitiative: 4 }), side("soviet", { initiative: 2, stepsPerInitiative: 4 })], lastTurn: 50 });
}
