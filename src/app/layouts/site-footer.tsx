import { Footer } from "~/components/layout/footer";
import { CookieSettingsButton } from "~/features/cookie-consent/cookie-settings-button";
import { NewsletterSlot } from "~/features/newsletter/newsletter-slot";
import type { NewsletterAudience, NewsletterSetting } from "~/features/newsletter/newsletter-settings";

/** The footer with the app's pieces in its slots; an island of the site layout (site-layout.tsx). */
export default function SiteFooter({
  setting,
  audience,
}: {
  setting?: NewsletterSetting;
  audience?: NewsletterAudience;
}) {
  return (
    <Footer
      newsletter={<NewsletterSlot setting={setting} audience={audience} />}
      cookieSettings={<CookieSettingsButton />}
    />
  );
}
