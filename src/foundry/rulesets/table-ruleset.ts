/**
 * What a ruleset brings to the table's ruleset-neutral parts (the tracker, the battle Combat, the chat cards, the
 * status effects, the choice lists): each ruleset registers one at `init`, and the neutral code looks it up by the
 * battle's or card's ruleset id, or iterates every one registered. Infantry Attacks' is `rulesets/ia/table-ruleset.ts`.
 */
import type { BattleCombatData, TrackerDialog, TrackerPieces } from "../applications/tracker/tracker-pieces";
import type { HexMarks } from "../canvas/hex-marks";

export interface TableRuleset {
  /** The ruleset id battles and cards carry (`infantry-attacks`). */
  readonly id: string;
  /** The tracker's buttons and the sides that may act. */
  readonly tracker: TrackerPieces;
  /** The dialogs its tracker buttons open, by the name a button gives. */
  readonly dialogs: Readonly<Record<string, TrackerDialog>>;
  /**
   * Its part of the battle Combat (data/combat/battle-model.ts `details`): its fields, built when the Combat's schema is
   * (after `init`), and how a Combat its older versions saved reads now.
   */
  readonly combat: { details(): Readonly<Record<string, object>>; migrateSource?(system: Record<string, unknown>): Record<string, unknown> };
  /** Its token statuses, each shown as the effect `ht-<name>` (status-effects.ts). */
  readonly statuses: readonly string[];
  /** Its card kinds, each with its template under `templates/`, in its own folder (`<short>/chat/<kind>`). */
  readonly cards: Readonly<Record<string, string>>;
  /** Its other templates under `templates/` (`<short>/dialogs/<name>`), loaded at `init` (its dialogs; its tracker's details partial is loaded too). */
  readonly templates: readonly string[];
  /**
   * Choice lists it adds to `CONFIG.HEX_TACTICS` (value → lang key), merged with other rulesets' lists of the same name.
   * The neutral parts read `nationalities`, `unitFaces` (the faces a token may show), `markerKinds` (the `marker` actors'
   * kinds) and `laterMarkerKinds` (those no battle places yet).
   */
  readonly choices: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Its token actions (the Token HUD's buttons: canvas/token-actions.ts), each with its Font Awesome icon classes. */
  readonly tokenActions?: Readonly<Record<string, string>>;
  /** The words (lang keys) for the yes and no options of its decision kinds that have them. */
  readonly decisionWords?: Readonly<Record<string, { readonly yes: string; readonly no: string }>>;
  /** What every client draws on the board from its battle Combat (canvas/hex-marks.ts): hexes outlined and tinted. */
  readonly hexMarks?: (data: BattleCombatData) => HexMarks;
}

const registered = new Map<string, TableRuleset>();

export function registerTableRuleset(ruleset: TableRuleset): void {
  registered.set(ruleset.id, ruleset);
}

export const tableRuleset = (id: string): TableRuleset | undefined => registered.get(id);

export const tableRulesets = (): readonly TableRuleset[] => [...registered.values()];

/** The choice list `name` of each of `rulesets`, merged. */
export const mergedChoices = (rulesets: readonly TableRuleset[], name: string): Readonly<Record<string, string>> => Object.assign({}, ...rulesets.map((r) => r.choices[name] ?? {}));

/** The choice list `name` of every registered ruleset, merged. */
export const rulesetChoices = (name: string): Readonly<Record<string, string>> => mergedChoices(tableRulesets(), name);
