import { lazy } from "react";
import { pageMeta } from "~/lib/page-meta";
import "~/features/contact/contact-page?styles";

// The page body is an island (site-layout.tsx): its styles come with the route, its code after the page works.
const ContactPage = lazy(() =>
  import("~/features/contact/contact-page").then((module) => ({ default: module.ContactPage })),
);

export const meta = () =>
  pageMeta(
    "Contact Us",
    "Questions about UK creators, pricing or launching with us? Send us a message and we'll be in touch soon.",
    "/contact",
  );

export default function Page() {
  return <ContactPage />;
}
