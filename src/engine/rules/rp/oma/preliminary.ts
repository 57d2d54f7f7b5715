import { refuseUnless } from "../../../core/refusal";
import { sayer } from "../../../core/text";
import type { RpCommand } from "../commands/schema";
import type { RpContext } from "../context";
import { otherSide, sideOf, unitsIn } from "../state/lookups";
import { askId } from "./asked";
import { bombardUnits, placeBreaches } from "./bombardment";
import { OMA_TEXT } from "./text";

const say = sayer(OMA_TEXT);

/** RP 7.13: six scrapes by the firer, each in a hex of No Man's Land (no side's set-up area) or the enemy's set-up area. */
function placeScrapes(ctx: RpContext, firer: string): void {
  const b = ctx.state;
  const own = new Set(sideOf(b, firer).setUp);
  const enemy = new Set(sideOf(b, otherSide(b, firer)).setUp);
  const allowed = [...ctx.map.indices()].filter((h) => enemy.has(h) || !own.has(h));
  for (let k = 0; k < 6; k++) {
    const options = allowed.filter((h) => !ctx.state.markers.scrapes.some((s) => s.hex === h));
    if (!options.length) return;
    const hex = ctx.decide<number>({ id: askId(ctx, "rp-scrape"), kind: "rp-scrape", side: firer, prompt: say("rp.oma.scrape"), options, default: options[0]!, rule: "RP 7.13" });
    ctx.emit({ type: "marker-placed", kind: "scrape", hex, origin: "pb", by: firer, rule: "RP 7.13" });
  }
}

/**
 * RP 7.11–7.14: the scenario's next preliminary bombardment, fired by its side before turn 1: units in its hexes eliminated
 * or dispersed and rolled for (7.12); pulverizing: a breach by the targeted side (mandatory), then one by the firer;
 * paralyzing: three by the firer; then six scrapes (7.13); from now on "PB fired" (7.14).
 */
export function firePreliminary(ctx: RpContext, c: Extract<RpCommand, { type: "fire-preliminary" }>): void {
  const b = ctx.state;
  refuseUnless(b.phase === "preliminary", "RP 7.11", say("rp.oma.not-before-play"));
  const pb = b.preliminary[0];
  refuseUnless(pb !== undefined, "RP 7.11", say("rp.oma.no-preliminary"));
  refuseUnless(pb.side === c.side, "RP 7.11", say("rp.oma.not-your-preliminary", { side: sideOf(b, pb.side).name }));
  ctx.emit({ type: "bombardment-fired", side: pb.side, kind: pb.kind, hexes: pb.hexes, barrage: false, rule: "RP 7.11" });
  bombardUnits(ctx, pb.hexes.flatMap((h) => unitsIn(ctx.state, h)), pb.kind, "RP 7.12");
  if (pb.kind === "pulverizing") {
    placeBreaches(ctx, otherSide(b, pb.side), 1, pb.hexes, "RP 7.12");
    placeBreaches(ctx, pb.side, 1, pb.hexes, "RP 7.12");
  } else placeBreaches(ctx, pb.side, 3, pb.hexes, "RP 7.12");
  placeScrapes(ctx, pb.side);
}
