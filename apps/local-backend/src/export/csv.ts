// The export's CSV files use the one CSV writer of @memorial/domain (BOM, `;`, formula guard).
export { UTF8_BOM, toCsv } from "@memorial/domain";
