export { PageHeader, type PageHeaderProps } from "./page-header.js";
export {
  ProfilePicture,
  PROFILE_PICTURE_ACCEPT,
  type ProfilePictureProps,
} from "./profile-picture.js";
export {
  BlockedNotice,
  RestingPageNotice,
  type BlockedNoticeProps,
  type RestingPageNoticeProps,
} from "./page-states.js";
