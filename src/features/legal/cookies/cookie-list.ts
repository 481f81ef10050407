import { BRAND_NAME } from "~/shared/brand";
import { ATTRIBUTION_MAX_AGE_DAYS, ATTRIBUTION_STORAGE_KEY } from "~/lib/attribution";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS } from "~/lib/consent-state";

export type StorageType = "Essential" | "Functional" | "Measurement" | "Third-party";

export interface StoredItem {
  id: string;
  name: string;
  setBy: string;
  purpose: string;
  type: StorageType;
  duration: string;
}

/**
 * Every cookie and browser-storage item the site can set. The consent cookie's name and
 * lifetime come from the code that writes it, so this list cannot drift from it.
 */
export const STORED_ITEMS: readonly StoredItem[] = [
  {
    id: "consent",
    name: CONSENT_COOKIE,
    setBy: `${BRAND_NAME} (cookie)`,
    purpose:
      'Remembers your answer to the cookie banner — "true" if you accepted, "false" if you declined — so we do not ask again on every page.',
    type: "Essential",
    duration: `${CONSENT_MAX_AGE_DAYS} days`,
  },
  {
    id: "attribution",
    name: ATTRIBUTION_STORAGE_KEY,
    setBy: `${BRAND_NAME} (localStorage)`,
    purpose:
      "Only if you accept cookies: how you first reached our site and how you last arrived from a link or another site — the campaign tags of the link (utm_source, utm_medium, utm_campaign), the name of the site that sent you (never the page’s address) and the page you landed on. It is sent with a form you fill in, so we know which of our campaigns bring brands and creators. Declining deletes it.",
    type: "Measurement",
    duration: `${ATTRIBUTION_MAX_AGE_DAYS} days from your last arrival from a link or another site, or until you decline`,
  },
  {
    id: "grecaptcha",
    name: "_GRECAPTCHA",
    setBy: "Google reCAPTCHA (cookie on google.com)",
    purpose:
      "Set when the invisible bot check runs on the newsletter, brand waitlist, contact or creator application form, or when you ask for your application’s status link again, to tell people from automated spam.",
    type: "Third-party",
    duration: "6 months",
  },
  {
    id: "recaptcha-storage",
    name: "rc::a, rc::b, rc::c",
    setBy: "Google reCAPTCHA (storage in Google’s frame)",
    purpose: "reCAPTCHA’s own records of the bot check, kept in browser storage inside Google’s reCAPTCHA frame.",
    type: "Third-party",
    duration: "rc::a until cleared; rc::b and rc::c until you close the browser",
  },
  {
    id: "google",
    name: "NID and other Google cookies",
    setBy: "Google (cookies on google.com)",
    purpose:
      "If you already have Google cookies (for example, from signing in to a Google account), Google may read or refresh them when reCAPTCHA runs, under Google’s own policies.",
    type: "Third-party",
    duration: "Set by Google, typically up to 6 months",
  },
  {
    id: "firebase-auth",
    name: "firebase:authUser:…",
    setBy: "Firebase Authentication (IndexedDB, or localStorage as a fallback)",
    purpose:
      "Keeps a session signed in. Only created for signed-in accounts (such as our administrator) and for the private upload session that lets creator applicants add and remove their own videos.",
    type: "Essential",
    duration: "Until you sign out or clear your browser’s site data",
  },
  {
    id: "review-playback-speed",
    name: "reviewPlaybackSpeed",
    setBy: `${BRAND_NAME} (localStorage)`,
    purpose:
      "Remembers the playback speed (1×, 1.5× or 2×) our administrators choose when they watch applicants’ videos. Only set in an administrator’s browser.",
    type: "Functional",
    duration: "Until you clear your browser’s site data",
  },
];
