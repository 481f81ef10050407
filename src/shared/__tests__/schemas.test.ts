import {
  approveCreatorSchema,
  brandWaitlistSchema,
  contactMessageSchema,
  creatorApplicationSchema,
  deleteCreatorApplicationSchema,
  firstErrorMessage,
  newsletterSubscriptionSchema,
  normaliseEmail,
  updateBrandSignupSchema,
} from "../index";
import { sampleApplication } from "@testing/fixtures/sample-application";

describe("newsletter subscription", () => {
  const first = (input: object) => firstErrorMessage(newsletterSubscriptionSchema, input);

  it.each([
    [{}, "Please enter your email address"],
    [{ email: "   " }, "Please enter your email address"],
    [{ email: "someone" }, "Please enter a valid email address"],
    [{ email: "some one@x.co" }, "Please enter a valid email address"],
    [{ email: "someone@example" }, "Please enter a valid email address"],
  ])("%j → %s", (input, message) => {
    expect(first(input)).toBe(message);
  });

  it("accepts a trimmed e-mail, the token and group creator; refuses another group", () => {
    expect(
      newsletterSubscriptionSchema.parse({ email: "  a@b.co ", "g-recaptcha-response": "t", group: "creator" }),
    ).toMatchObject({
      email: "a@b.co",
      group: "creator",
    });
    expect(first({ email: "a@b.co", group: "brand" })).not.toBeNull();
  });

  it.each(["https://evil.example/", "//evil.example/phish", "/prices?email=a@b.co", "Buy now at evil dot example"])(
    "refuses a source page that is not a path on this site: %s",
    (sourcePage) => {
      expect(first({ email: "a@b.co", sourcePage })).toBe("Source page must be a path on this site starting with /");
    },
  );

  it.each(["/", "/creator", "/prices", ""])("takes the source page %j", (sourcePage) => {
    expect(first({ email: "a@b.co", "g-recaptcha-response": "t", sourcePage })).toBeNull();
  });
});

describe("brand waitlist: first failure in product.md order", () => {
  const valid = { name: "Bo", email: "bo@brand.co", companyName: "Brand", type: "brand" };
  const first = (input: object) => firstErrorMessage(brandWaitlistSchema, { ...valid, ...input });

  it("name, then e-mail, then company", () => {
    expect(first({ name: " ", email: "", companyName: "" })).toBe("Name is required");
    expect(first({ email: "  ", companyName: "" })).toBe("Valid email is required");
    expect(first({ email: "no-at-sign", companyName: "" })).toBe("Valid email is required");
    expect(first({ companyName: "   " })).toBe("Company name is required");
    expect(first({})).toBeNull();
  });

  it("website is optional; opt-in defaults to false", () => {
    expect(brandWaitlistSchema.parse(valid)).toMatchObject({ website: "", emailListOptIn: false, "bot-field": "" });
  });
});

describe("creator application: field messages, then the four submit checks in order", () => {
  const complete = sampleApplication({
    niche: "Beauty",
    "g-recaptcha-response": "t",
    uploadedFiles: JSON.stringify([{ name: "clip.mp4", url: "creator-uploads/u/1-clip.mp4", size: 5 }]),
  });
  const first = (input: object) => firstErrorMessage(creatorApplicationSchema, { ...complete, ...input });
  const empty = {
    portfolioUrl: "",
    instagram: "",
    tiktok: "",
    uploadedFiles: undefined,
    niche: "",
    referralSource: "",
    isUKCreator: "false",
  };

  it("walks every message in order as each problem is fixed", () => {
    const steps: Array<[object, string]> = [
      [{ ...empty, firstName: "", lastName: "", email: "", postcode: "" }, "First name is required"],
      [{ ...empty, lastName: "", email: "", postcode: "" }, "Last name is required"],
      [{ ...empty, email: "", postcode: "" }, "Email is required"],
      [{ ...empty, email: "ada@", postcode: "" }, "Please enter a valid email"],
      [{ ...empty, postcode: "  " }, "Postcode is required"],
      [empty, "Please provide a portfolio/social link or upload at least 1 file."],
      [{ ...empty, tiktok: "@ada" }, "Please enter at least one niche"],
      [{ ...empty, tiktok: "@ada", niche: "Food" }, "Please tell us how you heard about us"],
      [{ ...empty, tiktok: "@ada", niche: "Food", referralSource: "Other" }, "Please confirm you are a UK creator"],
    ];
    for (const [input, message] of steps) expect(first(input)).toBe(message);
    expect(first({})).toBeNull();
  });

  it("any one of portfolio, Instagram, TikTok or a file satisfies the first check", () => {
    const none = { portfolioUrl: "", instagram: "", tiktok: "", uploadedFiles: "" };
    const check = "Please provide a portfolio/social link or upload at least 1 file.";
    expect(first(none)).toBe(check);
    expect(first({ ...none, portfolioUrl: "https://ada.dev" })).toBeNull();
    expect(first({ ...none, instagram: "@ada" })).toBeNull();
    expect(first({ ...none, tiktok: "@ada" })).toBeNull();
  });

  it("refuses a referral source outside the product's list, and more than 3 files", () => {
    expect(first({ referralSource: "Billboard" })).toBe("Please tell us how you heard about us");
    const file = { name: "a.mp4", url: "creator-uploads/u/1-a.mp4", size: 1 };
    expect(first({ uploadedFiles: JSON.stringify([file, file, file, file]) })).toBe(
      "You can only upload up to 3 files total.",
    );
    expect(first({ uploadedFiles: "{not json" })).toBe("The uploaded files list is not valid");
  });

  it("turns multipart text into typed values", () => {
    const parsed = creatorApplicationSchema.parse(complete);
    expect(parsed.isUKCreator).toBe(true);
    expect(parsed.newsletterConsent).toBe(false);
    expect(parsed.uploadedFiles).toEqual([{ name: "clip.mp4", url: "creator-uploads/u/1-clip.mp4", size: 5 }]);
  });
});

describe("contact message", () => {
  const first = (input: object) =>
    firstErrorMessage(contactMessageSchema, { name: "Ada", email: "a@b.co", message: "Hi", ...input });

  it("requires name, then a valid e-mail, then a message, within limits", () => {
    expect(first({ name: "", email: "", message: "" })).toBe("Please enter your name");
    expect(first({ email: "", message: "" })).toBe("Please enter your email address");
    expect(first({ email: "nope", message: "" })).toBe("Please enter a valid email address");
    expect(first({ message: "   " })).toBe("Please enter a message");
    expect(first({ message: "x".repeat(5001) })).toBe("Message must be 5000 characters or fewer");
    expect(first({ name: "x".repeat(101) })).toBe("Name must be 100 characters or fewer");
    expect(first({})).toBeNull();
  });
});

describe("admin payloads", () => {
  it("approve needs an id and rising_star or pro", () => {
    expect(firstErrorMessage(approveCreatorSchema, { approvalType: "pro" })).toBe("Application ID is required");
    expect(firstErrorMessage(approveCreatorSchema, { applicationId: "a", approvalType: "vip" })).toBe(
      "Approval type must be rising_star or pro",
    );
    expect(
      firstErrorMessage(approveCreatorSchema, { applicationId: "a", approvalType: "rising_star", adminEmail: "x@y.z" }),
    ).toBeNull();
  });

  it("ids never carry a path separator", () => {
    expect(firstErrorMessage(deleteCreatorApplicationSchema, { applicationId: "../x" })).toBe(
      "Application ID is not valid",
    );
    expect(firstErrorMessage(deleteCreatorApplicationSchema, { applicationId: "abc" })).toBeNull();
  });

  it("a brand signup update needs a known status or another field", () => {
    expect(firstErrorMessage(updateBrandSignupSchema, { id: "a", status: "won" })).toMatch(/^Status must be one of/);
    expect(firstErrorMessage(updateBrandSignupSchema, { id: "a" })).toBe(
      "Nothing to update: send status, notes or meeting_signed_up",
    );
    expect(firstErrorMessage(updateBrandSignupSchema, { id: "a", meeting_signed_up: true })).toBeNull();
  });
});

it("normalises e-mails by trimming and lower-casing", () => {
  expect(normaliseEmail("  Ada@Example.COM ")).toBe("ada@example.com");
});
