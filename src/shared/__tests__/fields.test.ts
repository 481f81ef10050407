import type { z } from "zod";
import {
  approveCreatorSchema,
  brandWaitlistSchema,
  contactMessageSchema,
  creatorApplicationSchema,
  deleteBrandSignupSchema,
  firstErrorMessage,
  isSingleEmailAddress,
  newsletterSubscriptionSchema,
  updateBrandSignupSchema,
} from "../index";
import { application, brand, contact } from "./valid-inputs";
import { mailtoHref } from "../schemas/email-address";
import { toProfileUrl, toWebAddress } from "../schemas/web-address";

/** Every form's e-mail field, with the message its own "valid email" failure shows. */
const emailForms = [
  [
    "newsletter",
    (email: string) => firstErrorMessage(newsletterSubscriptionSchema, { email }),
    "Please enter a valid email address",
  ],
  [
    "brand waitlist",
    (email: string) => firstErrorMessage(brandWaitlistSchema, { ...brand, email }),
    "Valid email is required",
  ],
  [
    "contact",
    (email: string) => firstErrorMessage(contactMessageSchema, { ...contact, email }),
    "Please enter a valid email address",
  ],
  [
    "creator application",
    (email: string) => firstErrorMessage(creatorApplicationSchema, { ...application, email }),
    "Please enter a valid email",
  ],
] as const;

describe("one e-mail field for every form: exactly one address", () => {
  const refused = [
    "a@x.co,b@y.co",
    "a@x.co;b@y.co",
    "a@x.co>,<b@y.co",
    "Eve <eve@y.co>",
    '"a,b"@x.co',
    "a@x.co\r\nBcc: b@y.co",
    "a@x.co\u0000",
    "\ud800x@a.bc",
    "a@b",
    "a@@b.co",
    "a..b@x.co",
    `${"a".repeat(65)}@x.co`,
    // A `mailto:` link to these would add headers (a hidden copy) or cut the address at a fragment.
    "x?bcc=spy@evil.example",
    "x&bcc=spy@evil.example",
    "bcc=spy@evil.example",
    "x#y@evil.example",
  ];
  it.each(emailForms)(
    "%s refuses lists, display names, control characters and lone surrogates",
    (_form, check, invalid) => {
      for (const email of refused) expect(check(email), email).toBe(invalid);
    },
  );

  it.each(emailForms)("%s still accepts ordinary addresses", (_form, check) => {
    for (const email of ["a@b.co", "o'brien+news@example.co.uk", "ünïcode@exämple.de", " Ada@Example.COM "]) {
      expect(check(email), email).toBeNull();
    }
  });

  it("mailto links carry the address percent-encoded: one recipient, no headers", () => {
    expect(mailtoHref("o'brien+news@example.co.uk")).toBe("mailto:o'brien%2Bnews@example.co.uk");
    expect(mailtoHref("x?bcc=spy@evil.example")).toBe("mailto:x%3Fbcc%3Dspy@evil.example");
    expect(mailtoHref("ünïcode@exämple.de")).toBe("mailto:%C3%BCn%C3%AFcode@ex%C3%A4mple.de");
  });

  it("the longest address allowed is 254 characters", () => {
    const longest = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(58)}.co`;
    expect(isSingleEmailAddress(longest)).toBe(true);
    expect(isSingleEmailAddress(`a${longest}`)).toBe(false);
  });
});

describe("text fields refuse control characters and lone surrogates", () => {
  const cases: Array<[string, z.ZodType, object, string]> = [
    [
      "brand name with NUL",
      brandWaitlistSchema,
      { ...brand, name: "Bo\u0000" },
      "Name contains characters that are not allowed",
    ],
    [
      "company with ESC",
      brandWaitlistSchema,
      { ...brand, companyName: "\u001b[2JBrand" },
      "Company name contains characters that are not allowed",
    ],
    [
      "brand name with a lone surrogate",
      brandWaitlistSchema,
      { ...brand, name: "Bo\ud800" },
      "Name contains characters that are not allowed",
    ],
    [
      "contact name with a tab",
      contactMessageSchema,
      { ...contact, name: "A\tda" },
      "Name contains characters that are not allowed",
    ],
    [
      "contact message with a C1 control",
      contactMessageSchema,
      { ...contact, message: "Hi\u0085" },
      "Message contains characters that are not allowed",
    ],
    [
      "newsletter source page with NUL",
      newsletterSubscriptionSchema,
      { email: "a@b.co", sourcePage: "/\u0000" },
      "Source page contains characters that are not allowed",
    ],
    [
      "postcode with NUL",
      creatorApplicationSchema,
      { ...application, postcode: "SW1A\u00001AA" },
      "Postcode contains characters that are not allowed",
    ],
    [
      "admin notes with ESC",
      updateBrandSignupSchema,
      { id: "a", notes: "Called\u001b" },
      "Notes contains characters that are not allowed",
    ],
  ];
  it.each(cases)("%s is refused", (_case, schema, input, message) => {
    expect(firstErrorMessage(schema, input)).toBe(message);
  });

  it("a message keeps its tabs and line breaks, and a valid surrogate pair (emoji) is fine", () => {
    expect(firstErrorMessage(contactMessageSchema, { ...contact, message: "Hi,\r\n\tthanks 👍" })).toBeNull();
    expect(firstErrorMessage(brandWaitlistSchema, { ...brand, companyName: "Bo 👍" })).toBeNull();
  });
});

describe("a person's name is letters, spaces, apostrophes, hyphens and full stops: nothing to mail in our name", () => {
  const nameFields = [
    ["First name", (name: string) => firstErrorMessage(creatorApplicationSchema, { ...application, firstName: name })],
    ["Last name", (name: string) => firstErrorMessage(creatorApplicationSchema, { ...application, lastName: name })],
    ["Name", (name: string) => firstErrorMessage(brandWaitlistSchema, { ...brand, name })],
    ["Name", (name: string) => firstErrorMessage(contactMessageSchema, { ...contact, name })],
  ] as const;

  it.each(nameFields)("%s refuses digits, symbols, links, addresses and phone numbers", (label, check) => {
    const characters = `${label} can only contain letters, spaces, apostrophes, hyphens and full stops`;
    const address = `${label} cannot contain a web or e-mail address`;
    expect(check("PayPal locked – verify at paypa1-help.co")).toBe(characters);
    expect(check("Call +44 7700 900123")).toBe(characters);
    expect(check("ada@example.com")).toBe(characters);
    expect(check("https://x.co")).toBe(characters);
    expect(check("Verify at paypal.com")).toBe(address);
    expect(check("www.Evil.co")).toBe(address);
    expect(check("Verify at paypal.\u0301com")).toBe(address);
  });

  const MESSAGES = {
    address: "cannot contain a web or e-mail address",
    numbers: "cannot contain a phone number or other numbers",
    mixed: "cannot mix alphabets within a word",
  } as const;
  it.each([
    // Modifier letter colon, Canadian syllabics final acute and Lisu tone marks for ":", "/" and ".".
    ["https\u02d0\u141f\u141fpaypal\ua4f8co\ua4f8uk", "address"],
    ["paypal\ua4f8com", "address"],
    ["Paypal. Com", "address"],
    ["paypal . co . uk", "address"],
    ["https \u02d0 paypal", "address"],
    // Katakana ノ reads as "/" among Latin letters.
    ["Ana \u30ce Smith", "address"],
    // Cyrillic О, З and І: "Call 0300 111".
    ["Call \u041e\u0417\u041e\u041e \u0406\u0406\u0406", "numbers"],
    ["Call \u041e \u0417 \u041e\u041e", "numbers"],
    // A Cyrillic "а" inside a Latin word; a Cherokee letter that looks like "D" after one.
    ["P\u0430ypal", "mixed"],
    ["Ana paypal\u13a0", "mixed"],
  ] as const)(
    "every name field refuses %j, a link or a number spelt with spaces or look-alike letters",
    (name, kind) => {
      for (const [label, check] of nameFields) expect(check(name)).toBe(`${label} ${MESSAGES[kind]}`);
    },
  );

  it.each(nameFields)("%s made only of invisible fillers is as good as blank", (_label, check) => {
    expect(check("")).not.toBeNull();
    expect(check("\u3164\u3164")).toBe(check(""));
    expect(check("\u115f \uffa0")).toBe(check(""));
  });

  it.each(nameFields)("%s accepts names in any script", (_label, check) => {
    for (const name of [
      "Zoë O'Brien-Smith",
      "J. R. R. Tolkien",
      "Dr. Ana",
      "Łukasz",
      "Siân",
      "李 小龍",
      "Ольга",
      "श्रेया",
      "Nuñez",
      "D’Arcy",
      "Siobhán",
      "Nguyễn",
      "José María",
      "St. John",
      "Mary I. O'Brien",
      "Henry Ford III",
      "Дмитрий",
      "Глеб Зорин",
      "Ірина",
      "김민준",
      "محمد",
      "山田ノリコ",
      "Ελένη",
    ]) {
      expect(check(name)).toBeNull();
    }
  });
});

describe("link fields hold http(s) only", () => {
  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,x",
    "vbscript:x",
    "<script>x</script>",
    "https://a.co/<b>",
    "https://user:pw@bank.example",
    "ftp://files.example.com",
    "https://localhost",
    "http:/x.co",
  ])("refuses %j", (value) => {
    expect(toWebAddress(value)).toBeNull();
    expect(firstErrorMessage(brandWaitlistSchema, { ...brand, website: value })).toBe(
      "Website must be a web address starting with http:// or https://",
    );
  });

  it.each([
    ["https://brand.co", "https://brand.co"],
    ["http://brand.co/about?x=1#y", "http://brand.co/about?x=1#y"],
    ["brand.co.uk", "https://brand.co.uk"],
    ["brand.co:8080/x", "https://brand.co:8080/x"],
    ["", ""],
  ])("accepts %j as %j", (value, stored) => {
    expect(toWebAddress(value)).toBe(stored);
    expect(brandWaitlistSchema.parse({ ...brand, website: value }).website).toBe(stored);
  });

  it("social fields take a link or a handle, stored as the profile link", () => {
    expect(toProfileUrl("@maya.makes", "instagram")).toBe("https://www.instagram.com/maya.makes");
    expect(toProfileUrl("maya_makes", "tiktok")).toBe("https://www.tiktok.com/@maya_makes");
    expect(toProfileUrl("https://www.tiktok.com/@maya", "tiktok")).toBe("https://www.tiktok.com/@maya");
    expect(toProfileUrl("instagram.com/maya", "instagram")).toBe("https://instagram.com/maya");
    for (const value of ["@ma ya", "@", "javascript:alert(1)", "@maya<script>", "@" + "m".repeat(31)]) {
      expect(toProfileUrl(value, "instagram"), value).toBeNull();
    }
  });
});

describe("admin payloads", () => {
  it("ids up to Firestore's 1500 characters are addressable, so every stored entry can be erased", () => {
    expect(firstErrorMessage(deleteBrandSignupSchema, { id: "a".repeat(64) })).toBeNull();
    expect(firstErrorMessage(deleteBrandSignupSchema, { id: "%40".repeat(250) })).toBeNull();
    expect(firstErrorMessage(deleteBrandSignupSchema, { id: "a".repeat(1501) })).toBe("Signup ID is not valid");
    expect(firstErrorMessage(deleteBrandSignupSchema, { id: "a\u0000" })).toBe("Signup ID is not valid");
  });

  it("the recorded adminEmail is one address or nothing", () => {
    const approve = (adminEmail: unknown) =>
      firstErrorMessage(approveCreatorSchema, { applicationId: "a", approvalType: "pro", adminEmail });
    expect(approve("admin@example.com")).toBeNull();
    expect(approve("")).toBeNull();
    expect(approve(null)).toBeNull();
    expect(approve(undefined)).toBeNull();
    expect(approve("admin@example.com,eve@evil.test")).toBe("Admin email must be a valid email address");
  });
});
