import { renderEmail } from "../email/render-email";

const to = { address: "ada@example.com" };

describe("the e-mail template", () => {
  it("renders the same content as plain text and as simple HTML, with the button as a labelled link", () => {
    const mail = renderEmail(to, {
      subject: "Confirm",
      greeting: "Hi,",
      paragraphs: ["First.", "Second\nline."],
      action: { label: "Confirm my subscription", url: "https://site.test/confirm?token=a.b" },
      after: ["After."],
      footer: ["Small print."],
      unsubscribeUrl: "https://site.test/unsubscribe?token=u.v",
    });
    expect(mail.subject).toBe("Confirm");
    expect(mail.text).toBe(
      "Hi,\n\nFirst.\n\nSecond\nline.\n\nConfirm my subscription:\nhttps://site.test/confirm?token=a.b\n\nAfter.\n\n" +
        "The Reelmark team\n\n--\nSmall print.\nUnsubscribe: https://site.test/unsubscribe?token=u.v\n",
    );
    expect(mail.html).toContain("<p style=");
    expect(mail.html).toContain("Second<br>line.");
    expect(mail.html).toContain('<a href="https://site.test/confirm?token=a.b"');
    expect(mail.html).toContain(
      '<a href="https://site.test/unsubscribe?token=u.v" style="color:#595670">Unsubscribe</a>',
    );
  });

  it("escapes every piece of text, so nothing user-written becomes HTML", () => {
    const attack = `<img src=x onerror="alert(1)"> & 'quotes'`;
    const mail = renderEmail(to, {
      subject: attack,
      greeting: `Hi ${attack},`,
      paragraphs: [attack],
      footer: [attack],
    });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;quotes&#39;");
    expect(mail.text).toContain(attack);
  });

  it("refuses a link that is not http(s)", () => {
    expect(() =>
      renderEmail(to, { subject: "x", paragraphs: [], action: { label: "Go", url: "javascript:alert(1)" } }),
    ).toThrow("E-mail links must be http(s)");
  });
});
