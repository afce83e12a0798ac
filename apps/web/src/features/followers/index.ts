// Following a page ('Op de hoogte blijven'): the block on a public page, the pages the follower
// mails' links open, and the family's switches with the number of followers.
export { FollowBlock, type FollowBlockProps } from "./follow-block";
export { ConfirmFollowScreen, UnsubscribeScreen } from "./link-screen";
export { FollowerSettingsPanel } from "./follower-settings";
