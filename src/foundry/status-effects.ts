/**
 * The token status effects of Hex Tactics (`CONFIG.statusEffects`): a piece's state in the battle, drawn on its token
 * by the referee. They replace Foundry's own list (dead, prone, blind …), which means nothing in these games; and the
 * token HUD offers none of them, because the battle decides them and the referee re-asserts them after every command.
 */
import { systemPath } from "./constants";
import { readableId } from "./data/static-id";

/** Each status's name in `ht-<name>`, its lang key under `HEX_TACTICS.Status`, and its icon `assets/status/<name>.svg`. */
const NAMES = ["disrupted", "demoralized", "moved-fired", "opportunity-fire", "spotted", "dug-in", "limbered", "mounted"] as const;
export type StatusName = (typeof NAMES)[number];

export interface HexTacticsStatus {
  readonly id: string;
  /** A static 16-character id, so the ActiveEffect a status creates has it (docs/foundry-facts.md §5). */
  readonly _id: string;
  readonly name: string;
  readonly img: string;
  readonly hud: false;
  readonly order: number;
}

const langKey = (name: string) => `HEX_TACTICS.Status.${name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`;

/** The status id of each name: `STATUS["moved-fired"]` is `ht-moved-fired`. */
export const STATUS = Object.fromEntries(NAMES.map((name) => [name, `ht-${name}`])) as Record<StatusName, string>;

export const STATUS_EFFECTS: readonly HexTacticsStatus[] = NAMES.map((name, order) => ({
  id: STATUS[name],
  _id: readableId(STATUS[name]),
  name: langKey(name),
  img: systemPath(`assets/status/${name}.svg`),
  hud: false,
  order,
}));

/** `init`: Hex Tactics' statuses in place of Foundry's. */
export function registerStatusEffects(): void {
  CONFIG.statusEffects = STATUS_EFFECTS.map((status) => ({ ...status })) as unknown as typeof CONFIG.statusEffects;
}
