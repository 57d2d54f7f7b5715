import { sayer } from "../../../core/text";
import { vertexEquals } from "../../../hex/vertex";
import { resolveCheck } from "../cohesion/check";
import type { RpContext } from "../context";
import { circumstances } from "../fire/circumstances";
import { controllerOf } from "../sequence/victory";
import { lossHexes, updateControl } from "../state/control";
import { unitsIn } from "../state/lookups";
import { accuracy, highestHexes } from "./accuracy";
import { askId } from "./asked";
import { gasAttacks } from "./gas";
import { blastHexes, spineDirections, strayVertex } from "./geometry";
import { OMA_TEXT } from "./text";

const say = sayer(OMA_TEXT);

const onMap = (ctx: RpContext, id: string): boolean => ctx.state.units[id]!.status === "on-map";

/**
 * RP 7.241, 7.245: a group's fire for effect on these units, all at once: each checks with the group's firepower and area
 * fire's deployment, movement and terrain modifiers (no range, no visibility), AFVs too.
 */
export function ffeAttack(ctx: RpContext, group: string, units: readonly string[], rule: string): void {
  const g = ctx.state.oma[group]!;
  const checks = units.filter((id) => onMap(ctx, id)).map((unit) =>
    resolveCheck(ctx, {
      unit,
      cause: "ffe",
      modifiers: [
        { id: "oma-firepower", label: `${g.name} firepower`, value: g.firepower, rule: "RP 7.241" },
        ...circumstances(ctx, { target: unit, kind: "ffe", shooterHex: null, howitzer: g.howitzer, concealment: 0 }),
      ],
      rule,
    }),
  );
  const lost = lossHexes(ctx, checks);
  for (const e of checks) ctx.emit(e);
  updateControl(ctx, lost); // RP 3.9
}

/**
 * RP 7.242–7.246, 7.51, 7.52: a primed group fires for effect (no command needed, RP 7.241). The accuracy die; a stray
 * moves it one vertex along the spine the error die names, the shooter having named the "1-2" spine; then it attacks
 * every unit in the three hexes (HE), gasses them, or smokes them (attacking nobody, ruling R5).
 */
export function fireForEffect(ctx: RpContext, group: string, rule: string): void {
  const b = ctx.state;
  const g = b.oma[group]!;
  const aimed = g.crossHair!.vertex;
  const preregistered = g.preregistered !== null && vertexEquals(g.preregistered, aimed);
  const acc = accuracy(ctx.roll(1, 6, "rp.oma.accuracy").total, {
    controlsHighest: highestHexes(ctx.map).some((h) => controllerOf(b, h) === g.side),
    preregistered,
    previouslyHit: g.hits.some((v) => vertexEquals(v, aimed)),
  });
  // RP 7.3: the pre-registered vertex was secret until this fire shows it.
  if (preregistered) ctx.reveal();
  let vertex = aimed;
  let stray: { oneTwo: number; die: number } | null = null;
  if (!acc.hits) {
    const spines = spineDirections(aimed);
    const oneTwo = ctx.decide<number>({
      id: askId(ctx, "rp-spine"),
      kind: "rp-spine",
      side: g.side,
      prompt: say("rp.oma.spine", { group: g.name }),
      options: spines.map((s) => s.bearing),
      default: spines[0].bearing,
      rule: "RP 7.243",
    });
    const die = ctx.roll(1, 6, "rp.oma.error").total;
    vertex = strayVertex(aimed, spines.find((s) => s.bearing === oneTwo)!.side, die);
    stray = { oneTwo, die };
  }
  const hexes = blastHexes(ctx.map, vertex);
  const ammo = g.crossHair!.ammo;
  ctx.emit({
    type: "ffe-landed",
    group,
    ammo,
    aimed,
    accuracy: { die: acc.die, trace: acc.modifiers.map((m) => ({ ...m })), final: acc.final, hits: acc.hits },
    stray,
    vertex,
    hexes,
    rule,
  });
  const units = hexes.flatMap((h) => unitsIn(ctx.state, h));
  if (ammo === "he") return ffeAttack(ctx, group, units, "RP 7.245");
  for (const hex of hexes) ctx.emit({ type: "marker-placed", kind: ammo, hex, by: g.side, rule: ammo === "gas" ? "RP 7.51" : "RP 7.52" });
  if (ammo === "gas") gasAttacks(ctx, units);
}
