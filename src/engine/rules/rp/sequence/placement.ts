import { sayer } from "../../../core/text";
import type { RpContext } from "../context";
import { updateControl } from "../state/control";
import { otherSide, unitsIn } from "../state/lookups";
import { SEQUENCE_TEXT } from "./sequence-text";
import { hasRoom } from "./stacking";

const say = sayer(SEQUENCE_TEXT);

/**
 * RP 10.22: reinforcements listed as setting up in on-map hexes are placed, in initiative order, on or after their
 * turn, each in one of its hexes holding no enemy unit and with room (RP 3.4); the owner may hold one back (null).
 * A unit with no such hex does not arrive this turn (it is tried again the next).
 */
export function placeArrivals(ctx: RpContext): void {
  const b = ctx.state;
  const first = b.couplets!.initiative;
  for (const side of [first, otherSide(b, first)]) {
    const due = Object.entries(b.units).filter(([, u]) => u.side === side && u.status === "waiting" && u.arrives?.how === "place" && u.arrives.turn <= b.turn);
    for (const [id, u] of due) {
      const now = ctx.state;
      const open = u.arrives!.hexes.filter((h) => unitsIn(now, h).every((o) => now.units[o]!.side === side) && hasRoom(now, ctx.map, id, h));
      if (!open.length) continue;
      const hex = ctx.decide<number | null>({
        id: `rp-placement:${id}`,
        kind: "rp-placement",
        side,
        prompt: say("rp.sequence.place", { unit: u.name }),
        options: [...open, null],
        default: open[0]!,
        rule: "RP 10.22",
      });
      if (hex === null) continue;
      ctx.emit({ type: "unit-placed", unit: id, hex, rule: "RP 10.22" });
      updateControl(ctx, [hex]);
    }
  }
}
