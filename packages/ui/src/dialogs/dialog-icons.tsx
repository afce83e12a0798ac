import { Icon, type IconProps } from "@chakra-ui/react";

/**
 * Line icons of the menu and the dialogs (24x24, stroke 1.75, same style as `src/icons`). They
 * are decorative: the button or item that shows one carries the Dutch text.
 */
function lineIcon(paths: readonly string[], displayName: string) {
  function DialogLineIcon(props: IconProps) {
    return (
      <Icon {...props} aria-hidden="true" focusable="false" asChild>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {paths.map((d) => (
            <path key={d} d={d} />
          ))}
        </svg>
      </Icon>
    );
  }
  DialogLineIcon.displayName = displayName;
  return DialogLineIcon;
}

export const MenuIcon = lineIcon(["M4 7h16", "M4 12h16", "M4 17h16"], "MenuIcon");
export const HomeIcon = lineIcon(
  ["M4 11l8-7 8 7", "M6 9.5V20h12V9.5", "M10 20v-5h4v5"],
  "HomeIcon",
);
export const QrCodeIcon = lineIcon(
  [
    "M4 4h6v6H4z",
    "M14 4h6v6h-6z",
    "M4 14h6v6H4z",
    "M14 14h2v2h-2z",
    "M18 14h2",
    "M14 18h2v2",
    "M18 18h2v2h-2",
  ],
  "QrCodeIcon",
);
export const PencilIcon = lineIcon(["M4 20h4L19 9l-4-4L4 16z", "M13.5 6.5l4 4"], "PencilIcon");
export const UsersIcon = lineIcon(
  [
    "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z",
    "M2.5 20a6.5 6.5 0 0 1 13 0",
    "M16 4.5a3.5 3.5 0 0 1 0 6.5",
    "M18 14a6.5 6.5 0 0 1 3.5 6",
  ],
  "UsersIcon",
);
export const CardIcon = lineIcon(["M3 6h18v12H3z", "M3 10h18", "M7 15h4"], "CardIcon");
export const KeyIcon = lineIcon(
  ["M8 15a4 4 0 1 0 0-8 4 4 0 0 0 0 8z", "M12 11h9", "M18 11v3", "M21 11v2"],
  "KeyIcon",
);
export const SignOutIcon = lineIcon(["M10 4H5v16h5", "M14 8l4 4-4 4", "M18 12H9"], "SignOutIcon");
export const SignInIcon = lineIcon(["M14 4h5v16h-5", "M10 8l4 4-4 4", "M14 12H4"], "SignInIcon");
export const DownloadIcon = lineIcon(["M12 4v12", "M7 11l5 5 5-5", "M4 20h16"], "DownloadIcon");
export const PrintIcon = lineIcon(
  ["M7 9V3h10v6", "M7 17H4v-8h16v8h-3", "M7 14h10v7H7z"],
  "PrintIcon",
);
export const CheckIcon = lineIcon(["M5 12.5l4.5 4.5L19 7.5"], "CheckIcon");
export const TrashIcon = lineIcon(
  ["M4 7h16", "M10 11v6", "M14 11v6", "M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12", "M9 7V4h6v3"],
  "TrashIcon",
);
