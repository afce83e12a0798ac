export { PageHeader, type PageHeaderProps } from "./page-header.js";
export {
  ProfilePicture,
  PROFILE_PICTURE_ACCEPT,
  type ProfilePictureProps,
} from "./profile-picture.js";
export { BlockedNotice, type BlockedNoticeProps } from "./page-states.js";
export { RestingPageNotice, type RestingPageNoticeProps } from "./resting-page-notice.js";
