export {
  MakePublicQuestion,
  type MakePublicQuestionProps,
  SIDE_MENU_WIDTH_PX,
  SideMenu,
  SideMenuButton,
  type SideMenuButtonProps,
  type SideMenuProps,
} from "./side-menu.js";
