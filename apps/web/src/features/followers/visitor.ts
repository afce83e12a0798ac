// 'Op de hoogte blijven' as a server-rendered page needs it: rendered by the render function
// (src/visitor/visitor-page.tsx) and mounted as the page's island (src/visitor/islands/follow.tsx).
// Its own entry, so neither carries the app's screens (router, settings).
export { VisitorFollow, type VisitorFollowProps } from "./visitor-follow";
