/**
 * The chat cards of an Infantry Attacks command (docs/foundry.md): the series' cards (series/cards.ts) and IA's own —
 * the spine choices, activation checks, combined first shots, limber checks, decapitation, assaults (both sides' fire on
 * one card), harassing fire, bombardment and the artillery's lines, mounting and special spotting. An IA2 battle's
 * cards carry the "1st-edition rule" badge where they cite one (card-rows `firstEditionBadges`).
 */
import type { RollRecord } from "../../../engine/core/engine";
import type { HexMap } from "../../../engine/map";
import type { IaEvent } from "../../../engine/rules/ia/events";
import type { IaBattle } from "../../../engine/rules/ia/state";
import type { Card } from "../../referee/ports";
import { seriesCards, type CardBuilder, type Draft, type FireResolved } from "../series/cards";
import type { IaCardKinds } from "./card-data";
import { card, checkData, firstEditionBadges, names } from "./card-rows";
import { artilleryLines, BOMBARDMENT_RULES, isArtilleryEvent } from "./artillery-cards";

/** IA1 3.0 A–D, 16.13: the rules of the sequence-of-play lines whose events cite none. */
const IA_SEQUENCE = { initiative: "IA1 3.0 A", turn: "IA1 3.0", segment: "IA1 3.0 C", markers: "IA1 3.0 D", smoke: "IA1 16.13" } as const;

const push = <T>(list: readonly T[], ...items: T[]): void => void (list as T[]).push(...items);

/**
 * The cards for `events` (those every side may see), run from `before`; `rolls` as the command recorded them (each
 * with the index of the event that records it). Names come from the battle; hexes are labelled on `map` (board labels
 * such as `A/0507`), or by index without one.
 */
export function iaCards(before: IaBattle, events: readonly IaEvent[], rolls: readonly RollRecord[], map?: HexMap): Card[] {
  // IA1 12.3, 12.33: both sides' fire goes on the card of the assault declared, losses and morale between them.
  let assault: Draft<IaCardKinds, "assault"> | null = null;
  let artilleryLine: ReturnType<typeof artilleryLines> | null = null;

  const event = (e: IaEvent, b: CardBuilder<IaBattle, IaCardKinds>): boolean => {
    const { name, sideName, sideOf, hex, open, reuse, note, sequence, fireFields, line } = b;
    const assaultFire = (e: FireResolved, a: IaCardKinds["assault"]) => {
      const { table: _table, at: _at, ...fire } = fireFields(e);
      const role = sideName(e.side) === a.side ? "attacker" : e.rule === "IA1 12.33" ? "first-fire" : "defender";
      return { ...fire, side: sideName(e.side), role: card(`Assault.${role}`) };
    };
    if (isArtilleryEvent(e)) {
      artilleryLine ??= artilleryLines(before, { name, sideName, hex });
      push(reuse("artillery", () => ({ lines: [] })).data.lines, { ...artilleryLine(e), check: null });
      return true;
    }
    switch (e.type) {
      case "spines-fixed":
        for (const c of e.choices) sequence({ text: card("Line.spine", { from: hex(c.from), to: hex(c.to), side: card(`Spine.${c.side}`) }), rule: e.rule });
        return true;
      case "activation-checked": {
        const d = reuse("activation", () => ({ side: sideName(sideOf(e.leader)), pieces: [], checks: [] }));
        push(d.data.checks, { leader: name(e.leader), dice: e.roll.dice, roll: e.roll.total, target: e.target, passed: e.passed, rule: e.rule });
        return true;
      }
      case "fire-resolved":
        if (assault && (e.rule === "IA1 12.3" || e.rule === "IA1 12.33")) push(assault.data.fires, assaultFire(e, assault.data));
        else if (e.rule === "IA1 12.23") open("harassing-fire", { side: sideName(e.side), opportunity: null, ...fireFields(e) });
        else if (BOMBARDMENT_RULES.has(e.rule)) open("bombardment", { side: sideName(e.side), opportunity: null, ...fireFields(e) });
        else return false;
        return true;
      case "combined-first-shot":
        note(card("Note.combined-first-shot", { leader: name(e.leader), mgs: names(e.mgs, name) }), e.rule);
        return true;
      case "decapitated":
        open("decapitation", { side: sideName(e.side), leader: name(e.leader), leaderType: { i18n: `HEX_TACTICS.Leader.Type.${e.leaderType}`, text: e.leaderType }, turn: e.turn, turns: e.turns, rule: e.rule });
        return true;
      case "limber-checked":
        line("transport", {
          text: card(e.leader === null ? "Transport.limber-check" : "Transport.limber-check-helped", { unit: name(e.unit), leader: e.leader === null ? "" : name(e.leader) }),
          rule: e.rule,
          check: checkData(e),
        });
        return true;
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
        return true;
      case "mount-changed": {
        const key = e.rule === "IA1 15.52" ? "forced-remount" : e.mounted ? "mounted" : "dismounted";
        line("unit-action", { text: card(`UnitAction.${key}`, { unit: name(e.unit) }), rule: e.rule, check: null });
        return true;
      }
      case "special-spotted":
        line("unit-action", { text: card("UnitAction.special-spotted", { unit: name(e.unit), target: name(e.target) }), rule: e.rule, check: null });
        return true;
      default:
        return false;
    }
  };

  return seriesCards<IaBattle, IaEvent, IaCardKinds>(before, events, rolls, map, { rules: IA_SEQUENCE, event, finish: (data) => firstEditionBadges(data, before) });
}
