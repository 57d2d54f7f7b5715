/** DialogV2.wait as the decision dialogs' tests drive it: the dialog renders at once; a click or `close()` settles it. */
import { vi } from "vitest";
import { enI18n } from "../../support/i18n";
import { resetWorld } from "../setup/foundry-shim";

export interface Shown {
  config: { buttons: { action: string; label: string; default?: boolean; callback?: (event?: Event, button?: unknown) => unknown }[]; content: string; rejectClose: boolean };
  closed: boolean;
  answer(value: unknown): void;
}

/** Dialogs shown from now on, each rendered by `render` from its template's data; the battle "b1" names its pieces `names`. */
export function stubDialogs(render: (data: any) => string, names: Readonly<Record<string, string>>): Shown[] {
  const shown: Shown[] = [];
  const DialogV2 = {
    wait: (config: Shown["config"] & { render: (e: Event, d: unknown) => void }) =>
      new Promise((resolve) => {
        const dialog = { closed: false, element: null, close: () => ((dialog.closed = true), resolve(null)) };
        shown.push({ config, get closed() { return dialog.closed; }, answer: resolve });
        config.render(new Event("render"), dialog);
      }),
  };
  Object.assign((foundry.applications as any).api, { DialogV2 });
  (foundry.applications as any).handlebars.renderTemplate = vi.fn(async (_path: string, data: unknown) => render(data));
  resetWorld();
  Object.assign(game as object, { i18n: enI18n, combats: [{ type: "battle", system: { battle: "b1", names } }] });
  return shown;
}
