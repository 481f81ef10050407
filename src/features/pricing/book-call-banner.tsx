import { Link } from "react-router";
import { paths } from "~/config/paths";
import { BookingLink } from "./booking-link";
import { Static } from "~/components/ui/static";

export function BookCallBanner() {
  return (
    <Static name="book-call" className="book-call container" aria-labelledby="book-call-heading">
      <div className="book-call__inner">
        <div>
          <h2 id="book-call-heading">Not sure which package fits?</h2>
          <p>Book a free 30-minute call and we will map out your first UGC campaign with you.</p>
        </div>
        <div className="book-call__actions">
          <BookingLink className="btn btn--primary">Book a Call</BookingLink>
          <Link to={paths.brandSignup} className="btn book-call__secondary">
            Join the waitlist
          </Link>
        </div>
      </div>
    </Static>
  );
}
