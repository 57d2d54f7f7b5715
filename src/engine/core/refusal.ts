/** A command the rules do not allow: which rule refused it and why. The state is left untouched. */
export class Refusal extends Error {
  constructor(
    readonly rule: string,
    readonly reason: string,
  ) {
    super(`${rule}: ${reason}`);
    this.name = "Refusal";
  }
}

/** Refuses unless `ok`. */
export function refuseUnless(ok: boolean, rule: string, reason: string): asserts ok {
  if (!ok) throw new Refusal(rule, reason);
}
