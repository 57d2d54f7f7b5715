import type { HexMap } from "../src/engine/map";
import type { IaBattle, IaLeader, IaUnit } from "../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../tests/fixtures/ia-battle";
import { seeded } from "./measure";
import { COLUMNS, ROWS } from "./synthetic";

/** Side A holds the columns west of this one, side B those from `B_FRONT` on: four empty columns between. */
export const A_FRONT = 30;
export const B_FRONT = 34;

/** What every 20 counters of a side are: companies, MGs, a gun, a wagon, cavalry and leaders of both types. */
const MIX = ["INF", "INF", "INF", "INF", "INF", "INF", "INF", "INF", "INF", "INF", "MG", "MG", "ART", "WAGON", "CAV", "CAV", "INF-LEADER", "INF-LEADER", "INF-LEADER", "CAV-LEADER"] as const;
type Counter = (typeof MIX)[number];

const one = { company: false, steps: 1, maxSteps: 1 } as const;

function unitOf(kind: Exclude<Counter, "INF-LEADER" | "CAV-LEADER">, id: string, s: string, hex: number): IaUnit {
  switch (kind) {
    case "INF":
      return inf(id, s, hex);
    case "MG":
      return inf(id, s, hex, { kind: "MG", ...one, full: { direct: 6, bombardment: 0, range: 6, movement: 1 } });
    case "ART":
      return inf(id, s, hex, { kind: "ART", ...one, full: { direct: 4, bombardment: 8, range: 12, movement: 0 } });
    case "WAGON":
      return inf(id, s, hex, { kind: "TRANSPORT", ...one, full: { direct: 0, bombardment: 0, range: 0, movement: 4 } });
    case "CAV":
      return inf(id, s, hex, { kind: "CAV", mounted: true, full: { direct: 3, bombardment: 0, range: 3, movement: 8 }, reduced: { direct: 2, bombardment: 0, range: 3, movement: 8 } });
  }
}

/**
 * A battle of `perSide` counters a side facing each other across a front (A west of column 30, B east of column 33),
 * in bands whose depth grows with their number (about 1.2 counters a hex, at most 30 columns). Every 20 counters are
 * ten INF companies, two MGs, a gun, a wagon, two cavalry companies and four leaders (three infantry of ranks 1–3,
 * one cavalry), placed at random within the stacking limits (IA1 4.1). Side A has some rear units hidden (IA1 16.5);
 * both some disrupted, B some demoralized; 15 % of either side's units are under SPOTTED markers. Side B hides nothing, so a
 * move of A's opens the opportunity-fire window only where B's units can fire (13.1).
 */
export function armyBattle(map: HexMap, perSide: number, seed = 17): IaBattle {
  const rnd = seeded(seed);
  const depth = Math.min(30, Math.max(3, Math.round(perSide / ROWS / 1.2)));
  const units: IaUnit[] = [];
  const leaders: IaLeader[] = [];
  const deploy = (s: "A" | "B", c0: number) => {
    const load = new Map<number, { combat: number; companies: number; transports: number }>();
    for (let n = 0; n < perSide; n++) {
      const kind = MIX[n % MIX.length]!;
      const id = `${s.toLowerCase()}${n}`;
      for (;;) {
        const c = c0 + Math.floor(rnd() * depth);
        if (c < 0 || c >= COLUMNS) continue;
        const hex = map.indexOfOffset(c, Math.floor(rnd() * ROWS));
        const here = load.get(hex) ?? { combat: 0, companies: 0, transports: 0 };
        if (kind === "INF-LEADER" || kind === "CAV-LEADER") {
          const rank = 1 + (n % 3 === 0 ? 2 : n % 3 === 1 ? 1 : 0);
          leaders.push(leader(id, s, hex, { leaderType: kind === "CAV-LEADER" ? "cavalry" : "infantry", rank, combat: rank > 1 ? 1 : 0 }));
          break;
        }
        const u = unitOf(kind, id, s, hex);
        if (u.kind === "TRANSPORT" ? here.transports >= 3 : here.combat >= 3 || (u.company && here.companies >= 2)) continue;
        if (u.kind === "TRANSPORT") here.transports++;
        else {
          here.combat++;
          if (u.company) here.companies++;
        }
        load.set(hex, here);
        const r = rnd();
        const rear = c - c0 < depth / 2;
        units.push({
          ...u,
          spotted: r < 0.15,
          hidden: s === "A" && rear && r > 0.85,
          // Demoralized pieces must act before their side may pass (IA1 3.0 C): only B, which does not pass here, has any.
          status: r > 0.5 && r < 0.55 ? "disrupted" : s === "B" && r >= 0.55 && r < 0.57 ? "demoralized" : "good",
        });
        break;
      }
    }
  };
  deploy("A", A_FRONT - depth);
  deploy("B", B_FRONT);
  return battle([side("A", 3, { stepsPerInitiative: 4 }), side("B", 2, { stepsPerInitiative: 4 })], units, leaders, { lastTurn: 50 });
}
