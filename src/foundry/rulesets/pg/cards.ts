/**
 * The chat cards of a Panzer Grenadier command (docs/foundry.md): the series' cards (series/cards.ts) and PG's own —
 * AT fire (11.0–11.3, as opportunity fire 13.1), minefields placed, turned up and rolling against a piece (16.7–16.74),
 * wrecks (16.3), a tank leader made known (6.8), an HMG's split fire (7.23), the fall of the highest-ranking leader
 * (6.72), assaults declared (12.2), bombardment, smoke and friendly fire (9.0–9.53, 16.1), aircraft (15.1), river
 * crossings and clearing (5.73, 16.3, 16.75), cavalry leaders (6.9) and random events (17.5). Built from the events every side may see: a side's tank-leader assignment is never among them, and no card
 * names a face-down minefield's strength or which minefield lies where.
 */
import type { RollRecord } from "../../../engine/core/engine";
import type { HexMap } from "../../../engine/map";
import type { AtTable } from "../../../engine/rules/pg/data/schemas/at-table";
import type { PgEvent } from "../../../engine/rules/pg/events";
import type { PgBattle } from "../../../engine/rules/pg/state";
import { literal } from "../../i18n";
import type { Card } from "../../referee/ports";
import type { TraceRow } from "../series/card-data";
import { card, names, signed } from "../series/card-rows";
import { seriesCards, type CardBuilder } from "../series/cards";
import type { AtFireCard, PgCardKinds } from "./card-data";

/** PG 3.0 A–C, 16.13: the rules of the sequence-of-play lines whose events cite none. */
const PG_SEQUENCE = { initiative: "PG 3.0 A", turn: "PG 3.0", segment: "PG 3.0 B", markers: "PG 3.0 C", smoke: "PG 16.13" } as const;

const push = <T>(list: readonly T[], ...items: T[]): void => void (list as T[]).push(...items);
type AtFired = Extract<PgEvent, { type: "at-fired" }>;

/** PG 11.1: the AT value and armor, then each die modifier the table gives, with its rule; whether any cell read is playtest. */
function atRows(table: AtTable, e: AtFired): { rows: TraceRow[]; playtest: boolean } {
  const modifiers = e.shot.modifiers.map((m) => ({ m, row: table.modifiers.find((t) => t.id === m.id) }));
  const rows: TraceRow[] = [
    { label: card("AtFire.at"), value: signed(e.shot.at), rule: "PG 11.1" },
    { label: card("AtFire.armor"), value: signed(-e.shot.armor), rule: "PG 11.1" },
    ...modifiers.map(({ m, row }) => ({ label: { i18n: `HEX_TACTICS.Card.AtFire.Modifier.${m.id}`, text: row?.label ?? m.id }, value: signed(m.die), rule: row?.rule ? `PG ${row.rule}` : null })),
  ];
  // The band the total falls in: the last whose minimum it reaches (the first has none).
  const band = [...table.bands].reverse().find((b) => b.min === undefined || e.total >= b.min.value);
  const cells = [band?.result.provenance, table.results[e.result]?.provenance, ...modifiers.map(({ row }) => row?.die?.provenance)];
  return { rows, playtest: cells.some((p) => p?.source === "playtest") };
}

/**
 * The cards for `events` (those every side may see), run from `before`; `rolls` as the command recorded them. Hexes
 * are labelled on `map`; AT modifiers and results are read from the battle's AT table.
 */
export function pgCards(before: PgBattle, events: readonly PgEvent[], rolls: readonly RollRecord[], map: HexMap | undefined, atTable: AtTable): Card[] {
  /** PG 15.1: an aircraft piece by the name of the side it plays (`face`, or the side it was drawn to). */
  const aircraftName = (id: string, face: "front" | "back" | null) => {
    const a = before.aircraft?.find((x) => x.id === id);
    return a ? a[face ?? a.face ?? "front"].name : id;
  };
  const event = (e: PgEvent, b: CardBuilder<PgBattle, PgCardKinds>): boolean => {
    const { name, sideName, hex, open, reuse, current, note, sequence } = b;
    const minefield = () => reuse("minefield", () => ({ lines: [], attacks: [] }));
    switch (e.type) {
      case "at-fired": {
        const { rows, playtest } = atRows(atTable, e);
        const result = atTable.results[e.result];
        const data: AtFireCard = {
          side: sideName(e.side),
          opportunity: null,
          shot: { firer: name(e.firer), from: hex(e.from), target: name(e.target), at: hex(e.at) },
          roll: { dice: e.roll.dice, sum: e.roll.total },
          rows,
          total: e.total,
          // The battle's table says what its result does (a GM's table may word it otherwise than the shipped one).
          result: { code: e.result, text: literal(result?.label ?? e.result), playtest },
          rule: e.rule,
        };
        b.about(open("at-fire", data).data, e.firer);
        return true;
      }
      // PG 13.1: an AT shot as opportunity fire is recorded after it: its card says at whom, and where.
      case "opportunity-fired": {
        const shot = current("at-fire");
        if (!shot || shot.data.opportunity !== null || e.firers.length !== 1 || b.ids.get(shot.data) !== e.firers[0]) return false;
        shot.data.opportunity = { mover: name(e.mover), hex: hex(e.hex) };
        return true;
      }
      // PG 16.7: where the face-down minefields lie is public, what each is is not: hexes only.
      case "minefields-placed":
        push(minefield().data.lines, { text: card("Minefield.placed", { side: sideName(e.side), count: e.minefields.length, hexes: e.minefields.map((m) => hex(m.hex)).join(", ") }), rule: e.rule });
        return true;
      case "minefield-revealed":
        push(minefield().data.lines, { text: e.strength === 0 ? card("Minefield.dummy", { hex: hex(e.hex) }) : card("Minefield.revealed", { hex: hex(e.hex), strength: e.strength }), rule: e.rule });
        return true;
      case "minefield-rolled":
        push(minefield().data.attacks, b.about({
          pieces: e.cargo === null ? [name(e.piece)] : [name(e.piece), name(e.cargo)],
          hex: hex(e.hex),
          points: { strength: e.strength, reduction: e.reduction },
          dice: (e.roll?.dice ?? []).map((die, k) => ({ die, result: card(`Minefield.Result.${e.results[k]}`) })),
          steps: e.steps,
          rule: e.rule,
        }, e.piece, e.cargo));
        return true;
      case "wreck-placed":
        note(card("Note.wreck-placed", { hex: hex(e.hex) }), e.rule);
        return true;
      case "tank-leader-revealed":
        note(card("Note.tank-leader-revealed", { side: sideName(e.side), unit: name(e.unit) }), e.rule);
        return true;
      // PG 6.8: the assignment is its side's secret (never a public event); should one be shown, that it was made, no more.
      case "tank-leaders-assigned":
        sequence({ text: card("Line.tank-leaders-assigned", { side: sideName(e.side) }), rule: e.rule });
        return true;
      // Recorded before the attack it is part of: a note on the fire card that follows.
      case "hmg-part-fired":
        b.noteAhead(card("Note.hmg-part-fired", { unit: name(e.unit), points: e.points }), e.rule);
        return true;
      // PG 16.5: pieces entering and leaving the board (IA's cards show neither).
      case "entered-board":
        note(card("Note.entered-board", { piece: name(e.piece), hex: hex(e.to) }), e.rule);
        return true;
      case "exited-board":
        note(card("Note.exited-board", { pieces: e.pieces.map(name).join(", ") }), e.rule);
        return true;
      case "decapitated":
        note(card("Note.decapitated-hex", { side: sideName(e.side), leader: name(e.leader), hex: hex(e.hex) }), e.rule);
        return true;
      // PG 12.2–12.4: the assault is declared; its fire follows as fire cards on the Assault Table.
      case "assault-declared":
        note(card("Note.assault-declared", { side: sideName(e.side), hex: hex(e.at), units: names(e.units, name) }), e.rule);
        return true;
      // PG 9.0–9.53, 16.1: bombardment and smoke, as Infantry Attacks words them.
      case "bombardment-ineffective":
        note(card("Artillery.ineffective", { guns: names(e.guns, name), hex: hex(e.at) }), e.rule);
        return true;
      case "friendly-fire-rolled":
        note(card(e.hit ? "Artillery.friendly-hit" : "Artillery.friendly-miss", { hex: hex(e.at), target: hex(e.target), roll: e.roll.total }), e.rule);
        return true;
      case "smoke-fired":
        note(card(e.placed ? "Artillery.smoke-placed" : "Artillery.smoke-missed", { gun: name(e.gun), hex: hex(e.at), roll: e.roll.total }), e.rule);
        return true;
      case "offboard-fired":
        sequence({ text: card("Line.offboard-fired", { side: sideName(e.side), count: e.factors.length }), rule: e.rule });
        return true;
      // PG 15.1, 15.11: aircraft drawn, and each one's die over its hex.
      case "aircraft-drawn":
        sequence({ text: card("Line.aircraft-drawn", { side: sideName(e.side), aircraft: e.aircraft.map((a) => aircraftName(a.id, a.face)).join(", ") }), rule: e.rule });
        return true;
      case "aircraft-rolled":
        note(card(e.hit ? "Note.aircraft-hit" : "Note.aircraft-missed", { aircraft: aircraftName(e.aircraft, null), hex: hex(e.at), roll: e.roll.total }), e.rule);
        return true;
      // PG 5.73, 16.3, 16.75: engineers' and AFVs' work.
      case "crossing-rolled":
        note(card(e.passed ? "Note.crossing-passed" : "Note.crossing-failed", { unit: name(e.unit), roll: e.roll.total, target: e.target }), e.rule);
        return true;
      case "work-done":
        note(card(`Note.work-${e.kind}`, { unit: name(e.unit) }), e.rule);
        return true;
      case "wreck-cleared":
        note(card("Note.wreck-cleared", { unit: name(e.unit), hex: hex(e.hex) }), e.rule);
        return true;
      case "minefield-cleared":
        note(card("Note.minefield-cleared", { unit: name(e.unit), hex: hex(e.hex) }), e.rule);
        return true;
      // PG 6.9, 17.5: before play, and at an initiative roll.
      case "cavalry-leaders-designated":
        sequence({ text: card("Line.cavalry-leaders", { side: sideName(e.side), leaders: e.leaders.length ? names(e.leaders, name) : "—" }), rule: e.rule });
        return true;
      case "random-event":
        sequence({ text: e.event ? card("Line.random-event", { total: e.total, event: e.event.label }) : card("Line.random-event-book", { total: e.total }), rule: e.rule });
        return true;
      default:
        return false;
    }
  };
  return seriesCards<PgBattle, PgEvent, PgCardKinds>(before, events, rolls, map, { rules: PG_SEQUENCE, event });
}

