import { refuseUnless } from "../../../core/refusal";
import type { IaContext } from "../commands/context";
import { isAssaultHex } from "../fire/hexes";
import { stackingProblem } from "../movement/stacking";
import { actNow, movementAction } from "./action";
import { flip } from "./limber";
import { cite, isWeapon, weaponNames } from "./rule";

export type LoadingCommand =
  | { readonly type: "load"; readonly side: string; readonly transport: string; readonly unit: string }
  | {
      readonly type: "unload";
      readonly side: string;
      readonly transport: string;
      /** The unit unlimbers in the same segment (IA1 5.63, IA2 5.65). */
      readonly unlimber?: boolean;
    };

/**
 * IA1 5.6, 5.62, 5.66 (IA2 5.6, 5.64, 5.69): a good-order transport that has not moved loads one good-order MG,
 * mortar or artillery unit (IA2: MG or field gun) in its hex that has not moved either, limbering it first if need be;
 * both spend all their MPs and are marked MOVED/FIRED. Never in an assault hex. In IA2 a field gun that fails its
 * limbering check (5.63) is marked MOVED/FIRED and nothing is loaded; the transport may still act.
 */
export function load(ctx: IaContext, c: Extract<LoadingCommand, { type: "load" }>): void {
  const b = ctx.state;
  const restrictions = cite(b, "5.66", "5.69");
  const { unit: t, activated: moved } = movementAction(ctx, c.side, c.transport);
  refuseUnless(t.kind === "TRANSPORT", cite(b, "5.6", "5.6"), `${t.name} is not a transport`);
  refuseUnless(!(c.unit in b.leaders), restrictions, "transports may not load leaders");
  const { unit: u, activated } = movementAction(ctx, c.side, c.unit);
  refuseUnless(isWeapon(b, u.kind), cite(b, "5.66", "5.6"), `transports carry only ${weaponNames(b)}`);
  refuseUnless(t.carrying === null, cite(b, "5.6", "5.6"), `${t.name} already carries a unit: each transport carries one`);
  refuseUnless(t.hex === u.hex, cite(b, "5.6", "5.6"), `${u.name} is not in ${t.name}'s hex`);
  refuseUnless(t.status === "good" && u.status === "good", restrictions, "disrupted and demoralized transports and units may not load");
  refuseUnless(moved.hexesEntered === 0, cite(b, "5.62", "5.64"), `${t.name} has moved: a transport may not move and then load`);
  refuseUnless(activated.hexesEntered === 0, cite(b, "5.62", "5.64"), `loading costs all of ${u.name}'s MPs: it has already moved`);
  refuseUnless(!isAssaultHex(b, t.hex!), restrictions, "units may not load onto transports in an assault hex");
  actNow(ctx, t.id);
  const ready = u.limbered || flip(ctx, u, true);
  if (ready) ctx.emit({ type: "loaded", transport: t.id, unit: u.id, rule: cite(b, "5.62", "5.64") });
  ctx.emit({ type: "moved-fired", pieces: ready ? [t.id, u.id] : [u.id], rule: ready ? cite(b, "5.62", "5.64") : "IA2 5.63" });
}

/**
 * IA1 5.63 (IA2 5.65, 5.66): a transport unloads its unit at no MP cost, before, after or between moves; the unit
 * shared the transport's activation and is marked MOVED/FIRED (docs/rulings.md). It may unlimber at once (a whole
 * segment's action): in IA1 only if the transport has not moved, and the transport is then done; in IA2 whenever, and
 * the transport may still move or load. Unloading may not overstack the hex (4.1).
 */
export function unload(ctx: IaContext, c: Extract<LoadingCommand, { type: "unload" }>): void {
  const b = ctx.state;
  const { unit: t, activated: moved } = movementAction(ctx, c.side, c.transport);
  refuseUnless(t.carrying !== null, cite(b, "5.63", "5.65"), `${t.name} carries no unit`);
  const u = b.units[t.carrying]!;
  const over = stackingProblem(b, u, t.hex!);
  refuseUnless(over === null, "IA1 4.1", `unloading ${u.name} would overstack the hex: ${over}`);
  refuseUnless(!c.unlimber || b.edition === "IA2" || moved.hexesEntered === 0, "IA1 5.63", `${t.name} moved before unloading: ${u.name} may not unlimber until its next action segment`);
  actNow(ctx, t.id);
  ctx.emit({ type: "unloaded", transport: t.id, unit: u.id, rule: cite(b, "5.63", "5.65") });
  if (c.unlimber) flip(ctx, u, false);
  const done = c.unlimber && b.edition === "IA1" ? [u.id, t.id] : [u.id];
  ctx.emit({ type: "moved-fired", pieces: done, rule: cite(b, "5.63", "5.65") });
}
