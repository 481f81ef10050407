import { useEffect, useState } from "react";
import type { AdminDataClient } from "~/lib/backend";
import { formatUkDateTime } from "~/shared/london-time";
import { useAdminSession } from "./admin-context";

/** The sign-up lists whose entries can be flagged as a likely duplicate of an earlier one (§P9.3.4). */
type SignUpList = "brand-signups" | "newsletter-subscribers";

type Earlier = { state: "loading" } | { state: "found"; email: string; at: string } | { state: "gone" | "failed" };

type Found = Exclude<Earlier, { state: "loading" | "failed" }>;

/** Each admin session's reads of earlier entries, by list and id: cards flagged against one entry share one read. */
const reads = new WeakMap<AdminDataClient, Map<string, Promise<Found>>>();

function readEarlier(adminData: AdminDataClient, list: SignUpList, id: string) {
  let session = reads.get(adminData);
  if (!session) reads.set(adminData, (session = new Map()));
  const key = `${list}/${id}`;
  let read = session.get(key);
  if (!read) {
    read = adminData.get(list, id).then((entry): Found => {
      if (!entry) return { state: "gone" };
      return { state: "found", email: entry.email, at: "created_at" in entry ? entry.created_at : entry.createdAt };
    });
    // A read that failed is not kept: the card shown next asks again.
    read.catch(() => session.delete(key));
    session.set(key, read);
  }
  return read;
}

/**
 * The earlier entry a sign-up is flagged against, by its address and when it signed up: the flag stores only the
 * entry's id (a hash of its address), which tells the admin nothing.
 */
function useEarlierEntry(list: SignUpList, id: string): Earlier {
  const { adminData } = useAdminSession();
  const [loaded, setLoaded] = useState<{ id: string; earlier: Earlier } | null>(null);
  useEffect(() => {
    let current = true;
    readEarlier(adminData, list, id).then(
      (earlier) => current && setLoaded({ id, earlier }),
      () => current && setLoaded({ id, earlier: { state: "failed" } }),
    );
    return () => {
      current = false;
    };
  }, [adminData, list, id]);
  return loaded?.id === id ? loaded.earlier : { state: "loading" };
}

/** "Possible duplicate of <address> (signed up <date>)": the flag in words the admin can act on. */
export function DuplicateOf({ list, id }: { list: SignUpList; id: string }) {
  const earlier = useEarlierEntry(list, id);
  switch (earlier.state) {
    case "found":
      return (
        <>
          Possible duplicate of {earlier.email}
          {earlier.at ? ` (signed up ${formatUkDateTime(earlier.at)})` : ""}
        </>
      );
    case "gone":
      return <>Possible duplicate of a sign-up since deleted</>;
    case "failed":
      return <>Possible duplicate of an earlier sign-up (it could not be loaded)</>;
    case "loading":
      return <>Possible duplicate of an earlier sign-up</>;
  }
}
