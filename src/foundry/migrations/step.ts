/** A migration: its version (the setting holds the last one run) and what it does; it returns how many documents failed. */
export interface MigrationStep {
  readonly version: number;
  readonly name: string;
  run(): Promise<number>;
}

