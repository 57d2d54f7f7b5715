/**
 * View models for the actor sheets: plain data in, plain data out, so the templates can be
 * rendered and tested without Foundry. Labels are lang/en.json keys, localized by the templates.
 */
import { LEADER_TYPES, MARKER_TYPES, MORALE_STATUSES, UNIT_SIZES } from "../../config";

export interface SelectOption {
  value: string;
  label: string;
  selected: boolean;
}

export interface Checkbox {
  name: string;
  label: string;
  checked: boolean;
}

export interface UnitData {
  nationality: string;
  unitType: string;
  size: string;
  steps: { value: number; max: number };
  fire: { direct: number; bombardment: number; range: number };
  morale: number;
  movement: number;
  status: string;
  movedFired: boolean;
  spotted: boolean;
  hidden: boolean;
}

export interface LeaderData {
  nationality: string;
  rank: number;
  leaderType: string;
  combatModifier: number;
  moraleModifier: number;
  morale: number;
  status: string;
  movedFired: boolean;
}

export interface MarkerData {
  markerType: string;
  rule: string;
  description: string;
}

/** What every sheet header shows: the actor's name, image and type. */
export interface ActorView<System> {
  name: string;
  img: string;
  type: string;
  system: System;
}

export function selectOptions(choices: Record<string, string>, current: string): SelectOption[] {
  return Object.entries(choices).map(([value, label]) => ({ value, label, selected: value === current }));
}

/** A boolean field of `system` shown as a checkbox labelled by the type's FIELDS entry. */
function checkbox(type: string, system: object, field: string): Checkbox {
  return {
    name: `system.${field}`,
    label: `HEX_TACTICS.Actor.${type}.FIELDS.${field}.label`,
    checked: Boolean((system as Record<string, unknown>)[field]),
  };
}

function header<System>(actor: ActorView<System>) {
  return { name: actor.name, img: actor.img, typeLabel: `TYPES.Actor.${actor.type}`, system: actor.system };
}

export function unitSheetContext(actor: ActorView<UnitData>) {
  const { system } = actor;
  return {
    ...header(actor),
    sizeOptions: selectOptions(UNIT_SIZES, system.size),
    statusOptions: selectOptions(MORALE_STATUSES, system.status),
    stateFlags: ["movedFired", "spotted", "hidden"].map((field) => checkbox("unit", system, field)),
  };
}

export function leaderSheetContext(actor: ActorView<LeaderData>) {
  const { system } = actor;
  return {
    ...header(actor),
    leaderTypeOptions: selectOptions(LEADER_TYPES, system.leaderType),
    statusOptions: selectOptions(MORALE_STATUSES, system.status),
    stateFlags: [checkbox("leader", system, "movedFired")],
  };
}

export function markerSheetContext(actor: ActorView<MarkerData>) {
  return {
    ...header(actor),
    markerTypeOptions: selectOptions(MARKER_TYPES, actor.system.markerType),
  };
}
