import type { z } from "zod";
import type { CiContext } from "../context";
import type { RevealCause } from "../events/block-events";
import { isHidden } from "../state/block";
import { freshHandle } from "../state/handles";

/** Turns a hidden block face-up for every side, with what it is (CI 1.x Blocks); a face-up block stays as it is. */
export function reveal(ctx: CiContext, id: string, why: z.output<typeof RevealCause>, rule: string): void {
  const k = ctx.state.blocks[id]!;
  if (!isHidden(k)) return;
  ctx.emit({ type: "revealed", block: id, ref: k.handle!, side: k.side, kind: k.kind, company: k.company, platoon: k.platoon, attachedTo: k.attachedTo, strength: k.strength, halfHit: k.halfHit, hex: k.hex!, why, rule });
  ctx.reveal();
}

/** Stands a block up or tips it back: a face-up one is hidden again under a fresh handle; a hidden one just turns. */
export function conceal(ctx: CiContext, id: string, orientation: "upright" | "face-down", rule: string): void {
  const k = ctx.state.blocks[id]!;
  if (k.status !== "on-map" || k.orientation === orientation) return;
  if (isHidden(k)) ctx.emit({ type: "tipped", block: id, orientation, rule });
  else ctx.emit({ type: "concealed", block: id, ref: freshHandle(ctx.state, id), orientation, rule });
}
