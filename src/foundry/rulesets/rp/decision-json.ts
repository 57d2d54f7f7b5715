/**
 * Red Poppies decisions as they reach the deciding user's client (the neutral decision dialog, applications/dialogs/
 * decision-view.ts): the engine's request in JSON, each option in a form the dialog words. A hex stays a hex
 * (`{ hex }`), "pass", yes/no and "none" stay themselves; every other option (a reaction shot, a firefight's shots, a
 * modifier, a melee target, a spine, a drift direction, a hexside, a shovel's use) becomes a handle `rp:<index>` whose
 * words are in `names`. The answer comes back as the option sent and is read back by its place.
 */
import type { DecisionRequest } from "../../../engine/core/decision";
import { encodeOnMap, type HexMap } from "../../../engine/map";
import { RpDecisionSchema } from "../../../engine/rules/rp/decisions";
import { rpHexLabel } from "../../../engine/rules/rp/map/labels";
import type { RpBattle } from "../../../engine/rules/rp/state";

type Json = unknown;
const isOffset = (v: Json): v is [number, number] => Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === "number");
const isHexside = (v: Json): v is [[number, number], [number, number]] => Array.isArray(v) && v.length === 2 && v.every(isOffset);

/** RP 6.7: a reaction shot in words: the unit, and anti-tank fire's target. */
function shotWords(b: RpBattle, shot: { unit: string; kind: string; target?: string }): string {
  const name = (id: string) => b.units[id]?.name ?? id;
  return shot.kind === "anti-tank" && shot.target ? `${name(shot.unit)} → ${name(shot.target)} (anti-tank)` : `${name(shot.unit)} (area)`;
}

/** The words for one option of `kind` as JSON (hexes [column, row]), or null where the dialog words it itself. */
export function optionWords(kind: string, option: Json, b: RpBattle, map: HexMap): string | null {
  const label = ([c, r]: [number, number]) => rpHexLabel(map, map.indexOfOffset(c, r));
  const side = (s: [[number, number], [number, number]]) => `${label(s[0])}|${label(s[1])}`;
  if (option === "pass" || option === null || typeof option === "boolean") return null;
  switch (kind) {
    case "rp-reaction":
      return shotWords(b, option as { unit: string; kind: string });
    case "rp-firefight":
      return (option as { unit: string; kind: string }[]).map((s) => shotWords(b, s)).join(" + ");
    case "rp-melee-target":
      return b.units[option as string]?.name ?? String(option);
    // RP 7.243: the bearing of the spine designated "1-2".
    case "rp-spine":
      return `${String(option)}°`;
    // RP 7.513: a hexside direction, 0–5.
    case "rp-gas-drift":
      return `→ ${String(option)}`;
    case "rp-breach":
      return isHexside(option) ? side(option) : null;
    case "rp-shovel": {
      const o = option as { use: string; hexside?: [[number, number], [number, number]] };
      return o.hexside ? `${o.use} ${side(o.hexside)}` : o.use;
    }
    case "rp-modifier":
      return String(option);
    default:
      return null;
  }
}

/** What the dialog receives for `request`: the options it words itself as they are, hexes as `{ hex }`, the rest as handles. */
export function rpDecisionJson(b: RpBattle, map: HexMap, request: DecisionRequest): Record<string, unknown> {
  const json = encodeOnMap(map, RpDecisionSchema, request as never) as unknown as { options: Json[]; default: Json } & Record<string, unknown>;
  const names: Record<string, string> = {};
  const shown = (o: Json, i: number): Json => {
    if (isOffset(o) && (request.kind === "rp-scrape" || request.kind === "rp-placement")) return { hex: o };
    const words = optionWords(request.kind, o, b, map);
    if (words === null) return o;
    names[`rp:${i}`] = words;
    return `rp:${i}`;
  };
  const options = json.options.map(shown);
  const at = json.options.findIndex((o) => JSON.stringify(o) === JSON.stringify(json.default));
  return { ...json, options, default: at < 0 ? json.default : options[at], names };
}

/** An answer read back: the option of `request` whose JSON form the dialog sent (null: none of them). */
export function rpAnswer(b: RpBattle, map: HexMap, request: DecisionRequest, answer: Json): { readonly answer: unknown } | null {
  const sent = rpDecisionJson(b, map, request).options as Json[];
  const i = sent.findIndex((o) => JSON.stringify(o) === JSON.stringify(answer));
  return i < 0 ? null : { answer: request.options[i] };
}
