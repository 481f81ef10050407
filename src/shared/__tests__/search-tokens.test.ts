import { describe, expect, it } from "vitest";
import { searchTokensFor } from "../admin-lists";
import { MAX_SEARCH_TOKEN_LENGTH, searchTokenFor, searchTokensOf } from "../search-tokens";

const finds = (tokens: string[], search: string) => tokens.includes(searchTokenFor(search)!);

describe("admin search tokens", () => {
  const application = searchTokensFor.application({
    firstName: "Siobhán",
    lastName: "O'Brien-Smith",
    email: "Siobhan.OBrien+ugc@Example.co.uk",
    niche: "Food & Beverage, Get ready with me",
  });

  it.each([
    "siobhan",
    "SIOBHÁN",
    "  Siobhán   O'Br ",
    "o'brien",
    "brien",
    "smith",
    "siobhan.obrien+ugc@example.co.uk",
    "obrien",
    "example.co",
    "co.uk",
    "food",
    "beverage",
    "get ready",
    "ready with",
    "s",
  ])("finds the application by %j (any word's start, accents and case ignored)", (search) => {
    expect(finds(application, search)).toBe(true);
  });

  it.each(["hán", "iobhan", "smith o", "drink", "xyz"])("does not find it by %j", (search) => {
    expect(finds(application, search)).toBe(false);
  });

  it("cuts long searches to the indexed length, so a long address still matches", () => {
    const email = "a-very-long-mailbox-name-for-testing@a-long-domain.example.com";
    const tokens = searchTokensOf([email]);
    expect(finds(tokens, email)).toBe(true);
    expect(Math.max(...tokens.map((token) => token.length))).toBeLessThanOrEqual(MAX_SEARCH_TOKEN_LENGTH);
  });

  it.each([
    "_ada@example.com",
    "-ada@example.com",
    "+ada@example.com",
    "'ada@example.com",
    "__ada@example.com",
    "._ada",
  ])("finds a value that starts with word separators by the whole value: %j", (value) => {
    expect(finds(searchTokensOf([value, "other words"]), value)).toBe(true);
    expect(finds(searchTokensOf(["ada@example.com"]), value)).toBe(true);
  });

  it("treats an empty, blank or punctuation-only search as no search", () => {
    expect(searchTokenFor("")).toBeNull();
    expect(searchTokenFor("  , ")).toBeNull();
    // Word separators alone, like other punctuation: no word to search for.
    for (const search of ["@", "--", " ._+' ", "!"]) expect(searchTokenFor(search)).toBeNull();
    expect(searchTokenFor(null)).toBeNull();
  });

  it("keeps the number of tokens bounded for a 500-character niche", () => {
    const niche = Array.from({ length: 100 }, (_, n) => `niche${n}`).join(", ");
    expect(searchTokensOf([niche]).length).toBeLessThan(400);
  });
});
