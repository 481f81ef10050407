import { CREATOR_NEWSLETTER_WORDING } from "~/shared/consent";
import type { NewsletterSubscriberDocument } from "~/shared/documents";
import { toFormData } from "~/shared/wire/codec";
import { encodeCreatorApplication, type CreatorApplicationRequest } from "~/shared/wire/forms";
import { submitCreatorApplication } from "../handlers/creator-application";
import { sampleVideo, sampleVideoHead } from "@testing/fixtures/sample-videos";
import { applicationFields, applicationTestBed, asApplicant, own } from "./application-test-bed";
import { putCheckedUpload } from "@testing/ports/checked-upload";
import { callers, createTestPorts, deliverHeldOutbox } from "@testing/ports/test-ports";

const { bed, stored, putOwn } = applicationTestBed();
/** An 18 × 32 WebP made by ffmpeg. */
const WEBP_18_BY_32 =
  "UklGRkoAAABXRUJQVlA4ID4AAAAQAwCdASoSACAAPpFCnEolo6KhqAgAsBIJZQDMHBapagAA/vVYv/+5wP/9nA//2cD+Ov9eqWuTjgLLeAAAAA==";
/** What the server reads from the sample's bytes (sample-videos.ts: 1 s, 160x120, H.264 MP4). */
const sampleFacts = {
  durationSeconds: 1,
  width: 160,
  height: 120,
  contentType: "video/mp4",
  codec: "H.264",
  codecString: "avc1.64000a",
  hdr: false,
  frameRate: 10,
  hasAudio: false,
};

it("stores every product.md field with status pending, submittedAt, and the file's facts from its bytes", async () => {
  await putOwn("clip.mp4", 40_960);
  const result = await submitCreatorApplication(
    applicationFields({ instagram: "@ada", newsletterConsent: "true" }),
    asApplicant,
    bed.ports,
  );
  expect(result).toMatchObject({ status: 201, body: { ok: true } });
  const [application] = await stored();
  expect(result.body).toEqual({ ok: true, id: application!.id });
  expect(application!.data).toEqual({
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    postcode: "SW1A 1AA",
    portfolioUrl: "",
    uploadedFiles: [{ name: "clip.mp4", url: own("clip.mp4"), size: 40_960, ...sampleFacts }],
    instagram: "https://www.instagram.com/ada",
    tiktok: "",
    niche: "Beauty, Food",
    referralSource: "TikTok",
    isUKCreator: true,
    newsletterConsent: true,
    avatar: null,
    status: "pending",
    submittedAt: "2026-05-01T09:00:00.000Z",
    applicantUid: callers.applicant.uid,
    attribution: { first: null, last: null },
    hasPortraitVideo: false,
    // Name, e-mail and each niche are searchable from any word's start.
    searchTokens: expect.arrayContaining(["ada lovelace", "lovelace", "ada@example.com", "example.com", "food"]),
  });
  // No status link document: the acknowledgement's first link needs none until a link is sent again.
  expect(await bed.ports.documents.get("status_links", application!.id)).toBeNull();
});

it("stores each field of the request as it was sent, beside the server's own and without the token", async () => {
  await putOwn("clip.mp4", 40_960);
  // Every boolean true and every optional field filled, as the schema reads them: a field lost on the way fails.
  const request = {
    ...{ firstName: "Maya", lastName: "Patel", email: "maya@example.com", postcode: "M1 1AE" },
    ...{ portfolioUrl: "https://maya.example/", instagram: "https://www.instagram.com/maya" },
    ...{ tiktok: "https://www.tiktok.com/@maya", niche: "Food, travel", referralSource: "Social Media" },
    ...{ isUKCreator: true, newsletterConsent: true, recaptchaToken: "human" },
    uploadedFiles: [
      { name: "clip.mp4", url: own("clip.mp4"), size: 40_960, poster: `data:image/webp;base64,${WEBP_18_BY_32}` },
    ],
    attribution: {
      first: {
        source: "tiktok",
        medium: "social",
        campaign: "spring",
        referrerHost: "www.tiktok.com",
        landingPath: "/",
      },
      last: { source: "google", medium: "cpc", campaign: null, referrerHost: null, landingPath: "/creator-signup" },
    },
  } satisfies Required<CreatorApplicationRequest>;
  const multipart = Object.fromEntries(toFormData(encodeCreatorApplication(request)));
  expect((await submitCreatorApplication(multipart, asApplicant, bed.ports)).status).toBe(201);
  const { recaptchaToken: _token, ...fields } = request;
  expect((await stored())[0]?.data).toEqual({
    ...fields,
    uploadedFiles: fields.uploadedFiles.map((file) => ({ ...file, ...sampleFacts })),
    avatar: null,
    status: "pending",
    submittedAt: "2026-05-01T09:00:00.000Z",
    applicantUid: callers.applicant.uid,
    hasPortraitVideo: false,
    searchTokens: expect.any(Array) as unknown,
  });
});

it("answers each validation message in product.md order and stores nothing", async () => {
  const none = {
    portfolioUrl: "",
    instagram: "",
    tiktok: "",
    uploadedFiles: "",
    niche: "",
    referralSource: "",
    isUKCreator: "false",
  };
  const steps: Array<[Record<string, string>, string]> = [
    [{ ...none, firstName: "", lastName: "", email: "", postcode: "" }, "First name is required"],
    [{ ...none, lastName: "", email: "", postcode: "" }, "Last name is required"],
    [{ ...none, email: "", postcode: "" }, "Email is required"],
    [{ ...none, email: "ada@x", postcode: "" }, "Please enter a valid email"],
    [{ ...none, postcode: "" }, "Postcode is required"],
    [none, "Please provide a portfolio/social link or upload at least 1 file."],
    [{ ...none, portfolioUrl: "https://ada.dev" }, "Please enter at least one niche"],
    [{ ...none, portfolioUrl: "https://ada.dev", niche: "Food" }, "Please tell us how you heard about us"],
    [
      { ...none, portfolioUrl: "https://ada.dev", niche: "Food", referralSource: "Other" },
      "Please confirm you are a UK creator",
    ],
  ];
  for (const [overrides, error] of steps) {
    expect(await submitCreatorApplication(applicationFields(overrides), asApplicant, bed.ports)).toEqual({
      status: 400,
      body: { error },
    });
  }
  expect(await stored()).toEqual([]);
});

it("accepts links without files and without a session", async () => {
  const result = await submitCreatorApplication(
    applicationFields({ uploadedFiles: "", tiktok: "@ada" }),
    { caller: null },
    bed.ports,
  );
  expect(result.status).toBe(201);
});

it("requires the human check", async () => {
  await putOwn("clip.mp4");
  expect(
    await submitCreatorApplication(applicationFields({ "g-recaptcha-response": "bot" }), asApplicant, bed.ports),
  ).toMatchObject({
    status: 400,
  });
  expect(await stored()).toEqual([]);
});

describe("uploaded files", () => {
  const reject = async (
    overrides: Record<string, string>,
    context: Parameters<typeof submitCreatorApplication>[1],
    status: number,
    error: string,
  ) => {
    expect(await submitCreatorApplication(applicationFields(overrides), context, bed.ports)).toEqual({
      status,
      body: { error },
    });
    expect(await stored()).toEqual([]);
  };
  const list = (...files: Array<{ name: string; url: string; poster?: string }>) => ({
    uploadedFiles: JSON.stringify(files),
  });

  it("without a session the files cannot be claimed", async () => {
    await putOwn("clip.mp4");
    await reject({}, { caller: null }, 401, "Please sign in again to attach your uploaded files.");
  });

  it("another uid's path is rejected", async () => {
    bed.ports.files.put(
      "creator-uploads/other-uid/1700000000000-clip.mp4",
      { size: 10_000, contentType: "video/mp4", ownerUid: "other-uid" },
      sampleVideoHead(10_000),
    );
    await reject(
      list({ name: "clip.mp4", url: "/files/creator-uploads/other-uid/1700000000000-clip.mp4" }),
      asApplicant,
      403,
      "clip.mp4 does not belong to you.",
    );
  });

  it("an object in the caller's folder but uploaded by someone else is rejected", async () => {
    await putOwn("clip.mp4", 10_000, "video/mp4", "other-uid");
    await reject({}, asApplicant, 403, "clip.mp4 does not belong to you.");
  });

  it("a missing file is rejected", async () => {
    await reject({}, asApplicant, 400, "clip.mp4 was not found. Please upload it again.");
  });

  it("a file over 1 GB is rejected as too large", async () => {
    await putOwn("clip.mp4", 1_073_741_825);
    await reject({}, asApplicant, 413, "clip.mp4 is too large (max 1GB).");
  });

  it("exactly 1 GB is accepted", async () => {
    await putOwn("clip.mp4", 1_073_741_824);
    expect((await submitCreatorApplication(applicationFields(), asApplicant, bed.ports)).status).toBe(201);
  });

  it("a file that is not MP4/MOV is rejected", async () => {
    await putOwn("clip.mp4", 10_000, "application/x-msdownload");
    await reject({}, asApplicant, 400, "clip.mp4 is not a supported file type.");
  });

  it("a path outside creator-uploads, or climbing out of it, is rejected", async () => {
    await reject(list({ name: "x", url: "/etc/passwd" }), asApplicant, 400, "x is not a valid uploaded file.");
    await reject(
      list({ name: "y", url: `/files/creator-uploads/${callers.applicant.uid}/../other-uid/1-y.mp4/z` }),
      asApplicant,
      400,
      "y is not a valid uploaded file.",
    );
  });

  it("more than 3 files, or the same file twice, are rejected", async () => {
    await putOwn("a.mp4");
    const file = { name: "a.mp4", url: own("a.mp4") };
    await reject(list(file, file, file, file), asApplicant, 400, "You can only upload up to 3 files total.");
    await reject(list(file, file), asApplicant, 400, "a.mp4 is attached more than once.");
  });

  it("stores the store's own URL, never the one the applicant sent", async () => {
    await putOwn("clip.mp4");
    const foreign = `https://evil.example/creator-uploads/${callers.applicant.uid}/1700000000000-clip.mp4`;
    const result = await submitCreatorApplication(
      applicationFields(list({ name: "clip.mp4", url: foreign })),
      asApplicant,
      bed.ports,
    );
    expect(result.status).toBe(201);
    expect((await stored())[0]?.data.uploadedFiles).toEqual([
      { name: "clip.mp4", url: own("clip.mp4"), size: 20_000, ...sampleFacts },
    ]);
  });

  it("three own MP4/MOV files are accepted", async () => {
    await putOwn("a.mp4");
    await putOwn("b.mov", 9_900, "video/quicktime");
    await putOwn("c.mp4");
    const files = ["a.mp4", "b.mov", "c.mp4"].map((name) => ({ name, url: own(name) }));
    expect((await submitCreatorApplication(applicationFields(list(...files)), asApplicant, bed.ports)).status).toBe(
      201,
    );
    expect((await stored())[0]?.data.uploadedFiles).toHaveLength(3);
  });

  it("records the file's facts as checkUpload read them from the bytes, whatever the request or the name say; keeps its poster", async () => {
    const hevc = sampleVideo({ width: 720, height: 1280, rate: 30, hevc: true, hdr: true, sound: true });
    const path = `creator-uploads/${callers.applicant.uid}/1700000000000-clip.mp4`;
    await putCheckedUpload(
      bed.ports.files,
      path,
      { size: hevc.byteLength, contentType: "video/mp4", ownerUid: callers.applicant.uid },
      hevc,
    );
    const poster = `data:image/webp;base64,${WEBP_18_BY_32}`;
    const forged = {
      ...{ name: "clip.mp4", url: own("clip.mp4"), size: 1, durationSeconds: 999, width: 1920, height: 1080 },
      ...{ codec: "H.264", codecString: "avc1.640028", hdr: false, frameRate: 60, hasAudio: false, poster },
    };
    expect((await submitCreatorApplication(applicationFields(list(forged)), asApplicant, bed.ports)).status).toBe(201);
    expect((await stored())[0]?.data.uploadedFiles).toEqual([
      {
        name: "clip.mp4",
        url: own("clip.mp4"),
        size: hevc.byteLength,
        durationSeconds: 1,
        width: 720,
        height: 1280,
        contentType: "video/mp4",
        codec: "HEVC",
        codecString: expect.stringMatching(/^hvc1\./) as unknown,
        hdr: true,
        frameRate: 30,
        hasAudio: true,
        poster,
      },
    ]);
    expect((await stored())[0]?.data.hasPortraitVideo).toBe(true);
  });

  it("a poster that is not a small JPEG or WebP is refused, and nothing is stored", async () => {
    await putOwn("clip.mp4");
    const svg = `data:image/webp;base64,${btoa("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>")}`;
    await reject(
      list({ name: "clip.mp4", url: own("clip.mp4"), poster: svg }),
      asApplicant,
      400,
      "A file's preview picture is not a small JPEG or WebP image",
    );
  });

  it("a file whose bytes are not a video is deleted by the upload check, whatever its name and declared type, and refused", async () => {
    const text = new TextEncoder().encode("not a video, only a text file renamed .mp4\n".repeat(50));
    const path = `creator-uploads/${callers.applicant.uid}/1700000000000-clip.mp4`;
    const info = { size: text.byteLength, contentType: "video/mp4", ownerUid: callers.applicant.uid };
    expect(await putCheckedUpload(bed.ports.files, path, info, text)).toMatchObject({
      ok: false,
      message: "clip.mp4 is not a valid MP4 or MOV video.",
      deleted: true,
    });
    await reject({}, asApplicant, 400, "clip.mp4 was not found. Please upload it again.");
    expect(bed.ports.files.has(path)).toBe(false);
  });
});

describe("the optional newsletter box", () => {
  const subscriber = () =>
    bed.ports.documents.list<NewsletterSubscriberDocument>("newsletter_subscribers", {
      orderBy: "createdAt",
      limit: 50,
    });

  it("ticked: a creator-group subscriber with the box's wording, confirmed only from the e-mailed link", async () => {
    await submitCreatorApplication(
      applicationFields({ portfolioUrl: "https://ada.example", uploadedFiles: "", newsletterConsent: "true" }),
      asApplicant,
      bed.ports,
    );
    const [entry] = (await subscriber()).items;
    expect(entry?.data).toMatchObject({
      email: "ada@example.com",
      group: "creator",
      sourcePage: "/creator-signup",
      consent: { status: "unconfirmed", placement: "creator_application", wording: CREATOR_NEWSLETTER_WORDING },
    });
    expect(bed.ports.mailer.sent.map((mail) => [mail.to.address, mail.subject])).toEqual([
      ["ada@example.com", ACKNOWLEDGEMENT],
      ["ada@example.com", "Please confirm your subscription to Reelmark"],
    ]);
  });

  it("unticked: no subscriber and no newsletter e-mail", async () => {
    await submitCreatorApplication(
      applicationFields({ portfolioUrl: "https://ada.example", uploadedFiles: "" }),
      asApplicant,
      bed.ports,
    );
    expect((await subscriber()).items).toEqual([]);
    expect(bed.ports.mailer.sent.map((mail) => mail.subject)).toEqual([ACKNOWLEDGEMENT]);
  });
});

const ACKNOWLEDGEMENT = "We have received your application to Reelmark";

describe("the acknowledgement e-mail", () => {
  it("tells the applicant what happens next, within 7 days, and how to withdraw, in text and HTML alike", async () => {
    const result = await submitCreatorApplication(
      applicationFields({ portfolioUrl: "https://ada.example", uploadedFiles: "" }),
      asApplicant,
      bed.ports,
    );
    expect(result.status).toBe(201);
    const [mail] = bed.ports.mailer.sent;
    // The address is not confirmed: nothing the applicant wrote goes into the e-mail, not even their name.
    expect(mail).toMatchObject({ to: { address: "ada@example.com" }, subject: ACKNOWLEDGEMENT });
    expect(mail!.to.name).toBeUndefined();
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toMatch(/^(.*>)?Hi,(<|\n)/m);
      // The status link's random token can spell anything: what the applicant wrote is looked for around it.
      expect(body.replace(/https:\/\/site\.test\/application-status\?token=[A-Za-z0-9_.%-]+/g, "")).not.toMatch(
        /Ada|Lovelace/,
      );
      expect(body).toContain("What happens next");
      expect(body).toContain("within 7 days");
      expect(body).toContain("withdraw it");
      expect(body).toMatch(/https:\/\/site\.test\/application-status\?token=[A-Za-z0-9_.%-]+/);
      expect(body).toContain("support@reelmark.co.uk");
    }
    expect(mail!.headers?.["List-Unsubscribe"]).toBeUndefined();
  });

  it("is queued in the outbox before the answer, so an instance stopped once it has answered cannot lose it", async () => {
    bed.ports = createTestPorts({ outbox: "held" });
    const result = await submitCreatorApplication(
      applicationFields({ portfolioUrl: "https://ada.example", uploadedFiles: "" }),
      asApplicant,
      bed.ports,
    );
    expect(result.status).toBe(201);
    expect(bed.ports.mailer.sent).toEqual([]);
    await deliverHeldOutbox(bed.ports);
    expect(bed.ports.mailer.sent.map((mail) => [mail.to.address, mail.subject])).toEqual([
      ["ada@example.com", ACKNOWLEDGEMENT],
    ]);
  });

  it("goes once when the same application is sent again", async () => {
    const again = applicationFields({ portfolioUrl: "https://ada.example", uploadedFiles: "" });
    await submitCreatorApplication(again, asApplicant, bed.ports);
    await submitCreatorApplication(again, asApplicant, bed.ports);
    expect((await stored()).length).toBe(1);
    expect(bed.ports.mailer.sent.map((mail) => mail.subject)).toEqual([ACKNOWLEDGEMENT]);
  });

  const withLink = (portfolioUrl: string, email = "ada@example.com") =>
    applicationFields({ email, portfolioUrl, uploadedFiles: "" });
  const acknowledgementsTo = (address: string) =>
    bed.ports.mailer.sent.filter((mail) => mail.subject === ACKNOWLEDGEMENT && mail.to.address === address);

  it("goes once while an application of the address is pending; every application is stored", async () => {
    // A different application each time, from another client: the duplicate window does not catch them.
    for (const [index, portfolio] of ["https://one.example", "https://two.example"].entries()) {
      const client = { ...asApplicant, clientKey: `198.51.100.${index}` };
      expect(await submitCreatorApplication(withLink(portfolio), client, bed.ports)).toMatchObject({ status: 201 });
      bed.ports.clock.advance(60 * 60_000);
    }
    // Another spelling of the same address is the same address.
    await submitCreatorApplication(withLink("https://three.example", " ADA@Example.com"), asApplicant, bed.ports);
    expect((await stored()).map((application) => application.data.status)).toEqual(["pending", "pending", "pending"]);
    expect(bed.ports.mailer.sent.map((mail) => mail.subject)).toEqual([ACKNOWLEDGEMENT]);
  });

  it("goes again once no application of the address is pending any more", async () => {
    const first = await submitCreatorApplication(withLink("https://one.example"), asApplicant, bed.ports);
    await bed.ports.documents.update("creator_applications", (first.body as { id: string }).id, {
      status: "approved",
    });
    await submitCreatorApplication(withLink("https://two.example"), asApplicant, bed.ports);
    expect(acknowledgementsTo("ada@example.com")).toHaveLength(2);
  });

  it("a pending application of one address does not hold back another address's", async () => {
    await submitCreatorApplication(withLink("https://one.example"), asApplicant, bed.ports);
    await submitCreatorApplication(withLink("https://one.example", "grace@example.com"), asApplicant, bed.ports);
    expect(acknowledgementsTo("ada@example.com")).toHaveLength(1);
    expect(acknowledgementsTo("grace@example.com")).toHaveLength(1);
  });
});
