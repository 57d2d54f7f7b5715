/**
 * The campaign journal a side's players read (RP 11.x): the day and its segment, each side's casualty list of the day
 * (RP 11.01), its recoveries and reinforcements to place (RP 11.12, 11.532), its captured units (RP 11.531) and those
 * lost for the campaign (RP 11.533), its positions, the days' arrivals to come (RP 11.11), and the night-attack counters
 * (RP 11.521): only whether each is down until both are revealed, then what each said.
 *
 * It is read from a side's VIEW of the battle (`rpViews.state`, what the referee's `view` reply holds), never from the
 * battle itself; and it shows no counter's face before the reveal, its own side's neither, so what it says depends on
 * nothing secret and may be written where every client reads it.
 */
import type { HexMap } from "../../../../engine/map";
import { casualties } from "../../../../engine/rules/rp/campaign/casualties";
import { placingUnit } from "../../../../engine/rules/rp/campaign/placing";
import { CAMPAIGN_SEGMENTS, type Campaign } from "../../../../engine/rules/rp/campaign/state";
import { rpHexLabel } from "../../../../engine/rules/rp/map/labels";
import { controllerOf, exitsCounted } from "../../../../engine/rules/rp/sequence/victory";
import type { RpBattle } from "../../../../engine/rules/rp/state";
import { phrase, type Phrase } from "../../../i18n";

const KEY = "HEX_TACTICS.RP.Campaign";

export interface JournalSide {
  readonly name: string;
  readonly role: Phrase;
  /** The side whose journal this is. */
  readonly own: boolean;
  readonly casualties: readonly string[];
  readonly toPlace: readonly { readonly name: string; readonly how: Phrase }[];
  readonly captured: readonly string[];
  readonly lost: readonly string[];
  readonly positions: readonly { readonly name: string; readonly hex: string; readonly face: Phrase; readonly inFieldworks: boolean }[];
  readonly objectives: Phrase | null;
  readonly arriving: readonly { readonly day: number; readonly names: string }[];
}

export interface CampaignJournal {
  readonly title: Phrase;
  readonly segment: Phrase;
  readonly sides: readonly JournalSide[];
  /** RP 11.521: `later` (not tonight yet), `choosing` (who has laid a counter down), `revealed` (what each said). */
  readonly night: { readonly status: Phrase; readonly sides: readonly { readonly name: string; readonly counter: Phrase }[] };
}

const nightAttackAt = CAMPAIGN_SEGMENTS.indexOf("night-attack");

/** RP 11.521: each counter as `side`'s journal tells it — down or not while the sides choose, yes or no once revealed. */
function nightCounters(view: RpBattle, c: Campaign): CampaignJournal["night"] {
  const at = CAMPAIGN_SEGMENTS.indexOf(c.segment);
  if (at < nightAttackAt) return { status: phrase(`${KEY}.Night.later`), sides: [] };
  const revealed = at > nightAttackAt;
  return {
    status: phrase(`${KEY}.Night.${revealed ? "revealed" : "choosing"}`),
    sides: view.sides.map((s) => ({
      name: s.name,
      counter: phrase(`${KEY}.Night.${revealed ? (c.nightAttacked[s.id] === c.day ? "yes" : "no") : c.sealed.some((x) => x.side === s.id) ? "down" : "waiting"}`),
    })),
  };
}

/** The journal of `side`, from its view of a campaign battle on `map` (null: the battle is no campaign). */
export function rpCampaignJournal(view: RpBattle, side: string, map: HexMap): CampaignJournal | null {
  const c = view.campaign;
  if (!c) return null;
  const name = (id: string) => view.units[id]?.name ?? id;
  const victory = view.scenario.victory;
  const objectives = victory && victory.kind !== "exit" ? [...new Set(victory.hexes)] : null;
  const sides = view.sides.map((s): JournalSide => {
    const mine = (id: string) => view.units[id]?.side === s.id;
    const arriving = new Map<number, string[]>();
    for (const [, r] of Object.entries(c.reserve)) if (r.unit.side === s.id && r.day > c.day) arriving.set(r.day, [...(arriving.get(r.day) ?? []), r.unit.name]);
    for (const [, r] of Object.entries(c.reserveOma)) if (r.group.side === s.id && r.day > c.day) arriving.set(r.day, [...(arriving.get(r.day) ?? []), r.group.name]);
    return {
      name: s.name,
      role: phrase(`${KEY}.${s.id === c.attacker ? "attacker" : "defender"}`),
      own: s.id === side,
      casualties: casualties(view, s.id).map(name),
      toPlace: c.toPlace.filter((p) => p.side === s.id).map((p) => ({ name: placingUnit(view, p).name, how: phrase(`${KEY}.${p.hexes === null ? "recovery" : "reinforcement"}`) })),
      captured: Object.entries(view.units).flatMap(([id, u]) => (u.side === s.id && u.status === "captured" ? [u.name] : [])),
      lost: c.lost.filter(mine).map(name),
      positions: Object.values(view.units)
        .filter((u) => u.side === s.id && u.status === "on-map")
        .map((u) => ({ name: u.name, hex: rpHexLabel(map, u.hex!), face: phrase(`${KEY}.Face.${u.face}`), inFieldworks: u.in !== null }))
        .sort((x, y) => x.hex.localeCompare(y.hex) || x.name.localeCompare(y.name)),
      objectives: objectives
        ? phrase(`${KEY}.objectives`, { held: objectives.filter((h) => controllerOf(view, h) === s.id).length, of: objectives.length })
        : // RP 10.3: a victory by exiting the map counts the listed side's exits.
          victory?.kind === "exit" && victory.side === s.id
          ? phrase(`${KEY}.exited`, { exited: exitsCounted(view, victory), of: victory.count })
          : null,
      arriving: [...arriving].sort(([x], [y]) => x - y).map(([day, names]) => ({ day, names: names.join(", ") })),
    };
  });
  return {
    title: phrase(`${KEY}.title`, { day: c.day, days: c.days, date: view.scenario.date }),
    segment: phrase(`${KEY}.Segment.${c.segment}`),
    sides,
    night: nightCounters(view, c),
  };
}
