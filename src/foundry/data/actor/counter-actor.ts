/**
 * What every game's counter import shares (each game's `counters-to-actors.ts`): the set a counter belongs to, the
 * actor a counter becomes in a pack's source or a world, its id for good, and a printed cell as the models hold it.
 */
import type { Cell, Provenance } from "../../../engine/data/provenance";
import { hashedId } from "../static-id";
import type { CellData, ProvenanceData } from "./system-data";

/** Which counter set an actor's counter belongs to. */
export interface CounterSetHeader {
  readonly ruleset: string;
  readonly edition: string;
  readonly name: string;
  /** Names of the nationalities (by id); an id without one is named by the id. */
  readonly nationalities?: Readonly<Record<string, { readonly name: string }>>;
}

/** What a counter's actor is made of, in a pack's source or a world. */
export interface CounterActor<Type extends string, System> {
  _id: string;
  name: string;
  type: Type;
  img: string;
  system: System;
  prototypeToken: { name: string; texture: { src: string }; actorLink: false; width: 1; height: 1; disposition: 0 };
  items: [];
  effects: [];
  folder: null;
  ownership: { default: 0 };
  flags: Record<string, never>;
}

/** The actor a counter imports into, for good: the same id in every world and pack (the edition + a hash of its id). */
export function counterActorId(set: Pick<CounterSetHeader, "ruleset" | "edition">, kind: string, id: string): string {
  return hashedId(set.edition.toLowerCase().replace(/[^a-z0-9]/g, ""), `${set.ruleset}/${set.edition}/${kind}/${id}`);
}

const provenanceData = (p: Provenance): ProvenanceData => ({ source: p.source, rule: p.source === "rules" ? p.rule : "", note: p.note ?? "" });

/** A counter set's cell as an actor's. */
export const cellData = <T>(c: Cell<T>): CellData<T> => ({ value: c.value, provenance: provenanceData(c.provenance) });

/** A counter set's cell whose word (IA's `T` movement and `unlimited` range, PG's `T`) an actor holds as null. */
export const wordAsNull = <T>(c: Cell<T | string>): CellData<T | null> => ({
  value: typeof c.value === "string" ? null : c.value,
  provenance: provenanceData(c.provenance),
});

/** A counter's actor: its token unlinked, one hex, of no side until a battle places it. */
export function counterActor<Type extends string, System>(id: string, name: string, type: Type, img: string, system: System): CounterActor<Type, System> {
  return {
    _id: id,
    name,
    type,
    img,
    system,
    prototypeToken: { name, texture: { src: img }, actorLink: false, width: 1, height: 1, disposition: 0 },
    items: [],
    effects: [],
    folder: null,
    ownership: { default: 0 },
    flags: {},
  };
}
