import { draftOf } from "../../../../../src/engine/core/draft";
import type { FireTableSet } from "../../../../../src/engine/rules/series/data/schemas/fire-table";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { applyIaEvent, type IaEvent } from "../../../../../src/engine/rules/ia/events";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { testMap } from "../../../../fixtures/maps";
import { fixtureTables } from "../fire/support";

/** A 16×16 clear map with woods at [3, 3] and a town at [3, 5]. */
export const map = testMap(ia1Tec, [[3, 3, ["woods"]], [3, 5, ["town"]]], [16, 16]);
export const at = (c: number, r: number) => map.indexOfOffset(c, r);

/**
 * The fire tests' fixture tables (user provenance) with a Dug In modifier of −1: 16.23 gives dug-in pieces a column
 * modifier without its size, so the test fixes one; the entrenchment's −2 is the rules' (16.32).
 */
export function tables(): FireTableSet {
  const t = structuredClone(fixtureTables()) as { tables: { modifiers: Record<string, unknown>[] }[] };
  const direct = t.tables[0]!;
  const entrenchment = direct.modifiers.find((m) => m.id === "entrenchment")!;
  direct.modifiers.push({ ...entrenchment, id: "dug-in", label: "dug-in", shift: { ...(entrenchment.shift as object), value: -1 }, rule: "16.23" });
  return t as unknown as FireTableSet;
}

export const ia = iaRuleset(map, ia1Tec, { fireTables: tables() });

export const digIn = (unit: string, side = "R"): IaCommand => ({ type: "dig-in", side, unit });
export const activate = (pieces: Record<string, "move" | "fire">, root: object = { leader: "capt" }, side = "R"): IaCommand => ({ type: "activate", side, root: root as never, pieces });
export const move = (piece: string, to: number, side = "R"): IaCommand => ({ type: "move", side, piece, to });
export const fire = (firers: string[], target: number, side = "R"): IaCommand => ({ type: "direct-fire", side, firers, at: target });

/** Events applied to `b` as the engine applies them (on a draft); the state after. */
export function applied(b: IaBattle, ...events: IaEvent[]): IaBattle {
  const d = draftOf(b);
  for (const e of events) applyIaEvent(d, e);
  return d;
}

/** Each piece's column in the last `fire-resolved` of `events`. */
export const columns = (events: readonly IaEvent[]) =>
  Object.fromEntries(events.filter((e) => e.type === "fire-resolved").at(-1)!.results.map((r) => [r.piece, r.column]));
