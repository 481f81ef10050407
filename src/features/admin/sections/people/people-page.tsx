import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import type { ErasureCounts, PersonData } from "~/shared/people";
import { useAdminSession } from "../../shared/admin-context";
import { useDialogs } from "../../ui/dialogs";
import { useNotify } from "../../ui/notices";
import { SectionHeader } from "../../ui/section-header";
import {
  applicationFacts,
  auditMentionFacts,
  brandSignupFacts,
  contactMessageFacts,
  heldSummary,
  newsletterFacts,
  type Fact,
} from "./person-facts";
import "./people.css";

/** Each count's words, one and many. */
const ERASED_LABELS: Record<keyof ErasureCounts, [one: string, many: string]> = {
  brand_signups: ["brand sign-up", "brand sign-ups"],
  newsletter_subscribers: ["newsletter entry", "newsletter entries"],
  creator_applications: ["creator application", "creator applications"],
  files: ["file", "files"],
  contact_messages: ["contact message", "contact messages"],
  audit_details_cleared: ["activity entry cleared", "activity entries cleared"],
};

/** "1 brand sign-up, 2 files" — what an erasure removed. */
export function erasedSummary(erased: ErasureCounts): string {
  const parts = (Object.keys(ERASED_LABELS) as Array<keyof ErasureCounts>)
    .filter((key) => erased[key] > 0)
    .map((key) => `${erased[key]} ${ERASED_LABELS[key][erased[key] === 1 ? 0 : 1]}`);
  return parts.length > 0 ? parts.join(", ") : "nothing";
}

/** Starts a download of the person's data as one JSON file, built from what the server answered. */
function downloadJson(person: PersonData): void {
  const blob = new Blob([`${JSON.stringify(person, null, 2)}\n`], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `person-${person.compiledAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const countOf = (person: PersonData) =>
  person.brandSignups.length +
  person.newsletterSubscribers.length +
  person.creatorApplications.length +
  person.contactMessages.length;

/**
 * People: a subject access request or an erasure request in a minute. One address in (normalised by
 * the server as the sign-up lists are), everything held about it out; Download gives the JSON
 * answer, Erase deletes it all after one confirmation.
 */
/**
 * One address looked up at a time: what is held, or why not. What the answer brings into view takes
 * focus (the Search button it came from was disabled meanwhile): the result's heading, or the field.
 */
function usePersonSearch() {
  const { adminData } = useAdminSession();
  const [person, setPerson] = useState<PersonData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"search" | "erase" | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const searchField = useRef<HTMLInputElement>(null);
  const focusNext = useRef<RefObject<HTMLElement | null> | null>(null);
  useEffect(() => {
    if (busy !== null || !focusNext.current) return;
    focusNext.current.current?.focus();
    focusNext.current = null;
  }, [busy]);

  async function search(address: string) {
    setBusy("search");
    setError(null);
    try {
      setPerson(await adminData.findPerson(address));
      focusNext.current = resultHeading;
    } catch (caught) {
      setPerson(null);
      setError(caught instanceof Error && caught.message ? caught.message : "Failed to search");
      focusNext.current = searchField;
    } finally {
      setBusy(null);
    }
  }
  return { person, error, busy, setBusy, search, resultHeading, searchField };
}

export function PeoplePage() {
  const id = useId();
  const { adminData } = useAdminSession();
  const dialogs = useDialogs();
  const notify = useNotify();
  const [email, setEmail] = useState("");
  const { person, error, busy, setBusy, search, resultHeading, searchField } = usePersonSearch();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void search(email);
  }

  async function erase(found: PersonData) {
    const answer = await dialogs.confirm({
      title: "Erase this person's data",
      message: `Delete every record and file held about ${found.email}? This cannot be undone. The activity log keeps only what was erased, counted, not the data.`,
      confirmLabel: "Erase everything",
      destructive: true,
    });
    if (!answer) return;
    setBusy("erase");
    try {
      const erased = await adminData.erasePerson(found.email);
      notify.success(`Erased ${erasedSummary(erased)}.`);
      setBusy(null);
      await search(found.email);
    } catch (caught) {
      setBusy(null);
      notify.error(caught instanceof Error && caught.message ? caught.message : "Failed to erase");
    }
  }

  return (
    <div className="admin-section people">
      <SectionHeader title="People" />
      <p className="people__intro">
        Answer a subject access or erasure request: search one e-mail address to see everything held about it.
      </p>
      <form className="people__search" onSubmit={submit} aria-label="Find a person">
        <label htmlFor={`${id}-email`}>E-mail address</label>
        <div className="people__search-row">
          <input
            id={`${id}-email`}
            ref={searchField}
            type="email"
            autoComplete="off"
            inputMode="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="btn btn--primary" disabled={busy !== null}>
            {busy === "search" ? "Searching…" : "Search"}
          </button>
        </div>
      </form>
      {error ? (
        <p role="alert" className="people__error">
          {error}
        </p>
      ) : null}
      {person ? (
        <PersonView person={person} busy={busy} onErase={() => void erase(person)} headingRef={resultHeading} />
      ) : null}
    </div>
  );
}

function PersonView({
  person,
  busy,
  onErase,
  headingRef,
}: {
  person: PersonData;
  busy: string | null;
  onErase: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const total = countOf(person);
  return (
    <section className="people__result" aria-label={`Held about ${person.email}`} aria-busy={busy !== null}>
      <header className="people__result-header">
        <h2 ref={headingRef} tabIndex={-1}>
          {person.email}
        </h2>
        <p role="status">{heldSummary(total, person.files.length)}</p>
        <div className="people__actions">
          <button type="button" className="btn btn--secondary" onClick={() => downloadJson(person)}>
            Download
          </button>
          <button type="button" className="btn people__erase" onClick={onErase} disabled={total === 0 || busy !== null}>
            {busy === "erase" ? "Erasing…" : "Erase"}
          </button>
        </div>
      </header>
      <Group title="Brand sign-ups" count={person.brandSignups.length}>
        {person.brandSignups.map((signup) => (
          <Record key={signup.id} facts={brandSignupFacts(signup)} />
        ))}
      </Group>
      <Group title="Newsletter" count={person.newsletterSubscribers.length}>
        {person.newsletterSubscribers.map((entry) => (
          <Record key={entry.id} facts={newsletterFacts(entry)} />
        ))}
      </Group>
      <Group title="Creator applications" count={person.creatorApplications.length}>
        {person.creatorApplications.map((application) => (
          <Record key={application.id} facts={applicationFacts(application)}>
            <ul className="people__files" aria-label="Files">
              {person.files
                .filter((file) => file.applicationId === application.id)
                .map((file) => (
                  <li key={file.url}>
                    <a href={file.url} target="_blank" rel="noreferrer noopener">
                      {file.name}
                    </a>
                  </li>
                ))}
            </ul>
          </Record>
        ))}
      </Group>
      <Group title="Contact messages" count={person.contactMessages.length}>
        {person.contactMessages.map((message) => (
          <Record key={message.id} facts={contactMessageFacts(message)} />
        ))}
      </Group>
      <Group title="Activity mentions" count={person.auditMentions.length}>
        {person.auditMentions.map((entry) => (
          <Record key={entry.id} facts={auditMentionFacts(entry)} />
        ))}
      </Group>
    </section>
  );
}

function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section className="people__group">
      <h3>
        {title} <span className="people__count">({count})</span>
      </h3>
      {count === 0 ? <p className="people__none">None.</p> : <ul className="people__records">{children}</ul>}
    </section>
  );
}

function Record({ facts, children }: { facts: Fact[]; children?: ReactNode }) {
  return (
    <li className="people__record">
      <dl>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {children}
    </li>
  );
}
