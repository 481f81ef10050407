import { useEffect, useState } from "react";
import { formatUkDateTime } from "~/shared/london-time";
import { useAdminSession } from "./admin-context";

/** The sign-up lists whose entries can be flagged as a likely duplicate of an earlier one (§P9.3.4). */
type SignUpList = "brand-signups" | "newsletter-subscribers";

type Earlier = { state: "loading" } | { state: "found"; email: string; at: string } | { state: "gone" | "failed" };

/**
 * The earlier entry a sign-up is flagged against, by its address and when it signed up: the flag stores only the
 * entry's id (a hash of its address), which tells the admin nothing. Read once by id.
 */
function useEarlierEntry(list: SignUpList, id: string): Earlier {
  const { adminData } = useAdminSession();
  const [loaded, setLoaded] = useState<{ id: string; earlier: Earlier } | null>(null);
  useEffect(() => {
    let current = true;
    adminData.get(list, id).then(
      (entry) => {
        if (!current) return;
        const at = entry ? ("created_at" in entry ? entry.created_at : entry.createdAt) : "";
        setLoaded({ id, earlier: entry ? { state: "found", email: entry.email, at } : { state: "gone" } });
      },
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
