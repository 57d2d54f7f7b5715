/**
 * The Campaign dialog the GM advances the day with (RP 11.02): what may be done in the segment the campaign is in, by
 * which side, and the campaign command it sends for that side — on to the next segment once a scenario has ended
 * (RP 11.2, 11.33) or every unit is placed (RP 11.12), a placement (RP 11.12), each side's night-attack counter
 * (RP 11.521), recovery (RP 11.53), improvement (RP 11.54, the defender first) and redeployment (RP 11.55, the Central
 * Powers first). The choices a step asks of a player (counter-attack, night attack, each recovery) are the engine's
 * decisions, put to that side's players by the referee. It reads a side's view: it needs nothing secret.
 */
import { placementHexes } from "../../../../engine/rules/rp/campaign/placing";
import { SCENARIO_SEGMENTS } from "../../../../engine/rules/rp/campaign/state";
import { rpHexLabel } from "../../../../engine/rules/rp/map/labels";
import type { RpBattle } from "../../../../engine/rules/rp/state";
import { phrase } from "../../../i18n";
import { hexOfValue, hexValue, text, type RpDialogInput } from "../dialogs/input";

const KEY = "HEX_TACTICS.RP.Campaign";

export type CampaignStepKind = "advance" | "place" | "night-attack" | "recover" | "improve" | "redeploy";
export interface CampaignStep {
  readonly kind: CampaignStepKind;
  readonly side: string;
}

/** RP 11.12: the side's units to place that have a hex allowed them now. */
const placeableUnits = (input: RpDialogInput, side: string) => input.battle.campaign!.toPlace.filter((p) => p.side === side && placementHexes(input.battle, input.map, p).length > 0);

/** The steps open now, each with the side that takes it (none: a scenario is in play, or the campaign is over). */
export function campaignSteps(input: RpDialogInput): CampaignStep[] {
  const b = input.battle;
  const c = b.campaign;
  if (!c || c.segment === "over") return [];
  const ids = b.sides.map((s) => s.id);
  const first = (leader: string) => [leader, ...ids.filter((s) => s !== leader)].filter((s) => !c.done.includes(s)).slice(0, 1);
  const each = (kind: CampaignStepKind, sides: readonly string[]) => sides.map((side) => ({ kind, side }));
  switch (c.segment) {
    case "reinforcements": {
      // RP 11.12 a: the side whose turn it is; one that can place nothing lets the other place.
      const placers = [c.placer, ...ids].filter((s, i, all): s is string => s !== null && all.indexOf(s) === i && placeableUnits(input, s).length > 0);
      return placers.length ? each("place", placers.slice(0, 1)) : each("advance", [c.attacker]);
    }
    case "night-attack":
      return each("night-attack", ids.filter((s) => !c.sealed.some((x) => x.side === s)));
    case "recover":
      return each("recover", ids.filter((s) => !c.done.includes(s)));
    case "improve":
      return each("improve", first(c.defender));
    case "redeploy":
      return each("redeploy", first(b.sides.find((s) => s.power === "central")!.id));
    default:
      // RP 11.2, 11.33: a scenario of the day, once over (the counter-attack is the defender's decision, RP 11.31).
      return (SCENARIO_SEGMENTS as readonly string[]).includes(c.segment) && b.phase === "ended" ? each("advance", [c.attacker]) : [];
  }
}

/** The dialog's choices: the step (its index), and for a placement the unit and its hex ("column,row"). */
export interface CampaignDayState {
  readonly step: number;
  readonly unit: string;
  readonly hex: string;
}
export const emptyCampaignDay: CampaignDayState = { step: 0, unit: "", hex: "" };

export function campaignDayStateFrom(form: Readonly<Record<string, unknown>>): CampaignDayState {
  const step = Number(text(form, "step"));
  return { step: Number.isInteger(step) && step >= 0 ? step : 0, unit: text(form, "unit"), hex: text(form, "hex") };
}

export function campaignDayView(input: RpDialogInput, state: CampaignDayState) {
  const b = input.battle;
  const c = b.campaign;
  const name = (side: string) => b.sides.find((s) => s.id === side)?.name ?? side;
  const steps = campaignSteps(input);
  const chosen = steps[state.step];
  const toPlace = chosen?.kind === "place" ? placeableUnits(input, chosen.side) : [];
  const unit = toPlace.find((p) => p.unit === state.unit) ?? toPlace[0];
  const hexes = unit ? placementHexes(b, input.map, unit) : [];
  return {
    title: c ? phrase(`${KEY}.title`, { day: c.day, days: c.days, date: b.scenario.date }) : phrase(`${KEY}.notCampaign`),
    segment: c ? phrase(`${KEY}.Segment.${c.segment}`) : null,
    idle: c && !steps.length ? phrase(c.segment === "over" ? `${KEY}.over` : `${KEY}.inPlay`) : null,
    steps: steps.map((s, i) => ({ index: i, label: phrase(`${KEY}.Step.${s.kind}`, { side: name(s.side) }), selected: i === state.step })),
    units: toPlace.map((p) => ({ id: p.unit, name: (b.units[p.unit] ?? c!.reserve[p.unit]!.unit).name, selected: p === unit })),
    hexes: hexes.map((h) => ({ value: hexValue(input.map, h), label: rpHexLabel(input.map, h), selected: hexValue(input.map, h) === state.hex })),
    canSubmit: campaignDayCommand(input, state) !== null,
  };
}

/** The command of the chosen step and the side it is sent for (null: nothing to send yet). */
export function campaignDayCommand(input: RpDialogInput, state: CampaignDayState): { readonly side: string; readonly command: Record<string, unknown> } | null {
  const step = campaignSteps(input)[state.step];
  if (!step) return null;
  if (step.kind === "advance") return { side: step.side, command: { type: "campaign-advance" } };
  if (step.kind !== "place") return { side: step.side, command: { type: step.kind } };
  const units = placeableUnits(input, step.side);
  const unit = units.find((p) => p.unit === state.unit) ?? units[0];
  const hex = hexOfValue(state.hex);
  if (!unit || !hex || !placementHexes(input.battle, input.map, unit).some((h) => hexValue(input.map, h) === state.hex)) return null;
  return { side: step.side, command: { type: "campaign-place", unit: unit.unit, hex } };
}
