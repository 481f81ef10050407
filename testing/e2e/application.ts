import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { CreatorApplicationDocument, WithId } from "~/shared/documents";
import { adminIdToken } from "./admin";
import { documentsWhere } from "./emulators";
import { expectHydrated, startApp } from "./hydrated";

export const uniqueApplicantEmail = () =>
  `e2e-applicant-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export interface ApplicantDetails {
  firstName: string;
  lastName: string;
  email: string;
  postcode: string;
  niche: string;
  portfolioUrl?: string;
  instagram?: string;
  referralSource: string;
}

export const applicant = (overrides: Partial<ApplicantDetails> = {}): ApplicantDetails => ({
  firstName: "Maya",
  lastName: "Patel",
  email: uniqueApplicantEmail(),
  postcode: "M1 1AE",
  niche: "beauty, fitness",
  referralSource: "TikTok",
  ...overrides,
});

/** The /creator-signup form as an applicant sees it: by its labels and buttons. */
export function applicationForm(page: Page) {
  const main = page.locator("main");
  const form = {
    firstName: main.getByLabel("First Name"),
    lastName: main.getByLabel("Last Name"),
    email: main.getByLabel("Email Address"),
    postcode: main.getByLabel("UK Postcode"),
    niche: main.getByLabel("Your Niches"),
    instagram: main.getByLabel("Instagram URL"),
    tiktok: main.getByLabel("TikTok URL"),
    portfolioUrl: main.getByLabel("Portfolio URL"),
    referralSource: main.getByLabel("How did you hear about us?"),
    ukCreator: main.getByRole("checkbox", { name: "I confirm I am a UK creator" }),
    files: main.getByLabel("Your videos"),
    submit: main.getByRole("button", { name: /Submit Application|Submitting Application\.\.\./ }),
    /** One file's entry in the list. */
    row: (name: string): Locator =>
      main.getByRole("list", { name: "Selected files" }).getByRole("listitem").filter({ hasText: name }),
    async open() {
      // Start the app as a first interaction would, and wait for it, so chosen files, typing and clicks reach
      // the hydrated form (what happens before hydration: hydrate-on-interaction.spec.ts).
      await page.goto("/creator-signup", { waitUntil: "networkidle" });
      await startApp(page);
      await expectHydrated(form.submit);
      await expect(form.submit).toBeEnabled();
    },
    async fill(details: ApplicantDetails) {
      await form.firstName.fill(details.firstName);
      await form.lastName.fill(details.lastName);
      await form.email.fill(details.email);
      await form.postcode.fill(details.postcode);
      await form.niche.fill(details.niche);
      if (details.instagram) await form.instagram.fill(details.instagram);
      if (details.portfolioUrl) await form.portfolioUrl.fill(details.portfolioUrl);
      await form.referralSource.selectOption(details.referralSource);
      await form.ukCreator.check();
    },
    async choose(...paths: string[]) {
      await form.files.setInputFiles(paths);
    },
    /**
     * Uploaded, as the visitor sees it: the row offers Remove. checkUpload may still be reading the file; an
     * application sent now is sent again by the form until it has (product.md §P5.4).
     */
    async expectUploaded(name: string, timeout = 30_000) {
      await expect(form.row(name).getByRole("button", { name: `Remove ${name}` })).toBeVisible({ timeout });
    },
  };
  return form;
}

/** A toast (react-hot-toast's container) with exactly this text. */
export const toast = (page: Page, text: string) => page.locator("[data-rht-toaster]").getByText(text, { exact: true });

async function adminHeaders() {
  return { authorization: `Bearer ${await adminIdToken()}` };
}

/** The stored application with this e-mail, as Firestore holds it. */
export async function storedApplication(email: string): Promise<WithId<CreatorApplicationDocument> | undefined> {
  const [found] = await documentsWhere("creator_applications", "email", email);
  return found ? ({ id: found.id, ...found.data } as unknown as WithId<CreatorApplicationDocument>) : undefined;
}

/** Deletes an application and its files as the admin's Reject does. */
export async function deleteApplication(request: APIRequestContext, id: string): Promise<void> {
  await request.post("/api/delete-creator-application", { headers: await adminHeaders(), data: { applicationId: id } });
}
