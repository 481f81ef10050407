import { paths } from "~/config/paths";
import { pageMeta } from "~/lib/page-meta";
import { PrivacyPage } from "~/features/legal/privacy/privacy-page";

export const meta = () =>
  pageMeta("Privacy Policy", "How we collect, use and protect personal data under UK GDPR.", paths.privacyPolicy);

export default function PrivacyPolicyRoute() {
  return <PrivacyPage />;
}
