import type { z } from "zod";
import type { ActivationEventSchema, MoraleEventSchema, OpportunityEventSchema, OptionalEventSchema, SequenceEventSchema, TransportEventSchema } from "./schema";
import { seriesReducers } from "../../series/events/reducers";
import { canFortify } from "../fieldworks/occupation";
import { visibilityOf } from "../los/visibility";
import type { IaBattle } from "../state";
import { leaderW, sideW, spinesW } from "../state/write";
import { loadedAgain } from "./artillery-events";

type Of<S extends z.ZodType, T extends string> = Extract<z.output<S>, { type: T }>;

const series = seriesReducers({ canFortify });

/** IA1 17.6: a company that moves has moved into whatever hex it is in after that hex's first attack: it drops out of every record. */
export function leaveFlanks(b: IaBattle, id: string): void {
  if (b.flanks?.some((f) => f.companies.includes(id))) b.flanks = b.flanks.map((f) => ({ ...f, companies: f.companies.filter((c) => c !== id) }));
}

/** The series' reducers with what Infantry Attacks adds to them, and the reducers of IA's own events (artillery and cavalry aside). */
export const iaReducers = {
  ...series,
  "piece-moved"(b: IaBattle, e: Parameters<(typeof series)["piece-moved"]>[1]) {
    series["piece-moved"](b, e);
    leaveFlanks(b, e.piece);
  },
  /** IA1 17.1, 17.6: the company removed leaves every flanking record. */
  consolidated(b: IaBattle, e: Parameters<(typeof series)["consolidated"]>[1]) {
    leaveFlanks(b, e.removed);
    series.consolidated(b, e);
  },
  /** IA1 9.13: a gun loaded again keeps its Move mission. */
  loaded(b: IaBattle, e: Parameters<(typeof series)["loaded"]>[1]) {
    series.loaded(b, e);
    loadedAgain(b, e.unit);
  },
  "turn-began"(b: IaBattle, e: Of<typeof SequenceEventSchema, "turn-began">) {
    series["turn-began"](b, e);
    // IA1 8.4, IA2 7.11: the turn is played in the light the scenario schedules for it.
    const light = b.lights?.[e.turn - 1];
    if (light) b.visibility = visibilityOf(b.edition, light);
    // IA2 7.56: spine choices last for the turn only; IA1 17.6: so do the hexes attacked.
    delete b.spines;
    delete b.flanks;
  },
  "spines-fixed"(b: IaBattle, e: Of<typeof SequenceEventSchema, "spines-fixed">) {
    spinesW(b).push(...e.choices);
  },
  "activation-checked"(_b: IaBattle, _e: Of<typeof ActivationEventSchema, "activation-checked">) {},
  decapitated(b: IaBattle, e: Of<typeof MoraleEventSchema, "decapitated">) {
    sideW(b, e.side).decapitation = { leader: e.leader, leaderType: e.leaderType, turn: e.turn, turns: e.turns };
  },
  "combined-first-shot"(b: IaBattle, e: Of<typeof OpportunityEventSchema, "combined-first-shot">) {
    const l = leaderW(b, e.leader);
    l.oppFireWith = [...(l.oppFireWith ?? []), ...e.mgs];
  },
  "limber-checked"(_b: IaBattle, _e: Of<typeof TransportEventSchema, "limber-checked">) {},
  "fire-traced"(b: IaBattle, e: Of<typeof OptionalEventSchema, "fire-traced">) {
    const flanks = b.flanks ?? [];
    const had = flanks.find((f) => f.hex === e.at);
    const through = [...(had?.through ?? []), ...e.through.filter((h) => !had?.through.includes(h))];
    b.flanks = had ? flanks.map((f) => (f === had ? { ...f, through } : f)) : [...flanks, { hex: e.at, through, companies: [...e.companies] }];
  },
};
