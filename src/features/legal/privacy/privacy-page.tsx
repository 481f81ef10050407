import { BRAND_NAME } from "~/shared/brand";
import { LegalPage } from "../components/legal-page";
import type { LegalDate, LegalSection } from "../components/types";
import { PRIVACY_DATA_SECTIONS } from "./sections-data";
import { PRIVACY_RIGHTS_SECTIONS } from "./sections-rights";

export const PRIVACY_LAST_UPDATED: LegalDate = { iso: "2026-11-28", label: "28 November 2026" };

export const PRIVACY_SECTIONS: readonly LegalSection[] = [...PRIVACY_DATA_SECTIONS, ...PRIVACY_RIGHTS_SECTIONS];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={
        <p>
          How {BRAND_NAME} collects, uses and protects the personal data of brands, creators and visitors, and the
          rights you have under UK GDPR.
        </p>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
