/**
 * The chat cards of a Combat Infantry command (plan §4 "Table", §6 T2), from the events every side may see (the core
 * `publicEvents`): fire (CI 6.x Firepower), bombardments and strikes (CI 6.x Bombardment, CI 2.x Artillery Support /
 * Air Support), firing special actions (CI 7.x Special Actions), assault rounds (CI 9.x Assault Rounds), a face-up
 * unit's rally or no-command check (CI 5.x Rally, CI 4.x No Command) and the first-player roll (CI 1.x Game Turns).
 * A block is named by its label only while every side may see it (face-up in `before`, or revealed by an event);
 * otherwise by its side alone. Each die is shown as printed ("0" is the 10 it counts as) against its target number.
 */
import type { RollRecord } from "../../../engine/core/engine";
import { Refusal } from "../../../engine/core/refusal";
import type { CommandRecord } from "../../../engine/core/records";
import { publicEvents } from "../../../engine/core/views";
import { distance } from "../../../engine/hex/axial";
import type { HexMap } from "../../../engine/map";
import { halvedUp } from "../../../engine/rules/ci/bombard/armor";
import { STRIKE_RULES } from "../../../engine/rules/ci/bombard/strike";
import type { CiCommand } from "../../../engine/rules/ci/commands/schema";
import { D10 } from "../../../engine/rules/ci/dice";
import type { CiEvent } from "../../../engine/rules/ci/events/schema";
import { numberOf, unitValue } from "../../../engine/rules/ci/numbers/read";
import type { CiBattle } from "../../../engine/rules/ci/state";
import { isHidden } from "../../../engine/rules/ci/state/block";
import { literal, phrase, type Phrase, type PhraseParam } from "../../i18n";
import type { Card, TableGame } from "../../referee/ports";
import type { CiAssaultRoundCard, CiAssaultRow, CiCardKind, CiCardKinds, CiDieRow, CiFRow, CiFTerm, CiNote } from "./card-data";
import type { CiTableGame } from "./table-game";

type Ev<T extends CiEvent["type"]> = Extract<CiEvent, { type: T }>;

const KEY = "HEX_TACTICS.CI.Card";
const words = (key: string, params?: Readonly<Record<string, PhraseParam>>): Phrase => phrase(`${KEY}.${key}`, params);
const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** CI 6.x Firepower: "a roll of 0 counts as 10" — the face printed on the die. */
const printedFace = (d: number): string => String(d % D10);

const FIREPOWER = "CI 6.x Firepower";
const ARMOR = "CI 6.x Armor Class";
const SPOTTING = "CI 6.x Spotting";
const BRIDGES = "CI 7.x Demolish Bridges";
const HIT_LIMITS = "CI 10.x Hit Limits";

/** What every side may know of a face-up block: its side and label. */
interface Shown {
  readonly side: string;
  readonly kind: string;
  readonly unit: string;
}

/** The cards a command's record makes at the table, from the events every side may see (table-pieces.ts `cards`). */
export function ciPublicCards(game: TableGame<CiBattle, CiCommand, CiEvent>, before: CiBattle, record: CommandRecord<CiCommand, CiEvent>): Card[] {
  const shown = publicEvents(game.ruleset, before, record.events, game.sides, record.rolls);
  return ciCards(before, shown.events, shown.rolls, (game as CiTableGame).map);
}

/**
 * The cards for `events` (those every side may see, `publicEvents`), run from `before`; `rolls` as the command recorded
 * them (each names the event it belongs to). Hexes are labelled "CCRR" (column, row).
 */
export function ciCards(before: CiBattle, events: readonly CiEvent[], rolls: readonly RollRecord[], map: HexMap): Card[] {
  const sideName = (id: string) => before.sides.find((s) => s.id === id)?.name ?? id;
  const hex = (h: number) => {
    const { col, row } = map.offsetAt(h);
    return `${String(col).padStart(2, "0")}${String(row).padStart(2, "0")}`;
  };

  // Every side knows a face-up block's label, and the side of a hidden block by its handle.
  const known = new Map<string, Shown>();
  const handleSide = new Map<string, string>();
  const unitOf = (k: { company: string | null; attachedTo: string | null; platoon: number | null }) => [k.company ?? k.attachedTo, k.platoon].filter((x) => x !== null).join("-");
  for (const [id, k] of Object.entries(before.blocks)) {
    if (isHidden(k)) {
      if (k.handle) handleSide.set(k.handle, k.side);
    } else known.set(id, { side: k.side, kind: k.kind, unit: unitOf(k) });
  }
  const sideOf = (id: string): string => known.get(id)?.side ?? handleSide.get(id) ?? before.blocks[id]?.side ?? "";
  const name = (id: string): Phrase => {
    const k = known.get(id);
    if (!k) return words("hidden", { side: sideName(sideOf(id)) });
    return literal([k.unit, before.roster.kinds[k.kind]?.name ?? k.kind].filter(Boolean).join(" "));
  };

  /** A label value every side may read (the label, or the battle's lost numbers), or null when the battle lacks it. */
  const readable = (read: () => number): number | null => {
    try {
      return read();
    } catch (e) {
      if (e instanceof Refusal) return null;
      throw e;
    }
  };
  const labelF = (id: string): number | null => {
    const k = known.get(id);
    return k ? readable(() => unitValue(before.roster, before.numbers, k.kind, "F")) : null;
  };
  /** The F terms when they add up to the F the engine rolled against; else the net F alone. */
  const fRow = (terms: readonly CiFTerm[], net: number): CiFRow => ({ terms: terms.reduce((s, t) => s + Number(t.value), 0) === net ? terms : [], net });
  const term = (key: string, value: number, rule: string | null, first = false): CiFTerm => ({ label: words(`F.${key}`), value: first ? String(value) : signed(value), rule });

  /** Each die against `f`; the `friendly` highest faces are friendly hits (a 0 first, then a 9: CI 6.x Friendly Fire, CI 7.x Mines). */
  const dieRows = (dice: readonly number[], f: number, friendly: number): CiDieRow[] => {
    const marked = new Set([...dice.keys()].sort((a, b) => dice[b]! - dice[a]! || a - b).slice(0, friendly));
    return dice.map((d, i) => {
      const result = marked.has(i) ? "friendly" : d <= f ? "hit" : "miss";
      return { face: printedFace(d), result, word: words(`Die.${result}`) };
    });
  };
  const limitRow = (dice: readonly number[], f: number, hits: number) => {
    const rolled = dice.filter((d) => d <= f).length;
    return hits < rolled ? { rolled, kept: hits, rule: HIT_LIMITS } : null;
  };

  const cards: { kind: CiCardKind; data: object; events: number[] }[] = [];
  const open = <K extends CiCardKind>(kind: K, data: CiCardKinds[K], at: number): CiCardKinds[K] => {
    cards.push({ kind, data, events: [at] });
    return data;
  };
  const current = <K extends CiCardKind>(kind: K, at: number): CiCardKinds[K] | null => {
    const last = cards.at(-1);
    if (last?.kind !== kind) return null;
    last.events.push(at);
    return last.data as CiCardKinds[K];
  };

  // The assault being fought: who began it, and the round card's rows of the step under way.
  let assault: { attackers: Phrase[]; defenders: Phrase[] } | null = null;
  let rows = new Map<string, CiAssaultRow>();
  const stepOf = (card: CiAssaultRoundCard, side: string) => {
    let step = card.steps.at(-1);
    if (step?.side !== sideName(side)) {
      step = { side: sideName(side), rows: [], results: [] };
      card.steps.push(step);
      rows = new Map();
    }
    return step;
  };
  const rowOf = (card: CiAssaultRoundCard, id: string): CiAssaultRow => {
    const step = stepOf(card, sideOf(id));
    let row = rows.get(id);
    if (!row) {
      row = { unit: name(id), morale: null, fire: null, retreat: null };
      rows.set(id, row);
      step.rows.push(row);
    }
    return row;
  };

  /**
   * Where a hit, an elimination or a wreck is told: the open fire, bombardment or special card, or the assault step under
   * way; once an assault is over, only its regroups (what follows it — the stacking check — is not the assault's).
   */
  const note = (text: Phrase, rule: string | null, at: number, regroup = false) => {
    const last = cards.at(-1);
    if (!last) return;
    if (last.kind === "ci-assault-round") {
      const card = last.data as CiAssaultRoundCard;
      const list = card.ended ? (regroup ? card.ended.notes : null) : (card.steps.at(-1)?.results ?? null);
      if (!list) return;
      last.events.push(at);
      list.push({ text, rule });
    } else if (last.kind === "ci-fire" || last.kind === "ci-bombardment" || last.kind === "ci-special") {
      last.events.push(at);
      (last.data as { results: CiNote[] }).results.push({ text, rule });
    }
  };

  let strike: Ev<"strike-called"> | null = null;
  events.forEach((e, at) => {
    switch (e.type) {
      case "revealed":
        known.set(e.block, { side: e.side, kind: e.kind, unit: unitOf(e) });
        if (e.why === "mine") note(words("mineRevealed", { unit: name(e.block), hex: hex(e.hex) }), e.rule, at);
        return;
      case "concealed":
        handleSide.set(e.ref, sideOf(e.block));
        known.delete(e.block);
        return;
      case "fired": {
        const F = labelF(e.block);
        const terms = F === null ? [] : [term("label", F, FIREPOWER, true), ...(e.target !== null && F !== e.f ? [term("armor", e.f - F, ARMOR)] : [])];
        open(
          "ci-fire",
          {
            side: sideName(sideOf(e.block)),
            firer: name(e.block),
            at: hex(e.hex),
            target: e.target === null ? null : name(e.target),
            longRange: e.longRange,
            f: fRow(terms, e.f),
            dice: dieRows(e.dice, e.f, 0),
            hits: e.hits,
            limit: limitRow(e.dice, e.f, e.hits),
            results: [],
            rule: e.rule,
          },
          at,
        );
        return;
      }
      case "strike-called":
        strike = e;
        return;
      case "bombarded": {
        const called = strike?.block === e.block ? strike : null;
        strike = null;
        const k = known.get(e.block);
        const F = called ? (k ? (before.roster.kinds[k.kind]?.label.strikeF?.value ?? null) : null) : labelF(e.block);
        const spot = e.spotter === null ? undefined : before.blocks[e.spotter];
        const adjacent = spot?.hex != null && known.has(e.spotter!) && distance(map.hexAt(spot.hex), map.hexAt(e.hex)) === 1;
        const bonus = adjacent ? readable(() => numberOf(before.numbers, "hqAdjacentBombardF")) : 0;
        const terms: CiFTerm[] = [];
        if (F !== null && bonus !== null) {
          terms.push(term(called ? "strike" : "label", F, called ? STRIKE_RULES[called.kind] : FIREPOWER, true));
          if (bonus) terms.push(term("spotter", bonus, SPOTTING));
          if (e.hexside) terms.push(term("bridge", halvedUp(F + bonus) - (F + bonus), BRIDGES));
          else if (e.target !== null && F + bonus !== e.f) terms.push(term("armor", e.f - F - bonus, ARMOR));
        }
        open(
          "ci-bombardment",
          {
            side: sideName(sideOf(e.block)),
            firer: name(e.block),
            strike: called && { kind: words(`Strike.${called.kind}`), hq: name(called.hq), rule: called.rule },
            at: hex(e.hex),
            target: e.target === null ? null : name(e.target),
            bridge: e.hexside && `${hex(e.hexside[0])}|${hex(e.hexside[1])}`,
            spotter: e.spotter === null ? null : name(e.spotter),
            f: fRow(terms, e.f),
            dice: dieRows(e.dice, e.f, e.friendly > 0 ? e.dice.filter((d) => d === D10).length : 0),
            hits: e.hits,
            limit: limitRow(e.dice, e.f, e.hits),
            friendly: e.friendly,
            air: called?.kind === "air",
            results: [],
            rule: e.rule,
          },
          at,
        );
        return;
      }
      case "special-rolled":
        open(
          "ci-special",
          {
            side: sideName(sideOf(e.block)),
            unit: name(e.block),
            action: words(`Special.${e.action}`),
            at: e.hexside ? `${hex(e.hexside[0])}|${hex(e.hexside[1])}` : e.hex === null ? null : hex(e.hex),
            spotter: e.spotter === null ? null : name(e.spotter),
            f: e.f,
            dice: dieRows(e.dice, e.f, 0),
            hits: e.hits,
            results: [],
            rule: e.rule,
          },
          at,
        );
        return;
      // Where the hits went: a face-up block's new strength, a hidden one's hex and count only.
      case "hits-taken":
        note(words(e.halfHit ? "hitsTakenHalf" : "hitsTaken", { unit: name(e.block), hits: e.hits, strength: e.strength }), e.rule, at);
        return;
      case "hex-hits":
        note(words("hexHits", { hex: hex(e.hex), hits: e.hits }), e.rule, at);
        return;
      case "eliminated":
        note(words("eliminated", { unit: name(e.block), vp: e.vp, side: sideName(e.to) }), e.rule, at);
        return;
      case "wreck-placed":
        note(words("wreck", { hex: hex(e.hex) }), e.rule, at);
        return;
      case "bridge-destroyed":
        note(words("bridgeDestroyed", { hexside: `${hex(e.hexside[0])}|${hex(e.hexside[1])}` }), e.rule, at);
        return;
      case "smoke-laid":
        note(words("smokeLaid", { hex: hex(e.hex) }), e.rule, at);
        return;
      case "wire-cleared":
        note(words("wireCleared", { hex: hex(e.hex) }), e.rule, at);
        return;
      // CI 9.x Assault Rounds: a card a round, each side's step in turn.
      case "assault-begun":
        assault = { attackers: e.attackers.map(name), defenders: e.defenders.map(name) };
        return;
      case "assault-round":
        rows = new Map();
        open("ci-assault-round", { hex: hex(e.hex), round: e.round, attackers: assault?.attackers ?? [], defenders: assault?.defenders ?? [], steps: [], ended: null, rule: e.rule }, at);
        assault = null;
        return;
      case "assault-morale": {
        const card = current("ci-assault-round", at);
        if (card) rowOf(card, e.block).morale = { die: printedFace(e.die), morale: e.morale, hq: e.hq === null ? null : name(e.hq), disrupted: e.disrupted, rule: e.rule };
        return;
      }
      case "assault-fired": {
        const card = current("ci-assault-round", at);
        if (card) rowOf(card, e.block).fire = { f: e.F, dice: dieRows(e.dice, e.F, e.friendly), hits: e.hits, friendly: e.friendly, target: e.target === null ? null : name(e.target), rule: e.rule };
        return;
      }
      case "retreated": {
        const card = current("ci-assault-round", at);
        if (card) rowOf(card, e.block).retreat = { to: e.to === null ? null : hex(e.to), rule: e.rule };
        return;
      }
      case "assault-ended": {
        const card = current("ci-assault-round", at);
        if (card) card.ended = { winner: e.winner === null ? null : sideName(e.winner), notes: [], rule: e.rule };
        return;
      }
      case "regrouped":
        note(words("regrouped", { unit: name(e.block), hex: hex(e.to) }), e.rule, at, true);
        return;
      // A face-up unit's morale rolls (a hidden one's are its owner's and never reach here).
      case "rallied":
      case "morale-rolled": {
        const rally = e.type === "rallied";
        open(
          "ci-morale",
          {
            side: sideName(sideOf(e.block)),
            unit: name(e.block),
            purpose: words(rally ? "Purpose.rally" : "Purpose.noCommand"),
            die: printedFace(e.die),
            morale: e.morale,
            passed: e.passed,
            strength: e.type === "rallied" ? e.strength : null,
            rule: e.rule,
          },
          at,
        );
        return;
      }
      case "first-player-rolled": {
        const card = current("ci-first-player", at) ?? open("ci-first-player", { rolls: [], winner: null, gameTurn: null, rule: e.rule }, at);
        const [a, b] = e.dice;
        card.rolls.push({ dice: e.sides.map((side, i) => ({ side: sideName(side), die: printedFace(e.dice[i]!), won: e.dice[i]! > e.dice[1 - i]! })), tie: a === b });
        return;
      }
      case "game-turn-begun": {
        const card = current("ci-first-player", at);
        if (card) Object.assign(card, { winner: sideName(e.firstPlayer), gameTurn: e.gameTurn });
        return;
      }
      default:
        // Moves, activations, the sequence of play: the tokens and the tracker show them.
        return;
    }
  });
  return cards.map((c) => ({ kind: c.kind, data: c.data, rolls: rolls.filter((r) => c.events.includes(r.event)) }));
}
