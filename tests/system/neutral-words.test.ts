import { describe, expect, it } from "vitest";
import { codeTokens, isNeutral, sourceFiles, wordsOf } from "./source-graph";

/**
 * Issue 17: Infantry Attacks' words appear in no neutral file's code — its identifiers and string literals (comments
 * citing a rule are not code).
 */
const IA_WORDS = /^(impulses?|segments?|sectors?|commanding|commanders?|demoraliz\w*|limber\w*|initiative|dismount\w*|lead)$/;
/** Words of a phrase, written together in a camelCase or kebab-case token. */
const IA_PHRASES = ["lastpass", "commandingofficer"];

const iaWordsIn = (file: string): string[] => {
  const found = new Set<string>();
  for (const token of codeTokens(file)) {
    for (const word of wordsOf(token)) if (IA_WORDS.test(word)) found.add(word);
    const squashed = wordsOf(token).join("");
    for (const phrase of IA_PHRASES) if (squashed.includes(phrase)) found.add(phrase);
  }
  return [...found].sort();
};
/** Issue 19: Red Poppies' words likewise. */
const RP_WORDS = /^(couplets?|cohesion|hallowed|hourglass\w*|crosshairs?|oma)$/;
const rpWordsIn = (file: string): string[] => [...new Set(codeTokens(file).flatMap((t) => wordsOf(t).filter((w) => RP_WORDS.test(w))))].sort();
const rpOffenders = sourceFiles()
  .filter(isNeutral)
  .flatMap((f) => {
    const words = rpWordsIn(f);
    return words.length ? [`${f}: ${words.join(", ")}`] : [];
  });

const offenders = new Map(sourceFiles().filter(isNeutral).map((f) => [f, iaWordsIn(f)] as const).filter(([, words]) => words.length > 0));

describe("Infantry Attacks' words stay in its folders (issue 17)", () => {
  it("no neutral file of src/ names an impulse, a lead or segment, a sector, a commander, a demoralized, limbered or dismounted piece or initiative in its code", () => {
    expect([...offenders].map(([f, words]) => `${f}: ${words.join(", ")}`)).toEqual([]);
  });
});

describe("Red Poppies' words stay in its folders (issue 19)", () => {
  it("no neutral file of src/ names a couplet, cohesion, hallowed ground, a cross hair, an hourglass or OMA in its code", () => {
    expect(rpOffenders).toEqual([]);
  });
});

/** Issue 20: Combat Infantry's words likewise. */
// ("block" is no word of its own: sight tables say a line blocks.)
const CI_WORDS = /^(chq|phq|treebursts?|foxholes?)$/;
const ciOffenders = sourceFiles()
  .filter(isNeutral)
  .flatMap((f) => {
    const words = [...new Set(codeTokens(f).flatMap((t) => wordsOf(t).filter((w) => CI_WORDS.test(w))))].sort();
    return words.length ? [`${f}: ${words.join(", ")}`] : [];
  });

describe("Combat Infantry's words stay in its folders (issue 20)", () => {
  it("no neutral file of src/ names a CHQ or PHQ, a treeburst or a foxhole in its code", () => {
    expect(ciOffenders).toEqual([]);
  });
});
