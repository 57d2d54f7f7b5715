/**
 * CI 1.x Commands, CI 4.x HQ Activation: the Activate dialog — one of the side's HQs that may activate now (its company
 * has not activated this Player Turn, it has not this Game Turn: ruling R2) and, optionally, the hex it deploys to first:
 * an adjacent hex, chosen in the list or picked on the canvas. The engine judges the hexside and the hex's control.
 */
import type { CiDialogInput } from "./input";
import { commandName, hexLabel, hexOfValue, hexValue, namedOwn, ownHqs, text, unitRow } from "./input";

export interface CiActivateState {
  /** The HQ as the side names it (its handle while hidden). */
  readonly hq: string;
  /** The deploy hex as a form value, "" for none. */
  readonly deploy: string;
}

export const emptyActivate: CiActivateState = { hq: "", deploy: "" };

export const activateStateFrom = (form: Readonly<Record<string, unknown>>, previous: CiActivateState): CiActivateState => {
  const hq = text(form, "hq") || previous.hq;
  return { hq, deploy: hq === previous.hq ? text(form, "deploy") : "" };
};

/** CI 1.x Commands: the side's company HQs that may activate now. */
export function activatable(input: CiDialogInput): string[] {
  const b = input.battle;
  return ownHqs(input).filter((id) => {
    const k = b.blocks[id]!;
    return k.company !== null && !k.hqActivated && !b.companiesDone.includes(k.company);
  });
}

/** The hexes next to the chosen HQ it might deploy to (CI 4.x HQ Activation: "1 hex"). */
function deployHexes(input: CiDialogInput, state: CiActivateState): number[] {
  const id = namedOwn(input, state.hq);
  if (id === undefined) return [];
  const { map } = input;
  return map.around(input.battle.blocks[id]!.hex!).slice(1).filter((h) => h >= 0 && map.contains(map.hexAt(h)));
}

/** A hex picked on the canvas becomes the deploy hex when it is one of them. */
export const pickDeploy = (input: CiDialogInput, state: CiActivateState, hex: number): CiActivateState =>
  deployHexes(input, state).includes(hex) ? { ...state, deploy: hexValue(input.map, hex) } : state;

/** The `activate` command in JSON; null until an HQ that may activate is chosen. */
export function activateCommand(input: CiDialogInput, state: CiActivateState): Record<string, unknown> | null {
  if (!activatable(input).some((id) => commandName(input.battle, id) === state.hq)) return null;
  const deploy = hexOfValue(input.map, state.deploy);
  if (deploy === null || !deployHexes(input, state).includes(deploy)) return { type: "activate", hq: state.hq };
  const { col, row } = input.map.offsetAt(deploy);
  return { type: "activate", hq: state.hq, deploy: [col, row] };
}

export function activateView(input: CiDialogInput, state: CiActivateState) {
  const units = activatable(input).map((id) => unitRow(input, id, state.hq));
  return {
    units,
    unitLegend: "HEX_TACTICS.CI.Dialog.hq",
    unitName: "hq",
    hexes: {
      name: "deploy",
      legend: "HEX_TACTICS.CI.Dialog.deploy",
      optional: true,
      options: deployHexes(input, state).map((h) => ({ value: hexValue(input.map, h), label: hexLabel(input.map, h), selected: hexValue(input.map, h) === state.deploy })),
    },
    none: units.length ? null : "HEX_TACTICS.CI.Dialog.noHq",
    canSubmit: activateCommand(input, state) !== null,
    submit: { label: "HEX_TACTICS.Tracker.Button.activate", icon: "fa-solid fa-play" },
  };
}
