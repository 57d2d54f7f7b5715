/**
 * What a ruleset brings to the table's ruleset-neutral parts (the tracker, the battle Combat, the chat cards, the
 * status effects, the choice lists): each ruleset registers one at `init`, and the neutral code looks it up by the
 * battle's or card's ruleset id, or iterates every one registered. Infantry Attacks' is `rulesets/ia/table-ruleset.ts`.
 */
import type { TrackerDialog, TrackerPieces } from "../applications/tracker/tracker-pieces";

export interface TableRuleset {
  /** The ruleset id battles and cards carry (`infantry-attacks`). */
  readonly id: string;
  /** The tracker's buttons and the sides that may act. */
  readonly tracker: TrackerPieces;
  /** The dialogs its tracker buttons open, by the name a button gives. */
  readonly dialogs: Readonly<Record<string, TrackerDialog>>;
  /** The actions a piece of a segment may have (the battle Combat's choices; `HEX_TACTICS.Card.Action.<action>`). */
  readonly segmentActions: readonly string[];
  /** Its token statuses, each shown as the effect `ht-<name>` (status-effects.ts). */
  readonly statuses: readonly string[];
  /** Its card kinds, each with its template under `templates/` (`chat/fire`). */
  readonly cards: Readonly<Record<string, string>>;
  /** Its other templates under `templates/`, loaded at `init` (its dialogs). */
  readonly templates: readonly string[];
  /** Choice lists it adds to `CONFIG.HEX_TACTICS` (value → lang key), merged with other rulesets' lists of the same name. */
  readonly choices: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Its token actions (the Token HUD's buttons: canvas/token-actions.ts), each with its Font Awesome icon classes. */
  readonly tokenActions?: Readonly<Record<string, string>>;
  /** The words (lang keys) for the yes and no options of its decision kinds that have them. */
  readonly decisionWords?: Readonly<Record<string, { readonly yes: string; readonly no: string }>>;
}

const registered = new Map<string, TableRuleset>();

export function registerTableRuleset(ruleset: TableRuleset): void {
  registered.set(ruleset.id, ruleset);
}

export const tableRuleset = (id: string): TableRuleset | undefined => registered.get(id);

export const tableRulesets = (): readonly TableRuleset[] => [...registered.values()];

/** The choice list `name` of every registered ruleset, merged. */
export const rulesetChoices = (name: string): Readonly<Record<string, string>> => Object.assign({}, ...tableRulesets().map((r) => r.choices[name] ?? {}));
