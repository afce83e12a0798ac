import type { ReportReason } from "@memorial/domain";

/** What a visitor sends with 'Melden' ("" for an explanation or address left empty). */
export interface ReportDraft {
  reason: ReportReason;
  explanation: string;
  email: string;
}
