import type {
  BrandSignupDocument,
  ContactMessageDocument,
  CreatorApplicationDocument,
  NewsletterSubscriberDocument,
} from "~/shared/documents";
import { addContactMessage } from "../handlers/contact-message";
import { submitCreatorApplication } from "../handlers/creator-application";
import { subscribeToWaitlist } from "../handlers/subscribe-to-waitlist";
import { createTestPorts, type TestPorts } from "../testing/test-ports";
import { applicationFields, asApplicant } from "./application-test-bed";

let ports: TestPorts;
beforeEach(() => {
  ports = createTestPorts();
});

const anonymous = { caller: null, remoteIp: "203.0.113.9", clientKey: "203.0.113.9" };
const brand = (overrides: object = {}) => ({
  name: "Bo Brand",
  email: "bo@brand.co",
  companyName: "Brand Ltd",
  type: "brand",
  ...overrides,
});
const touch = (overrides: object = {}) => ({
  source: "TikTok",
  medium: "social",
  campaign: "launch",
  referrerHost: "www.TikTok.com",
  landingPath: "/",
  ...overrides,
});
const stored = async <T extends object>(collection: Parameters<TestPorts["documents"]["list"]>[0], orderBy: string) =>
  (await ports.documents.list<T>(collection, { orderBy, limit: 50 })).items.map((item) => item.data);

describe("every public record stores where it came from", () => {
  it("a brand sign-up: both touches (tags lower-cased, the host only) and the estimate, its total the server's", async () => {
    const result = await subscribeToWaitlist(
      brand({
        attribution: { first: touch(), last: touch({ source: "google", campaign: "", landingPath: "/prices" }) },
        // A forged total is never read: 10 Pro with the 10% discount is £2,475.00.
        estimate: { tier: "pro", creators: 10, totalPence: 1 },
      }),
      anonymous,
      ports,
    );
    expect(result.status).toBe(200);
    const [signup] = await stored<BrandSignupDocument>("brand_signups", "created_at");
    expect(signup?.attribution).toEqual({
      first: {
        source: "tiktok",
        medium: "social",
        campaign: "launch",
        referrerHost: "www.tiktok.com",
        landingPath: "/",
      },
      last: {
        source: "google",
        medium: "social",
        campaign: null,
        referrerHost: "www.tiktok.com",
        landingPath: "/prices",
      },
    });
    expect(signup?.estimate).toEqual({ tier: "pro", creators: 10, totalPence: 247_500 });
  });

  it("a record sent without attribution stores empty touches and no estimate", async () => {
    await subscribeToWaitlist(brand(), anonymous, ports);
    const [signup] = await stored<BrandSignupDocument>("brand_signups", "created_at");
    expect(signup).toMatchObject({ attribution: { first: null, last: null }, estimate: null });
  });

  it("a newsletter entry, a contact message and a creator application", async () => {
    const attribution = { last: touch({ landingPath: "/contact" }) };
    const lastStored = { ...touch({ landingPath: "/contact" }), source: "tiktok", referrerHost: "www.tiktok.com" };
    await subscribeToWaitlist({ email: "n@x.co", "g-recaptcha-response": "human", attribution }, anonymous, ports);
    await addContactMessage({ name: "Rosie", email: "r@x.co", message: "Hello", attribution }, anonymous, ports);
    const application = await submitCreatorApplication(
      // Multipart carries the object as JSON text.
      applicationFields({
        uploadedFiles: "",
        portfolioUrl: "https://ada.example",
        attribution: JSON.stringify(attribution),
      }),
      asApplicant,
      ports,
    );
    expect(application.status).toBe(201);
    const expected = { first: null, last: lastStored };
    expect((await stored<NewsletterSubscriberDocument>("newsletter_subscribers", "createdAt"))[0]?.attribution).toEqual(
      expected,
    );
    expect((await stored<ContactMessageDocument>("contact_messages", "createdAt"))[0]?.attribution).toEqual(expected);
    expect((await stored<CreatorApplicationDocument>("creator_applications", "submittedAt"))[0]?.attribution).toEqual(
      expected,
    );
  });
});

describe("forged attribution is refused with its own message, and nothing is stored", () => {
  it.each([
    [{ last: touch({ campaign: "x".repeat(10_240) }) }, "Campaign (utm_campaign) must be 100 characters or fewer"],
    [{ first: touch({ source: "a".repeat(101) }) }, "Source (utm_source) must be 100 characters or fewer"],
    [{ last: touch({ medium: "cpc\u202e" }) }, "Medium (utm_medium) contains characters that are not allowed"],
    [
      { last: touch({ referrerHost: "https://www.google.com/search?q=ada+lovelace" }) },
      "Referring site must be a host name such as www.google.com",
    ],
    [
      { last: touch({ landingPath: "/brand-signup?email=a@b.co" }) },
      "Landing page must be a path on this site starting with /",
    ],
    [
      { last: touch({ landingPath: "https://evil.example/" }) },
      "Landing page must be a path on this site starting with /",
    ],
    ["not an object", "The attribution sent with the form is not valid"],
  ])("%j → %s", async (attribution, error) => {
    expect(await subscribeToWaitlist(brand({ attribution }), anonymous, ports)).toEqual({
      status: 400,
      body: { error },
    });
    expect(
      await addContactMessage({ name: "Rosie", email: "r@x.co", message: "Hello", attribution }, anonymous, ports),
    ).toEqual({ status: 400, body: { error } });
    expect(await stored("brand_signups", "created_at")).toEqual([]);
    expect(await stored("contact_messages", "createdAt")).toEqual([]);
  });

  it.each([
    [{ tier: "vip", creators: 1 }, "Priced creator type must be pro or rising"],
    [{ tier: "pro", creators: 21 }, "Priced number of creators must be a whole number from 1 to 20"],
    [{ tier: "pro", creators: 2.5 }, "Priced number of creators must be a whole number from 1 to 20"],
  ])("an estimate %j → %s", async (estimate, error) => {
    expect(await subscribeToWaitlist(brand({ estimate }), anonymous, ports)).toEqual({ status: 400, body: { error } });
    expect(await stored("brand_signups", "created_at")).toEqual([]);
  });
});
