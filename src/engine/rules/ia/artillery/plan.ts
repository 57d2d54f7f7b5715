import { refuseUnless } from "../../../core/refusal";
import { distance } from "../../../hex";
import type { IaContext } from "../commands/context";
import type { ArtilleryPlanCommand } from "../commands/schema";
import { hexName } from "../fire/hexes";
import { faceOf, sideOf, type ArtilleryPlan, type IaBattle, type IaUnit, type Mission } from "../state";
import { say } from "../text";
import { setOutMoveGuns } from "./move-mission";

/** The side's guns: its artillery and mortar units (IA1 9.1) and off-board artillery factors (9.2), by id. */
export function gunsOf(b: IaBattle, side: string): Map<string, IaUnit | { readonly id: string; readonly strength: number }> {
  const guns = new Map<string, IaUnit | { readonly id: string; readonly strength: number }>();
  for (const u of b.units.values()) if (u.side === side && (u.kind === "ART" || u.kind === "MORTAR")) guns.set(u.id, u);
  for (const f of sideOf(b, side).artillery?.offBoard ?? []) guns.set(f.id, f);
  return guns;
}

export const isUnit = (g: IaUnit | { readonly id: string; readonly strength: number }): g is IaUnit => "kind" in g;

/** IA1 9.1: the plan is written after set-up, before the first turn begins. */
const beforePlay = (b: IaBattle) => b.turn === 1 && b.phase === "initiative" && b.initiative === null;

/**
 * IA1 9.1, 9.11–9.13, 9.15, 11.1, 16.14: the side's Artillery Plan — a mission for each of its guns: off-board factors
 * Planned Fire, mortars Open Sights or Move, guns entering during play Move; a Planned Fire column has a line for every
 * turn, fires within range (9.4: off-board artillery has unlimited range) on no more turns than the Artillery Ammunition
 * number, and smoke only where the scenario allows it.
 */
export function writeArtilleryPlan(ctx: IaContext, c: ArtilleryPlanCommand): void {
  const b = ctx.state;
  const artillery = sideOf(b, c.side).artillery;
  refuseUnless(artillery !== undefined, "IA1 11.0", say("artillery.no-artillery", { side: c.side }));
  refuseUnless(beforePlay(b), "IA1 9.1", say("artillery.plan-not-now"));
  refuseUnless(b.plans?.[c.side] === undefined, "IA1 9.1", say("artillery.plan-written", { side: c.side }));
  const guns = gunsOf(b, c.side);
  // The same answer for an enemy's unit as for one that does not exist.
  for (const id of Object.keys(c.missions)) refuseUnless(guns.has(id), "IA1 9.1", say("artillery.no-gun", { gun: id, side: c.side }));
  const missions: Record<string, Mission> = {};
  for (const [id, gun] of guns) {
    const m = c.missions[id];
    refuseUnless(m !== undefined, "IA1 9.1", say("artillery.no-mission", { gun: gunName(gun) }));
    const name = gunName(gun);
    if (!isUnit(gun)) refuseUnless(m.mission === "planned-fire", "IA1 9.15", say("artillery.off-board-planned", { gun: name }));
    else if (gun.kind === "MORTAR") refuseUnless(m.mission !== "planned-fire", "IA1 9.15", say("artillery.mortar-planned", { gun: name }));
    if (isUnit(gun) && gun.hex === null) refuseUnless(m.mission === "move", "IA1 9.13", say("artillery.entering-move", { gun: name }));
    if (m.mission === "planned-fire") {
      refuseUnless(m.turns.length === b.lastTurn, "IA1 9.11", say("artillery.plan-turns", { turns: b.lastTurn, given: m.turns.length }));
      const fires = m.turns.filter((t) => t !== null).length;
      if (artillery.ammunition !== undefined)
        refuseUnless(fires <= artillery.ammunition, "IA1 11.1", say("artillery.ammunition", { gun: name, fires, ammunition: artillery.ammunition }));
      for (const t of m.turns) {
        if (t === null) continue;
        if (t.smoke) refuseUnless(artillery.smoke, "IA1 16.14", say("artillery.no-smoke", { side: c.side }));
        if (isUnit(gun)) {
          const range = faceOf(gun).range;
          refuseUnless(distance(ctx.map.hexAt(gun.hex!), ctx.map.hexAt(t.at)) <= range, "IA1 9.11", say("artillery.out-of-range", { gun: name, hex: hexName(ctx.map, t.at), range }));
        }
      }
      missions[id] = { mission: "planned-fire", turns: m.turns };
    } else missions[id] = m;
  }
  const plan: ArtilleryPlan = { missions };
  ctx.emit({ type: "artillery-plan-written", side: c.side, plan });
  setOutMoveGuns(ctx, c.side);
}

/** A hex in decision ids and roll purposes: "column,row". */
export const hexId = (ctx: Pick<IaContext, "map">, hex: number): string => {
  const o = ctx.map.offsetAt(hex);
  return `${o.col},${o.row}`;
};

export const gunName = (g: IaUnit | { readonly id: string; readonly strength: number }): string => (isUnit(g) ? g.name : `${g.id} (${g.strength})`);

/**
 * IA1 9.62, 9.15: a gun with a Planned Fire or Open Sights mission stays in its hex until the mission is aborted;
 * 9.13: one on a Move mission moves no farther once in its destination hex. A transport moves its cargo (5.6).
 */
export function refuseFixedGun(b: IaBattle, id: string): void {
  const u = b.units.get(id);
  if (u?.carrying) refuseFixedGun(b, u.carrying);
  const m = u && b.plans?.[u.side]?.missions[id];
  if (!u || !m) return;
  if (m.mission === "planned-fire" || m.mission === "open-sights")
    refuseUnless(false, "IA1 9.62", say("artillery.fixed", { gun: u.name, mission: m.mission === "planned-fire" ? "Planned Fire" : "Open Sights" }));
  if (m.mission === "move") refuseUnless(u.hex !== m.to, "IA1 9.13", say("artillery.arrived", { gun: u.name }));
}

/**
 * IA1 9.1, 9.13, 16.42: besides what keeps a gun in its hex, only an Abort mission lets it exit the board: one on a Move
 * mission goes to its destination hex on the board. A transport's cargo exits with it.
 */
export function refuseGunExit(b: IaBattle, id: string): void {
  refuseFixedGun(b, id);
  for (const g of [id, b.units.get(id)?.carrying ?? null]) {
    const u = g === null ? undefined : b.units.get(g);
    if (u && b.plans?.[u.side]?.missions[u.id]?.mission === "move") refuseUnless(false, "IA1 9.1", say("artillery.move-exit", { gun: u.name }));
  }
}

export const artilleryPlanHandlers = {
  "write-artillery-plan": (ctx: IaContext, c: ArtilleryPlanCommand) => writeArtilleryPlan(ctx, c),
};
