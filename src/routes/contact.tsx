import { pageMeta } from "~/lib/page-meta";
import { ContactPage } from "~/features/contact/contact-page";

export const meta = () =>
  pageMeta(
    "Contact Us",
    "Questions about UK creators, pricing or launching with us? Send us a message and we'll be in touch soon.",
    "/contact",
  );

export default function Page() {
  return <ContactPage />;
}
