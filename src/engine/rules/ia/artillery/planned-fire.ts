import { distance } from "../../../hex";
import type { TraceEntry } from "../../../core/trace";
import type { IaContext } from "../commands/context";
import { hexName, isCombatUnit, unitsIn } from "../fire/hexes";
import { attemptRecovery } from "../morale";
import { faceOf } from "../state";
import { say, traced } from "../text";
import { gunName, gunsOf, isUnit } from "./plan";

/** One gun's or factor's planned fire this turn (IA1 9.11): its target, and its strength as it fires. */
export interface Shot {
  readonly gun: string;
  /** The onboard unit firing; null for an off-board factor. */
  readonly hex: number | null;
  readonly at: number;
  readonly smoke: boolean;
  readonly fire: number;
  readonly trace: readonly TraceEntry[];
}

/**
 * IA1 9.11, 9.61–9.65: the side's planned fire this turn. A No Fire line fires nothing; the fire of an eliminated gun
 * (9.64), of one with enemy combat units in its hex (9.65), of a demoralized one and of a disrupted one whose owner
 * has it attempt recovery instead (9.63) is crossed out on the plan, the recovery rolled now. A disrupted gun that
 * fires does so at half strength, rounded up (9.63, Definitions "Fractions"). The recovery choice and roll come every
 * Bombardment Phase, whatever the line says: such a gun never activates to recover (9.15), and asking only when it is
 * plotted to fire would tell the enemy so (docs/rulings.md).
 */
export function plannedShots(ctx: IaContext, side: string): Shot[] {
  const plan = ctx.state.plans?.[side];
  if (!plan) return [];
  const shots: Shot[] = [];
  for (const [id, m] of Object.entries(plan.missions)) {
    if (m.mission !== "planned-fire") continue;
    const action = m.turns[ctx.state.turn - 1];
    // IA1 9.61: only a Fire or Smoke line is crossed out.
    const cross = (rule: string) => {
      if (action) ctx.emit({ type: "planned-fire-crossed", side, gun: id, turn: ctx.state.turn, rule });
    };
    const gun = gunsOf(ctx.state, side).get(id);
    if (!gun || (isUnit(gun) && gun.hex === null)) {
      cross("IA1 9.64");
      continue;
    }
    if (!isUnit(gun)) {
      if (action) shots.push({ gun: id, hex: null, at: action.at, smoke: action.smoke === true, fire: gun.strength, trace: [traced("artillery.gun", gun.strength, { gun: gunName(gun), fire: gun.strength }, "IA1 9.5")] });
      continue;
    }
    if (unitsIn(ctx.state, gun.hex!).some((u) => u.side !== side && isCombatUnit(u))) {
      cross("IA1 9.65");
      continue;
    }
    const recovers =
      gun.status === "demoralized" ||
      (gun.status === "disrupted" &&
        !ctx.decide({ id: `disrupted-fire:${id}`, kind: "disrupted-fire", side, prompt: say("artillery.disrupted-prompt", { gun: gun.name }), options: [true, false], default: true, rule: "IA1 9.63" }));
    if (recovers) {
      cross("IA1 9.63");
      attemptRecovery(ctx, id, null);
      continue;
    }
    if (!action) continue;
    const printed = faceOf(gun).bombardment;
    const trace = [traced("artillery.gun", printed, { gun: gun.name, fire: printed }, "IA1 9.3")];
    if (gun.status === "disrupted") trace.push(traced("artillery.disrupted", Math.ceil(printed / 2) - printed, { gun: gun.name, fire: printed }, "IA1 9.63"));
    shots.push({ gun: id, hex: gun.hex, at: action.at, smoke: action.smoke === true, fire: trace.reduce((a, t) => a + t.value, 0), trace });
  }
  return shots;
}

/**
 * IA1 9.2: the attacks the shots make. Shots at the same hex may combine: off-board factors in any groups, onboard
 * guns only with guns in the same or adjacent hexes, never the two together. Each shot after the first that could
 * join an attack is its owner's choice (default: the first it may join); `tag` tells apart the choices of one command.
 */
export function attacksOf(ctx: IaContext, side: string, shots: readonly Shot[], tag = ""): Shot[][] {
  const groups: Shot[][] = [];
  const fits = (g: readonly Shot[], s: Shot) =>
    g[0]!.at === s.at && (g[0]!.hex === null) === (s.hex === null) && (s.hex === null || g.every((o) => distance(ctx.map.hexAt(o.hex!), ctx.map.hexAt(s.hex!)) <= 1));
  for (const s of shots) {
    const open = groups.flatMap((g, i) => (fits(g, s) ? [i] : []));
    if (!open.length) {
      groups.push([s]);
      continue;
    }
    const fresh = groups.length;
    const pick = ctx.decide({
      id: `bombardment-group:${s.gun}${tag}`,
      kind: "bombardment-group",
      side,
      prompt: say("artillery.group-prompt", { gun: s.gun, hex: hexName(ctx.map, s.at), options: open.join(", "), fresh }),
      options: [...open, fresh],
      default: open[0]!,
      rule: "IA1 9.2",
    });
    if (pick === fresh) groups.push([s]);
    else groups[pick]!.push(s);
  }
  return groups;
}
