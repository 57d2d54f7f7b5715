import type { z } from "zod";
import { sayer } from "../../../core/text";
import type { RpContext } from "../context";
import { RP_DECISIONS } from "../decisions";
import { trenchConnects } from "../state/hexsides";
import { unitsIn } from "../state/lookups";
import { SEQUENCE_TEXT } from "./sequence-text";

const say = sayer(SEQUENCE_TEXT);

export type ShovelUse = z.output<(typeof RP_DECISIONS)["rp-shovel"]["option"]>;

/**
 * RP 6.41: what a unit that dug may make of its shovel: a) a scrape; b) a bomb stop on a hexside of its hex across
 * which a trench connects, only if it is IN the trench (RP 8.33; one bomb stop a hexside); c) remove a bomb stop on a
 * hexside of its hex, unless the hex across it holds an enemy unit (RP 6.42).
 */
export function shovelUses(ctx: RpContext, unit: string): ShovelUse[] {
  const b = ctx.state;
  const u = b.units[unit]!;
  const hex = u.hex!;
  const uses: ShovelUse[] = [{ use: "scrape" }];
  if (u.in === "trench")
    for (const n of ctx.map.around(hex).slice(1))
      if (n >= 0 && ctx.map.contains(ctx.map.hexAt(n)) && trenchConnects(b, ctx.map, hex, n)) uses.push({ use: "bomb-stop", hexside: [hex, n] });
  for (const stop of b.markers.bombStops) {
    if (!stop.includes(hex)) continue;
    const across = stop[0] === hex ? stop[1] : stop[0];
    if (unitsIn(b, across).every((id) => b.units[id]!.side === u.side)) uses.push({ use: "remove", hexside: stop });
  }
  return uses;
}

/** RP 6.41, 5.3: in the administration phase each unit that dug chooses what its shovel becomes (default: a scrape, ruling R13). */
export function useShovels(ctx: RpContext): void {
  const b = ctx.state;
  const diggers = b.sides.flatMap((s) => Object.entries(b.units).filter(([, u]) => u.side === s.id && u.dug && u.status === "on-map" && u.hex !== null));
  for (const [id, u] of diggers) {
    const choice = ctx.decide<ShovelUse>({
      id: `rp-shovel:${id}`,
      kind: "rp-shovel",
      side: u.side,
      prompt: say("rp.sequence.shovel", { unit: u.name }),
      options: shovelUses(ctx, id),
      default: { use: "scrape" },
      rule: "RP 6.41",
    });
    if (choice.use === "scrape") ctx.emit({ type: "marker-placed", kind: "scrape", hex: u.hex!, origin: "dig", by: u.side, rule: "RP 6.41" });
    else if (choice.use === "bomb-stop") ctx.emit({ type: "hexside-marked", kind: "bomb-stop", hexside: choice.hexside, by: u.side, rule: "RP 8.33" });
    else ctx.emit({ type: "hexside-cleared", kind: "bomb-stop", hexside: choice.hexside, rule: "RP 6.41" });
  }
}
