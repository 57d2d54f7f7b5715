/**
 * The lines of the Infantry Attacks artillery card (cards.ts): the artillery events a side may see, in words. A plan
 * written says only that it was (IA1 9.1: what it says is its side's secret); the fire itself is a bombardment card.
 */
import type { ArtilleryEvent } from "../../../engine/rules/ia/events/artillery-events";
import type { IaBattle } from "../../../engine/rules/ia/state";
import type { Phrase } from "../../i18n";
import { card, names } from "./card-rows";

/** The rules of fire on the Bombardment Table (IA1 9.3, 9.71, 9.81–9.83, 10.3): such a `fire-resolved` is a bombardment card. */
export const BOMBARDMENT_RULES: ReadonlySet<string> = new Set(["IA1 9.3", "IA1 9.71", "IA1 9.81", "IA1 9.82", "IA1 9.83", "IA1 10.3"]);

/** The artillery events with a line (the solitaire scatter check is its side's business, never on a card). */
const ARTILLERY_EVENTS = [
  "artillery-plan-written",
  "abort-rolled",
  "planned-fire-crossed",
  "bombardment-ineffective",
  "move-mission-ended",
  "friendly-fire-rolled",
  "drumfire-placed",
  "drumfire-removed",
  "ammunition-checked",
  "smoke-fired",
] as const satisfies readonly ArtilleryEvent["type"][];

type LineEvent = Extract<ArtilleryEvent, { type: (typeof ARTILLERY_EVENTS)[number] }>;

export const isArtilleryEvent = (e: { readonly type: string }): e is LineEvent => (ARTILLERY_EVENTS as readonly string[]).includes(e.type);

interface Words {
  readonly name: (id: string) => string;
  readonly sideName: (id: string) => string;
  readonly hex: (h: number) => string;
}

const line = (key: string, params: Readonly<Record<string, string | number>>, rule: string) => ({ text: card(`Artillery.${key}`, params), rule });

/** A function giving each artillery event's line, run in order from `before` (it follows where Drumfire markers lie). */
export function artilleryLines(before: IaBattle, { name, sideName, hex }: Words): (e: LineEvent) => { readonly text: Phrase; readonly rule: string } {
  // IA1 9.7: a marker is known by the gun that placed it; its hex is where it was placed.
  const drumfire = new Map((before.drumfire ?? []).map((m) => [m.gun, m.at]));
  return (e) => {
    switch (e.type) {
      case "artillery-plan-written":
        return line("plan-written", { side: sideName(e.side) }, "IA1 9.1");
      case "abort-rolled":
        return line(e.aborted ? "aborted" : "not-aborted", { gun: name(e.gun), roll: e.roll.total }, e.rule);
      case "planned-fire-crossed":
        return line("crossed", { gun: name(e.gun), turn: e.turn }, e.rule);
      case "bombardment-ineffective":
        return line("ineffective", { guns: names(e.guns, name), hex: hex(e.at) }, e.rule);
      case "move-mission-ended":
        return line("move-ended", { gun: name(e.gun) }, e.rule);
      case "friendly-fire-rolled":
        return line(e.hit ? "friendly-hit" : "friendly-miss", { hex: hex(e.at), target: hex(e.target), roll: e.roll.total }, e.rule);
      case "drumfire-placed":
        drumfire.set(e.gun, e.at);
        return line("drumfire-placed", { gun: name(e.gun), hex: hex(e.at) }, e.rule);
      case "drumfire-removed": {
        const hexes = [...new Set(e.guns.flatMap((g) => (drumfire.has(g) ? [hex(drumfire.get(g)!)] : [])))];
        for (const g of e.guns) drumfire.delete(g);
        return line("drumfire-removed", { hexes: hexes.join(", ") }, e.rule);
      }
      case "ammunition-checked":
        return line(`ammunition-${e.result}`, { unit: name(e.unit), roll: e.roll.total, depletion: e.depletion }, e.rule);
      case "smoke-fired":
        return line(e.placed ? "smoke-placed" : "smoke-missed", { gun: name(e.gun), hex: hex(e.at), roll: e.roll.total }, e.rule);
    }
  };
}
