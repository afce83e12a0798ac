// The register as a server-rendered page's island needs it (src/visitor/islands/register.tsx):
// its own entry, so the island's chunk does not carry the app's screens (moderation, router).
export { VisitorRegister, type VisitorRegisterProps } from "./visitor-register";
