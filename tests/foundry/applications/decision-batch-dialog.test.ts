/**
 * Decisions asked together (referee/decision-batch.ts) in one dialog on the deciding user's client
 * (applications/dialogs/decision-batch-dialog.ts): a field per decision, its options worded as the single dialog's, one
 * submit; the form read back by decision id.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { showDecisions } from "../../../src/foundry/applications/dialogs/decision-batch-dialog";
import { answersFrom, decisionsView, plainLabels } from "../../../src/foundry/applications/dialogs/decision-view";
import { localizeAll } from "../../../src/foundry/i18n";
import type { DecisionJson } from "../../../src/foundry/referee/decision-prompt";
import { enI18n } from "../../support/i18n";
import { stubDialogs, type Shown } from "./dialog-stub";

const target = (unit: string, names: Record<string, string>): DecisionJson => ({
  id: `melee:g1:${unit}`,
  kind: "melee-target",
  side: "G",
  prompt: { code: "no.such.code", params: {}, text: `Which enemy unit does ${unit} attack?` },
  options: ["b1", "b2"],
  default: "b2",
  rule: "RP 6.674",
  names,
});
const batch = [target("g1", { b1: "A Coy" }), target("g2", {})];

/** A submitted form's fields, as DialogV2 passes the submit button to its callback. */
const submitted = (values: Record<string, string>) => ({ form: { elements: { namedItem: (name: string) => (name in values ? { value: values[name] } : null) } } });

describe("decisions asked together, in one dialog", () => {
  it("RP 6.674: one field per decision, named by its place, with its prompt and options worded as the single dialog's, the default marked", () => {
    const labels = [{ ...plainLabels, piece: (id: string) => ({ b1: "A Coy" })[id] ?? id }, plainLabels];
    const view = localizeAll(decisionsView(batch, labels, 20), enI18n);
    expect(view.fields.map((f) => [f.name, f.prompt, f.rule, f.options.map((o) => o.title)])).toEqual([
      ["answer-0", "Which enemy unit does g1 attack?", "RP 6.674", ["A Coy", "b2 (default)"]],
      ["answer-1", "Which enemy unit does g2 attack?", "RP 6.674", ["b1", "b2 (default)"]],
    ]);
    expect(view.countdown).toBe("20 s left, then the default applies");
  });

  it("the template gives each decision a labelled select of its options, the default selected", () => {
    const template = Handlebars.compile(readFileSync(join(import.meta.dirname, "../../../templates/dialogs/decisions.hbs"), "utf8"));
    const html = template(localizeAll(decisionsView(batch, [plainLabels, plainLabels], 20), enI18n)).replace(/\s+/g, " ");
    expect(html).toContain('<label>Which enemy unit does g1 attack? <cite class="ht-rule">RP 6.674</cite></label>');
    expect(html).toContain('<select name="answer-1" aria-label="Which enemy unit does g2 attack?"> <option value="0">b1</option><option value="1" selected>b2 (default)</option> </select>');
    expect(html).toContain('<span class="ht-countdown__text">20 s left, then the default applies</span>');
  });

  it("the form reads back by decision id; a field with no option's index is left out (its default applies at the referee)", () => {
    const form: Record<string, string> = { "answer-0": "0", "answer-1": "7" };
    expect(answersFrom(batch, (name) => form[name])).toEqual({ "melee:g1:g1": "b1" });
    expect(answersFrom(batch, (name) => ({ "answer-1": "1", "answer-0": "" })[name])).toEqual({ "melee:g1:g2": "b2" });
  });

  describe("on the deciding user's client", () => {
    let shown: Shown[];
    beforeEach(() => {
      vi.useFakeTimers();
      // The template's fields as text: each prompt and its options.
      shown = stubDialogs((data: { fields: { prompt: string; options: { title: string }[] }[] }) => data.fields.map((f) => `${f.prompt}: ${f.options.map((o) => o.title).join(" / ")}`).join("\n"), { b1: "1st Coy", b2: "2nd Coy" });
    });
    afterEach(() => vi.useRealTimers());

    it("RP 6.674 shows every decision's field by the names the decision and the Combat give; its one submit answers them all", async () => {
      const answers = showDecisions(batch, { battle: "b1", timeoutMs: 30_000 });
      await vi.waitFor(() => expect(shown).toHaveLength(1));
      const [dialog] = shown;
      expect(dialog!.config.content).toBe("Which enemy unit does g1 attack?: A Coy / 2nd Coy (default)\nWhich enemy unit does g2 attack?: 1st Coy / 2nd Coy (default)");
      expect(dialog!.config.rejectClose).toBe(false);
      expect(dialog!.config.buttons.map((b) => [b.action, b.label, b.default])).toEqual([["submit", "Send these choices", true]]);
      dialog!.answer(dialog!.config.buttons[0]!.callback!(new Event("click"), submitted({ "answer-0": "0", "answer-1": "1" })));
      await expect(answers).resolves.toEqual({ answers: { "melee:g1:g1": "b1", "melee:g1:g2": "b2" } });
    });

    it("closes itself a second before the referee stops waiting: no answers, and every default applies", async () => {
      const answers = showDecisions(batch, { battle: "b1", timeoutMs: 10_000 });
      await vi.waitFor(() => expect(shown).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(8_000);
      expect(shown[0]!.closed).toBe(false);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(shown[0]!.closed).toBe(true);
      await expect(answers).resolves.toBeNull();
    });
  });
});
