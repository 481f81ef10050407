import type { APIRequestContext } from "@playwright/test";
import { adminIdToken } from "./admin";
import { emailKey } from "@functions/core/handlers/common";
import { normaliseEmail } from "~/shared/schemas/fields";
import { sampleApplication } from "@testing/fixtures/sample-application";

const uniqueEmail = (kind: string) => `e2e-${kind}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

interface SeededApplication {
  id: string;
  email: string;
  firstName: string;
}

interface SeededBrandSignup {
  id: string;
  email: string;
  companyName: string;
}

/**
 * Test data inserted through the public API, as a visitor would create it, and removed again
 * through the admin API when the test ends (anything already gone is fine).
 */
export function createSeed(request: APIRequestContext) {
  const cleanups: Array<() => Promise<unknown>> = [];
  let token: Promise<string> | undefined;
  const asAdmin = async () => ({ authorization: `Bearer ${await (token ??= adminIdToken())}` });

  async function ok<T>(response: Awaited<ReturnType<APIRequestContext["post"]>>, what: string): Promise<T> {
    if (!response.ok()) throw new Error(`Seeding ${what} failed: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }

  return {
    /** The admin's ID token, for the admin API calls a test makes itself. */
    adminHeaders: asAdmin,

    async creatorApplication(fields: Record<string, string> = {}): Promise<SeededApplication> {
      const form = sampleApplication({
        ...{ firstName: "Maya", lastName: "Patel", email: uniqueEmail("creator"), postcode: "M1 1AE" },
        ...{ portfolioUrl: "https://maya.example", niche: "Beauty", "g-recaptcha-response": "" },
        ...fields,
      });
      const { id } = await ok<{ id: string }>(
        await request.post("/api/creator-application", { multipart: form }),
        "a creator application",
      );
      cleanups.push(async () =>
        request.post("/api/delete-creator-application", { headers: await asAdmin(), data: { applicationId: id } }),
      );
      return { id, email: form.email, firstName: form.firstName };
    },

    async brandSignup(fields: Partial<Record<"name" | "email" | "companyName" | "website", string>> = {}) {
      const signup = {
        name: "Sam Brand",
        email: uniqueEmail("brand"),
        companyName: "Glow Ltd",
        website: "",
        ...fields,
      };
      await ok(
        await request.post("/api/subscribe-to-waitlist", {
          data: { ...signup, type: "brand", "bot-field": "", emailListOptIn: false, "g-recaptcha-response": "" },
        }),
        "a brand signup",
      );
      // Brand signups are keyed by their normalised e-mail (functions/src/core/handlers/common.ts).
      // The server keys a sign-up by a hash of its normalised e-mail (docs/security.md).
      const id = emailKey(normaliseEmail(signup.email));
      cleanups.push(async () =>
        request.delete(`/api/admin/brand-signups/${encodeURIComponent(id)}`, { headers: await asAdmin() }),
      );
      return { id, email: signup.email, companyName: signup.companyName } satisfies SeededBrandSignup;
    },

    /** Removes everything this test seeded, newest first. */
    async cleanUp(): Promise<void> {
      while (cleanups.length > 0) await cleanups.pop()!();
    },
  };
}

export type Seed = ReturnType<typeof createSeed>;
