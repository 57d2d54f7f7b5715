/**
 * An optional capability a ruleset's table pieces bring to the referee (ports.ts `TablePieces.capabilities`; for
 * Infantry Attacks its sector command, rulesets/ia/sector-command/): requests of its own, a say on every command before
 * the GM's consent and before any die, a say on who is asked a decision, and a record of its own per battle, which the
 * referee keeps with the battle in its store (journal.ts: `snapshot.capabilities[id]`, entries `{ kind: "capability" }`).
 */
import type { z } from "zod";
import type { DecisionRequest } from "../../engine/core/decision";
import type { EngineCommand } from "../../engine/core/ruleset";
import type { Reply } from "./protocol";
import type { TablePlacement } from "./table-placement";

/** A battle as a capability sees it: the game (`G`: its ruleset's `TableGame`), its record of the battle, and where the battle lies in the world. */
export interface CapabilityBattle<R, G> {
  readonly game: G;
  readonly record: R;
  /** The battle's scene and grid placement (null: it has none). */
  readonly placement: TablePlacement | null;
}

/** A request being played: who asks, for which side, and how to change the record. */
export interface CapabilityRequest<R, G> extends CapabilityBattle<R, G> {
  readonly user: string;
  readonly gm: boolean;
  /** The side the request is played for. */
  readonly side: string;
  /** Keeps a new record: written to the store (held back: nobody else sees it), then in force. */
  keep(next: R): Promise<void>;
}

/** A command about to be played (each of a drag's, in order), for whom and by whom. */
export interface CapabilityVet<R, G> extends CapabilityBattle<R, G> {
  readonly user: string;
  readonly gm: boolean;
  readonly side: string;
}

export interface TableCapability<R, G, C extends EngineCommand = EngineCommand> {
  /** Its id, unique among capabilities (`<ruleset short>.<name>`): its record's key in the store. */
  readonly id: string;
  /** Its record of a battle: a battle begun has `empty()`; the store keeps `write(record)`, read back with `read`. */
  readonly record: {
    empty(): R;
    /** What the store kept (undefined: nothing); a record it cannot read is no record, logged. */
    read(json: unknown): R;
    write(record: R): unknown;
    /** The name its record had in a store's first format (a clear flag), read when the store is sealed. */
    readonly legacyKey?: string;
  };
  /** The request kinds it serves, each with its shape (checked before `handle`: a bad one is `referee.bad-message`). */
  readonly requests?: Readonly<Record<string, z.ZodType>>;
  handle?(request: CapabilityRequest<R, G>, json: { readonly kind: string }): Promise<Reply>;
  /** Before the GM's consent and any die: a refusal of the commands (one, or a drag's), or null. It decides whom it binds (a GM too, or not). */
  vet?(battle: CapabilityVet<R, G>, commands: readonly C[]): Reply | null;
  /** Of the deciding side's connected players (more than one), the one to ask; undefined leaves it to the referee. */
  decider?(battle: CapabilityBattle<R, G>, request: DecisionRequest, players: readonly string[]): string | undefined;
}
