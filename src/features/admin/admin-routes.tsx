import { Suspense, useEffect } from "react";
import { Link, useNavigate, useRoutes } from "react-router";
import { adminPaths } from "./admin-paths";
import { ApplicationsQueue } from "./applications/applications-queue";
import { ActivityPage } from "./sections/activity/activity-page";
import { BrandSignupsPage } from "./sections/brand-signups/brand-signups-page";
import { ContactMessagesPage } from "./sections/contact/contact-messages-page";
import { NewsletterPage } from "./sections/newsletter/newsletter-page";
import { OverviewPage } from "./sections/overview/overview-page";
import { PeoplePage } from "./sections/people/people-page";
import { EmptyState } from "./ui/empty-state";
import { SectionHeader } from "./ui/section-header";

/** /admin itself: the review queue is the panel's first screen. */
function ToApplications() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(adminPaths.applications, { replace: true });
  }, [navigate]);
  return null;
}

/**
 * The panel's screens, each at its own address under /admin. They are routed here rather than in
 * src/routes.ts so the route manifest every public page downloads stays one entry long; a heavy
 * section is loaded with React.lazy when it is opened.
 */
export function AdminRoutes() {
  const screen = useRoutes([
    { index: true, element: <ToApplications /> },
    // The queue reads the open application's id (applications/:id) itself.
    { path: "applications/*", element: <ApplicationsQueue /> },
    { path: "brand-signups", element: <BrandSignupsPage /> },
    {
      path: "creators",
      element: (
        <>
          <SectionHeader title="Creators" />
          <EmptyState title="Coming Soon" />
        </>
      ),
    },
    { path: "contact", element: <ContactMessagesPage /> },
    { path: "newsletter", element: <NewsletterPage /> },
    { path: "overview", element: <OverviewPage /> },
    { path: "activity", element: <ActivityPage /> },
    { path: "people", element: <PeoplePage /> },
    {
      path: "*",
      element: (
        <>
          <SectionHeader title="Not found" />
          <EmptyState title="There is no admin screen at this address.">
            <Link to={adminPaths.applications}>Go to Creator Applications</Link>
          </EmptyState>
        </>
      ),
    },
  ]);
  return <Suspense fallback={<p role="status">Loading…</p>}>{screen}</Suspense>;
}
