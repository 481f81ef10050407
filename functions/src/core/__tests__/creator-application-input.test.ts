/** Untrusted input and repeats of the creator application (see docs/security.md). */
import { submitCreatorApplication } from "../handlers/creator-application";
import { createScriptedHumanCheck } from "@testing/ports/fakes";
import { applicationFields, applicationTestBed, asApplicant, own } from "./application-test-bed";
import { callers } from "@testing/ports/test-ports";

const { bed, stored, putOwn } = applicationTestBed();

describe("untrusted text", () => {
  it.each(["ada@example.com,eve@evil.test", "ada@example.com;eve@evil.test", "ada@example.com>,<eve@evil.test"])(
    "an e-mail naming more than one recipient (%s) is refused",
    async (email) => {
      await putOwn("clip.mp4");
      expect(await submitCreatorApplication(applicationFields({ email }), asApplicant, bed.ports)).toEqual({
        status: 400,
        body: { error: "Please enter a valid email" },
      });
      expect(await stored()).toEqual([]);
    },
  );

  it.each([
    ["portfolioUrl", "javascript:alert(1)", "Portfolio URL must be a web address starting with http:// or https://"],
    [
      "portfolioUrl",
      "data:text/html,<script>",
      "Portfolio URL must be a web address starting with http:// or https://",
    ],
    ["instagram", "javascript:alert(1)", "Instagram must be a link starting with http:// or https://, or an @handle"],
    [
      "tiktok",
      "<img src=x onerror=alert(1)>",
      "TikTok must be a link starting with http:// or https://, or an @handle",
    ],
    ["firstName", "Ada\u0000", "First name contains characters that are not allowed"],
    ["lastName", "\u001b[31mLovelace", "Last name contains characters that are not allowed"],
    ["niche", "Food\ud800", "Niches contains characters that are not allowed"],
  ])("%s = %j is refused with a clear message", async (field, value, error) => {
    await putOwn("clip.mp4");
    expect(await submitCreatorApplication(applicationFields({ [field]: value }), asApplicant, bed.ports)).toEqual({
      status: 400,
      body: { error },
    });
    expect(await stored()).toEqual([]);
  });

  it("a file name carrying NUL or ESC is refused", async () => {
    await putOwn("clip.mp4");
    const uploadedFiles = JSON.stringify([{ name: "clip\u0000\u001b.mp4", url: own("clip.mp4"), size: 1 }]);
    expect(await submitCreatorApplication(applicationFields({ uploadedFiles }), asApplicant, bed.ports)).toEqual({
      status: 400,
      body: { error: "File name contains characters that are not allowed" },
    });
  });

  it("links are stored as http(s) only: a bare host gets https://, handles become profile links", async () => {
    await putOwn("clip.mp4");
    const result = await submitCreatorApplication(
      applicationFields({ portfolioUrl: "ada.dev/reel", instagram: "ada.makes", tiktok: "@ada_makes" }),
      asApplicant,
      bed.ports,
    );
    expect(result.status).toBe(201);
    expect((await stored())[0]?.data).toMatchObject({
      portfolioUrl: "https://ada.dev/reel",
      instagram: "https://www.instagram.com/ada.makes",
      tiktok: "https://www.tiktok.com/@ada_makes",
    });
  });
});

describe("duplicate window", () => {
  const fromClient = (clientKey: string) => ({ caller: callers.applicant, clientKey });

  it("200 identical applications sent at once from one client make one record, all answered with its id", async () => {
    await putOwn("clip.mp4");
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        submitCreatorApplication(applicationFields(), fromClient("198.51.100.7"), bed.ports),
      ),
    );
    expect(results.every((result) => result.status === 201)).toBe(true);
    const [record] = await stored();
    expect(await stored()).toHaveLength(1);
    expect(new Set(results.map((result) => (result.body as { id: string }).id))).toEqual(new Set([record!.id]));
  });

  it("another client, another application or the end of the 10-minute window each make a new record", async () => {
    // Each new application needs files of its own: a file belongs to one application only.
    const withClip = async (name: string, extra: Record<string, unknown> = {}) => {
      await putOwn(name);
      return applicationFields({ uploadedFiles: JSON.stringify([{ name, url: own(name), size: 1 }]), ...extra });
    };
    const first = await submitCreatorApplication(await withClip("clip.mp4"), fromClient("198.51.100.7"), bed.ports);
    expect(await submitCreatorApplication(await withClip("clip.mp4"), fromClient("198.51.100.7"), bed.ports)).toEqual(
      first,
    );
    expect(
      (await submitCreatorApplication(await withClip("b.mp4"), fromClient("203.0.113.50"), bed.ports)).status,
    ).toBe(201);
    const travel = await withClip("c.mp4", { niche: "Travel" });
    expect((await submitCreatorApplication(travel, fromClient("198.51.100.7"), bed.ports)).status).toBe(201);
    expect(await stored()).toHaveLength(3);
    bed.ports.clock.advance(10 * 60_000);
    const later = await submitCreatorApplication(await withClip("d.mp4"), fromClient("198.51.100.7"), bed.ports);
    expect(later.status).toBe(201);
    expect(later).not.toEqual(first);
    expect(await stored()).toHaveLength(4);
  });

  it("a fresh human-check token does not make a double submission new", async () => {
    await putOwn("clip.mp4");
    bed.ports = Object.assign(bed.ports, { humanCheck: createScriptedHumanCheck("skipped") });
    const first = await submitCreatorApplication(
      applicationFields({ "g-recaptcha-response": "a" }),
      fromClient("x"),
      bed.ports,
    );
    const second = await submitCreatorApplication(
      applicationFields({ "g-recaptcha-response": "b" }),
      fromClient("x"),
      bed.ports,
    );
    expect(second).toEqual(first);
    expect(await stored()).toHaveLength(1);
  });
});
