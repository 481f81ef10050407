export * from "./constants";
export * from "./schemas/fields";
export * from "./schemas/newsletter";
export * from "./schemas/brand-waitlist";
export * from "./schemas/creator-application";
export * from "./schemas/contact-message";
export * from "./schemas/admin";
export * from "./documents";
