import { Icon, type IconProps } from "@chakra-ui/react";
import type { ComponentPropsWithRef, ReactElement } from "react";
import { fixedElement, fixedStyle } from "../theme/fixed-style.js";

/** The style props an icon is given where it is used: written once per use (`fixedElement`). */
const FIXED_STYLE_PROPS = new Set(["boxSize", "color", "flexShrink", "mt", "transform"]);

type FixedSvg = (props: ComponentPropsWithRef<"svg">) => ReactElement;

/**
 * Small line icons drawn for this package (24x24, stroke 1.75). They are decorative: every
 * button that shows one carries its own Dutch aria-label.
 *
 * An icon given only plain style props (`boxSize="6"`, `color`, `flexShrink`, `mt`,
 * `transform`) is a fixed element: the icon recipe's CSS with those props is worked out once per
 * system and set of props, not on every render (the public page renders its icons for every
 * visitor). Any other prop takes Chakra's `Icon`.
 */
function line(paths: readonly string[], displayName: string) {
  const drawing = {
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    strokeWidth: "1.75",
    strokeLinecap: "round",
    strokeLinejoin: "round",
    children: paths.map((d) => <path key={d} d={d} />),
  } as const;
  const fixedBySize = new Map<string, FixedSvg>();
  function fixedFor(styleProps: [string, string | number][]): FixedSvg {
    const key = JSON.stringify(styleProps);
    let found = fixedBySize.get(key);
    if (found === undefined) {
      found = fixedElement(
        "svg",
        fixedStyle({ recipe: "icon", props: Object.fromEntries(styleProps) }),
      ) as FixedSvg;
      fixedBySize.set(key, found);
    }
    return found;
  }
  function LineIcon(props: IconProps) {
    const styleProps = Object.entries(props).filter(([name]) => name !== "aria-hidden");
    if (
      styleProps.every(
        ([name, value]) =>
          FIXED_STYLE_PROPS.has(name) && (typeof value === "string" || typeof value === "number"),
      )
    ) {
      const Fixed = fixedFor(styleProps as [string, string | number][]);
      return <Fixed focusable="false" aria-hidden="true" {...drawing} />;
    }
    return (
      <Icon {...props} aria-hidden="true" focusable="false" asChild>
        <svg {...drawing} />
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
export const LockIcon = line(["M6 11h12v10H6z", "M8 11V7a4 4 0 0 1 8 0v4"], "LockIcon");

// Menu and dialog icons.
export const MenuIcon = line(["M4 7h16", "M4 12h16", "M4 17h16"], "MenuIcon");
export const HomeIcon = line(["M4 11l8-7 8 7", "M6 9.5V20h12V9.5", "M10 20v-5h4v5"], "HomeIcon");
export const QrCodeIcon = line(
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
export const PencilIcon = line(["M4 20h4L19 9l-4-4L4 16z", "M13.5 6.5l4 4"], "PencilIcon");
export const UsersIcon = line(
  [
    "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z",
    "M2.5 20a6.5 6.5 0 0 1 13 0",
    "M16 4.5a3.5 3.5 0 0 1 0 6.5",
    "M18 14a6.5 6.5 0 0 1 3.5 6",
  ],
  "UsersIcon",
);
export const CardIcon = line(["M3 6h18v12H3z", "M3 10h18", "M7 15h4"], "CardIcon");
export const KeyIcon = line(
  ["M8 15a4 4 0 1 0 0-8 4 4 0 0 0 0 8z", "M12 11h9", "M18 11v3", "M21 11v2"],
  "KeyIcon",
);
export const SignOutIcon = line(["M10 4H5v16h5", "M14 8l4 4-4 4", "M18 12H9"], "SignOutIcon");
export const SignInIcon = line(["M14 4h5v16h-5", "M10 8l4 4-4 4", "M14 12H4"], "SignInIcon");
export const DownloadIcon = line(["M12 4v12", "M7 11l5 5 5-5", "M4 20h16"], "DownloadIcon");
export const PrintIcon = line(["M7 9V3h10v6", "M7 17H4v-8h16v8h-3", "M7 14h10v7H7z"], "PrintIcon");
export const CheckIcon = line(["M5 12.5l4.5 4.5L19 7.5"], "CheckIcon");
export const CalendarIcon = line(
  ["M4 6h16v14H4z", "M4 10h16", "M8 3v5", "M16 3v5"],
  "CalendarIcon",
);

/** A map pin: the resting place. */
export const MapPinIcon = line(
  [
    "M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z",
    "M12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  ],
  "MapPinIcon",
);

/** A speech bubble: the condolence register. */
export const MessageIcon = line(
  ["M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z", "M8.5 10.5h7", "M8.5 13.5h4.5"],
  "MessageIcon",
);

/** A flag on its pole: reporting something on the page ('Iets melden'). */
export const FlagIcon = line(["M5 21V4", "M5 4h11l-2 4 2 4H5"], "FlagIcon");
/** An arrow leaving a tray: sharing the page. */
export const ShareIcon = line(["M12 15V4", "M8 8l4-4 4 4", "M5 12v8h14v-8"], "ShareIcon");
/** A candle with its flame: lighting a candle in the register. */
export const CandleIcon = line(
  ["M9.5 11h5v10h-5z", "M12 11V9", "M12 3c1.6 1.8 1.6 3.4 0 4.5-1.6-1.1-1.6-2.7 0-4.5z"],
  "CandleIcon",
);
