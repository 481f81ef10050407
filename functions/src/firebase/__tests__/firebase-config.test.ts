import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ADMIN_LIST_DEFINITIONS } from "~/shared/admin-lists";
import { ATTRIBUTED_LISTS, ATTRIBUTION_FILTER_FIELDS } from "~/shared/attribution";
import { CLIENT_ONLY_PATHS } from "@functions/firebase/hosting/site-files";
import { API_PATHS } from "../http/api-functions";

interface Rewrite {
  source: string;
  destination?: string;
  function?: { functionId: string; region: string };
}
interface IndexField {
  fieldPath: string;
  order?: "ASCENDING" | "DESCENDING";
  arrayConfig?: "CONTAINS";
}

const firebase = JSON.parse(readFileSync("firebase.json", "utf8")) as {
  hosting: { rewrites: Rewrite[] };
  emulators: Record<string, { host?: string; enabled?: boolean }>;
};
const indexes = (
  JSON.parse(readFileSync("firestore.indexes.json", "utf8")) as {
    indexes: Array<{ collectionGroup: string; fields: IndexField[] }>;
  }
).indexes;

const COLLECTION_OF: Record<keyof typeof ADMIN_LIST_DEFINITIONS, string> = {
  "creator-applications": "creator_applications",
  "brand-signups": "brand_signups",
  "contact-messages": "contact_messages",
  "newsletter-subscribers": "newsletter_subscribers",
  "admin-audit": "adminAudit",
};

describe("firebase.json and firestore.indexes.json", () => {
  it("rewrites each /api path to its function in London, before the SPA fallback", () => {
    const rewrites = firebase.hosting.rewrites;
    for (const [functionId, source] of Object.entries(API_PATHS)) {
      expect(rewrites).toContainEqual({ source, function: { functionId, region: "europe-west2" } });
    }
    expect(rewrites).toContainEqual({
      source: "/api/admin/**",
      function: { functionId: "adminData", region: "europe-west2" },
    });
    // Only the client-only routes fall back to the SPA shell; anything else gets Hosting's 404.html.
    const fallbacks = rewrites.filter((rewrite) => rewrite.destination);
    expect(fallbacks).toEqual(CLIENT_ONLY_PATHS.map((source) => ({ source, destination: "/__spa-fallback.html" })));
    expect(rewrites.slice(-fallbacks.length)).toEqual(fallbacks);
  });

  it("runs every emulator on loopback, without the UI (its download fails offline)", () => {
    const { singleProjectMode: _mode, ui, ...emulators } = firebase.emulators;
    expect(ui).toEqual({ enabled: false });
    for (const [name, emulator] of Object.entries(emulators))
      expect([name, emulator.host]).toEqual([name, "127.0.0.1"]);
  });

  it("has a composite index for every admin list query (a status, newest first) and the search index's one", () => {
    const has = (collection: string, fields: IndexField[]) =>
      indexes.some(
        (index) => index.collectionGroup === collection && JSON.stringify(index.fields) === JSON.stringify(fields),
      );
    for (const [list, { orderBy, statusField }] of Object.entries(ADMIN_LIST_DEFINITIONS)) {
      const collection = COLLECTION_OF[list as keyof typeof COLLECTION_OF];
      const newest: IndexField = { fieldPath: orderBy, order: "DESCENDING" };
      if (!statusField) continue;
      expect(has(collection, [{ fieldPath: statusField, order: "ASCENDING" }, newest]), `${list} status`).toBe(true);
    }
    // The search reads only search_index (firestore-search-index.ts); the documents carry no tokens.
    expect(indexes.filter((index) => index.fields.some((field) => field.fieldPath === "searchTokens"))).toEqual([]);
    expect(
      has("search_index", [
        { fieldPath: "collection", order: "ASCENDING" },
        { fieldPath: "tokens", arrayConfig: "CONTAINS" },
        { fieldPath: "order", order: "DESCENDING" },
        { fieldPath: "__name__", order: "DESCENDING" },
      ]),
    ).toBe(true);
  });

  it("has an index for the erasure's look for entries flagged against an erased one (mailbox-flags.ts)", () => {
    for (const [collection, orderBy] of [
      ["brand_signups", "created_at"],
      ["newsletter_subscribers", "createdAt"],
    ]) {
      const fields = [
        { fieldPath: "flags.possibleDuplicateOf", order: "ASCENDING" },
        { fieldPath: orderBy, order: "DESCENDING" },
      ];
      expect(
        indexes.some(
          (index) => index.collectionGroup === collection && JSON.stringify(index.fields) === JSON.stringify(fields),
        ),
        collection,
      ).toBe(true);
    }
  });

  it("has an index for the source and the campaign filter of each list that stores attribution", () => {
    // Firestore merges these per-field indexes for a source with a status, a campaign or a search.
    for (const list of ATTRIBUTED_LISTS) {
      const newest: IndexField = { fieldPath: ADMIN_LIST_DEFINITIONS[list].orderBy, order: "DESCENDING" };
      for (const fieldPath of Object.values(ATTRIBUTION_FILTER_FIELDS)) {
        const fields = [{ fieldPath, order: "ASCENDING" }, newest];
        expect(
          indexes.some(
            (index) =>
              index.collectionGroup === COLLECTION_OF[list] && JSON.stringify(index.fields) === JSON.stringify(fields),
          ),
          `${list} ${fieldPath}`,
        ).toBe(true);
      }
    }
  });
});
