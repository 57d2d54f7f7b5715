import { refuseUnless } from "../../../core/refusal";
import type { RpCommand } from "../commands/schema";
import type { RpContext } from "../context";
import { hasTrench, sameHexside, wireBetween } from "../state/hexsides";
import { hasType, isGun, otherSide, unitsIn } from "../state/lookups";
import type { HexsidePair } from "../state/markers";
import { requireSegment, say } from "./steps";

/** RP 11.543: scrapes up to 31 March 1915, trench markers from 1 April 1915. */
const trenchesFrom = "1915-04-01";

/**
 * RP 11.54: the defender improves its positions first, then the attacker: bomb stops (11.541), wire breaches (11.542),
 * scrapes or trenches (11.543). When both have, each side may redeploy a gun (11.55).
 */
export function improve(ctx: RpContext, cmd: Extract<RpCommand, { type: "improve" }>): void {
  const c = requireSegment(ctx, "improve", cmd.side);
  refuseUnless(cmd.side === c.defender || c.done.includes(c.defender), "RP 11.54", say("rp.campaign.wait-for", { side: c.defender }));
  const b = ctx.state;
  const enemy = otherSide(b, cmd.side);
  const place = cmd.bombStops ?? [];
  const remove = cmd.removeBombStops ?? [];
  const breaches = cmd.breaches ?? [];
  const fieldworks = [...new Set(cmd.fieldworks ?? [])];
  refuseUnless(place.length <= 3 && remove.length <= 3, "RP 11.541", say("rp.campaign.too-many", { what: "bomb stops placed and three removed" }));
  refuseUnless(breaches.length <= 3, "RP 11.542", say("rp.campaign.too-many", { what: "wire breaches" }));
  const infantry = (h: number) => unitsIn(b, h, cmd.side).some((id) => hasType(b.units[id]!, "infantry"));
  const enemyIn = (h: number) => unitsIn(b, h, enemy).length > 0;
  const hexside = (s: HexsidePair, rule: string) => refuseUnless(s[0] !== s[1] && ctx.map.around(s[0]).includes(s[1]), rule, say("rp.campaign.not-hexside"));
  for (const s of place) {
    hexside(s, "RP 11.541");
    refuseUnless(s.some(infantry), "RP 11.541", say("rp.campaign.no-infantry"));
  }
  for (const s of remove) {
    hexside(s, "RP 11.541");
    refuseUnless(b.markers.bombStops.some((x) => sameHexside(x, s)), "RP 11.541", say("rp.campaign.no-bomb-stop"));
    refuseUnless(s.some(infantry), "RP 11.541", say("rp.campaign.no-infantry"));
    refuseUnless(!s.some(enemyIn), "RP 11.541", say("rp.campaign.enemy-there"));
  }
  for (const s of breaches) {
    hexside(s, "RP 11.542");
    refuseUnless(wireBetween(b, ctx.map, s[0], s[1]) && s.some((h) => unitsIn(b, h, cmd.side).length > 0), "RP 11.542", say("rp.campaign.no-wire"));
    refuseUnless(!s.some(enemyIn), "RP 11.542", say("rp.campaign.enemy-there"));
  }
  const diggers = (h: number) => unitsIn(b, h, cmd.side).filter((id) => hasType(b.units[id]!, "infantry") || isGun(b.units[id]!));
  for (const h of fieldworks) refuseUnless(diggers(h).length > 0, "RP 11.543", say("rp.campaign.no-diggers"));

  for (const s of remove) ctx.emit({ type: "hexside-cleared", kind: "bomb-stop", hexside: s, rule: "RP 11.541" });
  for (const s of place) if (!ctx.state.markers.bombStops.some((x) => sameHexside(x, s))) ctx.emit({ type: "hexside-marked", kind: "bomb-stop", hexside: s, by: cmd.side, rule: "RP 11.541" });
  for (const s of breaches) ctx.emit({ type: "hexside-marked", kind: "breach", hexside: s, by: cmd.side, rule: "RP 11.542" });
  for (const h of fieldworks) {
    if (b.scenario.date < trenchesFrom) {
      if (!ctx.state.markers.scrapes.some((s) => s.hex === h)) ctx.emit({ type: "marker-placed", kind: "scrape", hex: h, origin: "dig", by: cmd.side, rule: "RP 11.543" });
      continue;
    }
    digTrench(ctx, cmd.side, h, diggers(h));
  }
  ctx.emit({ type: "campaign-side-done", side: cmd.side, rule: "RP 11.54" });
  if (ctx.state.campaign!.done.length === 2) ctx.emit({ type: "campaign-segment-began", segment: "redeploy", rule: "RP 11.55" });
}

/**
 * RP 11.543: a trench marker under the side's infantry and guns (enemy units there stay on top; where the enemy laid one
 * already, it is the same trench). A scrape in the hex goes, unless an enemy unit is there. Toward an adjacent trench
 * holding an enemy unit, a bomb stop obstructs the connecting hexside.
 */
function digTrench(ctx: RpContext, side: string, hex: number, diggers: readonly string[]): void {
  const b = ctx.state;
  const enemy = otherSide(b, side);
  if (!hasTrench(b, ctx.map, hex)) {
    ctx.emit({ type: "marker-placed", kind: "trench", hex, by: side, rule: "RP 11.543" });
    for (const n of ctx.map.around(hex).slice(1)) {
      if (n < 0 || !hasTrench(ctx.state, ctx.map, n) || !unitsIn(ctx.state, n, enemy).length) continue;
      if (!ctx.state.markers.bombStops.some((x) => sameHexside(x, [hex, n]))) ctx.emit({ type: "hexside-marked", kind: "bomb-stop", hexside: [hex, n], by: side, rule: "RP 11.543" });
    }
  }
  for (const id of diggers) if (ctx.state.units[id]!.in === null) ctx.emit({ type: "went-in", unit: id, into: "trench", mp: 0, rule: "RP 11.543" });
  if (!unitsIn(ctx.state, hex, enemy).length && ctx.state.markers.scrapes.some((s) => s.hex === hex)) ctx.emit({ type: "marker-removed", kind: "scrape", hex, rule: "RP 11.543" });
}
