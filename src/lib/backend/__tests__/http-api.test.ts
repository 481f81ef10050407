import type { CreatorApplicationRequest } from "~/shared/wire/forms";
import { createHttpApiClient } from "../http-api";
import { BackendError } from "../types";

const fetchMock = vi.fn<typeof fetch>();

function respond(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
}

/** A fetch that never answers until its signal aborts, like a hung server. */
function hang() {
  fetchMock.mockImplementationOnce(
    (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
      }),
  );
}

const application: CreatorApplicationRequest = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  postcode: "SW1A 1AA",
  portfolioUrl: "",
  instagram: "@ada",
  tiktok: "",
  niche: "Beauty",
  referralSource: "TikTok",
  isUKCreator: true,
  newsletterConsent: false,
  recaptchaToken: "token",
  uploadedFiles: [],
};

const brand = {
  name: "Bo",
  email: "bo@brand.co",
  companyName: "Brand",
  website: "",
  botField: "",
  emailListOptIn: false,
  recaptchaToken: "",
};

let token: string | null = "id-token";
const client = createHttpApiClient({ getIdToken: async () => token });

beforeEach(() => {
  token = "id-token";
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const sent = (index = 0) => {
  const [url, init] = fetchMock.mock.calls[index]!;
  return { url, init: init!, headers: new Headers(init!.headers) };
};

describe("newsletter", () => {
  it("posts the product's JSON payload with the group when given", async () => {
    respond(200, { ok: true });
    await client.subscribeToNewsletter({ email: "a@b.co", recaptchaToken: "t", group: "creator" });
    const { url, init, headers } = sent();
    expect(url).toBe("/api/subscribe-to-waitlist");
    expect(headers.get("content-type")).toBe("application/json");
    expect(headers.has("authorization")).toBe(false);
    expect(JSON.parse(init.body as string)).toEqual({
      email: "a@b.co",
      "g-recaptcha-response": "t",
      group: "creator",
      // Without a cookie answer: only what this page carries (src/lib/attribution.ts).
      attribution: {
        first: null,
        last: { source: null, medium: null, campaign: null, referrerHost: null, landingPath: window.location.pathname },
      },
    });
  });

  it("throws the server's error text, else 'Failed to subscribe'", async () => {
    respond(400, { error: "Please enter a valid email address" });
    await expect(client.subscribeToNewsletter({ email: "x", recaptchaToken: "t" })).rejects.toThrow(
      "Please enter a valid email address",
    );
    respond(500, { nope: true });
    await expect(client.subscribeToNewsletter({ email: "x", recaptchaToken: "t" })).rejects.toThrow(
      /^Failed to subscribe$/,
    );
    fetchMock.mockResolvedValueOnce(new Response("<html>bad gateway</html>", { status: 502 }));
    await expect(client.subscribeToNewsletter({ email: "x", recaptchaToken: "t" })).rejects.toMatchObject({
      message: "Failed to subscribe",
      status: 502,
    });
  });

  it("leaves the message empty when no answer came, so each footer shows its own fallback (product.md §P4–P5)", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(client.subscribeToNewsletter({ email: "a@b.co", recaptchaToken: "t" })).rejects.toMatchObject({
      name: "BackendError",
      message: "",
      code: "network",
    });
  });

  it("has no time limit by default (pricing page) and aborts after the given limit (creator page)", async () => {
    vi.useFakeTimers();
    hang();
    let settled = false;
    const unlimited = client
      .subscribeToNewsletter({ email: "a@b.co", recaptchaToken: "t" })
      .finally(() => (settled = true));
    unlimited.catch(() => undefined);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(settled).toBe(false);

    hang();
    const limited = client.subscribeToNewsletter({ email: "a@b.co", recaptchaToken: "t" }, { timeoutMs: 15_000 });
    const assertion = expect(limited).rejects.toMatchObject({
      message: "Request timed out. Please try again.",
      code: "timeout",
    });
    await vi.advanceTimersByTimeAsync(15_000);
    await assertion;
  });
});

describe("brand waitlist", () => {
  it("posts the product's fields with type brand and the honeypot, the page's estimate and attribution", async () => {
    respond(200, { ok: true });
    window.history.replaceState(null, "", "/brand-signup?tier=rising&creators=4&utm_source=LinkedIn");
    await client.joinBrandWaitlist({ ...brand, botField: "", emailListOptIn: true, recaptchaToken: "t" });
    window.history.replaceState(null, "", "/");
    expect(JSON.parse(sent().init.body as string)).toEqual({
      name: "Bo",
      email: "bo@brand.co",
      companyName: "Brand",
      website: "",
      "bot-field": "",
      emailListOptIn: true,
      type: "brand",
      "g-recaptcha-response": "t",
      estimate: { tier: "rising", creators: 4, totalPence: 55_000 },
      attribution: {
        first: null,
        last: { source: "linkedin", medium: null, campaign: null, referrerHost: null, landingPath: "/brand-signup" },
      },
    });
  });

  it("times out after 15 s by default, and not before", async () => {
    vi.useFakeTimers();
    hang();
    let settled = false;
    const call = client.joinBrandWaitlist(brand).finally(() => (settled = true));
    const assertion = expect(call).rejects.toThrow("Request timed out. Please try again.");
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it("falls back to 'Failed to submit' on a server failure, and leaves the message to the form when no answer came", async () => {
    respond(500, {});
    await expect(client.joinBrandWaitlist(brand)).rejects.toThrow(/^Failed to submit$/);
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(client.joinBrandWaitlist(brand)).rejects.toMatchObject({ message: "", code: "network" });
  });
});

describe("creator application", () => {
  it("sends multipart fields as text, without uploadedFiles when there are none, with the session token", async () => {
    respond(201, { ok: true, id: "app-1" });
    await expect(client.submitCreatorApplication(application)).resolves.toEqual({ id: "app-1" });
    const { url, init, headers } = sent();
    expect(url).toBe("/api/creator-application");
    expect(headers.has("content-type")).toBe(false);
    expect(headers.get("authorization")).toBe("Bearer id-token");
    const form = init.body as FormData;
    expect(form.get("isUKCreator")).toBe("true");
    expect(form.get("newsletterConsent")).toBe("false");
    expect(form.get("g-recaptcha-response")).toBe("token");
    expect(form.get("referralSource")).toBe("TikTok");
    expect(form.has("uploadedFiles")).toBe(false);
    // Objects go as JSON text, as the file list does.
    expect(JSON.parse(form.get("attribution") as string)).toMatchObject({ first: null, last: { landingPath: "/" } });
  });

  it("sends uploadedFiles as JSON text when there is at least one file", async () => {
    respond(201, { ok: true, id: "app-2" });
    const files = [{ name: "clip.mp4", url: "/files/creator-uploads/u/1-clip.mp4", size: 10 }];
    await client.submitCreatorApplication({ ...application, uploadedFiles: files });
    expect(JSON.parse((sent().init.body as FormData).get("uploadedFiles") as string)).toEqual(files);
  });

  it("reads the error field, falls back to 'Failed to submit application', and times out after 30 s with 'Request timed out'", async () => {
    respond(403, { error: "clip.mp4 does not belong to you." });
    await expect(client.submitCreatorApplication(application)).rejects.toMatchObject({
      message: "clip.mp4 does not belong to you.",
      status: 403,
    });
    respond(500, {});
    await expect(client.submitCreatorApplication(application)).rejects.toThrow(/^Failed to submit application$/);
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(client.submitCreatorApplication(application)).rejects.toMatchObject({ message: "", code: "network" });
    vi.useFakeTimers();
    hang();
    const call = client.submitCreatorApplication(application);
    const assertion = expect(call).rejects.toMatchObject({ message: "Request timed out", code: "timeout" });
    await vi.advanceTimersByTimeAsync(30_000);
    await assertion;
  });
});

describe("admin calls", () => {
  it("approve sends the bearer token and reads emailSent", async () => {
    respond(200, { emailSent: true, status: "approved_pro" });
    const request = { applicationId: "a1", approvalType: "pro" as const, adminEmail: "admin@example.com" };
    await expect(client.approveCreator(request)).resolves.toEqual({ emailSent: true });
    expect(sent().url).toBe("/api/approve-creator");
    expect(sent().headers.get("authorization")).toBe("Bearer id-token");
    expect(JSON.parse(sent().init.body as string)).toEqual(request);
  });

  it("approve surfaces the server's error and status", async () => {
    respond(409, { error: "This application has already been reviewed." });
    await expect(
      client.approveCreator({ applicationId: "a1", approvalType: "pro", adminEmail: "" }),
    ).rejects.toMatchObject({
      message: "This application has already been reviewed.",
      status: 409,
    });
  });

  it("approve gives a reason of its own when the server gives none, or no answer comes", async () => {
    const approve = () => client.approveCreator({ applicationId: "a1", approvalType: "pro", adminEmail: "" });
    fetchMock.mockResolvedValueOnce(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(approve()).rejects.toMatchObject({
      message: "the server did not say why. Please try again.",
      status: 502,
    });
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(approve()).rejects.toMatchObject({
      message: "no answer from the server. Check the connection and try again.",
      code: "network",
    });
  });

  it("delete posts the id with the token; without a session nothing is sent", async () => {
    respond(200, { ok: true });
    await client.deleteCreatorApplication({ applicationId: "a1" });
    expect(sent().url).toBe("/api/delete-creator-application");
    expect(JSON.parse(sent().init.body as string)).toEqual({ applicationId: "a1" });
    expect(sent().headers.get("authorization")).toBe("Bearer id-token");
    token = null;
    const error = await client.deleteCreatorApplication({ applicationId: "a1" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
