/**
 * Where a GM finds "Start battle": in the context menu of a journal entry, in the Journal directory and in a journal
 * compendium (V13 hook `get<Document>ContextOptions`, foundryvtt.com/api/functions/hookEvents.getDocumentContextOptions;
 * entries `{name, icon, condition(li), callback(li)}` with `li` an HTMLElement, DOC-ONLY), and among the header
 * controls of a scenario entry's sheet (V13 hook `getHeaderControls<Application>` with `{action, icon, label, onClick}`,
 * ApplicationHeaderControlsEntry, DOC-ONLY). Both start the scenario (start-scenario.ts) and tell the GM how it went.
 */
import { foundryI18n } from "../i18n";
import { canStart, ScenarioRefused, startScenario } from "./start-scenario";

const LABEL = "HEX_TACTICS.Scenario.start";
const ICON = "fa-solid fa-flag-checkered";

type Entry = JournalEntry.Implementation;
const isGM = () => (game as ReadyGame).user.isGM;

/** Starts the scenario and notifies the GM: the battle began, or why it was refused; any other failure is logged. */
export async function startFromControl(entry: string | Entry): Promise<string | null> {
  try {
    const battle = await startScenario(entry);
    ui.notifications?.info(foundryI18n().format("HEX_TACTICS.Scenario.started", { battle }));
    return battle;
  } catch (e) {
    if (e instanceof ScenarioRefused) ui.notifications?.error(e.message);
    else {
      console.error(e);
      ui.notifications?.error(foundryI18n().localize("HEX_TACTICS.Scenario.failed"));
    }
    return null;
  }
}

/** The directory or compendium a context menu belongs to: a world collection, or a pack (which has metadata). */
interface EntryList {
  readonly collection: { readonly collection?: string; readonly metadata?: unknown; get(id: string): unknown };
}

/** The UUID of the entry a context menu was opened on, from the application's collection. */
export function entryUuid(app: EntryList, li: HTMLElement): string | null {
  const id = li.dataset.entryId;
  if (!id) return null;
  return app.collection.metadata ? `Compendium.${app.collection.collection}.JournalEntry.${id}` : `JournalEntry.${id}`;
}

/** `init`: adds the GM's "Start battle" to journal entries' context menus and scenario sheets' headers. */
export function registerScenarioControls(): void {
  Hooks.on("getJournalEntryContextOptions" as never, ((app: EntryList, items: object[]) => {
    items.push({
      name: LABEL,
      icon: `<i class="${ICON}"></i>`,
      // A pack's index holds no flags: its entries all offer it, and a non-scenario is refused with a notice.
      condition: (li: HTMLElement) => isGM() && (app.collection.metadata ? true : canStart(app.collection.get(li.dataset.entryId ?? "") as Entry | undefined)),
      // Foundry does not wait on the promise; a macro or test may.
      callback: (li: HTMLElement) => {
        const uuid = entryUuid(app, li);
        return uuid ? startFromControl(uuid) : null;
      },
    });
  }) as never);
  Hooks.on("getHeaderControlsJournalEntrySheet" as never, ((app: { document: Entry }, controls: object[]) => {
    if (!isGM() || !canStart(app.document)) return;
    controls.push({ action: "hexTacticsStartBattle", icon: ICON, label: LABEL, onClick: () => startFromControl(app.document) });
  }) as never);
}
