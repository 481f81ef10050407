import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast, { useToasterStore } from "react-hot-toast";
import { afterEach, beforeEach, vi } from "vitest";
import ToastHost from "~/components/ui/toaster";
import { createMemoryBackend, type MemoryBackend } from "@testing/app/memory-backend";
import { renderWithRouter } from "@testing/app/render-app";
import { CreatorApplicationForm } from "../creator-application-form";

/** The toasts still showing, oldest first. */
function ShowingToasts() {
  const { toasts } = useToasterStore();
  const showing = toasts.filter((item) => item.visible).map((item) => String(item.message));
  return <output data-testid="toasts">{[...showing].reverse().join("\n")}</output>;
}

export function toasts(): string[] {
  const text = screen.getByTestId("toasts").textContent ?? "";
  return text ? text.split("\n") : [];
}

/** A File that reports `size` without holding the bytes. */
export function fakeFile(name: string, type = "video/mp4", size = 2_000): File {
  const file = new File(["video bytes"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

/** The fields typed into, in the form's order. */
export const TYPED_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "postcode",
  "niche",
  "instagram",
  "tiktok",
  "portfolioUrl",
] as const;

export interface ApplicantDetails {
  firstName?: string;
  lastName?: string;
  email?: string;
  postcode?: string;
  niche?: string;
  instagram?: string;
  tiktok?: string;
  portfolioUrl?: string;
  referralSource?: string;
  isUKCreator?: boolean;
  newsletterConsent?: boolean;
}

export const MAYA: Required<Omit<ApplicantDetails, "instagram" | "tiktok" | "newsletterConsent">> = {
  firstName: "Maya",
  lastName: "Patel",
  email: "maya@example.com",
  postcode: "M1 1AE",
  niche: "beauty, fitness",
  portfolioUrl: "https://maya.example",
  referralSource: "TikTok",
  isUKCreator: true,
};

export function renderApplication(options: { backend?: MemoryBackend; advanceTimers?: (ms: number) => unknown } = {}) {
  const backend = options.backend ?? createMemoryBackend();
  const rendered = renderWithRouter(
    <>
      <CreatorApplicationForm />
      <ToastHost />
      <ShowingToasts />
    </>,
    { url: "/creator-signup", backend, routes: [{ path: "/", element: <h1>Home page</h1> }] },
  );
  // The picker's own `accept` must not hide the files the rules are there to refuse.
  // No pauses between events: quicker, and usable under a fake clock.
  const user = userEvent.setup({ applyAccept: false, delay: null });
  const field = {
    firstName: () => screen.getByRole("textbox", { name: "First Name" }),
    lastName: () => screen.getByRole("textbox", { name: "Last Name" }),
    email: () => screen.getByRole("textbox", { name: "Email Address" }),
    postcode: () => screen.getByRole("textbox", { name: "UK Postcode" }),
    niche: () => screen.getByRole("textbox", { name: "Your Niches" }),
    instagram: () => screen.getByRole("textbox", { name: "Instagram URL" }),
    tiktok: () => screen.getByRole("textbox", { name: "TikTok URL" }),
    portfolioUrl: () => screen.getByRole("textbox", { name: "Portfolio URL" }),
    referralSource: () => screen.getByRole("combobox", { name: "How did you hear about us?" }),
    isUKCreator: () => screen.getByRole<HTMLInputElement>("checkbox", { name: "I confirm I am a UK creator" }),
    newsletterConsent: () => screen.getByRole<HTMLInputElement>("checkbox", { name: /creator news/ }),
    files: () => screen.getByLabelText(/^Your videos/) as HTMLInputElement,
    submit: () => screen.getByRole("button", { name: /Submit Application|Submitting Application\.\.\./ }),
  };
  const fill = async (details: ApplicantDetails) => {
    for (const name of TYPED_FIELDS) {
      const value = details[name];
      if (value !== undefined) {
        await user.clear(field[name]());
        // One input event per field: typing key by key is slow in jsdom and tests nothing more here.
        if (value) await user.paste(value);
      }
    }
    if (details.referralSource !== undefined) await user.selectOptions(field.referralSource(), details.referralSource);
    if (details.isUKCreator !== undefined && field.isUKCreator().checked !== details.isUKCreator) {
      await user.click(field.isUKCreator());
    }
    if (details.newsletterConsent !== undefined && field.newsletterConsent().checked !== details.newsletterConsent) {
      await user.click(field.newsletterConsent());
    }
  };
  const choose = (...files: File[]) => user.upload(field.files(), files);
  const submit = () => user.click(field.submit());
  return { ...rendered, backend, user, field, fill, choose, submit };
}

/**
 * Toasts and the saved draft outlive a render: empty both between tests. A whole form with its
 * uploads takes a few seconds in jsdom on a busy machine, so each test gets 20 s.
 */
export function setUpApplicationTests() {
  vi.setConfig({ testTimeout: 20_000 });
  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => {
    act(() => toast.remove());
    window.sessionStorage.clear();
  });
}
