import { refuseUnless } from "../../../core/refusal";
import { hexName } from "../../series/scenario/positions";
import type { PgContext } from "../commands/context";
import { say } from "../text";

const RULE = "PG 16.7";

/**
 * PG 16.7: a side places the minefields it drew "face-down on the board in locations allowed by scenario instructions":
 * before the first initiative roll (3.0 set-up), all of them, `at[k]` the hex of its k-th minefield in the order drawn,
 * each in its side's minefield hexes where the scenario gives them. Several may share a hex (16.71 "one or more
 * minefields"). The text bars no other hex, an enemy's included (refusing those would tell where hidden units stand,
 * 16.6). Until play begins a side may place them again: the last placement stands.
 */
export function placeMinefields(ctx: PgContext, side: string, at: readonly number[]): void {
  const b = ctx.state;
  refuseUnless(b.turn === 1 && b.phase === "initiative" && b.initiative === null, RULE, say("minefields.before-play"));
  const s = b.sides.find((x) => x.id === side)!;
  const own = (b.minefields ?? []).filter((m) => m.owner === side);
  refuseUnless(own.length > 0, RULE, say("minefields.none", { side: s.name }));
  refuseUnless(at.length === own.length, RULE, say("minefields.count", { side: s.name, count: own.length, given: at.length }));
  for (const hex of at) refuseUnless(s.minefieldZone?.includes(hex) ?? true, RULE, say("minefields.outside-zone", { hex: hexName(ctx.map, hex), side: s.name }));
  ctx.emit({ type: "minefields-placed", side, minefields: own.map((m, k) => ({ minefield: m.id, hex: at[k]! })), rule: RULE });
}
