/**
 * The chat cards of a series command (docs/foundry.md): its public events, in order, grouped into cards a player reads
 * at a glance — initiative, fire (direct and opportunity), losses, morale checks, leader casualties, recovery, limbering
 * and loading, moves, activations, overruns, cavalry charges, digging in and consolidation, and the sequence of play.
 * Markers placed and pieces revealed are notes under the card they belong to. Every roll goes on the card of the event
 * that records it. A game takes its own events first (`CardGame.event`), with the same builder.
 */
import type { RollRecord } from "../../../engine/core/engine";
import type { HexMap } from "../../../engine/map";
import type { ReducedBattle, SeriesEventOf } from "../../../engine/rules/series/events/types";
import { hexName } from "../../../engine/rules/series/scenario/positions";
import { literal, type Phrase } from "../../i18n";
import type { Card } from "../../referee/ports";
import type { CardNote, FireCard, MoraleRow, MoveRow, RecoveryRow, SeriesCardKinds, TransportLine } from "./card-data";
import { card, causeText, checkData, names, outcomeText, statusText, traceRows } from "./card-rows";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Kinds = SeriesCardKinds;
export interface Draft<C extends Kinds, K extends keyof C = keyof C> {
  readonly kind: K;
  readonly data: Mutable<C[K] & { readonly notes: readonly CardNote[] }>;
}

/** The series' events the builder reads, by type. */
type Ev =
  | SeriesEventOf<"sequence", "initiative-rolled" | "initiative-won" | "phase-began" | "turn-began" | "victory-determined" | "segment-ended" | "markers-removed" | "smoke-dispersed">
  | SeriesEventOf<"activation", "activation-ended" | "acting" | "activated" | "overrun-rolled" | "mp-spent" | "hex-controlled">
  | SeriesEventOf<"piece", "piece-moved" | "steps-lost" | "eliminated" | "status-changed" | "moved-fired" | "opp-fire-marker" | "spotted-marker" | "revealed">
  | SeriesEventOf<"transport", "river-bank" | "limbered" | "loaded" | "unloaded">
  | SeriesEventOf<"opportunity", "opportunity-fired" | "movement-stopped">
  | SeriesEventOf<"fire", "fire-resolved" | "loss-allocated">
  | SeriesEventOf<"morale", "morale-checked" | "recovery-attempted" | "leader-casualty-rolled">
  | SeriesEventOf<"assault", "assault-owed" | "assault-hex-left" | "cavalry-charged">
  | SeriesEventOf<"fieldworks", "dug-in">
  | SeriesEventOf<"optional", "consolidated" | "segment-saved" | "saved-segment-used" | "second-segment" | "fog-of-war-rolled">;
export type FireResolved = SeriesEventOf<"fire", "fire-resolved">;

/** The rules a game's rulebook numbers the sequence of play by, for lines whose events cite none. */
export interface SequenceRules {
  /** 3.0 A: the initiative roll. */
  readonly initiative: string;
  /** 3.0: a turn begins. */
  readonly turn: string;
  /** A segment ends or is passed (3.0 B; IA1 3.0 C). */
  readonly segment: string;
  /** The markers come off (3.0 C; IA1 3.0 D). */
  readonly markers: string;
  /** 16.13: smoke disperses or drifts. */
  readonly smoke: string;
}

const push = <T>(list: readonly T[], ...items: T[]): void => void (list as T[]).push(...items);
const lastOf = <T>(list: readonly T[], test: (item: T) => boolean): T | undefined => [...list].reverse().find(test);

/** What a game's own events are written with: the battle's words, and the cards under way. */
export function cardBuilder<B extends ReducedBattle, C extends Kinds>(before: B, map: HexMap | undefined) {
  const name = (id: string) => before.units.get(id)?.name ?? before.leaders.get(id)?.name ?? id;
  const sideName = (id: string) => before.sides.find((s) => s.id === id)?.name ?? id;
  const sideOf = (id: string) => before.units.get(id)?.side ?? before.leaders.get(id)?.side ?? "";
  const hex = (h: number) => (map ? hexName(map, h) : String(h));
  const drafts: Draft<C>[] = [];
  // The piece (and cargo) each row is about: names need not be unique.
  const ids = new WeakMap<object, string>();
  const cargoIds = new WeakMap<object, string>();
  const about = <T extends object>(row: T, id: string, cargo: string | null = null): T => {
    ids.set(row, id);
    if (cargo !== null) cargoIds.set(row, cargo);
    return row;
  };
  const current = <K extends keyof C>(...kinds: K[]): Draft<C, K> | null => {
    const last = drafts.at(-1);
    return last && (kinds as (keyof C)[]).includes(last.kind) ? (last as unknown as Draft<C, K>) : null;
  };
  // Notes recorded before the card they belong to (PG 7.23: an HMG's part, then its fire): on the next card opened.
  const ahead: CardNote[] = [];
  const noteAhead = (text: Phrase, rule: string | null) => void ahead.push({ text, rule });
  /** Notes ahead of a card none followed: under the last card. */
  const flushAhead = () => {
    const last = drafts.at(-1);
    if (ahead.length && last) push(last.data.notes, ...ahead.splice(0));
    else if (ahead.length) open("sequence", { lines: [] } as unknown as C["sequence"]);
  };
  function open<K extends keyof C>(kind: K, data: C[K]): Draft<C, K> {
    const d = { kind, data: { ...data, notes: ahead.splice(0) } } as unknown as Draft<C, K>;
    drafts.push(d as unknown as Draft<C>);
    return d;
  }
  const reuse = <K extends keyof C>(kind: K, data: () => C[K]): Draft<C, K> => current(kind) ?? open(kind, data());
  const note = (text: Phrase, rule: string | null = null) => {
    const d = drafts.at(-1) ?? open("sequence", { lines: [] } as C["sequence"]);
    push(d.data.notes, { text, rule });
  };
  const sequence = (line: CardNote) => {
    const d = current("initiative", "sequence");
    if (d?.kind === "sequence") push((d as Draft<C, "sequence">).data.lines, line);
    else if (d) push(d.data.notes, line);
    else open("sequence", { lines: [line] } as C["sequence"]);
  };
  const fireFields = (e: FireResolved): Omit<FireCard, "side" | "opportunity"> => ({
    table: { i18n: `HEX_TACTICS.Card.Table.${e.table}`, text: e.table },
    at: hex(e.at),
    firers: e.firers.map(name),
    leaders: e.leaders.map(name),
    strength: e.strength,
    strengthTrace: traceRows(e.strengthTrace),
    column: e.column,
    columnTrace: traceRows(e.trace.filter((t) => t.id !== "table.strength")),
    dice: e.roll.dice,
    roll: e.roll.total,
    results: e.results.map((r) => ({ piece: name(r.piece), column: r.column, result: r.result, source: r.source, playtest: r.source === "playtest", trace: traceRows(r.trace ?? []) })),
    playtest: e.results.some((r) => r.source === "playtest"),
    rule: e.rule,
  });
  const line = (kind: "transport" | "unit-action", l: TransportLine) => push(reuse(kind, () => ({ lines: [] }) as unknown as C[typeof kind]).data.lines, l);
  return { name, sideName, sideOf, hex, drafts, ids, cargoIds, about, current, open, reuse, note, noteAhead, flushAhead, sequence, fireFields, line };
}
export type CardBuilder<B extends ReducedBattle, C extends Kinds> = ReturnType<typeof cardBuilder<B, C>>;

/** What a game brings to its cards. */
export interface CardGame<B extends ReducedBattle, E extends { readonly type: string }, C extends Kinds> {
  readonly rules: SequenceRules;
  /** A game's own handling of an event, asked first: true when it took it (the series' is not asked then). */
  event?(e: E, cards: CardBuilder<B, C>): boolean;
  /** A card's data as posted (IA2: its 1st-edition badges). */
  finish?<T>(data: T): T;
}

/**
 * The cards for `events` (those every side may see), run from `before`; `rolls` as the command recorded them (each
 * with the index of the event that records it). Names come from the battle; hexes are labelled on `map` (board labels
 * such as `A/0507`), or by index without one.
 */
export function seriesCards<B extends ReducedBattle, E extends { readonly type: string }, C extends Kinds>(
  before: B,
  events: readonly E[],
  rolls: readonly RollRecord[],
  map: HexMap | undefined,
  game: CardGame<B, E, C>,
): Card[] {
  const b = cardBuilder<B, C>(before, map);
  const { name, sideName, sideOf, hex, drafts, ids, cargoIds, about, current, open, reuse, note, sequence, fireFields, line, flushAhead } = b;
  type D<K extends keyof C> = Draft<C, K>;
  const rules = game.rules;
  const status = new Map<string, string>();
  const steps = new Map<string, number>();
  let allocated: string | null = null;
  const statusOf = (id: string) => status.get(id) ?? before.units.get(id)?.status ?? before.leaders.get(id)?.status ?? "good";
  const cardOf: number[] = [];
  /** The morale or recovery row of `id` on the card under way, if any. */
  const checkRow = (id: string): Mutable<MoraleRow | RecoveryRow> | null => {
    const d = current("morale", "recovery");
    if (!d) return null;
    const rows: readonly (MoraleRow | RecoveryRow)[] = d.kind === "morale" ? (d as D<"morale">).data.checks : (d as D<"recovery">).data.attempts;
    return (lastOf(rows, (r) => ids.get(r) === id || cargoIds.get(r) === id) as Mutable<MoraleRow> | undefined) ?? null;
  };
  /** What a morale check and a recovery roll show alike: the helping leader, the roll, its outcome and the state after it. */
  const rolled = (e: SeriesEventOf<"morale", "morale-checked" | "recovery-attempted">) => ({
    helper: e.leader === null ? null : name(e.leader),
    check: checkData(e),
    outcome: e.outcome,
    outcomeText: outcomeText(e.outcome),
    state: statusText(statusOf(e.piece)),
    effects: [] as Phrase[],
    rule: e.rule,
  });
  const lossLine = (text: Phrase, rule: string | null) => push(reuse("losses", () => ({ rows: [] }) as unknown as C["losses"]).data.rows, { text, rule });
  const unitAction = (text: Phrase, rule: string) => line("unit-action", { text, rule, check: null });
  const moveRow = (piece: string): Mutable<MoveRow> => {
    const d = reuse("move", () => ({ side: sideName(sideOf(piece)), pieces: [] }) as unknown as C["move"]);
    const known = d.data.pieces.find((p) => ids.get(p) === piece) as Mutable<MoveRow> | undefined;
    if (known) return known;
    const row: Mutable<MoveRow> = about({ piece: name(piece), from: "", hexes: [], mp: 0, terrain: [] }, piece);
    push(d.data.pieces, row);
    return row;
  };

  const series = (e: Ev): void => {
    switch (e.type) {
      case "initiative-rolled":
      case "initiative-won": {
        const d = reuse("initiative", () => ({ rounds: [], winner: null, segments: null, rule: rules.initiative }) as unknown as C["initiative"]);
        if (e.type === "initiative-rolled")
          push(d.data.rounds, { tie: e.tie, rolls: e.rolls.map((r) => ({ side: sideName(r.side), dice: r.roll.dice, rating: r.total - r.roll.total, total: r.total })) });
        else Object.assign(d.data, { winner: sideName(e.winner), segments: e.segments });
        break;
      }
      case "phase-began":
        sequence({ text: card(`Phase.${e.phase}`), rule: null });
        break;
      case "turn-began":
        sequence({ text: card("Line.turn", { turn: e.turn }), rule: rules.turn });
        break;
      // 3.0: the result at the end of the last turn, side by side.
      case "victory-determined":
        for (const s of e.sides)
          sequence({ text: card("Line.victory-side", { side: sideName(s.side), points: s.points, steps: s.lost.steps, units: s.lost.units, leaders: s.lost.leaders, exited: s.exited }), rule: e.rule });
        sequence({ text: e.winner !== null ? card("Line.victory-winner", { side: sideName(e.winner) }) : card(before.victory ? "Line.victory-draw" : "Line.victory-text"), rule: e.rule });
        break;
      case "segment-ended":
        sequence({ text: card(e.passed ? "Line.passed" : "Line.segment-ended", { side: sideName(e.side) }), rule: rules.segment });
        break;
      case "markers-removed":
        sequence({ text: card("Line.markers-removed", { pieces: names(e.pieces, name) }), rule: rules.markers });
        break;
      case "smoke-dispersed":
        sequence({
          text: e.to === null ? card("Line.smoke-removed", { hex: hex(e.hex), roll: e.roll.total }) : card("Line.smoke-drifts", { hex: hex(e.hex), to: hex(e.to), roll: e.roll.total }),
          rule: rules.smoke,
        });
        break;
      case "activation-ended":
      case "acting":
        break;
      case "activated": {
        const action = (p: { action: string; strategic?: true }) => card(p.strategic ? "Action.strategic" : `Action.${p.action}`);
        const pieces = Object.entries(e.pieces).map(([id, p]) => ({ piece: name(id), action: action(p), ledBy: p.ledBy === null ? null : name(p.ledBy) }));
        open("activation", { side: sideName(e.side), pieces, checks: [] } as unknown as C["activation"]);
        break;
      }
      case "overrun-rolled":
        push(reuse("overrun", () => ({ rolls: [] }) as unknown as C["overrun"]).data.rolls, {
          leader: name(e.leader),
          dice: e.roll.dice,
          roll: e.roll.total,
          result: e.result,
          resultText: card(`Overrun.${e.result}`),
          rule: e.rule,
        });
        break;
      case "mp-spent": {
        const row = moveRow(e.piece);
        row.mp += e.mp;
        if (!row.terrain.some((t) => t.text === e.by)) push(row.terrain, { i18n: `HEX_TACTICS.Terrain.${e.by}`, text: e.by });
        break;
      }
      case "piece-moved": {
        const row = moveRow(e.piece);
        if (row.hexes.length === 0) row.from = hex(e.from);
        push(row.hexes, hex(e.to));
        break;
      }
      case "hex-controlled":
        note(card("Note.controlled", { hex: hex(e.hex), side: sideName(e.side) }));
        break;
      case "river-bank":
        if (e.riverBank !== null) note(card("Note.river-bank", { piece: name(e.piece), hex: hex(e.riverBank) }), e.rule);
        break;
      case "opportunity-fired":
        open("opportunity-fire", {
          side: sideName(e.side),
          opportunity: { mover: name(e.mover), hex: hex(e.hex) },
          table: literal(""),
          at: hex(e.hex),
          firers: e.firers.map(name),
          leaders: e.leaders.map(name),
          strength: 0,
          strengthTrace: [],
          column: 0,
          columnTrace: [],
          dice: [],
          roll: 0,
          results: [],
          playtest: false,
          rule: e.rule,
        } as unknown as C["opportunity-fire"]);
        break;
      case "fire-resolved": {
        const waiting = current("opportunity-fire");
        if (waiting && waiting.data.dice.length === 0) Object.assign(waiting.data, fireFields(e));
        else open("fire", { side: sideName(e.side), opportunity: null, ...fireFields(e) } as unknown as C["fire"]);
        break;
      }
      case "loss-allocated":
        allocated = e.unit;
        lossLine(card("Loss.allocated", { result: e.result, unit: name(e.unit), category: card(`Loss.${e.category}`) }), e.rule);
        break;
      case "steps-lost": {
        // A unit with no steps left is eliminated (7.6): no event of its own says so.
        const left = (steps.get(e.unit) ?? before.units.get(e.unit)?.steps ?? 0) - e.steps;
        steps.set(e.unit, left);
        // The step an allocation just placed is already on the card.
        const placed = allocated === e.unit && e.steps === 1;
        allocated = null;
        const texts = placed ? [] : [card(e.steps === 1 ? "Loss.step" : "Loss.steps", { unit: name(e.unit), steps: e.steps })];
        if (left <= 0) texts.push(card("Loss.eliminated", { piece: name(e.unit) }));
        const row = checkRow(e.unit);
        if (row) push(row.effects, ...texts);
        else for (const text of texts) lossLine(text, e.rule);
        break;
      }
      case "eliminated": {
        // An elimination that counts for nothing (IA1 11.2 EAD), or for victory only (overstacking, 3.0 A).
        const key = e.countsForVictory === false ? "Loss.eliminated-ead" : e.countsForInitiative === false ? "Loss.eliminated-victory" : "Loss.eliminated";
        const text = card(key, { piece: name(e.piece) });
        const row = checkRow(e.piece);
        const casualty = lastOf(current("leader-casualty")?.data.rolls ?? [], (r) => ids.get(r) === e.piece);
        if (row) push(row.effects, text);
        else if (!casualty?.eliminated) lossLine(text, e.rule);
        break;
      }
      case "status-changed": {
        status.set(e.piece, e.status);
        const row = checkRow(e.piece);
        if (row && ids.get(row) === e.piece) row.state = statusText(e.status);
        else note(card("Note.status", { piece: name(e.piece), status: statusText(e.status) }), e.rule);
        break;
      }
      case "morale-checked": {
        const d = reuse("morale", () => ({ checks: [] }) as unknown as C["morale"]);
        const cause = causeText(e.cause, name);
        push(d.data.checks, about({ piece: name(e.piece), leaderCheck: before.leaders.has(e.piece), cargo: e.cargo === null ? null : name(e.cargo), cause, ...rolled(e) }, e.piece, e.cargo));
        break;
      }
      case "recovery-attempted": {
        const d = reuse("recovery", () => ({ attempts: [] }) as unknown as C["recovery"]);
        push(d.data.attempts, about({ piece: name(e.piece), ...rolled(e) }, e.piece));
        break;
      }
      case "leader-casualty-rolled": {
        const d = reuse("leader-casualty", () => ({ rolls: [] }) as unknown as C["leader-casualty"]);
        push(d.data.rolls, about({ leader: name(e.leader), dice: e.roll.dice, roll: e.roll.total, stepsLost: e.stepsLost, result: e.result, eliminated: e.eliminated, rule: e.rule }, e.leader));
        break;
      }
      case "limbered":
        line("transport", { text: card(e.limbered ? "Transport.limbered" : "Transport.unlimbered", { unit: name(e.unit) }), rule: e.rule, check: null });
        break;
      case "loaded":
      case "unloaded":
        line("transport", { text: card(`Transport.${e.type}`, { transport: name(e.transport), unit: name(e.unit) }), rule: e.rule, check: null });
        break;
      case "moved-fired":
        note(card("Note.moved-fired", { pieces: names(e.pieces, name) }), e.rule);
        break;
      case "opp-fire-marker":
        note(card("Note.opp-fire-marker", { unit: name(e.unit) }), e.rule);
        break;
      case "spotted-marker":
        note(card(e.on ? "Note.spotted" : "Note.unspotted", { units: names(e.units, name) }), e.rule);
        break;
      case "revealed":
        note(card("Note.revealed", { pieces: names(e.pieces, name) }), e.rule);
        break;
      case "assault-owed":
        note(card("Note.assault-owed", { hex: hex(e.hex), side: sideName(e.side) }), e.rule);
        break;
      case "assault-hex-left":
        note(card("Note.assault-hex-left", { pieces: names(e.pieces, name), hex: hex(e.hex) }), e.rule);
        break;
      case "cavalry-charged":
        open("charge", { side: sideName(sideOf(e.pieces[0] ?? "")), pieces: e.pieces.map(name), hex: hex(e.hex), through: hex(e.through), rule: e.rule } as unknown as C["charge"]);
        break;
      case "dug-in":
        unitAction(card(e.done ? "UnitAction.dug-in" : "UnitAction.digging", { unit: name(e.unit) }), e.rule);
        break;
      case "consolidated":
        unitAction(card("UnitAction.consolidated", { unit: name(e.unit), removed: name(e.removed) }), e.rule);
        break;
      case "segment-saved":
      case "saved-segment-used":
      case "second-segment":
        sequence({ text: card(`Line.${e.type}`, { side: sideName(e.side) }), rule: e.rule });
        break;
      case "fog-of-war-rolled":
        sequence({
          text: card(e.ended ? "Line.fog-of-war-ended" : "Line.fog-of-war", { side: sideName(e.side), dice: e.roll.dice.join(" + "), total: e.total }),
          rule: e.rule,
        });
        break;
      case "movement-stopped":
        note(card("Note.movement-stopped", { pieces: names(e.pieces, name) }), e.rule);
        break;
    }
  };

  events.forEach((e, i) => {
    if (!game.event?.(e, b)) series(e as unknown as Ev);
    cardOf[i] = drafts.length - 1;
  });
  flushAhead();

  // A roll goes on the card of the event recording it; one recorded by no event (made last) on the last card.
  const cardOfRoll = (r: RollRecord) => Math.max(cardOf[r.event] ?? drafts.length - 1, 0);
  const finish = game.finish ?? (<T>(data: T) => data);
  return drafts.map((d, n) => ({ kind: d.kind as string, data: finish(d.data), rolls: rolls.filter((r) => cardOfRoll(r) === n) }));
}
