import type { IaContext } from "../commands/context";

/**
 * IA1 15.42, 15.52: dismounted cavalry that becomes demoralized re-mounts at once. One that has not yet activated this
 * turn gets a MOVED/FIRED marker for it; one already marked keeps its marker. A unit activated in this segment and not
 * yet marked is marked too: the re-mount uses its action (docs/rulings.md).
 */
export function forceRemount(ctx: IaContext, id: string): void {
  const u = ctx.state.units.get(id);
  if (u?.kind !== "CAV" || u.mounted || u.status !== "demoralized" || u.hex === null || !u.aside) return;
  ctx.emit({ type: "mount-changed", unit: id, mounted: true, rule: "IA1 15.52" });
  if (!u.movedFired) ctx.emit({ type: "moved-fired", pieces: [id], rule: "IA1 15.52" });
}
