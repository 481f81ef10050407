export function enrolTotp(options: {
  sdk: {
    signInWithEmailAndPassword: (...args: never[]) => Promise<{ user: unknown }>;
    multiFactor: (user: never) => {
      getSession(): Promise<unknown>;
      enroll(assertion: never, name: string): Promise<void>;
    };
    TotpMultiFactorGenerator: {
      generateSecret: (
        session: never,
      ) => Promise<{ secretKey: string; generateQrCodeUrl(account: string, issuer: string): string }>;
      assertionForEnrollment: (secret: never, code: string) => unknown;
    };
  };
  auth: unknown;
  email: string;
  password: string;
  ask: (question: string) => Promise<string>;
  log: (line: string) => void;
}): Promise<boolean>;
