import { refuseUnless } from "../../../core/refusal";
import { sayer } from "../../../core/text";
import type { RpCommand } from "../commands/schema";
import type { RpContext } from "../context";
import { rpHexLabel } from "../map/labels";
import { barrageStep } from "../state/markers";
import { beforePlay } from "./before-play";
import { OMA_TEXT } from "./text";

const say = sayer(OMA_TEXT);

/**
 * RP 7.41, AA campaign 1 ("Each creeping barrage must be 10 hexes wide and will advance for a total of 10 hexes and
 * then cease … along a common hex row … or column … Both creeping barrages must start and end at the same time"): the
 * side places one of its planned barrages before play, `width` hexes from `first` eastward along its row or southward
 * along its column, advancing across its line from turn `from`, the same turn as the plan's others (ruling RP 7.41).
 */
export function planBarrage(ctx: RpContext, c: Extract<RpCommand, { type: "plan-barrage" }>): void {
  const b = ctx.state;
  refuseUnless(beforePlay(b), "RP 7.41", say("rp.oma.before-play"));
  const plan = b.barragePlans.find((p) => p.side === c.side);
  refuseUnless(plan !== undefined, "RP 7.41", say("rp.oma.no-barrage-plan"));
  const rowWise = c.line === "row";
  refuseUnless(rowWise === (c.advancing === "north" || c.advancing === "south"), "RP 7.42", say("rp.oma.barrage-direction", { line: c.line }));
  refuseUnless(plan.starts === null || plan.starts === c.from, "RP 7.41", say("rp.oma.barrage-together", { turn: plan.starts ?? c.from }));
  refuseUnless(c.from <= b.scenario.turns, "RP 7.41", say("rp.oma.barrage-turn", { turn: c.from, turns: b.scenario.turns }));
  const { col, row } = ctx.map.offsetAt(c.first);
  const [at, start, across] = rowWise ? [row, col, ctx.map.columns] : [col, row, ctx.map.rows];
  const end = start + plan.width - 1;
  refuseUnless(end < across, "RP 7.41", say("rp.oma.barrage-off-map", { hex: rpHexLabel(ctx.map, c.first), width: plan.width }));
  ctx.emit({ type: "barrage-planned", side: c.side, barrage: { side: c.side, line: c.line, at, span: [start, end], step: barrageStep(c.advancing), from: c.from, advancesLeft: plan.advances, struck: false }, rule: "RP 7.41" });
}
