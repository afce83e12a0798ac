/** The gathering section as visitors see it: view code only, no editor. */
export { GatheringCard, type GatheringCardProps } from "./gathering-card.js";
export { GatheringWishesView, type GatheringWishesViewProps } from "./gathering-wishes.js";
export {
  dutchTime,
  gatheringDay,
  gatheringHours,
  gatheringRouteUrl,
  gatheringSummary,
  gatheringWhen,
  upcomingGatheringPreview,
} from "./format.js";
export { calendarDataUrl, gatheringCalendarHref, type CalendarPage } from "./calendar-link.js";
export { gatheringTexts } from "./texts.js";
