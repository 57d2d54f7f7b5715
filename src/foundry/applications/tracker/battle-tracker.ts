import { systemPath } from "../../constants";
import { foundryI18n, localizeAll } from "../../i18n";
import { sidesOf } from "../../settings/sides";
import { sendRequest } from "../send-request";
import { tableRuleset } from "../../rulesets/table-ruleset";
import { trackerDialog, trackerRequest, trackerView, type BattleCombatData, type Viewer } from "./tracker-view";

/** Core's combat tracker (ApplicationV2, Handlebars), reached through `any` as the sheets' base is: no logic here. */
function combatTracker(): any {
  return (foundry.applications as any).sidebar.tabs.CombatTracker;
}

/** The user looking: a GM plays every side; a player the sides the side table gives him. */
export function viewer(): Viewer {
  const user = (game as any).user;
  return user?.isGM ? { sides: "all" } : { sides: sidesOf(user?.id ?? "") };
}

const isBattle = (combat: any): boolean => combat?.type === "battle";

/**
 * The activation tracker (docs/foundry-facts.md §4): for a battle Combat, its own part replaces core's list of
 * combatants and footer, showing the sequence of play (tracker-view.ts) with buttons that ask the referee.
 */
export class BattleTracker extends combatTracker() {
  static DEFAULT_OPTIONS = { actions: { battleAction: BattleTracker.onBattleAction } };

  static PARTS = {
    header: { template: "templates/sidebar/tabs/combat/header.hbs" },
    tracker: { template: "templates/sidebar/tabs/combat/tracker.hbs" },
    footer: { template: "templates/sidebar/tabs/combat/footer.hbs" },
    battle: { template: systemPath("templates/combat/battle-tracker.hbs"), scrollable: [""] },
  };

  _configureRenderParts(options: unknown) {
    const parts = super._configureRenderParts(options);
    if (isBattle(this.viewed)) {
      delete parts.tracker;
      delete parts.footer;
    } else delete parts.battle;
    return parts;
  }

  async _preparePartContext(partId: string, context: Record<string, unknown>, options: unknown) {
    const prepared = await super._preparePartContext(partId, context, options);
    const data = this.viewed?.system as BattleCombatData | undefined;
    const ruleset = data && tableRuleset(data.ruleset);
    if (partId === "battle" && isBattle(this.viewed) && data && ruleset) prepared.battle = localizeAll(trackerView(data, viewer(), ruleset.tracker), foundryI18n());
    return prepared;
  }

  /** A button of the battle part: a request to the referee, or a dialog of the battle's ruleset. */
  static async onBattleAction(this: any, _event: Event, target: HTMLElement): Promise<void> {
    const action = target.dataset.battleAction ?? "";
    const data = this.viewed?.system as BattleCombatData | undefined;
    const ruleset = data && tableRuleset(data.ruleset);
    if (!data || !ruleset) return;
    const dialog = trackerDialog(action, ruleset.tracker);
    if (dialog !== null) return ruleset.dialogs[dialog]?.(data, viewer());
    const request = trackerRequest(action, data, viewer(), ruleset.tracker);
    if (request) await sendRequest(request);
  }
}
