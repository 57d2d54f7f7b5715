import { SYSTEM_ID, systemPath } from "../../constants";
import { editChart, exportChart, formatOf, importChart, tablesEditorContext, type TableFormat } from "../../tables/editor-context";
import type { TableKindId } from "../../tables/kinds";
import type { ImportResult, TableIssue } from "../../tables/table-import";
import { storeTable, worldTableRules, worldTables } from "../../tables/world-tables";
import { handlebarsApplication } from "../handlebars-application";

const translate = (key: string, params?: Readonly<Record<string, string>>) => game.i18n!.format(key, params as Record<string, string>);

/**
 * The GM's chart editor (a settings menu): each chart of the world's ruleset with each cell's provenance;
 * a cell edited becomes `user`; JSON and CSV import and export (docs/tables.md). The logic is in src/foundry/tables.
 */
export class TablesEditor extends handlebarsApplication() {
  static DEFAULT_OPTIONS = {
    id: `${SYSTEM_ID}-tables`,
    classes: [SYSTEM_ID, "tables-editor"],
    window: { title: "HEX_TACTICS.Tables.title", icon: "fa-solid fa-table-cells", resizable: true },
    position: { width: 960, height: 720 },
    actions: {
      kind: TablesEditor.#onKind,
      export: TablesEditor.#onExport,
      import: TablesEditor.#onImport,
      reset: TablesEditor.#onReset,
    },
  };

  static PARTS = { body: { template: systemPath("templates/tables/editor.hbs"), scrollable: [".tables-groups"] } };

  /** The kind the GM picked (null: none yet). */
  picked: TableKindId | null = null;
  issues: readonly TableIssue[] = [];

  /** The kind shown: the one picked, else the ruleset's first. */
  get kind(): TableKindId {
    return this.picked ?? worldTables().kinds[0]!.id;
  }

  async _prepareContext() {
    return tablesEditorContext(worldTables(), this.kind, this.issues, translate);
  }

  async _onRender(context: unknown, options: unknown) {
    await super._onRender(context, options);
    for (const input of this.element.querySelectorAll("input[data-cell]") as NodeListOf<HTMLInputElement>)
      input.addEventListener("change", () => this.#apply(editChart(worldTables(), worldTableRules().rules, this.kind, input.dataset.cell!, input.value)));
    this.element.querySelector("input[data-file]")?.addEventListener("change", async (event: Event) => {
      const file = (event.target as HTMLInputElement).files?.[0];
      if (file) await this.#apply(importChart(worldTables(), worldTableRules().rules, this.kind, formatOf(file.name), await file.text()));
    });
  }

  /** Stores a checked chart, or shows why it was refused. */
  async #apply(result: ImportResult<unknown>) {
    this.issues = result.ok ? [] : result.issues;
    if (result.ok) await storeTable(this.kind, result.table);
    this.render();
  }

  static #onKind(this: TablesEditor, _event: Event, target: HTMLElement) {
    this.picked = target.dataset.kind as TableKindId;
    this.issues = [];
    this.render();
  }

  static #onExport(this: TablesEditor, _event: Event, target: HTMLElement) {
    const file = exportChart(worldTables(), this.kind, target.dataset.format as TableFormat);
    foundry.utils.saveDataToFile(file.text, file.type, file.filename);
  }

  static #onImport(this: TablesEditor) {
    (this.element.querySelector("input[data-file]") as HTMLInputElement | null)?.click();
  }

  static async #onReset(this: TablesEditor) {
    this.issues = [];
    await storeTable(this.kind, null);
    this.render();
  }
}
