/**
 * The chat cards of an Infantry Attacks command (docs/foundry.md): its public events, in order, grouped into cards a
 * player reads at a glance — initiative, fire (direct and opportunity), losses, morale checks, leader casualties,
 * decapitation, recovery, limbering and loading, moves, activations, overruns, assaults (both sides' fire on one card),
 * harassing fire, cavalry charges, mounting, digging in and consolidation, and the sequence of play. Markers placed
 * and pieces revealed are notes under the card they belong to. Every roll goes on the card of the event that records it.
 */
import type { RollRecord } from "../../../engine/core/engine";
import type { HexMap } from "../../../engine/map";
import type { IaEvent } from "../../../engine/rules/ia/events";
import { hexName } from "../../../engine/rules/ia/scenario/positions";
import type { IaBattle } from "../../../engine/rules/ia/state";
import { literal, type Phrase } from "../../i18n";
import type { Card } from "../../referee/ports";
import type { CardNote, IaCardData, IaCardKind, IaCardKinds, MoraleRow, MoveRow, RecoveryRow } from "./card-data";
import { card, causeText, checkData, firstEditionBadges, names, outcomeText, statusText, traceRows } from "./card-rows";
import { artilleryLines, BOMBARDMENT_RULES, isArtilleryEvent } from "./artillery-cards";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
interface Draft<K extends IaCardKind = IaCardKind> {
  readonly kind: K;
  readonly data: Mutable<IaCardData<K>>;
}

const push = <T>(list: readonly T[], ...items: T[]): void => void (list as T[]).push(...items);
const lastOf = <T>(list: readonly T[], test: (item: T) => boolean): T | undefined => [...list].reverse().find(test);

/**
 * The cards for `events` (those every side may see), run from `before`; `rolls` as the command recorded them (each
 * with the index of the event that records it). Names come from the battle; hexes are labelled on `map` (board labels
 * such as `A/0507`), or by index without one.
 */
export function iaCards(before: IaBattle, events: readonly IaEvent[], rolls: readonly RollRecord[], map?: HexMap): Card[] {
  const name = (id: string) => before.units.get(id)?.name ?? before.leaders.get(id)?.name ?? id;
  const sideName = (id: string) => before.sides.find((s) => s.id === id)?.name ?? id;
  const sideOf = (id: string) => before.units.get(id)?.side ?? before.leaders.get(id)?.side ?? "";
  const hex = (h: number) => (map ? hexName(map, h) : String(h));
  const status = new Map<string, string>();
  const steps = new Map<string, number>();
  let allocated: string | null = null;
  // IA1 12.3, 12.33: both sides' fire goes on the card of the assault declared, losses and morale between them.
  let assault: Draft<"assault"> | null = null;
  const statusOf = (id: string) => status.get(id) ?? before.units.get(id)?.status ?? before.leaders.get(id)?.status ?? "good";

  const drafts: Draft[] = [];
  // The piece (and cargo) each row is about: names need not be unique.
  const ids = new WeakMap<object, string>();
  const cargoIds = new WeakMap<object, string>();
  const about = <T extends object>(row: T, id: string, cargo: string | null = null): T => {
    ids.set(row, id);
    if (cargo !== null) cargoIds.set(row, cargo);
    return row;
  };
  const cardOf: number[] = [];
  const current = <K extends IaCardKind>(...kinds: K[]): Draft<K> | null => {
    const last = drafts.at(-1);
    return last && (kinds as IaCardKind[]).includes(last.kind) ? (last as unknown as Draft<K>) : null;
  };
  const open = <K extends IaCardKind>(kind: K, data: IaCardKinds[K]): Draft<K> => {
    const d = { kind, data: { ...data, notes: [] } } as unknown as Draft<K>;
    drafts.push(d as unknown as Draft);
    return d;
  };
  const reuse = <K extends IaCardKind>(kind: K, data: () => IaCardKinds[K]): Draft<K> => current(kind) ?? open(kind, data());
  const note = (text: Phrase, rule: string | null = null) => {
    const d = drafts.at(-1) ?? open("sequence", { lines: [] });
    push(d.data.notes, { text, rule });
  };
  const sequence = (line: CardNote) => {
    const d = current("initiative", "sequence");
    if (d?.kind === "sequence") push((d as Draft<"sequence">).data.lines, line);
    else if (d) push(d.data.notes, line);
    else open("sequence", { lines: [line] });
  };
  /** The morale or recovery row of `id` on the card under way, if any. */
  const checkRow = (id: string): Mutable<MoraleRow | RecoveryRow> | null => {
    const d = current("morale", "recovery");
    if (!d) return null;
    const rows: readonly (MoraleRow | RecoveryRow)[] = d.kind === "morale" ? (d as Draft<"morale">).data.checks : (d as Draft<"recovery">).data.attempts;
    return (lastOf(rows, (r) => ids.get(r) === id || cargoIds.get(r) === id) as Mutable<MoraleRow> | undefined) ?? null;
  };
  const lossLine = (text: Phrase, rule: string | null) => push(reuse("losses", () => ({ rows: [] })).data.rows, { text, rule });
  const fireFields = (e: Extract<IaEvent, { type: "fire-resolved" }>) => ({
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
  const unitAction = (text: Phrase, rule: string) => push(reuse("unit-action", () => ({ lines: [] })).data.lines, { text, rule, check: null });
  const assaultFire = (e: Extract<IaEvent, { type: "fire-resolved" }>, a: IaCardKinds["assault"]) => {
    const { table: _table, at: _at, ...fire } = fireFields(e);
    const role = sideName(e.side) === a.side ? "attacker" : e.rule === "IA1 12.33" ? "first-fire" : "defender";
    return { ...fire, side: sideName(e.side), role: card(`Assault.${role}`) };
  };
  const artilleryLine = artilleryLines(before, { name, sideName, hex });
  const moveRow = (piece: string): Mutable<MoveRow> => {
    const d = reuse("move", () => ({ side: sideName(sideOf(piece)), pieces: [] }));
    const known = d.data.pieces.find((p) => ids.get(p) === piece) as Mutable<MoveRow> | undefined;
    if (known) return known;
    const row: Mutable<MoveRow> = about({ piece: name(piece), from: "", hexes: [], mp: 0, terrain: [] }, piece);
    push(d.data.pieces, row);
    return row;
  };

  events.forEach((e, i) => {
    if (isArtilleryEvent(e)) push(reuse("artillery", () => ({ lines: [] })).data.lines, { ...artilleryLine(e), check: null });
    else switch (e.type) {
      case "initiative-rolled":
      case "initiative-won": {
        const d = reuse("initiative", () => ({ rounds: [], winner: null, segments: null, rule: "IA1 3.0 A" }));
        if (e.type === "initiative-rolled")
          push(d.data.rounds, { tie: e.tie, rolls: e.rolls.map((r) => ({ side: sideName(r.side), dice: r.roll.dice, rating: r.total - r.roll.total, total: r.total })) });
        else Object.assign(d.data, { winner: sideName(e.winner), segments: e.segments });
        break;
      }
      case "phase-began":
        sequence({ text: card(`Phase.${e.phase}`), rule: null });
        break;
      case "turn-began":
        sequence({ text: card("Line.turn", { turn: e.turn }), rule: "IA1 3.0" });
        break;
      // IA1 3.0: the result at the end of the last turn, side by side.
      case "victory-determined":
        for (const s of e.sides)
          sequence({ text: card("Line.victory-side", { side: sideName(s.side), points: s.points, steps: s.lost.steps, units: s.lost.units, leaders: s.lost.leaders, exited: s.exited }), rule: e.rule });
        sequence({ text: e.winner !== null ? card("Line.victory-winner", { side: sideName(e.winner) }) : card(before.victory ? "Line.victory-draw" : "Line.victory-text"), rule: e.rule });
        break;
      case "segment-ended":
        sequence({ text: card(e.passed ? "Line.passed" : "Line.segment-ended", { side: sideName(e.side) }), rule: "IA1 3.0 C" });
        break;
      case "markers-removed":
        sequence({ text: card("Line.markers-removed", { pieces: names(e.pieces, name) }), rule: "IA1 3.0 D" });
        break;
      case "smoke-dispersed":
        sequence({
          text: e.to === null ? card("Line.smoke-removed", { hex: hex(e.hex), roll: e.roll.total }) : card("Line.smoke-drifts", { hex: hex(e.hex), to: hex(e.to), roll: e.roll.total }),
          rule: "IA1 16.13",
        });
        break;
      case "spines-fixed":
        for (const c of e.choices) sequence({ text: card("Line.spine", { from: hex(c.from), to: hex(c.to), side: card(`Spine.${c.side}`) }), rule: e.rule });
        break;
      case "activation-ended":
      case "acting":
        break;
      case "activated": {
        const action = (p: { action: string; strategic?: true }) => card(p.strategic ? "Action.strategic" : `Action.${p.action}`);
        const pieces = Object.entries(e.pieces).map(([id, p]) => ({ piece: name(id), action: action(p), ledBy: p.ledBy === null ? null : name(p.ledBy) }));
        open("activation", { side: sideName(e.side), pieces, checks: [] });
        break;
      }
      case "activation-checked": {
        const d = reuse("activation", () => ({ side: sideName(sideOf(e.leader)), pieces: [], checks: [] }));
        push(d.data.checks, { leader: name(e.leader), dice: e.roll.dice, roll: e.roll.total, target: e.target, passed: e.passed, rule: e.rule });
        break;
      }
      case "overrun-rolled":
        push(reuse("overrun", () => ({ rolls: [] })).data.rolls, {
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
        });
        break;
      case "fire-resolved": {
        const waiting = current("opportunity-fire");
        if (assault && (e.rule === "IA1 12.3" || e.rule === "IA1 12.33")) push(assault.data.fires, assaultFire(e, assault.data));
        else if (e.rule === "IA1 12.23") open("harassing-fire", { side: sideName(e.side), opportunity: null, ...fireFields(e) });
        else if (BOMBARDMENT_RULES.has(e.rule)) open("bombardment", { side: sideName(e.side), opportunity: null, ...fireFields(e) });
        else if (waiting && waiting.data.dice.length === 0) Object.assign(waiting.data, fireFields(e));
        else open("fire", { side: sideName(e.side), opportunity: null, ...fireFields(e) });
        break;
      }
      case "combined-first-shot":
        note(card("Note.combined-first-shot", { leader: name(e.leader), mgs: names(e.mgs, name) }), e.rule);
        break;
      case "loss-allocated":
        allocated = e.unit;
        lossLine(card("Loss.allocated", { result: e.result, unit: name(e.unit), category: card(`Loss.${e.category}`) }), e.rule);
        break;
      case "steps-lost": {
        // A unit with no steps left is eliminated (IA1 7.6): no event of its own says so.
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
        // IA1 11.2: EAD counts for nothing; IA1 4.4: overstacking counts for victory only.
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
        const d = reuse("morale", () => ({ checks: [] }));
        push(d.data.checks, about({
          piece: name(e.piece),
          leaderCheck: before.leaders.has(e.piece),
          cargo: e.cargo === null ? null : name(e.cargo),
          cause: causeText(e.cause, name),
          helper: e.leader === null ? null : name(e.leader),
          check: checkData(e),
          outcome: e.outcome,
          outcomeText: outcomeText(e.outcome),
          state: statusText(statusOf(e.piece)),
          effects: [],
          rule: e.rule,
        }, e.piece, e.cargo));
        break;
      }
      case "recovery-attempted": {
        const d = reuse("recovery", () => ({ attempts: [] }));
        push(d.data.attempts, about({
          piece: name(e.piece),
          helper: e.leader === null ? null : name(e.leader),
          check: checkData(e),
          outcome: e.outcome,
          outcomeText: outcomeText(e.outcome),
          state: statusText(statusOf(e.piece)),
          effects: [],
          rule: e.rule,
        }, e.piece));
        break;
      }
      case "leader-casualty-rolled": {
        const d = reuse("leader-casualty", () => ({ rolls: [] }));
        push(d.data.rolls, about({ leader: name(e.leader), dice: e.roll.dice, roll: e.roll.total, stepsLost: e.stepsLost, result: e.result, eliminated: e.eliminated, rule: e.rule }, e.leader));
        break;
      }
      case "decapitated":
        open("decapitation", { side: sideName(e.side), leader: name(e.leader), leaderType: { i18n: `HEX_TACTICS.Leader.Type.${e.leaderType}`, text: e.leaderType }, turn: e.turn, turns: e.turns, rule: e.rule });
        break;
      case "limbered":
        push(reuse("transport", () => ({ lines: [] })).data.lines, { text: card(e.limbered ? "Transport.limbered" : "Transport.unlimbered", { unit: name(e.unit) }), rule: e.rule, check: null });
        break;
      case "limber-checked":
        push(reuse("transport", () => ({ lines: [] })).data.lines, {
          text: card(e.leader === null ? "Transport.limber-check" : "Transport.limber-check-helped", { unit: name(e.unit), leader: e.leader === null ? "" : name(e.leader) }),
          rule: e.rule,
          check: checkData(e),
        });
        break;
      case "loaded":
      case "unloaded":
        push(reuse("transport", () => ({ lines: [] })).data.lines, { text: card(`Transport.${e.type}`, { transport: name(e.transport), unit: name(e.unit) }), rule: e.rule, check: null });
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
      case "assault-declared":
        assault = open("assault", {
          side: sideName(e.side),
          at: hex(e.at),
          attackers: e.units.map(name),
          leaders: e.leaders.map(name),
          required: e.required,
          coldSteel: e.coldSteel,
          firstFire: e.firstFire.map(name),
          through: e.through?.length ? e.through.map(hex).join(", ") : null,
          fires: [],
          rule: e.rule,
        });
        break;
      case "assault-owed":
        note(card("Note.assault-owed", { hex: hex(e.hex), side: sideName(e.side) }), e.rule);
        break;
      case "assault-hex-left":
        note(card("Note.assault-hex-left", { pieces: names(e.pieces, name), hex: hex(e.hex) }), e.rule);
        break;
      case "cavalry-charged":
        open("charge", { side: sideName(sideOf(e.pieces[0] ?? "")), pieces: e.pieces.map(name), hex: hex(e.hex), through: hex(e.through), rule: e.rule });
        break;
      case "mount-changed": {
        const key = e.rule === "IA1 15.52" ? "forced-remount" : e.mounted ? "mounted" : "dismounted";
        unitAction(card(`UnitAction.${key}`, { unit: name(e.unit) }), e.rule);
        break;
      }
      case "special-spotted":
        unitAction(card("UnitAction.special-spotted", { unit: name(e.unit), target: name(e.target) }), e.rule);
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
    cardOf[i] = drafts.length - 1;
  });

  // A roll goes on the card of the event recording it; one recorded by no event (made last) on the last card.
  const cardOfRoll = (r: RollRecord) => Math.max(cardOf[r.event] ?? drafts.length - 1, 0);
  return drafts.map((d, n) => ({ kind: d.kind, data: firstEditionBadges(d.data, before), rolls: rolls.filter((r) => cardOfRoll(r) === n) }));
}
