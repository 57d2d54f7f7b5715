/**
 * Where the referee keeps the entries it holds back (sealed-journal.ts): a client setting — the browser's own storage,
 * never sent to the server — holding, for each world and battle, the entries sealed. A reload in this browser reads
 * them back; another GM's browser taking over the table has only what was written to the store.
 */
import { SYSTEM_ID } from "../constants";
import type { HeldBackStore } from "./sealed-journal";
import { isSealed, type Sealed } from "./sealed";

export const HELD_BACK_SETTING = "refereeHeldBack" as const;

/** World id → battle → its entries held back, sealed. */
type HeldBack = Record<string, Record<string, Sealed>>;

declare global {
  interface SettingConfig {
    "hex-tactics.refereeHeldBack": HeldBack;
  }
}

/** `init`: the client setting holding them. */
export function registerHeldBack(): void {
  game.settings!.register(SYSTEM_ID, HELD_BACK_SETTING, { scope: "client", config: false, type: Object, default: {} });
}

const worldId = (): string => (game as ReadyGame).world.id;
const all = (): HeldBack => (game.settings!.get(SYSTEM_ID, HELD_BACK_SETTING) as HeldBack | undefined) ?? {};

/** This browser's entries held back, for this world. */
export const browserHeldBack: HeldBackStore = {
  get(battle) {
    const sealed = all()[worldId()]?.[battle];
    return isSealed(sealed) ? sealed : undefined;
  },
  async set(battle, sealed) {
    const world = { ...(all()[worldId()] ?? {}) };
    if (sealed === null) {
      if (!(battle in world)) return;
      delete world[battle];
    } else world[battle] = sealed;
    await game.settings!.set(SYSTEM_ID, HELD_BACK_SETTING, { ...all(), [worldId()]: world });
  },
};
