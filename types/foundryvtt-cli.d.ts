/** The two functions of @foundryvtt/foundryvtt-cli (which ships no types) that this repository uses. */
declare module "@foundryvtt/foundryvtt-cli" {
  interface PackOptions {
    /** NeDB instead of LevelDB. */
    nedb?: boolean;
    yaml?: boolean;
    log?: boolean;
  }
  export function compilePack(src: string, dest: string, options?: PackOptions & { recursive?: boolean }): Promise<void>;
  export function extractPack(src: string, dest: string, options?: PackOptions & { clean?: boolean }): Promise<void>;
}
