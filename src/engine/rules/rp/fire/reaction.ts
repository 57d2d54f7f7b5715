import { sayer } from "../../../core/text";
import { distance } from "../../../hex/axial";
import { openWindow } from "../../../core/window";
import type { RpContext } from "../context";
import type { RpEvent } from "../events/schema";
import { rpHexLabel } from "../map/labels";
import type { RpBattle } from "../state";
import { faceOf, hasType, inRecordOrder, isAfv, otherSide, unitsNear } from "../state/lookups";
import { carryOut, declareShot, isUnfit, lineOfFire, resolveShot, markSpent, type ReactionOption } from "./shot";
import { FIRE_TEXT } from "./text";

const say = sayer(FIRE_TEXT);

/**
 * RP 6.71, 6.73: the reactor's shots open now at the movers in `hex`: each ready unit but mortars, in range and line of
 * sight, that has not fired at this MP (an MG that stayed ready waits for another MP, RP 6.75).
 */
function reactionOptions(ctx: RpContext, reach: readonly string[], movers: readonly string[], hex: number, mark: string, fired: ReadonlySet<string>): ReactionOption[] {
  const b = ctx.state;
  const shots = b.activation?.mgShots ?? {};
  const infantry = movers.some((id) => !isAfv(b.units[id]!));
  const afvs = movers.filter((id) => isAfv(b.units[id]!));
  return reach.flatMap((id): ReactionOption[] => {
    const u = b.units[id]!;
    if (u.status !== "on-map" || u.spent || fired.has(id) || shots[id] === mark) return [];
    if (isUnfit(lineOfFire(b, ctx.map, id, hex))) return [];
    const antiTank = faceOf(u).antiTank === undefined ? [] : afvs.map((target) => ({ unit: id, kind: "anti-tank" as const, target }));
    return [...(infantry ? [{ unit: id, kind: "area" as const }] : []), ...antiTank];
  });
}

/**
 * One reaction shot at `hex` (RP 6.73: area fire checks the whole hex). The shooter is spent, except an MG firing at a
 * hex holding a moving unit: it stays ready unless a moving unit there rolled doubles on this shot's check (RP 6.75).
 */
function react(ctx: RpContext, option: ReactionOption, hex: number, mark: string): void {
  const shot = { ...option, at: hex };
  const line = lineOfFire(ctx.state, ctx.map, option.unit, hex);
  if (isUnfit(line)) return;
  const moving = ctx.state.activation?.moving.filter((id) => ctx.state.units[id]!.hex === hex) ?? [];
  declareShot(ctx, shot, line, true);
  const checks = resolveShot(ctx, shot, line);
  carryOut(ctx, [], checks);
  const mg = hasType(ctx.state.units[option.unit]!, "machine-gun");
  const doubles = checks.some((e) => moving.includes(e.unit) && e.doubles);
  if (mg && moving.length > 0 && !doubles) ctx.emit({ type: "mg-stayed-ready", unit: option.unit, mark, rule: "RP 6.75" });
  else markSpent(ctx, option.unit, "RP 6.75");
}

/**
 * RP 6.7, 6.72–6.75: after a movement point (and all its consequences), the reactor's ready units may fire at the
 * movers' hex, one shot at a time, each unit once per MP, while a mover is still there. `mark` names this MP (RP 6.75:
 * an MG waits for another MP before firing again).
 */
export function reactAfterMp(ctx: RpContext, movers: readonly string[], hex: number, mark: string): void {
  const a = ctx.state.activation;
  if (a === null) return;
  const reactor = otherSide(ctx.state, a.side);
  const fired = new Set<string>();
  // The reactor's units but mortars (RP 6.71) within reach of the hex on either face: the window's shooters are among them.
  const target = ctx.map.hexAt(hex);
  const b = ctx.state;
  const near = unitsNear(b, ctx.map, hex).filter((id) => {
    const u = b.units[id]!;
    return u.side === reactor && !hasType(u, "mortar") && distance(ctx.map.hexAt(u.hex!), target) <= Math.max(u.faces.formed.range, u.faces.dispersed.range);
  });
  const reach = inRecordOrder(b, near);
  const here = () => movers.filter((id) => ctx.state.units[id]!.status === "on-map" && ctx.state.units[id]!.hex === hex);
  openWindow<RpBattle, RpEvent, ReactionOption>(ctx, {
    trigger: "rp.movement-point",
    kind: "rp-reaction",
    id: `rp-reaction:${mark}`,
    side: reactor,
    prompt: say("rp.fire.react", { hex: rpHexLabel(ctx.map, hex) }),
    rule: "RP 6.72",
    responses: () => reactionOptions(ctx, reach, here(), hex, mark, fired),
    respond: (option) => {
      fired.add(option.unit);
      react(ctx, option, hex, mark);
      return here().length > 0;
    },
  });
}
