import type { Modifier } from "../../../core/modifiers";
import { sayer } from "../../../core/text";
import { resolveCheck } from "../cohesion/check";
import type { RpContext } from "../context";
import { markSpent } from "../fire/shot";
import { rpHexLabel } from "../map/labels";
import { endMoves } from "../sequence/acting";
import type { RpBattle } from "../state";
import { updateControl } from "../state/control";
import { faceOf, isAfv, isGun, otherSide, sideOf, unitsIn } from "../state/lookups";
import { MELEE_TEXT } from "./text";

const say = sayer(MELEE_TEXT);

interface Attack {
  readonly by: string;
  readonly target: string;
}

/**
 * RP 6.675, 6.677: the melee value `by` adds to its target's check: doubled on game turn 1 for a side whose scenario
 * notes say it uses infiltration tactics, then (ruling R8) one less if underlined, one more if boxed, against an AFV.
 */
function meleeValue(b: RpBattle, by: string, target: string): Modifier {
  const u = b.units[by]!;
  const f = faceOf(u);
  const doubled = b.turn === 1 && sideOf(b, u.side).infiltration;
  const mark = isAfv(b.units[target]!) ? { none: 0, underline: -1, box: 1 }[f.meleeMark] : 0;
  const notes = [...(doubled ? ["×2 infiltration"] : []), ...(mark ? [`${mark > 0 ? "+" : ""}${mark} against an AFV`] : [])];
  return { id: `melee:${by}`, label: `${u.name} melee value${notes.length ? ` (${notes.join(", ")})` : ""}`, value: f.melee * (doubled ? 2 : 1) + mark, rule: mark ? "RP 6.677" : "RP 6.675" };
}

/** RP 6.674: each of `units` attacks one of `enemies`, its owner choosing. */
function allocate(ctx: RpContext, hex: number, melee: string, units: readonly string[], enemies: readonly string[]): Attack[] {
  const b = ctx.state;
  // Default: the enemy unit with the lowest face-up cohesion (the likeliest to fail), the first listed among equals.
  const weakest = enemies.reduce((w, id) => (faceOf(b.units[id]!).cohesion < faceOf(b.units[w]!).cohesion ? id : w));
  return units.map((by) => {
    const u = b.units[by]!;
    if (enemies.length === 1) return { by, target: enemies[0]! };
    const target = ctx.decide<string>({
      id: `rp-melee:${melee}:${by}`,
      kind: "rp-melee-target",
      side: u.side,
      prompt: say("rp.melee.target", { hex: rpHexLabel(ctx.map, hex), unit: u.name }),
      options: [...enemies],
      default: weakest,
      rule: "RP 6.674",
    });
    return { by, target };
  });
}

/**
 * RP 6.67: a melee in `hex` between the acting units that paid an MP for it (`attackers`, RP 6.672) and every reactor
 * unit there, spent or not (RP 6.673). The actor allocates, then the reactor (RP 6.674). Simultaneous (RP 6.675): every
 * participant checks (ruling R2: +0 if no one attacks it) with the sum of its attackers' melee values; cover never
 * counts (RP 8.02); hallowed ground's −1 comes with the check. All results are carried out together: 11+ destroys
 * (RP 3.73), and in a campaign a gun destroyed in melee is captured (RP 11.531); a side left alone in the hex gains its
 * control (RP 3.9). Every participant is spent (RP 6.678) and the
 * attackers' moves are over (RP 6.65). Doubles hallow the hex for the side that rolled them, the actor if both did,
 * once per scenario (RP 6.679).
 */
export function fightMelee(ctx: RpContext, hex: number, attackers: readonly string[]): void {
  const b = ctx.state;
  const here = (id: string) => b.units[id]!.status === "on-map" && b.units[id]!.hex === hex;
  const attacking = attackers.filter(here);
  if (!attacking.length) return;
  const actor = b.units[attacking[0]!]!.side;
  const reactor = otherSide(b, actor);
  const defending = unitsIn(b, hex, reactor);
  if (!defending.length) return;
  const melee = attacking[0]!;
  const attacks = [...allocate(ctx, hex, melee, attacking, defending), ...allocate(ctx, hex, melee, defending, attacking)];
  ctx.emit({ type: "melee-allocated", hex, actor, attacks, rule: "RP 6.674" });

  const participants = [...attacking, ...defending];
  const checks = participants.map((unit) =>
    resolveCheck(ctx, { unit, cause: "melee", modifiers: attacks.filter((x) => x.target === unit).map((x) => meleeValue(ctx.state, x.by, unit)), rule: "RP 6.675" }),
  );
  for (const e of checks) ctx.emit(e);
  if (ctx.state.campaign) for (const e of checks) if (e.outcome === "destroyed" && isGun(ctx.state.units[e.unit]!)) ctx.emit({ type: "unit-destroyed", unit: e.unit, captured: true, rule: "RP 11.531" });
  updateControl(ctx, [hex]);
  for (const id of participants) markSpent(ctx, id, "RP 6.678");
  const moving = ctx.state.activation?.moving ?? [];
  if (attacking.some((id) => moving.includes(id))) endMoves(ctx, moving.filter((id) => !attacking.includes(id)));

  if (ctx.state.hallowedUsed) return;
  const rolled = (side: string) => checks.some((e) => e.doubles && ctx.state.units[e.unit]!.side === side);
  const side = rolled(actor) ? actor : rolled(reactor) ? reactor : null;
  if (side !== null) ctx.emit({ type: "ground-hallowed", hex, side, rule: "RP 6.679" });
}
