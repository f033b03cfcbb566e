// The link expiry as a date field: the owner picks a day; the link works until the end of that day
// in the owner's time zone.

/** `YYYY-MM-DD` of an ISO instant in local time, '' for none. */
export function dateInputValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last second of a `YYYY-MM-DD` day in local time, as an ISO instant. */
export function endOfDayIso(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1, 23, 59, 59).toISOString();
}
