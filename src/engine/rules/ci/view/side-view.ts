import { byHandle, type Presence } from "../../../core/presence";
import type { PrivateLayer } from "../../../core/private-layer";
import type { SideViews } from "../../../core/side-views";
import { SECRECY } from "../events/apply";
import type { CiEvent } from "../events/schema";
import { onlooker, renamed, type Secrecy } from "../events/secrecy";
import type { CiActivation, CiBattle, CiBlock, UnknownBlock } from "../state";
import { isHidden } from "../state/block";
import { poolsSeen } from "../solitaire/pools";
import { blockLabelWords, strengthTurn } from "./label";

const hiddenFrom = (k: CiBlock, side: string): boolean => k.side !== side && isHidden(k);

/** The activation as the other side knows it: the blocks it sees act, nothing of the commands it cannot see. */
function activationSeen(a: CiActivation, b: CiBattle, side: string): CiActivation {
  if (a.side === side) return a;
  const seen = (id: string) => !hiddenFrom(b.blocks[id]!, side);
  const o = onlooker(b, side);
  return {
    ...a,
    commanded: Object.fromEntries(Object.entries(a.commanded).filter(([id]) => seen(id))),
    weaponCommanded: false,
    chqCommands: 0,
    noCommandPassed: [],
    movers: Object.fromEntries(Object.entries(a.movers).filter(([id]) => seen(id))),
    assaults: a.assaults.map((s) => renamed(s, o)),
  };
}

/**
 * What a side may know of a Combat Infantry battle (CI 1.x Blocks): its own blocks in full, the other side's face-up
 * blocks in full (their labels are shown), and of the other side's hidden blocks only where they stand, whose they are,
 * how they lie and whether they have acted — each known by its handle, listed by handle (`unknown`); of its chit-pull
 * pools only their sizes (CI 10.x Solitaire: face-down, `pools`). Never the salt.
 */
export function ciSideView(b: CiBattle, side: string): CiBattle {
  const blocks: Record<string, CiBlock> = {};
  const unknown: UnknownBlock[] = [];
  for (const id in b.blocks) {
    const k = b.blocks[id]!;
    if (k.side !== side && k.status === "pool") continue;
    if (hiddenFrom(k, side)) unknown.push({ ref: k.handle!, side: k.side, hex: k.hex!, orientation: k.orientation as UnknownBlock["orientation"], acted: k.acted });
    else blocks[id] = k;
  }
  unknown.sort((x, y) => byHandle(x.ref, y.ref));
  const { salt: _salt, ...open } = b;
  const pools = poolsSeen(b);
  return { ...open, blocks, unknown, ...(pools.length ? { pools } : {}), activation: b.activation && activationSeen(b.activation, b, side) };
}

/** An event as `side` sees it, judged on the battle just before it (events/secrecy.ts). */
export function ciEventSeen(b: CiBattle, e: CiEvent, side: string): CiEvent | null {
  const secrecy = SECRECY.get(e.type) as Secrecy<CiEvent> | undefined;
  const o = onlooker(b, side);
  if (secrecy === undefined) throw new Error(`the Combat Infantry event "${e.type}" does not say who may see it`);
  if (typeof secrecy === "function") return secrecy(e, o);
  if (secrecy === "owner") {
    const block = (e as { block?: string }).block;
    if (block !== undefined && o.hidden(block)) return null;
  }
  return renamed(e, o);
}

/** What every side knows of the board: each block on the map and whose it is; a hidden one only by its handle. */
export function ciPresence(b: CiBattle): Presence[] {
  const shown: Presence[] = [];
  const hidden: Presence[] = [];
  for (const id in b.blocks) {
    const k = b.blocks[id]!;
    if (k.status !== "on-map" || k.hex === null) continue;
    if (isHidden(k)) hidden.push({ what: "piece", ref: k.handle!, side: k.side, concealed: true, hex: k.hex });
    else shown.push({ what: "piece", ref: id, side: k.side, hex: k.hex });
  }
  return [...shown, ...hidden.sort((x, y) => byHandle(x.ref, y.ref))];
}

/** What a side alone sees: its hidden blocks' labels over their backs, turned to their strength (CI 1.x Blocks). */
export function ciPrivateLayer(b: CiBattle, side: string): PrivateLayer {
  const pieces = Object.entries(b.blocks)
    .filter(([, k]) => k.side === side && isHidden(k))
    .map(([id, k]) => ({ hex: k.hex!, ref: k.handle!, label: blockLabelWords(b, id), turn: strengthTurn(b, id) }));
  pieces.sort((x, y) => byHandle(x.ref, y.ref));
  return { pieces, markers: [], hexes: [] };
}

export const ciViews: SideViews<CiBattle, CiEvent, CiBattle> = { state: ciSideView, event: ciEventSeen };
