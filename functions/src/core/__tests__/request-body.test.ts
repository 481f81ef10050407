import { formTypeRefusal, jsonTypeRefusal, parseContentType } from "../http/request-body";

describe("parseContentType", () => {
  it("reads the media type and charset exactly", () => {
    expect(parseContentType("application/json")).toEqual({ mediaType: "application/json", charset: null });
    expect(parseContentType(' Application/Json ; charset="UTF-8"')).toEqual({
      mediaType: "application/json",
      charset: "utf-8",
    });
    expect(parseContentType("text/plain; x=application/json").mediaType).toBe("text/plain");
    expect(parseContentType(undefined)).toEqual({ mediaType: "", charset: null });
  });
});

describe("which body types an endpoint takes (what a cross-site form can send is refused)", () => {
  it.each([
    "text/plain; x=application/json",
    "application/jsonx",
    "text/plain;charset=application/json",
    "application/x-www-form-urlencoded; application/json",
    "multipart/form-data; boundary=application/json",
    "application/json; charset=latin1",
    "",
  ])("JSON endpoints refuse %j with 415", (contentType) => {
    expect(jsonTypeRefusal(contentType)).toEqual({ status: 415, message: "Send the request body as JSON." });
  });

  it.each(["application/json", "application/json; charset=utf-8", "Application/JSON ; Charset=UTF-8"])(
    "JSON endpoints take %j",
    (contentType) => {
      expect(jsonTypeRefusal(contentType)).toBeNull();
    },
  );

  it("forms come multipart or url-encoded, nothing that only looks like them", () => {
    expect(formTypeRefusal("multipart/form-data; boundary=x")).toBeNull();
    expect(formTypeRefusal("application/x-www-form-urlencoded")).toBeNull();
    for (const lookAlike of ["multipart/form-datax; boundary=x", "text/plain", "application/json"]) {
      expect(formTypeRefusal(lookAlike)).toEqual({
        status: 415,
        message: "Send the application as multipart form data.",
      });
    }
  });
});
