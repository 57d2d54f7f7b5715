/** The canvas layers' words, from lang/en.json (`HEX_TACTICS.Canvas`); engine texts through `HEX_TACTICS.Text.<code>`. */
import { engineText, literal, localizePhrase, type I18n } from "../i18n";
import type { LosReply, LosWords } from "./los-tool";
import type { LayerWords } from "./private-layer";
import type { RulerWords } from "./ruler-labels";

const C = "HEX_TACTICS.Canvas";

/** The LOS tool's panel: range, spotting range and its trace, then whether the target is spotted and why not. */
export function losWords(reply: LosReply, i18n: I18n): LosWords {
  const f = (key: string, data: Record<string, string | number> = {}) =>
    i18n.format(`${C}.${key}`, Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)])));
  // A rule played by another edition's text is marked as on the cards ("1st-edition rule").
  const badge = (fallback?: string) => (fallback ? ` ${i18n.localize(`HEX_TACTICS.RuleFallback.${fallback}`)}` : "");
  const lines = [f("Los.range", { range: reply.range }), f("Los.spotting", { range: reply.spottingRange })];
  for (const t of reply.trace) {
    const text = localizePhrase(t.code ? engineText(t.code, t.params ?? {}, t.label) : literal(t.label), i18n);
    lines.push(f("Los.entry", { label: text, value: t.value, rule: t.rule ?? "" }) + badge(t.fallback));
  }
  if (reply.spine) lines.push(f("Los.spine", { side: reply.side ? i18n.localize(`${C}.Los.${reply.side}`) : "" }));
  if (reply.reason === "blocked")
    for (const s of reply.sides)
      if (s.blocked) lines.push(f("Los.blocked", { side: i18n.localize(`${C}.Los.${s.side}`), label: s.blocked.label, rule: s.blocked.rule }) + badge(s.blocked.fallback));
  lines.push(i18n.localize(`${C}.Los.${reply.reason === "blocked" ? "blocked-reason" : reply.reason}`));
  return { lines };
}

/** The ruler's labels: a step's movement points, and the refused step's reason (an engine text), marked if its rule is another edition's. */
export function rulerWords(
  why: { readonly code: string; readonly params: Readonly<Record<string, string | number>>; readonly text: string } | null,
  i18n: I18n,
  fallback?: string,
): RulerWords {
  return {
    step: (mp, spent, left) => i18n.format(`${C}.Ruler.step`, { mp: String(mp), spent: String(spent), left: String(left) }),
    refused: why ? localizePhrase(engineText(why.code, why.params, why.text), i18n) + (fallback ? ` ${i18n.localize(`HEX_TACTICS.RuleFallback.${fallback}`)}` : "") : "",
  };
}

/** The private layer's words: a label an engine text (its code's words) or a name, and the hidden pieces' mark. */
export const layerWords = (i18n: I18n): LayerWords => ({
  words: (w) => localizePhrase(w.code ? engineText(w.code, w.params ?? {}, w.text) : literal(w.text), i18n),
  hidden: i18n.localize(`${C}.Hidden.mark`),
});
