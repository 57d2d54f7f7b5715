import { sayer, type Text } from "./text";

/** A command the rules do not allow: which rule refused it and why. The state is left untouched. */
export class Refusal extends Error {
  constructor(
    readonly rule: string,
    readonly why: Text,
  ) {
    super(`${rule}: ${why.text}`);
    this.name = "Refusal";
  }

  get reason(): string {
    return this.why.text;
  }
}

/** Refuses unless `ok`. */
export function refuseUnless(ok: boolean, rule: string, why: Text): asserts ok {
  if (!ok) throw new Refusal(rule, why);
}

/** What the core itself says (any ruleset). */
export const CORE_TEXT = {
  "engine.unknown-command": 'there is no command "{type}"',
  "engine.unknown-side": 'no side "{side}" in this battle',
  "engine.invalid-command": "{path}: {message}",
  "engine.invalid-answer": "the answer to {decision} is not one of its {count} options",
  "engine.not-your-piece": '"{piece}" is not a piece of yours',
} as const;

export const coreSay = sayer(CORE_TEXT);
