import { Refusal, refuseUnless } from "../../../core/refusal";
import type { CiCommand } from "../commands/schema";
import type { CiContext } from "../context";
import { coreSay } from "../core-text";
import { resolveAssaults } from "../assault/resolve";
import { clearHalfHits } from "../fire/hits";
import { hexsideFeaturesOf, hexsideTerrain } from "../map/hexside-terrain";
import { controlOf } from "../movement/control";
import type { CiActivation } from "../state/activation";
import { blockNamed } from "../state/handles";
import { activeSide, isHq } from "../state/lookups";
import { sameHexside } from "../state/markers";
import { reveal } from "../view/reveal";
import { say as solitaireSay } from "../solitaire/text";
import { eliminateOverstacked } from "./overstack";
import { say } from "./text";

const ACTIVATION = "CI 4.x HQ Activation";
const ROADS = ["road-paved", "road-unpaved"];

/** The activation of `side` in progress, or a refusal. */
export function activationOf(ctx: CiContext, side: string): CiActivation {
  const b = ctx.state;
  refuseUnless(b.phase !== "ended", "CI 10.x Victory", coreSay("ci.battle-over"));
  refuseUnless(b.activation !== null, "CI 1.x Commands", say("ci.no-activation"));
  refuseUnless(b.activation.side === side, "CI 1.x Game Turns", say("ci.not-active", { side: b.activation.side }));
  return b.activation;
}

/** CI 4.x HQ Activation: "HQs can only deploy to friendly hexes via road or clear hexsides" (a road over a blown bridge is none). */
function deployHexside(ctx: CiContext, a: number, to: number): boolean {
  const features = hexsideFeaturesOf(ctx.map, a, to);
  const road = features.some((f) => ROADS.includes(f)) && !ctx.state.markers.destroyedBridges.some((h) => sameHexside(h, [a, to]));
  return road || (features.length === 0 && hexsideTerrain(ctx.map, a, to) === "ht-clear");
}

/**
 * CI 1.x Commands, CI 4.x HQ Activation: the active side activates an HQ of a company that has not activated this
 * Player Turn and that has not activated this Game Turn (ruling R2); it may deploy one hex into an adjacent friendly
 * hex across a road or clear hexside (it may overstack), then turns face-up, and its commands begin.
 */
export function activate(ctx: CiContext, c: Extract<CiCommand, { type: "activate" }>): void {
  const b = ctx.state;
  refuseUnless(b.phase !== "ended", "CI 10.x Victory", coreSay("ci.battle-over"));
  refuseUnless(activeSide(b) === c.side, "CI 1.x Game Turns", say("ci.not-active", { side: activeSide(b)! }));
  refuseUnless(b.activation === null, "CI 1.x Commands", say("ci.activation-under-way"));
  refuseUnless(!b.options.chitPull, "CI 10.x Solitaire", solitaireSay("ci.chit-pull-activates"));
  const id = blockNamed(b, c.side, c.hq);
  if (id === undefined) throw new Refusal(ACTIVATION, coreSay("ci.not-your-block", { block: c.hq }));
  const k = b.blocks[id]!;
  refuseUnless(isHq(b, id) && k.company !== null, ACTIVATION, say("ci.not-hq", { block: c.hq }));
  const company = k.company;
  refuseUnless(!b.companiesDone.includes(company), "CI 1.x Commands", say("ci.company-done", { company }));
  refuseUnless(!k.hqActivated, "CI 1.x Commands", say("ci.hq-activated", { block: c.hq }));
  if (c.deploy !== undefined) {
    const from = k.hex!;
    refuseUnless(c.deploy !== from && ctx.map.around(from).includes(c.deploy), ACTIVATION, say("ci.deploy-not-adjacent"));
    refuseUnless(deployHexside(ctx, from, c.deploy), ACTIVATION, say("ci.deploy-hexside"));
    refuseUnless(controlOf(b, ctx.map, c.deploy) === c.side, ACTIVATION, say("ci.deploy-not-friendly"));
    ctx.emit({ type: "hq-deployed", block: id, to: c.deploy, rule: ACTIVATION });
  }
  startActivation(ctx, c.side, id);
}

/** CI 4.x HQ Activation: HQ `id` of `side` turns face-up and its commands begin (CI 10.x Solitaire: a drawn HQ too). */
export function startActivation(ctx: CiContext, side: string, id: string): void {
  reveal(ctx, id, "hq", ACTIVATION);
  ctx.emit({ type: "activation-begun", side, company: ctx.state.blocks[id]!.company!, hq: id, rule: ACTIVATION });
}

/** CI 4.x HQ Activation: "after all commands an active HQ has a normal action". */
export function endCommands(ctx: CiContext, c: Extract<CiCommand, { type: "end-commands" }>): void {
  const a = activationOf(ctx, c.side);
  refuseUnless(a.stage === "commands", ACTIVATION, say("ci.not-commands"));
  ctx.emit({ type: "activation-stage", stage: "hq-action", rule: ACTIVATION });
}

/**
 * CI 4.x HQ Activation, ruling R14: the activation ends — unpaired half-hits of both sides recovered (CI 6.7 Double
 * Defense), then the assaults fought (CI 9.x Assault Combat), then the overstacked blocks eliminated (CI 8.x Stacking
 * Limits); its company is done for this Player Turn.
 */
export function endActivation(ctx: CiContext, c: Extract<CiCommand, { type: "end-activation" }>): void {
  const a = activationOf(ctx, c.side);
  const b = ctx.state;
  clearHalfHits(ctx);
  if (a.assaults.length) ctx.emit({ type: "activation-stage", stage: "assaults", rule: "CI 9.x Assault Combat" });
  resolveAssaults(ctx);
  eliminateOverstacked(ctx);
  ctx.emit({ type: "activation-ended", side: a.side, company: a.company, rule: ACTIVATION });
}
