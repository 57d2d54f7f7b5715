/**
 * `foundry.applications.api.DialogV2.wait` on a simulated page (docs/foundry-facts.md §8): the dialog "renders" at once
 * (its `render` callback gets the instance), waits for a test to click one of its buttons, and resolves with the
 * button's callback result or its `action`; `close()` resolves null with `rejectClose: false` and rejects otherwise (the
 * V13 default is UNSURE, so the simulation takes the stricter one: code must pass `rejectClose: false`). A button's
 * callback gets the button with its `form` (V13 wraps the content in one): the fields a test `fill`s, by name.
 */
export interface DialogButton {
  action: string;
  label: string;
  default?: boolean;
  callback?: (event: Event, button: DialogButton & { form: SimForm }, dialog: SimDialog) => unknown;
}

export interface DialogConfig {
  window?: { title?: string };
  content?: string;
  buttons?: DialogButton[];
  rejectClose?: boolean;
  render?: (event: Event, dialog: SimDialog) => void;
  close?: (event: Event, dialog: SimDialog) => void;
}

/** The dialog's form as a callback reads it: `elements.namedItem(name)`, null for a field nobody filled. */
export interface SimForm {
  readonly elements: { namedItem(name: string): { readonly value: string } | null };
}

export class SimDialog {
  readonly result: Promise<unknown>;
  private settle!: (value: unknown) => void;
  private fail!: (error: Error) => void;
  open = true;
  private readonly fields = new Map<string, string>();

  constructor(readonly config: DialogConfig) {
    this.result = new Promise((resolve, reject) => {
      this.settle = resolve;
      this.fail = reject;
    });
  }

  get title(): string {
    return this.config.window?.title ?? "";
  }

  get content(): string {
    return this.config.content ?? "";
  }

  get buttons(): readonly DialogButton[] {
    return this.config.buttons ?? [];
  }

  /** The action of the button marked default. */
  get defaultAction(): string | undefined {
    return this.buttons.find((b) => b.default)?.action;
  }

  /** A user's entries in the form's fields (a select's option value), by field name. */
  fill(values: Readonly<Record<string, string>>): this {
    for (const [name, value] of Object.entries(values)) this.fields.set(name, value);
    return this;
  }

  /** A user's click on the button with this action. */
  async click(action: string): Promise<void> {
    const button = this.buttons.find((b) => b.action === action);
    if (!button) throw new Error(`the dialog "${this.title}" has no button "${action}" (it has ${this.buttons.map((b) => b.action).join(", ")})`);
    if (!this.open) throw new Error(`the dialog "${this.title}" is closed`);
    this.open = false;
    const form: SimForm = { elements: { namedItem: (name) => (this.fields.has(name) ? { value: this.fields.get(name)! } : null) } };
    this.settle(button.callback ? await button.callback(new Event("click"), { ...button, form }, this) : action);
  }

  async close(): Promise<this> {
    if (!this.open) return this;
    this.open = false;
    this.config.close?.(new Event("close"), this);
    if (this.config.rejectClose === false) this.settle(null);
    else this.fail(new Error("The Dialog was closed without a choice being made."));
    return this;
  }
}

/** The page's DialogV2 class; `opened` hears of each dialog as it renders. */
export function dialogClass(opened: (dialog: SimDialog) => void) {
  class DialogV2 {
    static wait(config: DialogConfig): Promise<unknown> {
      const dialog = new SimDialog(config);
      opened(dialog);
      config.render?.(new Event("render"), dialog);
      return dialog.result;
    }
    /** `DialogV2.confirm`: Yes resolves true, No (the default) false. */
    static confirm(config: DialogConfig): Promise<unknown> {
      const buttons: DialogButton[] = [
        { action: "yes", label: "Yes", callback: () => true },
        { action: "no", label: "No", default: true, callback: () => false },
      ];
      return DialogV2.wait({ ...config, buttons });
    }
  }
  return DialogV2;
}
