import { Icon, type IconProps } from "@chakra-ui/react";

/**
 * Small line icons drawn for this package (24x24, stroke 1.75). They are decorative: every
 * button that shows one carries its own Dutch aria-label.
 */
function line(paths: readonly string[], displayName: string) {
  function LineIcon(props: IconProps) {
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
  LineIcon.displayName = displayName;
  return LineIcon;
}

export const ArrowUpIcon = line(["M12 19V5", "M5 12l7-7 7 7"], "ArrowUpIcon");
export const ArrowDownIcon = line(["M12 5v14", "M19 12l-7 7-7-7"], "ArrowDownIcon");
export const ChevronLeftIcon = line(["M15 18l-6-6 6-6"], "ChevronLeftIcon");
export const ChevronRightIcon = line(["M9 18l6-6-6-6"], "ChevronRightIcon");
export const TrashIcon = line(
  ["M4 7h16", "M10 11v6", "M14 11v6", "M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12", "M9 7V4h6v3"],
  "TrashIcon",
);
export const HelpIcon = line(
  ["M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z", "M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3", "M12 17h.01"],
  "HelpIcon",
);
export const CameraIcon = line(
  [
    "M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z",
    "M12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z",
  ],
  "CameraIcon",
);
export const PlusIcon = line(["M12 5v14", "M5 12h14"], "PlusIcon");
export const TextIcon = line(["M4 6h16", "M4 11h16", "M4 16h10"], "TextIcon");
export const ImagesIcon = line(
  [
    "M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z",
    "M3 16l5-5 4 4 3-3 6 6",
    "M15.5 9.5h.01",
  ],
  "ImagesIcon",
);
export const VideoIcon = line(
  ["M3 7a1 1 0 0 1 1-1h11a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z", "M16 10l5-3v10l-5-3"],
  "VideoIcon",
);
export const AudioIcon = line(
  ["M9 18V6l11-2v12", "M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0z", "M20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z"],
  "AudioIcon",
);
export const UploadIcon = line(["M12 16V4", "M7 9l5-5 5 5", "M4 20h16"], "UploadIcon");
export const AlertIcon = line(["M12 3l10 18H2z", "M12 10v4", "M12 17.5h.01"], "AlertIcon");
export const LockIcon = line(["M6 11h12v10H6z", "M8 11V7a4 4 0 0 1 8 0v4"], "LockIcon");
