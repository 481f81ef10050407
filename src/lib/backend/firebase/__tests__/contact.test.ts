import { describe, expect, it, vi } from "vitest";
import { createFirebaseContact } from "../contact";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function contact(answer: Response | Error) {
  const fetch = vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const client = createFirebaseContact({
    fetch: fetch as unknown as typeof globalThis.fetch,
    headers: async () => ({ "X-Firebase-AppCheck": "app-check-token" }),
  });
  return { client, fetch };
}

const message = { name: "Priya", email: "priya@example.com", message: "Hello", recaptchaToken: "token" };

describe("the Firebase contact form", () => {
  it("sends the three fields and the human check's token to the contact function with the App Check token", async () => {
    const { client, fetch } = contact(json(201, { ok: true, id: "m1" }));
    await client.sendContactMessage(message);
    expect(fetch).toHaveBeenCalledExactlyOnceWith("/api/contact-message", {
      method: "POST",
      headers: { "content-type": "application/json", "X-Firebase-AppCheck": "app-check-token" },
      body: JSON.stringify({
        name: message.name,
        email: message.email,
        message: message.message,
        "g-recaptcha-response": "token",
        attribution: {
          first: null,
          last: {
            source: null,
            medium: null,
            campaign: null,
            referrerHost: null,
            landingPath: window.location.pathname,
          },
        },
      }),
    });
  });

  it("shows the function's message, else the product's", async () => {
    await expect(
      contact(json(400, { error: "Please enter a valid email address" })).client.sendContactMessage(message),
    ).rejects.toMatchObject({ status: 400, message: "Please enter a valid email address" });
    await expect(contact(json(500, {})).client.sendContactMessage(message)).rejects.toMatchObject({
      message: "Failed to send message. Please try again later.",
    });
    await expect(contact(new TypeError("offline")).client.sendContactMessage(message)).rejects.toMatchObject({
      message: "Failed to send message. Please try again later.",
      code: "network",
    });
  });
});
