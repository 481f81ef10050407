import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Backend } from "~/lib/backend";
import { sampleVideo } from "@testing/fixtures/sample-videos";
import type { BrandSignupDocument, ContactMessageDocument, WithId } from "~/shared/documents";

type Role = "admin" | "member" | "anonymous" | null;

export interface ContractHarness {
  backend: Backend;
  /** Makes `role` the browser's current session (null: signed out). */
  sessionAs(role: Role): Promise<void>;
  close?(): Promise<void>;
  /** How this backend addresses an upload; a /files/ path unless given. */
  uploadUrl?: RegExp;
}

let counter = 0;
const unique = (name: string) => `${name}-${Date.now()}-${++counter}@example.com`;
/** A real MP4 (a committed sample): the server keeps nothing that is not a video by its bytes. */
const video = (name = "clip.mp4") => new File([sampleVideo()], name, { type: "video/mp4" });

/**
 * What every Backend must do as a caller sees it. The in-memory backend and the Firebase client on
 * the emulators both run it, so component tests stand on proven behaviour.
 */
export function backendContract(name: string, start: () => Promise<ContractHarness>): void {
  describe(`${name} keeps the Backend contract`, () => {
    let harness: ContractHarness;
    let backend: Backend;
    beforeAll(async () => {
      harness = await start();
      backend = harness.backend;
    });
    afterAll(() => harness.close?.());

    it("keeps admin calls to the admin, with the server's messages", async () => {
      const request = { applicationId: "missing", approvalType: "pro" as const, adminEmail: "a@example.com" };
      await harness.sessionAs("member");
      const notAdmin = { status: 403, message: "You are not authorized to perform this action" };
      await expect(backend.adminData.list("brand-signups")).rejects.toMatchObject(notAdmin);
      await expect(backend.api.approveCreator(request)).rejects.toMatchObject(notAdmin);
      await harness.sessionAs(null);
      const signedOut = { status: 401, message: "Authentication required" };
      await expect(backend.adminData.list("brand-signups")).rejects.toMatchObject(signedOut);
      await expect(backend.api.deleteCreatorApplication({ applicationId: "missing" })).rejects.toMatchObject(signedOut);
    });

    it("turns a waitlist entry into a pending brand signup the admin can change and delete", async () => {
      await harness.sessionAs(null);
      const email = unique("brand");
      const entry = { name: "Sam", email, companyName: "Glow", website: "", botField: "", emailListOptIn: false };
      await backend.api.joinBrandWaitlist({ ...entry, recaptchaToken: "" });

      await harness.sessionAs("admin");
      const find = async () =>
        (await backend.adminData.list("brand-signups")).items.find((item) => item.email === email);
      const listed = await find();
      // The server keeps the key of the entry's mailbox slot beside it (a hash), to find likely duplicates: never the address.
      const { mailboxSlot, ...shown } = listed ?? {};
      if (mailboxSlot !== undefined) expect(mailboxSlot).toMatch(/^[0-9a-f]{64}$/);
      expect(shown).toEqual<WithId<BrandSignupDocument>>({
        id: expect.any(String),
        name: "Sam",
        company_name: "Glow",
        email,
        website: "",
        status: "pending",
        notes: "",
        email_list_opt_in: false,
        meeting_signed_up: false,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        flags: { disposable: false },
        // Sent outside a browser page: nothing to say where it came from (docs/product.md §P6.10).
        attribution: { first: null, last: null },
        estimate: null,
      });
      await backend.adminData.updateBrandSignup(listed!.id, { status: "contacted", meeting_signed_up: true });
      expect(await find()).toMatchObject({ status: "contacted", meeting_signed_up: true, notes: "" });
      await backend.adminData.deleteBrandSignup(listed!.id);
      expect(await find()).toBeUndefined();
      await expect(backend.adminData.deleteBrandSignup(listed!.id)).rejects.toMatchObject({
        status: 404,
        message: "Brand signup not found",
      });
    });

    it("keeps every field of a brand sign-up with its opt-in ticked, and of a newsletter sign-up", async () => {
      await harness.sessionAs(null);
      const email = unique("optin");
      const entry = { name: "Ola", email, companyName: "Oak & Co", website: "https://oak.example/" };
      await backend.api.joinBrandWaitlist({ ...entry, botField: "", emailListOptIn: true, recaptchaToken: "" });
      const reader = unique("reader");
      await backend.api.subscribeToNewsletter({
        email: reader,
        recaptchaToken: "",
        group: "creator",
        sourcePage: "/creators",
      });

      await harness.sessionAs("admin");
      const brands = (await backend.adminData.list("brand-signups", { search: email })).items;
      const { companyName, ...same } = entry;
      expect(brands).toEqual([
        expect.objectContaining({ ...same, company_name: companyName, email_list_opt_in: true }),
      ]);
      const readers = (await backend.adminData.list("newsletter-subscribers", { search: reader })).items;
      expect(readers.map(({ email: address, group, sourcePage }) => ({ address, group, sourcePage }))).toEqual([
        { address: reader, group: "creator", sourcePage: "/creators" },
      ]);
    });

    it("filters, searches and counts brand sign-ups, and refuses a stale edit, the same way", async () => {
      await harness.sessionAs(null);
      const company = `Zebra Crossing ${++counter}`;
      const email = unique("zebra");
      const entry = { name: "Zia", email, companyName: company, website: "", botField: "", emailListOptIn: false };
      await backend.api.joinBrandWaitlist({ ...entry, recaptchaToken: "" });

      await harness.sessionAs("admin");
      const found = await backend.adminData.list("brand-signups", { search: company.toUpperCase() });
      expect(found.items.map((item) => item.email)).toEqual([email]);
      const signup = found.items[0]!;
      const before = await backend.adminData.counts("brand-signups");
      const { updated_at } = await backend.adminData.updateBrandSignup(
        signup.id,
        { status: "converted" },
        { expectedUpdatedAt: signup.updated_at },
      );
      const converted = await backend.adminData.list("brand-signups", { status: "converted", search: "zebra cross" });
      expect(converted.items.map((item) => item.id)).toContain(signup.id);
      expect((await backend.adminData.counts("brand-signups")).byStatus.converted).toBe(before.byStatus.converted! + 1);
      await expect(
        backend.adminData.updateBrandSignup(signup.id, { notes: "stale" }, { expectedUpdatedAt: signup.updated_at }),
      ).rejects.toMatchObject({
        status: 409,
        code: "conflict",
        details: { id: signup.id, status: "converted", updated_at },
      });
      expect(await backend.adminData.get("brand-signups", signup.id)).toMatchObject({ notes: "", status: "converted" });
      await backend.adminData.deleteBrandSignup(signup.id);
      expect(await backend.adminData.get("brand-signups", signup.id)).toBeNull();
    });

    it("shows a contact message at the top of the live list", async () => {
      await harness.sessionAs("admin");
      const snapshots: Array<Array<WithId<ContactMessageDocument>>> = [];
      const stop = backend.adminData.watch("contact-messages", {}, ({ items }) => snapshots.push(items));
      await vi.waitFor(() => expect(snapshots.length).toBeGreaterThan(0));
      const email = unique("contact");
      await backend.contact.sendContactMessage({ name: "Priya", email, message: "Hello", recaptchaToken: "" });
      await vi.waitFor(() => expect(snapshots.at(-1)?.[0]?.email).toBe(email));
      expect(snapshots.at(-1)![0]).toEqual({
        id: expect.any(String),
        name: "Priya",
        email,
        message: "Hello",
        attribution: { first: null, last: null },
        createdAt: expect.any(String),
      });
      stop();
    });

    it("takes an application with the applicant's upload, approves it once, and deletes it", async () => {
      await harness.sessionAs("anonymous");
      const file = video();
      const stored = await backend.uploads.upload(file);
      expect(stored).toMatchObject({
        name: "clip.mp4",
        url: expect.stringMatching(harness.uploadUrl ?? /^\/files\/creator-uploads\//),
        size: file.size,
      });
      const email = unique("creator");
      // Every field filled and every box ticked: each one must arrive as sent.
      const fields = {
        ...{ firstName: "Maya", lastName: "Patel", email, postcode: "M1 1AE", portfolioUrl: "https://maya.example/" },
        ...{ instagram: "https://www.instagram.com/maya", tiktok: "https://www.tiktok.com/@maya" },
        ...{ niche: "Food", referralSource: "Social Media", isUKCreator: true, newsletterConsent: true },
      };
      const { id } = await backend.api.submitCreatorApplication({
        ...fields,
        recaptchaToken: "",
        uploadedFiles: [stored],
      });

      await harness.sessionAs("admin");
      const find = async () =>
        (await backend.adminData.list("creator-applications")).items.find((item) => item.id === id);
      expect(await find()).toMatchObject({ ...fields, status: "pending", uploadedFiles: [stored] });
      // The newsletter box is a newsletter sign-up from the application page.
      const subscribers = (await backend.adminData.list("newsletter-subscribers", { search: email })).items;
      expect(subscribers.map(({ email: address, group, sourcePage }) => ({ address, group, sourcePage }))).toEqual([
        { address: email, group: "creator", sourcePage: "/creator-signup" },
      ]);
      const approval = { applicationId: id, approvalType: "rising_star" as const, adminEmail: email };
      expect(await backend.api.approveCreator(approval)).toEqual({ emailSent: expect.any(Boolean) });
      expect(await find()).toMatchObject({ status: "approved_rising_star" });
      await expect(backend.api.approveCreator(approval)).rejects.toMatchObject({
        status: 409,
        message: "Only pending applications can be approved (this one is Rising Star).",
      });
      await backend.api.deleteCreatorApplication({ applicationId: id });
      expect(await find()).toBeUndefined();
      await expect(backend.api.deleteCreatorApplication({ applicationId: id })).rejects.toMatchObject({
        status: 404,
        message: "Creator application not found",
      });
    });

    it("uploads only for a session, and lets only the owner remove a file", async () => {
      await harness.sessionAs(null);
      await expect(backend.uploads.upload(video())).rejects.toMatchObject({ code: "storage/unauthorized" });
      await harness.sessionAs("anonymous");
      const stored = await backend.uploads.upload(video("mine.mp4"));
      await harness.sessionAs("member");
      await expect(backend.uploads.deleteByUrl(stored.url)).rejects.toMatchObject({
        status: 403,
        message: "You can only remove your own files.",
      });
    });
  });
}
