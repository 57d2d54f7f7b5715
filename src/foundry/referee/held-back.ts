/**
 * Where the referee keeps the entries it holds back (sealed-journal.ts): a client setting — the browser's own storage,
 * never sent to the server — holding, for each world and battle, the entries sealed and the page they follow (format 2:
 * the entries sealed alone). A reload in this browser reads them back; another GM's browser taking over the table has
 * only what was written to the store.
 */
import { worldEntries } from "./browser-setting";
import type { HeldBack, HeldBackStore } from "./sealed-journal";
import { isSealed, type Sealed } from "./sealed";

const setting = worldEntries<HeldBack | Sealed>("refereeHeldBack");

/** `init`: the client setting holding them. */
export const registerHeldBack = (): void => setting.register();

/** This browser's entries held back, for this world. */
export const browserHeldBack: HeldBackStore = {
  get(battle) {
    const held = setting.read()[battle];
    if (isSealed(held)) return held;
    return held && typeof held.after === "number" && isSealed(held.sealed) ? held : undefined;
  },
  set: (battle, held) => setting.write({ [battle]: held ?? undefined }),
  dropped(battle, entries) {
    if (entries === null) {
      console.error(`hex-tactics | battle ${battle}: the changes an earlier version held back in this browser do not open; dropped`);
      ui.notifications?.error(game.i18n!.format("HEX_TACTICS.Referee.held-back-unopened", { battle }), { permanent: true });
      return;
    }
    console.error(`hex-tactics | battle ${battle}: ${entries} change(s) held back in this browser follow a page the store has moved on from; dropped`);
    ui.notifications?.error(game.i18n!.format("HEX_TACTICS.Referee.held-back-dropped", { battle, count: String(entries) }), { permanent: true });
  },
};
