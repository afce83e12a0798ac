import {
  LIFE_DATES_SEPARATOR,
  formatDutchLongDate,
  isUnnamed,
  lifeDates,
  toWireDate,
} from "@memorial/domain";
import {
  boxStyle,
  fixedElement,
  headingStyle,
  stackStyle,
  textStyle,
} from "../theme/fixed-style.js";
import { ProfilePicture } from "./profile-picture.js";

type DateValue = Date | string | null | undefined;

export interface PageHeaderProps {
  name: string;
  /** A Date or the wire text (`YYYY-MM-DD`). */
  dateOfBirth: DateValue;
  dateOfDeath: DateValue;
  profilePicture: string | null | undefined;
  /** A menu button sits above the header: less space on top. */
  belowMenu?: boolean;
  /**
   * Shown, muted, in place of an empty name (a new page for its managers: 'Nieuwe
   * herinneringspagina'); it is a description of the page, never a placeholder name.
   */
  unnamedLabel?: string | undefined;
}

function wireDate(value: DateValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === "string" ? value : toWireDate(value);
}

// The header's elements (fixed styles: `fixedElement`), with and without a menu above them.
const header = (pt: object) =>
  fixedElement(
    "header",
    stackStyle({
      align: "center",
      textAlign: "center",
      gap: { base: "4", md: "5" },
      pt,
      pb: { base: "8", md: "12" },
    }),
  );
const HeaderBelowMenu = header({ base: "2", md: "6" });
const HeaderOnTop = header({ base: "10", md: "16" });
const nameStyle = {
  outline: "none",
  fontFamily: "heading",
  fontWeight: "normal",
  fontSize: { base: "2.25rem", md: "3.25rem" },
  lineHeight: "1.15",
  letterSpacing: "-0.015em",
  overflowWrap: "anywhere",
  mt: "2",
};
const Name = fixedElement("h1", headingStyle(nameStyle));
const Unnamed = fixedElement(
  "h1",
  headingStyle({ ...nameStyle, color: "fg.muted", fontStyle: "italic" }),
);
const Dates = fixedElement(
  "p",
  textStyle({ fontSize: { base: "md", md: "lg" }, color: "fg.muted" }),
);
const WholeDate = fixedElement("time", boxStyle({ whiteSpace: "nowrap" }));
const WholeDates = fixedElement("span", boxStyle({ whiteSpace: "nowrap" }));
const Rule = fixedElement(
  "div",
  boxStyle({ width: "12", height: "1px", bg: "border.emphasized", mt: { base: "3", md: "4" } }),
);

/**
 * The visitor's view of the top of a memorial page: the portrait, the name as the page's one
 * `h1`, the dates on one line and a short rule.
 */
export function PageHeader({
  name,
  dateOfBirth,
  dateOfDeath,
  profilePicture,
  belowMenu = false,
  unnamedLabel,
}: PageHeaderProps) {
  const unnamed = isUnnamed(name) && unnamedLabel !== undefined;
  const birth = formatDutchLongDate(dateOfBirth);
  const death = formatDutchLongDate(dateOfDeath);
  const dates = lifeDates({ dateOfBirth, dateOfDeath });
  const Header = belowMenu ? HeaderBelowMenu : HeaderOnTop;
  const NameHeading = unnamed ? Unnamed : Name;
  return (
    <Header>
      <ProfilePicture src={profilePicture} name={name} />
      {/* Focusable by script only: after 'Opslaan' the view returns to the top with focus here. */}
      <NameHeading tabIndex={-1} data-page-name="">
        {unnamed ? unnamedLabel : name}
      </NameHeading>
      {dates === "" ? null : (
        // One line when it fits; with enlarged text each date stays whole and the line breaks
        // after the dash (WCAG 1.4.10: nothing cut off at 200 % text).
        <Dates data-testid="memorial-dates">
          {birth !== "" && death !== "" ? (
            <>
              <WholeDate dateTime={wireDate(dateOfBirth)}>{birth}</WholeDate>
              {LIFE_DATES_SEPARATOR}
              <WholeDate dateTime={wireDate(dateOfDeath)}>{death}</WholeDate>
            </>
          ) : (
            <WholeDates>{dates}</WholeDates>
          )}
        </Dates>
      )}
      <Rule aria-hidden="true" />
    </Header>
  );
}
