import type {
  BrandSignupDocument,
  ContactMessageDocument,
  CreatorApplicationDocument,
  NewsletterSubscriberDocument,
} from "~/shared/documents";
import { parseCsv } from "@testing/fixtures/parse-csv";
import { exportAdminList } from "../handlers/admin-export";
import { listAdminItems } from "../handlers/admin-lists";
import { adminOverview } from "../handlers/admin-overview";
import { erasePerson, findPerson } from "../handlers/people";
import { addContactMessage } from "../handlers/contact-message";
import { submitCreatorApplication } from "../handlers/creator-application";
import { subscribeToWaitlist } from "../handlers/subscribe-to-waitlist";
import { callers, createTestPorts, type TestPorts } from "@testing/ports/test-ports";
import { applicationFields, asApplicant } from "./application-test-bed";
import { sampleBrandSignup } from "@testing/fixtures/sample-brand-signup";

let ports: TestPorts;
beforeEach(() => {
  ports = createTestPorts();
});

const anonymous = { caller: null, remoteIp: "203.0.113.9", clientKey: "203.0.113.9" };
const HUMAN = { "g-recaptcha-response": "human" };
const brand = sampleBrandSignup;
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
    await addContactMessage(
      { name: "Rosie", email: "r@x.co", message: "Hello", attribution, ...HUMAN },
      anonymous,
      ports,
    );
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
    [
      "a 10 KB campaign",
      { last: touch({ campaign: "x".repeat(10_240) }) },
      "Campaign (utm_campaign) must be 100 characters or fewer",
    ],
    [
      "a 101-character source",
      { first: touch({ source: "a".repeat(101) }) },
      "Source (utm_source) must be 100 characters or fewer",
    ],
    [
      "a bidi override",
      { last: touch({ medium: "cpc\u202e" }) },
      "Medium (utm_medium) contains characters that are not allowed",
    ],
    [
      "a full referring address",
      { last: touch({ referrerHost: "https://www.google.com/search?q=ada+lovelace" }) },
      "Referring site must be a host name such as www.google.com",
    ],
    [
      "a landing path with a query",
      { last: touch({ landingPath: "/brand-signup?email=a@b.co" }) },
      "Landing page must be a path on this site starting with /",
    ],
    [
      "a landing address of another site",
      { last: touch({ landingPath: "https://evil.example/" }) },
      "Landing page must be a path on this site starting with /",
    ],
    [
      "a landing path that is another site",
      { last: touch({ landingPath: "//evil.example/phish" }) },
      "Landing page must be a path on this site starting with /",
    ],
    ["text instead of an object", "not an object", "The attribution sent with the form is not valid"],
  ])("%s → %s", async (_case, attribution, error) => {
    expect(await subscribeToWaitlist(brand({ attribution }), anonymous, ports)).toEqual({
      status: 400,
      body: { error },
    });
    expect(
      await addContactMessage(
        { name: "Rosie", email: "r@x.co", message: "Hello", attribution, ...HUMAN },
        anonymous,
        ports,
      ),
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

describe("the admin filters by source and campaign", () => {
  it("lists only the records whose last touch has them (any case typed), and refuses them on contact messages", async () => {
    const withTouch = (email: string, source: string, campaign: string) =>
      subscribeToWaitlist(brand({ email, attribution: { last: touch({ source, campaign }) } }), anonymous, ports);
    await withTouch("a@x.co", "tiktok", "launch");
    await withTouch("b@x.co", "tiktok", "spring");
    await withTouch("c@x.co", "google", "launch");
    const emails = async (filter: object) => {
      const result = await listAdminItems({ list: "brand-signups", ...filter }, { caller: callers.admin }, ports);
      if (result.status !== 200) throw new Error(JSON.stringify(result.body));
      return result.body.items.map((item) => item.email).sort();
    };
    expect(await emails({ source: "TikTok" })).toEqual(["a@x.co", "b@x.co"]);
    expect(await emails({ source: "tiktok", campaign: "launch" })).toEqual(["a@x.co"]);
    expect(await emails({ campaign: "launch" })).toEqual(["a@x.co", "c@x.co"]);
    expect(
      await listAdminItems({ list: "contact-messages", source: "tiktok" }, { caller: callers.admin }, ports),
    ).toEqual({ status: 400, body: { error: "This list has no source filter" } });
  });
});

describe("the CSV export carries it", () => {
  it("brand sign-ups of one source: the estimate, the last touch and the first", async () => {
    await subscribeToWaitlist(
      brand({
        attribution: { first: touch({ source: "google", campaign: "" }), last: touch() },
        estimate: { tier: "pro", creators: 10 },
      }),
      anonymous,
      ports,
    );
    await subscribeToWaitlist(
      brand({ email: "other@x.co", attribution: { last: touch({ source: "x" }) } }),
      anonymous,
      ports,
    );
    const result = await exportAdminList({ list: "brand-signups", source: "tiktok" }, { caller: callers.admin }, ports);
    if (!("chunks" in result.body)) throw new Error(JSON.stringify(result.body));
    let text = "";
    for await (const chunk of result.body.chunks) text += chunk;
    const [header, ...rows] = parseCsv(text);
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((name, index) => [name, rows[0]![index]]));
    expect(row).toMatchObject({
      Estimate: "Priced 10 × Pro, £2,475.00",
      Source: "tiktok",
      Medium: "social",
      Campaign: "launch",
      "Referring site": "www.tiktok.com",
      "Landing page": "/",
      "First source": "google",
      "First campaign": "",
    });
  });
});

describe("a person's data", () => {
  it("the download includes where they came from and the estimate; erasure leaves none of it", async () => {
    const attribution = { last: touch() };
    await subscribeToWaitlist(brand({ attribution, estimate: { tier: "rising", creators: 2 } }), anonymous, ports);
    await addContactMessage(
      { name: "Bo", email: "bo@brand.co", message: "Hi", attribution, ...HUMAN },
      anonymous,
      ports,
    );
    const asAdmin = { caller: callers.admin };
    const found = await findPerson({ email: "bo@brand.co" }, asAdmin, ports);
    if (found.status !== 200) throw new Error(JSON.stringify(found.body));
    expect(found.body.brandSignups[0]).toMatchObject({
      attribution: { first: null, last: { source: "tiktok", campaign: "launch" } },
      estimate: { tier: "rising", creators: 2, totalPence: 27_500 },
    });
    expect(found.body.contactMessages[0]).toMatchObject({ attribution: { last: { source: "tiktok" } } });
    await erasePerson({ email: "bo@brand.co" }, asAdmin, ports);
    expect(await stored("brand_signups", "created_at")).toEqual([]);
    expect(await stored("contact_messages", "createdAt")).toEqual([]);
  });
});

describe("the overview splits the weeks by source", () => {
  it("counts each week's records from that source beside the totals; without one, nothing more is counted", async () => {
    await subscribeToWaitlist(brand({ attribution: { last: touch() } }), anonymous, ports);
    await subscribeToWaitlist(
      brand({ email: "g@x.co", attribution: { last: touch({ source: "google" }) } }),
      anonymous,
      ports,
    );
    const asAdmin = { caller: callers.admin };
    const split = await adminOverview({ source: "TikTok" }, asAdmin, ports);
    if (split.status !== 200) throw new Error(JSON.stringify(split.body));
    expect(split.body.source).toBe("tiktok");
    expect(split.body.weekly.at(-1)).toMatchObject({
      brandSignups: 2,
      fromSource: { applications: 0, brandSignups: 1 },
    });
    const plain = await adminOverview({}, asAdmin, ports);
    if (plain.status !== 200) throw new Error(JSON.stringify(plain.body));
    expect(plain.body.weekly.at(-1)).not.toHaveProperty("fromSource");
    expect(await adminOverview({ source: "x".repeat(101) }, asAdmin, ports)).toEqual({
      status: 400,
      body: { error: "Source must be 100 characters or fewer" },
    });
  });
});
