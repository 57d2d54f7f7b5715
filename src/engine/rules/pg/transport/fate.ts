import type { PgContext } from "../commands/context";

/**
 * PG 5.65 (ruling A9): "everything it's transporting suffers the same fate as the transport": for each step transport
 * `id` has just lost, its unit loses one. Eliminated, the transport took its unit and its leaders with it (the
 * reducers, transport/events.ts); its status is forced unloading's (forced-unload.ts), its morale roll PG morale's.
 */
export function shareStepLosses(ctx: PgContext, id: string, steps: number, rule: string): void {
  const b = ctx.state;
  const cargo = b.units.get(b.units.get(id)?.carrying ?? "");
  if (cargo) ctx.emit({ type: "steps-lost", unit: cargo.id, steps: Math.min(steps, cargo.steps), rule });
}
