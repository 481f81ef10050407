import { lazy } from "react";
import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/page-meta";
import "~/features/legal/privacy/privacy-page?styles";

// The page body is an island (site-layout.tsx): its styles come with the route, its code after the page works.
const PrivacyPage = lazy(() =>
  import("~/features/legal/privacy/privacy-page").then((module) => ({ default: module.PrivacyPage })),
);

export const meta = () =>
  pageMeta("Privacy Policy", "How we collect, use and protect personal data under UK GDPR.", paths.privacyPolicy);

export default function PrivacyPolicyRoute() {
  return <PrivacyPage />;
}
