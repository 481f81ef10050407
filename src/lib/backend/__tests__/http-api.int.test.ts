import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreatorApplicationRequest } from "~/shared/wire/forms";
import { emailKey } from "~/core/handlers/common";
import { emailUser, type TestAccount } from "~/testing/auth-users";
import { startMaildevInbox } from "~/testing/maildev-inbox";
import { sampleVideo, sampleVideoOfSize } from "~/testing/sample-videos";
import { startRealBackend, type RealBackend } from "~/testing/real-backend";

let real: RealBackend;
let inbox: Awaited<ReturnType<typeof startMaildevInbox>>;
let member: TestAccount;

beforeAll(async () => {
  inbox = await startMaildevInbox();
  [real, member] = await Promise.all([startRealBackend({ smtpPort: inbox.smtpPort }), emailUser()]);
});
afterAll(async () => {
  await real.close();
  await inbox.stop();
});

const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;
const stored = (collection: string, id: string) => real.server.ports.documents.get(collection as never, id);
/** Sign-ups are kept under the hash of the normalised e-mail (src/core/handlers/common.ts). */
const signUpId = (email: string) => emailKey(email.trim().toLowerCase());

function application(email: string, uploadedFiles: CreatorApplicationRequest["uploadedFiles"] = []) {
  return {
    firstName: "Maya",
    lastName: "Patel",
    email,
    postcode: "M1 1AE",
    portfolioUrl: "",
    instagram: "https://www.instagram.com/maya.makes",
    tiktok: "",
    niche: "Beauty, Food",
    referralSource: "TikTok",
    isUKCreator: true,
    newsletterConsent: false,
    recaptchaToken: "",
    uploadedFiles,
  } satisfies CreatorApplicationRequest;
}

describe("http-api client against the embedded server", () => {
  it("subscribes to the newsletter with the creator page's group and source", async () => {
    await real.sessionAs(null);
    const email = unique("newsletter");
    await real.backend.api.subscribeToNewsletter(
      { email: ` ${email.toUpperCase()} `, recaptchaToken: "", group: "creator", sourcePage: "/creator" },
      { timeoutMs: 15_000 },
    );
    expect(await stored("newsletter_subscribers", signUpId(email))).toMatchObject({
      email: email.toUpperCase(),
      group: "creator",
      sourcePage: "/creator",
      consent: { status: "unconfirmed", placement: "newsletter_footer", sourcePage: "/creator" },
    });

    await expect(
      real.backend.api.subscribeToNewsletter({ email: "not-an-email", recaptchaToken: "" }),
    ).rejects.toMatchObject({ name: "BackendError", status: 400, message: "Please enter a valid email address" });
  });

  it("joins the brand waitlist, ignores a filled honeypot, and shows the first validation failure", async () => {
    await real.sessionAs(null);
    const email = unique("brand");
    const signup = {
      name: "Sam Brand",
      email,
      companyName: "Glow Ltd",
      website: "https://glow.example",
      botField: "",
      emailListOptIn: true,
      recaptchaToken: "",
    };
    await real.backend.api.joinBrandWaitlist(signup);
    expect(await stored("brand_signups", signUpId(email))).toMatchObject({
      name: "Sam Brand",
      company_name: "Glow Ltd",
      email,
      website: "https://glow.example",
      status: "pending",
      email_list_opt_in: true,
      meeting_signed_up: false,
    });

    const bot = unique("bot");
    await real.backend.api.joinBrandWaitlist({ ...signup, email: bot, botField: "https://spam.example" });
    expect(await stored("brand_signups", signUpId(bot))).toBeNull();

    await expect(real.backend.api.joinBrandWaitlist({ ...signup, name: "  " })).rejects.toMatchObject({
      status: 400,
      message: "Name is required",
    });
  });

  it("confirms a subscription from its e-mailed link once, then unsubscribes, each answered as an outcome", async () => {
    await real.sessionAs(null);
    const email = unique("consent");
    await real.backend.api.subscribeToNewsletter({ email, recaptchaToken: "", sourcePage: "/" });
    const tokenIn = (text: string, path: string) =>
      new URL(new RegExp(`(http\\S+${path}\\?token=\\S+)`).exec(text)![1]!).searchParams.get("token")!;
    const [confirmation] = await inbox.to(email);
    const confirmToken = tokenIn(confirmation!.text, "/confirm-subscription");
    expect(await real.backend.api.confirmSubscription(confirmToken)).toBe("confirmed");
    expect(await real.backend.api.confirmSubscription(confirmToken)).toBe("already_confirmed");
    expect(await real.backend.api.confirmSubscription("made-up")).toBe("invalid");
    const welcome = (await inbox.to(email, { atLeast: 2 }))[1]!;
    const unsubscribeToken = tokenIn(welcome.text, "/unsubscribe");
    expect(await real.backend.api.unsubscribe(unsubscribeToken)).toBe("unsubscribed");
    expect(await real.backend.api.unsubscribe(unsubscribeToken)).toBe("already_unsubscribed");
    expect(await real.backend.api.unsubscribe(confirmToken)).toBe("invalid");
  });

  it("submits an application with an uploaded video, then an admin approves it (the e-mail goes out) and deletes it", async () => {
    const applicant = await real.sessionAs("anonymous");
    const file = new File([sampleVideoOfSize(8_192)], "intro.mp4", { type: "video/mp4" });
    const video = await real.backend.uploads.upload(file);
    const email = unique("creator");

    const { id } = await real.backend.api.submitCreatorApplication(application(email, [video]));
    expect(id).toEqual(expect.any(String));
    expect(await stored("creator_applications", id)).toMatchObject({
      email,
      isUKCreator: true,
      newsletterConsent: false,
      status: "pending",
      uploadedFiles: [{ name: "intro.mp4", url: video.url, size: 8_192 }],
      applicantUid: applicant!.uid,
    });

    await real.sessionAs(real.admin);
    const approval = { applicationId: id, approvalType: "pro" as const, adminEmail: real.admin.email };
    await expect(real.backend.api.approveCreator(approval)).resolves.toEqual({ emailSent: true });
    // The acknowledgement of the application, then exactly one approval.
    const approvals = (await inbox.to(email, { atLeast: 2 })).filter((mail) => /^You're approved/.test(mail.subject));
    expect(approvals).toHaveLength(1);
    expect(await stored("creator_applications", id)).toMatchObject({ status: "approved_pro", approvalType: "pro" });
    await expect(real.backend.api.approveCreator(approval)).rejects.toMatchObject({
      status: 409,
      message: "Only pending applications can be approved (this one is Pro Creator).",
    });

    await real.backend.api.deleteCreatorApplication({ applicationId: id });
    expect(await stored("creator_applications", id)).toBeNull();
    expect((await fetch(new URL(video.url, real.server.baseUrl))).status).toBe(404);
    await expect(real.backend.api.deleteCreatorApplication({ applicationId: id })).rejects.toMatchObject({
      status: 404,
      message: "Creator application not found",
    });
  });

  it("refuses files the signed-out visitor cannot prove are theirs", async () => {
    await real.sessionAs("anonymous");
    const video = await real.backend.uploads.upload(new File([sampleVideo()], "a.mp4", { type: "video/mp4" }));
    await real.sessionAs(null);
    await expect(real.backend.api.submitCreatorApplication(application(unique("late"), [video]))).rejects.toMatchObject(
      { status: 401, message: "Please sign in again to attach your uploaded files." },
    );
  });

  it("keeps approval and deletion to the admin", async () => {
    await real.sessionAs(null);
    const request = { applicationId: "any", approvalType: "rising_star" as const, adminEmail: "x@example.com" };
    await expect(real.backend.api.approveCreator(request)).rejects.toMatchObject({
      status: 401,
      message: "Authentication required",
    });

    await real.sessionAs(member);
    await expect(real.backend.api.approveCreator(request)).rejects.toMatchObject({
      status: 403,
      message: "You are not authorized to perform this action",
    });
    await expect(real.backend.api.deleteCreatorApplication({ applicationId: "any" })).rejects.toMatchObject({
      status: 403,
      message: "You are not authorized to perform this action",
    });
  });
});

describe("contact client against the embedded server", () => {
  it("stores a message with its time, and passes the server's validation message on", async () => {
    await real.sessionAs(null);
    const email = unique("contact");
    await real.backend.contact.sendContactMessage({ name: "Priya", email, message: "Hello there" });
    const messages = await real.server.ports.documents.list<{ email: string; createdAt: string }>("contact_messages", {
      orderBy: "createdAt",
      limit: 50,
      cursor: null,
    });
    expect(messages.items.find((item) => item.data.email === email)?.data).toMatchObject({
      name: "Priya",
      message: "Hello there",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    await expect(real.backend.contact.sendContactMessage({ name: "", email, message: "Hello" })).rejects.toMatchObject({
      status: 400,
      message: "Please enter your name",
    });
  });
});
