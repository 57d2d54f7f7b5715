import { SYSTEM_ID } from "../../constants";
import { foundryI18n, localizeAll, localizePhrase, type Phrase } from "../../i18n";
import { handlebarsApplication } from "../handlebars-application";

/** What a table dialog shows and does, as plain functions; the dialog only renders it and forwards the form. */
export interface DialogModel {
  readonly title: Phrase;
  /** The view model the template shows (phrases are localized by the dialog). */
  context(): object;
  /** The form changed: read the choices back. */
  change(form: Readonly<Record<string, unknown>>): void;
  /** The form was submitted: true closes the dialog. */
  submit(form: Readonly<Record<string, unknown>>): Promise<boolean>;
}

/** A form dialog over a `DialogModel`; each dialog is a subclass naming its template in `PARTS`. */
export class TableDialog extends handlebarsApplication() {
  static DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: [SYSTEM_ID, "table-dialog"],
    tag: "form",
    window: { resizable: true },
    position: { width: 460, height: "auto" },
    form: { handler: TableDialog.onForm, submitOnChange: true, closeOnSubmit: false },
  };

  declare options: { model: DialogModel; window: { title: string } };

  constructor(options: { model: DialogModel }) {
    super({ ...options, window: { title: localizePhrase(options.model.title, foundryI18n()) } });
  }

  async _prepareContext(): Promise<object> {
    return localizeAll(this.options.model.context(), foundryI18n());
  }

  /** Every change re-renders with the choices read back; a submit sends the request and closes once it is accepted. */
  static async onForm(this: any, event: Event, _form: HTMLFormElement, data: { object: Record<string, unknown> }): Promise<void> {
    const model: DialogModel = this.options.model;
    if (event.type === "submit") {
      if (await model.submit(data.object)) await this.close();
      return;
    }
    model.change(data.object);
    await this.render();
  }
}
