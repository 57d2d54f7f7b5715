/**
 * The token status effects of Hex Tactics (`CONFIG.statusEffects`): a piece's state in the battle, drawn on its token
 * by the referee. They replace Foundry's own list (dead, prone, blind …), which means nothing in these games; and the
 * token HUD offers none of them, because the battle decides them and the referee re-asserts them after every command.
 * Each ruleset names its statuses (rulesets/table-ruleset.ts).
 */
import { systemPath } from "./constants";
import { readableId } from "./data/static-id";
import { tableRulesets } from "./rulesets/table-ruleset";

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

/** A status's id: `ht-<name>` (`ht-moved-fired`). */
export const statusId = (name: string) => `ht-${name}`;

/** The effects of statuses named in order: lang key under `HEX_TACTICS.Status`, icon `assets/status/<name>.svg`. */
export const statusEffects = (names: readonly string[]): HexTacticsStatus[] =>
  names.map((name, order) => ({ id: statusId(name), _id: readableId(statusId(name)), name: langKey(name), img: systemPath(`assets/status/${name}.svg`), hud: false, order }));

/** `init`: the registered rulesets' statuses (each once) in place of Foundry's. */
export function registerStatusEffects(): void {
  const names = [...new Set(tableRulesets().flatMap((r) => r.statuses))];
  CONFIG.statusEffects = statusEffects(names) as unknown as typeof CONFIG.statusEffects;
}
