import type { IaContext } from "../commands/context";
import { leadersAt, otherSide, unitsAt, faceOf } from "../state";
import { say } from "../text";
import { assaultFire, assaultTable } from "./fire";
import { fighter, fightersOf } from "./participants";
import { applyAssaultResults } from "./results";
import { isGun } from "./strength";

/**
 * IA1 12.23, 5.42, 6.71: when the last of `side`'s combat units leaves an assault hex in a segment, every unit and leader
 * of it that left the hex this segment may be attacked as a group on the Assault Table by the undemoralized enemy units
 * there with direct fire values (the enemy player's choice): no activation and no MOVED/FIRED marker, no negative
 * modifiers, and they do not fire back. Lone leaders leaving are not harassed.
 */
export function harassingFire(ctx: IaContext, side: string, hex: number): void {
  const b = ctx.state;
  const enemy = otherSide(b, side);
  if (fightersOf(b, side, hex).length) return;
  const firers = unitsAt(b, hex).filter((u) => u.side === enemy && fighter(u) && !isGun(u) && u.status !== "demoralized" && faceOf(u).direct > 0);
  const left = (b.activation?.exited ?? []).find((e) => e.hex === hex)?.pieces ?? [];
  const units = left.map((id) => b.units.get(id)).filter((u) => u !== undefined && u.hex !== null && u.carriedBy === null).map((u) => u!);
  const leaders = left.map((id) => b.leaders.get(id)).filter((l) => l !== undefined && l.hex !== null).map((l) => l!);
  if (!firers.length || !units.some(fighter)) return;
  const { col, row } = ctx.map.offsetAt(hex);
  const fire = ctx.decide({
    id: `harassing-fire:${col},${row}`,
    kind: "harassing-fire",
    side: enemy,
    prompt: say("assault.harassing-fire", { pieces: [...units, ...leaders].map((p) => p.name).join(", ") }),
    options: [true, false],
    default: true,
    rule: "IA1 12.23",
  });
  if (!fire) return;
  const table = assaultTable(ctx.fireTables);
  const helpers = leadersAt(b, hex).filter((l) => l.side === enemy);
  const f = { side: enemy, role: "harassing", units: firers, leaders: helpers, targets: units, targetLeaders: leaders, coldSteel: false, acrossRiver: false } as const;
  const score = assaultFire(ctx, table, hex, f, "assault:harassing", "IA1 12.23");
  if (score) applyAssaultResults(ctx, [score]);
}
