/**
 * The sector tool's dialog (DialogV2, docs/foundry-facts.md §8): the sector the brush paints — one of the scene's or a
 * new name — and, if the GM wants, a whole board (or the whole map) filled into it at once. The DialogV2 seam is untyped.
 */
import { foundryI18n } from "../../../i18n";
import { escapeHtml } from "../../../referee/decision-prompt";

const DialogV2 = (): any => (foundry.applications as any).api.DialogV2;
const t = (key: string, data?: Record<string, string>) => (data ? foundryI18n().format(`HEX_TACTICS.Painter.${key}`, data) : foundryI18n().localize(`HEX_TACTICS.Painter.${key}`));
const field = (label: string, input: string) => `<div class="form-group"><label>${escapeHtml(label)}</label><div class="form-fields">${input}</div></div>`;

/** What the GM chose: the sector to paint, and what to fill into it now (a board id, "" for the whole map, null for nothing). */
export interface SectorChoice {
  readonly name: string;
  readonly fill: string | null;
}

/** Shows why the scene's sectors cannot be read (each JSON path at fault); what the sector tool paints replaces them. */
export function reportSectors(issues: readonly { readonly path: string; readonly message: string }[]): void {
  ui.notifications?.error(t("bad-sectors", { issues: issues.map((i) => `${i.path}: ${i.message}`).join("; ") }), { permanent: true });
}

/** Asks for the sector to paint and an optional fill; null if dismissed or no name was given. */
export async function chooseSector(current: string, names: readonly string[], boards: readonly string[]): Promise<SectorChoice | null> {
  const list = names.map((n) => `<option value="${escapeHtml(n)}"></option>`).join("");
  const fills: [string, string][] = [["-", t("field.no-fill")], ["", t("field.whole-map")], ...boards.map((b): [string, string] => [b, b])];
  const content = [
    field(t("field.sector"), `<input type="text" name="sector" list="hex-tactics-sectors" value="${escapeHtml(current)}"><datalist id="hex-tactics-sectors">${list}</datalist>`),
    field(t("field.fill-board"), `<select name="fill">${fills.map(([v, n]) => `<option value="${escapeHtml(v)}">${escapeHtml(n)}</option>`).join("")}</select>`),
  ].join("");
  const chosen = (await DialogV2().prompt({
    window: { title: t("sector-title") },
    content: `<p class="hint">${escapeHtml(t("sector-hint"))}</p>${content}`,
    rejectClose: false,
    ok: {
      label: t("apply"),
      callback: (_event: Event, button: { form: HTMLFormElement }) => {
        const f = button.form.elements as unknown as Record<string, HTMLInputElement>;
        return { name: f.sector!.value.trim(), fill: f.fill!.value === "-" ? null : f.fill!.value } satisfies SectorChoice;
      },
    },
  })) as SectorChoice | null;
  return chosen && chosen.name ? chosen : null;
}
