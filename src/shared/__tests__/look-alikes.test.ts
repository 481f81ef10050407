import { describe, expect, it } from "vitest";
import table from "unhomoglyph/data.json";
import { DIGIT_LOOK_ALIKES, DOT_LOOK_ALIKES, SLASH_OR_COLON_LOOK_ALIKES } from "../schemas/look-alikes";
import { mixesScriptsInAWord } from "../schemas/name-rules";

const confusables = table as Record<string, string>;
const looksLike = (character: string) => confusables[character] ?? character;
const DIGITS = new Set([..."0123456789"].map(looksLike));

/** Every letter and mark, one by one. */
function* nameLetters(): Generator<string> {
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
    const character = String.fromCodePoint(codePoint);
    if (/[\p{L}\p{M}]/u.test(character)) yield character;
  }
}

describe("the look-alike letters the name rule knows", () => {
  it("are those Unicode's confusables table maps to '.', '/', ':' or a digit (node scripts/name-look-alikes.mjs)", () => {
    const classes = {
      dot: new RegExp(`^[${DOT_LOOK_ALIKES}]$`, "u"),
      slashOrColon: new RegExp(`^[${SLASH_OR_COLON_LOOK_ALIKES}]$`, "u"),
      digit: new RegExp(`^[${DIGIT_LOOK_ALIKES}]$`, "u"),
    };
    const differences: string[] = [];
    for (const character of nameLetters()) {
      const skeleton = looksLike(character);
      const expected = {
        dot: skeleton.includes("."),
        slashOrColon: /[/:]/.test(skeleton),
        digit: DIGITS.has(skeleton),
      };
      for (const [name, pattern] of Object.entries(classes)) {
        if (pattern.test(character) !== expected[name as keyof typeof expected]) {
          differences.push(`${name} U+${character.codePointAt(0)!.toString(16)}`);
        }
      }
    }
    expect(differences).toEqual([]);
    expect(classes.dot.test("\ua4f8")).toBe(true);
    expect(classes.slashOrColon.test("\u02d0")).toBe(true);
    expect(classes.digit.test("\u0417")).toBe(true);
  });

  it("every letter and mark belongs to a script the mixed-script check knows", () => {
    const unknown = [...nameLetters()].filter((character) => mixesScriptsInAWord(character));
    expect(unknown.map((character) => `U+${character.codePointAt(0)!.toString(16)}`)).toEqual([]);
  });
});
