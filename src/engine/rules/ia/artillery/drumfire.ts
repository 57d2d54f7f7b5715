import type { IaContext } from "../commands/context";
import type { IaEvent } from "../events";
import { isCombatUnit, unitsIn } from "../fire/hexes";
import type { MovingTarget } from "../../series/rules/fire";
import { inForce } from "../optional/options";
import { faceOf, sideOf, type DrumfireMarker, type IaBattle, type IaLeader, type IaUnit } from "../state";
import { traced } from "../text";
import { attackPieces, bombardmentTable } from "./bombard";
import { hexId } from "./plan";
import { attacksOf, type Shot } from "./planned-fire";
import { struckOn } from "./scatter";

/**
 * IA1 9.7, 9.72: each shot that fires (not Smoke) at the hex its gun or factor fired at last turn, by its plan — a
 * Fire line, not crossed out, at the same hex — places a Drumfire marker there, one per gun.
 */
export function placeDrumfire(ctx: IaContext, side: string, shots: readonly Shot[]): void {
  const turn = ctx.state.turn;
  for (const s of shots) {
    const m = ctx.state.plans?.[side]?.missions[s.gun];
    if (s.smoke || m?.mission !== "planned-fire" || turn < 2) continue;
    const last = m.turns[turn - 2];
    // IA1 18.3 (solitaire): the hex its fire actually struck last turn, wherever it was plotted.
    const lastAt = inForce(ctx.state, "solitaire") ? struckOn(m, turn - 1)?.at : last?.at;
    if (last && !last.smoke && lastAt === s.at && !m.crossed?.includes(turn - 1))
      ctx.emit({ type: "drumfire-placed", side, gun: s.gun, at: s.at, onboard: s.hex !== null, rule: "IA1 9.7" });
  }
}

/** The shot a marker's gun makes at a piece entering its hex: its strength now, halved while it is disrupted (9.72). */
function shotOf(b: IaBattle, m: DrumfireMarker): Shot {
  if (!m.onboard) {
    const f = sideOf(b, m.side).artillery!.offBoard.find((x) => x.id === m.gun)!;
    return { gun: m.gun, hex: null, at: m.at, smoke: false, fire: f.strength, trace: [traced("artillery.gun", f.strength, { gun: `${f.id} (${f.strength})`, fire: f.strength }, "IA1 9.71")] };
  }
  const u = b.units.get(m.gun)!;
  const printed = faceOf(u).bombardment;
  const trace = [traced("artillery.gun", printed, { gun: u.name, fire: printed }, "IA1 9.71")];
  if (u.status === "disrupted") trace.push(traced("artillery.disrupted", Math.ceil(printed / 2) - printed, { gun: u.name, fire: printed }, "IA1 9.72"));
  return { gun: m.gun, hex: u.hex, at: m.at, smoke: false, fire: trace.reduce((a, t) => a + t.value, 0), trace };
}

/**
 * IA1 9.71, 9.85: the pieces that entered `hex` (moving together) are attacked at once by the guns and factors whose
 * markers are there — combined as 9.2 allows, the owner choosing — on columns figured for the movers alone; no friendly
 * fire. A mover that fails a morale check it caused stops in the hex. Returns the movers stopped.
 */
export function drumfireEntry(ctx: IaContext, movers: readonly string[], hex: number): string[] {
  const markers = ctx.state.drumfire?.filter((m) => m.at === hex) ?? [];
  const stopped: string[] = [];
  for (const side of new Set(markers.map((m) => m.side))) {
    const shots = markers.filter((m) => m.side === side).map((m) => shotOf(ctx.state, m));
    const tag = `@${movers[0]}@${hexId(ctx, hex)}`;
    attacksOf(ctx, side, shots, tag).forEach((attack, i) => {
      const moving = stillMoving(ctx.state, movers, hex, stopped);
      if (!moving.units.length && !moving.leaders.length) return;
      const table = bombardmentTable(ctx.fireTables);
      if (attack.reduce((a, s) => a + s.fire, 0) < table.columns[0]!.value) return ctx.emit({ type: "bombardment-ineffective", side, guns: attack.map((s) => s.gun), at: hex, rule: "IA1 9.71" });
      const failed = attackPieces(ctx, side, attack, hex, moving, "IA1 9.71", `drumfire:${side}:${i}${tag}`)
        .filter((o) => !o.check.passed && (ctx.state.units.has(o.piece) || ctx.state.leaders.has(o.piece)))
        .map((o) => o.piece);
      if (failed.length) ctx.emit({ type: "movement-stopped", pieces: failed, rule: "IA1 9.71" });
      stopped.push(...failed);
    });
  }
  return stopped;
}

/** The movers still in `hex` (7.43): those eliminated or gone are attacked no more. */
function stillMoving(b: IaBattle, movers: readonly string[], hex: number, stopped: readonly string[]): MovingTarget<IaBattle> {
  const here = <P extends IaUnit | IaLeader>(p: P | undefined): p is P => p !== undefined && p.hex === hex && !stopped.includes(p.id);
  return { units: movers.map((id) => b.units.get(id)).filter(here), leaders: movers.map((id) => b.leaders.get(id)).filter(here) };
}

/** IA1 9.72: the markers whose onboard gun is eliminated, demoralized or assaulted (enemy combat units in its hex). */
function lifted(b: IaBattle): string[] {
  return (b.drumfire ?? [])
    .filter((m) => {
      if (!m.onboard) return false;
      const u = b.units.get(m.gun);
      return u === undefined || u.hex === null || u.status === "demoralized" || unitsIn(b, u.hex).some((e) => e.side !== u.side && isCombatUnit(e) && e.carriedBy === null);
    })
    .map((m) => m.gun);
}

/** IA1 9.72: a context that removes a gun's Drumfire marker as soon as an event eliminates, demoralizes or assaults it. */
export function liftingDrumfire(ctx: IaContext): IaContext {
  const emit = (e: IaEvent): void => {
    ctx.emit(e);
    if (!ctx.state.drumfire || e.type === "drumfire-removed") return;
    const guns = lifted(ctx.state);
    if (guns.length) ctx.emit({ type: "drumfire-removed", guns, rule: "IA1 9.72" });
  };
  return { ...ctx, emit };
}

/** IA1 9.7: every Drumfire marker comes off in the Marker Removal Phase. */
export function removeDrumfire(ctx: IaContext): void {
  const guns = ctx.state.drumfire?.map((m) => m.gun) ?? [];
  if (guns.length) ctx.emit({ type: "drumfire-removed", guns, rule: "IA1 9.7" });
}
