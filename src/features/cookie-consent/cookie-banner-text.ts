export const COOKIE_BANNER_TEXT =
  "We use cookies to enhance your experience. By continuing to visit this site you agree to our use of cookies.";
