/**
 * A client setting holding a value for each world (V13 keeps client settings in the browser's storage, not per world:
 * the store keys and the entries held back are this world's), by key within the world.
 */
import { SYSTEM_ID } from "../constants";

/** The setting `name`'s values for this world, read and written by key (a key set to undefined is removed). */
export function worldEntries<T>(name: string) {
  const settings = () => game.settings as unknown as { get(ns: string, key: string): unknown; set(ns: string, key: string, value: unknown): Promise<unknown> };
  const worldId = (): string => (game as ReadyGame).world.id;
  const all = (): Record<string, Record<string, T>> => (settings().get(SYSTEM_ID, name) as Record<string, Record<string, T>> | undefined) ?? {};
  return {
    /** `init`: the setting, client-scoped and hidden. */
    register(): void {
      game.settings!.register(SYSTEM_ID, name as never, { scope: "client", config: false, type: Object, default: {} } as never);
    },
    /** This world's values. */
    read: (): Readonly<Record<string, T>> => ({ ...(all()[worldId()] ?? {}) }),
    /** Sets or removes (undefined) this world's values by key; nothing is written when nothing changes. */
    async write(changes: Readonly<Record<string, T | undefined>>): Promise<void> {
      const world: Record<string, T> = { ...(all()[worldId()] ?? {}) };
      let changed = false;
      for (const [key, value] of Object.entries(changes))
        if (value === undefined) changed = delete world[key] || changed;
        else [world[key], changed] = [value, true];
      if (changed) await settings().set(SYSTEM_ID, name, { ...all(), [worldId()]: world });
    },
  };
}
