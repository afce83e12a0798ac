// The register as a server-rendered page needs it: rendered by the render function
// (src/edge/render.ts) and mounted as the page's island (src/visitor/islands/register.tsx). Its
// own entry, so neither carries the app's screens (moderation, router).
export { VisitorRegister, type VisitorRegisterProps } from "./visitor-register";
export { readRegisterSnapshot, type RegisterSnapshot } from "./register-snapshot";
export { REGISTER_ANCHORS } from "./register-anchors";
