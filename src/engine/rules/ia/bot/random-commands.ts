import { ScriptedDice } from "../../../core/dice";
import { runCommand, type AnswerPolicy } from "../../../core/engine";
import type { TerrainEffectsChart } from "../../../data/schemas/tec";
import { DIRECTIONS, distance } from "../../../hex";
import type { HexMap } from "../../../map";
import { activationScope } from "../activation/scope";
import { entryDue, entryOf, usableEdgeHexes } from "../../series/board-edge/edge";
import { gunsOf, isUnit } from "../artillery/plan";
import type { ActivationRoot } from "../commands/schema";
import { asSpotter, asTarget, sightFor } from "../commands/sight";
import { ia1Tec, ia2Tec } from "../data";
import { iaRuleset, type IaCommand } from "../ruleset";
import { faceOf, leadersAt, unitsAt, type IaBattle, type IaLeader, type IaUnit } from "../state";

type Piece = IaUnit | IaLeader;

const rulesets = new WeakMap<HexMap, WeakMap<TerrainEffectsChart, ReturnType<typeof iaRuleset>>>();

/** The engine for a map and chart, made once: the bot asks it which of its ideas the rules allow. */
function engineFor(map: HexMap, tec: TerrainEffectsChart): ReturnType<typeof iaRuleset> {
  const byTec = rulesets.get(map) ?? rulesets.set(map, new WeakMap()).get(map)!;
  return byTec.get(tec) ?? byTec.set(tec, iaRuleset(map, tec)).get(tec)!;
}

/**
 * A command for the battle as it stands, drawn from three numbers. Mostly one the rules allow — asked of the engine
 * itself, run without dice (a command that gets as far as rolling has passed every check) — and aimed: units that spot
 * enemies in range are activated to fire and fire at them, leaders lead units into it, moves close on the enemy, demoralized
 * pieces recover. Sometimes anything at all, so that refusals happen too. For soak tests, property tests and benchmarks;
 * answers to decisions are the caller's (`randomAnswers`). `tec`: the map's chart (default: the edition's).
 */
export function randomCommand(b: IaBattle, map: HexMap, [kind, x, y]: readonly [number, number, number], tec?: TerrainEffectsChart): IaCommand {
  const chart = tec ?? (b.edition === "IA2" ? ia2Tec : ia1Tec);
  const bot = new Bot(b, map, chart, x, y);
  const aimed = kind % 10 < 8 ? bot.aimed(kind % 10) : null;
  return aimed ?? bot.anything(kind % 9);
}

/**
 * Answers a bot gives (`runAnswering`'s policy): opportunity fire more often than not, mostly with the largest group
 * offered; any option otherwise. `next` draws a number in [0, 1).
 */
export function randomAnswers(next: () => number): AnswerPolicy {
  return (request) => {
    const options = request.options;
    const any = () => options[Math.floor(next() * options.length)];
    if (request.kind !== "opportunity-fire" || options.length < 2 || next() >= 0.6) return { answer: any() };
    const groups = options.slice(1) as readonly (readonly string[])[];
    const largest = groups.reduce((a, g) => (g.length > a.length ? g : a));
    return { answer: next() < 0.7 ? largest : groups[Math.floor(next() * groups.length)] };
  };
}

class Bot {
  private readonly active: string;
  private readonly enemy: string;
  private readonly mine: Piece[];

  constructor(
    private readonly b: IaBattle,
    private readonly map: HexMap,
    private readonly tec: TerrainEffectsChart,
    private readonly x: number,
    private readonly y: number,
  ) {
    this.active = b.impulses?.active ?? b.sides[x % 2]!.id;
    this.enemy = b.sides[0].id === this.active ? b.sides[1].id : b.sides[0].id;
    this.mine = [...b.units.values(), ...b.leaders.values()].filter((p) => p.side === this.active && p.hex !== null);
  }

  /** `xs` from a place the numbers choose, round. */
  private rotate<T>(xs: readonly T[]): T[] {
    const at = xs.length ? this.x % xs.length : 0;
    return [...xs.slice(at), ...xs.slice(0, at)];
  }

  /** The first of `commands` the rules allow (no more than `tries` asked). */
  private firstAllowed(commands: readonly IaCommand[], tries = 8): IaCommand | null {
    const ia = engineFor(this.map, this.tec);
    for (const c of commands.slice(0, tries)) if (runCommand(ia, this.b, c, new ScriptedDice([])).status !== "refused") return c;
    return null;
  }

  /** A command that fits the moment, or null when the bot finds none. */
  aimed(kind: number): IaCommand | null {
    const { b } = this;
    if (b.phase === "initiative") return this.artilleryPlan() ?? { type: "roll-initiative", side: this.active };
    if (b.phase !== "action") return null;
    const a = b.activation;
    if (a === null) {
      // IA1 14.3, 3.0 C: demoralized pieces act (to recover) before their side may pass.
      const shaken = this.mine.filter((p) => p.status === "demoralized" && !p.movedFired);
      if (shaken.length) return this.firstAllowed(this.rotate(shaken).map((p) => this.activate({ piece: p.id }, { [p.id]: "move" })));
      // IA1 17.2: now and then the initiative winner saves a segment, or uses the one he saved.
      const saved = kind % 2 ? this.firstAllowed([{ type: "save-segment", side: this.active }, { type: "use-saved-segment", side: this.active }]) : null;
      if (saved) return saved;
      if (kind === 7) return { type: "pass", side: this.active };
      return kind < 4 ? this.activateToFire() : this.activateToMove(kind > 4);
    }
    if (a.side !== this.active) return null;
    const ready = Object.keys(a.pieces).filter((id) => {
      const p = b.units.get(id) ?? b.leaders.get(id);
      return p !== undefined && (p.hex !== null || entryOf(b, id) !== undefined) && !p.movedFired && !a.done.includes(id);
    });
    const recovering = ready.filter((id) => a.pieces[id]!.action === "move" && (b.units.get(id) ?? b.leaders.get(id))?.status !== "good");
    const command =
      this.assault(kind % 3 === 0) ??
      (kind % 4 === 1 ? this.consolidate(ready.filter((id) => a.pieces[id]!.action === "move" && a.pieces[id]!.ledBy !== null)) : null) ??
      (recovering.length && kind % 2 ? this.firstAllowed(recovering.map((piece) => ({ type: "recover", side: this.active, piece }))) : null) ??
      this.fire(ready.filter((id) => a.pieces[id]!.action === "fire")) ??
      (kind < 7 ? this.move(ready.filter((id) => a.pieces[id]!.action === "move")) : null);
    return command ?? { type: "end-activation", side: this.active };
  }

  /**
   * IA1 12.4, 12.5, 12.61: the assault owed in a hex its units entered, by all its pieces there; if `optional`, also one
   * by its activated pieces in any assault hex (now and then with Cold Steel).
   */
  private assault(optional: boolean): IaCommand | null {
    const { b } = this;
    const a = b.activation!;
    const hexes = new Set(a.assaultsOwed ?? []);
    const contested = (h: number) => unitsAt(b, h).some((u) => u.side === this.enemy && u.kind !== "TRANSPORT" && u.carriedBy === null);
    if (optional) for (const id of Object.keys(a.pieces)) for (const h of [(b.units.get(id) ?? b.leaders.get(id))?.hex ?? null]) if (h !== null && contested(h)) hexes.add(h);
    const ideas: IaCommand[] = [];
    for (const at of hexes) {
      const units = unitsAt(b, at).filter((u) => u.side === this.active && u.kind !== "TRANSPORT" && u.carriedBy === null).map((u) => u.id);
      const leaders = leadersAt(b, at).filter((l) => l.side === this.active && a.pieces[l.id] && !l.movedFired && l.status !== "demoralized").map((l) => l.id);
      ideas.push({ type: "assault", side: this.active, at, units, leaders });
      if (optional) ideas.push({ type: "assault", side: this.active, at, units: units.filter((id) => a.pieces[id]), leaders: leaders.filter((id) => a.pieces[id]), coldSteel: this.y % 3 === 0 });
    }
    return this.firstAllowed(ideas);
  }

  /**
   * IA1 9.1, 9.11: before play, the Artillery Plan of a side with artillery that has none: off-board factors and guns
   * with an enemy in range fire at enemy hexes on alternate turns as ammunition allows (now and then smoke, where the
   * scenario allows it); other guns and mortars take Open Sights, guns off the map Move.
   */
  private artilleryPlan(): IaCommand | null {
    const { b, map, x, y } = this;
    const s = b.sides.find((s) => s.artillery && !b.plans?.[s.id]);
    if (!s?.artillery || b.turn !== 1 || b.initiative !== null) return null;
    const targets = [...b.units.values(), ...b.leaders.values()].filter((p) => p.side !== s.id && p.hex !== null && !p.hidden).map((p) => p.hex!);
    const missions: Extract<IaCommand, { type: "write-artillery-plan" }>["missions"] = {};
    for (const [id, g] of gunsOf(b, s.id)) {
      const hexes = isUnit(g) ? (g.hex === null ? [] : targets.filter((h) => distance(map.hexAt(h), map.hexAt(g.hex!)) <= faceOf(g).range)) : targets;
      if (isUnit(g) && g.hex === null) missions[id] = { mission: "move", to: map.indexOfOffset(0, 0) };
      else if (isUnit(g) && (g.kind === "MORTAR" || !hexes.length || x % 3 === 0)) missions[id] = { mission: "open-sights" };
      else {
        let fires = 0;
        const turns = Array.from({ length: b.lastTurn }, (_, i) => {
          if (!hexes.length || (i + x) % 2 || fires >= (s.artillery!.ammunition ?? Infinity)) return null;
          fires++;
          return { at: hexes[(x + y + i) % hexes.length]!, ...(s.artillery!.smoke && (y + i) % 5 === 0 ? { smoke: true as const } : {}) };
        });
        missions[id] = { mission: "planned-fire", turns };
      }
    }
    return { type: "write-artillery-plan", side: s.id, missions };
  }

  /** IA1 9.12: a gun with an Open Sights mission on its side's plan. */
  private onOpenSights(u: IaUnit): boolean {
    return this.b.plans?.[u.side]?.missions[u.id]?.mission === "open-sights";
  }

  private activate(root: ActivationRoot, pieces: Record<string, "move" | "fire">): IaCommand {
    return { type: "activate", side: this.active, root, pieces };
  }

  /** The enemy units on the board (IA1 16.5: not hidden), round from a place the numbers choose. */
  private enemyUnits(): string[] {
    return this.rotate([...this.b.units.values()].filter((u) => u.side === this.enemy && u.hex !== null && !u.hidden).map((u) => u.id));
  }

  /** The enemy pieces on the board each hex holds, for targets. */
  private enemyHexes(): number[] {
    const hexes = new Set<number>();
    for (const pieces of [this.b.units, this.b.leaders]) for (const p of pieces.values()) if (p.side === this.enemy && p.hex !== null && !p.hidden) hexes.add(p.hex);
    return [...hexes];
  }

  /**
   * Target hexes `u` may fire at (IA1 7.31, 8.1): in range and holding an enemy piece on the board it spots; those with
   * leaders first (6.7 casualty rolls, 6.71 lone leaders lost), then the nearest.
   */
  private targetsOf(u: IaUnit, hexes: readonly number[]): number[] {
    const sight = sightFor({ state: this.b, map: this.map, tec: this.tec });
    const d = (h: number) => sight.distance(u.hex!, h);
    const leaders = (h: number) => leadersAt(this.b, h).some((l) => l.side === this.enemy);
    return hexes
      .filter((h) => d(h) <= faceOf(u).range && [...unitsAt(this.b, h), ...leadersAt(this.b, h)].some((p) => p.side === this.enemy && !p.hidden && sight.canSpot(asSpotter(u), asTarget(p))))
      .sort((g, h) => Number(leaders(h)) - Number(leaders(g)) || d(g) - d(h));
  }

  /** Units of the side that could fire now (IA1 7.2, 7.33, 14.3) with a target in sight. */
  private shooters(): { u: IaUnit; targets: number[] }[] {
    const hexes = this.enemyHexes();
    return this.mine
      .filter((p): p is IaUnit => "kind" in p && (faceOf(p).direct > 0 || this.onOpenSights(p)) && p.status !== "demoralized" && !p.movedFired && !p.oppFire && p.carriedBy === null && !p.limbered)
      .map((u) => ({ u, targets: this.targetsOf(u, hexes) }))
      .filter((s) => s.targets.length > 0);
  }

  /** IA1 3.1–3.2: a unit with a target activated to fire, alone, with its stack, or by a leader with those he reaches. */
  private activateToFire(): IaCommand | null {
    const shooters = this.rotate(this.shooters());
    const able = new Set(shooters.map((s) => s.u.id));
    const ideas: IaCommand[] = [];
    for (const { u } of shooters.slice(0, 3)) {
      const byLeader = this.mine.filter((l): l is IaLeader => "leaderType" in l && !l.movedFired && distance(this.map.hexAt(l.hex!), this.map.hexAt(u.hex!)) <= 1);
      for (const l of byLeader) {
        const scope = [...activationScope(this.b, this.map, this.active, { leader: l.id }).keys()].filter((id) => able.has(id) || id === l.id);
        if (scope.includes(u.id)) ideas.push(this.activate({ leader: l.id }, Object.fromEntries(scope.map((id) => [id, "fire" as const]))));
      }
      ideas.push(this.activate({ stack: u.hex! }, Object.fromEntries([...able].filter((id) => this.b.units.get(id)!.hex === u.hex).map((id) => [id, "fire" as const]))));
      ideas.push(this.activate({ piece: u.id }, { [u.id]: "fire" }));
    }
    return this.firstAllowed(this.x % 3 ? ideas : this.rotate(ideas));
  }

  /** IA1 10.2, 7.32, 6.5: the designated units fire, together where they share a hex, with a designated leader beside them. */
  private fire(designated: readonly string[]): IaCommand | null {
    const units = designated.map((id) => this.b.units.get(id)).filter((u): u is IaUnit => u !== undefined && u.hex !== null);
    if (!units.length) return null;
    const leaders = designated.filter((id) => this.b.leaders.has(id));
    const hexes = this.enemyHexes();
    const ideas: IaCommand[] = [];
    for (const u of this.rotate(units).slice(0, 3)) {
      // IA1 10.3: a gun on Open Sights fires alone, on the Bombardment Table.
      if (this.onOpenSights(u)) {
        for (const at of this.targetsOf(u, hexes).slice(0, 2)) ideas.push({ type: "open-sights-fire", side: this.active, firer: u.id, at });
        continue;
      }
      const here = units.filter((v) => v.hex === u.hex).map((v) => v.id);
      const near = leaders.filter((l) => distance(this.map.hexAt(this.b.leaders.get(l)!.hex!), this.map.hexAt(u.hex!)) <= 1);
      for (const at of this.targetsOf(u, hexes).slice(0, 2)) {
        if (near.length) ideas.push({ type: "direct-fire", side: this.active, firers: here, leaders: near.slice(0, 1), at });
        ideas.push({ type: "direct-fire", side: this.active, firers: here, at });
        if (here.length > 1) ideas.push({ type: "direct-fire", side: this.active, firers: [u.id], at });
      }
    }
    return this.firstAllowed(ideas);
  }

  /** IA1 3.1–3.2, 5.5: a stack, or a leader with the units he reaches, activated to move (towards the enemy with a leader). */
  private activateToMove(withLeader: boolean): IaCommand | null {
    // IA1 16.41: pieces whose turn to enter has come activate like those on the board.
    const due = [...this.b.units.values(), ...this.b.leaders.values()].filter((p) => p.side === this.active && entryDue(this.b, p.id));
    const free = this.rotate([...this.mine, ...due].filter((p) => !p.movedFired && !("oppFire" in p && p.oppFire) && p.status !== "demoralized"));
    const ideas: IaCommand[] = [];
    for (const p of free.slice(0, 4)) {
      if ("leaderType" in p && withLeader) {
        const scope = [...activationScope(this.b, this.map, this.active, { leader: p.id }).keys()];
        ideas.push(this.activate({ leader: p.id }, Object.fromEntries(scope.map((id) => [id, "move" as const]))));
      }
      // IA1 17.3: now and then a unit out of the enemy's sight moves strategically.
      if ("kind" in p && this.y % 3 === 0) ideas.push({ type: "activate", side: this.active, root: { piece: p.id }, pieces: { [p.id]: { action: "move", strategic: true } } });
      ideas.push(this.activate({ piece: p.id }, { [p.id]: "move" }));
    }
    return this.firstAllowed(withLeader ? ideas : this.rotate(ideas));
  }

  /** IA1 5.2, 6.4: a designated piece steps one hex, nearer the enemy if it can, with the leaders who led it there. */
  private move(designated: readonly string[]): IaCommand | null {
    const a = this.b.activation!;
    const enemies = this.enemyHexes();
    const ideas: IaCommand[] = [];
    for (const id of this.rotate(designated).slice(0, 2)) {
      const p = (this.b.units.get(id) ?? this.b.leaders.get(id))!;
      // IA1 16.41, 16.43: an off-board piece enters by a hex it may use.
      const entry = entryOf(this.b, id);
      if (entry) for (const to of usableEdgeHexes(this.b, this.map, this.active, entry.hexes).hexes) ideas.push({ type: "move", side: this.active, piece: id, to });
      if (p.hex === null || p.status === "demoralized") continue;
      // IA1 16.42: now and then a unit in an exit hex leaves the board.
      if ("kind" in p && this.y % 3 === 2) ideas.push({ type: "exit-board", side: this.active, unit: id });
      const here = this.map.hexAt(p.hex);
      const nearest = (h: number) => Math.min(Infinity, ...enemies.map((e) => distance(this.map.hexAt(h), this.map.hexAt(e))));
      const steps = DIRECTIONS.map((d) => ({ q: here.q + d.q, r: here.r + d.r }))
        .filter((h) => this.map.contains(h))
        .map((h) => this.map.indexOf(h))
        .sort((g, h) => nearest(g) - nearest(h));
      const led = "kind" in p ? designated.filter((l) => this.b.leaders.get(l)?.hex === p.hex && a.pieces[id]!.ledBy === l) : [];
      // IA1 15.4, 15.51: now and then cavalry changes pieces instead of moving.
      if ("kind" in p && p.kind === "CAV" && this.y % 4 === 0) ideas.push({ type: p.mounted ? "dismount" : "mount", side: this.active, unit: id });
      // IA1 16.2: now and then a unit digs in where it stands instead.
      if ("kind" in p && this.y % 5 === 1) ideas.push({ type: "dig-in", side: this.active, unit: id });
      // IA2 7.3: now and then a special spotter first marks an enemy unit it may know.
      if ("kind" in p && p.specialSpotting && this.b.edition === "IA2" && this.y % 2 === 0) ideas.unshift(...this.enemyUnits().slice(0, 2).map((target): IaCommand => ({ type: "special-spot", side: this.active, unit: id, target })));
      for (const to of this.x % 4 ? steps : this.rotate(steps)) ideas.push({ type: "move", side: this.active, piece: id, to, ...(led.length ? { with: led } : {}) });
    }
    return this.firstAllowed(ideas, 10);
  }

  /** IA1 17.1: two of the designated movers consolidate (the rules say which pairs may). */
  private consolidate(movers: readonly string[]): IaCommand | null {
    const pairs = movers.flatMap((unit) => movers.filter((other) => other !== unit).map((other): IaCommand => ({ type: "consolidate", side: this.active, unit, with: other })));
    return this.firstAllowed(pairs, 4);
  }

  /** Any command at all, as the numbers fall (refusals included). */
  anything(kind: number): IaCommand {
    const { b, map, x, y } = this;
    const ids = [...b.units.keys(), ...b.leaders.keys()];
    const side = x % 11 === 0 ? this.enemy : this.active;
    const pick = <T>(xs: readonly T[]) => xs[y % xs.length]!;
    const hexOf = (id: string) => (b.units.get(id) ?? b.leaders.get(id))?.hex ?? map.indexOfOffset(0, 0);
    const activated = b.activation ? Object.keys(b.activation.pieces) : null;
    switch (kind) {
      case 0:
        if (b.phase === "initiative" && x % 5 === 0) return { type: "write-artillery-plan", side, missions: Object.fromEntries(this.rotate(ids).slice(0, 1 + (y % 3)).map((id) => [id, { mission: "open-sights" }])) };
        return b.phase === "initiative" ? { type: "roll-initiative", side: this.active } : { type: "pass", side };
      case 1:
        if (x % 4 === 1) return { type: (["save-segment", "use-saved-segment"] as const)[y % 2]!, side };
        if (x % 4 === 2) return { type: "consolidate", side, unit: pick(activated ?? ids), with: (activated ?? ids)[(y + 1) % (activated ?? ids).length]! };
        return { type: "end-activation", side };
      case 2: {
        const root = this.mine.length ? pick(this.mine).id : pick(ids);
        const via = b.leaders.has(root) ? { leader: root } : { piece: root };
        const reach = [...activationScope(b, map, this.active, via).keys()].filter((_, i) => i === 0 || (x >> i) & 1);
        const chosen = x % 7 === 0 ? [...reach, pick(ids)] : reach;
        return { type: "activate", side, root: via, pieces: Object.fromEntries(chosen.map((id) => [id, x % 3 ? "move" : "fire"])) };
      }
      case 3: {
        const firers = activated?.filter((id) => b.units.has(id)) ?? [pick(ids)];
        if (x % 4 === 2) return { type: "open-sights-fire", side, firer: firers[0] ?? pick(ids), at: hexOf(pick(ids)) };
        if (x % 4 === 0) return { type: "assault", side, at: hexOf(pick(ids)), units: firers.slice(0, 1 + (x % 3)), coldSteel: x % 8 === 0 };
        return { type: "direct-fire", side, firers: firers.slice(0, 1 + (x % 2)), at: hexOf(pick(ids)) };
      }
      case 4:
        if (x % 3 === 1) return { type: "special-spot", side, unit: pick(activated ?? ids), target: ids[(y + 1) % ids.length]! };
        return { type: "recover", side, piece: pick(activated ?? ids) };
      case 7:
        return { type: (["limber", "unlimber", "mount", "dismount", "dig-in", "exit-board"] as const)[x % 6]!, side, unit: pick(activated ?? ids) };
      case 8: {
        const pieces = activated ?? ids;
        const transport = pick(pieces.filter((id) => b.units.get(id)?.kind === "TRANSPORT").concat(pieces.slice(0, 1)));
        return x % 2 ? { type: "load", side, transport, unit: pick(pieces) } : { type: "unload", side, transport, unlimber: x % 3 === 0 };
      }
      default: {
        const id = pick(activated ?? ids);
        const here = map.hexAt(hexOf(id));
        const d = DIRECTIONS[x % 6]!;
        const next = map.indexOf({ q: here.q + d.q, r: here.r + d.r });
        const to = kind === 6 ? map.indexOfOffset(x % map.columns, y % map.rows) : next;
        return { type: "move", side, piece: id, to: to >= 0 && map.contains(map.hexAt(to)) ? to : hexOf(id) };
      }
    }
  }
}
