import type { ReportReason } from "@memorial/domain";

/** What a visitor sends with 'Melden' ("" for an explanation or address left empty). */
export interface ReportDraft {
  reason: ReportReason;
  explanation: string;
  email: string;
  /** With `parts`: the `value` of the part of the page the visitor chose. */
  part?: string;
}

/** A part of the page the visitor may choose to report ('De hele pagina', a section). */
export interface ReportPart {
  value: string;
  label: string;
}
