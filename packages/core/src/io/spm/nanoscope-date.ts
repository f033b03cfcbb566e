// NanoScope writes dates as "09:57:48 AM Tue Jan 12 2016" (12-hour clock, English month names).

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO local date-time "2016-01-12T09:57:48", or undefined when the text has another shape. */
export function parseNanoscopeDate(text: string): string | undefined {
  const match = /^\s*(\d{1,2}):(\d{2}):(\d{2})\s*([AP]M)?\s+\w+\s+(\w{3})\w*\s+(\d{1,2})\s+(\d{4})\s*$/i.exec(
    text,
  );
  if (!match) return undefined;
  const [, h, min, s, meridiem, monthName, day, year] = match;
  const month = months.indexOf((monthName ?? '').toLowerCase()) + 1;
  let hour = Number(h);
  if (month === 0 || hour > 23) return undefined;
  if (meridiem?.toUpperCase() === 'PM' && hour < 12) hour += 12;
  if (meridiem?.toUpperCase() === 'AM' && hour === 12) hour = 0;
  return `${year}-${pad(month)}-${pad(Number(day))}T${pad(hour)}:${min}:${s}`;
}
