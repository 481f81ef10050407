import { BRAND_NAME } from "~/shared/brand";
import { LegalPage } from "../components/legal-page";
import type { LegalDate, LegalSection } from "../components/types";
import { TERMS_PLATFORM_SECTIONS } from "./sections-platform";
import { TERMS_CONDUCT_SECTIONS } from "./sections-conduct";

export const TERMS_LAST_UPDATED: LegalDate = { iso: "2025-06-30", label: "30 June 2025" };

export const TERMS_SECTIONS: readonly LegalSection[] = [...TERMS_PLATFORM_SECTIONS, ...TERMS_CONDUCT_SECTIONS];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Use"
      lastUpdated={TERMS_LAST_UPDATED}
      intro={
        <p>
          The rules for using {BRAND_NAME} as a brand or a creator: accounts, credits and payments, usage rights, and
          what we expect from everyone on the platform.
        </p>
      }
      sections={TERMS_SECTIONS}
    />
  );
}
