/**
 * The chat cards of a Red Poppies command (docs/foundry.md), from the events every side may see: initiative (RP 5.11),
 * fire and reaction fire with the checks they caused (RP 6.5, 6.7), melee (RP 6.67), an OMA group's call, signal rolls,
 * cancellation and fire for effect with its accuracy and stray (RP 6.1, 6.2, 7.2), preliminary bombardments (RP 7.1),
 * creeping barrages (RP 7.4), gas drift (RP 7.513), every other cohesion check (RP 3.7, 3.8), and the sequence of play's
 * lines. Each cohesion check lists its dice, every modifier with its category and rule, the modifiers of a category the
 * target did not use (RP 6.53), and what it did.
 */
import type { RollRecord } from "../../../engine/core/engine";
import type { TraceEntry } from "../../../engine/core/trace";
import { vertexHexes, type Vertex } from "../../../engine/hex/vertex";
import type { HexMap } from "../../../engine/map";
import type { RpEvent } from "../../../engine/rules/rp/events/schema";
import { rpHexLabel } from "../../../engine/rules/rp/map/labels";
import type { RpBattle } from "../../../engine/rules/rp/state";
import { literal, phrase, type Phrase } from "../../i18n";
import type { Card } from "../../referee/ports";
import type { RpCardKind, RpCardKinds, RpCheckRow, RpModifierRow, RpNote, RpOmaCard } from "./card-data";

type Check = Extract<RpEvent, { type: "cohesion-checked" }>;

const KEY = "HEX_TACTICS.RP.Card";
const words = (key: string, params?: Readonly<Record<string, string | number | Phrase>>): Phrase => phrase(`${KEY}.${key}`, params);
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** A trace entry's words: its engine text code's, else its English. */
const traceLabel = (t: TraceEntry): Phrase => (t.code ? { i18n: `HEX_TACTICS.Text.${t.code}`, params: t.params ?? {}, text: t.label } : literal(t.label));

const modifierRow = (t: TraceEntry & { category?: string }): RpModifierRow => ({
  label: traceLabel(t),
  category: t.category ? { i18n: `${KEY}.Category.${t.category}`, text: t.category } : null,
  value: signed(t.value),
  rule: t.rule ?? null,
});

/** Which card a check caused by `cause` belongs to, when that card is the one open. */
const CHECK_HOMES: Readonly<Record<string, readonly RpCardKind[]>> = {
  "area-fire": ["rp-fire"],
  "anti-tank": ["rp-fire"],
  melee: ["rp-melee"],
  ffe: ["rp-oma", "rp-barrage", "rp-bombardment"],
  gas: ["rp-oma"],
  barrage: ["rp-barrage"],
};

/**
 * The cards for `events` (those every side may see), run from `before`; `rolls` as the command recorded them (each
 * names the event it belongs to). Hexes are labelled as printed on `map` (RP 2.2: "N18").
 */
export function rpCards(before: RpBattle, events: readonly RpEvent[], rolls: readonly RollRecord[], map: HexMap): Card[] {
  const name = (id: string) => before.units[id]?.name ?? before.oma[id]?.name ?? id;
  const sideName = (id: string) => before.sides.find((s) => s.id === id)?.name ?? id;
  const hex = (h: number) => rpHexLabel(map, h);
  const hexes = (list: readonly number[]) => list.map(hex).join(", ");
  const vertex = (v: Vertex) =>
    vertexHexes(v)
      .filter((h) => map.contains(h))
      .map((h) => hex(map.indexOf(h)))
      .join("/");

  const cards: { kind: RpCardKind; data: object; events: number[] }[] = [];
  const open = <K extends RpCardKind>(kind: K, data: RpCardKinds[K], at: number): RpCardKinds[K] => {
    cards.push({ kind, data, events: [at] });
    return data;
  };
  const current = <K extends RpCardKind>(kind: K, at: number): RpCardKinds[K] | null => {
    const last = cards.at(-1);
    if (last?.kind !== kind) return null;
    last.events.push(at);
    return last.data as RpCardKinds[K];
  };
  const line = (text: Phrase, rule: string | null, at: number) => {
    const note: RpNote = { text, rule };
    (current("rp-turn", at) ?? open("rp-turn", { lines: [] }, at)).lines.push(note);
  };
  const omaCard = (group: string, at: number): RpOmaCard => {
    const last = cards.at(-1);
    if (last?.kind === "rp-oma" && (last.data as RpOmaCard).group === name(group)) return current("rp-oma", at)!;
    return open("rp-oma", { side: sideName(before.oma[group]?.side ?? ""), group: name(group), call: null, signals: [], cancelled: null, ffe: null, checks: [] }, at);
  };

  const checkRow = (e: Check): RpCheckRow => ({
    unit: name(e.unit),
    cause: { i18n: `${KEY}.Cause.${e.cause}`, text: e.cause },
    dice: e.roll.dice,
    roll: e.roll.total,
    modifiers: e.trace.filter((t) => t.id !== "cohesion").map(modifierRow),
    unchosen: e.unchosen.map(modifierRow),
    result: e.result,
    cohesion: e.target,
    outcome: { i18n: `${KEY}.Outcome.${e.outcome}`, text: e.outcome },
    outcomeKind: e.outcome,
    rule: e.rule,
  });

  events.forEach((e, at) => {
    switch (e.type) {
      case "initiative-rolled":
        open(
          "rp-initiative",
          {
            dice: e.dice.map((d) => ({ side: sideName(d.side), die: d.die, won: d.side === e.initiative })),
            winner: sideName(e.initiative),
            couplets: e.couplets,
            trace: e.trace.map(modifierRow),
            zeroByNight: e.zeroByNight,
            rule: "RP 5.11",
          },
          at,
        );
        return;
      case "fired":
        open(
          "rp-fire",
          {
            side: sideName(e.side),
            reaction: e.reaction,
            firer: name(e.unit),
            at: hex(e.at),
            kind: { i18n: `${KEY}.Fire.${e.kind}`, text: e.kind },
            target: e.target ? name(e.target) : null,
            range: e.range,
            concealment: e.concealment,
            checks: [],
            rule: e.rule,
          },
          at,
        );
        return;
      case "melee-allocated":
        open("rp-melee", { side: sideName(e.actor), hex: hex(e.hex), attacks: e.attacks.map((a) => ({ by: name(a.by), target: name(a.target) })), checks: [], rule: e.rule }, at);
        return;
      case "cohesion-checked": {
        const last = cards.at(-1);
        const home = last && (CHECK_HOMES[e.cause] ?? []).includes(last.kind) ? current(last.kind, at) : null;
        if (home && "checks" in home) (home.checks as RpCheckRow[]).push(checkRow(e));
        else open("rp-cohesion", { checks: [checkRow(e)] }, at);
        return;
      }
      case "oma-called":
        omaCard(e.group, at).call = { vertex: vertex(e.vertex), ammo: { i18n: `${KEY}.Ammo.${e.ammo}`, text: e.ammo }, observer: e.observer && name(e.observer), hourglass: e.hourglass, runner: e.runner, rule: e.rule };
        return;
      case "signal-rolled":
        omaCard(e.group, at).signals.push({
          purpose: { i18n: `${KEY}.Signal.${e.purpose}`, text: e.purpose },
          dice: e.roll.dice,
          total: e.roll.total,
          signal: e.signal,
          success: e.success,
          accidental: e.accidental,
          rule: e.rule,
        });
        return;
      case "oma-cancelled":
        omaCard(e.group, at).cancelled = e.rule;
        return;
      case "ffe-landed":
        omaCard(e.group, at).ffe = {
          ammo: { i18n: `${KEY}.Ammo.${e.ammo}`, text: e.ammo },
          aimed: vertex(e.aimed),
          die: e.accuracy.die,
          trace: e.accuracy.trace.map(modifierRow),
          final: e.accuracy.final,
          hits: e.accuracy.hits,
          stray: e.stray && { oneTwo: e.stray.oneTwo, die: e.stray.die },
          vertex: vertex(e.vertex),
          hexes: hexes(e.hexes),
          rule: e.rule,
        };
        return;
      case "bombardment-fired":
        open("rp-bombardment", { side: sideName(e.side), kind: { i18n: `${KEY}.Bombardment.${e.kind}`, text: e.kind }, hexes: hexes(e.hexes), dice: [], checks: [], rule: e.rule }, at);
        return;
      case "bombardment-die":
        (current("rp-bombardment", at) ?? open("rp-bombardment", { side: "", kind: literal(""), hexes: "", dice: [], checks: [], rule: e.rule }, at)).dice.push({
          unit: name(e.unit),
          die: e.die,
          effect: { i18n: `${KEY}.Bombardment.Effect.${e.effect}`, text: e.effect },
          rule: e.rule,
        });
        return;
      case "barrage-moved":
      case "barrage-struck":
      case "barrage-ceased": {
        const card = current("rp-barrage", at) ?? open("rp-barrage", { lines: [], checks: [] }, at);
        const text =
          e.type === "barrage-moved"
            ? words("Barrage.moved", { line: e.at + 1 })
            : e.type === "barrage-struck"
              ? words("Barrage.struck", { hexes: hexes(e.hexes) })
              : words("Barrage.ceased");
        card.lines.push({ text, rule: e.rule });
        return;
      }
      case "gas-drifted":
        open("rp-gas", { side: sideName(e.side), direction: e.direction, hexes: hexes(e.to), rule: e.rule }, at);
        return;
      // The sequence of play and the map's changes: one line each on the turn card.
      case "half-ended":
        line(words(e.passed ? "Line.passed" : "Line.halfEnded", { side: sideName(e.side) }), "RP 5.21", at);
        return;
      case "activated":
        line(words("Line.activated", { side: sideName(e.side), config: { i18n: `${KEY}.Config.${e.config}`, text: e.config }, units: e.units.map(name).join(", ") }), e.rule, at);
        return;
      case "unit-flipped":
        line(words("Line.flipped", { unit: name(e.unit), face: { i18n: `${KEY}.Face.${e.face}`, text: e.face } }), e.rule, at);
        return;
      case "unit-destroyed":
        line(words(e.captured ? "Line.captured" : "Line.destroyed", { unit: name(e.unit) }), e.rule, at);
        return;
      case "unit-dug":
        line(words("Line.dug", { unit: name(e.unit) }), e.rule, at);
        return;
      case "unit-placed":
        line(words("Line.placed", { unit: name(e.unit), hex: hex(e.hex) }), e.rule, at);
        return;
      case "unit-exited":
        line(words("Line.exited", { unit: name(e.unit), hex: hex(e.from) }), e.rule, at);
        return;
      case "marker-placed":
      case "marker-removed":
        line(words(e.type === "marker-placed" ? "Line.markerPlaced" : "Line.markerRemoved", { marker: { i18n: `HEX_TACTICS.Marker.Kind.${e.kind}`, text: e.kind }, hex: hex(e.hex) }), e.rule, at);
        return;
      case "hexside-marked":
      case "hexside-cleared":
        line(
          words(e.type === "hexside-marked" ? "Line.markerPlaced" : "Line.markerRemoved", { marker: { i18n: `HEX_TACTICS.Marker.Kind.${e.kind}`, text: e.kind }, hex: `${hex(e.hexside[0])}|${hex(e.hexside[1])}` }),
          e.rule,
          at,
        );
        return;
      case "ground-hallowed":
        line(words("Line.hallowed", { side: sideName(e.side), hex: hex(e.hex) }), e.rule, at);
        return;
      case "oma-primed":
        line(words("Line.primed", { group: name(e.group) }), e.rule, at);
        return;
      case "transport-lost":
        line(words("Line.transportLost", { side: sideName(e.side), kind: e.kind }), e.rule, at);
        return;
      case "mg-stayed-ready":
        line(words("Line.mgReady", { unit: name(e.unit) }), e.rule, at);
        return;
      case "administration":
        line(words("Line.administration", { turn: e.turn }), "RP 5.3", at);
        return;
      case "turn-began":
        line(words("Line.turn", { turn: e.turn }), "RP 5.0", at);
        return;
      case "control-changed":
        line(words("Line.control", { side: sideName(e.side), hex: hex(e.hex) }), "RP 3.9", at);
        return;
      case "battle-ended":
        line(e.winner ? words("Line.won", { side: sideName(e.winner) }) : words("Line.draw"), e.rule, at);
        return;
      default:
        // Moves, spent markers, a command's bookkeeping: the tokens and the tracker show them.
        return;
    }
  });
  return cards.map((c) => ({ kind: c.kind, data: c.data, rolls: rolls.filter((r) => c.events.includes(r.event)) }));
}
