import { useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useAdminSession } from "../shared/admin-context";
import { EmptyState } from "../ui/empty-state";
import { LoadError } from "../ui/load-error";
import { CreatorStatusBadge } from "../ui/status-badge";
import { ApplicationActions } from "./application-actions";
import { applicantName, approvalSummary, formatUkDateTime, nicheList, safeWebUrl } from "./format";
import { loadErrorMessage } from "./messages";
import { useQueue } from "./queue-context";
import { UploadedFiles } from "./uploaded-files";
import { touchText } from "../shared/attribution-facts";
import type { Application } from "./use-decisions";
import "../ui/chips.css";
import "./applications.css";
import { mailtoHref } from "~/shared/schemas/email-address";

/** An address the applicant typed: a link only when it is http(s), otherwise the text as typed. */
function ApplicantLink({ value }: { value: string | null | undefined }) {
  if (!value?.trim()) return <span className="application__none">Not given</span>;
  const url = safeWebUrl(value);
  if (!url) return <span className="application__text">{value}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="application__text">
      {value}
    </a>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="application__field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface Loaded {
  id: string;
  application: Application | null;
  error: unknown;
}

/** Where the open application comes from: the live page when it is on it, else read once by id. */
function useApplication(id: string): { application: Application | null; loading: boolean; error: unknown } {
  const { items } = useQueue();
  const { adminData } = useAdminSession();
  const fromPage = items.find((item) => item.id === id) ?? null;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const onPage = fromPage !== null;

  useEffect(() => {
    if (onPage) return;
    let current = true;
    adminData.get("creator-applications", id).then(
      (application) => current && setLoaded({ id, application, error: null }),
      (error: unknown) => current && setLoaded({ id, application: null, error }),
    );
    return () => {
      current = false;
    };
  }, [adminData, id, onPage]);

  if (fromPage) return { application: fromPage, loading: false, error: null };
  if (loaded?.id !== id) return { application: null, loading: true, error: null };
  return { application: loaded.application, loading: false, error: loaded.error };
}

/** Every field the applicant gave, and how it was approved once it was. */
function ApplicationFields({ application }: { application: Application }) {
  const niches = nicheList(application.niche);
  return (
    <dl className="application__fields">
      <Field label="Email">
        <a href={mailtoHref(application.email)} className="application__text">
          {application.email}
        </a>
      </Field>
      <Field label="Postcode">{application.postcode || <span className="application__none">Not given</span>}</Field>
      <Field label="Niches">
        {niches.length > 0 ? (
          <ul className="chips application__chips">
            {niches.map((niche) => (
              <li key={niche}>{niche}</li>
            ))}
          </ul>
        ) : (
          <span className="application__none">Not given</span>
        )}
      </Field>
      <Field label="Instagram">
        <ApplicantLink value={application.instagram} />
      </Field>
      <Field label="TikTok">
        <ApplicantLink value={application.tiktok} />
      </Field>
      <Field label="Portfolio">
        <ApplicantLink value={application.portfolioUrl} />
      </Field>
      <Field label="Heard about us from">{application.referralSource || "Not given"}</Field>
      {application.attribution ? (
        <Field label="Came from">{touchText(application.attribution.last) ?? "Not known (a direct visit)"}</Field>
      ) : null}
      <Field label="UK creator">{application.isUKCreator ? "Yes" : "No"}</Field>
      <Field label="Newsletter and updates">{application.newsletterConsent ? "Yes" : "No"}</Field>
      {application.avatar ? (
        <Field label="Avatar">
          <ApplicantLink value={application.avatar} />
        </Field>
      ) : null}
      {application.approvalType ? (
        <Field label="Approved">{approvalSummary(application.approvalType, application)}</Field>
      ) : null}
    </dl>
  );
}

/** One creator application with every field (docs/product.md §P6.1), and Approve / Reject while it is pending. */
export function ApplicationDetail({ id }: { id: string }) {
  const { shownRef, backTo, backState } = useQueue();
  const { application, loading, error } = useApplication(id);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    shownRef.current = application;
  }, [application, shownRef]);

  // A newly opened application is announced by moving focus to its name.
  const hasApplication = application !== null;
  useEffect(() => {
    if (hasApplication) heading.current?.focus({ preventScroll: false });
  }, [id, hasApplication]);

  const back = (
    <Link to={backTo} state={backState} className="application__back">
      Back to applications
    </Link>
  );

  if (loading) return <p role="status">Loading application…</p>;
  if (error) return <LoadError error={error} message={loadErrorMessage(error)} />;
  if (!application) {
    return (
      <div className="application">
        {back}
        <EmptyState title="This application no longer exists.">It may have been rejected and deleted.</EmptyState>
      </div>
    );
  }

  return (
    <article className="application" aria-labelledby="application-title">
      {back}
      <header className="application__header">
        <h2 id="application-title" ref={heading} tabIndex={-1}>
          {applicantName(application)}
        </h2>
        <CreatorStatusBadge status={application.status} />
      </header>
      <p className="application__applied">Applied {formatUkDateTime(application.submittedAt)}</p>
      <ApplicationActions application={application} />
      <ApplicationFields application={application} />
      <section className="application__files" aria-labelledby="application-files-title">
        <h3 id="application-files-title">Uploaded files</h3>
        <UploadedFiles
          applicationId={application.id}
          files={Array.isArray(application.uploadedFiles) ? application.uploadedFiles : []}
        />
      </section>
    </article>
  );
}

/** Wide screens show the list and this beside it until an application is opened. */
export function NoApplicationOpen() {
  return (
    <div className="application application--empty">
      <EmptyState title="No application open">
        Choose one from the list, or press <kbd>j</kbd> and <kbd>Enter</kbd>.
      </EmptyState>
    </div>
  );
}
